package io.sbetool.compiler.generation.naming;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JavaNameAllocatorTest
{
    private final JavaNameAllocator java = new JavaNameAllocator();

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "price, price",
        "new, new_",
        "true, true_",
        "null, null_",
        "var, var_",
        "record, record_",
        "_, __",
        "2ndLeg, _2ndLeg",
        "order-id, order_id",
        "SBE tests, SBE_tests",
        "errno, errno",
        "class_, class_"})
    void makesValidUnreservedIdentifiers(final String schemaName, final String expected)
    {
        assertEquals(expected, java.identifier(schemaName));
    }

    @Test
    void anEmptyNameGetsOne()
    {
        assertEquals("_empty", java.identifier(""));
    }

    @Test
    void clashesGetMoreUnderscoresIgnoringCase()
    {
        final NameScope scope = java.newScope().reserve(List.of("String"));

        assertEquals("Order", scope.allocate("Order"));
        assertEquals("order_", scope.allocate("order"));
        assertEquals("ORDER__", scope.allocate("ORDER"));
        assertEquals("string_", scope.allocate("string"));
    }

    @Test
    void aPairIsAllocatedTogether()
    {
        final NameScope scope = java.newScope();

        assertEquals("Car", scope.allocate("Car", List.of("Encoder", "Decoder")));
        assertEquals("CarEncoder_", scope.allocate("CarEncoder"));
        assertEquals("Car_", scope.allocate("Car", List.of("Encoder", "Decoder")));
    }
}
