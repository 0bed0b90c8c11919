package io.sbetool.compiler.generation.naming;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RustNameAllocatorTest
{
    private final RustNameAllocator allocator = new RustNameAllocator();

    @Test
    void snakeCaseSplitsWordsAcronymsAndDigits()
    {
        assertEquals("serial_number", allocator.snake("serialNumber"));
        assertEquals("md_entry_px", allocator.snake("MDEntryPx"));
        assertEquals("nm_2", allocator.snake("nm2"));
        assertEquals("a_b", allocator.snake("a-b"));
        assertEquals("mdp3", allocator.snake("Mdp3", false));
        assertEquals("sbe_2nd_leg", allocator.snake("2ndLeg"));
    }

    @Test
    void camelCaseCapitalisesWords()
    {
        assertEquals("FuelFigures", allocator.camel("fuelFigures"));
        assertEquals("MdIncGrp", allocator.camel("md_incGrp"));
        assertEquals("Sbe2ndLeg", allocator.camel("2ndLeg"));
        assertEquals("Self_", allocator.camel("self"));
    }

    @Test
    void keywordsGetATrailingUnderscore()
    {
        assertEquals("type_", allocator.snake("type"));
        assertEquals("self_", allocator.snake("Self"));
        assertEquals("match_", allocator.identifier("match"));
        assertEquals("type_", allocator.variant("type"));
        assertEquals("Buy", allocator.variant("Buy"));
    }

    @Test
    void clashesGetANumber()
    {
        final NameScope scope = allocator.newScope();
        assertEquals("order_codec", scope.allocate("order_codec"));
        assertEquals("Order_codec_2", scope.allocate("Order_codec"), "compared ignoring case, as modules are files");
        assertEquals("type_2", allocator.alternative("type_", 1));
    }

    @Test
    void membersKeepClearOfCodecFunctionsAndDerivedNames()
    {
        final Map<String, String> names = RustNames.blockMembers(List.of("count", "price", "priceDecoder", "wrap"));
        assertEquals(Map.of("count", "count_2", "price", "price", "priceDecoder", "price_decoder_2", "wrap", "wrap_2"), names);
        assertEquals(Map.of("blockLength", "block_length"), RustNames.compositeMembers(List.of("blockLength")));
        assertEquals(Map.of("NullVal", "NullVal_2"), RustNames.variants(List.of("NullVal")));
    }

    @Test
    void modulesAndCratesAvoidCargosNames()
    {
        final RustNames names = new RustNames(List.of("Car"), List.of("std", "main"), List.of("Car"));
        assertEquals("std_2", names.module("std"));
        assertEquals("main_2", names.module("main"));
        assertEquals("car_codec", names.module("Car"));
        assertEquals("car_codec_2", names.messageModule("Car"));
        assertEquals("uk_co_real_logic_sbe_benchmarks", RustNames.crateName("uk.co.real_logic.sbe.benchmarks"));
        assertEquals("core_codecs", RustNames.crateName("core"));
    }
}
