package io.sbetool.compiler.build;

/**
 * What {@code --target} can ask for.
 */
public enum Target
{
    JAVA("java"),
    CPP("cpp"),
    RUST("rust"),
    IR("ir");

    private final String optionName;

    Target(final String optionName)
    {
        this.optionName = optionName;
    }

    public String optionName()
    {
        return optionName;
    }

    /**
     * Lets picocli accept the lower-case spellings users type.
     */
    public static Target parse(final String value)
    {
        for (final Target target : values())
        {
            if (target.optionName.equalsIgnoreCase(value))
            {
                return target;
            }
        }
        throw new IllegalArgumentException(
            "unknown target '" + value + "' (choose java, cpp, rust or ir)");
    }
}
