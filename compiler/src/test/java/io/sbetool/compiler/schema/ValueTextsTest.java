package io.sbetool.compiler.schema;

import io.sbetool.ir.PrimitiveType;
import io.sbetool.ir.PrimitiveValue;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Validation and the IR builder read value texts through this class, so what one accepts the other converts. */
class ValueTextsTest
{
    @Test
    void acceptsExactlyWhatItConverts()
    {
        assertEquals(Optional.of(PrimitiveValue.of(-1L, PrimitiveType.UINT64)),
            ValueTexts.parse(PrimitiveType.UINT64, "18446744073709551615"));
        assertEquals(Optional.empty(), ValueTexts.problemWith(PrimitiveType.UINT64, "18446744073709551615"));
        assertEquals(Optional.empty(), ValueTexts.parse(PrimitiveType.UINT64, "18446744073709551616"));
        assertEquals(Optional.of("is out of range for uint64 (0..18446744073709551615)"),
            ValueTexts.problemWith(PrimitiveType.UINT64, "18446744073709551616"));
        assertEquals(Optional.of(PrimitiveValue.of(-128L, PrimitiveType.INT8)), ValueTexts.parse(PrimitiveType.INT8, "-128"));
        assertEquals(Optional.empty(), ValueTexts.parse(PrimitiveType.INT8, "128"));
        assertEquals(Optional.of("is not an integer"), ValueTexts.problemWith(PrimitiveType.INT8, "1.5"));
        assertEquals(Optional.of(PrimitiveValue.of('A', PrimitiveType.CHAR)), ValueTexts.parse(PrimitiveType.CHAR, "A"));
        assertEquals(Optional.of(PrimitiveValue.of(Double.NaN, PrimitiveType.DOUBLE)),
            ValueTexts.parse(PrimitiveType.DOUBLE, "NaN"));
    }

    @Test
    void charConstantsLongerThanOneCharacterAreStrings()
    {
        final PrimitiveValue fuel = ValueTexts.constant(PrimitiveType.CHAR, 1, "Petrol", null);
        assertEquals(PrimitiveValue.Representation.BYTE_ARRAY, fuel.representation());
        assertEquals("Petrol", fuel.toString());
        assertEquals(PrimitiveValue.of('P', PrimitiveType.CHAR), ValueTexts.constant(PrimitiveType.CHAR, 1, "P", null));
        assertEquals(PrimitiveValue.Representation.BYTE_ARRAY,
            ValueTexts.constant(PrimitiveType.CHAR, 4, "P", null).representation());
    }
}
