package io.sbetool.compiler.generation.cpp;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * The public API of generated C++ headers, read from clang's AST (JSON) of a translation unit that includes
 * them all: per class in the schema's namespace, nested ones too, its public methods, constructors,
 * fields, static members, type aliases, enums and friends, each as a key (its name and parameter types)
 * and what a caller gets (return or member type, static or not).
 *
 * <p>Types are compared as a caller spells them: the schema's namespace and {@code ::} prefixes left out,
 * the fixed-width integer typedefs as the types they stand for (one side may write {@code std::uint32_t},
 * the other {@code ::std::uint32_t}), top-level {@code const} of a parameter passed by value and
 * {@code noexcept} dropped (neither changes how a call is written), template parameters by position.
 * Special members (default, copy and move constructors and assignments, destructors) are left out: clang
 * declares implicit ones only when used, so the AST cannot tell whether a class has them.
 */
final class CppApi
{
    private static final String[][] TYPEDEFS = {
        {"std::int8_t", "signed char"}, {"std::int16_t", "short"}, {"std::int32_t", "int"},
        {"std::int64_t", "long"}, {"std::uint8_t", "unsigned char"}, {"std::uint16_t", "unsigned short"},
        {"std::uint32_t", "unsigned int"}, {"std::uint64_t", "unsigned long"}, {"std::size_t", "unsigned long"},
        {"std::uint_fast8_t", "unsigned char"},
        {"std::string_view", "std::basic_string_view<char>"}, {"std::string", "std::basic_string<char>"},
    };

    private final String namespace;
    private final Map<String, String> members = new TreeMap<>();
    private List<String> templateParameters = List.of();

    private CppApi(final String namespace)
    {
        this.namespace = namespace;
    }

    /**
     * @param includeDir the folder holding the namespace's folder of headers (and any support header).
     * @param headerDir the folder of the schema's headers, all of which are listed.
     * @param namespace the schema's C++ namespace, {@code uk::co::real_logic::sbe::benchmarks}.
     */
    static Map<String, String> of(final Path includeDir, final Path headerDir, final String namespace)
        throws IOException, InterruptedException
    {
        return of(includeDir, headerDir, namespace, List.of());
    }

