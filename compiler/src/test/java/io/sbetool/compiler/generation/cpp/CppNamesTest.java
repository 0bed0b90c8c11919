package io.sbetool.compiler.generation.cpp;

import io.sbetool.compiler.generation.naming.CppNames;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The C++ writers' names come from {@link CppNames} in the naming package, by {@code CppNameAllocator}'s
 * rule; these cases are the ones the C++ codecs need beyond the allocator's own tests.
 */
class CppNamesTest
{
    @Test
    void keywordsMacrosAndReservedIdentifiersFollowTheAllocator()
    {
        final Map<String, String> names = CppNames.members(
            List.of("delete", "co_await", "errno", "Assert", "EOF", "_Reserved", "a__b", "price", "_lower", "max"), "Order");
        assertEquals("delete_", names.get("delete"));
        assertEquals("co_await_", names.get("co_await"));
        assertEquals("errno_", names.get("errno"));
        assertEquals("assert_", names.get("Assert"), "the rule applies to the lower-cased name");
        assertEquals("eOF", names.get("EOF"), "lower-cased, no longer the macro");
        assertEquals("sbe_Reserved", names.get("_Reserved"));
        assertEquals("a_b", names.get("a__b"));
        assertEquals("price", names.get("price"));
        assertEquals("_lower", names.get("_lower"));
        assertEquals("max_", names.get("max"));
    }

    @Test
    void membersDoNotHideGeneratedMethodsNorTheirClass()
    {
        final Map<String, String> names = CppNames.members(List.of("count", "Next", "qty", "_order", "value"), "_order");
        assertEquals("count_2", names.get("count"));
        assertEquals("next_2", names.get("Next"));
        assertEquals("qty", names.get("qty"));
        assertEquals("_order_2", names.get("_order"));
        assertEquals("value", names.get("value"), "members are compared exactly: value is not the nested Value");
        assertEquals("order", CppNames.members(List.of("Order"), "Order").get("Order"));
    }

    @Test
    void membersAndChoicesStartLowerCaseAsTheReferencesDoAndEnumValuesKeepTheirSpelling()
    {
        final Map<String, String> names = CppNames.members(
            List.of("TransactTime", "ClOrdID", "MMAccount", "MdIncGrp", "RawData", "Class"), "NewOrder");
        assertEquals("transactTime", names.get("TransactTime"));
        assertEquals("clOrdID", names.get("ClOrdID"));
        assertEquals("mMAccount", names.get("MMAccount"));
        assertEquals("mdIncGrp", names.get("MdIncGrp"));
        assertEquals("rawData", names.get("RawData"));
        assertEquals("class_", names.get("Class"));
        assertEquals("implied", CppNames.choices(List.of("Implied"), "QuoteCondition").get("Implied"));
        assertEquals("Buy", CppNames.enumValues(List.of("Buy"), "Side").get("Buy"));
        assertEquals("MdIncGrp", CppNames.groupClasses(List.of("MdIncGrp"), names.values()).get("MdIncGrp"),
            "the group's class and its accessor differ in case: both keep their name");
    }

    @Test
    void namesTheReferencesApiAddsAreReservedToo()
    {
        final Map<String, String> choices =
            CppNames.choices(List.of("IsEmpty", "rawValue", "SbeSchemaId", "sunRoof"), "Extras");
        assertEquals("sbeSchemaId_2", choices.get("SbeSchemaId"));
        assertEquals("isEmpty_2", choices.get("IsEmpty"));
        assertEquals("rawValue_2", choices.get("rawValue"));
        assertEquals("sunRoof", choices.get("sunRoof"));
        final Map<String, String> members = CppNames.members(List.of("side", "sideConstValue", "sbeCheckPosition"), "Order");
        assertEquals("side", members.get("side"));
        assertEquals("sideConstValue_2", members.get("sideConstValue"));
        assertEquals("sbeCheckPosition_2", members.get("sbeCheckPosition"));
    }

    @Test
    void anSbeNameThatBeginsNoGeneratedNameKeepsItsNameAsInBinancesSchemas()
    {
        final Map<String, String> names = CppNames.members(List.of("sbeSchemaIdVersionDeprecated", "sbeSchema"), "LogonAck");
        assertEquals("sbeSchemaIdVersionDeprecated", names.get("sbeSchemaIdVersionDeprecated"));
        assertEquals("sbeSchema_2", names.get("sbeSchema"), "its sbeSchemaId() would be the generated one");
    }

