package io.sbetool.compiler;

import com.palantir.javapoet.CodeBlock;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.AccessTarget;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaMember;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import io.sbetool.codec.BoundsChecks;
import io.sbetool.compiler.cli.SbeTool;
import io.sbetool.ir.Ir;
import io.sbetool.parquet.Compression;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.AccessibleObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Our classes stay in our packages and use JavaPoet (and any other library) through its public API only.
 * sbetool once printed Java with classes of its own inside {@code com.palantir.javapoet}, to reach JavaPoet's
 * package-private writer: a split package, which the module path refuses and any JavaPoet release could break
 * without a word. Each rule is also shown to catch what it forbids, on class files made here with ASM (a class
 * calling a package-private JavaPoet method cannot be compiled from outside its package).
 */
class ThirdPartyPackagesTest
{
    private static final String JAVAPOET = "com.palantir.javapoet..";

    /** Every class of our modules (the compiler, runtime, codec support, Parquet) is in {@code io.sbetool}. */
    static final ArchRule OUR_PACKAGES = classes().should().resideInAPackage("io.sbetool..")
        .because("a class of ours in a library's package is a split package (docs/performance.md)");

    /** No access to, and no dependency on, a JavaPoet member or class that is not public. */
    static final ArchRule JAVAPOET_PUBLIC_API = noClasses().that().resideInAPackage("io.sbetool..")
        .should().accessTargetWhere(JavaAccess.Predicates.target(nonPublicIn(JAVAPOET)))
        .orShould().dependOnClassesThat(DescribedPredicate.describe("are non-public classes of JavaPoet",
            (JavaClass target) -> target.getPackageName().startsWith("com.palantir.javapoet") &&
                !target.getModifiers().contains(JavaModifier.PUBLIC)))
        .because("JavaPoet is used through its public API only");

    /**
     * Reflection reaches a member that is not public only after {@code setAccessible} or through a private
     * lookup; nothing of ours does either, on JavaPoet or anything else.
     */
    static final ArchRule NO_PRIVATE_REFLECTION = noClasses().that().resideInAPackage("io.sbetool..")
        .should().callMethodWhere(DescribedPredicate.describe("the target opens members to reflection",
            (JavaMethodCall call) -> opensToReflection(call.getTarget())))
        .because("reflection must not reach a library's non-public members");

    @Test
    void ourClassesAreInOurPackages()
    {
        OUR_PACKAGES.check(ourClasses());
    }

    @Test
    void javaPoetIsUsedThroughItsPublicApi()
    {
        final JavaClasses ours = ourClasses();
        JAVAPOET_PUBLIC_API.check(ours);
        NO_PRIVATE_REFLECTION.check(ours);
    }

    @Test
    void aClassOfOursInJavaPoetsPackageIsCaught(@TempDir final Path dir) throws IOException
    {
        final Path file = classFile(dir, "com/palantir/javapoet/SplitPrinter", null);
        final JavaClasses split = new ClassFileImporter().importPath(file);
        assertTrue(OUR_PACKAGES.evaluate(split).hasViolation());
    }

    @Test
    void aCallOfAPackagePrivateJavaPoetMethodIsCaught(@TempDir final Path dir) throws IOException
    {
        // CodeBlock.formatParts() is package-private in JavaPoet 0.7.0, which the old printers read.
        final Path file = classFile(dir, "io/sbetool/compiler/Intruder", visitor ->
        {
            visitor.visitMethodInsn(Opcodes.INVOKEVIRTUAL, "com/palantir/javapoet/CodeBlock", "formatParts",
                "()Ljava/util/List;", false);
            visitor.visitInsn(Opcodes.POP);
        });
        assertFalse(isPublic(CodeBlock.class, "formatParts"), "formatParts is public now: pick another member");
        final JavaClasses intruder = new ClassFileImporter().importPaths(file, jarOf(CodeBlock.class));
        assertTrue(JAVAPOET_PUBLIC_API.evaluate(intruder).hasViolation());
    }

