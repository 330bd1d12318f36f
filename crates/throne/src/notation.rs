//! The position notation: the whole state of a game in one line, stored
//! with the game. Round-trips exactly.
//!
//! `throne 2 red move 6+6+5 6+6+5 b0 r12 s1f | 9 open 3s,12u2 2 | 12 locked - 0 | 1234 56`
//!
//! Fields: players; seat on turn; phase (`throw`, `move` or `won`); the
//! round's unused values and all its values; bonus rounds owed (`b`);
//! rounds thrown (`r`); the last throw's shells in hex (`s`, or `s-`);
//! then per seat: home soldiers, gate (`open`, `locked`, or `out` when
//! resigned), pieces as `STEP KIND [COUNT]` joined by commas (steps on the
//! seat's own path, kinds `s`, `u`, `q`), pieces in the Throne; last, the
//! generator's seed and stream position (T9).

use crate::board::Seat;
use crate::piece::Kind;
use crate::position::{Phase, Position, SeatState};
use crate::throw::{Dice, Throw, Values};
use std::fmt;

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let phase = match self.phase {
            Phase::Throw => "throw",
            Phase::Move => "move",
            Phase::Won(_) => "won",
        };
        let shells = match self.last_throw {
            Some(t) => format!("{:x}", t.shells),
            None => "-".into(),
        };
        write!(
            f,
            "throne {} {} {phase} {} {} b{} r{} s{shells}",
            self.players,
            self.turn.colour(),
            self.unused,
            self.round,
            self.bonus,
            self.rounds
        )?;
        for seat in self.seats() {
            let s = &self.seats[seat.index()];
            let gate = if s.out {
                "out"
            } else if s.open {
                "open"
            } else {
                "locked"
            };
            let mut pieces = Vec::new();
            for step in 1..=14 {
                for kind in Kind::ALL {
                    let n = s.board[step][kind as usize];
                    match n {
                        0 => {}
                        1 => pieces.push(format!("{step}{}", kind.letter())),
                        _ => pieces.push(format!("{step}{}{n}", kind.letter())),
                    }
                }
            }
            let pieces = if pieces.is_empty() {
                "-".to_string()
            } else {
                pieces.join(",")
            };
            write!(f, " | {} {gate} {pieces} {}", s.home, s.finished)?;
        }
        write!(f, " | {} {}", self.dice.seed(), self.dice.position())
    }
}

/// Why a position's text was not understood.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a Throne position: {0}")]
pub struct PositionError(pub String);

fn err<T>(what: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError(what.into()))
}

impl std::str::FromStr for Position {
    type Err = PositionError;
    fn from_str(s: &str) -> Result<Position, PositionError> {
        let parts: Vec<&str> = s.split('|').map(str::trim).collect();
        let head: Vec<&str> = parts[0].split_whitespace().collect();
        let [
            tag,
            players,
            turn,
            phase,
            unused,
            round,
            bonus,
            rounds,
            shells,
        ] = head.as_slice()
        else {
            return err("the header needs 9 fields");
        };
        if *tag != "throne" {
            return err("it must start with `throne`");
        }
        let players: usize = match players.parse() {
            Ok(n @ 2..=4) => n,
            _ => return err("players must be 2, 3 or 4"),
        };
        if parts.len() != players + 2 {
            return err(format!("{players} seats and the generator expected"));
        }
        let turn = Seat::from_colour(turn)
            .filter(|s| s.index() < players)
            .ok_or_else(|| PositionError(format!("no seat `{turn}`")))?;
        let values = |t: &str| {
            t.parse::<Values>()
                .map_err(|e| PositionError(e.to_string()))
        };
        let unused = values(unused)?;
        let round = values(round)?;
        let num = |t: &str, prefix: &str| -> Result<u32, PositionError> {
            t.strip_prefix(prefix)
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| PositionError(format!("bad field `{t}`")))
        };
        let bonus = num(bonus, "b")?.min(255) as u8;
        let rounds = num(rounds, "r")?;
        let last_throw = match shells.strip_prefix('s') {
            Some("-") => None,
            Some(h) => Some(Throw {
                shells: u8::from_str_radix(h, 16)
                    .map_err(|_| PositionError(format!("bad shells `{h}`")))?,
            }),
            None => return err("bad shells field"),
        };
        let mut seats = [SeatState::default(); 4];
        for (i, text) in parts[1..=players].iter().enumerate() {
            let f: Vec<&str> = text.split_whitespace().collect();
            let [home, gate, pieces, finished] = f.as_slice() else {
                return err(format!("seat {} needs 4 fields", i + 1));
            };
            let st = &mut seats[i];
            st.home = home
                .parse()
                .map_err(|_| PositionError(format!("bad home `{home}`")))?;
            match *gate {
                "open" => st.open = true,
                "locked" => {}
                "out" => st.out = true,
                other => return err(format!("bad gate `{other}`")),
            }
            if *pieces != "-" {
                for p in pieces.split(',') {
                    let at = p
                        .find(|c: char| c.is_ascii_alphabetic())
                        .ok_or_else(|| PositionError(format!("bad piece `{p}`")))?;
                    let step: usize = p[..at]
                        .parse()
                        .ok()
                        .filter(|s| (1..=14).contains(s))
                        .ok_or_else(|| PositionError(format!("bad step in `{p}`")))?;
                    let kind = Kind::from_name(&p[at..at + 1])
                        .ok_or_else(|| PositionError(format!("bad kind in `{p}`")))?;
                    let count: u8 = if p.len() > at + 1 {
                        p[at + 1..]
                            .parse()
                            .map_err(|_| PositionError(format!("bad count in `{p}`")))?
                    } else {
                        1
                    };
                    st.board[step][kind as usize] = count;
                }
            }
            st.finished = finished
                .parse()
                .ok()
                .filter(|n| *n <= 5)
                .ok_or_else(|| PositionError(format!("bad Throne count `{finished}`")))?;
            st.recount(players, Seat::new(i).expect("seat"));
            if !st.out && st.soldiers() != 12 {
                return err(format!("seat {} does not have 12 soldiers (T2)", i + 1));
            }
        }
        let phase = match *phase {
            "throw" => Phase::Throw,
            "move" => Phase::Move,
            "won" => Phase::Won(turn),
            other => return err(format!("bad phase `{other}`")),
        };
        // A seat with all 5 in the Throne has won (T20), and only then.
        for (i, st) in seats.iter().enumerate().take(players) {
            if st.finished == 5 && phase != Phase::Won(turn) {
                return err(format!(
                    "seat {} has finished but the game is not won",
                    i + 1
                ));
            }
            if st.out && st.soldiers() != 0 {
                return err(format!("seat {} resigned but still has pieces", i + 1));
            }
        }
        if seats[turn.index()].out && phase != Phase::Won(turn) {
            return err("the seat on turn has resigned");
        }
        let dice: Vec<&str> = parts[players + 1].split_whitespace().collect();
        let [seed, position] = dice.as_slice() else {
            return err("the generator needs a seed and a position");
        };
        let seed: u64 = seed.parse().map_err(|_| PositionError("bad seed".into()))?;
        let position: u128 = position
            .parse()
            .map_err(|_| PositionError("bad generator position".into()))?;
        Ok(Position {
            players: players as u8,
            seats,
            turn,
            phase,
            unused,
            round,
            last_throw,
            bonus,
            rounds,
            dice: Dice::at(seed, position),
        })
    }
}
