//! The codecs the Rust benchmarks measure (benches/codecs.rs) and the setup checks they pass first: every
//! codec gives back every value it encoded, encodes the same bytes twice, and all three codecs of a message
//! (sbetool's crate, the reference's crate, the hand-written floor) write the same bytes.

pub mod floor;
pub mod generated;
pub mod samples;
pub mod sinks;

use generated::Codec;
use sinks::RecordingSink;

/// Room for either message, with the buffer's slack every codec gets.
pub const BUFFER_SIZE: usize = 1024;

/// Encodes `sample` twice and decodes it once: the bytes, or what differed.
fn round_trip<S>(
    what: &str,
    codec: &mut impl Codec<S>,
    sample: &S,
    report: fn(&S, &mut RecordingSink),
) -> Result<Vec<u8>, String> {
    let mut first = vec![0_u8; BUFFER_SIZE];
    let length = codec.encode(sample, &mut first);
    let mut second = vec![0_u8; BUFFER_SIZE];
    let again = codec.encode(sample, &mut second);
    if length == 0 || length != again || first[..length] != second[..length] {
        return Err(format!("{what}: encoding the same sample twice gave different bytes (or none)"));
    }
    let mut expected = RecordingSink::default();
    report(sample, &mut expected);
    let mut decoded = RecordingSink::default();
    codec.decode(&first[..length], &mut decoded);
    if expected.values != decoded.values {
        return Err(format!("{what}: decoded {:?}, encoded {:?}", decoded.values, expected.values));
    }
    first.truncate(length);
    Ok(first)
}

fn same_bytes(what: &str, ours: &[u8], theirs: &[u8]) -> Result<(), String> {
    match ours.iter().zip(theirs).position(|(a, b)| a != b) {
        None if ours.len() == theirs.len() => Ok(()),
        at => Err(format!(
            "{what}: bytes differ from sbetool's at offset {} (lengths {} and {})",
            at.unwrap_or(ours.len().min(theirs.len())),
            theirs.len(),
            ours.len()
        )),
    }
}

/// The setup checks: Ok, or what failed.
pub fn check_codecs() -> Result<(), String> {
    let car = samples::make_car();
    let ours = round_trip("Car, sbetool", &mut generated::SbetoolCar, &car, sinks::report_car)?;
    let reference = round_trip("Car, reference", &mut generated::ReferenceCar, &car, sinks::report_car)?;
    let floor = round_trip("Car, floor", &mut floor::FloorCar, &car, sinks::report_car)?;
    same_bytes("Car, the reference's", &ours, &reference)?;
    same_bytes("Car, the floor's", &ours, &floor)?;

    let trades = samples::make_trades();
    let ours = round_trip("MarketData, sbetool", &mut generated::SbetoolTrades, &trades, sinks::report_trades)?;
    let reference =
        round_trip("MarketData, reference", &mut generated::ReferenceTrades, &trades, sinks::report_trades)?;
    let floor = round_trip("MarketData, floor", &mut floor::FloorTrades, &trades, sinks::report_trades)?;
    same_bytes("MarketData, the reference's", &ours, &reference)?;
    same_bytes("MarketData, the floor's", &ours, &floor)
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_codec_round_trips_and_writes_the_same_bytes() {
        super::check_codecs().unwrap();
    }
}
