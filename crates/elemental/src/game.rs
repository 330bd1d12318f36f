//! A game in progress: the position, both loadouts, the seeded generator
//! (E41) and the repetition history; playing a submitted turn (E39) and
//! deciding how the game stands (E1).

use crate::chess::Board;
use crate::event::Event;
use crate::generate::{Candidate, Outcome};
use crate::loadout::{Augmentor, Loadout, LoadoutError};
use crate::position::Position;
use crate::refusal::{Choice, Chosen, TurnError};
use crate::rng::SplitMix64;
use crate::square::{Color, Square};
use crate::turn::Turn;

/// How the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The side to move has a legal turn.
    Playing,
    /// The side to move is checkmated.
    Checkmate {
        /// Who won.
        winner: Color,
    },
    /// The side to move has no legal turn and is not in check (E1).
    Stalemate,
    /// 150 plies without capture, removal, Sturdy use or pawn movement (E1).
    SeventyFiveMoves,
    /// The fifth occurrence of the position (E1).
    Fivefold,
}

impl Status {
    /// Whether the game is over.
    pub fn is_over(self) -> bool {
        self != Status::Playing
    }
}

/// An Elemental chess game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    /// The course of play: the position, its past, the generator.
    pub(crate) line: Line,
    pub(crate) loadouts: [Loadout; 2],
    pub(crate) seed: u64,
}

impl Game {
    /// A new game from the standard start with both loadouts (White's
    /// first) and the generator's seed (E41).
    pub fn new(loadouts: [Loadout; 2], seed: u64) -> Result<Game, LoadoutError> {
        Game::from_board(Board::start(), loadouts, seed)
    }

    /// A game from any legal chess position with both loadouts equipped
    /// (per-piece slots by the pieces' squares on `board`).
    pub fn from_board(
        board: Board,
        loadouts: [Loadout; 2],
        seed: u64,
    ) -> Result<Game, LoadoutError> {
        for c in Color::BOTH {
            loadouts[c.index()].check(c)?;
        }
        let position = Position::with_loadouts(board, [&loadouts[0], &loadouts[1]]);
        Ok(Game {
            line: Line::start(position, seed),
            loadouts,
            seed,
        })
    }

    /// Whether the past positions are kept for Do-Over's rewinds (E34).
    pub fn keeps_past(&self) -> bool {
        keeps_past(&self.line.position, &self.line.past)
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.line.position
    }
    /// A side's loadout.
    pub fn loadout(&self, c: Color) -> &Loadout {
        &self.loadouts[c.index()]
    }
    /// The seed (E41: shown to nobody until the game is over).
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The generator as it stands.
    pub fn rng(&self) -> SplitMix64 {
        self.line.rng
    }
    /// Who moves.
    pub fn turn(&self) -> Color {
        self.line.position.turn()
    }
    /// How many times the current position has occurred.
    pub fn repetitions(&self) -> usize {
        crate::rewind::repetitions(&self.line.history, &self.line.position)
    }

    /// Every legal turn now, as the side to move sees it (E12); none once
    /// the game is over, a mate or stalemate a concealed ability makes
    /// included (E97).
    pub fn legal_turns(&self) -> Vec<Candidate> {
        if matches!(
            self.status_without_moves(),
            Status::SeventyFiveMoves | Status::Fivefold
        ) {
            return vec![];
        }
        let turns = self.line.turns();
        if !self.line.any_playable(&self.line.position, &turns) {
            return vec![];
        }
        turns
    }

    fn status_without_moves(&self) -> Status {
        if self.line.position.board().halfmoves() >= 150 {
            Status::SeventyFiveMoves
        } else if self.repetitions() >= 5 {
            Status::Fivefold
        } else {
            Status::Playing
        }
    }

