package io.sbetool.compiler.generation.java;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.JavaFilePrinter;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import org.junit.jupiter.api.Test;

import javax.lang.model.element.Modifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link JavaFilePrinter} prints what {@link JavaFile#toString()} prints, import decisions included: the cases
 * where JavaPoet's import pass depends on where and in what order a type is named. (The golden files hold it
 * to the generated codecs of nine schemas.)
 */
class JavaFilePrinterTest
{
    private static final String PACKAGE = "gen.pkg";
    private static final String COMMENT = "Generated for a test. Do not edit.";
    private static final ClassName UTIL_LIST = ClassName.get("java.util", "List");
    private static final ClassName AWT_LIST = ClassName.get("java.awt", "List");
    private static final ClassName BYTE_ORDER = ClassName.get("java.nio", "ByteOrder");
    private static final ClassName SAME_PACKAGE = ClassName.get(PACKAGE, "Other");

    @Test
    void twoTypesOfOneSimpleNameImportTheFirstNamedAndQualifyTheOther()
    {
        final TypeSpec type = TypeSpec.classBuilder("Clash").addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addField(FieldSpec.builder(AWT_LIST, "first", Modifier.PRIVATE).build())
            .addMethod(MethodSpec.methodBuilder("second").returns(UTIL_LIST)
                .addStatement("return $T.of()", UTIL_LIST).build())
            .build();
        final String printed = assertSameText(type);
        assertTrue(printed.contains("import java.awt.List;") && printed.contains("java.util.List second()"), printed);
    }

    @Test
    void aNestedClassHidesAnImportOfItsName()
    {
        final ClassName outer = ClassName.get(PACKAGE, "Outer");
        final TypeSpec type = TypeSpec.classBuilder(outer)
            .addMethod(MethodSpec.methodBuilder("order").returns(BYTE_ORDER)
                .addStatement("return $T.LITTLE_ENDIAN", BYTE_ORDER).build())
            .addType(TypeSpec.classBuilder("ByteOrder").addModifiers(Modifier.STATIC)
                .addMethod(MethodSpec.methodBuilder("self").returns(outer.nestedClass("ByteOrder"))
                    .addStatement("return this").build())
                .build())
            .addType(TypeSpec.classBuilder("Inner")
                .addField(FieldSpec.builder(outer.nestedClass("ByteOrder"), "nested").build())
                .addField(FieldSpec.builder(BYTE_ORDER, "order").initializer("$T.BIG_ENDIAN", BYTE_ORDER).build())
                .build())
            .build();
        final String printed = assertSameText(type);
        assertTrue(printed.contains("java.nio.ByteOrder"), printed);
    }

    @Test
    void typesNamedInJavadocAndNestedBlocksAndTheSamePackage()
    {
        final ClassName string = ClassName.get(PACKAGE, "String");
        final CodeBlock inner = CodeBlock.builder().add("new $T($L)", SAME_PACKAGE, CodeBlock.of("$T.MAX_VALUE",
            ClassName.get("java.lang", "Integer"))).build();
        final TypeSpec type = TypeSpec.classBuilder("Docs")
            .addJavadoc("Refers to {@link $T} and {@link $T}, $S.\n", ClassName.get("java.util", "Map"), string, "x")
            .addField(FieldSpec.builder(ArrayTypeName.of(TypeName.BYTE), "bytes", Modifier.FINAL)
                .initializer("new byte[$L]", 4).build())
            .addMethod(MethodSpec.methodBuilder("make")
                .addJavadoc("@return an {@link $T}.\n", SAME_PACKAGE)
                .addParameter(ParameterSpec.builder(ParameterizedTypeName.get(UTIL_LIST, ClassName.get("java.lang", "String")),
                    "names").addJavadoc("names, as in {@link $T}", ClassName.get("java.util", "Set")).build())
                .returns(SAME_PACKAGE)
                .beginControlFlow("if (names.isEmpty())")
                .addStatement("return $L", inner)
                .endControlFlow()
                .addStatement("$T.out.println($S)", System.class, "a $ sign\nand a line")
                .addStatement("return null")
                .build())
            .build();
        assertSameText(type);
    }

