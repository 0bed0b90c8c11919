package io.sbetool.compiler.xml;

import java.util.Set;

/**
 * The namespace URIs under which SBE schemas have been published. Real schemas still use the
 * pre-standard and release-candidate namespaces, so all of them are accepted.
 */
public final class SbeNamespaces
{
    public static final String XINCLUDE = "http://www.w3.org/2001/XInclude";

    private static final Set<String> KNOWN = Set.of(
        "http://fixprotocol.io/2016/sbe",
        "http://fixprotocol.io/2017/sbe",
        "http://www.fixprotocol.org/ns/simple/1.0",
        "http://www.fixprotocol.org/ns/simple/1.0_draft");

    private static final String RELEASE_CANDIDATE_PREFIX = "http://www.fixprotocol.org/ns/simple/RC";

    private SbeNamespaces()
    {
    }

    /** True for any SBE namespace, including release candidates such as {@code .../RC3}. */
    public static boolean isSbe(final String namespace)
    {
        return KNOWN.contains(namespace) || namespace.startsWith(RELEASE_CANDIDATE_PREFIX);
    }

    /** True where SBE elements may live: an SBE namespace or no namespace at all. */
    public static boolean isSbeOrNone(final String namespace)
    {
        return namespace.isEmpty() || isSbe(namespace);
    }
}
