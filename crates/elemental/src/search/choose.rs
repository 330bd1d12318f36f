//! The engine's choices in an Elemental game (issue 23): its loadout,
//! picked without knowing the opponent's (E4, E6: both pick at the same
//! time), and its turn, searched on the game as the engine may see it
//! (E12: a Water opponent's unrevealed abilities are not in it).

use crate::game::Game;
use crate::loadout::{Ability, Augmentor, Element, Loadout, Offense, Slots, Temporal};
use crate::square::Color;
use crate::turn::Turn;
use engine::{Level, Limits, Searcher};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// A value of `A` this release offers, or none, drawn with `draw`.
fn any<A: Ability>(draw: &mut impl FnMut(usize) -> usize) -> Option<A> {
    let offered: Vec<A> = A::ALL.iter().copied().filter(|a| a.available()).collect();
    offered.get(draw(offered.len() + 1)).copied()
}

/// The engine's loadout at `level` (E4). It depends on the level and the
/// seed only, never on the opponent's choice. From level 3 up it is the
/// sturdy army: Earth without a defensive augmentor, so every piece
/// survives its first capture (E14), with Double Kill and Resurrection
/// to win material back (E32, E35); below, a draw among every offered
/// ability.
pub fn loadout(level: Level, seed: u64) -> Loadout {
    if level.number() >= 3 {
        let mut l = Loadout::new(Element::Earth);
        l.army = Slots {
            augmentor: None,
            offense: Some(Offense::DoubleKill),
            temporal: Some(Temporal::Resurrection),
        };
        return l;
    }
    let mut draws = engine::Draws::new(seed);
    let mut draw = |n: usize| draws.below(n);
    loop {
        let elements: Vec<Element> = Element::ALL
            .iter()
            .copied()
            .filter(|e| e.available())
            .collect();
        let mut l = Loadout::new(elements[draw(elements.len())]);
        l.army = Slots {
            augmentor: any::<Augmentor>(&mut draw),
            offense: any::<Offense>(&mut draw),
            temporal: any::<Temporal>(&mut draw),
        };
        // Drawn again if the rules refuse the pair (E51).
        if l.check(Color::White).is_ok() {
            return l;
        }
    }
}

/// The engine's turn as `me` at `level`: searched on the game as `me` may
/// see it, drawn with `seed` where the level allows imperfection, within
/// the level's time (or `nodes`, repeatably); `stop` ends it early.
/// `None` when it has no turn.
pub fn turn(
    game: &Game,
    me: Color,
    level: Level,
    seed: u64,
    nodes: Option<u64>,
    stop: Option<Arc<AtomicBool>>,
) -> Option<Turn> {
    let view = game.seen_by(Some(me));
    let limits = Limits {
        stop,
        ..level.limits(Instant::now(), nodes)
    };
    engine::choose(
        &mut Searcher::<Game>::new(1 << 16),
        &view,
        level,
        limits,
        seed,
    )
}
