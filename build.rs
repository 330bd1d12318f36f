//! Rebuilds the bot when its message catalogue changes: the `.ftl` files
//! under `locales/` are embedded at compile time (`src/speech/catalogue.rs`),
//! and the macro that embeds them does not tell cargo to watch them.

fn main() {
    println!("cargo:rerun-if-changed=locales");
}
