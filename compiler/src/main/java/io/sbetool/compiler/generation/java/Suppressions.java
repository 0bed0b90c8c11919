package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.AnnotationSpec;

/**
 * Annotations generated code uses to keep {@code javac -Xlint:all -Werror} quiet where a warning is intended.
 */
final class Suppressions
{
    static final AnnotationSpec DEPRECATION = AnnotationSpec.builder(SuppressWarnings.class)
        .addMember("value", "$S", "deprecation").build();

    private Suppressions()
    {
    }
}
