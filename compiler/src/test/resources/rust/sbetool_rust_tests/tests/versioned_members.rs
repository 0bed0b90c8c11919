//! A set choice and a composite member newer than the acting version read as the bytes hold them, in both
//! byte orders: the Java and C++ codecs do not check the acting version for either (a choice is a bit of
//! the set's field, a composite's member part of its field's bytes, both present at the field's version).

macro_rules! read_at_version_0 {
    ($name:ident, $c:ident, $big_endian:expr) => {
        #[test]
        fn $name() {
            use $c::flags::Flags;
            use $c::tick_codec::{TickDecoder, TickEncoder, SBE_BLOCK_LENGTH};
            let mut buffer = [0_u8; 64];
            let mut tick = TickEncoder::default().wrap($c::WriteBuf::new(&mut buffer), 8);
            tick = tick.header(0).parent().expect("a header");
            let mut point = tick.p_encoder();
            point.x(0x0102_0304);
            point.y(-2);
            tick = point.parent().expect("a parent");
            let mut flags = Flags::default();
            flags.set_old(true).set_fresh(true);
            tick.f(flags);
            let length = 8 + tick.encoded_length();
            assert_eq!(length, 8 + 9);
            let y = if $big_endian {
                [0xFF, 0xFF, 0xFF, 0xFE]
            } else {
                [0xFE, 0xFF, 0xFF, 0xFF]
            };
            assert_eq!(
                &buffer[12..16],
                &y,
                "y is written in the schema's byte order"
            );

            // An acting version of 0, before y and fresh were added: both still read what the buffer holds.
            let old = TickDecoder::default().wrap(
                $c::ReadBuf::new(&buffer[..length]),
                8,
                SBE_BLOCK_LENGTH,
                0,
            );
            let mut point = old.p_decoder();
            assert_eq!((point.x(), point.y()), (0x0102_0304, -2));
            let old = point.parent().expect("a parent");
            assert!(old.f().get_old() && old.f().get_fresh());
            assert_eq!(old.f().0, 0b11);
        }
    };
}

read_at_version_0!(
    little_endian_choice_and_member_newer_than_the_acting_version,
    versioned_members_le,
    false
);
read_at_version_0!(
    big_endian_choice_and_member_newer_than_the_acting_version,
    versioned_members_be,
    true
);
