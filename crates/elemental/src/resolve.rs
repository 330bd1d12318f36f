//! Resolving a generated turn (E38): the move with what steps 4–7 did (as
//! generated), or a blocked capture with Sturdy or a seeded knockback, or a
//! pass; and the events that say what happened, in order.

use crate::bitboard::DIRECTIONS;
use crate::event::Event;
use crate::generate::{Candidate, Outcome};
use crate::position::{Blocker, Position};
use crate::rng::SplitMix64;
use crate::square::{Role, Square};

impl Position {
    /// The position after `candidate` (turn passed) and what happened.
    /// A knockback takes exactly two draws from `rng` (E41).
    pub fn resolve(&self, candidate: &Candidate, rng: &mut SplitMix64) -> (Position, Vec<Event>) {
        let turn = &candidate.turn;
        let us = self.turn();
        let them = us.other();
        let role = self.board.role_at(turn.from).unwrap_or(Role::King);
        let mut events = Vec::new();
        match &candidate.outcome {
            Outcome::Played {
                after,
                captured,
                castle,
                swapped,
                promoted,
                effects,
                raijin,
                block,
                do_over,
                do_over_after_raijin,
            } => {
                if *castle {
                    events.push(Event::Castled {
                        color: us,
                        king_side: turn.to.file() == 6,
                    });
                } else {
                    events.push(Event::Moved {
                        color: us,
                        role,
                        from: turn.from,
                        to: turn.to,
                    });
                }
                if let Some((square, victim)) = captured {
                    events.push(Event::Captured {
                        color: them,
                        role: *victim,
                        square: *square,
                        also: self.twin(*square),
                    });
                }
                if let Some(r) = turn.promotion {
                    events.push(Event::Promoted {
                        square: turn.to,
                        role: r,
                        displaced: false,
                    });
                }
                events.extend(effects.iter().cloned());
                // E34, E38: a Do-Over at step 9 means step 10 never happens
                // (one fired by Raijin's capture comes after it).
                if do_over.is_some() && !do_over_after_raijin {
                    return (**after, events);
                }
                let mut at = turn.to;
                let mut steps = turn.then.iter().copied();
                // A swap is the Quantum Step; the steps after it (E93).
                if let Some(with) = swapped {
                    events.push(Event::Swapped {
                        from: at,
                        with: *with,
                    });
                    at = *with;
                    steps.next();
                }
                for to in steps {
                    events.push(Event::Stepped { from: at, to });
                    at = to;
                }
                for &square in promoted {
                    events.push(Event::Promoted {
                        square,
                        role: Role::Queen,
                        displaced: true,
                    });
                }
                events.extend(raijin.iter().cloned());
                // Raijin's capture was blocked (E70): it resolves now, with
                // the generator, and ends the turn.
                if let Some(b) = block {
                    let (next, more) = b.before.blocked(
                        b.attacker,
                        b.blocker,
                        b.defender,
                        &b.candidates,
                        b.irreversible,
                        false,
                        rng,
                    );
                    events.extend(more);
                    return (next, events);
                }
                (**after, events)
            }
            Outcome::Blocked {
                blocker,
                defender,
                candidates,
                ..
            } => {
                let (next, more) =
                    self.blocked(turn.from, *blocker, *defender, candidates, false, true, rng);
                events.extend(more);
                (next, events)
            }
            Outcome::Pass { after, effects, .. } => {
                let mut events = vec![Event::Passed { color: us }];
                events.extend(effects.iter().cloned());
                (**after, events)
            }
        }
    }

