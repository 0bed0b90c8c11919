package io.sbetool.compiler.generation.java;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles Java sources in memory with {@code -Xlint:all -Werror} against the test classpath and loads
 * the classes; fails with the compiler's diagnostics.
 */
public final class InMemoryCompiler
{
    private InMemoryCompiler()
    {
    }

    /**
     * @param sources source text by fully qualified class name.
     * @return a class loader holding the compiled classes.
     */
    public static ClassLoader compile(final Map<String, String> sources)
    {
        return compile(sources, true);
    }

    /**
     * @param strict whether warnings fail the compilation ({@code -Xlint:all -Werror}).
     */
    public static ClassLoader compile(final Map<String, String> sources, final boolean strict)
    {
        return compile(sources, strict, System.getProperty("java.class.path"));
    }

    /**
     * @param classpath what the sources are compiled against (the loader returned still delegates to the test's).
     */
    public static ClassLoader compile(final Map<String, String> sources, final boolean strict, final String classpath)
    {
        final JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        final DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        final StandardJavaFileManager standard = compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8);
        final Map<String, ByteArrayOutputStream> classes = new HashMap<>();
        final JavaFileManager fileManager = new ForwardingJavaFileManager<>(standard)
        {
            @Override
            public JavaFileObject getJavaFileForOutput(
                final Location location, final String className, final JavaFileObject.Kind kind, final FileObject sibling)
            {
                return new SimpleJavaFileObject(URI.create("mem:///" + className.replace('.', '/') + kind.extension), kind)
                {
                    @Override
                    public OutputStream openOutputStream()
                    {
                        final ByteArrayOutputStream out = new ByteArrayOutputStream();
                        classes.put(className, out);
                        return out;
                    }
                };
            }
        };
        final List<JavaFileObject> units = new ArrayList<>();
        for (final Map.Entry<String, String> source : sources.entrySet())
        {
            final String text = source.getValue();
            units.add(new SimpleJavaFileObject(
                URI.create("string:///" + source.getKey().replace('.', '/') + ".java"), JavaFileObject.Kind.SOURCE)
            {
                @Override
                public CharSequence getCharContent(final boolean ignoreEncodingErrors)
                {
                    return text;
                }
            });
        }
        final List<String> options = strict ?
            List.of("-Xlint:all", "-Werror", "-proc:none", "--release", "17", "-classpath", classpath) :
            List.of("-nowarn", "-proc:none", "--release", "17", "-classpath", classpath);
        final boolean ok = compiler.getTask(null, fileManager, diagnostics, options, null, units).call();
        if (!ok)
        {
            final StringBuilder sb = new StringBuilder("compilation failed:\n");
            int count = 0;
            for (final Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics())
            {
                if (count++ < 30)
                {
                    sb.append(d.getKind()).append(' ')
                        .append(d.getSource() == null ? "" : d.getSource().getName())
                        .append(':').append(d.getLineNumber()).append(": ")
                        .append(d.getMessage(Locale.ROOT)).append('\n');
                    if (d.getSource() != null && d.getLineNumber() > 0)
                    {
                        sb.append("    ").append(line(sources, d)).append('\n');
                    }
                }
            }
            throw new AssertionError(sb.toString());
        }
        return new ClassLoader(InMemoryCompiler.class.getClassLoader())
        {
            @Override
            protected Class<?> findClass(final String name) throws ClassNotFoundException
            {
                final ByteArrayOutputStream bytes = classes.get(name);
                if (bytes == null)
                {
                    throw new ClassNotFoundException(name);
                }
                final byte[] b = bytes.toByteArray();
                return defineClass(name, b, 0, b.length);
            }
        };
    }

    private static String line(final Map<String, String> sources, final Diagnostic<? extends JavaFileObject> d)
    {
        final String uri = d.getSource().toUri().toString();
        final String className = uri.substring("string:///".length(), uri.length() - ".java".length()).replace('/', '.');
        final String text = sources.get(className);
        if (text == null)
        {
            return "";
        }
        final String[] lines = text.split("\n", -1);
        final long n = d.getLineNumber();
        return n <= lines.length ? lines[(int)n - 1].trim() : "";
    }
}
