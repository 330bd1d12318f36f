//! Raijin's extra capture (E19, E70, E83): after a Quantum Step a Lightning
//! piece may make one more capture from its new square, Chain Kill
//! included; it is a primary capture and runs steps 3–9 again (Quantum
//! Kill only if the turn used none, Resurrection but no Temporal Lock). A
//! blocked capture with an effect is allowed and ends the turn.

use crate::chess::MoveKind;
use crate::effects::Victim;
use crate::event::Event;
use crate::generate::{Base, PendingBlock};
use crate::loadout::Slots;
use crate::position::{Blocker, Position};
use crate::square::{Role, Square};
use crate::turn::Extra;

/// One way Raijin's capture can go.
pub(crate) struct Run {
    /// The capture and its choices, as the turn names them.
    pub extra: Extra,
    /// What it did (not for a blocked capture: that is resolved later).
    pub events: Vec<Event>,
    /// The position at the end of the turn (turn passed).
    pub after: Position,
    /// The blocked capture still to resolve, if it was blocked.
    pub block: Option<Box<PendingBlock>>,
    /// The piece whose Do-Over its capture or removals fire (E56).
    pub do_over: Option<u8>,
}

impl Position {
    /// Raijin's runs for the piece on `at` (with the mover's `slots`), in
    /// the position after step 10. `quantum_kill_used`: whether the turn
    /// already removed with Quantum Kill; `irreversible`: whether it
    /// already reset the 75-move count. Runs that leave the mover's king
    /// unsafe are left out.
    pub(crate) fn raijin_runs(
        &self,
        at: Square,
        slots: Slots,
        quantum_kill_used: bool,
        irreversible: bool,
    ) -> Vec<Run> {
        let Some((us, role)) = self.board.piece_at(at) else {
            return vec![];
        };
        let mut bases: Vec<(Option<Square>, Base)> = Vec::new();
        let mut plain = Vec::new();
        self.base_moves(at, &mut plain);
        bases.extend(plain.into_iter().map(|b| (None, b)));
        if self.chain_kill(at) {
            bases.extend(self.chain_bases(at).into_iter().map(|(l, b)| (Some(l), b)));
        }
        let mut out = Vec::new();
        for (chain, base) in bases {
            let Some(victim) = base.victim else { continue };
            let Some(victim_role) = self.board.role_at(victim) else {
                continue;
            };
            if victim_role == Role::King || base.kind == MoveKind::Castle {
                continue;
            }
            let promotion = match base.kind {
                MoveKind::Promotion(r) => Some(r),
                _ => None,
            };
            let extra = Extra {
                promotion,
                chain,
                ..Extra::new(base.to)
            };
            if let Some(blocker) = self.blocker(role, chain.unwrap_or(at), victim) {
                // E50: a blocked pawn capture names no promotion.
                if promotion.is_some_and(|r| r != Role::Queen) {
                    continue;
                }
                let mut stays = *self;
                stays.end_turn(irreversible);
                if stays.in_check(us) || !self.block_has_effect(blocker, at, victim) {
                    continue;
                }
                let candidates = if blocker == Blocker::Sturdy {
                    vec![]
                } else {
                    self.knockback_candidates(at, victim)
                };
                out.push(Run {
                    extra: Extra {
                        promotion: None,
                        ..extra
                    },
                    events: vec![],
                    after: stays,
                    block: Some(Box::new(PendingBlock {
                        before: *self,
                        attacker: at,
                        blocker,
                        defender: victim,
                        candidates,
                        irreversible,
                    })),
                    do_over: None,
                });
                continue;
            }
            let info = self.info[victim.index()];
            let mut next = *self;
            next.take_off(victim);
            next.relocate(at, base.to);
            if let Some(r) = promotion {
                next.board.clear(base.to);
                next.board.put(base.to, us, r);
            }
            if role == Role::King && next.attacked_by(base.to, us.other()) {
                continue;
            }
            let v = Victim {
                square: victim,
                role: victim_role,
                slots: info.slots,
            };
            for effects in next.effects(base.to, slots, Some(v), !quantum_kill_used, false) {
                let mut after = effects.pos;
                after.board.set_ep(None);
                after.end_turn(true);
                if after.in_check(us) {
                    continue;
                }
                let mut events = vec![
                    Event::Raijin {
                        from: at,
                        to: base.to,
                    },
                    Event::Captured {
                        color: us.other(),
                        role: victim_role,
                        square: victim,
                        also: self.twin(victim),
                    },
                ];
                if let Some(r) = promotion {
                    events.push(Event::Promoted {
                        square: base.to,
                        role: r,
                        displaced: false,
                    });
                }
                events.extend(effects.events.iter().cloned());
                let do_over =
                    crate::generate::first_do_over(std::iter::once(&info).chain(&effects.removed));
                out.push(Run {
                    extra: Extra {
                        double_kill: effects.double_kill,
                        quantum_kill: effects.quantum_kill,
                        revival: effects.revival,
                        ..extra
                    },
                    events,
                    after,
                    block: None,
                    do_over,
                });
            }
        }
        out
    }
}
