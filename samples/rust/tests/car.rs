//! The codecs build.rs generated encode a car and decode it back, and refuse what is not one.
use sbetool_car_sample::{
    car_codec::SBE_BLOCK_LENGTH, decode_car, encode_car, model::Model, Car, SbeErr,
    SBE_SCHEMA_VERSION,
};

fn car() -> Car {
    Car {
        serial_number: 77,
        model_year: 2024,
        code: Model::C,
        cruise_control: true,
        capacity: 1600,
        fuel_figures: vec![(30, 35.5), (55, 49.0), (75, 40.25)],
        manufacturer: b"Honda".to_vec(),
        model: b"Jazz".to_vec(),
    }
}

#[test]
fn a_car_round_trips() {
    let mut buffer = [0_u8; 256];
    let length = encode_car(&car(), &mut buffer).expect("encodes");
    // header, root block, three fuel entries, an empty performance group, two var data fields
    assert_eq!(
        length,
        8 + usize::from(SBE_BLOCK_LENGTH) + 4 + 3 * 6 + 4 + (4 + 5) + (4 + 4)
    );
    assert_eq!(decode_car(&buffer[..length]), Ok(car()));
    assert_eq!(SBE_SCHEMA_VERSION, 1);
}

#[test]
fn a_truncated_car_is_refused() {
    let mut buffer = [0_u8; 256];
    let length = encode_car(&car(), &mut buffer).expect("encodes");
    for short in 8..length - 4 {
        assert!(
            matches!(
                decode_car(&buffer[..short]),
                Err(SbeErr::ShortBuffer { .. })
            ),
            "{short} bytes of {length}"
        );
    }
}

#[test]
fn another_template_is_refused() {
    let mut buffer = [0_u8; 256];
    let length = encode_car(&car(), &mut buffer).expect("encodes");
    buffer[2] = 9;
    assert_eq!(
        decode_car(&buffer[..length]),
        Err(SbeErr::WrongTemplateId { found: 9 })
    );
}

#[test]
fn a_buffer_too_small_is_refused() {
    let mut buffer = [0_u8; 40];
    assert!(matches!(
        encode_car(&car(), &mut buffer),
        Err(SbeErr::ShortBuffer { .. })
    ));
}
