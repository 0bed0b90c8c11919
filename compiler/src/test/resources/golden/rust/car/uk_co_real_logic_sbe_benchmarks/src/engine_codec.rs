use crate::*;

pub use decoder::EngineDecoder;
pub use encoder::EngineEncoder;

/// The bytes of the composite.
pub const ENCODED_LENGTH: usize = 6;

pub mod encoder {
    use super::*;

    #[derive(Debug, Default)]
    pub struct EngineEncoder<P> {
        parent: Option<P>,
        offset: usize,
        length: usize,
        at: usize,
    }

    impl<'a, P> Writer<'a> for EngineEncoder<P>
    where
        P: Writer<'a>,
    {
        #[inline]
        fn get_buf_mut(&mut self) -> &mut WriteBuf<'a> {
            let parent = self.parent.as_mut().expect("parent taken");
            parent.get_buf_mut()
        }
    }

    impl<'a, P> EngineEncoder<P>
    where
        P: Writer<'a> + Default,
    {
        /// Encodes the composite at `offset`, a block of its own.
        #[inline]
        pub fn wrap(self, parent: P, offset: usize) -> Self {
            self.wrap_in(parent, offset, ENCODED_LENGTH, 0)
        }

        /// Encodes the composite `at` bytes into the block of `length` bytes at `offset` that holds it.
        #[inline]
        pub fn wrap_in(mut self, parent: P, offset: usize, length: usize, at: usize) -> Self {
            self.parent = Some(parent);
            self.offset = offset;
            self.length = length;
            self.at = at;
            self
        }

        /// Gives back the codec this one was made from.
        #[inline]
        pub fn parent(&mut self) -> SbeResult<P> {
            self.parent.take().ok_or(SbeErr::ParentNotSet)
        }

        #[inline]
        pub fn capacity(&mut self, value: u16) {
            let (offset, length, at) = (self.offset, self.length, self.at);
            self.get_buf_mut().put_in(offset, length, at, value);
        }

        #[inline]
        pub fn num_cylinders(&mut self, value: u8) {
            let (offset, length, at) = (self.offset, self.length, self.at + 2);
            self.get_buf_mut().put_in(offset, length, at, value);
        }

        /// Sets element `index` of 3; an index past the array writes nothing.
        #[inline]
        pub fn manufacturer_code_at(&mut self, index: usize, value: u8) {
            if index < 3 {
                let (offset, length, at) = (self.offset, self.length, self.at + 3);
                let at = at + index;
                self.get_buf_mut().put_in(offset, length, at, value);
            }
        }

        /// Sets all 3 elements: those `value` lacks are zero, those past them ignored.
        #[inline]
        pub fn manufacturer_code(&mut self, value: &[u8]) {
            self.manufacturer_code_zero_padded(value);
        }

        /// Sets the elements from an iterator, at most 3; the others keep their bytes.
        #[inline]
        pub fn manufacturer_code_from_iter(&mut self, iter: impl Iterator<Item = u8>) {
            let (offset, length, at) = (self.offset, self.length, self.at + 3);
            let buf = self.get_buf_mut();
            for (i, v) in iter.take(3).enumerate() {
                buf.put_in(offset, length, at + i, v);
            }
        }

        /// Sets all 3 elements, zero past the end of `value`.
        #[inline]
        pub fn manufacturer_code_zero_padded(&mut self, value: &[u8]) {
            let (offset, length, at) = (self.offset, self.length, self.at + 3);
            let buf = self.get_buf_mut();
            buf.put_array_in::<u8, 3>(offset, length, at, value);
        }
    }
}

pub mod decoder {
    use super::*;

    #[derive(Debug, Default)]
    pub struct EngineDecoder<P> {
        parent: Option<P>,
        offset: usize,
        at: usize,
    }

    impl<P> ActingVersion for EngineDecoder<P>
    where
        P: ActingVersion,
    {
        #[inline]
        fn acting_version(&self) -> u16 {
            self.parent.as_ref().map_or(0, |p| p.acting_version())
        }
    }

    impl<'a, P> Reader<'a> for EngineDecoder<P>
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

    impl<'a, P> EngineDecoder<P>
    where
        P: Reader<'a> + Default,
    {
        /// Decodes the composite at `offset`.
        #[inline]
        pub fn wrap(self, parent: P, offset: usize) -> Self {
            self.wrap_in(parent, offset, 0)
        }

        /// Decodes the composite `at` bytes into the block at `offset` that holds it.
        #[inline]
        pub fn wrap_in(mut self, parent: P, offset: usize, at: usize) -> Self {
            self.parent = Some(parent);
            self.offset = offset;
            self.at = at;
            self
        }

        /// Gives back the codec this one was made from.
        #[inline]
        pub fn parent(&mut self) -> SbeResult<P> {
            self.parent.take().ok_or(SbeErr::ParentNotSet)
        }

        #[inline]
        pub fn capacity(&self) -> u16 {
            self.get_buf().get_in::<u16>(self.offset, self.at)
        }

        #[inline]
        pub fn num_cylinders(&self) -> u8 {
            let at = self.at + 2;
            self.get_buf().get_in::<u8>(self.offset, at)
        }

        #[inline]
        pub fn max_rpm(&self) -> u16 {
            9000_u16
        }

        #[inline]
        pub fn manufacturer_code(&self) -> [u8; 3] {
            let at = self.at + 3;
            self.get_buf().get_bytes_in(self.offset, at)
        }

        #[inline]
        pub fn fuel(&self) -> &'static [u8] {
            b"Petrol"
        }
    }
}
