/// What a codec operation that can be refused gives.
pub type SbeResult<T> = core::result::Result<T, SbeErr>;

/// Why a codec refused an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SbeErr {
    /// The codec has no parent: it was never wrapped, or `parent()` took it.
    ParentNotSet,
    /// The buffer ends before `length` bytes from `offset`.
    ShortBuffer { offset: usize, length: usize },
    /// The message header names another template than the decoder's.
    WrongTemplateId { found: u64 },
    /// Var data of `length` bytes is longer than its length prefix allows.
    TooLong { length: usize, max: usize },
}

impl core::fmt::Display for SbeErr {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::ParentNotSet => f.write_str("the codec has no parent"),
            Self::ShortBuffer { offset, length } => {
                write!(
                    f,
                    "the buffer ends before {length} bytes at offset {offset}"
                )
            }
            Self::WrongTemplateId { found } => write!(f, "the header names template {found}"),
            Self::TooLong { length, max } => {
                write!(f, "{length} bytes of var data, more than {max}")
            }
        }
    }
}

impl std::error::Error for SbeErr {}

/// A member newer than the acting version (`Left`, the codec given back) or present (`Right`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Either<L, R> {
    Left(L),
    Right(R),
}

/// What encoders write to.
pub trait Writer<'a>: Sized {
    fn get_buf_mut(&mut self) -> &mut WriteBuf<'a>;
}

/// An encoder of a message or group: its limit is where what follows the current block goes.
pub trait Encoder<'a>: Writer<'a> {
    fn get_limit(&self) -> usize;
    fn set_limit(&mut self, limit: usize);
}

/// The schema version a message was encoded with, which decoders of its parts read it by.
pub trait ActingVersion {
    fn acting_version(&self) -> u16;
}

/// What decoders read from.
pub trait Reader<'a>: Sized {
    fn get_buf(&self) -> &ReadBuf<'a>;
}

/// A decoder of a message or group: its limit is where what follows the current block starts.
pub trait Decoder<'a>: Reader<'a> {
    fn get_limit(&self) -> usize;
    fn set_limit(&mut self, limit: usize);
}

/// Bytes to decode. A read past the end gives zeros rather than a panic; the `try_` functions and
/// `advance` of decoders report it as `SbeErr::ShortBuffer`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReadBuf<'a> {
    data: &'a [u8],
}

impl<'a> Reader<'a> for ReadBuf<'a> {
    #[inline]
    fn get_buf(&self) -> &ReadBuf<'a> {
        self
    }
}

impl ReadBuf<'static> {
    /// What a decoder without a parent reads: nothing.
    pub const EMPTY: ReadBuf<'static> = ReadBuf { data: &[] };
}

impl<'a> ReadBuf<'a> {
    #[inline]
    pub fn new(data: &'a [u8]) -> Self {
        Self { data }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.data.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// The end of `length` bytes from `offset`, if the buffer holds them.
    #[inline]
    pub fn check_range(&self, offset: usize, length: usize) -> SbeResult<usize> {
        match offset.checked_add(length) {
            Some(end) if end <= self.data.len() => Ok(end),
            _ => Err(SbeErr::ShortBuffer { offset, length }),
        }
    }

    /// `N` bytes from `index`, zeros where the buffer ends before them.
    #[inline]
    pub fn get_bytes_at<const N: usize>(&self, index: usize) -> [u8; N] {
        let mut bytes = [0_u8; N];
        if let Some(src) = index
            .checked_add(N)
            .and_then(|end| self.data.get(index..end))
        {
            bytes.copy_from_slice(src);
        }
        bytes
    }

    #[inline]
    pub fn get_u8_at(&self, index: usize) -> u8 {
        self.data.get(index).copied().unwrap_or(0)
    }

    #[inline]
    pub fn get_i8_at(&self, index: usize) -> i8 {
        i8::from_le_bytes(self.get_bytes_at(index))
    }

    #[inline]
    pub fn get_i16_at(&self, index: usize) -> i16 {
        i16::from_le_bytes(self.get_bytes_at(index))
    }

    #[inline]
    pub fn get_i32_at(&self, index: usize) -> i32 {
        i32::from_le_bytes(self.get_bytes_at(index))
    }

    #[inline]
    pub fn get_i64_at(&self, index: usize) -> i64 {
        i64::from_le_bytes(self.get_bytes_at(index))
    }

    #[inline]
    pub fn get_u16_at(&self, index: usize) -> u16 {
        u16::from_le_bytes(self.get_bytes_at(index))
    }

    #[inline]
    pub fn get_u32_at(&self, index: usize) -> u32 {
        u32::from_le_bytes(self.get_bytes_at(index))
    }

    #[inline]
    pub fn get_u64_at(&self, index: usize) -> u64 {
        u64::from_le_bytes(self.get_bytes_at(index))
    }

    #[inline]
    pub fn get_f32_at(&self, index: usize) -> f32 {
        f32::from_le_bytes(self.get_bytes_at(index))
    }

    #[inline]
    pub fn get_f64_at(&self, index: usize) -> f64 {
        f64::from_le_bytes(self.get_bytes_at(index))
    }

    /// Whether the buffer holds the `length` bytes from `offset`: a block, found as the `_in` reads find
    /// it, so that once a decoder's `advance` has seen it hold the optimiser drops that check from the reads.
    #[inline]
    pub fn holds(&self, offset: usize, length: usize) -> bool {
        self.data
            .get(offset..)
            .and_then(|rest| rest.get(..length))
            .is_some()
    }

    /// The value at `at` in the block at `offset`; zero where the buffer ends before it.
    #[inline]
    pub fn get_in<T: Primitive>(&self, offset: usize, at: usize) -> T {
        let end = at.wrapping_add(T::SIZE);
        match self.data.get(offset..).and_then(|rest| rest.get(at..end)) {
            Some(src) => T::read_from(src),
            None => T::default(),
        }
    }

    /// `N` bytes at `at` in the block at `offset`; zeros where the buffer ends before them.
    #[inline]
    pub fn get_bytes_in<const N: usize>(&self, offset: usize, at: usize) -> [u8; N] {
        let mut bytes = [0_u8; N];
        let end = at.wrapping_add(N);
        if let Some(src) = self.data.get(offset..).and_then(|rest| rest.get(at..end)) {
            bytes.copy_from_slice(src);
        }
        bytes
    }

    /// `len` bytes from `index`, or none where the buffer ends before them.
    #[inline]
    pub fn get_slice_at(&self, index: usize, len: usize) -> &'a [u8] {
        let data: &'a [u8] = self.data;
        index
            .checked_add(len)
            .and_then(|end| data.get(index..end))
            .unwrap_or(&[])
    }
}

