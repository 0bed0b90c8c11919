//! The plain values every codec encodes from: the same as the Java CarSample and TradesSample and the C++
//! samples.cpp. The benchmarks pass them through `black_box`, so the compiler cannot fold them into the encoders.

pub struct FuelFigure {
    pub speed: u16,
    pub mpg: f32,
}

pub struct Acceleration {
    pub mph: u16,
    pub seconds: f32,
}

pub struct PerformanceFigure {
    pub octane_rating: u8,
    pub accelerations: Vec<Acceleration>,
}

/// car.xml's Car: enums and the set hold their SBE wire values.
pub struct CarSample {
    pub serial_number: u32,
    pub model_year: u16,
    pub available: bool,
    /// Model: b'A', b'B' or b'C'.
    pub code: u8,
    pub some_numbers: [i32; 5],
    pub vehicle_code: [u8; 6],
    pub sun_roof: bool,
    pub sports_pack: bool,
    pub cruise_control: bool,
    pub engine_capacity: u16,
    pub engine_num_cylinders: u8,
    pub engine_manufacturer_code: [u8; 3],
    pub fuel_figures: Vec<FuelFigure>,
    pub performance_figures: Vec<PerformanceFigure>,
    pub manufacturer: Vec<u8>,
    pub model: Vec<u8>,
}

pub struct Trade {
    pub trade_id: u64,
    pub security_id: u64,
    pub price_mantissa: i64,
    pub size_mantissa: i32,
    pub number_of_orders: u16,
    /// MDUpdateAction: NEW is 0.
    pub md_update_action: u8,
    pub rpt_seq: u8,
    /// Side: BUY is b'1'.
    pub aggressor_side: u8,
}

/// fix-message-samples.xml's MarketDataIncrementalRefreshTrades with two trades.
pub struct TradesSample {
    pub transact_time: u64,
    pub event_time_delta: u16,
    /// MatchEventIndicator: b'0' to b'3'.
    pub match_event_indicator: u8,
    pub trades: Vec<Trade>,
}

fn accelerations(values: [(u16, f32); 3]) -> Vec<Acceleration> {
    values
        .into_iter()
        .map(|(mph, seconds)| Acceleration { mph, seconds })
        .collect()
}

pub fn make_car() -> CarSample {
    CarSample {
        serial_number: 1234,
        model_year: 2013,
        available: true,
        code: b'A',
        some_numbers: [1, 2, 3, 4, 5],
        vehicle_code: *b"abcdef",
        sun_roof: false,
        sports_pack: true,
        cruise_control: true,
        engine_capacity: 2000,
        engine_num_cylinders: 4,
        engine_manufacturer_code: *b"123",
        fuel_figures: [(30, 35.9), (55, 49.0), (75, 40.0)]
            .into_iter()
            .map(|(speed, mpg)| FuelFigure { speed, mpg })
            .collect(),
        performance_figures: vec![
            PerformanceFigure {
                octane_rating: 95,
                accelerations: accelerations([(30, 4.0), (60, 7.5), (100, 12.2)]),
            },
            PerformanceFigure {
                octane_rating: 99,
                accelerations: accelerations([(30, 3.8), (60, 7.1), (100, 11.8)]),
            },
        ],
        manufacturer: b"Honda".to_vec(),
        model: b"Civic VTi".to_vec(),
    }
}

pub fn make_trades() -> TradesSample {
    let trade = |trade_id, security_id, price_mantissa, size_mantissa, number_of_orders, rpt_seq| Trade {
        trade_id,
        security_id,
        price_mantissa,
        size_mantissa,
        number_of_orders,
        md_update_action: 0,
        rpt_seq,
        aggressor_side: b'1',
    };
    TradesSample {
        transact_time: 1_704_205_800_123_456_789,
        event_time_delta: 17,
        match_event_indicator: b'2',
        trades: vec![
            trade(1_234_567_890, 56_789, 45_002_500, 5, 3, 101),
            trade(1_234_567_891, 56_790, 45_002_750, 12, 1, 102),
        ],
    }
}
