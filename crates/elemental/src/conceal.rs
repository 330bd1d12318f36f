//! Mist Shroud's concealment (E12, E53, E62, E74, E86, E88): what the
//! opponent of a Water side knows of its loadout, the position that
//! opponent's turns are generated from, how a turn chosen there is carried
//! out on the real board, and which abilities a turn reveals.
//!
//! The opponent plays from its *belief*: the real position with the Water
//! side's unrevealed slots (and, while Block Piece is unrevealed, its
//! facings) taken off. So its legal turns, previews and pictures cannot
//! tell what is concealed. The chosen turn is then *realized* on the real
//! position: a capture a concealed ability defeats becomes a blocked
//! capture without effect, a defeated removal is skipped, a slide through
//! a piece that cannot be phased through ends where it started, and a turn
//! that would leave the mover's king unsafe is rejected — each revealing
//! the ability that did it.

use crate::event::Event;
use crate::generate::{Candidate, Outcome, first_do_over};
use crate::loadout::{Augmentor, Element, Offense, Slots};
use crate::position::{Blocker, Position};
use crate::refusal::TurnError;
use crate::rng::SplitMix64;
use crate::square::{Color, Square};
use crate::turn::Turn;

/// Which parts of a Water side's loadout its opponent has seen (E12,
/// E74): a set of the three slots and Mist Shroud. Never rewound (E34).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Revealed(u8);

impl Revealed {
    /// Nothing.
    pub const NONE: Revealed = Revealed(0);
    /// The augmentor slot (and with it Block Piece's facings, E74).
    pub const AUGMENTOR: Revealed = Revealed(1);
    /// The offense slot.
    pub const OFFENSE: Revealed = Revealed(2);
    /// The temporal slot.
    pub const TEMPORAL: Revealed = Revealed(4);
    /// Mist Shroud (E12), shown once a Water piece has used Quantum Step.
    pub const MIST_SHROUD: Revealed = Revealed(8);
    /// The three slots.
    pub const SLOTS: Revealed = Revealed(7);
    /// Everything.
    pub const ALL: Revealed = Revealed(15);

    /// Whether every part of `other` is in this set.
    pub fn contains(self, other: Revealed) -> bool {
        self.0 & other.0 == other.0
    }
    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Both sets together.
    pub fn union(self, other: Revealed) -> Revealed {
        Revealed(self.0 | other.0)
    }
    /// What of this set is not in `other`.
    pub fn without(self, other: Revealed) -> Revealed {
        Revealed(self.0 & !other.0)
    }
    /// The stored form (E34: kept in the game's text).
    pub fn bits(self) -> u8 {
        self.0
    }
    /// From the stored form; `None` for bits that mean nothing.
    pub fn from_bits(bits: u8) -> Option<Revealed> {
        (bits <= Revealed::ALL.0).then_some(Revealed(bits))
    }
    /// The parts in words: `augmentor, offense, Mist Shroud`.
    pub fn words(self) -> String {
        let names: Vec<&str> = self
            .parts()
            .map(|p| match p {
                Revealed::AUGMENTOR => "augmentor",
                Revealed::OFFENSE => "offense",
                Revealed::TEMPORAL => "temporal",
                _ => "Mist Shroud",
            })
            .collect();
        names.join(", ")
    }

    /// Each part on its own, slots first.
    pub fn parts(self) -> impl Iterator<Item = Revealed> {
        [
            Revealed::AUGMENTOR,
            Revealed::OFFENSE,
            Revealed::TEMPORAL,
            Revealed::MIST_SHROUD,
        ]
        .into_iter()
        .filter(move |p| self.contains(*p))
    }
}

/// The real turns of one position and those it would have with one part
/// of a concealed loadout taken off, each generated once when first
/// needed (a realization and its reveals ask for them turn after turn).
#[derive(Default)]
pub(crate) struct Known {
    real: std::cell::OnceCell<Vec<Candidate>>,
    by_turn: std::cell::OnceCell<std::collections::HashMap<Turn, usize>>,
    without: std::cell::RefCell<Vec<(Color, Revealed, Stripped)>>,
}

/// Turns by their text.
type Lookup = std::collections::HashMap<Turn, Candidate>;
/// A position with one concealed part taken off, and its turns.
type Stripped = std::rc::Rc<(Position, Lookup)>;

