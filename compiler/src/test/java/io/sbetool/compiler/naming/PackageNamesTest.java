package io.sbetool.compiler.naming;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

class PackageNamesTest
{
    private static final Path FILE = Path.of("dir", "my-schema.v2.xml");

    @Test
    void keepsValidPackagesUnchanged()
    {
        assertEquals("uk.co.real_logic.sbe.Examples", PackageNames.javaPackage("uk.co.real_logic.sbe.Examples", FILE));
        assertEquals("mktdata", PackageNames.javaPackage("mktdata", FILE));
    }

    @Test
    void replacesInvalidCharactersWithUnderscore()
    {
        assertEquals("SBE_tests", PackageNames.javaPackage("SBE tests", FILE));
        assertEquals("baseline_bigendian", PackageNames.javaPackage("baseline-bigendian", FILE));
    }

    @Test
    void prefixesSegmentsStartingWithDigit()
    {
        assertEquals("b3.entrypoint._8_1", PackageNames.javaPackage("b3.entrypoint.8-1", FILE));
    }

    @Test
    void suffixesKeywordSegments()
    {
        assertEquals("com.new_.int_", PackageNames.javaPackage("com.new.int", FILE));
        assertEquals("my::namespace_::data", PackageNames.cppNamespace("my.namespace.data", FILE));
        assertEquals("my.namespace.data", PackageNames.javaPackage("my.namespace.data", FILE));
    }

    @Test
    void usesFileStemWhenPackageAbsent()
    {
        assertEquals("my_schema.v2", PackageNames.javaPackage(null, FILE));
        assertEquals("my_schema::v2", PackageNames.cppNamespace("  ", FILE));
    }

    @Test
    void mapsEmptySegmentsDeterministically()
    {
        assertEquals("a.__.b", PackageNames.javaPackage("a..b", FILE));
        assertEquals("a::_::b", PackageNames.cppNamespace("a..b", FILE));
    }

    @Test
    void suffixesMacroSegmentsAndFirstSegmentsThatAreNotOursToAddTo()
    {
        assertEquals("linux_::EINVAL_::data", PackageNames.cppNamespace("linux.EINVAL.data", FILE));
        assertEquals("std_::a", PackageNames.cppNamespace("std.a", FILE));
        assertEquals("sbetool_", PackageNames.cppNamespace("sbetool", FILE));
        assertEquals("a::std::sbetool", PackageNames.cppNamespace("a.std.sbetool", FILE), "qualified names make these work");
        assertEquals("java_.lang", PackageNames.javaPackage("java.lang", FILE));
        assertEquals("sbetool", PackageNames.javaPackage("sbetool", FILE));
        assertEquals("a.java", PackageNames.javaPackage("a.java", FILE));
    }
}
