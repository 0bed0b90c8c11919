package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.MethodSpec;

/**
 * Javadoc text from schema descriptions, made safe for a comment, and the deprecation marker.
 */
final class Docs
{
    private Docs()
    {
    }

    /**
     * @return the text with comment terminators, unicode-escape starts and HTML specials neutralised.
     */
    static String sanitize(final String text)
    {
        return text.trim()
            .replace("&", "&amp;")
            .replace("<", "&lt;")
            .replace(">", "&gt;")
            .replace("\\", "&#92;")
            .replace("*/", "*&#47;")
            .replace("@", "&#64;");
    }

    static void describe(final MethodSpec.Builder method, final String description)
    {
        if (description != null && !description.isBlank())
        {
            method.addJavadoc("$L\n", sanitize(description));
        }
    }

    static void deprecate(final MethodSpec.Builder method, final boolean deprecated)
    {
        if (deprecated)
        {
            method.addAnnotation(AnnotationSpec.builder(Deprecated.class).build());
        }
    }
}
