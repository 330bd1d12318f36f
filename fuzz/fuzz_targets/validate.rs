//! `validate` on arbitrary turns against positions from random play: never
//! panics, agrees with `play`, and accepts every generated turn.
#![no_main]
use libfuzzer_sys::fuzz_target;
use masters::{Inheritance, Kind, Move, Position, Promotion, Square, Turn};

fuzz_target!(|data: &[u8]| {
    if data.len() < 6 {
        return;
    }
    // First bytes: how many plies of "random" play (choices read from the data).
    let plies = data[0] as usize % 24;
    let mut pos = Position::start();
    for i in 0..plies {
        let turns = pos.legal_turns();
        if turns.is_empty() {
            break;
        }
        let pick = data[(i + 1) % data.len()] as usize;
        pos = pos.play(&turns[pick % turns.len()]).expect("generated turns are legal").0;
    }
    let b = &data[data.len() - 5..];
    let sq = |x: u8| Square::from_index(x as usize % 120).expect("in range");
    let promotion = match b[2] % 6 {
        0..=3 => Some(Promotion::ALL[(b[2] % 4) as usize]),
        _ => None,
    };
    let mv = (b[3] & 1 == 1).then(|| Move { from: sq(b[0]), to: sq(b[1]), promotion });
    let claim = (b[3] & 2 == 2).then(|| sq(b[4]));
    let answer = match b[3] >> 4 {
        0 => Some(Inheritance::Decline),
        k @ 1..=9 => Some(Inheritance::Accept(Kind::ALL[(k - 1) as usize])),
        _ => None,
    };
    if let Some(turn) = Turn::new(mv, claim, answer) {
        let ok = pos.validate(&turn).is_ok();
        assert_eq!(ok, pos.play(&turn).is_ok());
        if answer != Some(Inheritance::Decline) && pos.legal_turns().contains(&turn) {
            assert!(ok);
        }
    }
});
