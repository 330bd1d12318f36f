//! Autocomplete: only the squares the rules allow the player now, from
//! [`Host::suggest`](crate::host::Host::suggest).

use super::{Context, host_ctx};
use crate::games::{Field, GameKind};
use poise::serenity_prelude as serenity;

/// `from` of `/move`: squares of pieces the player can move.
pub async fn from(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, Field::From, typed).await
}

/// `to` of `/move`: where the piece on the chosen `from` can go.
pub async fn to(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let from = option(ctx, "from");
    complete(ctx, Field::To { from }, typed).await
}

/// `promote` of `/move` and `/turn`: what the piece may become on that move.
pub async fn promote(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let (from, to) = (option(ctx, "from"), option(ctx, "to"));
    complete(ctx, Field::Promote { from, to }, typed).await
}

/// `carry` of `/move` (Regions): the pawns the commander may carry.
pub async fn carry(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let (from, to) = (option(ctx, "from"), option(ctx, "to"));
    complete(ctx, Field::Carry { from, to }, typed).await
}

/// `then` of `/move` (Elemental): steps or Quantum Step targets after that move.
pub async fn then(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let (from, to) = (option(ctx, "from"), option(ctx, "to"));
    complete(ctx, Field::Then { from, to }, typed).await
}

/// `face` of `/move` (Elemental): facings for your Block Pieces.
pub async fn face(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, Field::Face, typed).await
}

/// `piece` of `/pick` (Regions): the enemy pieces you may pick.
pub async fn pick(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, Field::Pick, typed).await
}

/// `piece` of `/rules`: every hosted game's piece names.
pub async fn piece(_ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let typed = typed.trim().to_ascii_lowercase();
    let mut names: Vec<&str> = vec![];
    for g in GameKind::ALL {
        for w in g.game().words("piece") {
            if !names.contains(w) && w.starts_with(&typed) {
                names.push(w);
            }
        }
    }
    let choices = names
        .into_iter()
        .take(crate::host::suggest::MAX_SUGGESTIONS)
        .map(|n| serenity::AutocompleteChoice::new(n, n))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// `piece` of `/move` (Throne): the places with a piece that can move.
pub async fn place(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, Field::Piece, typed).await
}

/// `kind` of `/move` (Throne): the kinds that can move from that place.
pub async fn kind(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let piece = option(ctx, "piece");
    complete(ctx, Field::Kind { piece }, typed).await
}

/// `values` of `/move` (Throne): the combinations that piece can use.
pub async fn values(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    let (piece, kind) = (option(ctx, "piece"), option(ctx, "kind"));
    complete(ctx, Field::Values { piece, kind }, typed).await
}

/// `target` of `/claim`: eligible claims after the staged move.
pub async fn target(ctx: Context<'_>, typed: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, Field::Target, typed).await
}

/// The text of another option the user has filled in.
fn option(ctx: Context<'_>, name: &str) -> Option<String> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    app.interaction
        .data
        .options
        .iter()
        .find(|o| o.name == name)
        .and_then(|o| match &o.value {
            serenity::CommandDataOptionValue::String(s) => Some(s.clone()),
            serenity::CommandDataOptionValue::Autocomplete { value, .. } => Some(value.clone()),
            _ => None,
        })
}

async fn complete(
    ctx: Context<'_>,
    field: Field,
    typed: &str,
) -> serenity::CreateAutocompleteResponse {
    let poise::Context::Application(app) = ctx else {
        return serenity::CreateAutocompleteResponse::new();
    };
    let interaction = app.interaction;
    let who = host_ctx(
        interaction.channel_id,
        &interaction.user,
        interaction.member.as_deref(),
    );
    let choices = ctx
        .data()
        .host
        .suggest(&who, &field, typed)
        .await
        .into_iter()
        .map(|s| serenity::AutocompleteChoice::new(s.label, s.value))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}
