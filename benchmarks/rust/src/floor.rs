//! Car and MarketDataIncrementalRefreshTrades written and read by hand: plain little-endian reads and
//! writes of slices at fixed offsets, the same bytes as the generated codecs, no generated code. The floor
//! a generated codec can approach. Slices are indexed as safe Rust indexes them (a short buffer panics);
//! groups are still stepped by the blockLength on the wire, as any SBE decoder must.

use crate::generated::Codec;
use crate::samples::{CarSample, TradesSample};
use crate::sinks::Sink;

const HEADER_LENGTH: usize = 8;
const GROUP_HEADER_LENGTH: usize = 4;
const VAR_DATA_HEADER_LENGTH: usize = 4;

fn put_u16(buffer: &mut [u8], at: usize, value: u16) {
    buffer[at..at + 2].copy_from_slice(&value.to_le_bytes());
}

fn put_u32(buffer: &mut [u8], at: usize, value: u32) {
    buffer[at..at + 4].copy_from_slice(&value.to_le_bytes());
}

fn put_u64(buffer: &mut [u8], at: usize, value: u64) {
    buffer[at..at + 8].copy_from_slice(&value.to_le_bytes());
}

fn get_u16(buffer: &[u8], at: usize) -> u16 {
    u16::from_le_bytes([buffer[at], buffer[at + 1]])
}

fn get_u32(buffer: &[u8], at: usize) -> u32 {
    u32::from_le_bytes(buffer[at..at + 4].try_into().expect("four bytes"))
}

fn get_u64(buffer: &[u8], at: usize) -> u64 {
    u64::from_le_bytes(buffer[at..at + 8].try_into().expect("eight bytes"))
}

fn put_header(buffer: &mut [u8], block_length: u16, template_id: u16) {
    put_u16(buffer, 0, block_length);
    put_u16(buffer, 2, template_id);
    put_u16(buffer, 4, 1);
    put_u16(buffer, 6, 1);
}

fn put_group_header(buffer: &mut [u8], at: usize, block_length: u16, count: usize) -> usize {
    put_u16(buffer, at, block_length);
    put_u16(buffer, at + 2, count as u16);
    at + GROUP_HEADER_LENGTH
}

fn put_var_data(buffer: &mut [u8], at: usize, bytes: &[u8]) -> usize {
    put_u32(buffer, at, bytes.len() as u32);
    let start = at + VAR_DATA_HEADER_LENGTH;
    buffer[start..start + bytes.len()].copy_from_slice(bytes);
    start + bytes.len()
}

/// Reads a group's dimension: (its entries' blockLength, their count, where the first begins).
fn get_group_header(buffer: &[u8], at: usize) -> (usize, u16, usize) {
    (get_u16(buffer, at).into(), get_u16(buffer, at + 2), at + GROUP_HEADER_LENGTH)
}

fn get_var_data(buffer: &[u8], at: usize, sink: &mut impl Sink) -> usize {
    let length = get_u32(buffer, at) as usize;
    let start = at + VAR_DATA_HEADER_LENGTH;
    sink.text(&buffer[start..start + length]);
    start + length
}

pub struct FloorCar;

impl FloorCar {
    const BLOCK_LENGTH: u16 = 41;
    const FUEL_BLOCK_LENGTH: u16 = 6;
    const PERFORMANCE_BLOCK_LENGTH: u16 = 1;
    const ACCELERATION_BLOCK_LENGTH: u16 = 6;

    fn encode_groups(sample: &CarSample, buffer: &mut [u8], at: usize) -> usize {
        let mut limit = put_group_header(buffer, at, Self::FUEL_BLOCK_LENGTH, sample.fuel_figures.len());
        for figure in &sample.fuel_figures {
            put_u16(buffer, limit, figure.speed);
            put_u32(buffer, limit + 2, figure.mpg.to_bits());
            limit += usize::from(Self::FUEL_BLOCK_LENGTH);
        }
        limit = put_group_header(buffer, limit, Self::PERFORMANCE_BLOCK_LENGTH, sample.performance_figures.len());
        for figure in &sample.performance_figures {
            buffer[limit] = figure.octane_rating;
            limit += usize::from(Self::PERFORMANCE_BLOCK_LENGTH);
            limit = put_group_header(buffer, limit, Self::ACCELERATION_BLOCK_LENGTH, figure.accelerations.len());
            for acceleration in &figure.accelerations {
                put_u16(buffer, limit, acceleration.mph);
                put_u32(buffer, limit + 2, acceleration.seconds.to_bits());
                limit += usize::from(Self::ACCELERATION_BLOCK_LENGTH);
            }
        }
        limit
    }

    fn decode_groups(buffer: &[u8], at: usize, sink: &mut impl Sink) -> usize {
        let (block_length, count, mut limit) = get_group_header(buffer, at);
        sink.integer(count.into());
        for _ in 0..count {
            sink.integer(get_u16(buffer, limit).into());
            sink.real(f32::from_bits(get_u32(buffer, limit + 2)));
            limit += block_length;
        }
        let (block_length, count, mut limit) = get_group_header(buffer, limit);
        sink.integer(count.into());
        for _ in 0..count {
            sink.integer(buffer[limit].into());
            let (acceleration_block_length, accelerations, mut at) = get_group_header(buffer, limit + block_length);
            sink.integer(accelerations.into());
            for _ in 0..accelerations {
                sink.integer(get_u16(buffer, at).into());
                sink.real(f32::from_bits(get_u32(buffer, at + 2)));
                at += acceleration_block_length;
            }
            limit = at;
        }
        limit
    }
}

