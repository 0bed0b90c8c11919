// versions-v0.xml's codecs (no checks) encode a quote as an older producer does; versions-v1.xml's, with the
// checks, read it at acting version 0 in schema order, and read and write version 1: each scenario's outcome is
// printed as AccessOrderVersionsTest (Java) prints it (CppAccessOrderVersionsTest).
#include "order_v0/Quote.h"
#include "order_v1/Quote.h"
#include <iostream>
#include <string>
static char buf[1024];
using Quote = order_v1::Quote;
static void encodeVersionZero()
{
    order_v0::Quote quote;
    quote.wrapForEncode(buf, 0, sizeof(buf)).quoteId(7).putCode("abc").putPair(1, 2);
    auto &legs = quote.legsCount(2);
    legs.next().legId(10).putRatios(3, 4).putLegNote("first");
    legs.next().legId(11).putRatios(5, 6).putLegNote("second");
}
static Quote &decodeVersionZero(Quote &quote)
{
    encodeVersionZero();
    return quote.wrapForDecode(buf, 0, order_v0::Quote::sbeBlockLength(), 0, sizeof(buf));
}
// Reads every member of version 1 in schema order, as code written for version 1 does.
static std::string readAll(Quote &quote)
{
    std::string text = "ok: " + std::to_string(quote.quoteId()) + " " + quote.getCodeAsString() + " " +
        std::to_string(quote.pair(0)) + "," + std::to_string(quote.pair(1)) + " qty=" + std::to_string(quote.qty()) +
        " tag='" + quote.getTagAsString() + "' legs=[";
    auto &legs = quote.legs();
    std::string separator;
    while (legs.hasNext())
    {
        legs.next();
        text += separator + std::to_string(legs.legId()) + " " + std::to_string(legs.ratios(0)) + "," +
            std::to_string(legs.ratios(1)) + " weight=" + std::to_string(legs.weight()) + " '";
        text += legs.getLegNoteAsString() + "' '";
        text += legs.getLegCommentAsString() + "'";
        separator = ", ";
    }
    text += "] fills=";
    auto &fills = quote.fills();
    if (fills.count() == 0)
    {
        text += "0";
    }
    else
    {
        text += "[";
        while (fills.hasNext())
        {
            text += std::to_string(fills.next().fillQty());
        }
        text += "]";
    }
    return text + " note='" + quote.getNoteAsString() + "'";
}
static std::string run(const std::string &what)
{
    try
    {
        Quote quote;
        if (what == "readVersionZero")
        {
            return readAll(decodeVersionZero(quote));
        }
        if (what == "readVersionOne")
        {
            quote.wrapForEncode(buf, 0, sizeof(buf)).quoteId(8).putCode('x', 'y', 'z').putPair(9, 9).qty(5).putTag("T1");
            quote.legsCount(1).next().legId(12).putRatios(1, 1).weight(2).putLegNote("n").putLegComment("c");
            quote.fillsCount(1).next().fillQty(40);
            quote.putNote("hello");
            quote.checkEncodingIsComplete();
            Quote in;
            return readAll(in.wrapForDecode(buf, 0, Quote::sbeBlockLength(), 1, sizeof(buf)));
        }
        if (what == "entryDataBeforeNextAtVersionZero")
        {
            decodeVersionZero(quote).legs().skipLegNote();
        }
        if (what == "nextBeforeEntryDataAtVersionZero")
        {
            auto &legs = decodeVersionZero(quote).legs();
            legs.next().legId();
            legs.next();
        }
        if (what == "entryFieldAfterGroupAtVersionZero")
        {
            auto &legs = decodeVersionZero(quote).legs();
            while (legs.hasNext())
            {
                legs.next().skipLegNote();
            }
            quote.fills();
            quote.getNoteAsString();
            return "unchecked: " + std::to_string(legs.legId());
        }
        // Arrays: the element-wise setters before wrap, a group entry's array before its next() and after the group.
        if (what == "elementWiseBeforeWrap")
        {
            std::string outcome = "AccessOrderError: ";
            try { quote.putCode('a', 'b', 'c'); } catch (const Quote::AccessOrderError &error) { outcome += error.what(); }
            try { quote.putPair(1, 2); } catch (const Quote::AccessOrderError &error) { outcome += std::string(" | ") + error.what(); }
            return outcome;
        }
        if (what == "entryArrayBeforeNext")
        {
            quote.wrapForEncode(buf, 0, sizeof(buf)).legsCount(1).putRatios(1, 2);
        }
        if (what == "entryArrayAfterGroup")
        {
            quote.wrapForEncode(buf, 0, sizeof(buf));
            auto &legs = quote.legsCount(1);
            legs.next().putLegNote("a").putLegComment("b");
            quote.fillsCount(0);
            legs.ratios(0);
        }
        return "unchecked";
    }
    catch (const Quote::AccessOrderError &error)
    {
        return std::string("AccessOrderError: ") + error.what();
    }
    catch (const std::exception &error)
    {
        return std::string("other: ") + error.what();
    }
}
int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) std::cout << argv[i] << " => " << run(argv[i]) << "\n";
}
