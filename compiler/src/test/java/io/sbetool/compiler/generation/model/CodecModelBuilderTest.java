package io.sbetool.compiler.generation.model;

import io.sbetool.compiler.Compilation;
import io.sbetool.compiler.generation.GenerationSchemas;
import io.sbetool.ir.Presence;
import io.sbetool.ir.PrimitiveType;
import io.sbetool.testing.SharedFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The codec model of {@code schemas/car.xml}, element by element, as the schema declares it; and for every
 * schema we hold, a model whose layout agrees with itself.
 */
class CodecModelBuilderTest
{
    private final Schema car = CodecModelBuilder.build(Compilation.compileOrThrow(SharedFiles.projectSchema("car.xml")));

    @Test
    void schemaIdentityAndHeader()
    {
        assertEquals("uk.co.real_logic.sbe.benchmarks", car.packageName());
        assertEquals(1, car.id());
        assertEquals(1, car.version());
        assertEquals("5.2", car.semanticVersion());
        assertEquals(ByteOrder.LITTLE_ENDIAN, car.byteOrder());
        final MessageHeader header = car.header();
        assertEquals("messageHeader", header.composite().name());
        assertEquals(8, header.composite().encodedLength());
        assertEquals(2, header.templateId().offset());
        assertEquals(PrimitiveType.UINT16, header.schemaVersion().encoding().primitiveType());
        assertEquals(List.of("messageHeader", "BooleanType", "Model", "OptionalExtras", "Engine", "groupSizeEncoding",
            "varStringEncoding"), car.types().stream().map(TypeDef::name).toList());
    }

    @Test
    void fieldsHaveTheirLayoutAndKind()
    {
        final Message message = car.messages().get(0);
        assertEquals("Car", message.name());
        assertEquals(1, message.id());
        assertEquals("Description of a basic Car", message.description());
        final Block block = message.block();
        assertEquals(41, block.blockLength());
        final List<Member> fields = block.fields();
        assertEquals(List.of("serialNumber", "modelYear", "available", "code", "someNumbers", "vehicleCode", "extras", "engine"),
            fields.stream().map(Member::name).toList());

        final Member someNumbers = fields.get(4);
        assertEquals(5, someNumbers.id());
        assertTrue(someNumbers.field());
        assertEquals(8, someNumbers.offset());
        assertEquals(20, someNumbers.encodedLength());
        assertEquals(5, someNumbers.encoding().length());
        assertEquals(PrimitiveType.INT32, someNumbers.encoding().primitiveType());
        assertEquals(Integer.MIN_VALUE, someNumbers.encoding().nullValue().longValue());

        final Member vehicleCode = fields.get(5);
        assertEquals(PrimitiveType.CHAR, vehicleCode.encoding().primitiveType());
        assertEquals(6, vehicleCode.encoding().length());

        final MemberType.EnumRef code = assertInstanceOf(MemberType.EnumRef.class, fields.get(3).type());
        assertEquals("Model", code.definition().name());
        assertEquals('B', code.definition().value("B").value().longValue());

        final MemberType.SetRef extras = assertInstanceOf(MemberType.SetRef.class, fields.get(6).type());
        assertEquals(List.of(0, 1, 2), extras.definition().choices().stream().map(Choice::bitPosition).toList());
    }

    @Test
    void compositesNestTheirMembersWithConstants()
    {
        final Member engine = car.messages().get(0).block().fields().get(7);
        final CompositeDef composite = assertInstanceOf(MemberType.CompositeRef.class, engine.type()).definition();
        assertEquals(6, composite.encodedLength());
        final Member maxRpm = composite.member("maxRpm");
        assertEquals(Presence.CONSTANT, maxRpm.presence());
        assertEquals(0, maxRpm.encodedLength());
        assertEquals(9000, maxRpm.constValue().longValue());
        assertTrue(!maxRpm.field() && maxRpm.id() == -1);
        assertEquals("Petrol", composite.member("fuel").constValue().toString());
    }

    @Test
    void groupsNestWithTheirDimensionAndVarDataHasItsEncodings()
    {
        final Block block = car.messages().get(0).block();
        final Group performance = block.groups().get(1);
        assertEquals("performanceFigures", performance.name());
        assertEquals(12, performance.id());
        assertEquals("groupSizeEncoding", performance.dimension().typeName());
        assertEquals(4, performance.dimension().encodedLength());
        assertEquals(PrimitiveType.UINT16, performance.dimension().blockLength().encoding().primitiveType());
        assertEquals(2, performance.dimension().numInGroup().offset());
        final Group acceleration = performance.block().groups().get(0);
        assertEquals("acceleration", acceleration.name());
        assertEquals(6, acceleration.block().blockLength());

        final VarData manufacturer = block.varData().get(0);
        assertEquals(17, manufacturer.id());
        assertEquals("varStringEncoding", manufacturer.typeName());
        assertEquals(4, manufacturer.headerLength());
        assertEquals(1073741824, manufacturer.length().encoding().maxValue().longValue());
        assertEquals(PrimitiveType.UINT8, manufacturer.data().primitiveType());
        assertEquals("ISO-8859-1", manufacturer.characterEncoding());
    }

    static List<Path> schemas()
    {
        return GenerationSchemas.all();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("schemas")
    void everyFixedFieldLiesInsideItsBlock(final Path schemaFile)
    {
        final Schema schema = CodecModelBuilder.build(Compilation.compileOrThrow(schemaFile));

        assertNotNull(schema.header());
        assertTrue(schema.header().composite().encodedLength() > 0);
        for (final Message message : schema.messages())
        {
            assertInside(message.name(), message.block());
        }
    }

    private static void assertInside(final String path, final Block block)
    {
        for (final Member field : block.fields())
        {
            assertTrue(field.offset() >= 0 && field.offset() + field.encodedLength() <= block.blockLength(),
                () -> path + "." + field.name() + " at " + field.offset() + "+" + field.encodedLength() +
                    " outside block of " + block.blockLength());
        }
        for (final Group group : block.groups())
        {
            assertTrue(group.dimension().numInGroup().offset() < group.dimension().encodedLength(), path + "." + group.name());
            assertInside(path + "." + group.name(), group.block());
        }
    }
}