/// A primitive the codecs read and write in the schema's byte order.
pub trait Primitive: Copy + Default {
    /// Its encoded bytes.
    const SIZE: usize;
    /// Writes it to `dst`, exactly `SIZE` bytes.
    fn write_to(self, dst: &mut [u8]);
    /// Reads it from `src`, exactly `SIZE` bytes.
    fn read_from(src: &[u8]) -> Self;
}

macro_rules! primitives {
    ($($t:ty),*) => {
        $(impl Primitive for $t {
            const SIZE: usize = core::mem::size_of::<$t>();

            #[inline]
            fn write_to(self, dst: &mut [u8]) {
                dst.copy_from_slice(&self.to_le_bytes());
            }

            #[inline]
            fn read_from(src: &[u8]) -> Self {
                let mut bytes = [0_u8; core::mem::size_of::<$t>()];
                bytes.copy_from_slice(src);
                <$t>::from_le_bytes(bytes)
            }
        })*
    };
}

primitives!(u8, i8, u16, i16, u32, i32, u64, i64, f32, f64);

/// Bytes to encode into. A write past the end is refused, not a panic: the buffer remembers it, and
/// `try_encoded_length` of the message encoder reports it.
#[derive(Debug, Default)]
pub struct WriteBuf<'a> {
    data: &'a mut [u8],
    // Not a bool: a bool's spare values would hold the discriminant of the `Option` of every codec that
    // holds this buffer, and each refusal check would carry that discriminant along.
    refused: u8,
}

impl<'a> Writer<'a> for WriteBuf<'a> {
    #[inline]
    fn get_buf_mut(&mut self) -> &mut WriteBuf<'a> {
        self
    }
}

impl<'a> WriteBuf<'a> {
    pub fn new(data: &'a mut [u8]) -> Self {
        Self { data, refused: 0 }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.data.len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }

    /// Whether a write was refused since the buffer was made.
    #[inline]
    pub fn is_refused(&self) -> bool {
        self.refused != 0
    }

    /// Records a write refused by an encoder.
    #[inline]
    pub fn refuse(&mut self) {
        self.refused = 1;
    }

    #[inline]
    pub fn put_bytes_at<const COUNT: usize>(&mut self, index: usize, bytes: &[u8; COUNT]) -> usize {
        self.put_slice_at(index, bytes)
    }

    #[inline]
    pub fn put_u8_at(&mut self, index: usize, value: u8) {
        self.put_bytes_at(index, &[value]);
    }

    #[inline]
    pub fn put_i8_at(&mut self, index: usize, value: i8) {
        self.put_bytes_at(index, &i8::to_le_bytes(value));
    }

    #[inline]
    pub fn put_i16_at(&mut self, index: usize, value: i16) {
        self.put_bytes_at(index, &i16::to_le_bytes(value));
    }

    #[inline]
    pub fn put_i32_at(&mut self, index: usize, value: i32) {
        self.put_bytes_at(index, &i32::to_le_bytes(value));
    }

    #[inline]
    pub fn put_i64_at(&mut self, index: usize, value: i64) {
        self.put_bytes_at(index, &i64::to_le_bytes(value));
    }

    #[inline]
    pub fn put_u16_at(&mut self, index: usize, value: u16) {
        self.put_bytes_at(index, &u16::to_le_bytes(value));
    }