impl Known {
    fn real(&self, pos: &Position) -> &[Candidate] {
        self.real.get_or_init(|| pos.candidates())
    }

    fn find(&self, pos: &Position, turn: &Turn) -> Option<&Candidate> {
        let real = self.real(pos);
        let index = self.by_turn.get_or_init(|| {
            real.iter()
                .enumerate()
                .map(|(i, c)| (c.turn.clone(), i))
                .collect()
        });
        index.get(turn).map(|&i| &real[i])
    }

    fn without(
        &self,
        pos: &Position,
        side: Color,
        part: Revealed,
    ) -> std::rc::Rc<(Position, Lookup)> {
        let mut cache = self.without.borrow_mut();
        if let Some((_, _, hit)) = cache.iter().find(|(c, p, _)| *c == side && *p == part) {
            return std::rc::Rc::clone(hit);
        }
        let stripped = pos.conceal(side, part);
        let list = stripped
            .candidates()
            .into_iter()
            .map(|c| (c.turn.clone(), c))
            .collect();
        let entry = std::rc::Rc::new((stripped, list));
        cache.push((side, part, std::rc::Rc::clone(&entry)));
        entry
    }
}

/// How a turn chosen from a belief is carried out (E12, E53, E86, E88).
pub(crate) enum Realized {
    /// Play this real turn; the abilities its defeat revealed.
    Play(Candidate, Revealed),
    /// The turn is rejected and these abilities revealed; the player
    /// submits another turn (E53).
    Reject(Revealed, TurnError),
}

impl Slots {
    /// The slots with the `hidden` parts taken off.
    pub(crate) fn without(self, hidden: Revealed) -> Slots {
        Slots {
            augmentor: self
                .augmentor
                .filter(|_| !hidden.contains(Revealed::AUGMENTOR)),
            offense: self.offense.filter(|_| !hidden.contains(Revealed::OFFENSE)),
            temporal: self
                .temporal
                .filter(|_| !hidden.contains(Revealed::TEMPORAL)),
        }
    }
}

impl Position {
    /// This position as `side`'s opponent believes it: the `hidden` slots
    /// of `side`'s pieces (on the board and missing) taken off, and their
    /// facings while the augmentor is hidden (E74).
    pub fn conceal(&self, side: Color, hidden: Revealed) -> Position {
        if hidden.is_empty() {
            return *self;
        }
        let mut out = *self;
        for sq in crate::bitboard::Bits(self.board.side(side)) {
            let info = &mut out.info[sq];
            info.slots = info.slots.without(hidden);
            if hidden.contains(Revealed::AUGMENTOR) {
                info.facing = None;
            }
        }
        for m in out.missing[side.index()].iter_mut().flatten() {
            m.info.slots = m.info.slots.without(hidden);
            if hidden.contains(Revealed::AUGMENTOR) {
                m.info.facing = None;
            }
        }
        out
    }

    /// What of `side`'s loadout is concealed from the channel when
    /// `revealed` has been seen: nothing unless `side` is Water (E12);
    /// only slots some piece fills count. (An opponent with Radiant
    /// Vision sees it all, E20.)
    pub fn concealed(&self, side: Color, revealed: Revealed) -> Revealed {
        if !self.has(side, Element::Water) {
            return Revealed::NONE;
        }
        let mut filled = Revealed::NONE;
        let board = crate::bitboard::Bits(self.board.side(side)).map(|sq| self.info[sq].slots);
        let missing = self.missing(side).map(|m| m.info.slots);
        for s in board.chain(missing) {
            if s.augmentor.is_some() {
                filled = filled.union(Revealed::AUGMENTOR);
            }
            if s.offense.is_some() {
                filled = filled.union(Revealed::OFFENSE);
            }
            if s.temporal.is_some() {
                filled = filled.union(Revealed::TEMPORAL);
            }
        }
        filled.union(Revealed::MIST_SHROUD).without(revealed)
    }