    /**
     * @param macros macros defined for the translation unit ({@code SBE_ENABLE_PRECEDENCE_CHECKS}), as a
     * program that builds with them sees the headers.
     */
    static Map<String, String> of(final Path includeDir, final Path headerDir, final String namespace,
        final List<String> macros) throws IOException, InterruptedException
    {
        final Path unit = headerDir.resolveSibling(headerDir.getFileName() + "-api.cpp");
        final StringBuilder includes = new StringBuilder();
        try (Stream<Path> headers = Files.list(headerDir))
        {
            headers.filter((p) -> p.toString().endsWith(".h")).sorted()
                .forEach((p) -> includes.append("#include \"").append(p.toAbsolutePath()).append("\"\n"));
        }
        Files.writeString(unit, includes);
        final Path ast = unit.resolveSibling(unit.getFileName() + ".json");
        // the filter prints each reopening of the namespace whole; its contents once
        final List<String> command = new ArrayList<>(List.of("clang++", "-std=c++17", "-fsyntax-only", "-I" + includeDir));
        macros.forEach((macro) -> command.add("-D" + macro));
        command.addAll(List.of("-Xclang", "-ast-dump=json", "-Xclang", "-ast-dump-filter=" + namespace, unit.toString()));
        final Process process = new ProcessBuilder(command).redirectErrorStream(false)
            .redirectOutput(ast.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        if (!process.waitFor(10, TimeUnit.MINUTES) || process.exitValue() != 0)
        {
            process.destroyForcibly();
            fail("clang++ could not read the headers: " + String.join(" ", command));
        }
        final CppApi api = new CppApi(namespace);
        try (MappingIterator<JsonNode> roots = new ObjectMapper().readerFor(JsonNode.class).readValues(ast.toFile()))
        {
            while (roots.hasNext())
            {
                final JsonNode root = roots.next();
                if ("NamespaceDecl".equals(root.path("kind").asText()))
                {
                    api.scope(root, "", "public");
                }
            }
        }
        Files.delete(ast);
        return api.members;
    }

    /**
     * Lists the declarations in a namespace or class body, those a caller can reach.
     */
    private void scope(final JsonNode body, final String prefix, final String defaultAccess)
    {
        String access = defaultAccess;
        for (final JsonNode node : body.path("inner"))
        {
            final String kind = node.path("kind").asText();
            if ("AccessSpecDecl".equals(kind))
            {
                access = node.path("access").asText();
                continue;
            }
            if (!"public".equals(access) && !"FriendDecl".equals(kind) || node.path("isImplicit").asBoolean())
            {
                continue;
            }
            declaration(node, kind, prefix);
        }
    }

    private void declaration(final JsonNode node, final String kind, final String prefix)
    {
        final String name = prefix + node.path("name").asText();
        switch (kind)
        {
            case "CXXRecordDecl" ->
            {
                if (node.path("completeDefinition").asBoolean())
                {
                    members.put("type " + name, node.path("tagUsed").asText());
                    for (final JsonNode base : node.path("bases"))
                    {
                        members.put(name + " : " + type(base.path("type")), base.path("access").asText());
                    }
                    scope(node, name + "::", "struct".equals(node.path("tagUsed").asText()) ? "public" : "private");
                }
            }
            case "EnumDecl" ->
            {
                members.put("type " + name, node.path("scopedEnumTag").asText("unscoped") + " enum");
                for (final JsonNode constant : node.path("inner"))
                {
                    if ("EnumConstantDecl".equals(constant.path("kind").asText()))
                    {
                        members.put(name + "::" + constant.path("name").asText(), "enumerator");
                    }
                }
            }
            case "CXXMethodDecl", "CXXConstructorDecl", "FunctionDecl" -> function(node, name, "");
            case "FunctionTemplateDecl" -> template(node, name);
            case "FieldDecl" -> members.put(name, type(node.path("type")));
            case "VarDecl" -> members.put(name, "static " + type(node.path("type")));
            case "TypeAliasDecl", "TypedefDecl" -> members.put("alias " + name, type(node.path("type")));
            case "FriendDecl" -> friend(node, prefix);
            default ->
            {
                // static_assert, using-declarations and the like are nothing a caller names
            }
        }
    }

    private void friend(final JsonNode node, final String prefix)
    {
        for (final JsonNode inner : node.path("inner"))
        {
            final String kind = inner.path("kind").asText();
            if ("FunctionDecl".equals(kind))
            {
                function(inner, prefix + "friend " + inner.path("name").asText(), "");
            }
            else if ("FunctionTemplateDecl".equals(kind))
            {
                template(inner, prefix + "friend " + inner.path("name").asText());
            }
        }
    }

    private void template(final JsonNode node, final String name)
    {
        final List<String> parameters = new ArrayList<>();
        JsonNode function = null;
        for (final JsonNode inner : node.path("inner"))
        {
            final String kind = inner.path("kind").asText();
            if (kind.endsWith("TemplateParmDecl"))
            {
                parameters.add(inner.path("name").asText());
            }
            else if (kind.equals("CXXMethodDecl") || kind.equals("FunctionDecl") || kind.equals("CXXConstructorDecl"))
            {
                function = inner;
            }
        }
        if (function != null)
        {
            templateParameters = parameters;
            function(function, name, "template<" + parameters.size() + "> ");
            templateParameters = List.of();
        }
    }

    private void function(final JsonNode node, final String name, final String template)
    {
        final List<String> parameters = new ArrayList<>();
        for (final JsonNode inner : node.path("inner"))
        {
            if ("ParmVarDecl".equals(inner.path("kind").asText()))
            {
                parameters.add(parameter(type(inner.path("type"))));
            }
        }
        if (node.path("isImplicit").asBoolean() || node.path("explicitlyDeleted").asBoolean() ||
            isSpecialMember(node, name, parameters))
        {
            return;
        }
        final String signature = node.path("type").path("qualType").asText();
        final int open = parameterList(signature);
        final String qualifiers = normalise(signature.substring(signature.lastIndexOf(')') + 1))
            .replace("noexcept", "").strip();
        // a printer's stream: the reference's is a template over the character type, std::cout << x calls either
        final String returned = name.contains("friend operator<<") ? "stream &" : normalise(signature.substring(0, open));
        members.put(template + name + "(" + String.join(", ", parameters) + ")" +
            (qualifiers.isEmpty() ? "" : " " + qualifiers),
            ("static".equals(node.path("storageClass").asText()) ? "static " : "") + returned.strip());
    }

    /**
     * @return whether a member is a default, copy or move constructor or an assignment operator.
     */
    private static boolean isSpecialMember(final JsonNode node, final String name, final List<String> parameters)
    {
        final String simpleName = name.substring(name.lastIndexOf(':') + 1);
        if ("operator=".equals(simpleName))
        {
            return true;
        }
        if (!"CXXConstructorDecl".equals(node.path("kind").asText()))
        {
            return false;
        }
        return parameters.isEmpty() || parameters.size() == 1 && (parameters.get(0).equals("const " + simpleName + " &") ||
            parameters.get(0).equals(simpleName + " &&") || parameters.get(0).equals(simpleName + " &"));
    }

    /**
     * @return where the parameter list of a function type starts: its first parenthesis outside template
     * arguments.
     */
    private static int parameterList(final String signature)
    {
        int depth = 0;
        for (int i = 0; i < signature.length(); i++)
        {
            final char c = signature.charAt(i);
            if (c == '<')
            {
                depth++;
            }
            else if (c == '>')
            {
                depth--;
            }
            else if (c == '(' && depth == 0)
            {
                return i;
            }
        }
        return signature.length();
    }

    private String type(final JsonNode type)
    {
        return normalise(type.path("qualType").asText());
    }

    /**
     * Top-level const of a parameter passed by value is not part of the function's type.
     */
    private static String parameter(final String type)
    {
        if (!type.contains("*") && !type.contains("&") && type.startsWith("const "))
        {
            return type.substring("const ".length());
        }
        return type.replaceFirst("\\*\\s*const$", "*");
    }

    private static final java.util.Set<String> ARITHMETIC = java.util.Set.of("bool", "char", "signed char",
        "unsigned char", "short", "unsigned short", "int", "unsigned int", "long", "unsigned long", "long long",
        "unsigned long long", "float", "double");

    private static final java.util.regex.Pattern FUNCTION =
        java.util.regex.Pattern.compile("^(template<\\d+> )?([^(]*)\\((.*)\\)( const)?$");

    /**
     * @return the key of a member of ours that a call of the reference's member {@code key} compiles against,
     * or null: the same key; or the same name and number of parameters, {@code const} (or static) where the
     * reference's is, and each parameter the reference's type, or an arithmetic type where the reference's is one
     * (converted implicitly), or a {@code const} reference to it, or a forwarding parameter of a template.
     */
    static String callable(final Map<String, String> ours, final String key)
    {
        if (ours.containsKey(key))
        {
            return key;
        }
        final java.util.regex.Matcher wanted = FUNCTION.matcher(key);
        if (!wanted.matches())
        {
            return null;
        }
        final int printer = key.indexOf("friend operator<<(");
        if (printer > 0)
        {
            // the reference's is a template over the stream's character type; std::cout << x calls either
            final String owner = key.substring(key.indexOf(' ') + 1, printer);
            return ours.keySet().stream().filter((k) -> k.startsWith(owner + "friend operator<<(std::ostream &"))
                .findFirst().orElse(null);
        }
        final List<String> parameters = split(wanted.group(3));
        final String start = wanted.group(2) + "(";
        for (final String candidate : ours.keySet())
        {
            if (!candidate.replaceFirst("^template<\\d+> ", "").startsWith(start))
            {
                continue;
            }
            final java.util.regex.Matcher found = FUNCTION.matcher(candidate);
            // a template of ours serves a plain call too, through its forwarding parameters (T0 &&)
            if (found.matches() && (wanted.group(1) == null || wanted.group(1).equals(found.group(1))) &&
                wanted.group(2).equals(found.group(2)) &&
                (wanted.group(4) == null || found.group(4) != null || ours.get(candidate).startsWith("static ")) &&
                accepts(split(found.group(3)), parameters, found.group(1) != null))
            {
                return candidate;
            }
        }
        return null;
    }

    /**
     * @param template whether ours is a function template, whose {@code NAME &&} parameters forward any argument
     * (clang's JSON does not always name a template's parameters, so they are not always {@code T0}).
     */
    private static boolean accepts(final List<String> ours, final List<String> theirs, final boolean template)
    {
        if (ours.size() != theirs.size())
        {
            return false;
        }
        for (int i = 0; i < ours.size(); i++)
        {
            final String mine = ours.get(i);
            final String their = theirs.get(i);
            if (!mine.equals(their) && !(ARITHMETIC.contains(mine) && ARITHMETIC.contains(their)) &&
                !mine.equals("const " + their + " &") && !mine.equals("const " + their) &&
                !(template && mine.matches("[A-Za-z_]\\w* &&")))
            {
                return false;
            }
        }
        return true;
    }

    /** Splits a parameter list at its top-level commas. */
    private static List<String> split(final String parameters)
    {
        final List<String> split = new ArrayList<>();
        if (parameters.isBlank())
        {
            return split;
        }
        int depth = 0;
        int start = 0;
        for (int i = 0; i < parameters.length(); i++)
        {
            final char c = parameters.charAt(i);
            depth += c == '<' || c == '(' ? 1 : c == '>' || c == ')' ? -1 : 0;
            if (c == ',' && depth == 0)
            {
                split.add(parameters.substring(start, i).strip());
                start = i + 1;
            }
        }
        split.add(parameters.substring(start).strip());
        return split;
    }

    private String normalise(final String type)
    {
        String text = (" " + type + " ").replace(" ::", " ").replace("(::", "(").replace("<::", "<")
            .replace(namespace + "::", "").replace("struct ", "").replace("class ", "");
        for (final String[] typedef : TYPEDEFS)
        {
            text = text.replaceAll("(?<![\\w:])" + java.util.regex.Pattern.quote(typedef[0]) + "(?!\\w)", typedef[1]);
        }
        for (int i = 0; i < templateParameters.size(); i++)
        {
            if (templateParameters.get(i).isEmpty())
            {
                continue;   // an unnamed parameter (typename = enable_if...) appears in no type
            }
            text = text.replaceAll("(?<![\\w:])" + java.util.regex.Pattern.quote(templateParameters.get(i)) + "(?!\\w)",
                "T" + i);
        }
        return text.replace("(void)", "()").replaceAll("\\s+", " ").replace(" )", ")").replace("< ", "<")
            .replace(" >", ">").strip();
    }
}
