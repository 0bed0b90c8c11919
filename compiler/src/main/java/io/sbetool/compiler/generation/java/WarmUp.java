package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;

import javax.lang.model.element.Modifier;

/**
 * Gets JavaPoet ready while the schema is read and validated: its first use initialises its classes, links
 * their string concatenations and runs interpreted, tens of milliseconds that would otherwise come after the
 * front end, on the one thread working then. {@link JavaTarget#warmUp()} offers it to the build, which runs
 * it on another thread and waits for it to end before generating: JavaPoet's classes refer to each other
 * while they initialise, and two threads initialising them at once could wait for each other forever.
 */
final class WarmUp
{
    private WarmUp()
    {
    }

    /** Prints a small class and throws it away; a failure loses only time (generation does what this did not). */
    static void run()
    {
        try
        {
            printSmallClass();
        }
        catch (final RuntimeException ex)
        {
            // Only time is lost: generation initialises whatever this did not.
        }
    }

    /** A class with what generated codecs have: fields, javadoc, statements, control flow, a nested class. */
    private static void printSmallClass()
    {
        final ClassName self = ClassName.get("warm.up", "WarmUpEncoder");
        final ClassName nested = self.nestedClass("EntryEncoder");
        final MethodSpec method = MethodSpec.methodBuilder("value")
            .addJavadoc("@return the value.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addParameter(Buffers.MUTABLE_DIRECT_BUFFER, "buffer", Modifier.FINAL)
            .addParameter(TypeName.INT, "index")
            .returns(self)
            .addCode(CodeBlock.builder()
                .beginControlFlow("if (index < 0 || index >= $L)", 4)
                .addStatement("throw new $T($S + index)", IndexOutOfBoundsException.class, "index out of range: ")
                .nextControlFlow("else")
                .addStatement("$N.putInt(offset + $L, index, $T.$N)", "buffer", 8, ClassName.get("java.nio", "ByteOrder"),
                    "LITTLE_ENDIAN")
                .endControlFlow()
                .build())
            .addStatement("return this")
            .build();
        final TypeSpec type = TypeSpec.classBuilder(self)
            .addJavadoc("Warm-up.\n")
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addField(FieldSpec.builder(int.class, "BLOCK_LENGTH", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .initializer("$L", 8).build())
            .addField(ParameterizedTypeName.get(ClassName.get(java.util.List.class), nested), "entries", Modifier.PRIVATE)
            .addMethod(method)
            .addType(TypeSpec.classBuilder(nested).addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL).build())
            .build();
        final JavaFile file = JavaFile.builder(self.packageName(), type).addFileComment("warm-up")
            .skipJavaLangImports(true).indent("    ").build();
        file.toString();
        Side.values();
    }
}
