//! Encodes a car with the codecs build.rs generated, decodes it and prints what it read.
use sbetool_car_sample::{decode_car, encode_car, model::Model, Car};

fn main() {
    let car = Car {
        serial_number: 1234,
        model_year: 2013,
        code: Model::A,
        cruise_control: true,
        capacity: 2000,
        fuel_figures: vec![(30, 35.9), (55, 49.0)],
        manufacturer: b"Honda".to_vec(),
        model: b"Civic VTi".to_vec(),
    };
    let mut buffer = [0_u8; 256];
    let length = encode_car(&car, &mut buffer).expect("the buffer holds the car");
    let decoded = decode_car(&buffer[..length]).expect("a car decodes");
    println!("{length} bytes: {decoded:?}");
}
