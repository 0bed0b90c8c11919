//! The feature tests against the big-endian crate, the same schema with byteOrder="bigEndian".
use features_be as f;

const BIG_ENDIAN: bool = true;

include!("common/features.rs");
