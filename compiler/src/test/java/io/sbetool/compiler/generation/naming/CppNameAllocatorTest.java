package io.sbetool.compiler.generation.naming;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CppNameAllocatorTest
{
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final CppNameAllocator cpp = new CppNameAllocator();

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "price, price",
        "MDEntryPx, MDEntryPx",
        "class, class_",
        "and, and_",
        "co_await, co_await_",
        "errno, errno_",
        "EOF, EOF_",
        "NULL, NULL_",
        "assert, assert_",
        "stdin, stdin_",
        "stdout, stdout_",
        "stderr, stderr_",
        "unix, unix_",
        "linux, linux_",
        "BIG_ENDIAN, BIG_ENDIAN_",
        "2ndLeg, sbe_2ndLeg",
        "_Side, sbe_Side",
        "_side, _side",
        "a__b, a_b",
        "trade__, trade_",
        "order-id, order_id",
        "SBE tests, SBE_tests",
        "caf\u00e9, caf_",
        "new, new_",
        "final, final",
        "var, var"})
    void makesValidUnreservedIdentifiers(final String schemaName, final String expected)
    {
        assertEquals(expected, cpp.identifier(schemaName));
    }

    @Test
    void anEmptyNameGetsOne()
    {
        assertEquals("sbe_empty", cpp.identifier(""));
    }

    @ParameterizedTest
    @CsvSource({"__x", "_X", "a__", "x__Y", "__", "9", "-", "errno", "_Z__a"})
    void resultsAreNeverReserved(final String schemaName)
    {
        final String name = cpp.identifier(schemaName);

        assertTrue(IDENTIFIER.matcher(name).matches(), name);
        assertFalse(name.contains("__"), name);
        assertFalse(name.length() > 1 && name.charAt(0) == '_' && Character.isUpperCase(name.charAt(1)), name);
    }

    @Test
    void clashesGetANumberNotMoreUnderscores()
    {
        final NameScope scope = cpp.newScope();

        assertEquals("Order", scope.allocate(cpp.identifier("Order")));
        assertEquals("order_2", scope.allocate(cpp.identifier("order")));
        assertEquals("ORDER_3", scope.allocate(cpp.identifier("ORDER")));
        assertEquals("errno_", scope.allocate(cpp.identifier("errno")));
        assertEquals("errno_2", scope.allocate(cpp.identifier("errno_")));
    }

    @Test
    void macrosOfEveryStandardHeaderAndOurOwnAreEscapedAndNoAlternativeIsOne()
    {
        for (final String macro : List.of("SIZE_MAX", "INT8_MIN", "UINT32_MAX", "FP_NAN", "EINVAL", "INT64_C", "PRId64",
            "M_PI", "SBETOOL_BOUNDS_CHECKS"))
        {
            assertEquals(macro + "_", cpp.identifier(macro));
        }
        final NameScope scope = cpp.newScope();
        assertEquals("M_PI_", scope.allocate(cpp.identifier("M_PI")));
        assertEquals("M_PI_2_", scope.allocate(cpp.identifier("M_PI")), "not the macro M_PI_2");
        assertEquals("M_PI_3", scope.allocate(cpp.identifier("M_PI")));
    }

    @Test
    void aBaseIsFreeOnlyWhenEveryNameMadeFromItIs()
    {
        final NameScope scope = cpp.newScope().reserve(List.of("CarEncoder"));

        assertEquals("Car_2", scope.allocate("Car", List.of("Encoder", "Decoder")));
        assertEquals("Car", scope.allocate("Car"));
    }
}
