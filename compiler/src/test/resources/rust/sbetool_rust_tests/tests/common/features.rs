// The feature tests of one byte order, included by little_endian.rs and big_endian.rs with `f` naming the
// crate of that order.
use f::flags::Flags;
use f::kind::Kind;
use f::message_header_codec::MessageHeaderDecoder;
use f::order_codec::decoder::{FillsDecoder, LegsDecoder};
use f::order_codec::encoder::{FillsEncoder, LegsEncoder};
use f::order_codec::{OrderDecoder, OrderEncoder, SBE_BLOCK_LENGTH, SBE_TEMPLATE_ID};
use f::side::Side;
use f::{message_header_codec, ReadBuf, SbeErr, SbeResult, WriteBuf};

const HEADER: usize = message_header_codec::ENCODED_LENGTH;

fn header(buffer: &[u8]) -> MessageHeaderDecoder<ReadBuf<'_>> {
    MessageHeaderDecoder::default().wrap(ReadBuf::new(buffer), 0)
}

/// Encodes an order with two legs, the first with two fills; the length encoded.
fn encode(buffer: &mut [u8]) -> SbeResult<usize> {
    let mut order = OrderEncoder::default().wrap(WriteBuf::new(buffer), HEADER);
    order = order.header(0).parent()?;
    order.id(0x0102_0304_0506_0708);
    order.type_(Kind::type_);
    order.qty(500);
    order.px(f64::NAN);
    order.symbol(b"MSFT");
    order.prices(&[1, -2, 3]);
    order.prices_at(3, 99);
    let mut quote = order.quote_encoder();
    quote.px(-42);
    quote.side(Side::Sell);
    let mut flags = Flags::default();
    flags.set_urgent(true).set_hidden(true);
    quote.flags(flags);
    order = quote.parent()?;
    order.count_2(7);
    let mut legs = order.legs_encoder(2, LegsEncoder::default());
    for (ratio, fills) in [(1, 2_u16), (-1, 0)] {
        assert!(legs.advance()?.is_some());
        legs.ratio(ratio);
        let mut fill = legs.fills_encoder(fills, FillsEncoder::default());
        while let Some(index) = fill.advance()? {
            fill.qty(10 * (index as u32 + 1));
            fill.try_note(format!("note {index}").as_bytes())?;
        }
        assert_eq!(fill.advance()?, None);
        legs = fill.parent()?;
        legs.try_label(b"leg")?;
    }
    order = legs.parent()?;
    order.try_text("déjà".as_bytes())?;
    order.try_in_(b"in")?;
    Ok(HEADER + order.try_encoded_length()?)
}

/// Decodes the order `encode` wrote, checking every value.
fn decode(buffer: &[u8]) -> SbeResult<usize> {
    let mut order = OrderDecoder::default().try_header(header(buffer), 0)?;
    assert_eq!(header(buffer).block_length(), SBE_BLOCK_LENGTH);
    assert_eq!(header(buffer).template_id(), SBE_TEMPLATE_ID);
    assert_eq!(order.id(), 0x0102_0304_0506_0708);
    assert_eq!(order.type_(), Kind::type_);
    assert_eq!(order.qty(), Some(500));
    assert_eq!(order.px(), None);
    assert_eq!(&order.symbol(), b"MSFT\0\0\0\0");
    assert_eq!(order.prices(), [1, -2, 3]);
    assert_eq!(order.venue(), b"XNAS");
    assert_eq!(order.lot(), 100);
    let mut quote = order.quote_decoder();
    assert_eq!(quote.px(), -42);
    assert_eq!(quote.side(), Side::Sell);
    assert!(quote.flags().get_urgent() && quote.flags().get_hidden());
    order = quote.parent()?;
    assert_eq!(order.count_2(), 7);
    let mut legs = order.legs_decoder();
    let mut ratios = Vec::new();
    while legs.advance()?.is_some() {
        ratios.push(legs.ratio());
        let mut fills = legs.fills_decoder();
        let mut index = 0;
        while fills.advance()?.is_some() {
            index += 1;
            assert_eq!(fills.qty(), 10 * index);
            let note = fills.try_note_decoder()?;
            assert_eq!(fills.note_slice(note), format!("note {}", index - 1).as_bytes());
        }
        legs = fills.parent()?;
        let label = legs.try_label_decoder()?;
        assert_eq!(legs.label_slice(label), b"leg");
    }
    assert_eq!((legs.count(), ratios), (2, vec![1, -1]));
    order = legs.parent()?;
    let text = order.try_text_decoder()?;
    assert_eq!(order.text_slice(text), "déjà".as_bytes());
    let keyword = order.try_in_decoder()?;
    assert_eq!(order.in_slice(keyword), b"in");
    Ok(HEADER + order.encoded_length())
}

