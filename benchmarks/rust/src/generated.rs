//! Car and MarketDataIncrementalRefreshTrades through the generated crates, sbetool's and the reference
//! implementation's. Their APIs are the same (sbetool's Rust is a drop-in for the reference's), so each
//! message's code is one macro instantiated for both crates: both are measured through exactly the same calls.
//! Encoding fills a message from the plain sample; decoding reads every field into a sink.

/// A codec of one message: encode a sample into a buffer, giving its length; decode every field into a sink.
pub trait Codec<S> {
    fn encode(&mut self, sample: &S, buffer: &mut [u8]) -> usize;
    fn decode(&mut self, buffer: &[u8], sink: &mut impl crate::sinks::Sink);
}

macro_rules! sbe_car_codec {
    ($codec:ident, $crate_name:ident) => {
        pub struct $codec;

        impl $codec {
            fn encode_car(sample: &crate::samples::CarSample, buffer: &mut [u8]) -> $crate_name::SbeResult<usize> {
                use $crate_name::boolean_type::BooleanType;
                use $crate_name::car_codec::encoder::*;
                use $crate_name::car_codec::CarEncoder;
                use $crate_name::{message_header_codec, model::Model, optional_extras::OptionalExtras, WriteBuf};

                let mut car = CarEncoder::default()
                    .wrap(WriteBuf::new(buffer), message_header_codec::ENCODED_LENGTH)
                    .header(0)
                    .parent()?;
                car.serial_number(sample.serial_number);
                car.model_year(sample.model_year);
                car.available(if sample.available { BooleanType::T } else { BooleanType::F });
                car.code(Model::from(sample.code));
                car.some_numbers(&sample.some_numbers);
                car.vehicle_code(&sample.vehicle_code);
                let mut extras = OptionalExtras::default();
                extras
                    .set_sun_roof(sample.sun_roof)
                    .set_sports_pack(sample.sports_pack)
                    .set_cruise_control(sample.cruise_control);
                car.extras(extras);
                let mut engine = car.engine_encoder();
                engine.capacity(sample.engine_capacity);
                engine.num_cylinders(sample.engine_num_cylinders);
                engine.manufacturer_code(&sample.engine_manufacturer_code);
                car = engine.parent()?;

                let mut fuel = car.fuel_figures_encoder(sample.fuel_figures.len() as u16, FuelFiguresEncoder::default());
                for figure in &sample.fuel_figures {
                    fuel.advance()?;
                    fuel.speed(figure.speed);
                    fuel.mpg(figure.mpg);
                }
                car = fuel.parent()?;
                let mut performance = car.performance_figures_encoder(
                    sample.performance_figures.len() as u16,
                    PerformanceFiguresEncoder::default(),
                );
                for figure in &sample.performance_figures {
                    performance.advance()?;
                    performance.octane_rating(figure.octane_rating);
                    let mut acceleration = performance
                        .acceleration_encoder(figure.accelerations.len() as u16, AccelerationEncoder::default());
                    for value in &figure.accelerations {
                        acceleration.advance()?;
                        acceleration.mph(value.mph);
                        acceleration.seconds(value.seconds);
                    }
                    performance = acceleration.parent()?;
                }
                car = performance.parent()?;
                car.manufacturer(&sample.manufacturer);
                car.model(&sample.model);
                Ok(message_header_codec::ENCODED_LENGTH + car.encoded_length())
            }

            fn decode_car(buffer: &[u8], sink: &mut impl crate::sinks::Sink) -> $crate_name::SbeResult<()> {
                use $crate_name::car_codec::CarDecoder;
                use $crate_name::message_header_codec::MessageHeaderDecoder;
                use $crate_name::ReadBuf;

                let header = MessageHeaderDecoder::default().wrap(ReadBuf::new(buffer), 0);
                let mut car = CarDecoder::default().header(header, 0);
                sink.integer(car.serial_number().into());
                sink.integer(car.model_year().into());
                sink.integer(u8::from(car.available()).into());
                sink.integer(u8::from(car.code()).into());
                for number in car.some_numbers() {
                    sink.integer(number.into());
                }
                sink.text(&car.vehicle_code());
                let extras = car.extras();
                sink.choice(extras.get_sun_roof());
                sink.choice(extras.get_sports_pack());
                sink.choice(extras.get_cruise_control());
                let mut engine = car.engine_decoder();
                sink.integer(engine.capacity().into());
                sink.integer(engine.num_cylinders().into());
                sink.text(&engine.manufacturer_code());
                car = engine.parent()?;

                let mut fuel = car.fuel_figures_decoder();
                sink.integer(fuel.count().into());
                while fuel.advance()?.is_some() {
                    sink.integer(fuel.speed().into());
                    sink.real(fuel.mpg());
                }
                car = fuel.parent()?;
                let mut performance = car.performance_figures_decoder();
                sink.integer(performance.count().into());
                while performance.advance()?.is_some() {
                    sink.integer(performance.octane_rating().into());
                    let mut acceleration = performance.acceleration_decoder();
                    sink.integer(acceleration.count().into());
                    while acceleration.advance()?.is_some() {
                        sink.integer(acceleration.mph().into());
                        sink.real(acceleration.seconds());
                    }
                    performance = acceleration.parent()?;
                }
                car = performance.parent()?;
                let manufacturer = car.manufacturer_decoder();
                let model = car.model_decoder();
                sink.text(car.manufacturer_slice(manufacturer));
                sink.text(car.model_slice(model));
                Ok(())
            }
        }

        impl Codec<crate::samples::CarSample> for $codec {
            fn encode(&mut self, sample: &crate::samples::CarSample, buffer: &mut [u8]) -> usize {
                Self::encode_car(sample, buffer).unwrap_or(0)
            }

            fn decode(&mut self, buffer: &[u8], sink: &mut impl crate::sinks::Sink) {
                // A failure would show in the setup checks, which compare every value.
                let _ = Self::decode_car(buffer, sink);
            }
        }
    };
}

