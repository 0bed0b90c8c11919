package io.sbetool.compiler.generation.cpp;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CppNamesTest
{
    @Test
    void keywordsMacrosAndReservedIdentifiersGetATrailingUnderscore()
    {
        assertEquals("delete_", CppNames.escape("delete"));
        assertEquals("co_await_", CppNames.escape("co_await"));
        assertEquals("errno_", CppNames.escape("errno"));
        assertEquals("EOF_", CppNames.escape("EOF"));
        assertEquals("NULL_", CppNames.escape("NULL"));
        assertEquals("_Reserved_", CppNames.escape("_Reserved"));
        assertEquals("a__b_", CppNames.escape("a__b"));
        assertEquals("price", CppNames.escape("price"));
        assertEquals("_lower", CppNames.escape("_lower"));
    }

    @Test
    void membersDoNotHideGeneratedMethodsNorTheirClass()
    {
        assertEquals("count_", CppNames.member("count"));
        assertEquals("next_", CppNames.member("next"));
        assertEquals("qty", CppNames.member("qty"));
        assertEquals("Order_", CppNames.member("Order", "Order"));
        assertEquals("Order", CppNames.member("Order", "NewOrder"));
    }

    @Test
    void aMemberWhoseNameAnotherMembersAccessorsUseGetsATrailingUnderscore()
    {
        final java.util.Map<String, String> names = MemberNames.forMembers(List.of(
            member("security"), member("securityId"), member("price"), member("getPriceAsString"), member("count")), "Order");
        assertEquals("security", names.get("security"));
        assertEquals("securityId_", names.get("securityId"));
        assertEquals("price", names.get("price"));
        assertEquals("getPriceAsString_", names.get("getPriceAsString"));
        assertEquals("count_", names.get("count"));
    }

    private static CppInput.Member member(final String name)
    {
        return new CppInput.Member(name, -1, CppInput.Kind.SCALAR, null, io.sbetool.ir.PrimitiveType.UINT8,
            java.nio.ByteOrder.LITTLE_ENDIAN, 0, 1, 1, io.sbetool.ir.Presence.REQUIRED, null, null, null, null, null,
            0, null, null, null, null);
    }

    @Test
    void classNamesAreUniqueIgnoringCaseWithTypesBeforeMessages()
    {
        final CppNames names = new CppNames(List.of("messageHeader", "Side", "side", "class"), List.of("Side", "Order"), "a::b");
        assertEquals("MessageHeader", names.type("messageHeader"));
        assertEquals("Side", names.type("Side"));
        assertEquals("Side_", names.type("side"));
        assertEquals("Class", names.type("class"));
        assertEquals("Side__", names.message("Side"));
        assertEquals("Order", names.message("Order"));
        assertEquals("::a::b::Side_", names.qualified("side"));
    }

    @Test
    void includeGuardsAreNotReservedAndKeepTrailingUnderscoresApart()
    {
        assertEquals("SBETOOL_A_B_ORDER_H", HeaderFile.guard("a::b", "Order"));
        assertEquals("SBETOOL_A_B_ORDER_U_H", HeaderFile.guard("a::b", "Order_"));
        assertEquals("SBETOOL_UK_CO_CAR_H", HeaderFile.guard("uk::co", "Car"));
    }
}
