use crate::*;

pub use decoder::CarDecoder;
pub use encoder::CarEncoder;

pub use crate::SBE_SCHEMA_ID;
pub use crate::SBE_SCHEMA_VERSION;
pub use crate::SBE_SEMANTIC_VERSION;

pub const SBE_BLOCK_LENGTH: u16 = 41;
pub const SBE_TEMPLATE_ID: u16 = 1;

pub mod encoder {
    use super::*;

    /// Description of a basic Car
    #[derive(Debug, Default)]
    pub struct CarEncoder<'a> {
        buf: WriteBuf<'a>,
        offset: usize,
        limit: usize,
    }

    impl<'a> Writer<'a> for CarEncoder<'a> {
        #[inline]
        fn get_buf_mut(&mut self) -> &mut WriteBuf<'a> {
            &mut self.buf
        }
    }

    impl<'a> Encoder<'a> for CarEncoder<'a> {
        #[inline]
        fn get_limit(&self) -> usize {
            self.limit
        }

        #[inline]
        fn set_limit(&mut self, limit: usize) {
            self.limit = limit;
        }
    }

    impl<'a> CarEncoder<'a> {
        /// Encodes the message's block at `offset`; what follows it goes after it.
        #[inline]
        pub fn wrap(mut self, buf: WriteBuf<'a>, offset: usize) -> Self {
            self.buf = buf;
            self.offset = offset;
            self.limit = offset + SBE_BLOCK_LENGTH as usize;
            self
        }

        /// The bytes from the block's start to the end of what was encoded.
        #[inline]
        pub fn encoded_length(&self) -> usize {
            self.limit - self.offset
        }

        /// The encoded length, or the first write the buffer refused.
        pub fn try_encoded_length(&self) -> SbeResult<usize> {
            let (offset, length) = (self.offset, self.limit - self.offset);
            if self.buf.is_refused() || self.limit > self.buf.len() {
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            Ok(length)
        }

        /// Encodes the message header at `offset`, with the message's block length, template, schema and version.
        #[inline]
        pub fn header(self, offset: usize) -> message_header_codec::MessageHeaderEncoder<Self> {
            let mut header =
                message_header_codec::MessageHeaderEncoder::default().wrap(self, offset);
            header.block_length(SBE_BLOCK_LENGTH);
            header.template_id(SBE_TEMPLATE_ID);
            header.schema_id(SBE_SCHEMA_ID);
            header.version(SBE_SCHEMA_VERSION);
            header
        }

        #[inline]
        pub fn serial_number(&mut self, value: u32) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 41, 0, value);
        }

        #[inline]
        pub fn model_year(&mut self, value: u16) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 41, 4, value);
        }

        #[inline]
        pub fn available(&mut self, value: boolean_type::BooleanType) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 41, 6, u8::from(value));
        }

        #[inline]
        pub fn code(&mut self, value: model::Model) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 41, 7, u8::from(value));
        }

        /// Sets element `index` of 5; an index past the array writes nothing.
        #[inline]
        pub fn some_numbers_at(&mut self, index: usize, value: i32) {
            if index < 5 {
                let offset = self.offset;
                let at = 8 + index * 4;
                self.get_buf_mut().put_in(offset, 41, at, value);
            }
        }

        /// Sets all 5 elements: those `value` lacks are zero, those past them ignored.
        #[inline]
        pub fn some_numbers(&mut self, value: &[i32]) {
            self.some_numbers_zero_padded(value);
        }

        /// Sets the elements from an iterator, at most 5; the others keep their bytes.
        #[inline]
        pub fn some_numbers_from_iter(&mut self, iter: impl Iterator<Item = i32>) {
            let offset = self.offset;
            let buf = self.get_buf_mut();
            for (i, v) in iter.take(5).enumerate() {
                buf.put_in(offset, 41, 8 + i * 4, v);
            }
        }

        /// Sets all 5 elements, zero past the end of `value`.
        #[inline]
        pub fn some_numbers_zero_padded(&mut self, value: &[i32]) {
            let offset = self.offset;
            let buf = self.get_buf_mut();
            buf.put_array_in::<i32, 5>(offset, 41, 8, value);
        }

        /// Sets element `index` of 6; an index past the array writes nothing.
        #[inline]
        pub fn vehicle_code_at(&mut self, index: usize, value: u8) {
            if index < 6 {
                let offset = self.offset;
                let at = 28 + index;
                self.get_buf_mut().put_in(offset, 41, at, value);
            }
        }

        /// Sets all 6 elements: those `value` lacks are zero, those past them ignored.
        #[inline]
        pub fn vehicle_code(&mut self, value: &[u8]) {
            self.vehicle_code_zero_padded(value);
        }

        /// Sets the elements from an iterator, at most 6; the others keep their bytes.
        #[inline]
        pub fn vehicle_code_from_iter(&mut self, iter: impl Iterator<Item = u8>) {
            let offset = self.offset;
            let buf = self.get_buf_mut();
            for (i, v) in iter.take(6).enumerate() {
                buf.put_in(offset, 41, 28 + i, v);
            }
        }

        /// Sets all 6 elements, zero past the end of `value`.
        #[inline]
        pub fn vehicle_code_zero_padded(&mut self, value: &[u8]) {
            let offset = self.offset;
            let buf = self.get_buf_mut();
            buf.put_array_in::<u8, 6>(offset, 41, 28, value);
        }

        #[inline]
        pub fn extras(&mut self, value: optional_extras::OptionalExtras) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 41, 34, value.0);
        }

        #[inline]
        pub fn engine_encoder(self) -> engine_codec::EngineEncoder<Self> {
            let offset = self.offset;
            let encoder = engine_codec::EngineEncoder::default();
            encoder.wrap_in(self, offset, 41, 35)
        }

        /// Writes the group's dimension for `count` entries; `advance` moves to each.
        #[inline]
        pub fn fuel_figures_encoder(
            self,
            count: u16,
            encoder: FuelFiguresEncoder<Self>,
        ) -> FuelFiguresEncoder<Self> {
            encoder.wrap(self, count)
        }

        /// Writes the group's dimension for `count` entries; `advance` moves to each.
        #[inline]
        pub fn performance_figures_encoder(
            self,
            count: u16,
            encoder: PerformanceFiguresEncoder<Self>,
        ) -> PerformanceFiguresEncoder<Self> {
            encoder.wrap(self, count)
        }

        /// Appends the bytes; a buffer too short or bytes too many are refused (see `try_manufacturer`),
        /// and the message encoder's `try_encoded_length` reports it.
        #[inline]
        pub fn manufacturer(&mut self, value: &[u8]) {
            if self.try_manufacturer(value).is_err() {
                self.get_buf_mut().refuse();
            }
        }

        /// Appends the bytes, or refuses them: more than 1073741824 bytes, or past the buffer's end.
        #[inline]
        pub fn try_manufacturer(&mut self, value: &[u8]) -> SbeResult<()> {
            if value.len() > 1073741824 {
                let (length, max) = (value.len(), 1073741824);
                return Err(SbeErr::TooLong { length, max });
            }
            let limit = self.get_limit();
            let length = 4 + value.len();
            let prefix = value.len() as u32;
            let buf = self.get_buf_mut();
            if !buf.put_var_data(limit, 4, 0, prefix, value) {
                let offset = limit;
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            self.set_limit(limit + length);
            Ok(())
        }

        /// Appends the bytes; a buffer too short or bytes too many are refused (see `try_model`),
        /// and the message encoder's `try_encoded_length` reports it.
        #[inline]
        pub fn model(&mut self, value: &[u8]) {
            if self.try_model(value).is_err() {
                self.get_buf_mut().refuse();
            }
        }

        /// Appends the bytes, or refuses them: more than 1073741824 bytes, or past the buffer's end.
        #[inline]
        pub fn try_model(&mut self, value: &[u8]) -> SbeResult<()> {
            if value.len() > 1073741824 {
                let (length, max) = (value.len(), 1073741824);
                return Err(SbeErr::TooLong { length, max });
            }
            let limit = self.get_limit();
            let length = 4 + value.len();
            let prefix = value.len() as u32;
            let buf = self.get_buf_mut();
            if !buf.put_var_data(limit, 4, 0, prefix, value) {
                let offset = limit;
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            self.set_limit(limit + length);
            Ok(())
        }
    }

    #[derive(Debug, Default)]
    pub struct FuelFiguresEncoder<P> {
        parent: Option<P>,
        count: u16,
        index: usize,
        offset: usize,
    }

    impl<'a, P> Writer<'a> for FuelFiguresEncoder<P>
    where
        P: Writer<'a>,
    {
        #[inline]
        fn get_buf_mut(&mut self) -> &mut WriteBuf<'a> {
            let parent = self.parent.as_mut().expect("parent taken");
            parent.get_buf_mut()
        }
    }

    impl<'a, P> Encoder<'a> for FuelFiguresEncoder<P>
    where
        P: Encoder<'a>,
    {
        #[inline]
        fn get_limit(&self) -> usize {
            self.parent.as_ref().map_or(0, |parent| parent.get_limit())
        }

        #[inline]
        fn set_limit(&mut self, limit: usize) {
            if let Some(parent) = self.parent.as_mut() {
                parent.set_limit(limit);
            }
        }
    }

    impl<'a, P> FuelFiguresEncoder<P>
    where
        P: Encoder<'a> + Default,
    {
        pub fn wrap(mut self, mut parent: P, count: u16) -> Self {
            let offset = parent.get_limit();
            parent.set_limit(offset + 4);
            let buf = parent.get_buf_mut();
            buf.put_in(offset, 4, 0, Self::block_length());
            buf.put_in(offset, 4, 2, count);
            self.parent = Some(parent);
            self.count = count;
            self.index = usize::MAX;
            self.offset = usize::MAX;
            self
        }

        /// The bytes of each entry's block.
        #[inline]
        pub fn block_length() -> u16 {
            6
        }

        /// Gives back the codec this one was made from.
        #[inline]
        pub fn parent(&mut self) -> SbeResult<P> {
            self.parent.take().ok_or(SbeErr::ParentNotSet)
        }

        /// Moves to the next entry: its index, or None after the last.
        #[inline]
        pub fn advance(&mut self) -> SbeResult<Option<usize>> {
            let index = self.index.wrapping_add(1);
            if index >= self.count as usize {
                return Ok(None);
            }
            let parent = self.parent.as_mut().ok_or(SbeErr::ParentNotSet)?;
            let offset = parent.get_limit();
            let length = 6;
            if !parent.get_buf_mut().holds(offset, length) {
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            parent.set_limit(offset + length);
            self.offset = offset;
            self.index = index;
            Ok(Some(index))
        }

        #[inline]
        pub fn speed(&mut self, value: u16) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 6, 0, value);
        }

        #[inline]
        pub fn mpg(&mut self, value: f32) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 6, 2, value);
        }
    }

    #[derive(Debug, Default)]
    pub struct PerformanceFiguresEncoder<P> {
        parent: Option<P>,
        count: u16,
        index: usize,
        offset: usize,
    }

    impl<'a, P> Writer<'a> for PerformanceFiguresEncoder<P>
    where
        P: Writer<'a>,
    {
        #[inline]
        fn get_buf_mut(&mut self) -> &mut WriteBuf<'a> {
            let parent = self.parent.as_mut().expect("parent taken");
            parent.get_buf_mut()
        }
    }

    impl<'a, P> Encoder<'a> for PerformanceFiguresEncoder<P>
    where
        P: Encoder<'a>,
    {
        #[inline]
        fn get_limit(&self) -> usize {
            self.parent.as_ref().map_or(0, |parent| parent.get_limit())
        }

        #[inline]
        fn set_limit(&mut self, limit: usize) {
            if let Some(parent) = self.parent.as_mut() {
                parent.set_limit(limit);
            }
        }
    }

    impl<'a, P> PerformanceFiguresEncoder<P>
    where
        P: Encoder<'a> + Default,
    {
        pub fn wrap(mut self, mut parent: P, count: u16) -> Self {
            let offset = parent.get_limit();
            parent.set_limit(offset + 4);
            let buf = parent.get_buf_mut();
            buf.put_in(offset, 4, 0, Self::block_length());
            buf.put_in(offset, 4, 2, count);
            self.parent = Some(parent);
            self.count = count;
            self.index = usize::MAX;
            self.offset = usize::MAX;
            self
        }

        /// The bytes of each entry's block.
        #[inline]
        pub fn block_length() -> u16 {
            1
        }

        /// Gives back the codec this one was made from.
        #[inline]
        pub fn parent(&mut self) -> SbeResult<P> {
            self.parent.take().ok_or(SbeErr::ParentNotSet)
        }

        /// Moves to the next entry: its index, or None after the last.
        #[inline]
        pub fn advance(&mut self) -> SbeResult<Option<usize>> {
            let index = self.index.wrapping_add(1);
            if index >= self.count as usize {
                return Ok(None);
            }
            let parent = self.parent.as_mut().ok_or(SbeErr::ParentNotSet)?;
            let offset = parent.get_limit();
            let length = 1;
            if !parent.get_buf_mut().holds(offset, length) {
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            parent.set_limit(offset + length);
            self.offset = offset;
            self.index = index;
            Ok(Some(index))
        }

        #[inline]
        pub fn octane_rating(&mut self, value: u8) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 1, 0, value);
        }

        /// Writes the group's dimension for `count` entries; `advance` moves to each.
        #[inline]
        pub fn acceleration_encoder(
            self,
            count: u16,
            encoder: AccelerationEncoder<Self>,
        ) -> AccelerationEncoder<Self> {
            encoder.wrap(self, count)
        }
    }

    #[derive(Debug, Default)]
    pub struct AccelerationEncoder<P> {
        parent: Option<P>,
        count: u16,
        index: usize,
        offset: usize,
    }

    impl<'a, P> Writer<'a> for AccelerationEncoder<P>
    where
        P: Writer<'a>,
    {
        #[inline]
        fn get_buf_mut(&mut self) -> &mut WriteBuf<'a> {
            let parent = self.parent.as_mut().expect("parent taken");
            parent.get_buf_mut()
        }
    }

    impl<'a, P> Encoder<'a> for AccelerationEncoder<P>
    where
        P: Encoder<'a>,
    {
        #[inline]
        fn get_limit(&self) -> usize {
            self.parent.as_ref().map_or(0, |parent| parent.get_limit())
        }

        #[inline]
        fn set_limit(&mut self, limit: usize) {
            if let Some(parent) = self.parent.as_mut() {
                parent.set_limit(limit);
            }
        }
    }

    impl<'a, P> AccelerationEncoder<P>
    where
        P: Encoder<'a> + Default,
    {
        pub fn wrap(mut self, mut parent: P, count: u16) -> Self {
            let offset = parent.get_limit();
            parent.set_limit(offset + 4);
            let buf = parent.get_buf_mut();
            buf.put_in(offset, 4, 0, Self::block_length());
            buf.put_in(offset, 4, 2, count);
            self.parent = Some(parent);
            self.count = count;
            self.index = usize::MAX;
            self.offset = usize::MAX;
            self
        }

        /// The bytes of each entry's block.
        #[inline]
        pub fn block_length() -> u16 {
            6
        }

        /// Gives back the codec this one was made from.
        #[inline]
        pub fn parent(&mut self) -> SbeResult<P> {
            self.parent.take().ok_or(SbeErr::ParentNotSet)
        }

        /// Moves to the next entry: its index, or None after the last.
        #[inline]
        pub fn advance(&mut self) -> SbeResult<Option<usize>> {
            let index = self.index.wrapping_add(1);
            if index >= self.count as usize {
                return Ok(None);
            }
            let parent = self.parent.as_mut().ok_or(SbeErr::ParentNotSet)?;
            let offset = parent.get_limit();
            let length = 6;
            if !parent.get_buf_mut().holds(offset, length) {
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            parent.set_limit(offset + length);
            self.offset = offset;
            self.index = index;
            Ok(Some(index))
        }

        #[inline]
        pub fn mph(&mut self, value: u16) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 6, 0, value);
        }

        #[inline]
        pub fn seconds(&mut self, value: f32) {
            let offset = self.offset;
            self.get_buf_mut().put_in(offset, 6, 2, value);
        }
    }
}

