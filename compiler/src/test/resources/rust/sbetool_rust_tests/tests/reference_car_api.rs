//! A program written against the reference implementation's Rust API for car.xml, using its names only,
//! built against the crate sbetool generates.
use uk_co_real_logic_sbe_benchmarks::{
    boolean_type::BooleanType,
    car_codec::{decoder::*, encoder::*, *},
    message_header_codec::{self, MessageHeaderDecoder},
    model::Model,
    optional_extras::OptionalExtras,
    ReadBuf, SbeResult, WriteBuf, SBE_SCHEMA_ID, SBE_SCHEMA_VERSION, SBE_SEMANTIC_VERSION,
};

fn encode_car(buffer: &mut [u8]) -> SbeResult<usize> {
    let mut car = CarEncoder::default();
    car = car.wrap(WriteBuf::new(buffer), message_header_codec::ENCODED_LENGTH);
    car = car.header(0).parent()?;

    car.serial_number(1234);
    car.model_year(2013);
    car.available(BooleanType::T);
    car.code(Model::A);
    car.some_numbers(&[0, 1, 2, 3, 4]);
    car.vehicle_code(b"abcdef");

    let mut extras = OptionalExtras::default();
    extras
        .set_cruise_control(true)
        .set_sports_pack(true)
        .set_sun_roof(false);
    car.extras(extras);

    let mut engine = car.engine_encoder();
    engine.capacity(2000);
    engine.num_cylinders(4);
    engine.manufacturer_code(b"123");
    car = engine.parent()?;

    let mut fuel_figures = car.fuel_figures_encoder(3, FuelFiguresEncoder::default());
    for (speed, mpg) in [(30, 35.9), (55, 49.0), (75, 40.0)] {
        fuel_figures.advance()?;
        fuel_figures.speed(speed);
        fuel_figures.mpg(mpg);
    }
    car = fuel_figures.parent()?;

    let mut performance = car.performance_figures_encoder(2, PerformanceFiguresEncoder::default());
    for octane_rating in [95, 99] {
        performance.advance()?;
        performance.octane_rating(octane_rating);
        let mut acceleration = performance.acceleration_encoder(3, AccelerationEncoder::default());
        for (mph, seconds) in [(30, 4.0), (60, 7.5), (100, 12.2)] {
            acceleration.advance()?;
            acceleration.mph(mph);
            acceleration.seconds(seconds);
        }
        performance = acceleration.parent()?;
    }
    car = performance.parent()?;

    car.manufacturer(b"Honda");
    car.model(b"Civic VTi");
    Ok(message_header_codec::ENCODED_LENGTH + car.encoded_length())
}

fn decode_car(buffer: &[u8]) -> SbeResult<String> {
    let buf = ReadBuf::new(buffer);
    let header = MessageHeaderDecoder::default().wrap(buf, 0);
    assert_eq!(SBE_TEMPLATE_ID, header.template_id());
    assert_eq!(SBE_SCHEMA_ID, header.schema_id());
    assert_eq!(SBE_SCHEMA_VERSION, header.version());
    let mut car = CarDecoder::default().header(header, 0);

    let mut out = format!(
        "{} {} {} {} {:?} {:?} {:?}",
        car.serial_number(),
        car.model_year(),
        car.available(),
        car.code(),
        car.some_numbers(),
        car.vehicle_code(),
        car.extras()
    );
    let extras = car.extras();
    assert!(extras.get_cruise_control() && extras.get_sports_pack() && !extras.get_sun_roof());

    let mut engine = car.engine_decoder();
    out += &format!(
        " engine {} {} {} {:?} {:?}",
        engine.capacity(),
        engine.num_cylinders(),
        engine.max_rpm(),
        engine.manufacturer_code(),
        engine.fuel()
    );
    car = engine.parent()?;

    let mut fuel_figures = car.fuel_figures_decoder();
    while let Some(index) = fuel_figures.advance()? {
        out += &format!(
            " fuel[{index}] {} {}",
            fuel_figures.speed(),
            fuel_figures.mpg()
        );
    }
    car = fuel_figures.parent()?;

    let mut performance = car.performance_figures_decoder();
    while performance.advance()?.is_some() {
        out += &format!(" octane {}", performance.octane_rating());
        let mut acceleration = performance.acceleration_decoder();
        while acceleration.advance()?.is_some() {
            out += &format!(" {}mph {}s", acceleration.mph(), acceleration.seconds());
        }
        performance = acceleration.parent()?;
    }
    car = performance.parent()?;

    let coordinates = car.manufacturer_decoder();
    out += &format!(
        " {:?}",
        std::str::from_utf8(car.manufacturer_slice(coordinates))
    );
    let coordinates = car.model_decoder();
    out += &format!(" {:?}", std::str::from_utf8(car.model_slice(coordinates)));
    Ok(out)
}

#[test]
fn the_reference_car_example_compiles_and_round_trips() {
    let mut buffer = [0_u8; 256];
    let length = encode_car(&mut buffer).expect("encodes");
    assert_eq!(SBE_SEMANTIC_VERSION, "5.2");
    assert_eq!(
        decode_car(&buffer[..length]).expect("decodes"),
        "1234 2013 T A [0, 1, 2, 3, 4] [97, 98, 99, 100, 101, 102] \
         OptionalExtras { sun_roof: false, sports_pack: true, cruise_control: true } \
         engine 2000 4 9000 [49, 50, 51] [80, 101, 116, 114, 111, 108] \
         fuel[0] 30 35.9 fuel[1] 55 49 fuel[2] 75 40 \
         octane 95 30mph 4s 60mph 7.5s 100mph 12.2s octane 99 30mph 4s 60mph 7.5s 100mph 12.2s \
         Ok(\"Honda\") Ok(\"Civic VTi\")"
    );
    assert_eq!(
        length,
        8 + 41 + 4 + 3 * 6 + 4 + 2 * (1 + 4 + 3 * 6) + 4 + 5 + 4 + 9
    );
}
