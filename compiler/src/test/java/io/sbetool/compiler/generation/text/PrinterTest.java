package io.sbetool.compiler.generation.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class PrinterTest
{
    @Test
    void substitutesVariablesAndIndents()
    {
        final Printer p = new Printer().set("name", "price").set("type", "double");
        p.print("class A\n{\n").indent().print("$type$ $name$() const;\n\nint cost$$;\n").outdent().print("};\n");
        assertEquals("class A\n{\n    double price() const;\n\n    int cost$;\n};\n", p.text());
    }

    @Test
    void aMultiLineValueKeepsTheIndentationOfItsPlace()
    {
        final Printer p = new Printer().set("body", "a();\nb();\n\nc();");
        p.print("void f()\n{\n    $body$\n}\n");
        assertEquals("void f()\n{\n    a();\n    b();\n\n    c();\n}\n", p.text());
    }

    @Test
    void textAfterAMultiLineValueEndingALineKeepsTheIndentationToo()
    {
        final Printer p = new Printer().set("guard", "if (old)\n{\n    return 0;\n}\n");
        p.print("int f()\n{\n    $guard$return 1;\n}\n");
        assertEquals("int f()\n{\n    if (old)\n    {\n        return 0;\n    }\n    return 1;\n}\n", p.text());
        p.set("guard", "").print("    $guard$return 2;\n");
        assertEquals("    return 2;\n", p.text().substring(p.text().lastIndexOf("    return 2")));
    }

    @Test
    void anUnsetVariableIsAnError()
    {
        final IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> new Printer().print("$missing$\n"));
        assertEquals("template variable $missing$ is not set", error.getMessage());
    }

    @Test
    void indentsLinesAndDropsEmptyOnes()
    {
        assertEquals("  a\n  b\n", Printer.indentLines("a\n\nb\n", "  "));
    }
}
