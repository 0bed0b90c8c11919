package io.sbetool.compiler.naming;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * The one list of macro names that generated C++ must not use as identifiers: those of the C and C++
 * standard headers, those the headers the support code includes define on our platforms, and a few
 * platform names. Qualification cannot get around a macro, so the C++ allocator renames an identifier
 * spelled as one. The list is the resource {@code cpp-macros.txt}, one name a line.
 */
final class CppMacros
{
    private static final Set<String> NAMES = load();

    private CppMacros()
    {
    }

    static Set<String> names()
    {
        return NAMES;
    }

    private static Set<String> load()
    {
        try (InputStream in = CppMacros.class.getResourceAsStream("cpp-macros.txt"))
        {
            if (in == null)
            {
                throw new IllegalStateException("cpp-macros.txt is missing from the compiler's resources");
            }
            final Set<String> names = new TreeSet<>();
            final BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine())
            {
                final String name = line.strip();
                if (!name.isEmpty() && !name.startsWith("#"))
                {
                    names.add(name);
                }
            }
            return Collections.unmodifiableSet(names);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
