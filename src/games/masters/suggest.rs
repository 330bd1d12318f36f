//! Masters suggestions while a player types an option: only what the
//! rules allow them now.

use super::{answered, side_of};
use game_api::{Field, Phrase, Play, Suggestion, Words};
use masters::{Bitboard, Position, Promotion, Square};

/// The legal values for `field` for the player in `play`; empty when they
/// have nothing to choose now (not their turn, a spectator).
pub(super) fn suggest(play: &Play<'_>, pos: Position, field: &Field) -> Vec<Suggestion> {
    if play.seat.map(side_of) != Some(pos.to_move()) || pos.winner().is_some() {
        return vec![];
    }
    let draft = super::load_draft(play);
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
    let parse = |key: &str| field.get(key).and_then(|s| s.trim().parse::<Square>().ok());
    let squares = match (field.verb.as_str(), field.option.as_str()) {
        ("move", "from") => {
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
        ("move", "to") => parse("from").map_or(Bitboard::EMPTY, movable),
        ("claim", "target") => match draft.mv() {
            Some(mv) => pos.claim_targets_after(mv).unwrap_or(Bitboard::EMPTY),
            None => pos.claim_targets(),
        },
        (_, "promote") => {
            let promotes = match (parse("from"), parse("to")) {
                (Some(f), Some(t)) => {
                    pos.piece_at(f).is_some_and(|p| {
                        p.kind == masters::Kind::Scout && t.rank() == p.owner.other().home_rank()
                    }) && movable(f).contains(t)
                }
                _ => true,
            };
            return if promotes {
                Promotion::ALL
                    .iter()
                    .map(|p| Suggestion {
                        label: super::say::piece(p.kind()).into(),
                        value: p.to_string(),
                    })
                    .collect()
            } else {
                vec![]
            };
        }
        _ => Bitboard::EMPTY,
    };
    squares
        .squares()
        .map(|sq| Suggestion {
            label: label(&pos, field, sq),
            value: sq.to_string(),
        })
        .collect()
}

/// `E2 · scout`, `E9 · takes Frost's archer`, `F9 · Frost's cardinal`.
fn label(pos: &Position, field: &Field, sq: Square) -> Words {
    use super::say::{owned, piece};
    let on = |what: Phrase| {
        Phrase::new("masters-choice-piece")
            .code("square", sq)
            .with("piece", what)
            .into()
    };
    match (field.option.as_str(), pos.piece_at(sq)) {
        ("from", Some(p)) => on(piece(p.kind)),
        ("to", Some(p)) => on(Phrase::new("masters-takes").with("piece", owned(p))),
        ("target", Some(p)) => on(owned(p)),
        _ => Words::code(sq.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use crate::test_support::{Host, HostCtx as Ctx, ctx, field, host, parse, store};
    use game_api::{Field, MAX_SUGGESTIONS, User};
    use masters::{Action, Position, Side, Square};
    use std::collections::BTreeSet;

    /// A position with claims for both sides, Frost (bob) to move.
    const CLAIMS: &str = "nha1g1wahn/sssD*1p3s/10/4s1d*ss1/10/8c1/10/7S2/1S2H5/5S2S1/S1S1S1P2S/N2AG1WAHN f 22 C/s -/- -";

    async fn host_with(dir: &tempfile::TempDir, state: &str) -> Host {
        let h = host(dir).await;
        let mut c = h.store().write().await.unwrap();
        let players = [User::named("alice"), User::named("bob")];
        store::insert_game(
            &mut c,
            "lobby",
            "masters",
            &players,
            state,
            Default::default(),
        )
        .await
        .unwrap();
        c.commit().await.unwrap();
        h
    }

    async fn values(h: &Host, user: &str, field: Field, typed: &str) -> BTreeSet<String> {
        let list = h.suggest(&ctx(user), &field, typed).await;
        assert!(list.len() <= MAX_SUGGESTIONS);
        list.into_iter().map(|s| s.value).collect()
    }

    fn names(squares: impl IntoIterator<Item = Square>) -> BTreeSet<String> {
        squares.into_iter().map(|s| s.to_string()).collect()
    }

    #[tokio::test]
    async fn from_and_to_offer_exactly_the_moves_of_legal_turns() {
        let dir = tempfile::tempdir().unwrap();
        let h = host_with(&dir, CLAIMS).await;
        let pos: Position = CLAIMS.parse().unwrap();
        let moves: Vec<_> = pos
            .legal_turns()
            .into_iter()
            .filter_map(|t| match t.action {
                Action::Move(m) | Action::MoveAndClaim(m, _) => Some(m),
                Action::Claim(_) => None,
            })
            .filter(|m| pos.controller(m.from) == Some(Side::Frost))
            .collect();
        let from = names(moves.iter().map(|m| m.from));
        let offered = values(&h, "bob", field("move", "from", &[]), "").await;
        if from.len() <= MAX_SUGGESTIONS {
            assert_eq!(offered, from);
        } else {
            assert!(offered.is_subset(&from) && offered.len() == MAX_SUGGESTIONS);
        }
        for sq in &from {
            let square: Square = sq.parse().unwrap();
            let to = names(moves.iter().filter(|m| m.from == square).map(|m| m.to));
            let offered = values(
                &h,
                "bob",
                field("move", "to", &[("from", Some(square.to_string()))]),
                "",
            )
            .await;
            assert_eq!(offered, to, "from {sq}");
        }
        // What was typed narrows the list.
        let first = from.iter().next().unwrap();
        let narrowed = values(
            &h,
            "bob",
            field("move", "from", &[]),
            &first.to_ascii_lowercase(),
        )
        .await;
        assert!(narrowed.iter().all(|s| s.starts_with(first.as_str())) && narrowed.contains(first));
    }

    #[tokio::test]
    async fn target_offers_the_claims_of_legal_turns_before_and_after_a_staged_move() {
        let dir = tempfile::tempdir().unwrap();
        let h = host_with(&dir, CLAIMS).await;
        let pos: Position = CLAIMS.parse().unwrap();
        let claims = |mv: Option<masters::Move>| {
            names(
                pos.legal_turns()
                    .into_iter()
                    .filter_map(|t| match (t.action, mv) {
                        (Action::Claim(c), None) => Some(c),
                        (Action::MoveAndClaim(m, c), None) if c == m.from => Some(c),
                        (Action::MoveAndClaim(m, c), Some(staged)) if m == staged => Some(c),
                        _ => None,
                    }),
            )
        };
        let before = claims(None);
        assert!(!before.is_empty(), "the position has claims");
        assert_eq!(
            values(&h, "bob", field("claim", "target", &[]), "").await,
            before
        );
        // Stage a move that changes what can be claimed: then the targets
        // are those that go with it (M23).
        let mv = pos
            .legal_turns()
            .into_iter()
            .filter_map(|t| match t.action {
                Action::Move(m)
                    if pos.controller(m.from) == Some(Side::Frost) && m.promotion.is_none() =>
                {
                    Some(m)
                }
                _ => None,
            })
            .find(|&m| claims(Some(m)) != before)
            .expect("a move that changes the claims");
        let staged = h
            .handle(
                &ctx("bob"),
                parse(&format!("/move from:{} to:{}", mv.from, mv.to)),
            )
            .await;
        assert!(
            crate::speech::english(&staged[0].text).starts_with("Staged"),
            "{}",
            crate::speech::english(&staged[0].text)
        );
        assert_eq!(
            values(&h, "bob", field("claim", "target", &[]), "").await,
            claims(Some(mv))
        );
    }

    #[tokio::test]
    async fn an_enemy_piece_claimed_in_the_same_turn_can_be_moved() {
        let dir = tempfile::tempdir().unwrap();
        let h = host_with(&dir, CLAIMS).await;
        let pos: Position = CLAIMS.parse().unwrap();
        // M24: a claim on an enemy piece lets the claimer move it this turn.
        let m24: Vec<masters::Move> = pos
            .legal_turns()
            .into_iter()
            .filter_map(|t| match t.action {
                Action::MoveAndClaim(m, c) if c == m.from => Some(m),
                _ => None,
            })
            .collect();
        let target = m24.first().expect("the position has an M24 turn").from;
        assert!(
            !values(&h, "bob", field("move", "from", &[]), "")
                .await
                .contains(&target.to_string())
        );
        let staged = h
            .handle(&ctx("bob"), parse(&format!("/claim target:{target}")))
            .await;
        assert!(
            crate::speech::english(&staged[0].text).starts_with("Staged"),
            "{}",
            crate::speech::english(&staged[0].text)
        );
        assert!(
            values(&h, "bob", field("move", "from", &[]), "")
                .await
                .contains(&target.to_string())
        );
        let to = names(m24.iter().filter(|m| m.from == target).map(|m| m.to));
        assert_eq!(
            values(
                &h,
                "bob",
                field("move", "to", &[("from", Some(target.to_string()))]),
                ""
            )
            .await,
            to
        );
    }

    #[tokio::test]
    async fn nothing_is_offered_out_of_turn_to_spectators_or_without_a_game() {
        let dir = tempfile::tempdir().unwrap();
        let h = host_with(&dir, CLAIMS).await;
        for user in ["alice", "carol"] {
            for field in [
                field("move", "from", &[]),
                field("claim", "target", &[]),
                field("move", "to", &[("from", Some("E2".into()))]),
            ] {
                assert!(
                    values(&h, user, field.clone(), "").await.is_empty(),
                    "{user} {field:?}"
                );
            }
        }
        assert!(
            values(&h, "bob", field("move", "to", &[("from", None)]), "")
                .await
                .is_empty()
        );
        let elsewhere = Ctx {
            server: "test".into(),
            channel: "other".into(),
            user: User::named("bob"),
            manages_server: false,
        };
        assert!(
            h.suggest(&elsewhere, &field("move", "from", &[]), "")
                .await
                .is_empty()
        );
    }
}