    @Test
    void enumConstantsWithArgumentsAndAnonymousClassesInCode()
    {
        final TypeSpec runnable = collectGarbage();
        final TypeSpec type = TypeSpec.enumBuilder("Side").addModifiers(Modifier.PUBLIC)
            .addEnumConstant("BUY", TypeSpec.anonymousClassBuilder("$T.BIG_ENDIAN, (short)$L", BYTE_ORDER, 1).build())
            .addEnumConstant("SELL", TypeSpec.anonymousClassBuilder("null, (short)$L", 2).build())
            .addField(BYTE_ORDER, "order", Modifier.PRIVATE, Modifier.FINAL)
            .addField(short.class, "value", Modifier.PRIVATE, Modifier.FINAL)
            .addMethod(MethodSpec.constructorBuilder().addParameter(BYTE_ORDER, "order").addParameter(short.class, "value")
                .addStatement("this.order = order").addStatement("this.value = value").build())
            .addMethod(MethodSpec.methodBuilder("task").addModifiers(Modifier.STATIC).returns(Runnable.class)
                .addStatement("return $L", runnable).build())
            .build();
        assertSameText(type);
    }

    @Test
    void wrappedStatementsIndentationMarksStringsAndEmptyPieces()
    {
        final StringBuilder longArguments = new StringBuilder();
        for (int i = 0; i < 12; i++)
        {
            longArguments.append(",$W").append("argumentNumber").append(i);
        }
        final TypeSpec type = TypeSpec.classBuilder("Wrapped")
            .addField(FieldSpec.builder(String.class, "empty").initializer("$L", "").build())
            .addMethod(MethodSpec.methodBuilder("call").addModifiers(Modifier.STATIC)
                .addStatement("$T.call(first" + longArguments + ")", ClassName.get(PACKAGE, "Target"))
                .addStatement("int dollars = $$$L + $N", 1, "count")
                .addCode("$>// indented $L\n$<", "comment")
                .addStatement("$T.out.println($S + $Z$S)", System.class, "one\ntwo", "three")
                .addCode("int last = $L;", 0)
                .build())
            .build();
        assertSameText(type);
    }

