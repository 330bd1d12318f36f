//! The Elemental chess adapter: secret loadouts chosen after Accept
//! (menus, or `/loadout`), then staged moves with every choice of E39
//! (promotion, extra steps or Quantum Step, facings), over
//! `crates/elemental` and `crates/elemental-render`.
//!
//! Secrecy (E6, E41): the stored state holds both loadouts and the
//! generator's seed; a loadout reaches only its owner until both have
//! locked in, and the seed nobody until the game is over.

mod choose;
mod state;
mod turns;
mod view;

use super::{Effect, Field, Game, GameKind, Picture, Play, Suggestion, Viewer};
use crate::host::command::{Command, User};
use crate::host::reply::{Audience, Button, ButtonStyle, Reply};
use crate::host::view::Out;
use crate::store::{GameRow, TurnRow};
use elemental::{Ability, Augmentor, Color, Element, Role, Square, Status};
use state::{Phase, State};

/// Elemental chess, as the host sees it.
pub struct Elemental;

/// The side of a seat: 0 is White.
pub(crate) fn color(seat: usize) -> Color {
    if seat == 0 {
        Color::White
    } else {
        Color::Black
    }
}

/// The display name of the player of `c`.
pub(crate) fn name(game: &GameRow, c: Color) -> &str {
    game.players.get(c.index()).map_or("?", |u| u.name.as_str())
}

fn elsewhere(verb: &str) -> String {
    format!(
        "`/{verb}` is not an Elemental chess command; the game in this channel is Elemental chess. Type /help for its commands."
    )
}

const CHOOSE_FIRST: &str = "First choose your loadout: press Choose loadout, or type /loadout element:earth augmentor:block-piece (E4).";

/// The loadout button under the game's first message.
fn loadout_button(game: &GameRow) -> Button {
    Button {
        id: format!("g:{}:*:loadout", game.id),
        label: "Choose loadout".into(),
        style: ButtonStyle::Primary,
    }
}

/// What each offered element and augmentor does, and the names of what
/// comes later.
fn ability_lines() -> String {
    fn offered<A: Ability>(lines: &mut Vec<String>, later: &mut Vec<&'static str>) {
        for a in A::ALL {
            if a.available() {
                lines.push(format!("- **{}**: {}", a.title(), a.summary()));
            } else {
                later.push(a.title());
            }
        }
    }
    let (mut lines, mut later) = (vec![], vec![]);
    offered::<Element>(&mut lines, &mut later);
    offered::<Augmentor>(&mut lines, &mut later);
    offered::<elemental::Offense>(&mut lines, &mut later);
    offered::<elemental::Temporal>(&mut lines, &mut later);
    lines.push(format!("Coming later: {}.", later.join(", ")));
    lines.join("\n")
}

/// The words each option takes, from the rules crate's own names.
struct Words {
    promote: Vec<&'static str>,
    piece: Vec<&'static str>,
    element: Vec<&'static str>,
    augmentor: Vec<&'static str>,
    offense: Vec<&'static str>,
    temporal: Vec<&'static str>,
}

fn words() -> &'static Words {
    fn keys<A: Ability>(none: bool) -> Vec<&'static str> {
        let none = none.then_some("none");
        none.into_iter()
            .chain(A::ALL.iter().map(|a| a.key()))
            .collect()
    }
    static WORDS: std::sync::OnceLock<Words> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| Words {
        promote: Role::PROMOTIONS.iter().map(|r| r.name()).collect(),
        piece: Role::ALL
            .iter()
            .map(|r| r.name())
            .chain(keys::<Element>(false))
            .chain(keys::<Augmentor>(false))
            .collect(),
        element: keys::<Element>(false),
        augmentor: keys::<Augmentor>(true),
        offense: keys::<elemental::Offense>(true),
        temporal: keys::<elemental::Temporal>(true),
    })
}

impl Game for Elemental {
    fn kind(&self) -> GameKind {
        GameKind::Elemental
    }