pub mod decoder {
    use super::*;

    /// Description of a basic Car
    #[derive(Clone, Copy, Debug, Default)]
    pub struct CarDecoder<'a> {
        buf: ReadBuf<'a>,
        offset: usize,
        limit: usize,
        pub acting_block_length: u16,
        pub acting_version: u16,
    }

    impl ActingVersion for CarDecoder<'_> {
        #[inline]
        fn acting_version(&self) -> u16 {
            self.acting_version
        }
    }

    impl<'a> Reader<'a> for CarDecoder<'a> {
        #[inline]
        fn get_buf(&self) -> &ReadBuf<'a> {
            &self.buf
        }
    }

    impl<'a> Decoder<'a> for CarDecoder<'a> {
        #[inline]
        fn get_limit(&self) -> usize {
            self.limit
        }

        #[inline]
        fn set_limit(&mut self, limit: usize) {
            self.limit = limit;
        }
    }

    impl<'a> CarDecoder<'a> {
        /// Decodes a block of `acting_block_length` bytes at `offset`, encoded at `acting_version`.
        pub fn wrap(
            mut self,
            buf: ReadBuf<'a>,
            offset: usize,
            acting_block_length: u16,
            acting_version: u16,
        ) -> Self {
            self.buf = buf;
            self.offset = offset;
            self.limit = offset + acting_block_length as usize;
            self.acting_block_length = acting_block_length;
            self.acting_version = acting_version;
            self
        }

        /// The bytes from the block's start to the end of what was decoded.
        #[inline]
        pub fn encoded_length(&self) -> usize {
            self.limit - self.offset
        }

        /// Decodes the message after the header at `offset`, with the block length and version it gives.
        pub fn header(
            self,
            mut header: message_header_codec::MessageHeaderDecoder<ReadBuf<'a>>,
            offset: usize,
        ) -> Self {
            let acting_block_length = header.block_length();
            let acting_version = header.version();
            let buf = header.parent().unwrap_or_default();
            let offset = offset + message_header_codec::ENCODED_LENGTH;
            self.wrap(buf, offset, acting_block_length, acting_version)
        }

        /// As `header`, refusing a header of another template or a buffer that ends before the block.
        pub fn try_header(
            self,
            header: message_header_codec::MessageHeaderDecoder<ReadBuf<'a>>,
            offset: usize,
        ) -> SbeResult<Self> {
            let length = message_header_codec::ENCODED_LENGTH;
            header.get_buf().check_range(offset, length)?;
            let template_id = header.template_id();
            if template_id != SBE_TEMPLATE_ID {
                let found = template_id as u64;
                return Err(SbeErr::WrongTemplateId { found });
            }
            let decoder = self.header(header, offset);
            let length = decoder.acting_block_length as usize;
            decoder.buf.check_range(decoder.offset, length)?;
            Ok(decoder)
        }

        #[inline]
        pub fn serial_number(&self) -> u32 {
            self.get_buf().get_in::<u32>(self.offset, 0)
        }

        #[inline]
        pub fn model_year(&self) -> u16 {
            self.get_buf().get_in::<u16>(self.offset, 4)
        }

        #[inline]
        pub fn available(&self) -> boolean_type::BooleanType {
            self.get_buf().get_in::<u8>(self.offset, 6).into()
        }

        #[inline]
        pub fn code(&self) -> model::Model {
            self.get_buf().get_in::<u8>(self.offset, 7).into()
        }

        #[inline]
        pub fn some_numbers(&self) -> [i32; 5] {
            let buf = self.get_buf();
            let (offset, at) = (self.offset, 8);
            core::array::from_fn(|i| buf.get_in::<i32>(offset, at + i * 4))
        }

        #[inline]
        pub fn vehicle_code(&self) -> [u8; 6] {
            self.get_buf().get_bytes_in(self.offset, 28)
        }

        #[inline]
        pub fn extras(&self) -> optional_extras::OptionalExtras {
            let raw = self.get_buf().get_in::<u8>(self.offset, 34);
            optional_extras::OptionalExtras::new(raw)
        }

        #[inline]
        pub fn engine_decoder(self) -> engine_codec::EngineDecoder<Self> {
            let (offset, at) = (self.offset, 35);
            let decoder = engine_codec::EngineDecoder::default();
            decoder.wrap_in(self, offset, at)
        }

        #[inline]
        pub fn fuel_figures_decoder(self) -> FuelFiguresDecoder<Self> {
            FuelFiguresDecoder::default().wrap(self)
        }

        #[inline]
        pub fn performance_figures_decoder(self) -> PerformanceFiguresDecoder<Self> {
            PerformanceFiguresDecoder::default().wrap(self)
        }

        /// The coordinates (offset, length) of the bytes; past the buffer's end, none at its end.
        #[inline]
        pub fn manufacturer_decoder(&mut self) -> (usize, usize) {
            match self.try_manufacturer_decoder() {
                Ok(coordinates) => coordinates,
                Err(_) => {
                    let end = self.get_buf().len();
                    self.set_limit(end);
                    (end, 0)
                }
            }
        }

        /// The coordinates (offset, length) of the bytes, or where the buffer ends before them.
        #[inline]
        pub fn try_manufacturer_decoder(&mut self) -> SbeResult<(usize, usize)> {
            let offset = self.get_limit();
            let buf = self.get_buf();
            buf.check_range(offset, 4)?;
            let length = buf.get_u32_at(offset);
            let end = buf.check_range(offset + 4, length as usize)?;
            self.set_limit(end);
            Ok((offset + 4, length as usize))
        }

        /// The bytes at the coordinates `manufacturer_decoder` gave.
        #[inline]
        pub fn manufacturer_slice(&self, coordinates: (usize, usize)) -> &'a [u8] {
            self.get_buf().get_slice_at(coordinates.0, coordinates.1)
        }

        /// The coordinates (offset, length) of the bytes; past the buffer's end, none at its end.
        #[inline]
        pub fn model_decoder(&mut self) -> (usize, usize) {
            match self.try_model_decoder() {
                Ok(coordinates) => coordinates,
                Err(_) => {
                    let end = self.get_buf().len();
                    self.set_limit(end);
                    (end, 0)
                }
            }
        }

        /// The coordinates (offset, length) of the bytes, or where the buffer ends before them.
        #[inline]
        pub fn try_model_decoder(&mut self) -> SbeResult<(usize, usize)> {
            let offset = self.get_limit();
            let buf = self.get_buf();
            buf.check_range(offset, 4)?;
            let length = buf.get_u32_at(offset);
            let end = buf.check_range(offset + 4, length as usize)?;
            self.set_limit(end);
            Ok((offset + 4, length as usize))
        }

        /// The bytes at the coordinates `model_decoder` gave.
        #[inline]
        pub fn model_slice(&self, coordinates: (usize, usize)) -> &'a [u8] {
            self.get_buf().get_slice_at(coordinates.0, coordinates.1)
        }
    }

    #[derive(Debug, Default)]
    pub struct FuelFiguresDecoder<P> {
        parent: Option<P>,
        block_length: u16,
        count: u16,
        index: usize,
        offset: usize,
        dimension_at: Option<usize>,
    }

    impl<P> ActingVersion for FuelFiguresDecoder<P>
    where
        P: ActingVersion,
    {
        #[inline]
        fn acting_version(&self) -> u16 {
            self.parent.as_ref().map_or(0, |p| p.acting_version())
        }
    }

    impl<'a, P> Reader<'a> for FuelFiguresDecoder<P>
    where
        P: Reader<'a>,
    {
        #[inline]
        fn get_buf(&self) -> &ReadBuf<'a> {
            match &self.parent {
                Some(parent) => parent.get_buf(),
                None => &ReadBuf::EMPTY,
            }
        }
    }

    impl<'a, P> Decoder<'a> for FuelFiguresDecoder<P>
    where
        P: Decoder<'a>,
    {
        #[inline]
        fn get_limit(&self) -> usize {
            self.parent.as_ref().map_or(0, |parent| parent.get_limit())
        }

        #[inline]
        fn set_limit(&mut self, limit: usize) {
            if let Some(parent) = self.parent.as_mut() {
                parent.set_limit(limit);
            }
        }
    }

    impl<'a, P> FuelFiguresDecoder<P>
    where
        P: Decoder<'a> + ActingVersion + Default,
    {
        /// Reads the group's dimension at the parent's limit.
        pub fn wrap(mut self, mut parent: P) -> Self {
            let offset = parent.get_limit();
            let buf = parent.get_buf();
            let short = buf.check_range(offset, 4).is_err();
            self.block_length = buf.get_u16_at(offset);
            self.count = buf.get_u16_at(offset + 2);
            self.dimension_at = short.then_some(offset);
            parent.set_limit(offset + 4);
            self.parent = Some(parent);
            self.index = usize::MAX;
            self.offset = 0;
            self
        }

        /// Gives back the codec this one was made from.
        #[inline]
        pub fn parent(&mut self) -> SbeResult<P> {
            self.parent.take().ok_or(SbeErr::ParentNotSet)
        }

        /// The number of entries.
        #[inline]
        pub fn count(&self) -> u16 {
            self.count
        }

        /// Moves to the next entry: its index, None after the last, or where the buffer ends.
        pub fn advance(&mut self) -> SbeResult<Option<usize>> {
            if let Some(offset) = self.dimension_at {
                let length = 4;
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            let index = self.index.wrapping_add(1);
            if index >= self.count as usize {
                return Ok(None);
            }
            let length = self.block_length as usize;
            let parent = self.parent.as_mut().ok_or(SbeErr::ParentNotSet)?;
            let offset = parent.get_limit();
            if !parent.get_buf().holds(offset, length) {
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            parent.set_limit(offset + length);
            self.offset = offset;
            self.index = index;
            Ok(Some(index))
        }

        #[inline]
        pub fn speed(&self) -> u16 {
            self.get_buf().get_in::<u16>(self.offset, 0)
        }

        #[inline]
        pub fn mpg(&self) -> f32 {
            self.get_buf().get_in::<f32>(self.offset, 2)
        }
    }

    #[derive(Debug, Default)]
    pub struct PerformanceFiguresDecoder<P> {
        parent: Option<P>,
        block_length: u16,
        count: u16,
        index: usize,
        offset: usize,
        dimension_at: Option<usize>,
    }

    impl<P> ActingVersion for PerformanceFiguresDecoder<P>
    where
        P: ActingVersion,
    {
        #[inline]
        fn acting_version(&self) -> u16 {
            self.parent.as_ref().map_or(0, |p| p.acting_version())
        }
    }

    impl<'a, P> Reader<'a> for PerformanceFiguresDecoder<P>
    where
        P: Reader<'a>,
    {
        #[inline]
        fn get_buf(&self) -> &ReadBuf<'a> {
            match &self.parent {
                Some(parent) => parent.get_buf(),
                None => &ReadBuf::EMPTY,
            }
        }
    }

    impl<'a, P> Decoder<'a> for PerformanceFiguresDecoder<P>
    where
        P: Decoder<'a>,
    {
        #[inline]
        fn get_limit(&self) -> usize {
            self.parent.as_ref().map_or(0, |parent| parent.get_limit())
        }

        #[inline]
        fn set_limit(&mut self, limit: usize) {
            if let Some(parent) = self.parent.as_mut() {
                parent.set_limit(limit);
            }
        }
    }

    impl<'a, P> PerformanceFiguresDecoder<P>
    where
        P: Decoder<'a> + ActingVersion + Default,
    {
        /// Reads the group's dimension at the parent's limit.
        pub fn wrap(mut self, mut parent: P) -> Self {
            let offset = parent.get_limit();
            let buf = parent.get_buf();
            let short = buf.check_range(offset, 4).is_err();
            self.block_length = buf.get_u16_at(offset);
            self.count = buf.get_u16_at(offset + 2);
            self.dimension_at = short.then_some(offset);
            parent.set_limit(offset + 4);
            self.parent = Some(parent);
            self.index = usize::MAX;
            self.offset = 0;
            self
        }

        /// Gives back the codec this one was made from.
        #[inline]
        pub fn parent(&mut self) -> SbeResult<P> {
            self.parent.take().ok_or(SbeErr::ParentNotSet)
        }

        /// The number of entries.
        #[inline]
        pub fn count(&self) -> u16 {
            self.count
        }

        /// Moves to the next entry: its index, None after the last, or where the buffer ends.
        pub fn advance(&mut self) -> SbeResult<Option<usize>> {
            if let Some(offset) = self.dimension_at {
                let length = 4;
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            let index = self.index.wrapping_add(1);
            if index >= self.count as usize {
                return Ok(None);
            }
            let length = self.block_length as usize;
            let parent = self.parent.as_mut().ok_or(SbeErr::ParentNotSet)?;
            let offset = parent.get_limit();
            if !parent.get_buf().holds(offset, length) {
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            parent.set_limit(offset + length);
            self.offset = offset;
            self.index = index;
            Ok(Some(index))
        }

        #[inline]
        pub fn octane_rating(&self) -> u8 {
            self.get_buf().get_in::<u8>(self.offset, 0)
        }

        #[inline]
        pub fn acceleration_decoder(self) -> AccelerationDecoder<Self> {
            AccelerationDecoder::default().wrap(self)
        }
    }

    #[derive(Debug, Default)]
    pub struct AccelerationDecoder<P> {
        parent: Option<P>,
        block_length: u16,
        count: u16,
        index: usize,
        offset: usize,
        dimension_at: Option<usize>,
    }

    impl<P> ActingVersion for AccelerationDecoder<P>
    where
        P: ActingVersion,
    {
        #[inline]
        fn acting_version(&self) -> u16 {
            self.parent.as_ref().map_or(0, |p| p.acting_version())
        }
    }

    impl<'a, P> Reader<'a> for AccelerationDecoder<P>
    where
        P: Reader<'a>,
    {
        #[inline]
        fn get_buf(&self) -> &ReadBuf<'a> {
            match &self.parent {
                Some(parent) => parent.get_buf(),
                None => &ReadBuf::EMPTY,
            }
        }
    }

    impl<'a, P> Decoder<'a> for AccelerationDecoder<P>
    where
        P: Decoder<'a>,
    {
        #[inline]
        fn get_limit(&self) -> usize {
            self.parent.as_ref().map_or(0, |parent| parent.get_limit())
        }

        #[inline]
        fn set_limit(&mut self, limit: usize) {
            if let Some(parent) = self.parent.as_mut() {
                parent.set_limit(limit);
            }
        }
    }

    impl<'a, P> AccelerationDecoder<P>
    where
        P: Decoder<'a> + ActingVersion + Default,
    {
        /// Reads the group's dimension at the parent's limit.
        pub fn wrap(mut self, mut parent: P) -> Self {
            let offset = parent.get_limit();
            let buf = parent.get_buf();
            let short = buf.check_range(offset, 4).is_err();
            self.block_length = buf.get_u16_at(offset);
            self.count = buf.get_u16_at(offset + 2);
            self.dimension_at = short.then_some(offset);
            parent.set_limit(offset + 4);
            self.parent = Some(parent);
            self.index = usize::MAX;
            self.offset = 0;
            self
        }

        /// Gives back the codec this one was made from.
        #[inline]
        pub fn parent(&mut self) -> SbeResult<P> {
            self.parent.take().ok_or(SbeErr::ParentNotSet)
        }

        /// The number of entries.
        #[inline]
        pub fn count(&self) -> u16 {
            self.count
        }

        /// Moves to the next entry: its index, None after the last, or where the buffer ends.
        pub fn advance(&mut self) -> SbeResult<Option<usize>> {
            if let Some(offset) = self.dimension_at {
                let length = 4;
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            let index = self.index.wrapping_add(1);
            if index >= self.count as usize {
                return Ok(None);
            }
            let length = self.block_length as usize;
            let parent = self.parent.as_mut().ok_or(SbeErr::ParentNotSet)?;
            let offset = parent.get_limit();
            if !parent.get_buf().holds(offset, length) {
                return Err(SbeErr::ShortBuffer { offset, length });
            }
            parent.set_limit(offset + length);
            self.offset = offset;
            self.index = index;
            Ok(Some(index))
        }

        #[inline]
        pub fn mph(&self) -> u16 {
            self.get_buf().get_in::<u16>(self.offset, 0)
        }

        #[inline]
        pub fn seconds(&self) -> f32 {
            self.get_buf().get_in::<f32>(self.offset, 2)
        }
    }
}
