package demo;

/** Compiles only if both schemas' codecs were generated into the compile source root. */
public final class UsesBoth
{
    private final demo.trades.TradeEncoder trade = new demo.trades.TradeEncoder();
    private final demo.orders.CancelEncoder cancel = new demo.orders.CancelEncoder();

    public int templates()
    {
        return trade.sbeTemplateId() + cancel.sbeTemplateId();
    }
}
