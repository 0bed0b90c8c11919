package io.sbetool.compiler.generation.java;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class JavaNamesTest
{
    @Test
    void packageNames()
    {
        assertEquals("SBE_tests", JavaNames.packageName("SBE tests"));
        assertEquals("baseline_bigendian", JavaNames.packageName("baseline-bigendian"));
        assertEquals("uk.co.real_logic.sbe.benchmarks", JavaNames.packageName("uk.co.real_logic.sbe.benchmarks"));
        assertEquals("com.new_.int_", JavaNames.packageName("com.new.int"));
        assertEquals("_2fa.v_1", JavaNames.packageName("2fa.v-1"));
    }

    @Test
    void keywordsGetATrailingUnderscore()
    {
        assertEquals("new_", JavaNames.constantName("new"));
        assertEquals("true_", JavaNames.constantName("true"));
        assertEquals("null_", JavaNames.propertyName("null"));
        assertEquals("class_", JavaNames.propertyName("Class"));
        assertEquals("New", JavaNames.constantName("New"));
    }

    @Test
    void classAndPropertyNames()
    {
        assertEquals("MessageHeader", JavaNames.className("messageHeader"));
        assertEquals("clOrdID", JavaNames.propertyName("ClOrdID"));
        assertEquals("_1stLeg", JavaNames.propertyName("1stLeg"));
        assertEquals("a_b", JavaNames.propertyName("a-b"));
    }
}