    /// A blocked capture by the piece on `attacker` (E30, E13, E40): Sturdy
    /// used, or a knockback drawn from `rng` (two draws with a candidate,
    /// E41) and cancelled when it would expose the king; then step 11.
    /// `irreversible`: whether the turn already reset the 75-move count;
    /// `step8`: whether step 8 (Sadist removals, E85) is still to run (not
    /// after Raijin's capture: the turn ran it).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn blocked(
        &self,
        attacker: Square,
        blocker: Blocker,
        defender: Square,
        candidates: &[usize],
        irreversible: bool,
        step8: bool,
        rng: &mut SplitMix64,
    ) -> (Position, Vec<Event>) {
        let us = self.turn();
        let role = self.board.role_at(attacker).unwrap_or(Role::King);
        let defender_role = self.board.role_at(defender).unwrap_or(Role::Pawn);
        let mut events = vec![if blocker == Blocker::Solid {
            Event::Stopped {
                role,
                from: attacker,
                square: defender,
            }
        } else {
            Event::Blocked {
                attacker: role,
                from: attacker,
                defender: defender_role,
                square: defender,
                also: self.twin(defender),
                by: blocker,
            }
        }];
        let mut next = *self;
        let mut irreversible = irreversible;
        let mut moved = false;
        if blocker == Blocker::Sturdy {
            next.info[defender.index()].sturdy_used = true;
            irreversible = true;
            events.push(Event::SturdyUsed {
                square: defender,
                also: self.twin(defender),
            });
        } else if !candidates.is_empty() {
            let direction = candidates[(rng.next_u64() % candidates.len() as u64) as usize];
            let distance = 1 + rng.next_u64() % 3;
            match self.knockback(attacker, direction, distance) {
                Some((p, to)) => {
                    events.push(Event::KnockedBack {
                        from: attacker,
                        to,
                        also: self.twin(attacker),
                    });
                    if role == Role::Pawn {
                        moved = true;
                        if p.board.role_at(to) == Some(Role::Queen) {
                            events.push(Event::Promoted {
                                square: to,
                                role: Role::Queen,
                                displaced: true,
                            });
                        }
                    }
                    next = p;
                }
                None => events.push(Event::KnockbackCancelled { square: attacker }),
            }
        }
        let knocked = next != *self && blocker != Blocker::Sturdy;
        let step8 = |p: &mut Position, events: &mut Vec<Event>| {
            if step8 {
                let (due, _, removed) = p.sadist_step(us);
                events.extend(due);
                removed
            } else {
                false
            }
        };
        let removed = step8(&mut next, &mut events);
        next.board.set_ep(None);
        next.end_turn(irreversible || moved || removed);
        if next.in_check(us) && knocked {
            // The landing is safe but step 11's expiring tags open a line
            // to the king (E9, E1b): the knockback is cancelled.
            events.retain(|e| !matches!(e, Event::KnockedBack { .. } | Event::Promoted { .. }));
            events.push(Event::KnockbackCancelled { square: attacker });
            next = *self;
            let mut ignored = Vec::new();
            let removed = step8(&mut next, &mut ignored);
            next.board.set_ep(None);
            next.end_turn(irreversible || removed);
        }
        (next, events)
    }

    /// The attacker on `from` knocked `distance` squares in direction
    /// `direction` (E13), stopping early at an obstacle: the position and where it
    /// lands; `None` when a square it crosses or lands on leaves its own
    /// king unsafe (E40, E44).
    fn knockback(
        &self,
        from: Square,
        direction: usize,
        distance: u64,
    ) -> Option<(Position, Square)> {
        let (us, role) = self.board.piece_at(from)?;
        let (dx, dy) = DIRECTIONS[direction];
        let mut p = *self;
        let mut at = from;
        for _ in 0..distance {
            let Some(next) = at.offset(dx, dy).filter(|s| p.enterable(*s, us, role)) else {
                break;
            };
            // One displacement: only the square it started from is tagged
            // (E68), not the squares it crosses.
            if at == from {
                p.relocate(at, next);
            } else {
                p.shift(at, next);
            }
            at = next;
            let unsafe_now = if role == Role::King {
                p.attacked_by(at, us.other())
            } else {
                p.in_check(us)
            };
            if unsafe_now {
                return None;
            }
        }
        p.promote_displaced(at);
        Some((p, at))
    }
}