impl Codec<CarSample> for FloorCar {
    fn encode(&mut self, sample: &CarSample, buffer: &mut [u8]) -> usize {
        put_header(buffer, Self::BLOCK_LENGTH, 1);
        let block = HEADER_LENGTH;
        put_u32(buffer, block, sample.serial_number);
        put_u16(buffer, block + 4, sample.model_year);
        buffer[block + 6] = sample.available.into();
        buffer[block + 7] = sample.code;
        for (i, number) in sample.some_numbers.iter().enumerate() {
            put_u32(buffer, block + 8 + i * 4, *number as u32);
        }
        buffer[block + 28..block + 34].copy_from_slice(&sample.vehicle_code);
        buffer[block + 34] =
            u8::from(sample.sun_roof) | u8::from(sample.sports_pack) << 1 | u8::from(sample.cruise_control) << 2;
        put_u16(buffer, block + 35, sample.engine_capacity);
        buffer[block + 37] = sample.engine_num_cylinders;
        buffer[block + 38..block + 41].copy_from_slice(&sample.engine_manufacturer_code);
        let limit = Self::encode_groups(sample, buffer, block + usize::from(Self::BLOCK_LENGTH));
        let limit = put_var_data(buffer, limit, &sample.manufacturer);
        put_var_data(buffer, limit, &sample.model)
    }

    fn decode(&mut self, buffer: &[u8], sink: &mut impl Sink) {
        let block_length = usize::from(get_u16(buffer, 0));
        let block = HEADER_LENGTH;
        sink.integer(get_u32(buffer, block).into());
        sink.integer(get_u16(buffer, block + 4).into());
        sink.integer(buffer[block + 6].into());
        sink.integer(buffer[block + 7].into());
        for i in 0..5 {
            sink.integer((get_u32(buffer, block + 8 + i * 4) as i32).into());
        }
        sink.text(&buffer[block + 28..block + 34]);
        let extras = buffer[block + 34];
        sink.choice(extras & 1 != 0);
        sink.choice(extras & 2 != 0);
        sink.choice(extras & 4 != 0);
        sink.integer(get_u16(buffer, block + 35).into());
        sink.integer(buffer[block + 37].into());
        sink.text(&buffer[block + 38..block + 41]);
        let limit = Self::decode_groups(buffer, block + block_length, sink);
        let limit = get_var_data(buffer, limit, sink);
        get_var_data(buffer, limit, sink);
    }
}

pub struct FloorTrades;

impl FloorTrades {
    const BLOCK_LENGTH: u16 = 11;
    const TRADE_BLOCK_LENGTH: u16 = 33;
}

impl Codec<TradesSample> for FloorTrades {
    fn encode(&mut self, sample: &TradesSample, buffer: &mut [u8]) -> usize {
        put_header(buffer, Self::BLOCK_LENGTH, 2);
        put_u64(buffer, HEADER_LENGTH, sample.transact_time);
        put_u16(buffer, HEADER_LENGTH + 8, sample.event_time_delta);
        buffer[HEADER_LENGTH + 10] = sample.match_event_indicator;
        let group = HEADER_LENGTH + usize::from(Self::BLOCK_LENGTH);
        let mut limit = put_group_header(buffer, group, Self::TRADE_BLOCK_LENGTH, sample.trades.len());
        for trade in &sample.trades {
            put_u64(buffer, limit, trade.trade_id);
            put_u64(buffer, limit + 8, trade.security_id);
            put_u64(buffer, limit + 16, trade.price_mantissa as u64);
            put_u32(buffer, limit + 24, trade.size_mantissa as u32);
            put_u16(buffer, limit + 28, trade.number_of_orders);
            buffer[limit + 30] = trade.md_update_action;
            buffer[limit + 31] = trade.rpt_seq;
            buffer[limit + 32] = trade.aggressor_side;
            limit += usize::from(Self::TRADE_BLOCK_LENGTH);
        }
        limit
    }

    fn decode(&mut self, buffer: &[u8], sink: &mut impl Sink) {
        let block_length = usize::from(get_u16(buffer, 0));
        sink.integer(get_u64(buffer, HEADER_LENGTH) as i64);
        sink.integer(get_u16(buffer, HEADER_LENGTH + 8).into());
        sink.integer(buffer[HEADER_LENGTH + 10].into());
        let (trade_block_length, count, mut limit) = get_group_header(buffer, HEADER_LENGTH + block_length);
        sink.integer(count.into());
        for _ in 0..count {
            sink.integer(get_u64(buffer, limit) as i64);
            sink.integer(get_u64(buffer, limit + 8) as i64);
            sink.integer(get_u64(buffer, limit + 16) as i64);
            sink.integer((get_u32(buffer, limit + 24) as i32).into());
            sink.integer(get_u16(buffer, limit + 28).into());
            sink.integer(buffer[limit + 30].into());
            sink.integer(buffer[limit + 31].into());
            sink.integer(buffer[limit + 32].into());
            limit += trade_block_length;
        }
    }
}
