//! A car, as a program would hold it, and its encoding with the generated codecs.
use crate::{
    boolean_type::BooleanType,
    car_codec::{decoder::*, encoder::*, SBE_TEMPLATE_ID},
    message_header_codec::{self, MessageHeaderDecoder},
    model::Model,
    optional_extras::OptionalExtras,
    ReadBuf, SbeErr, SbeResult, WriteBuf,
};

/// What a car message holds, most of it (its groups: fuel figures as speed and mpg).
#[derive(Clone, Debug, PartialEq)]
pub struct Car {
    pub serial_number: u32,
    pub model_year: u16,
    pub code: Model,
    pub cruise_control: bool,
    pub capacity: u16,
    pub fuel_figures: Vec<(u16, f32)>,
    pub manufacturer: Vec<u8>,
    pub model: Vec<u8>,
}

/// Writes a message header and `car` at the start of `buffer`, giving the length written.
pub fn encode_car(car: &Car, buffer: &mut [u8]) -> SbeResult<usize> {
    let mut encoder =
        CarEncoder::default().wrap(WriteBuf::new(buffer), message_header_codec::ENCODED_LENGTH);
    encoder = encoder.header(0).parent()?;
    encoder.serial_number(car.serial_number);
    encoder.model_year(car.model_year);
    encoder.available(BooleanType::T);
    encoder.code(car.code);
    let mut extras = OptionalExtras::default();
    extras.set_cruise_control(car.cruise_control);
    encoder.extras(extras);
    let mut engine = encoder.engine_encoder();
    engine.capacity(car.capacity);
    engine.num_cylinders(4);
    encoder = engine.parent()?;
    let mut fuel =
        encoder.fuel_figures_encoder(car.fuel_figures.len() as u16, FuelFiguresEncoder::default());
    for &(speed, mpg) in &car.fuel_figures {
        fuel.advance()?;
        fuel.speed(speed);
        fuel.mpg(mpg);
    }
    encoder = fuel.parent()?;
    let mut performance =
        encoder.performance_figures_encoder(0, PerformanceFiguresEncoder::default());
    encoder = performance.parent()?;
    encoder.try_manufacturer(&car.manufacturer)?;
    encoder.try_model(&car.model)?;
    Ok(message_header_codec::ENCODED_LENGTH + encoder.try_encoded_length()?)
}

/// Reads the car message at the start of `buffer`, refusing another template or a buffer too short.
pub fn decode_car(buffer: &[u8]) -> SbeResult<Car> {
    let header = MessageHeaderDecoder::default().wrap(ReadBuf::new(buffer), 0);
    if header.template_id() != SBE_TEMPLATE_ID {
        return Err(SbeErr::WrongTemplateId {
            found: u64::from(header.template_id()),
        });
    }
    let mut decoder = CarDecoder::default().try_header(header, 0)?;
    let serial_number = decoder.serial_number();
    let model_year = decoder.model_year();
    let code = decoder.code();
    let cruise_control = decoder.extras().get_cruise_control();
    let mut engine = decoder.engine_decoder();
    let capacity = engine.capacity();
    decoder = engine.parent()?;
    let mut fuel = decoder.fuel_figures_decoder();
    let mut fuel_figures = Vec::new();
    while fuel.advance()?.is_some() {
        fuel_figures.push((fuel.speed(), fuel.mpg()));
    }
    decoder = fuel.parent()?;
    let mut performance = decoder.performance_figures_decoder();
    while performance.advance()?.is_some() {
        let mut acceleration = performance.acceleration_decoder();
        while acceleration.advance()?.is_some() {}
        performance = acceleration.parent()?;
    }
    decoder = performance.parent()?;
    let coordinates = decoder.try_manufacturer_decoder()?;
    let manufacturer = decoder.manufacturer_slice(coordinates).to_vec();
    let coordinates = decoder.try_model_decoder()?;
    let model = decoder.model_slice(coordinates).to_vec();
    Ok(Car {
        serial_number,
        model_year,
        code,
        cruise_control,
        capacity,
        fuel_figures,
        manufacturer,
        model,
    })
}
