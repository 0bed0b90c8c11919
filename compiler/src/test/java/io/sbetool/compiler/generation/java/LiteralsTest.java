package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import io.sbetool.codec.MetaAttribute;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Code printed as one literal piece prints exactly what JavaPoet's statements and {@code $S} print, and a
 * value JavaPoet would continue on another line goes through JavaPoet's statements and still works.
 */
class LiteralsTest
{
    @Test
    void quotedIsWhatDollarSPrints()
    {
        for (final String value : List.of("", "plain", ", name=", "say \"hi\"", "back\\slash", "tab\there",
            "caf\u00e9", "bell\u0007", "it's", "$L and $S"))
        {
            assertEquals(CodeBlock.of("$S", value).toString(), Literals.quoted(value), value);
        }
    }

    @Test
    void aLineBreakIsRefused()
    {
        assertThrows(IllegalArgumentException.class, () -> Literals.quoted("two\nlines"));
    }

    @Test
    void statementPrintsWhatAddStatementPrints()
    {
        final String code = "builder.append(" + Literals.quoted(", price=") + ").append(price())";
        final MethodSpec.Builder pieces = MethodSpec.methodBuilder("m").beginControlFlow("if (x)")
            .addStatement("builder.append($S).append($L())", ", price=", "price").endControlFlow();
        final MethodSpec.Builder literal = MethodSpec.methodBuilder("m").beginControlFlow("if (x)")
            .addCode(Literals.statement(code)).endControlFlow();
        assertEquals(print(pieces.build()), print(literal.build()));
    }

    @Test
    void metaAttributesWithLineBreaksAndQuotesAreReadBack() throws Exception
    {
        final Map<String, String> sources = GenerateAndCompileTest.generate(
            TestSchemas.path("multiline-attributes.xml"), JavaOptions.defaults());
        final String decoder = sources.get("multiline.QuoteDecoder");
        assertTrue(decoder.contains("case SEMANTIC_TYPE: return \"Price\\n\""), decoder);
        final Class<?> type = InMemoryCompiler.compile(sources).loadClass("multiline.QuoteDecoder");
        final Method price = type.getMethod("priceMetaAttribute", MetaAttribute.class);
        assertEquals("Price\nper unit", price.invoke(null, MetaAttribute.SEMANTIC_TYPE));
        assertEquals("say \"unix\"", price.invoke(null, MetaAttribute.EPOCH));
        assertEquals("required", price.invoke(null, MetaAttribute.PRESENCE));
        final Method size = type.getMethod("sizeMetaAttribute", MetaAttribute.class);
        assertEquals("Qty", size.invoke(null, MetaAttribute.SEMANTIC_TYPE));
        assertEquals("", size.invoke(null, MetaAttribute.TIME_UNIT));
        assertEquals(2, type.getMethod("sizeId").invoke(null));
    }

    private static String print(final MethodSpec method)
    {
        return JavaFile.builder("p", TypeSpec.classBuilder("C").addMethod(method).build()).indent("    ").build().toString();
    }
}
