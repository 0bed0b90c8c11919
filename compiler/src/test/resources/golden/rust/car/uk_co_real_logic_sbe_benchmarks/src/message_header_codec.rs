use crate::*;

pub use decoder::MessageHeaderDecoder;
pub use encoder::MessageHeaderEncoder;

/// The bytes of the composite.
pub const ENCODED_LENGTH: usize = 8;

pub mod encoder {
    use super::*;

    /// Message identifiers and length of message root
    #[derive(Debug, Default)]
    pub struct MessageHeaderEncoder<P> {
        parent: Option<P>,
        offset: usize,
        length: usize,
        at: usize,
    }

    impl<'a, P> Writer<'a> for MessageHeaderEncoder<P>
    where
        P: Writer<'a>,
    {
        #[inline]
        fn get_buf_mut(&mut self) -> &mut WriteBuf<'a> {
            let parent = self.parent.as_mut().expect("parent taken");
            parent.get_buf_mut()
        }
    }

    impl<'a, P> MessageHeaderEncoder<P>
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
        pub fn block_length(&mut self, value: u16) {
            let (offset, length, at) = (self.offset, self.length, self.at);
            self.get_buf_mut().put_in(offset, length, at, value);
        }

        #[inline]
        pub fn template_id(&mut self, value: u16) {
            let (offset, length, at) = (self.offset, self.length, self.at + 2);
            self.get_buf_mut().put_in(offset, length, at, value);
        }

        #[inline]
        pub fn schema_id(&mut self, value: u16) {
            let (offset, length, at) = (self.offset, self.length, self.at + 4);
            self.get_buf_mut().put_in(offset, length, at, value);
        }

        #[inline]
        pub fn version(&mut self, value: u16) {
            let (offset, length, at) = (self.offset, self.length, self.at + 6);
            self.get_buf_mut().put_in(offset, length, at, value);
        }
    }
}

pub mod decoder {
    use super::*;

    /// Message identifiers and length of message root
    #[derive(Debug, Default)]
    pub struct MessageHeaderDecoder<P> {
        parent: Option<P>,
        offset: usize,
        at: usize,
    }

    impl<P> ActingVersion for MessageHeaderDecoder<P>
    where
        P: ActingVersion,
    {
        #[inline]
        fn acting_version(&self) -> u16 {
            self.parent.as_ref().map_or(0, |p| p.acting_version())
        }
    }

    impl<'a, P> Reader<'a> for MessageHeaderDecoder<P>
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

    impl<'a, P> MessageHeaderDecoder<P>
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
        pub fn block_length(&self) -> u16 {
            self.get_buf().get_in::<u16>(self.offset, self.at)
        }

        #[inline]
        pub fn template_id(&self) -> u16 {
            let at = self.at + 2;
            self.get_buf().get_in::<u16>(self.offset, at)
        }

        #[inline]
        pub fn schema_id(&self) -> u16 {
            let at = self.at + 4;
            self.get_buf().get_in::<u16>(self.offset, at)
        }

        #[inline]
        pub fn version(&self) -> u16 {
            let at = self.at + 6;
            self.get_buf().get_in::<u16>(self.offset, at)
        }
    }
}
