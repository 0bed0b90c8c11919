package io.sbetool.compiler.diagnostics;

/**
 * How serious a diagnostic is. Errors stop code generation; warnings do not.
 */
public enum Severity
{
    ERROR("error"),
    WARNING("warning");

    private final String label;

    Severity(final String label)
    {
        this.label = label;
    }

    /** The word used in printed diagnostics, e.g. {@code error}. */
    public String label()
    {
        return label;
    }
}