    /// How the game stands (checkmate and stalemate before the 75-move
    /// rule and repetition, E1). Checkmate and stalemate are judged with
    /// every ability, concealed ones included (E97): a turn the side to
    /// move believes legal that a concealed ability would reject (E53) is
    /// no legal turn.
    pub fn status(&self) -> Status {
        let us = self.turn();
        if !self
            .line
            .any_playable(&self.line.position, &self.line.turns())
        {
            return if self.line.position.in_check(us) {
                Status::Checkmate { winner: us.other() }
            } else {
                Status::Stalemate
            };
        }
        self.status_without_moves()
    }

    /// The legal turn that `turn` names (facings aside), or why there is none.
    pub fn find(&self, turn: &Turn) -> Result<Candidate, TurnError> {
        self.locate(turn).map(|(_, c)| c)
    }

    /// The position with the turn's facings applied and the legal turn it
    /// names, or why there is none.
    fn locate(&self, turn: &Turn) -> Result<(Position, Candidate), TurnError> {
        if self.status_without_moves().is_over() {
            return Err(TurnError::GameOver);
        }
        let facing_pos = self.with_facings(turn)?;
        let bare = turn.without_facings();
        // E12: the mover's turns as it sees them; refusals say nothing of
        // what is concealed.
        let belief = self.line.belief(&facing_pos);
        let mut candidates = belief.candidates();
        // E97: a side with no legal turn is never asked for one.
        if !self.line.any_playable(&facing_pos, &candidates) {
            return Err(TurnError::GameOver);
        }
        let found = match candidates.iter().position(|c| c.turn == bare) {
            None if facing_pos.has_twins() => {
                // E95: either square of a Schrödinger piece names it.
                let name = |s: Square| facing_pos.twin(s).map_or(s, |t| t.min(s));
                let wanted = bare.naming_with(name);
                candidates
                    .iter()
                    .position(|c| c.turn.naming_with(name) == wanted)
            }
            found => found,
        };
        match found {
            Some(i) => Ok((facing_pos, candidates.swap_remove(i))),
            None => Err(self.explain(&belief, &candidates, &bare)),
        }
    }

    /// Applies the turn's re-facings (E25, E49): each names one of the
    /// mover's Block Piece pieces by its square at the start of the turn.
    /// Facings travel with their piece, and nothing in this release tests a
    /// side's own cones during its turn, so applying them first is the
    /// same as at the end of the turn (a preview draws them so).
    pub fn with_facings(&self, turn: &Turn) -> Result<Position, TurnError> {
        let mut pos = self.line.position;
        let us = self.turn();
        for (i, (sq, facing)) in turn.facings.iter().enumerate() {
            if turn.facings[..i].iter().any(|(s, _)| s == sq) {
                return Err(TurnError::RefacedTwice { square: *sq });
            }
            match pos.piece(*sq) {
                Some((c, _, info))
                    if c == us && info.slots.augmentor == Some(Augmentor::BlockPiece) =>
                {
                    pos.info[sq.index()].facing = Some(*facing);
                }
                Some((c, role, _)) if c == us => {
                    return Err(TurnError::NoBlockPiece { role, square: *sq });
                }
                _ => {
                    return Err(TurnError::NothingToFace { square: *sq });
                }
            }
        }
        Ok(pos)
    }

