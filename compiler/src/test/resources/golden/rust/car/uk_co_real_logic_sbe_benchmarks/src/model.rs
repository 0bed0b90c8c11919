#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Model {
    A = 65,
    B = 66,
    C = 67,
    /// The null value, and any value the schema does not name.
    #[default]
    NullVal = 0,
}

impl From<u8> for Model {
    #[inline]
    fn from(v: u8) -> Self {
        match v {
            65 => Self::A,
            66 => Self::B,
            67 => Self::C,
            _ => Self::NullVal,
        }
    }
}

impl From<Model> for u8 {
    #[inline]
    fn from(v: Model) -> Self {
        match v {
            Model::A => 65,
            Model::B => 66,
            Model::C => 67,
            Model::NullVal => 0,
        }
    }
}

impl core::str::FromStr for Model {
    type Err = ();

    /// The value of a schema name; `NullVal` for any other text.
    #[inline]
    fn from_str(v: &str) -> core::result::Result<Self, Self::Err> {
        match v {
            "A" => Ok(Self::A),
            "B" => Ok(Self::B),
            "C" => Ok(Self::C),
            _ => Ok(Self::NullVal),
        }
    }
}

impl core::fmt::Display for Model {
    /// The schema's name of the value.
    #[inline]
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            Self::A => f.write_str("A"),
            Self::B => f.write_str("B"),
            Self::C => f.write_str("C"),
            Self::NullVal => f.write_str("NullVal"),
        }
    }
}