    @Test
    void membersKeepClearOfEveryNameGeneratedCodeDeclaresAndEnumValuesOfTheirFunctionsParameters()
    {
        final Map<String, String> names = CppNames.members(List.of("sbeBlockLength", "sbeTemplateId", "SbeSemanticType",
            "sbePosition", "computeLength", "writeJson", "m_buffer", "buffer", "value", "length", "sbe_x"), "Order");
        assertEquals("sbeBlockLength_2", names.get("sbeBlockLength"));
        assertEquals("sbeTemplateId_2", names.get("sbeTemplateId"));
        assertEquals("sbeSemanticType_2", names.get("SbeSemanticType"));
        assertEquals("sbePosition_2", names.get("sbePosition"));
        assertEquals("computeLength_2", names.get("computeLength"));
        assertEquals("writeJson_2", names.get("writeJson"));
        assertEquals("m_buffer_2", names.get("m_buffer"));
        assertEquals("buffer_3", names.get("buffer"), "buffer_2 would hold its flyweight in m_buffer_2, taken above");
        assertEquals("value", names.get("value"), "a field may share a parameter's name");
        assertEquals("length", names.get("length"));
        assertEquals("sbe_x", names.get("sbe_x"));
        assertEquals("blockLength", CppNames.members(List.of("blockLength"), "MessageHeader").get("blockLength"),
            "a composite has no m_blockLength");
        assertEquals("blockLength_2", CppNames.blockMembers(List.of("blockLength"), "Legs").get("blockLength"),
            "a group has");
        final Map<String, String> values = CppNames.enumValues(List.of("value", "writeJson", "raw", "A"), "Side");
        assertEquals("value_2", values.get("value"));
        assertEquals("writeJson_2", values.get("writeJson"));
        assertEquals("raw_2", values.get("raw"));
        assertEquals("A", values.get("A"));
        final CppNames classes = new CppNames(List.of("Value", "TIME_UNIT"), List.of("INT8_MIN"), "a");
        assertEquals("Value_2", classes.type("Value"));
        assertEquals("TIME_UNIT_2", classes.type("TIME_UNIT"));
        assertEquals("INT8_MIN_", classes.message("INT8_MIN"));
    }

    @Test
    void aMemberWhoseNameAnotherMembersAccessorsUseGetsTheNextAlternative()
    {
        final Map<String, String> names = CppNames.members(
            List.of("security", "securityId", "price", "getPriceAsString", "count"), "Order");
        assertEquals("security", names.get("security"));
        assertEquals("securityId_2", names.get("securityId"));
        assertEquals("price", names.get("price"));
        assertEquals("getPriceAsString_2", names.get("getPriceAsString"));
        assertEquals("count_2", names.get("count"));
    }

    @Test
    void aDtosAccessorOfANameTheDtoDeclaresForItselfIsRenamedAndTheCodecsKeepsIt()
    {
        final Map<String, String> codec = CppNames.blockMembers(
            List.of("string", "string_2", "bytes", "computeEncodedLength", "price", "decodeFrom"), "Order");
        assertEquals("string", codec.get("string"), "the codec has no string()");
        assertEquals("string_2", codec.get("string_2"));
        final Map<String, String> dto = CppNames.dtoNames(codec);
        assertEquals("string_3", dto.get("string"), "string_2 is another member's");
        assertEquals("string_2", dto.get("string_2"), "a name the DTO does not declare is the codec's");
        assertEquals("bytes_2", dto.get("bytes"));
        assertEquals("computeEncodedLength_2", dto.get("computeEncodedLength"));
        assertEquals("price", dto.get("price"));
        assertEquals("decodeFrom_2", dto.get("decodeFrom"));
    }

    @Test
    void groupClassesAreClearOfEnclosingClassesMembersAndEachOther()
    {
        final Map<String, String> classes = CppNames.groupClasses(List.of("order", "legs", "Legs"),
            List.of("Order", "legs", "Legs"));
        assertEquals("Order_2", classes.get("order"));
        assertEquals("Legs_2", classes.get("legs"));
        assertEquals("Legs_3", classes.get("Legs"));
    }

    @Test
    void classNamesAreUniqueIgnoringCaseWithTypesBeforeMessages()
    {
        final CppNames names = new CppNames(List.of("messageHeader", "Side", "side", "class"), List.of("Side", "Order"), "a::b");
        assertEquals("MessageHeader", names.type("messageHeader"));
        assertEquals("Side", names.type("Side"));
        assertEquals("Side_2", names.type("side"));
        assertEquals("Class", names.type("class"));
        assertEquals("Side_3", names.message("Side"));
        assertEquals("Order", names.message("Order"));
        assertEquals("::a::b::Side_2", names.qualified("side"));
    }

    @Test
    void eachClassTakesItsDtosNameSoATypeNamedAsADtoMovesTheLaterClass()
    {
        final CppNames names = new CppNames(List.of("messageHeader", "CarDto", "Car"), List.of("Car", "Order"), "a");
        assertEquals("CarDto", names.type("CarDto"));
        assertEquals("Car_2", names.type("Car"), "the composite CarDto has the name of its DTO");
        assertEquals("Car_3", names.message("Car"));
        assertEquals("Order", names.message("Order"));
    }

    @Test
    void includeGuardsAreNotReservedAndKeepTrailingUnderscoresApart()
    {
        assertEquals("SBETOOL_A_B_ORDER_H", HeaderFile.guard("a::b", "Order"));
        assertEquals("SBETOOL_A_B_ORDER_U_H", HeaderFile.guard("a::b", "Order_"));
        assertEquals("SBETOOL_A_B_ORDER_U2_H", HeaderFile.guard("a::b", "Order_2"));
        assertEquals("SBETOOL_UK_CO_CAR_H", HeaderFile.guard("uk::co", "Car"));
    }
}
