#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum BooleanType {
    F = 0,
    T = 1,
    /// The null value, and any value the schema does not name.
    #[default]
    NullVal = 255,
}

impl From<u8> for BooleanType {
    #[inline]
    fn from(v: u8) -> Self {
        match v {
            0 => Self::F,
            1 => Self::T,
            _ => Self::NullVal,
        }
    }
}

impl From<BooleanType> for u8 {
    #[inline]
    fn from(v: BooleanType) -> Self {
        match v {
            BooleanType::F => 0,
            BooleanType::T => 1,
            BooleanType::NullVal => 255,
        }
    }
}

impl core::str::FromStr for BooleanType {
    type Err = ();

    /// The value of a schema name; `NullVal` for any other text.
    #[inline]
    fn from_str(v: &str) -> core::result::Result<Self, Self::Err> {
        match v {
            "F" => Ok(Self::F),
            "T" => Ok(Self::T),
            _ => Ok(Self::NullVal),
        }
    }
}

impl core::fmt::Display for BooleanType {
    /// The schema's name of the value.
    #[inline]
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::F => f.write_str("F"),
            Self::T => f.write_str("T"),
            Self::NullVal => f.write_str("NullVal"),
        }
    }
}
