package io.sbetool.compiler.generation;

import java.util.List;
import java.util.Optional;

/**
 * One {@code --target}: what it is called, the options it takes, and the files it makes from a compiled
 * schema. The command line, its help, the Maven plugin and the build all learn targets from the one list
 * that registers them ({@code io.sbetool.compiler.build.Targets}), so a new target is its own package
 * plus one line there (docs/adding-a-target.md).
 *
 * <p>Implementations are made when sbetool starts, on every run: their constructors and {@link #name()} and
 * {@link #options()} must stay cheap and must not load the classes that generate (those are loaded only
 * once {@link #generate} runs). They keep no state between calls: a build may run on several threads.
 */
public interface Generator
{
    /** @return the name {@code --target} takes, lower case, such as {@code java}. */
    String name();

    /**
     * @return the options this target takes, in the order {@code --help} lists them; each name is
     * {@code --<target>-...}, so that targets cannot clash.
     */
    default List<TargetOption> options()
    {
        return List.of();
    }

    /**
     * @param options the values of this target's own {@link #options()}, checked by them.
     * @return the files to write, by path relative to the output directory, in a fixed order: the same
     * input and options give the same files.
     */
    List<GeneratedFile> generate(GeneratorInput input, TargetOptions options);

    /**
     * Work that makes the first {@link #generate} faster when done on another thread while schemas are read
     * and validated, such as loading and initialising the classes that generate. The build runs it before
     * any generation starts and waits for it to end, so it never runs at the same time as {@link #generate}.
     *
     * @return the warm-up, or empty (the default) when the target needs none.
     */
    default Optional<Runnable> warmUp()
    {
        return Optional.empty();
    }

    /**
     * @return whether the files are Java sources that a Java build compiles: the Maven plugin adds the
     * output directory to the project's source roots for such a target.
     */
    default boolean writesJavaSources()
    {
        return false;
    }
}