macro_rules! sbe_trades_codec {
    ($codec:ident, $crate_name:ident) => {
        pub struct $codec;

        impl $codec {
            fn encode_trades(sample: &crate::samples::TradesSample, buffer: &mut [u8]) -> $crate_name::SbeResult<usize> {
                use $crate_name::market_data_incremental_refresh_trades_codec::encoder::*;
                use $crate_name::market_data_incremental_refresh_trades_codec::MarketDataIncrementalRefreshTradesEncoder;
                use $crate_name::match_event_indicator::MatchEventIndicator;
                use $crate_name::md_update_action::MDUpdateAction;
                use $crate_name::side::Side;
                use $crate_name::{message_header_codec, WriteBuf};

                let mut message = MarketDataIncrementalRefreshTradesEncoder::default()
                    .wrap(WriteBuf::new(buffer), message_header_codec::ENCODED_LENGTH)
                    .header(0)
                    .parent()?;
                message.transact_time(sample.transact_time);
                message.event_time_delta(sample.event_time_delta);
                message.match_event_indicator(MatchEventIndicator::from(sample.match_event_indicator));
                let mut group = message.md_inc_grp_encoder(sample.trades.len() as u16, MdIncGrpEncoder::default());
                for trade in &sample.trades {
                    group.advance()?;
                    group.trade_id(trade.trade_id);
                    group.security_id(trade.security_id);
                    let mut price = group.md_entry_px_encoder();
                    price.mantissa(trade.price_mantissa);
                    group = price.parent()?;
                    let mut size = group.md_entry_size_encoder();
                    size.mantissa(trade.size_mantissa);
                    group = size.parent()?;
                    group.number_of_orders(trade.number_of_orders);
                    group.md_update_action(MDUpdateAction::from(trade.md_update_action));
                    group.rpt_seq(trade.rpt_seq);
                    group.aggressor_side(Side::from(trade.aggressor_side));
                }
                message = group.parent()?;
                Ok(message_header_codec::ENCODED_LENGTH + message.encoded_length())
            }

            fn decode_trades(buffer: &[u8], sink: &mut impl crate::sinks::Sink) -> $crate_name::SbeResult<()> {
                use $crate_name::market_data_incremental_refresh_trades_codec::MarketDataIncrementalRefreshTradesDecoder;
                use $crate_name::message_header_codec::MessageHeaderDecoder;
                use $crate_name::ReadBuf;

                let header = MessageHeaderDecoder::default().wrap(ReadBuf::new(buffer), 0);
                let message = MarketDataIncrementalRefreshTradesDecoder::default().header(header, 0);
                sink.integer(message.transact_time() as i64);
                sink.integer(message.event_time_delta().into());
                sink.integer(u8::from(message.match_event_indicator()).into());
                let mut trades = message.md_inc_grp_decoder();
                sink.integer(trades.count().into());
                while trades.advance()?.is_some() {
                    sink.integer(trades.trade_id() as i64);
                    sink.integer(trades.security_id() as i64);
                    let mut price = trades.md_entry_px_decoder();
                    sink.integer(price.mantissa());
                    trades = price.parent()?;
                    let mut size = trades.md_entry_size_decoder();
                    sink.integer(size.mantissa().into());
                    trades = size.parent()?;
                    sink.integer(trades.number_of_orders().into());
                    sink.integer(u8::from(trades.md_update_action()).into());
                    sink.integer(trades.rpt_seq().into());
                    sink.integer(u8::from(trades.aggressor_side()).into());
                }
                Ok(())
            }
        }

        impl Codec<crate::samples::TradesSample> for $codec {
            fn encode(&mut self, sample: &crate::samples::TradesSample, buffer: &mut [u8]) -> usize {
                Self::encode_trades(sample, buffer).unwrap_or(0)
            }

            fn decode(&mut self, buffer: &[u8], sink: &mut impl crate::sinks::Sink) {
                let _ = Self::decode_trades(buffer, sink);
            }
        }
    };
}

sbe_car_codec!(SbetoolCar, sbetool_car);
sbe_car_codec!(ReferenceCar, reference_car);
sbe_trades_codec!(SbetoolTrades, sbetool_fix);
sbe_trades_codec!(ReferenceTrades, reference_fix);