    /// A specific reason why `turn` is not among `candidates`.
    fn explain(&self, pos: &Position, candidates: &[Candidate], turn: &Turn) -> TurnError {
        let us = pos.turn();
        if turn.is_pass() {
            return TurnError::PassNotAllowed;
        }
        if turn.laugh {
            return TurnError::NoLaugh {
                from: turn.from,
                to: turn.to,
            };
        }
        let Some((color, role, _)) = pos.piece(turn.from) else {
            return TurnError::NoPiece { square: turn.from };
        };
        if color != us {
            return TurnError::NotYours {
                role,
                square: turn.from,
                owner: color,
                mover: us,
            };
        }
        let locked = pos.info[turn.from.index()].locked;
        if locked > 0 {
            return TurnError::Locked {
                role,
                square: turn.from,
                turns: locked,
            };
        }
        let same_move: Vec<&Candidate> = candidates
            .iter()
            .filter(|c| c.turn.from == turn.from && c.turn.to == turn.to)
            .collect();
        if same_move.is_empty() {
            let mut bases = Vec::new();
            pos.base_moves(turn.from, &mut bases);
            if let Some(base) = bases.iter().find(|b| b.to == turn.to) {
                if let Some(victim) = base.victim
                    && let Some(blocker) = pos.blocker(role, turn.from, victim)
                {
                    if pos.in_check(us) {
                        return TurnError::BlockedInCheck { blocker };
                    }
                    return TurnError::BlockedWithoutEffect { blocker };
                }
                return TurnError::KingUnsafe {
                    role,
                    from: turn.from,
                    to: turn.to,
                };
            }
            if let Some(tag) = pos.tag(turn.to).filter(|_| pos.stops(turn.to, us, role)) {
                return TurnError::Scorched {
                    square: turn.to,
                    rank: tag.rank,
                    turns: tag.turns,
                    role,
                };
            }
            return TurnError::CannotGo {
                role,
                from: turn.from,
                to: turn.to,
            };
        }
        if let Some(why) = wrong_choice(turn, &same_move).or_else(|| named_twice(turn)) {
            return why;
        }
        let all_blocked = same_move
            .iter()
            .all(|c| matches!(c.outcome, Outcome::Blocked { .. }));
        if all_blocked && (turn.promotion.is_some() || !turn.then.is_empty()) {
            return TurnError::BlockedDoesNotArrive;
        }
        let needs_promotion = same_move.iter().any(|c| c.turn.promotion.is_some());
        if needs_promotion && turn.promotion.is_none() {
            return TurnError::PromotionMissing;
        }
        if !needs_promotion && turn.promotion.is_some() {
            return TurnError::CannotPromote;
        }
        if turn.raijin.is_some() && turn.then.is_empty() {
            return TurnError::RaijinWithoutStep;
        }
        if turn.then.is_empty() {
            return TurnError::StepsNeeded {
                from: turn.from,
                to: turn.to,
            };
        }
        let allowed: Vec<Vec<Square>> = same_move
            .iter()
            .filter(|c| c.turn.promotion == turn.promotion && !c.turn.then.is_empty())
            .map(|c| c.turn.then.clone())
            .take(12)
            .collect();
        if allowed.is_empty() {
            return TurnError::NoSteps {
                role,
                from: turn.from,
                to: turn.to,
            };
        }
        TurnError::StepsNotAllowed {
            then: turn.then.clone(),
            from: turn.from,
            to: turn.to,
            allowed,
        }
    }

    /// Plays a submitted turn: the game after it and what happened, or why
    /// it is refused (the game unchanged).
    pub fn play(&self, turn: &Turn) -> Result<(Game, Vec<crate::Event>), TurnError> {
        let (facing_pos, chosen) = self.locate(turn)?;
        let mut next = self.clone();
        let (mut events, candidate) = next
            .line
            .submit(&facing_pos, &chosen, &Default::default())
            .map_err(|(_, why)| why)?;
        for (sq, facing) in &turn.facings {
            if self.line.position.info[sq.index()].facing != Some(*facing) {
                events.push(Event::Faced {
                    square: where_now(turn, &candidate, *sq),
                    facing: *facing,
                });
            }
        }
        next.pass_while_locked_out(&mut events);
        // E98: a piece on two squares is named by both, the one the turn
        // named first.
        let named = turn.named_squares();
        for e in &mut events {
            e.name_twins(&named);
        }
        next.push_ending(&mut events, Vec::new());
        Ok((next, events))
    }

