package io.sbetool.otf;

/**
 * The kinds of listener a template is compiled for ({@link TemplateCompiler}), one compiled body each:
 * which callbacks its code makes, and on what type.
 */
enum ListenerKind
{
    /** Any {@link OtfListener}: each field reported by its position. */
    POSITIONS("io/sbetool/otf/OtfListener", true),
    /** An {@link OtfValueListener}: each value read by the compiled code and handed over. */
    VALUES("io/sbetool/otf/OtfValueListener", true),
    /**
     * The JSON and text printers ({@link LinePrinter}): single integers, constants and enums read by the
     * compiled code and handed to a method of their own, the rest by position. The printer's one generic
     * callback for every primitive took a fifth of the samples of decoding MDP 3.0 to JSON, most of it
     * deciding at every field what the compiled code knows (a constant, text, an array, a real or an
     * integer), and the JIT compiled it twice over: its text branch, first met after about 35,000
     * messages, had been left out as never taken.
     */
    PRINTER("io/sbetool/otf/LinePrinter", false);

    /** The listener's internal name, the type compiled code calls. */
    final String type;
    /** Whether {@link #type} is an interface. */
    final boolean isInterface;

    ListenerKind(final String type, final boolean isInterface)
    {
        this.type = type;
        this.isInterface = isInterface;
    }

    static ListenerKind of(final OtfListener listener)
    {
        if (listener instanceof LinePrinter)
        {
            return PRINTER;
        }
        return listener instanceof OtfValueListener ? VALUES : POSITIONS;
    }
}