    /// Carries out `chosen`, a legal turn of the mover's belief (the
    /// position with `hidden` of the opponent concealed), on this real
    /// position (E12, E53, E62, E86, E88).
    pub(crate) fn realize(&self, hidden: Revealed, chosen: &Candidate, known: &Known) -> Realized {
        if hidden.without(Revealed::MIST_SHROUD).is_empty() {
            return Realized::Play(chosen.clone(), Revealed::NONE);
        }
        if let Some(c) = known.find(self, &chosen.turn) {
            return Realized::Play(c.clone(), Revealed::NONE);
        }
        let us = self.turn();
        let them = us.other();
        let turn = &chosen.turn;
        let Some(role) = self.board.role_at(turn.from) else {
            return Realized::Reject(Revealed::NONE, TurnError::NoPiece { square: turn.from });
        };
        let captured = match &chosen.outcome {
            Outcome::Played { captured, .. } => *captured,
            _ => None,
        };
        // E12, E88: a primary capture a concealed ability blocks ends the
        // turn there, without effect; later choices are ignored.
        if let Some((victim, _)) = captured
            && let Some(blocker) = self.blocker(role, turn.chain.unwrap_or(turn.from), victim)
        {
            return self.defeated(
                Turn {
                    chain: turn.chain,
                    ..Turn::new(turn.from, turn.to)
                },
                blocker,
                victim,
            );
        }
        // E62: a slide through a piece whose concealed augmentor forbids
        // phasing ends without effect.
        if captured.is_none()
            && turn.chain.is_none()
            && let Some(solid) = self.solid_on_the_way(turn.from, turn.to, them)
        {
            return self.defeated(Turn::new(turn.from, turn.to), Blocker::Solid, solid);
        }
        // E12: a removal an unrevealed Indomitable defeats is skipped.
        let lightning = self.has(us, Element::Lightning);
        let immune = |t: Option<Square>, quantum: bool| {
            t.filter(|sq| {
                self.board.side(them) & sq.bit() != 0
                    && self.info[sq.index()].slots.augmentor == Some(Augmentor::Indomitable)
                    && !(quantum && lightning)
            })
        };
        let mut skipped = turn.clone();
        for (target, quantum) in [
            (&mut skipped.double_kill, false),
            (&mut skipped.quantum_kill, true),
            (&mut skipped.blaze_double_kill, false),
            (&mut skipped.blaze_quantum_kill, true),
        ] {
            if immune(*target, quantum).is_some() {
                *target = None;
            }
        }
        if let Some(extra) = skipped.raijin.as_deref_mut() {
            if immune(extra.double_kill, false).is_some() {
                extra.double_kill = None;
            }
            if immune(extra.quantum_kill, true).is_some() {
                extra.quantum_kill = None;
            }
        }
        if skipped != *turn {
            if let Some(c) = known.find(self, &skipped) {
                return Realized::Play(c.clone(), Revealed::AUGMENTOR);
            }
            // The rest of the turn counted on the removal (a step onto
            // its square): the turn cannot be played as chosen.
            if skipped.raijin.is_none() {
                return Realized::Reject(Revealed::AUGMENTOR, TurnError::RemovalDefeated);
            }
        }
        // E70, E12: Raijin's capture a concealed ability blocks ends the
        // turn after the Quantum Step.
        if let Some(extra) = &skipped.raijin
            && self.board.side(them) & extra.to.bit() != 0
        {
            let before = Turn {
                raijin: None,
                ..skipped.clone()
            };
            if let Some(c) = known.find(self, &before)
                && let Outcome::Played { after, .. } = &c.outcome
            {
                let at = turn.then.last().copied().unwrap_or(turn.to);
                let attacker = after.board.role_at(at).unwrap_or(role);
                if after
                    .blocker(attacker, extra.chain.unwrap_or(at), extra.to)
                    .is_some()
                {
                    return Realized::Play(c.clone(), Revealed::AUGMENTOR);
                }
            }
            if self.info[extra.to.index()].slots.offense == Some(Offense::PoisonousMeat) {
                return Realized::Reject(Revealed::OFFENSE, TurnError::Poisoned);
            }
            return Realized::Reject(Revealed::AUGMENTOR, TurnError::RaijinBlocked);
        }
        // E86: the concealed Poisonous Meat of the captured piece would
        // remove the captor and leave the king unsafe.
        if self.poisons(captured) {
            return Realized::Reject(Revealed::OFFENSE, TurnError::Poisoned);
        }
        Realized::Reject(
            Revealed::NONE,
            TurnError::NotHere {
                turn: Box::new(turn.clone()),
            },
        )
    }