    /// Says how the game stands after a turn: a check, or the ending with
    /// what decided it; `decided` are abilities a rejection just revealed
    /// (E53), named with the concealed ones that leave the side to move
    /// without a legal turn (E97).
    fn push_ending(&self, events: &mut Vec<Event>, mut decided: Vec<(Color, &'static str)>) {
        let position = self.line.position;
        let them = self.turn();
        let ending = match self.status() {
            Status::Checkmate { winner } => Event::Checkmate { winner },
            Status::Stalemate => Event::Stalemate,
            Status::SeventyFiveMoves => Event::SeventyFiveMoves,
            Status::Fivefold => Event::Fivefold,
            Status::Playing => {
                if position.in_check(them) {
                    events.push(Event::Check { color: them });
                }
                return;
            }
        };
        if matches!(ending, Event::Checkmate { .. }) && position.in_check(them) {
            events.push(Event::Check { color: them });
        }
        if matches!(ending, Event::Checkmate { .. } | Event::Stalemate) {
            for found in self.decided_by_concealed() {
                if !decided.contains(&found) {
                    decided.push(found);
                }
            }
            events.extend(
                decided
                    .into_iter()
                    .map(|(color, ability)| Event::Decided { color, ability }),
            );
        }
        events.push(ending);
    }

    /// The concealed abilities that leave the side to move without a
    /// legal turn when it believes it has some (E97): each turn it sees
    /// would be rejected (E53, E86), and these are what the rejections
    /// would reveal, by side (`Black`, `Belligerent`). Empty otherwise.
    pub fn decided_by_concealed(&self) -> Vec<(Color, &'static str)> {
        let turns = self.line.turns();
        if turns.is_empty() || self.line.any_playable(&self.line.position, &turns) {
            return Vec::new();
        }
        let side = self.turn().other();
        let parts = self.line.rejections(&self.line.position, &turns);
        let slots = self.line.army_slots(side);
        parts
            .parts()
            .map(|part| (side, crate::conceal::part_title(part, slots)))
            .collect()
    }
}

impl Game {
    /// The game after a turn that a concealed ability rejects (E53, E86):
    /// the ability revealed, and the events that say so; `None` when the
    /// turn is not rejected that way ([`Game::play`] says why it fails).
    ///
    /// Where the rejection leaves the mover without a legal turn, the game
    /// ends there (E97): the events then end with the ending, naming the
    /// abilities the rejection revealed.
    pub fn reveal_on_rejection(&self, turn: &Turn) -> Option<(Game, Vec<Event>)> {
        let (facing_pos, chosen) = self.locate(turn).ok()?;
        let mut next = self.clone();
        match next.line.submit(&facing_pos, &chosen, &Default::default()) {
            Err((mut events, _)) if !events.is_empty() => {
                if !next.status().is_over() {
                    return Some((next, events));
                }
                let revealed = events
                    .iter()
                    .filter_map(|e| match e {
                        Event::Revealed { color, ability } => Some((*color, *ability)),
                        _ => None,
                    })
                    .collect();
                next.push_ending(&mut events, revealed);
                Some((next, events))
            }
            _ => None,
        }
    }

    /// Counts the leaves of the legal turn tree `depth` plies deep from
    /// this game, rewinds included (E82).
    pub fn perft(&self, depth: u32) -> u64 {
        self.line.perft(depth)
    }