    fn title(&self) -> &'static str {
        "Elemental chess"
    }

    fn seat_names(&self) -> &'static [&'static str] {
        &["White", "Black"]
    }

    fn side_words(&self) -> &'static [&'static str] {
        &["white", "black"]
    }

    fn standings(&self, state: &str) -> Option<Vec<u8>> {
        let (_, phase) = State::parse(state).ok()?;
        let Phase::Playing(game) = phase else {
            return None;
        };
        match game.status() {
            Status::Playing => None,
            Status::Checkmate { winner } => super::two_player_places(Some(winner.index()), false),
            _ => super::two_player_places(None, true),
        }
    }

    fn turns_played(&self, log: &[TurnRow]) -> usize {
        // Loadouts come before play and are not turns.
        log.iter()
            .filter(|t| !t.notation.starts_with("loadout "))
            .count()
    }

    fn words(&self, option: &str) -> &'static [&'static str] {
        let w = words();
        match option {
            "promote" => &w.promote,
            "piece" => &w.piece,
            "element" => &w.element,
            "augmentor" => &w.augmentor,
            "offense" => &w.offense,
            "temporal" => &w.temporal,
            _ => &[],
        }
    }

    fn start_state(&self, _players: usize) -> String {
        State::new(rand::random::<u64>()).json()
    }

    fn started(&self, game: &GameRow) -> Result<Vec<Out>, String> {
        state::load(game)?;
        let text = format!(
            "Game on: {} (White) vs {} (Black), Elemental chess. First each of you secretly chooses a loadout: an element and an augmentor for your army (E4). Press Choose loadout, or type /loadout element:… augmentor:…. Nobody sees a loadout until both are locked in.",
            name(game, Color::White),
            name(game, Color::Black)
        );
        Ok(vec![Out::Board {
            audience: Audience::Everyone,
            text,
            picture: Box::new(view::choosing(game, Viewer::Public)),
            buttons: vec![loadout_button(game)],
        }])
    }

    fn to_act(&self, state: &str) -> Result<Vec<usize>, String> {
        let (_, phase) = State::parse(state)?;
        Ok(match phase {
            Phase::Loadouts(locked) => (0..2).filter(|&s| locked[s].is_none()).collect(),
            Phase::Playing(game) if game.status().is_over() => vec![],
            Phase::Playing(game) => vec![game.turn().index()],
        })
    }

    fn act(&self, play: Play<'_>, command: &Command) -> Result<Effect, String> {
        let (state, phase) = state::load(play.game)?;
        let game = match (&phase, command) {
            (
                Phase::Loadouts(locked),
                Command::Loadout {
                    element,
                    augmentor,
                    offense,
                    temporal,
                    piece,
                },
            ) => {
                return choose::command(
                    &play,
                    &state,
                    locked,
                    element.as_deref(),
                    augmentor.as_deref(),
                    offense.as_deref(),
                    temporal.as_deref(),
                    piece.as_ref().map(|p| p.as_str()),
                );
            }
            (Phase::Playing(_), Command::Loadout { .. }) => {
                return Err("Both loadouts are locked in; they cannot change during the game (E6). See them with /game.".into());
            }
            (Phase::Loadouts(locked), _) => {
                let seat = play.seated()?;
                return Err(if locked[seat].is_none() {
                    CHOOSE_FIRST.into()
                } else {
                    "Your opponent is still choosing their loadout; play starts when they have locked in (E6).".into()
                });
            }
            (Phase::Playing(game), _) => game,
        };
        match command {
            Command::Move {
                from,
                to,
                promote,
                carry,
                carry_promote,
                then,
                face,
            } => {
                if carry.is_some() || carry_promote.is_some() {
                    return Err(
                        "`carry:` is for Regions commanders; Elemental chess has no carries."
                            .into(),
                    );
                }
                turns::on_turn(&play, game)?;
                let turn = turns::build(
                    from,
                    to,
                    promote.as_deref(),
                    then.as_deref(),
                    face.as_deref(),
                )?;
                turns::stage(&play, game, turn)
            }
            Command::Undo => turns::undo(&play),
            Command::EndTurn => {
                if play.just_played(game.turn().index()) {
                    return Err(super::ALREADY_PLAYED.into());
                }
                turns::on_turn(&play, game)?;
                let turn = turns::staged(&play)?;
                turns::commit(&play, &state, game, turn)
            }
            Command::Turn {
                mv,
                claim,
                inherit,
                promote,
            } => {
                if claim.is_some() || inherit.is_some() {
                    return Err("`claim:` and `inherit:` are for Masters; an Elemental chess turn is a move, like /turn move:e2-e4 (use /move for then: and face:).".into());
                }
                turns::on_turn(&play, game)?;
                if let Some(staged) = state::Draft::read(&play).turn {
                    return Err(format!(
                        "You have {staged} staged: /endturn it or /undo first."
                    ));
                }
                let Some((from, to)) = mv else {
                    return Err("A turn needs a move, like /turn move:e2-e4.".into());
                };
                let turn = turns::build(from, to, promote.as_deref(), None, None)?;
                turns::commit(&play, &state, game, turn)
            }
            Command::Pick { .. } => Err(elsewhere("pick")),
            Command::Reveal => Err(elsewhere("reveal")),
            Command::Claim { .. } => Err(elsewhere("claim")),
            Command::Inherit { .. } => Err(elsewhere("inherit")),
            Command::Throw | Command::Advance { .. } => Err(elsewhere("throw")),
            other => Err(format!("{other:?} is not a game command.")),
        }
    }

    fn press(&self, play: Play<'_>, action: &[&str]) -> Result<Effect, String> {
        let (state, phase) = state::load(play.game)?;
        match (&phase, action) {
            (Phase::Loadouts(locked), ["loadout"]) => choose::prompt(&play, locked),
            (Phase::Loadouts(locked), ["lo", seat, slot]) => {
                choose::choose(&play, locked, seat, slot, None)
            }
            (Phase::Loadouts(locked), ["lo", seat, slot, value]) => {
                choose::choose(&play, locked, seat, slot, Some(value))
            }
            (Phase::Loadouts(locked), ["lock", seat]) => {
                choose::lock_button(&play, &state, locked, seat)
            }
            (Phase::Playing(_), ["loadout" | "lo" | "lock", ..]) => {
                Err("Both loadouts are locked in already (E6); see them with /game.".into())
            }
            (Phase::Playing(game), ["endturn", revision]) => {
                turns::on_turn(&play, game)?;
                if revision.parse::<u32>().ok() != Some(state::Draft::read(&play).revision) {
                    return Err("This preview is out of date: your staged move has changed since. Use the newest preview, or /endturn.".into());
                }
                let turn = turns::staged(&play)?;
                turns::commit(&play, &state, game, turn)
            }
            (_, ["undo", _]) => turns::undo(&play),
            _ => Err("That button is not one of mine.".into()),
        }
    }

    fn status_line(&self, game: &GameRow) -> Result<String, String> {
        let (_, phase) = state::load(game)?;
        if let (Some(result), s) = (&game.result, game.status.as_str())
            && s != "running"
        {
            return Ok(format!("Game over: {result}"));
        }
        Ok(match phase {
            Phase::Loadouts(locked) => {
                let waiting: Vec<&str> = Color::BOTH
                    .iter()
                    .filter(|c| locked[c.index()].is_none())
                    .map(|c| name(game, *c))
                    .collect();
                format!("Choosing loadouts: waiting for {}.", waiting.join(" and "))
            }
            Phase::Playing(g) => format!(
                "Move {} · {} ({}) to move.",
                g.position().board().fullmoves(),
                g.turn().name(),
                name(game, g.turn())
            ),
        })
    }

    fn describe(&self, game: &GameRow, viewer: Viewer) -> Result<Vec<String>, String> {
        let (state, phase) = state::load(game)?;
        let mut lines = vec![
            format!(
                "Elemental chess: {} (White) vs {} (Black).",
                name(game, Color::White),
                name(game, Color::Black)
            ),
            self.status_line(game)?,
        ];
        match &phase {
            Phase::Loadouts(locked) => {
                for c in Color::BOTH {
                    match &locked[c.index()] {
                        Some(l) if viewer == Viewer::Seat(c.index()) => lines.push(format!(
                            "Your loadout (only you see it until both are locked in): {}.",
                            l.describe()
                        )),
                        Some(_) => {
                            lines.push(format!("{} has locked in a loadout.", name(game, c)))
                        }
                        None => lines.push(format!("{} is still choosing.", name(game, c))),
                    }
                }
            }
            Phase::Playing(g) => {
                for c in Color::BOTH {
                    lines.push(format!(
                        "{} ({}): {}.",
                        name(game, c),
                        c.name(),
                        g.loadout(c).describe()
                    ));
                }
                for c in Color::BOTH {
                    if g.position().in_check(c) {
                        lines.push(format!("{} is in check.", c.name()));
                    }
                }
                lines.extend(super::draw_offer_line(game));
                for c in Color::BOTH {
                    if let Some(lost) = game.captured.get(c.index()).filter(|l| !l.is_empty()) {
                        lines.push(format!("{} has lost: {}.", c.name(), lost.join(", ")));
                    }
                }
                lines.push(format!("Position: `{}`", g.position().board()));
                let over = g.status().is_over() || game.status != "running";
                lines.push(if over {
                    format!(
                        "Generator seed: {:x} (SplitMix64, E41): replay the knockbacks with it.",
                        state.seed
                    )
                } else {
                    "Knockbacks are drawn from the game's seeded generator; its seed stays hidden until the game ends (E41).".into()
                });
            }
        }
        Ok(lines)
    }

    fn record_line(&self, entry: &TurnRow, seat: Option<usize>, viewer: Viewer) -> Option<String> {
        match entry.notation.strip_prefix("loadout ") {
            Some(l) if seat.is_some_and(|s| viewer == Viewer::Seat(s)) => {
                Some(format!("locked in {l} (only you see this)"))
            }
            Some(_) => Some("locked in a loadout".into()),
            None => Some(entry.notation.clone()),
        }
    }

    fn replay(&self, state: &str, seat: usize, entry: &str) -> Result<String, String> {
        let (mut stored, phase) = State::parse(state)?;
        if seat > 1 {
            return Err(format!("seat {seat} does not exist"));
        }
        match phase {
            Phase::Loadouts(mut locked) => {
                let text = entry
                    .strip_prefix("loadout ")
                    .ok_or("a move before both loadouts were locked in")?;
                let l: elemental::Loadout = text
                    .parse()
                    .map_err(|e: elemental::LoadoutError| e.to_string())?;
                l.check(color(seat)).map_err(|e| e.to_string())?;
                if locked[seat].is_some() {
                    return Err("a second loadout for one seat".into());
                }
                stored.loadouts[seat] = Some(l.to_string());
                locked[seat] = Some(l);
                if let [Some(w), Some(b)] = locked {
                    let g = elemental::Game::new([w, b], stored.seed).map_err(|e| e.to_string())?;
                    stored.game = Some(g.to_string());
                }
                Ok(stored.json())
            }
            Phase::Playing(game) => {
                if color(seat) != game.turn() {
                    return Err(format!("{} moved out of turn", color(seat).name()));
                }
                let turn: elemental::Turn = entry
                    .parse()
                    .map_err(|e: elemental::ParseTurnError| e.to_string())?;
                let (next, _) = game.play(&turn).map_err(|e| e.to_string())?;
                stored.game = Some(next.to_string());
                Ok(stored.json())
            }
        }
    }

    fn board(&self, game: &GameRow, viewer: Viewer) -> Result<Box<dyn Picture>, String> {
        let (_, phase) = state::load(game)?;
        Ok(match phase {
            Phase::Loadouts(_) => Box::new(view::choosing(game, viewer)),
            Phase::Playing(g) => Box::new(view::playing(game, &g, viewer)),
        })
    }

    fn suggest(&self, play: Play<'_>, field: &Field) -> Vec<Suggestion> {
        let Ok((_, Phase::Playing(game))) = state::load(play.game) else {
            return vec![];
        };
        let Some(side) = play.seat.map(color) else {
            return vec![];
        };
        if game.turn() != side {
            return vec![];
        }
        let turns = game.legal_turns();
        let parse = |s: &Option<String>| s.as_deref().and_then(|s| s.trim().parse::<Square>().ok());
        let pos = game.position();
        let label = |sq: Square| match pos.board().piece_at(sq) {
            Some((c, r)) => format!("{sq} · {} {}", c.name(), r.name()),
            None => sq.to_string(),
        };
        let squares = |mut list: Vec<Square>| -> Vec<Suggestion> {
            list.sort();
            list.dedup();
            list.into_iter()
                .map(|sq| Suggestion {
                    label: label(sq),
                    value: sq.to_string(),
                })
                .collect()
        };
        match field {
            Field::From => squares(turns.iter().map(|c| c.turn.from).collect()),
            Field::To { from } => {
                let from = parse(from);
                squares(
                    turns
                        .iter()
                        .filter(|c| Some(c.turn.from) == from)
                        .map(|c| c.turn.to)
                        .collect(),
                )
            }
            Field::Promote { from, to } => {
                let (from, to) = (parse(from), parse(to));
                let mut roles: Vec<Role> = turns
                    .iter()
                    .filter(|c| {
                        from.is_none_or(|f| f == c.turn.from) && to.is_none_or(|t| t == c.turn.to)
                    })
                    .filter_map(|c| c.turn.promotion)
                    .collect();
                roles.sort();
                roles.dedup();
                roles
                    .into_iter()
                    .map(|r| Suggestion {
                        label: r.name().into(),
                        value: r.name().into(),
                    })
                    .collect()
            }
            Field::Then { from, to } => {
                let (from, to) = (parse(from), parse(to));
                let mut seen: Vec<String> = vec![];
                let mut out = vec![];
                for c in turns.iter().filter(|c| {
                    Some(c.turn.from) == from && Some(c.turn.to) == to && !c.turn.then.is_empty()
                }) {
                    let value: Vec<String> = c.turn.then.iter().map(Square::to_string).collect();
                    let value = value.join(",");
                    if !seen.contains(&value) {
                        seen.push(value.clone());
                        let swap = matches!(
                            c.outcome,
                            elemental::Outcome::Played {
                                swapped: Some(_),
                                ..
                            }
                        );
                        out.push(Suggestion {
                            label: if swap {
                                format!("{value} · Quantum Step swap")
                            } else {
                                format!("{value} · step")
                            },
                            value,
                        });
                    }
                }
                out
            }
            Field::Face => {
                let mut out = vec![];
                for sq in Square::all() {
                    if let Some((c, role, info)) = pos.piece(sq)
                        && c == side
                        && info.slots.augmentor == Some(Augmentor::BlockPiece)
                    {
                        for f in elemental::Facing::ALL {
                            if info.facing != Some(f) {
                                out.push(Suggestion {
                                    label: format!("{sq} {} faces {}", role.name(), f.name()),
                                    value: format!("{sq}={}", f.name()),
                                });
                            }
                        }
                    }
                }
                out
            }
            Field::Target
            | Field::Carry { .. }
            | Field::Pick
            | Field::Piece
            | Field::Kind { .. }
            | Field::Values { .. } => vec![],
        }
    }

    fn rules(&self, user: &User, piece: Option<&str>) -> Result<Out, String> {
        let text = match piece.map(|p| p.trim().to_ascii_lowercase()) {
            None => format!(
                "Elemental chess: chess (castling, en passant, promotion; checkmate wins; stalemate, the 75-move rule and fivefold repetition draw, E1) with a secret loadout per army.\n\
                 Before the first move each player picks one element and one augmentor, offense and temporal ability; every piece carries them (E4). Nobody sees a loadout until both are locked in (E6).\n\
                 Check counts every capture by movement rules, even one an ability would block (E1a); a blocked capture is legal only when it has an effect: Sturdy used, or a Bastion knockback (E30).\n\
                 A turn: /move from: to: [promote:] [then:f4,g5 for Side Step, Tailwind or Quantum Step] [face:e2=north for Block Pieces], previewed privately, then /endturn.\n{}\n\
                 See one with /rules game:elemental piece:earth (or block-piece, knight …).",
                ability_lines()
            ),
            Some(p) => {
                if let Some(role) = Role::from_name(&p) {
                    format!(
                        "The {} moves as in chess (E1); its rank for ability comparisons is {} (E2).",
                        role.name(),
                        role.rank()
                    )
                } else if let Some(e) = Element::from_key(&p) {
                    format!("{}: {}", e.title(), e.summary())
                } else if let Some(a) = Augmentor::from_key(&p) {
                    format!("{}: {}", a.title(), a.summary())
                } else {
                    return Err(format!(
                        "`piece:{p}` is not an Elemental chess piece, element or augmentor: try knight, earth or block-piece."
                    ));
                }
            }
        };
        Ok(Out::Plain(Reply::private(&user.id, text)))
    }

    fn help(&self) -> &'static str {
        "Elemental chess: first choose your secret loadout (Choose loadout, or /loadout element:… augmentor:…; Lightning sets single pieces with /loadout piece:e2 …); then a turn is one /move (then: for extra steps, face: for Block Pieces) staged privately and played with /endturn, or /turn move:e2-e4."
    }
}