    /// Whether the piece a turn captures carries Poisonous Meat.
    fn poisons(&self, captured: Option<(Square, crate::square::Role)>) -> bool {
        captured.is_some_and(|(victim, _)| {
            self.info[victim.index()].slots.offense == Some(Offense::PoisonousMeat)
        })
    }

    /// A capture (or slide, E62) that a concealed ability defeats: blocked
    /// without effect when the mover's king is safe with the piece staying
    /// (E53), otherwise rejected; either way the augmentor is revealed.
    fn defeated(&self, turn: Turn, blocker: Blocker, defender: Square) -> Realized {
        let us = self.turn();
        // E40, E85: judged with the attacker on its square after steps 8 and 11.
        let mut stays = *self;
        let (_, removed, _) = stays.sadist_step(us);
        stays.end_turn(false);
        if stays.in_check(us) {
            return Realized::Reject(Revealed::AUGMENTOR, TurnError::UnsafeToStay { defender });
        }
        Realized::Play(
            Candidate {
                turn,
                outcome: Outcome::Blocked {
                    blocker,
                    defender,
                    candidates: vec![],
                    do_over: first_do_over(&removed),
                },
            },
            Revealed::AUGMENTOR,
        )
    }

    /// The first piece of `them` between `from` and `to` on a line that
    /// cannot be phased through (E3), for a slide that passes it.
    fn solid_on_the_way(&self, from: Square, to: Square, them: Color) -> Option<Square> {
        let (df, dr) = (to.file() - from.file(), to.rank() - from.rank());
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
            return None;
        }
        let (sf, sr) = (df.signum(), dr.signum());
        let mut at = from.offset(sf, sr)?;
        while at != to {
            if self.board.side(them) & at.bit() != 0
                && self.info[at.index()]
                    .slots
                    .augmentor
                    .is_some_and(Augmentor::is_defensive)
            {
                return Some(at);
            }
            at = at.offset(sf, sr)?;
        }
        None
    }

    /// Which parts of `side`'s `hidden` loadout the turn `played` (a real
    /// turn of this position) makes take effect (E12, E74): a part takes
    /// effect when the turn would not be the same turn, or not do the same,
    /// without it.
    pub(crate) fn reveals(
        &self,
        played: &Candidate,
        rng: &SplitMix64,
        side: Color,
        hidden: Revealed,
        known: &Known,
    ) -> Revealed {
        let mut out = Revealed::NONE;
        let mover = self.turn() == side;
        if mover && !played.turn.then.is_empty() && hidden.contains(Revealed::MIST_SHROUD) {
            // E74: every step of a Water piece after its move is a Quantum
            // Step (a Side Step's square is also a blink).
            out = out.union(Revealed::MIST_SHROUD);
        }
        if mover
            && !played.turn.then.is_empty()
            && hidden.contains(Revealed::AUGMENTOR)
            && self.info[played.turn.from.index()].slots.augmentor == Some(Augmentor::QuantumStep)
        {
            out = out.union(Revealed::AUGMENTOR);
        }
        let (_, events) = self.resolve(played, &mut rng.clone());
        let fires = |c: &Candidate| c.outcome.do_over().is_some();
        for part in [Revealed::AUGMENTOR, Revealed::OFFENSE, Revealed::TEMPORAL] {
            if !hidden.contains(part) || out.contains(part) {
                continue;
            }
            let entry = known.without(self, side, part);
            let (without, list) = &*entry;
            let same = list.get(&played.turn).is_some_and(|c| {
                fires(c) == fires(played) && without.resolve(c, &mut rng.clone()).1 == events
            });
            if !same {
                out = out.union(part);
            }
        }
        out
    }
}

/// The name of what `part` of a side with these army `slots` is, for the
/// story of a turn: `Stalwart`, `Mist Shroud`.
pub(crate) fn part_title(part: Revealed, slots: Slots) -> &'static str {
    use crate::loadout::Ability;
    let title = if part == Revealed::AUGMENTOR {
        slots.augmentor.map(Ability::title)
    } else if part == Revealed::OFFENSE {
        slots.offense.map(Ability::title)
    } else if part == Revealed::TEMPORAL {
        slots.temporal.map(Ability::title)
    } else {
        Some("Mist Shroud")
    };
    title.unwrap_or("an empty slot")
}

