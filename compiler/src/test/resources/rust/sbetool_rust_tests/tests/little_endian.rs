//! The feature tests against the little-endian crate.
use features_le as f;

const BIG_ENDIAN: bool = false;

include!("common/features.rs");
