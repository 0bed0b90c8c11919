//! Generates the Rust codecs of `schemas/car.xml` into `OUT_DIR` with sbetool, at every build where the
//! schema (or the choice of sbetool) changed.
//!
//! sbetool writes a crate (`OUT_DIR/sbetool/<crate>/`). Cargo cannot depend on a crate that a build script
//! makes, so this one takes the generated crate's modules into its own crate instead: it writes
//! `OUT_DIR/codecs.rs`, which `src/lib.rs` includes at its root, with the generated `lib.rs`'s items and a
//! `#[path]` module for each of its modules (the generated modules refer to `crate::`, which is then this crate).
//! The generated `lib.rs`'s inner attributes (`#![...]`, `//!`) cannot be included: `src/lib.rs` states them.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let manifest_dir =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let schema = manifest_dir.join("../../schemas/car.xml");
    println!("cargo:rerun-if-changed={}", schema.display());
    println!("cargo:rerun-if-env-changed=SBETOOL");

    let generated = out_dir.join("sbetool");
    // sbetool writes all or nothing, but a crate left from an older schema could keep a module it no longer has.
    if generated.exists() {
        fs::remove_dir_all(&generated).expect("the old generated crate can be removed");
    }
    let sbetool = sbetool(&manifest_dir);
    let status = Command::new(&sbetool)
        .args(["--target", "rust", "-o"])
        .arg(&generated)
        .arg(&schema)
        .status()
        .unwrap_or_else(|e| {
            panic!(
                "cannot run sbetool ({}): {e}; set SBETOOL to its path",
                sbetool.display()
            )
        });
    assert!(
        status.success(),
        "sbetool failed ({status}): see its message above"
    );

    let crate_dir = only_directory(&generated);
    let lib = fs::read_to_string(crate_dir.join("src/lib.rs")).expect("sbetool wrote src/lib.rs");
    fs::write(
        out_dir.join("codecs.rs"),
        as_modules(&lib, &crate_dir.join("src")),
    )
    .expect("OUT_DIR is writable");
}

/// `$SBETOOL`, else the checkout's `./sbetool` (this sample lives in it), else `sbetool` on the PATH.
fn sbetool(manifest_dir: &Path) -> PathBuf {
    if let Some(named) = env::var_os("SBETOOL") {
        return PathBuf::from(named);
    }
    let checkout = manifest_dir.join("../../sbetool");
    if checkout.is_file() {
        return checkout;
    }
    PathBuf::from("sbetool")
}

fn only_directory(parent: &Path) -> PathBuf {
    let mut crates = fs::read_dir(parent)
        .expect("sbetool wrote its output folder")
        .map(|entry| entry.expect("a readable entry").path())
        .filter(|path| path.is_dir());
    let first = crates.next().expect("sbetool wrote a crate");
    assert!(crates.next().is_none(), "one schema gives one crate");
    first
}

/// The generated `lib.rs` without its inner attributes, each `pub mod x;` given the path of its file.
fn as_modules(lib: &str, src: &Path) -> String {
    let mut out = String::new();
    for line in lib.lines() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#![") || trimmed.starts_with("//!") {
            continue;
        }
        if let Some(module) = trimmed
            .strip_prefix("pub mod ")
            .and_then(|rest| rest.strip_suffix(';'))
        {
            let file = src.join(format!("{module}.rs"));
            out.push_str(&format!("#[path = {:?}]\n", file.display().to_string()));
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}
