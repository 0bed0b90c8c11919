//! Tests of the crates sbetool generates: see the files under tests/.