    /// Plays the pass of a side whose every move is locked (E36), as often
    /// as it is the one legal turn: no player is asked for it.
    fn pass_while_locked_out(&mut self, events: &mut Vec<Event>) {
        // Each pass counts a lock down; two sides cannot pass forever.
        for _ in 0..4 {
            if !self.line.position.any_locked(self.turn()) {
                return;
            }
            let candidates = self.line.turns();
            let [only] = candidates.as_slice() else {
                return;
            };
            if !only.turn.is_pass() {
                return;
            }
            let only = only.clone();
            let from = self.line.position;
            events.extend(self.line.advance(&from, &only, crate::Revealed::NONE));
        }
    }
}

/// Whether the past positions are kept: once kept, always; from the start
/// when some piece, on the board or missing, carries Do-Over (E34).
fn keeps_past(position: &Position, past: &[Position]) -> bool {
    let carries =
        |i: &crate::position::PieceInfo| i.slots.temporal == Some(crate::loadout::Temporal::DoOver);
    !past.is_empty()
        || crate::bitboard::Bits(position.board.occupied()).any(|sq| carries(&position.info[sq]))
        || Color::BOTH
            .into_iter()
            .any(|c| position.missing(c).any(|m| carries(&m.info)))
}

/// The course of play: the position, the positions before each completed
/// ply (while Do-Over is in play), the repetition keys and the generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Line {
    pub(crate) position: Position,
    /// With Do-Over in play, the position before each completed ply,
    /// oldest first (a rewind restores one, E34); otherwise empty.
    pub(crate) past: Vec<Position>,
    /// Keys of the positions since the last irreversible turn (with
    /// Do-Over in play, since the start), the current one last.
    pub(crate) history: Vec<u64>,
    pub(crate) rng: SplitMix64,
    /// Pieces Flood Wake keeps removed through every rewind (E11, E87).
    pub(crate) flooded: Vec<u8>,
    /// What each side's concealed Water loadout has shown (E12, E74),
    /// by side; never rewound (E34).
    pub(crate) revealed: [crate::Revealed; 2],
}

impl Line {
    /// A line from `position` alone, the generator seeded `seed`.
    pub(crate) fn start(position: Position, seed: u64) -> Line {
        Line {
            history: vec![position.key()],
            position,
            past: Vec::new(),
            rng: SplitMix64::new(seed),
            flooded: Vec::new(),
            revealed: [crate::Revealed::NONE; 2],
        }
    }

    /// Resolves `candidate` (a real turn) from `from`: records the ply, or
    /// rewinds when a Do-Over fires (E34, E77: the turn was validated in
    /// full first); then says what of a concealed loadout it revealed,
    /// `defeat` included (E12).
    pub(crate) fn advance(
        &mut self,
        from: &Position,
        candidate: &Candidate,
        defeat: crate::Revealed,
    ) -> Vec<Event> {
        self.advance_known(from, candidate, defeat, &crate::conceal::Known::default())
    }

    /// [`Line::advance`] with the turn lists of `from` shared.
    pub(crate) fn advance_known(
        &mut self,
        from: &Position,
        candidate: &Candidate,
        defeat: crate::Revealed,
        known: &crate::conceal::Known,
    ) -> Vec<Event> {
        let reveals = self.reveals(from, candidate, defeat, known);
        let mut events = self.resolve_and_record(from, candidate);
        for (side, parts) in reveals {
            events.extend(self.reveal(side, parts));
        }
        events
    }

    fn resolve_and_record(&mut self, from: &Position, candidate: &Candidate) -> Vec<Event> {
        let (after, mut events) = from.resolve(candidate, &mut self.rng);
        if let Some(id) = candidate.outcome.do_over() {
            let (restored, rewound) = crate::rewind::rewind(
                &self.position,
                id,
                &mut self.past,
                &mut self.history,
                &mut self.flooded,
            );
            events.extend(rewound);
            self.position = restored;
            return events;
        }
        let keep = keeps_past(&self.position, &self.past);
        let mut after = after;
        if !keep {
            // Which piece is which matters only to rewinds (and to marks,
            // which follow the renumbering).
            after.renumber();
        }
        crate::rewind::record(
            &mut self.past,
            &mut self.history,
            &self.position,
            &after,
            keep,
        );
        self.position = after;
        events
    }

    /// Perft through rewinds (E82): each branch carries its generator.
    /// Against a concealed loadout the mover's turns are those it sees,
    /// less those a concealed ability rejects (E12, E53).
    pub(crate) fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let candidates = self.turns();
        if depth == 1 && !self.conceals_from_mover() {
            return candidates.len() as u64;
        }
        let known = crate::conceal::Known::default();
        if depth == 1 {
            let hidden = self.hidden_from_mover(&self.position);
            return candidates
                .iter()
                .filter(|c| {
                    matches!(
                        self.position.realize(hidden, c, &known),
                        crate::conceal::Realized::Play(..)
                    )
                })
                .count() as u64;
        }
        candidates
            .iter()
            .map(|c| {
                let mut next = self.clone();
                match next.submit(&self.position, c, &known) {
                    Ok(_) => next.perft(depth - 1),
                    Err(_) => 0,
                }
            })
            .sum()
    }
}