impl crate::game::Line {
    /// What of the opponent's loadout the side to move of `pos` does not
    /// see: nothing with Radiant Vision (E20).
    pub(crate) fn hidden_from_mover(&self, pos: &Position) -> Revealed {
        let us = pos.turn();
        if pos.has(us, Element::Light) {
            return Revealed::NONE;
        }
        pos.concealed(us.other(), self.revealed[us.other().index()])
    }

    /// Whether any of `candidates` (the turns of the side to move of
    /// `from` as it believes them) can be played on the real position:
    /// one a concealed ability would reject (E53, E86) is no legal turn
    /// (E97).
    pub(crate) fn any_playable(&self, from: &Position, candidates: &[Candidate]) -> bool {
        let hidden = self.hidden_from_mover(from);
        if hidden.without(Revealed::MIST_SHROUD).is_empty() {
            return !candidates.is_empty();
        }
        let known = Known::default();
        candidates
            .iter()
            .any(|c| matches!(from.realize(hidden, c, &known), Realized::Play(..)))
    }

    /// What the rejections of `candidates` (turns of the side to move of
    /// `from` as it believes them) would reveal of its opponent's loadout
    /// (E53, E97).
    pub(crate) fn rejections(&self, from: &Position, candidates: &[Candidate]) -> Revealed {
        let hidden = self.hidden_from_mover(from);
        let known = Known::default();
        candidates
            .iter()
            .filter_map(|c| match from.realize(hidden, c, &known) {
                Realized::Reject(parts, _) => Some(parts),
                Realized::Play(..) => None,
            })
            .fold(Revealed::NONE, Revealed::union)
    }

    /// The army's slots of `side`, as named when a part is revealed (its
    /// king's: only Lightning sets slots per piece, and Lightning is never
    /// concealed).
    pub(crate) fn army_slots(&self, side: Color) -> Slots {
        self.position
            .board
            .king(side)
            .map(|k| self.position.info[k.index()].slots)
            .unwrap_or_default()
    }

    /// Whether the side to move plays against concealed slots.
    pub(crate) fn conceals_from_mover(&self) -> bool {
        !self
            .hidden_from_mover(&self.position)
            .without(Revealed::MIST_SHROUD)
            .is_empty()
    }

    /// `pos` (the current position, perhaps re-faced) as its side to move
    /// believes it (E12).
    pub(crate) fn belief(&self, pos: &Position) -> Position {
        let hidden = self.hidden_from_mover(pos);
        pos.conceal(pos.turn().other(), hidden)
    }

    /// The side to move's legal turns, as it sees them (E12).
    pub(crate) fn turns(&self) -> Vec<Candidate> {
        self.belief(&self.position).candidates()
    }

    /// Plays `chosen`, a turn of the mover's belief of `from` (the current
    /// position, perhaps re-faced): the events and the real turn played;
    /// or, when a concealed ability rejects it (E53, E86), the events of
    /// what that revealed (recorded here) and why.
    pub(crate) fn submit(
        &mut self,
        from: &Position,
        chosen: &Candidate,
        known: &Known,
    ) -> Result<(Vec<Event>, Candidate), (Vec<Event>, TurnError)> {
        let hidden = self.hidden_from_mover(from);
        match from.realize(hidden, chosen, known) {
            Realized::Play(real, defeat) => {
                let events = self.advance_known(from, &real, defeat, known);
                Ok((events, real))
            }
            Realized::Reject(parts, why) => {
                let events = self.reveal(from.turn().other(), parts);
                Err((events, why))
            }
        }
    }

    /// What `candidate`, played from `from`, reveals of each concealed
    /// loadout; `defeat` is what the realization already revealed of the
    /// mover's opponent.
    pub(crate) fn reveals(
        &self,
        from: &Position,
        candidate: &Candidate,
        defeat: Revealed,
        known: &Known,
    ) -> Vec<(Color, Revealed)> {
        // A capture or slide a concealed ability defeated did nothing
        // else (E62, E88).
        if !defeat.is_empty() && matches!(candidate.outcome, Outcome::Blocked { .. }) {
            return vec![(from.turn().other(), defeat)];
        }
        let mut out = Vec::new();
        for side in Color::BOTH {
            let hidden = from.concealed(side, self.revealed[side.index()]);
            if hidden.is_empty() {
                continue;
            }
            let mut parts = from.reveals(candidate, &self.rng, side, hidden, known);
            if side != from.turn() {
                parts = parts.union(defeat);
            }
            if !parts.is_empty() {
                out.push((side, parts));
            }
        }
        out
    }