#[cfg(test)]
mod tests {
    use super::state::State;
    use crate::games::Field;
    use crate::host::Host;
    use crate::host::command::User;
    use crate::host::test_support::{ctx, host};
    use crate::store;
    use elemental::{Game, Loadout};
    use std::collections::BTreeSet;

    /// A stored game: White Air with Side Step (Tailwind steps), Black
    /// Earth with Block Piece (facings), a promotion on a7.
    async fn host_with(dir: &tempfile::TempDir) -> (Host, Game) {
        let loadouts: [Loadout; 2] = [
            "air side-step/-/-".parse().unwrap(),
            "earth block-piece/-/-".parse().unwrap(),
        ];
        let board = "1r2k3/P7/8/3p4/8/2N5/8/4K3 w - - 0 1".parse().unwrap();
        let game = Game::from_board(board, loadouts.clone(), 5).unwrap();
        let state = State {
            loadouts: [Some(loadouts[0].to_string()), Some(loadouts[1].to_string())],
            seed: 5,
            game: Some(game.to_string()),
        };
        let h = host(dir).await;
        let mut c = h.store().write().await.unwrap();
        let players = [User::named("alice"), User::named("bob")];
        store::insert_game(
            &mut c,
            "lobby",
            "elemental",
            &players,
            &state.json(),
            Default::default(),
        )
        .await
        .unwrap();
        c.commit().await.unwrap();
        (h, game)
    }