fn encoded() -> Vec<u8> {
    let mut buffer = vec![0_u8; 256];
    let length = encode(&mut buffer).expect("encodes");
    buffer.truncate(length);
    buffer
}

#[test]
fn round_trip() {
    let buffer = encoded();
    assert_eq!(decode(&buffer), Ok(buffer.len()));
}

#[test]
fn fields_are_in_the_schema_byte_order() {
    let buffer = encoded();
    let id = &buffer[HEADER..HEADER + 8];
    if BIG_ENDIAN {
        assert_eq!(id, [1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(&buffer[0..2], [0, SBE_BLOCK_LENGTH as u8]);
    } else {
        assert_eq!(id, [8, 7, 6, 5, 4, 3, 2, 1]);
        assert_eq!(&buffer[0..2], [SBE_BLOCK_LENGTH as u8, 0]);
    }
}

#[test]
fn enums_and_sets_convert() {
    assert_eq!(u8::from(Side::Buy), b'B');
    assert_eq!(Side::from(b'S'), Side::Sell);
    assert_eq!(Side::from(b'x'), Side::NullVal);
    assert_eq!(u8::from(Side::NullVal), 0);
    assert_eq!("Sell".parse::<Side>(), Ok(Side::Sell));
    assert_eq!("nothing".parse::<Side>(), Ok(Side::NullVal));
    assert_eq!(Kind::type_.to_string(), "type");
    assert_eq!("type".parse::<Kind>(), Ok(Kind::type_));
    assert_eq!(Kind::default(), Kind::NullVal);
    let mut flags = Flags::new(0);
    flags.set_hidden(true);
    assert_eq!(flags.0, 0x8000);
    flags.set_hidden(false).set_urgent(true);
    assert_eq!(flags.0, 1);
    assert_eq!(flags.clear().0, 0);
    assert_eq!(format!("{:?}", Flags::new(1)), "Flags { urgent: true, hidden: false }");
}

#[test]
fn every_truncated_message_is_refused_without_a_panic() {
    let buffer = encoded();
    for length in 0..buffer.len() {
        assert!(decode(&buffer[..length]).is_err(), "{length} bytes decode");
    }
}

#[test]
fn short_headers_blocks_groups_and_var_data_report_their_offset() {
    let buffer = encoded();
    let short_header = OrderDecoder::default().try_header(header(&buffer[..4]), 0);
    assert_eq!(short_header.err(), Some(SbeErr::ShortBuffer { offset: 0, length: HEADER }));
    let block = SBE_BLOCK_LENGTH as usize;
    let short_block = OrderDecoder::default().try_header(header(&buffer[..HEADER + 1]), 0);
    assert_eq!(short_block.err(), Some(SbeErr::ShortBuffer { offset: HEADER, length: block }));

    // The lenient functions read zeros and give empty var data past the end, never panic.
    let order = OrderDecoder::default().header(header(&buffer[..HEADER + block + 2]), 0);
    let mut legs: LegsDecoder<_> = order.legs_decoder();
    assert_eq!(legs.advance(), Err(SbeErr::ShortBuffer { offset: HEADER + block, length: 4 }));
    let mut order = legs.parent().expect("parent");
    assert_eq!(order.text_decoder(), (HEADER + block + 2, 0));
    assert_eq!(order.text_slice((usize::MAX, 2)), b"");
    let short = OrderDecoder::default().header(header(&buffer[..HEADER + 1]), 0);
    assert_eq!(short.id(), 0);
    assert_eq!(short.quote_decoder().px(), 0);

    // A var data length past the end.
    let mut cut = encoded();
    cut.truncate(cut.len() - 2);
    let mut order = OrderDecoder::default().header(header(&cut), 0);
    let mut legs = order.legs_decoder();
    while legs.advance().expect("legs").is_some() {
        let mut fills: FillsDecoder<_> = legs.fills_decoder();
        while fills.advance().expect("fills").is_some() {
            fills.try_note_decoder().expect("note");
        }
        legs = fills.parent().expect("parent");
        legs.try_label_decoder().expect("label");
    }
    order = legs.parent().expect("parent");
    order.try_text_decoder().expect("text");
    let start = cut.len() - 2;
    assert_eq!(order.try_in_decoder(), Err(SbeErr::ShortBuffer { offset: start + 2, length: 2 }));
}

#[test]
fn wrong_template_is_refused() {
    let mut buffer = encoded();
    buffer[2] = 9;
    buffer[3] = 9;
    let found = 0x0909;
    assert_eq!(OrderDecoder::default().try_header(header(&buffer), 0).err(), Some(SbeErr::WrongTemplateId { found }));
}

#[test]
fn every_short_buffer_is_refused_by_the_encoder_without_a_panic() {
    let length = encoded().len();
    for size in 0..length {
        let mut buffer = vec![0_u8; size];
        assert!(encode(&mut buffer).is_err(), "encodes into {size} bytes");
    }
}

#[test]
fn refused_writes_are_reported() {
    let mut buffer = [0_u8; 80];
    let mut order = OrderEncoder::default().wrap(WriteBuf::new(&mut buffer), HEADER);
    assert_eq!(order.try_text(&[b'x'; 101]), Err(SbeErr::TooLong { length: 101, max: 100 }));
    assert_eq!(order.try_encoded_length(), Ok(SBE_BLOCK_LENGTH as usize));
    order.text(&[b'x'; 101]);
    assert!(order.try_encoded_length().is_err(), "the lenient setter's refusal is kept");

    let mut buffer = [0_u8; 8];
    let mut order = OrderEncoder::default().wrap(WriteBuf::new(&mut buffer), 0);
    order.id(1);
    let length = SBE_BLOCK_LENGTH as usize;
    assert_eq!(order.try_encoded_length(), Err(SbeErr::ShortBuffer { offset: 0, length }));
    order.count_2(1);
    let mut legs = order.legs_encoder(1, LegsEncoder::default());
    assert_eq!(legs.advance(), Err(SbeErr::ShortBuffer { offset: length + 4, length: 4 }));
    assert!(legs.parent().is_ok());
    assert_eq!(legs.parent().err(), Some(SbeErr::ParentNotSet));
    assert_eq!(legs.advance(), Err(SbeErr::ParentNotSet));
}

#[test]
fn arrays_take_what_fits() {
    let mut buffer = [0xff_u8; 80];
    let mut order = OrderEncoder::default().wrap(WriteBuf::new(&mut buffer), 0);
    order.symbol(b"ABCDEFGHIJ");
    order.prices(&[5]);
    order.prices_at(2, 6);
    order.prices_at(3, 7);
    order.symbol_at(8, b'!');
    order.count_2(3);
    let order = OrderDecoder::default().wrap(ReadBuf::new(&buffer), 0, SBE_BLOCK_LENGTH, 0);
    assert_eq!(&order.symbol(), b"ABCDEFGH");
    assert_eq!(order.prices(), [5, 0, 6]);
    assert_eq!(order.count_2(), 3);
}
