package io.sbetool.ir;

import io.sbetool.testing.ReferenceIr;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

class ReferenceIrTest
{
    @Test
    void convertsCarSchema() throws Exception
    {
        final Ir ir = ReferenceIr.fromSchema(SharedFiles.projectSchema("car.xml"));
        assertEquals(1, ir.id());
        final List<Token> car = ir.message(1);
        assertNotNull(car);
        assertEquals(Signal.BEGIN_MESSAGE, car.get(0).signal());
        assertEquals(car.size(), car.get(0).componentTokenCount());
        assertEquals(8, ir.headerStructure().encodedLength());
        assertEquals(PrimitiveType.UINT16, ir.headerStructure().templateId().encoding().primitiveType());
    }
}
