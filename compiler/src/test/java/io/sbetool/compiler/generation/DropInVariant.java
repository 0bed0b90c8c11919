package io.sbetool.compiler.generation;

import io.sbetool.testing.SharedFiles;

import java.nio.file.Path;
import java.util.List;

/**
 * What a drop-in comparison generates and compares, in both languages' tests: the codecs alone, with DTOs, or
 * with access-order checks; each has its list of differences ({@code dropin/<language><suffix>.txt}) and the
 * reference's system property that asks its generator for the same.
 */
public enum DropInVariant
{
    CODECS("", 1000),
    DTOS("-dtos", 300),
    ACCESS_ORDER_CHECKS("-access-order-checks", 1000);

    private final String suffix;
    private final int leastCompared;

    DropInVariant(final String suffix, final int leastCompared)
    {
        this.suffix = suffix;
        this.leastCompared = leastCompared;
    }

    /** The schemas both comparisons read: the project's, the standard's examples and five venues'. */
    public static List<Path> schemas()
    {
        return List.of(
            SharedFiles.projectSchema("car.xml"),
            SharedFiles.specExamplesForReference(),
            SharedFiles.projectSchema("fix-message-samples.xml"),
            SharedFiles.corpus("binance/stream_1_0.xml"),
            SharedFiles.corpus("cme/Cme.Futures.SessionMgmt.Sbe.v0.2.xml"),
            SharedFiles.corpus("coinbase/Coinbase.Derivatives.OrdersApi.Sbe.v1.4.xml"),
            SharedFiles.corpus("iex/Iex.IexOptions.BinaryOrderEntry.Sbe.v1.02.xml"),
            SharedFiles.corpus("memx/Memx.Equities.MemoirDepth.Sbe.v1.3.xml"));
    }

    /** The list of differences, e.g. {@code cpp-dtos.txt} for language {@code cpp}. */
    public String list(final String language)
    {
        return language + suffix + ".txt";
    }

    /** The reference's system property for this variant, or null for the plain codecs. */
    public String referenceProperty(final String language)
    {
        switch (this)
        {
            case DTOS:
                return "sbe." + language + ".generate.dtos";
            case ACCESS_ORDER_CHECKS:
                return "sbe.generate.precedence.checks";
            default:
                return null;
        }
    }

    /** Fewer members compared than this means the comparison read too little to be trusted. */
    public int leastCompared()
    {
        return leastCompared;
    }
}
