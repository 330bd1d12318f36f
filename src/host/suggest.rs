//! Suggestions while a player types an option (Discord's autocomplete):
//! only what the rules allow them now, in the game in their channel.

use super::play::{answered, load_draft, parse_state, seat};
use super::{Ctx, Host};
use crate::store;
use masters::{Bitboard, Position, Square};

/// Which option is being typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// `from` of `/move`: squares of pieces the player can move.
    From,
    /// `to` of `/move`: where the piece on `from` can go.
    To {
        /// The `from` typed so far, if it is a square.
        from: Option<Square>,
    },
    /// `target` of `/claim`: what the player may claim with their staged move.
    Target,
}

/// One suggestion: what the list shows and the value it fills in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Suggestion {
    /// Shown in the list, e.g. `E2 · scout`.
    pub label: String,
    /// Filled in, e.g. `E2`.
    pub value: String,
}

/// Discord shows at most this many choices.
pub const MAX_SUGGESTIONS: usize = 25;

impl Host {
    /// The legal values for `field` starting with `typed`, for the user in
    /// their channel's game; empty when they have nothing to choose now
    /// (not their turn, no game, a spectator). At most [`MAX_SUGGESTIONS`].
    pub async fn suggest(&self, ctx: &Ctx, field: Field, typed: &str) -> Vec<Suggestion> {
        match self.legal_squares(ctx, field).await {
            Ok(Some((pos, squares))) => {
                let typed = typed.trim().to_ascii_uppercase();
                squares
                    .squares()
                    .map(|sq| (sq, sq.to_string()))
                    .filter(|(_, name)| name.starts_with(&typed))
                    .take(MAX_SUGGESTIONS)
                    .map(|(sq, value)| Suggestion {
                        label: label(&pos, field, sq),
                        value,
                    })
                    .collect()
            }
            Ok(None) => vec![],
            Err(e) => {
                tracing::warn!("no suggestions in {}: {e}", ctx.channel);
                vec![]
            }
        }
    }

    /// The position the player sees (after their staged inheritance answer)
    /// and the squares legal for `field`; `None` if they choose nothing now.
    async fn legal_squares(
        &self,
        ctx: &Ctx,
        field: Field,
    ) -> Result<Option<(Position, Bitboard)>, sqlx::Error> {
        let mut c = self.store().read().await?;
        let Some(game) = store::running_game(&mut c, &ctx.channel).await? else {
            return Ok(None);
        };
        let Ok(pos) = parse_state(&game) else {
            return Ok(None);
        };
        if seat(&game, &ctx.user.id) != Some(pos.to_move()) {
            return Ok(None);
        }
        let Ok(draft) = load_draft(&mut c, &game, ctx).await else {
            return Ok(None);
        };
        let pos = answered(&pos, &draft).unwrap_or(pos);
        let staged_claim = draft.claim();
        // A piece the player claims in the same turn can move too (M24).
        let movable = |sq: Square| {
            let mut to = pos.destinations(sq);
            if staged_claim == Some(sq) {
                to |= pos.destinations_if_claimed(sq);
            }
            to
        };
        let squares = match field {
            Field::From => {
                let mut from = Bitboard::EMPTY;
                let candidates = pos.controlled(pos.to_move())
                    | staged_claim.map_or(Bitboard::EMPTY, Bitboard::from_square);
                for sq in candidates.squares() {
                    if !movable(sq).is_empty() {
                        from.insert(sq);
                    }
                }
                from
            }
            Field::To { from: Some(from) } => movable(from),
            Field::To { from: None } => Bitboard::EMPTY,
            Field::Target => match draft.mv() {
                Some(mv) => pos.claim_targets_after(mv).unwrap_or(Bitboard::EMPTY),
                None => pos.claim_targets(),
            },
        };
        Ok(Some((pos, squares)))
    }
}

/// `E2 · scout`, `E9 · takes Frost's archer`, `F9 · Frost's cardinal`.
fn label(pos: &Position, field: Field, sq: Square) -> String {
    match (field, pos.piece_at(sq)) {
        (Field::From, Some(p)) => format!("{sq} · {}", p.kind),
        (Field::To { .. }, Some(p)) => format!("{sq} · takes {p}"),
        (Field::Target, Some(p)) => format!("{sq} · {p}"),
        _ => sq.to_string(),
    }
}