    /// Records that `parts` of `side`'s loadout are revealed: an event for
    /// each part not shown before.
    pub(crate) fn reveal(&mut self, side: Color, parts: Revealed) -> Vec<Event> {
        let new = parts.without(self.revealed[side.index()]);
        self.revealed[side.index()] = self.revealed[side.index()].union(new);
        let slots = self.army_slots(side);
        new.parts()
            .map(|part| Event::Revealed {
                color: side,
                ability: part_title(part, slots),
            })
            .collect()
    }
}

impl crate::game::Game {
    /// What of `side`'s loadout `viewer` does not see (`None`: the
    /// channel): a Water loadout's unrevealed parts, unless the viewer
    /// is `side` or has Radiant Vision (E12, E20); nothing once the game
    /// is over.
    ///
    /// Empty slots count as concealed too (they never take effect), so
    /// what is shown never tells which slots are filled.
    pub fn concealed_from(&self, side: Color, viewer: Option<Color>) -> Revealed {
        self.concealment(viewer)[side.index()]
    }

    /// [`Game::concealed_from`] for both sides, White's first (whether the
    /// game is over is judged at most once).
    pub fn concealment(&self, viewer: Option<Color>) -> [Revealed; 2] {
        let pos = &self.line.position;
        let mut over = None;
        Color::BOTH.map(|side| {
            if viewer == Some(side)
                || viewer.is_some_and(|v| pos.has(v, Element::Light))
                || !pos.has(side, Element::Water)
                || *over.get_or_insert_with(|| self.status().is_over())
            {
                return Revealed::NONE;
            }
            Revealed::ALL.without(self.line.revealed[side.index()])
        })
    }

    /// `side`'s loadout in words as `viewer` may read it:
    /// `Water; army: Stalwart; concealed: offense, temporal, Mist Shroud`.
    pub fn loadout_words(&self, side: Color, viewer: Option<Color>) -> String {
        self.loadout_words_with(side, self.concealment(viewer))
    }

    /// `side`'s loadout in words with each side's `concealment` (what
    /// [`Game::concealment`] says a viewer does not see) left out.
    pub fn loadout_words_with(&self, side: Color, concealment: [Revealed; 2]) -> String {
        let seen = self.seen_with(concealment);
        let text = seen.position().describe_loadout(side, seen.loadout(side));
        let hidden = concealment[side.index()];
        if hidden.is_empty() {
            return text;
        }
        let text = if hidden.contains(Revealed::SLOTS) {
            format!("{}", seen.loadout(side).element)
        } else {
            text
        };
        format!("{text}; concealed (E12): {}", hidden.words())
    }

    /// What of `side`'s loadout has been revealed to its opponent (E12).
    pub fn revealed(&self, side: Color) -> Revealed {
        self.line.revealed[side.index()]
    }

    /// The game as `viewer` (`None`: the channel) may see it: what is
    /// concealed from it taken off the pieces, the past positions and the
    /// loadouts (E12, E74). Its pictures, previews and legal turns cannot
    /// tell a secret; it is never stored.
    pub fn seen_by(&self, viewer: Option<Color>) -> crate::game::Game {
        self.seen_with(self.concealment(viewer))
    }

    /// The game with each side's `concealment` (what
    /// [`Game::concealment`] says a viewer does not see) taken off; with
    /// nothing concealed, the game itself (everyone's view once it has
    /// ended, E99).
    pub fn seen_with(&self, concealment: [Revealed; 2]) -> crate::game::Game {
        let mut g = self.clone();
        for side in Color::BOTH {
            let hidden = concealment[side.index()];
            if hidden.without(Revealed::MIST_SHROUD).is_empty() {
                continue;
            }
            g.line.position = g.line.position.conceal(side, hidden);
            for p in &mut g.line.past {
                *p = p.conceal(side, hidden);
            }
            let l = &mut g.loadouts[side.index()];
            l.army = l.army.without(hidden);
            for (_, s) in &mut l.pieces {
                *s = s.without(hidden);
            }
        }
        g
    }
}