    @Test
    void reflectionPastAccessChecksIsCaught()
    {
        final JavaClasses fixture = new ClassFileImporter().importClasses(Reflective.class);
        // The fixture is a test class in our package: the rule judges it as it would a main one.
        assertTrue(NO_PRIVATE_REFLECTION.evaluate(fixture).hasViolation());
    }

    /** What the rule above forbids: reading JavaPoet's package-private parts of a code block. */
    static final class Reflective
    {
        static Object formatParts(final CodeBlock block) throws ReflectiveOperationException
        {
            final var method = CodeBlock.class.getDeclaredMethod("formatParts");
            method.setAccessible(true);
            return method.invoke(block);
        }
    }

    /** The main classes of the compiler and of the modules it ships with, from their build output or jars. */
    private static JavaClasses ourClasses()
    {
        final List<Path> locations = new ArrayList<>();
        for (final Class<?> module : List.of(SbeTool.class, Ir.class, BoundsChecks.class, Compression.class))
        {
            locations.add(jarOf(module));
        }
        final JavaClasses classes = new ClassFileImporter().importPaths(locations);
        assertTrue(classes.size() > 100, "too few classes imported to be sbetool's: " + classes.size());
        return classes;
    }

    private static Path jarOf(final Class<?> type)
    {
        try
        {
            return Paths.get(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        }
        catch (final java.net.URISyntaxException ex)
        {
            throw new IllegalStateException(ex);
        }
    }

    private static boolean isPublic(final Class<?> type, final String method)
    {
        for (final var declared : type.getDeclaredMethods())
        {
            if (declared.getName().equals(method))
            {
                return java.lang.reflect.Modifier.isPublic(declared.getModifiers());
            }
        }
        throw new IllegalStateException(type + " has no method " + method);
    }

    private static DescribedPredicate<AccessTarget> nonPublicIn(final String packagePattern)
    {
        final String prefix = packagePattern.substring(0, packagePattern.length() - 2);
        return DescribedPredicate.describe("is a non-public member of " + prefix, (AccessTarget target) ->
            target.getOwner().getPackageName().startsWith(prefix) &&
            (!target.getOwner().getModifiers().contains(JavaModifier.PUBLIC) ||
                target.resolveMember().map(ThirdPartyPackagesTest::nonPublic).orElse(false)));
    }

    /** {@code setAccessible} and {@code trySetAccessible} on any reflective member, or a private lookup. */
    private static boolean opensToReflection(final AccessTarget target)
    {
        final String name = target.getName();
        return ((name.equals("setAccessible") || name.equals("trySetAccessible")) &&
            target.getOwner().isAssignableTo(AccessibleObject.class)) ||
            (name.equals("privateLookupIn") && target.getOwner().isEquivalentTo(MethodHandles.class));
    }

    private static boolean nonPublic(final JavaMember member)
    {
        return !member.getModifiers().contains(JavaModifier.PUBLIC);
    }

    /** A public class {@code name} with a static method {@code run(CodeBlock)} whose body {@code body} writes. */
    private static Path classFile(final Path dir, final String name, final Consumer<MethodVisitor> body)
        throws IOException
    {
        final ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_MAXS | ClassWriter.COMPUTE_FRAMES);
        writer.visit(Opcodes.V17, Opcodes.ACC_PUBLIC | Opcodes.ACC_FINAL, name, null, "java/lang/Object", null);
        final MethodVisitor method = writer.visitMethod(Opcodes.ACC_PUBLIC | Opcodes.ACC_STATIC, "run",
            "(Lcom/palantir/javapoet/CodeBlock;)V", null, null);
        method.visitCode();
        if (body != null)
        {
            method.visitVarInsn(Opcodes.ALOAD, 0);
            body.accept(method);
        }
        method.visitInsn(Opcodes.RETURN);
        method.visitMaxs(0, 0);
        method.visitEnd();
        writer.visitEnd();
        final Path file = dir.resolve(name + ".class");
        Files.createDirectories(file.getParent());
        Files.write(file, writer.toByteArray());
        return file;
    }
}
