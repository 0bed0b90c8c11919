//! Versioning both ways: a version 0 decoder reads a version 1 message (skipping what it does not know by
//! the block lengths on the wire), and a version 1 decoder reads a version 0 message (members newer than
//! the acting version read as null, None or Either::Left).
use versions_new::tick_codec::decoder::EntriesDecoder as NewEntriesDecoder;
use versions_new::tick_codec::encoder::{EntriesEncoder as NewEntries, ExtraEncoder};
use versions_new::tick_codec::{TickDecoder as NewDecoder, TickEncoder as NewEncoder};
use versions_new::Either;
use versions_old::tick_codec::encoder::EntriesEncoder as OldEntries;
use versions_old::tick_codec::{TickDecoder as OldDecoder, TickEncoder as OldEncoder};

fn old_message(buffer: &mut [u8]) -> usize {
    let mut tick = OldEncoder::default().wrap(versions_old::WriteBuf::new(buffer), 8);
    tick = tick.header(0).parent().expect("header");
    tick.a(7);
    let mut entries = tick.entries_encoder(2, OldEntries::default());
    for q in [1, 2] {
        entries.advance().expect("entry");
        entries.q(q);
    }
    tick = entries.parent().expect("parent");
    tick.d(b"old");
    8 + tick.try_encoded_length().expect("fits")
}

fn new_message(buffer: &mut [u8]) -> usize {
    let mut tick = NewEncoder::default().wrap(versions_new::WriteBuf::new(buffer), 8);
    tick = tick.header(0).parent().expect("header");
    tick.a(7);
    tick.b(-5);
    tick.c(9);
    let mut p = tick.p_encoder();
    p.x(3);
    tick = p.parent().expect("parent");
    let mut entries = tick.entries_encoder(2, NewEntries::default());
    for q in [1, 2] {
        entries.advance().expect("entry");
        entries.q(q);
        entries.r(q as i16 * 10);
    }
    tick = entries.parent().expect("parent");
    let mut extra = tick.extra_encoder(1, ExtraEncoder::default());
    extra.advance().expect("entry");
    extra.z(4);
    tick = extra.parent().expect("parent");
    tick.d(b"new");
    tick.v(b"newer");
    8 + tick.try_encoded_length().expect("fits")
}

#[test]
fn an_old_decoder_reads_a_new_message() {
    let mut buffer = [0_u8; 128];
    new_message(&mut buffer);
    let header = versions_old::message_header_codec::MessageHeaderDecoder::default()
        .wrap(versions_old::ReadBuf::new(&buffer), 0);
    let tick = OldDecoder::default().try_header(header, 0).expect("header");
    assert_eq!((tick.acting_version, tick.acting_block_length), (1, 18));
    assert_eq!(tick.a(), 7);
    let mut entries = tick.entries_decoder();
    let mut qs = Vec::new();
    while entries.advance().expect("entry").is_some() {
        qs.push(entries.q());
    }
    assert_eq!(
        qs,
        [1, 2],
        "entries of 6 bytes are read by their block length on the wire"
    );
}

#[test]
fn a_new_decoder_reads_an_old_message() {
    let mut buffer = [0_u8; 128];
    let length = old_message(&mut buffer);
    let header = versions_new::message_header_codec::MessageHeaderDecoder::default()
        .wrap(versions_new::ReadBuf::new(&buffer[..length]), 0);
    let tick = NewDecoder::default().try_header(header, 0).expect("header");
    assert_eq!((tick.acting_version, tick.acting_block_length), (0, 4));
    assert_eq!(tick.a(), 7);
    assert_eq!(
        tick.b(),
        i64::MIN,
        "a required field newer than the message reads as its null value"
    );
    assert_eq!(tick.c(), None);
    let tick = match tick.p_decoder() {
        Either::Left(tick) => tick,
        Either::Right(_) => panic!("a composite newer than the message is Left"),
    };
    let mut entries: NewEntriesDecoder<_> = tick.entries_decoder();
    let mut rs = Vec::new();
    while entries.advance().expect("entry").is_some() {
        rs.push((entries.q(), entries.r()));
    }
    assert_eq!(rs, [(1, i16::MIN), (2, i16::MIN)]);
    let mut tick = entries.parent().expect("parent");
    assert!(
        tick.extra_decoder().is_none(),
        "a group newer than the message is None"
    );
    let d = tick.try_d_decoder().expect("d");
    assert_eq!(tick.d_slice(d), b"old");
    let v = tick.try_v_decoder().expect("v");
    assert_eq!(
        tick.v_slice(v),
        b"",
        "var data newer than the message is empty"
    );
}

#[test]
fn a_new_decoder_reads_a_new_message() {
    let mut buffer = [0_u8; 128];
    let length = new_message(&mut buffer);
    let header = versions_new::message_header_codec::MessageHeaderDecoder::default()
        .wrap(versions_new::ReadBuf::new(&buffer[..length]), 0);
    let mut tick = NewDecoder::default().try_header(header, 0).expect("header");
    assert_eq!((tick.b(), tick.c()), (-5, Some(9)));
    tick = match tick.p_decoder() {
        Either::Right(mut p) => {
            assert_eq!(p.x(), 3);
            p.parent().expect("parent")
        }
        Either::Left(_) => panic!("present"),
    };
    let mut entries = tick.entries_decoder();
    while entries.advance().expect("entry").is_some() {
        assert_eq!(entries.r(), entries.q() as i16 * 10);
    }
    tick = entries.parent().expect("parent");
    let mut extra = tick.extra_decoder().expect("present");
    assert_eq!(extra.advance(), Ok(Some(0)));
    assert_eq!(extra.z(), 4);
    tick = extra.parent().expect("parent");
    let d = tick.d_decoder();
    assert_eq!(tick.d_slice(d), b"new");
    let v = tick.v_decoder();
    assert_eq!(tick.v_slice(v), b"newer");
}