/// Where the piece that started the turn on `sq` stands after it.
fn where_now(turn: &Turn, candidate: &Candidate, sq: Square) -> Square {
    if sq != turn.from {
        if let Outcome::Played {
            swapped: Some(with),
            ..
        } = candidate.outcome
            && with == sq
        {
            return turn.to;
        }
        return sq;
    }
    match &candidate.outcome {
        Outcome::Blocked { .. } | Outcome::Pass { .. } => sq,
        Outcome::Played { block: Some(b), .. } => b.attacker,
        Outcome::Played { .. } => match &turn.raijin {
            Some(extra) => extra.to,
            None => turn.then.last().copied().unwrap_or(turn.to),
        },
    }
}

/// Why a turn whose removals each exist alone is refused when two of them
/// name one piece (E57, E96): the later one may name it again only while
/// the piece is still on the board as the mover sees it (a Sturdy just
/// used), and no such turn was offered.
fn named_twice(turn: &Turn) -> Option<TurnError> {
    let removals = [
        (Choice::DoubleKill, turn.double_kill),
        (Choice::QuantumKill, turn.quantum_kill),
        (Choice::BlazeDoubleKill, turn.blaze_double_kill),
        (Choice::BlazeQuantumKill, turn.blaze_quantum_kill),
    ];
    removals.iter().enumerate().find_map(|(i, (first, sq))| {
        let square = (*sq)?;
        let (second, _) = removals[i + 1..]
            .iter()
            .find(|(_, other)| *other == Some(square))?;
        Some(TurnError::NamedTwice {
            first: *first,
            second: *second,
            square,
        })
    })
}

/// Which choice of `turn` (E39) none of the legal turns with the same
/// move makes, and what it could be instead.
fn wrong_choice(turn: &Turn, same_move: &[&Candidate]) -> Option<TurnError> {
    fn check(
        choice: Choice,
        given: Option<Chosen>,
        offered: impl Iterator<Item = Option<Chosen>>,
    ) -> Option<TurnError> {
        let given = given?;
        let mut values: Vec<Chosen> = Vec::new();
        let mut found = false;
        for v in offered.flatten() {
            found |= v == given;
            if !values.contains(&v) {
                values.push(v);
            }
        }
        if found {
            return None;
        }
        Some(if values.is_empty() {
            TurnError::NoChoice { choice, given }
        } else {
            values.truncate(16);
            TurnError::NotOffered {
                choice,
                given,
                offered: values,
            }
        })
    }
    let square = |s: Option<Square>| s.map(Chosen::Square);
    let all = || same_move.iter().map(|c| &c.turn);
    let squares = |choice: Choice, pick: fn(&Turn) -> Option<Square>| {
        check(choice, square(pick(turn)), all().map(|t| square(pick(t))))
    };
    squares(Choice::Chain, |t| t.chain)
        .or_else(|| squares(Choice::DoubleKill, |t| t.double_kill))
        .or_else(|| squares(Choice::QuantumKill, |t| t.quantum_kill))
        .or_else(|| squares(Choice::BlazeDoubleKill, |t| t.blaze_double_kill))
        .or_else(|| squares(Choice::BlazeQuantumKill, |t| t.blaze_quantum_kill))
        .or_else(|| {
            check(
                Choice::Resurrection,
                turn.revival.map(Chosen::Revival),
                all().map(|t| t.revival.map(Chosen::Revival)),
            )
        })
        .or_else(|| {
            let raijin = |t: &Turn| t.raijin.as_deref().cloned().map(Chosen::Raijin);
            check(Choice::Raijin, raijin(turn), all().map(raijin))
        })
        .or_else(|| squares(Choice::Lock, |t| t.lock))
}
