//! Where decoders put what they read: the benchmarks hand every value to `black_box` (`BlackBoxSink`),
//! the setup checks record them as text to compare (`RecordingSink`). Expected values come from
//! `report_car` and `report_trades`, which list a sample's fields in schema order as a decoder must.

use std::hint::black_box;

use crate::samples::{CarSample, TradesSample};

pub trait Sink {
    fn integer(&mut self, value: i64);
    fn real(&mut self, value: f32);
    fn choice(&mut self, value: bool);
    fn text(&mut self, value: &[u8]);
}

pub struct BlackBoxSink;

impl Sink for BlackBoxSink {
    #[inline]
    fn integer(&mut self, value: i64) {
        black_box(value);
    }

    #[inline]
    fn real(&mut self, value: f32) {
        black_box(value);
    }

    #[inline]
    fn choice(&mut self, value: bool) {
        black_box(value);
    }

    #[inline]
    fn text(&mut self, value: &[u8]) {
        black_box(value);
    }
}

#[derive(Default)]
pub struct RecordingSink {
    pub values: Vec<String>,
}

impl Sink for RecordingSink {
    fn integer(&mut self, value: i64) {
        self.values.push(value.to_string());
    }

    fn real(&mut self, value: f32) {
        self.values.push(value.to_string());
    }

    fn choice(&mut self, value: bool) {
        self.values.push(value.to_string());
    }

    fn text(&mut self, value: &[u8]) {
        self.values.push(format!("{:?}", String::from_utf8_lossy(value)));
    }
}

/// Every field of a Car in schema order; constants are not on the wire.
pub fn report_car(car: &CarSample, sink: &mut impl Sink) {
    sink.integer(car.serial_number.into());
    sink.integer(car.model_year.into());
    sink.integer(car.available.into());
    sink.integer(car.code.into());
    for number in car.some_numbers {
        sink.integer(number.into());
    }
    sink.text(&car.vehicle_code);
    sink.choice(car.sun_roof);
    sink.choice(car.sports_pack);
    sink.choice(car.cruise_control);
    sink.integer(car.engine_capacity.into());
    sink.integer(car.engine_num_cylinders.into());
    sink.text(&car.engine_manufacturer_code);
    sink.integer(car.fuel_figures.len() as i64);
    for fuel in &car.fuel_figures {
        sink.integer(fuel.speed.into());
        sink.real(fuel.mpg);
    }
    sink.integer(car.performance_figures.len() as i64);
    for performance in &car.performance_figures {
        sink.integer(performance.octane_rating.into());
        sink.integer(performance.accelerations.len() as i64);
        for acceleration in &performance.accelerations {
            sink.integer(acceleration.mph.into());
            sink.real(acceleration.seconds);
        }
    }
    sink.text(&car.manufacturer);
    sink.text(&car.model);
}

/// Every field of the trades message in schema order; the constants (exponents, MdEntryType) are not on the wire.
pub fn report_trades(sample: &TradesSample, sink: &mut impl Sink) {
    sink.integer(sample.transact_time as i64);
    sink.integer(sample.event_time_delta.into());
    sink.integer(sample.match_event_indicator.into());
    sink.integer(sample.trades.len() as i64);
    for trade in &sample.trades {
        sink.integer(trade.trade_id as i64);
        sink.integer(trade.security_id as i64);
        sink.integer(trade.price_mantissa);
        sink.integer(trade.size_mantissa.into());
        sink.integer(trade.number_of_orders.into());
        sink.integer(trade.md_update_action.into());
        sink.integer(trade.rpt_seq.into());
        sink.integer(trade.aggressor_side.into());
    }
}
