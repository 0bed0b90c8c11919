package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.sbetool.codec.BoundsCheckException;
import io.sbetool.codec.BoundsChecks;

/**
 * The bounds checks of generated code, which the JIT removes when {@code sbetool.disable.bounds.checks} is set.
 */
final class Checks
{
    private static final ClassName BOUNDS = ClassName.get(BoundsChecks.class);
    private static final ClassName BOUNDS_EXCEPTION = ClassName.get(BoundsCheckException.class);

    private Checks()
    {
    }

    /**
     * @return {@code if (BoundsChecks.ENABLED && (condition)) throw new BoundsCheckException(message);}
     */
    static CodeBlock check(final CodeBlock condition, final CodeBlock message)
    {
        return CodeBlock.builder()
            .beginControlFlow("if ($T.ENABLED && ($L))", BOUNDS, condition)
            .addStatement("throw new $T($L)", BOUNDS_EXCEPTION, message)
            .endControlFlow()
            .build();
    }
}
