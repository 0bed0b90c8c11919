//! A driver for instruction counts, which a shared machine's load does not blur as it does criterion's
//! times: runs one codec's encode or decode of one message `iterations` times, with the benchmark's
//! `black_box` discipline. Under callgrind, the difference between two iteration counts over their
//! difference is the instructions of one operation:
//!
//!   cargo build --profile bench --example count
//!   valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/count car encode sbetool 10000
//!
//! Arguments: car|market, encode|decode, sbetool|reference|floor, iterations.

use std::hint::black_box;
use std::process::ExitCode;

use sbetool_rust_benchmarks::floor::{FloorCar, FloorTrades};
use sbetool_rust_benchmarks::generated::{Codec, ReferenceCar, ReferenceTrades, SbetoolCar, SbetoolTrades};
use sbetool_rust_benchmarks::samples::{make_car, make_trades};
use sbetool_rust_benchmarks::sinks::BlackBoxSink;
use sbetool_rust_benchmarks::BUFFER_SIZE;

fn run<S>(mut codec: impl Codec<S>, sample: &S, decode: bool, iterations: u64) {
    let mut buffer = vec![0_u8; BUFFER_SIZE];
    if decode {
        let length = codec.encode(sample, &mut buffer);
        let encoded = &buffer[..length];
        for _ in 0..iterations {
            codec.decode(black_box(encoded), &mut BlackBoxSink);
        }
    } else {
        for _ in 0..iterations {
            black_box(codec.encode(black_box(sample), black_box(&mut buffer[..])));
        }
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [message, operation, codec, iterations] = args.as_slice() else {
        eprintln!("usage: count car|market encode|decode sbetool|reference|floor ITERATIONS");
        return ExitCode::from(2);
    };
    let Ok(iterations) = iterations.parse::<u64>() else {
        eprintln!("count: ITERATIONS must be a whole number, not {iterations}");
        return ExitCode::from(2);
    };
    let decode = match operation.as_str() {
        "encode" => false,
        "decode" => true,
        _ => {
            eprintln!("count: the operation is encode or decode, not {operation}");
            return ExitCode::from(2);
        }
    };
    let car = make_car();
    let trades = make_trades();
    match (message.as_str(), codec.as_str()) {
        ("car", "sbetool") => run(SbetoolCar, &car, decode, iterations),
        ("car", "reference") => run(ReferenceCar, &car, decode, iterations),
        ("car", "floor") => run(FloorCar, &car, decode, iterations),
        ("market", "sbetool") => run(SbetoolTrades, &trades, decode, iterations),
        ("market", "reference") => run(ReferenceTrades, &trades, decode, iterations),
        ("market", "floor") => run(FloorTrades, &trades, decode, iterations),
        _ => {
            eprintln!("count: no codec {codec} of message {message}");
            return ExitCode::from(2);
        }
    }
    ExitCode::SUCCESS
}