    async fn values(h: &Host, user: &str, field: Field) -> BTreeSet<String> {
        h.suggest(&ctx(user), &field, "")
            .await
            .into_iter()
            .map(|s| s.value)
            .collect()
    }

    #[tokio::test]
    async fn e39_suggestions_are_exactly_the_legal_choices() {
        let dir = tempfile::tempdir().unwrap();
        let (h, game) = host_with(&dir).await;
        let turns = game.legal_turns();
        let set = |it: &mut dyn Iterator<Item = String>| -> BTreeSet<String> { it.collect() };
        assert_eq!(
            values(&h, "alice", Field::From).await,
            set(&mut turns.iter().map(|c| c.turn.from.to_string()))
        );
        let mut with_steps = 0;
        for c in &turns {
            let (from, to) = (Some(c.turn.from.to_string()), Some(c.turn.to.to_string()));
            let tos = set(&mut turns
                .iter()
                .filter(|d| d.turn.from == c.turn.from)
                .map(|d| d.turn.to.to_string()));
            assert_eq!(
                values(&h, "alice", Field::To { from: from.clone() }).await,
                tos
            );
            let thens = set(&mut turns
                .iter()
                .filter(|d| {
                    d.turn.from == c.turn.from && d.turn.to == c.turn.to && !d.turn.then.is_empty()
                })
                .map(|d| {
                    d.turn
                        .then
                        .iter()
                        .map(|s| s.to_string())
                        .collect::<Vec<_>>()
                        .join(",")
                }));
            with_steps += usize::from(!thens.is_empty());
            // Discord lists at most 25: the offered ones are legal, and as many as fit.
            let field = Field::Then {
                from: from.clone(),
                to: to.clone(),
            };
            let offered = values(&h, "alice", field).await;
            assert!(offered.is_subset(&thens), "{}", c.turn);
            let fit = thens.len().min(crate::host::suggest::MAX_SUGGESTIONS);
            assert_eq!(offered.len(), fit, "{}", c.turn);
            let promotes = turns.iter().any(|d| {
                d.turn.from == c.turn.from && d.turn.to == c.turn.to && d.turn.promotion.is_some()
            });
            let offered = values(&h, "alice", Field::Promote { from, to }).await;
            assert_eq!(offered.len(), if promotes { 4 } else { 0 }, "{}", c.turn);
        }
        assert!(with_steps > 10, "Tailwind steps are offered");
        // White has no Block Piece; nothing for bob (not on turn) or carol.
        assert!(values(&h, "alice", Field::Face).await.is_empty());
        assert!(values(&h, "bob", Field::From).await.is_empty());
        assert!(values(&h, "carol", Field::From).await.is_empty());
    }
}