    @Test
    void methodBodiesPrintedStraightIntoTheText()
    {
        final ClassName target = ClassName.get(PACKAGE, "Target");
        final TypeSpec type = TypeSpec.classBuilder("Direct").addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
                .addStatement("this.order = $T.nativeOrder()", BYTE_ORDER).build())
            .addMethod(MethodSpec.methodBuilder("continued").addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .returns(long.class).addParameter(int.class, "count")
                .addStatement("final long sum = count +\n$T.MAX_VALUE +\n$L", Long.class, CodeBlock.of("($T)$L", long.class, 2))
                .beginControlFlow("if (sum > $L)", 0)
                .addStatement("$T.out.println($S)", System.class, "two\nlines")
                .nextControlFlow("else")
                .addStatement("$N(sum, $$1)", "call")
                .endControlFlow()
                .addCode("\n$>// deeper\n$<")
                .addCode("return sum;")
                .build())
            .addMethod(MethodSpec.methodBuilder("empty").returns(target).addStatement("return null").build())
            .addMethod(MethodSpec.methodBuilder("nothing").build())
            .addMethod(MethodSpec.methodBuilder("arrays").returns(ArrayTypeName.of(TypeName.BYTE))
                .addParameter(ParameterSpec.builder(ArrayTypeName.of(UTIL_LIST), "lists").build()).varargs(true)
                .addStatement("return new $T[$L]", TypeName.BYTE, 1).build())
            .build();
        assertSameText(type);
    }

    @Test
    void javadocAndFieldsPrintedStraightIntoTheText()
    {
        final TypeSpec type = TypeSpec.classBuilder("Documented").addModifiers(Modifier.PUBLIC)
            .addJavadoc("A class.\n\nWith a blank line, $L and $S.\n", "a literal", "a string")
            .addField(FieldSpec.builder(int.class, "COUNT", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("How many; no newline at the end").initializer("$L", 3).build())
            .addField(FieldSpec.builder(ParameterizedTypeName.get(UTIL_LIST, BYTE_ORDER), "orders", Modifier.PRIVATE)
                .addJavadoc("$L", CodeBlock.of("nested $N\n", "block")).build())
            .addField(FieldSpec.builder(BYTE_ORDER, "order").initializer("$T.BIG_ENDIAN", BYTE_ORDER).build())
            .addMethod(MethodSpec.methodBuilder("documented").addJavadoc("\nStarts blank.\n\n@return nothing\n")
                .addStatement("return").build())
            .addMethod(MethodSpec.methodBuilder("breaks").addJavadoc("one\u2028two\n").build())
            .addMethod(MethodSpec.methodBuilder("parameter").addJavadoc("Has a documented parameter.\n")
                .addParameter(ParameterSpec.builder(int.class, "x").addJavadoc("the x\n").build()).build())
            .addType(TypeSpec.classBuilder("Nested").addJavadoc("Nested, $L.\n", 2).build())
            .build();
        final String printed = assertSameText(type);
        assertTrue(printed.contains("     * How many; no newline at the end\n     */"), printed);
    }

    /**
     * What only the writer prints: anonymous classes, annotations, annotated and parameterised type names, line
     * breaks other than {@code '\n'}; each would print differently straight into the text.
     */
    @Test
    void methodBodiesTheWriterPrints()
    {
        final TypeSpec runnable = collectGarbage();
        final AnnotationSpec deprecated = AnnotationSpec.builder(Deprecated.class).build();
        final TypeSpec type = TypeSpec.classBuilder("Indirect")
            .addMethod(MethodSpec.methodBuilder("anonymous").returns(Runnable.class)
                .addStatement("return $L", runnable).build())
            .addMethod(MethodSpec.methodBuilder("annotation").addStatement("$L int x = 1", deprecated).build())
            .addMethod(MethodSpec.methodBuilder("annotatedName")
                .addStatement("$T x = null", BYTE_ORDER.annotated(deprecated)).build())
            .addMethod(MethodSpec.methodBuilder("annotatedReturn").returns(BYTE_ORDER.annotated(deprecated))
                .addStatement("return null").build())
            .addMethod(MethodSpec.methodBuilder("parameterised")
                .addStatement("$T x = null", ParameterizedTypeName.get(UTIL_LIST, BYTE_ORDER)).build())
            .addMethod(MethodSpec.methodBuilder("lineBreaks")
                .addStatement("int a = 1;$L int b = 2;$L int c = 3;$L int d = 4", "\u2028", "\r", "\u0085").build())
            .build();
        final String printed = assertSameText(type);
        assertTrue(printed.contains("new Runnable() {") && printed.contains("@Deprecated"), printed);
    }

    @Test
    void anInterfaceAndARecordWhichJavaFilePrintsItself()
    {
        assertSameText(TypeSpec.interfaceBuilder("Flyweight").addModifiers(Modifier.PUBLIC)
            .addMethod(MethodSpec.methodBuilder("wrap").addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .addParameter(ClassName.get("org.agrona", "DirectBuffer"), "buffer").returns(TypeName.VOID).build())
            .build());
        assertSameText(TypeSpec.recordBuilder("Point")
            .recordConstructor(MethodSpec.constructorBuilder().addParameter(int.class, "x").build())
            .build());
    }

    /** An anonymous {@code Runnable}, which JavaPoet prints itself wherever it is. */
    private static TypeSpec collectGarbage()
    {
        return TypeSpec.anonymousClassBuilder("")
            .addSuperinterface(Runnable.class)
            .addMethod(MethodSpec.methodBuilder("run").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .addStatement("$T.gc()", System.class).build())
            .build();
    }

    private static String assertSameText(final TypeSpec type)
    {
        final JavaFile file = JavaFile.builder(PACKAGE, type).addFileComment(COMMENT).skipJavaLangImports(true)
            .indent("    ").build();
        final String printed = JavaFilePrinter.print(file, COMMENT, "    ");
        assertEquals(file.toString(), printed);
        return printed;
    }
}