    #[inline]
    pub fn put_u32_at(&mut self, index: usize, value: u32) {
        self.put_bytes_at(index, &u32::to_le_bytes(value));
    }

    #[inline]
    pub fn put_u64_at(&mut self, index: usize, value: u64) {
        self.put_bytes_at(index, &u64::to_le_bytes(value));
    }

    #[inline]
    pub fn put_f32_at(&mut self, index: usize, value: f32) {
        self.put_bytes_at(index, &f32::to_le_bytes(value));
    }

    #[inline]
    pub fn put_f64_at(&mut self, index: usize, value: f64) {
        self.put_bytes_at(index, &f64::to_le_bytes(value));
    }

    /// Writes `values` as the `N` elements of an array at `index`, zeros past their end, those past `N`
    /// ignored: one bounds check for the whole array, which is refused whole where the buffer ends first.
    #[inline]
    pub fn put_array_at<T: Primitive, const N: usize>(&mut self, index: usize, values: &[T]) {
        // A sum that wraps ends before it starts, which get_mut refuses as it does a range past the end.
        let end = index.wrapping_add(N * T::SIZE);
        let Some(dst) = self.data.get_mut(index..end) else {
            self.refused = 1;
            return;
        };
        let (head, tail) = dst.split_at_mut(values.len().min(N) * T::SIZE);
        for (bytes, value) in head.chunks_exact_mut(T::SIZE).zip(values) {
            value.write_to(bytes);
        }
        tail.fill(0);
    }

    /// The `length` bytes from `offset`: a codec's block. Every check of a block and every write into it
    /// finds it by these same two comparisons, so that once the optimiser has seen them hold for a block
    /// (in `advance`, or at the block's first write) it drops them from every other write into the block.
    #[inline]
    pub fn block_mut(&mut self, offset: usize, length: usize) -> Option<&mut [u8]> {
        self.data
            .get_mut(offset..)
            .and_then(|rest| rest.get_mut(..length))
    }

    /// Whether the buffer holds the `length` bytes from `offset`.
    #[inline]
    pub fn holds(&self, offset: usize, length: usize) -> bool {
        self.data
            .get(offset..)
            .and_then(|rest| rest.get(..length))
            .is_some()
    }

    /// Writes `value` at `at` in the block of `length` bytes at `offset`, or refuses the write where the
    /// buffer ends before the block (or the block before the value).
    #[inline]
    pub fn put_in<T: Primitive>(&mut self, offset: usize, length: usize, at: usize, value: T) {
        // A sum that wraps ends before it starts, which get_mut refuses as it does a range past the end.
        let end = at.wrapping_add(T::SIZE);
        match self
            .block_mut(offset, length)
            .and_then(|block| block.get_mut(at..end))
        {
            Some(dst) => value.write_to(dst),
            None => self.refused = 1,
        }
    }

    /// As `put_array_at`, the array at `at` in the block of `length` bytes at `offset`.
    #[inline]
    pub fn put_array_in<T: Primitive, const N: usize>(
        &mut self,
        offset: usize,
        length: usize,
        at: usize,
        values: &[T],
    ) {
        let end = at.wrapping_add(N * T::SIZE);
        let Some(dst) = self
            .block_mut(offset, length)
            .and_then(|block| block.get_mut(at..end))
        else {
            self.refused = 1;
            return;
        };
        let (head, tail) = dst.split_at_mut(values.len().min(N) * T::SIZE);
        for (bytes, value) in head.chunks_exact_mut(T::SIZE).zip(values) {
            value.write_to(bytes);
        }
        tail.fill(0);
    }

    /// Writes var data at `offset`: a header of `header` bytes holding `length` at `at`, then `value`;
    /// false, writing nothing, where the buffer ends first. One check for the header and the bytes.
    #[inline]
    pub fn put_var_data<T: Primitive>(
        &mut self,
        offset: usize,
        header: usize,
        at: usize,
        length: T,
        value: &[u8],
    ) -> bool {
        let Some(dst) = self.block_mut(offset, header.wrapping_add(value.len())) else {
            return false;
        };
        if header > dst.len() {
            return false;
        }
        let (head, bytes) = dst.split_at_mut(header);
        if let Some(prefix) = head.get_mut(at..at.wrapping_add(T::SIZE)) {
            length.write_to(prefix);
        }
        bytes.copy_from_slice(value);
        true
    }

    /// Copies `src` to `index`, or refuses the write where the buffer ends before its end.
    #[inline]
    pub fn put_slice_at(&mut self, index: usize, src: &[u8]) -> usize {
        let end = index.checked_add(src.len());
        match end.and_then(|end| self.data.get_mut(index..end)) {
            Some(dst) => dst.copy_from_slice(src),
            None => self.refused = 1,
        }
        src.len()
    }
}

impl<'a> From<&'a mut WriteBuf<'a>> for &'a mut [u8] {
    #[inline]
    fn from(buf: &'a mut WriteBuf<'a>) -> &'a mut [u8] {
        buf.data
    }
}
