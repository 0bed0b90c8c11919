package io.sbetool.compiler.compat;

import io.sbetool.compiler.generation.java.InMemoryCompiler;
import io.sbetool.compiler.generation.java.JavaGenerator;
import io.sbetool.compiler.generation.java.JavaOptions;
import io.sbetool.compiler.Compilation;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The versioning family in {@code resources/compat/family}: {@code trade-vN.xml} (little-endian) and
 * {@code trade-be-vN.xml} (big-endian), N = 0..3. The codecs of all eight are generated into packages of
 * their own ({@code family.le.v0} ... {@code family.be.v3}) and compiled once, with FamilyWriter and
 * FamilyReader (from templates whose tagged lines are kept per version) in each package.
 */
final class VersioningFamily
{
    static final int LATEST = 3;
    static final String[] BYTE_ORDERS = {"le", "be"};

    private static final Pattern TAG = Pattern.compile("//@(since|only) (\\d)\\s*$");
    private static ClassLoader codecs;

    private VersioningFamily()
    {
    }

    static Path schema(final String byteOrder, final int version)
    {
        return resource("family/trade-" + ("be".equals(byteOrder) ? "be-" : "") + "v" + version + ".xml");
    }

    static Path resource(final String name)
    {
        try
        {
            return Paths.get(VersioningFamily.class.getResource("/compat/" + name).toURI());
        }
        catch (final URISyntaxException ex)
        {
            throw new IllegalStateException(ex);
        }
    }

    static String packageName(final String byteOrder, final int version)
    {
        return "family." + byteOrder + ".v" + version;
    }

    /** The codecs, writers and readers of every version in both byte orders, compiled with -Xlint:all -Werror. */
    static synchronized ClassLoader codecs()
    {
        if (codecs == null)
        {
            final Map<String, String> sources = new LinkedHashMap<>();
            for (final String byteOrder : BYTE_ORDERS)
            {
                for (int version = 0; version <= LATEST; version++)
                {
                    final String pkg = packageName(byteOrder, version);
                    sources.putAll(new JavaGenerator(Compilation.compileOrThrow(schema(byteOrder, version)),
                        JavaOptions.defaults().withPackageName(pkg)).generateSources());
                    sources.put(pkg + ".FamilyWriter", template("FamilyWriter", pkg, version));
                    sources.put(pkg + ".FamilyReader", template("FamilyReader", pkg, version));
                }
            }
            codecs = InMemoryCompiler.compile(sources);
        }
        return codecs;
    }

    static <T> T instance(final String byteOrder, final int version, final String simpleName, final Class<T> type)
    {
        try
        {
            final Class<?> found = codecs().loadClass(packageName(byteOrder, version) + "." + simpleName);
            return type.cast(found.getConstructor().newInstance());
        }
        catch (final ReflectiveOperationException ex)
        {
            throw new IllegalStateException(ex);
        }
    }

    /** The template for one version: lines tagged since N kept from version N on, only N at N alone. */
    static String template(final String name, final String packageName, final int version)
    {
        return tagged(name + ".java.template", version).replace("package PACKAGE;", "package " + packageName + ";");
    }

    /** A template under {@code compat/src} with its tagged lines kept or dropped for one version. */
    static String tagged(final String fileName, final int version)
    {
        final StringBuilder source = new StringBuilder();
        for (final String line : read("src/" + fileName).split("\n", -1))
        {
            final Matcher tag = TAG.matcher(line);
            if (tag.find())
            {
                final int tagged = Integer.parseInt(tag.group(2));
                final boolean keep = "since".equals(tag.group(1)) ? version >= tagged : version == tagged;
                if (keep)
                {
                    source.append(line, 0, tag.start()).append('\n');
                }
            }
            else
            {
                source.append(line).append('\n');
            }
        }
        return source.toString();
    }

    private static String read(final String name)
    {
        try (InputStream in = VersioningFamily.class.getResourceAsStream("/compat/" + name))
        {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        catch (final IOException ex)
        {
            throw new UncheckedIOException(ex);
        }
    }
}
