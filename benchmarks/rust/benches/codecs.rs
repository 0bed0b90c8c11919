//! The Rust codec benchmarks: Car and MarketData encode and decode with sbetool's generated crates, the
//! reference implementation's and the hand-written floor. Before anything is measured the setup checks run
//! (sbetool_rust_benchmarks::check_codecs); a failure prints what differed and exits 1. Benchmarks are named
//! "<message>/<encode|decode>/<codec>" (criterion group "<message>/<operation>", function "<codec>"), which
//! benchmarks/run.sh's report reads from criterion's JSON.

use std::hint::black_box;
use std::process::ExitCode;

use criterion::{BenchmarkGroup, Criterion, measurement::WallTime};
use sbetool_rust_benchmarks::floor::{FloorCar, FloorTrades};
use sbetool_rust_benchmarks::generated::{Codec, ReferenceCar, ReferenceTrades, SbetoolCar, SbetoolTrades};
use sbetool_rust_benchmarks::samples::{make_car, make_trades};
use sbetool_rust_benchmarks::sinks::BlackBoxSink;
use sbetool_rust_benchmarks::{BUFFER_SIZE, check_codecs};

/// Encodes `sample` into one buffer over and over. The sample and the buffer pass through `black_box`
/// on every iteration, so every field is read again and every byte must really be written.
fn encode<S>(group: &mut BenchmarkGroup<WallTime>, name: &str, mut codec: impl Codec<S>, sample: &S) {
    let mut buffer = vec![0_u8; BUFFER_SIZE];
    group.bench_function(name, |bencher| {
        bencher.iter(|| {
            let length = codec.encode(black_box(sample), black_box(&mut buffer[..]));
            black_box(length)
        })
    });
}

/// Decodes one encoded message over and over, every value into `black_box`.
fn decode<S>(group: &mut BenchmarkGroup<WallTime>, name: &str, mut codec: impl Codec<S>, sample: &S) {
    let mut buffer = vec![0_u8; BUFFER_SIZE];
    let length = codec.encode(sample, &mut buffer);
    let encoded = &buffer[..length];
    group.bench_function(name, |bencher| bencher.iter(|| codec.decode(black_box(encoded), &mut BlackBoxSink)));
}

fn main() -> ExitCode {
    if let Err(failure) = check_codecs() {
        eprintln!("setup check failed: {failure}");
        return ExitCode::FAILURE;
    }
    eprintln!("setup checks passed: round trips of every codec, the reference's and the floor's bytes equal sbetool's");
    let mut criterion = Criterion::default().configure_from_args();
    let car = make_car();
    let trades = make_trades();

    let mut group = criterion.benchmark_group("Car/encode");
    encode(&mut group, "sbetool", SbetoolCar, &car);
    encode(&mut group, "reference", ReferenceCar, &car);
    encode(&mut group, "floor", FloorCar, &car);
    group.finish();
    let mut group = criterion.benchmark_group("Car/decode");
    decode(&mut group, "sbetool", SbetoolCar, &car);
    decode(&mut group, "reference", ReferenceCar, &car);
    decode(&mut group, "floor", FloorCar, &car);
    group.finish();
    let mut group = criterion.benchmark_group("MarketData/encode");
    encode(&mut group, "sbetool", SbetoolTrades, &trades);
    encode(&mut group, "reference", ReferenceTrades, &trades);
    encode(&mut group, "floor", FloorTrades, &trades);
    group.finish();
    let mut group = criterion.benchmark_group("MarketData/decode");
    decode(&mut group, "sbetool", SbetoolTrades, &trades);
    decode(&mut group, "reference", ReferenceTrades, &trades);
    decode(&mut group, "floor", FloorTrades, &trades);
    group.finish();

    criterion.final_summary();
    ExitCode::SUCCESS
}
