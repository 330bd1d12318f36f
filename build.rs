//! Rebuilds the bot when what it embeds at compile time changes: the
//! message catalogue (the `.ftl` files under `locales/`, embedded by
//! `src/speech/catalogue.rs`) and the schema migrations (`migrations/`,
//! embedded by `sqlx::migrate!`). The macros that embed them do not tell
//! cargo to watch a new file.

fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=migrations");
}
