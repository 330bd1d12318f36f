//! The alt text of Elemental chess pictures, said in the reader's language:
//! the board in words — who plays which side with which loadout (as far as
//! the viewer may see it, E12), the header's line, checks, a staged turn,
//! the last move, each side's pieces, Block Piece facings, used Sturdy and
//! the markers — and a piece's `/rules` diagram.

use super::say::{self, Named};
use elemental::{Augmentor, Color, Facing, Loadout, Position, Revealed, Role, Square};
use elemental_render::{Marker, Staged};
use game_api::{Arg, Join, Phrase, Speak, Words};

/// What the board picture shows, for its alt text.
pub(super) struct Board<'a> {
    /// The position as the viewer sees it.
    pub position: &'a Position,
    /// White's and Black's names.
    pub players: [&'a str; 2],
    /// Each side's loadout, when the viewer may see it.
    pub loadouts: [Option<&'a Loadout>; 2],
    /// What of each side's loadout the viewer does not see.
    pub concealed: [Revealed; 2],
    /// The header's line.
    pub headline: &'a Phrase,
    /// The last move's squares.
    pub last_move: Option<(Square, Square)>,
    /// Scorched squares, locks, marks, linked squares.
    pub markers: &'a [Marker],
    /// A staged turn's marks.
    pub staged: Option<&'a Staged>,
}

/// Squares as notation: `a1 h1`.
fn squares(list: &[Square]) -> String {
    list.iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Squares as a list in notation: `b3, b5, c2`.
fn listed(list: &[Square]) -> String {
    list.iter()
        .map(Square::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// `side`'s loadout where its pieces stand now (per-piece slots by square).
fn loadout_on(pos: &Position, side: Color, l: &Loadout) -> Words {
    let pieces: Vec<(Square, elemental::Slots)> = Square::all()
        .filter_map(|sq| {
            let (owner, _, info) = pos.piece(sq)?;
            (owner == side && info.slots != l.army).then_some((sq, info.slots))
        })
        .collect();
    say::loadout_with(l.element, &l.army, &pieces)
}

/// A side's player and loadout: `alice (White, Fire; army: …)`.
fn player(b: &Board<'_>, c: Color) -> Phrase {
    let hidden = b.concealed[c.index()];
    let loadout: Arg = match b.loadouts[c.index()] {
        Some(l) if hidden.contains(Revealed::SLOTS) => Phrase::new("elemental-alt-concealed")
            .with("loadout", l.element.phrase())
            .with("parts", say::concealed(hidden))
            .into(),
        Some(l) if !hidden.is_empty() => Phrase::new("elemental-alt-concealed")
            .with("loadout", Arg::Words(loadout_on(b.position, c, l)))
            .with("parts", say::concealed(hidden))
            .into(),
        Some(l) => Arg::Words(loadout_on(b.position, c, l)),
        None => Phrase::new("elemental-alt-loadout-not-shown").into(),
    };
    Phrase::new("elemental-alt-player")
        .name("player", board_render::drawn_name(b.players[c.index()]))
        .with("side", say::side(c))
        .with("loadout", loadout)
}

/// A side's pieces: `king e1; queen d1; rook a1 h1; …`.
fn pieces(pos: &Position, c: Color) -> Phrase {
    let groups: Vec<Phrase> = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ]
    .into_iter()
    .filter_map(|role| {
        let on: Vec<Square> = Square::all()
            .filter(|s| pos.board().piece_at(*s) == Some((c, role)))
            .collect();
        (!on.is_empty()).then(|| {
            Phrase::new("elemental-alt-group")
                .with("piece", say::piece(role))
                .with("n", on.len())
                .code("squares", squares(&on))
        })
    })
    .collect();
    if groups.is_empty() {
        Phrase::new("elemental-alt-no-pieces").with("side", say::side(c))
    } else {
        Phrase::new("elemental-alt-pieces")
            .with("side", say::side(c))
            .with("groups", Arg::List(Join::And, groups))
    }
}

/// What a side's pieces carry that the board shows: Block Piece facings,
/// used Sturdy (only for a side whose loadout is shown).
fn carried(b: &Board<'_>, c: Color) -> Vec<Phrase> {
    if b.loadouts[c.index()].is_none() {
        return vec![];
    }
    let pos = b.position;
    let mut turned: Vec<Phrase> = vec![];
    let mut sturdy_used = vec![];
    let mut blocks = false;
    for s in Square::all() {
        let Some((pc, _, info)) = pos.piece(s) else {
            continue;
        };
        if pc != c {
            continue;
        }
        if info.slots.augmentor == Some(Augmentor::BlockPiece) {
            blocks = true;
            if let Some(f) = info.facing.filter(|f| *f != Facing::towards_opponent(c)) {
                turned.push(
                    Phrase::new("elemental-alt-faces")
                        .code("square", s)
                        .with("facing", say::facing(f)),
                );
            }
        }
        if info.sturdy_used {
            sturdy_used.push(s);
        }
    }
    let mut out = vec![];
    if blocks {
        let id = if turned.is_empty() {
            "elemental-alt-block-pieces"
        } else {
            "elemental-alt-block-pieces-except"
        };
        let face = Phrase::new(id)
            .with("side", say::side(c))
            .with("facing", say::facing(Facing::towards_opponent(c)));
        out.push(if turned.is_empty() {
            face
        } else {
            face.with("except", Arg::List(Join::And, turned))
        });
    }
    if !sturdy_used.is_empty() {
        out.push(
            Phrase::new("elemental-alt-sturdy-used")
                .with("side", say::side(c))
                .code("squares", squares(&sturdy_used)),
        );
    }
    out
}

/// A staged turn's marks: `Staged, not yet played: leaves e2; lands on
/// e4 (White pawn); …`.
fn staged(s: &Staged) -> Vec<Phrase> {
    let mut parts = vec![];
    if !s.left.is_empty() {
        parts.push(Phrase::new("elemental-alt-leaves").code("squares", squares(&s.left)));
    }
    if !s.ghosts.is_empty() {
        let landed = s
            .ghosts
            .iter()
            .map(|(sq, (c, r))| {
                Phrase::new("elemental-alt-landed")
                    .code("square", sq)
                    .with("side", say::side(*c))
                    .with("piece", say::piece(*r))
            })
            .collect();
        parts.push(Phrase::new("elemental-alt-lands").with("landed", Arg::List(Join::And, landed)));
    }
    if !s.taken.is_empty() {
        parts.push(Phrase::new("elemental-alt-takes").code("squares", squares(&s.taken)));
    }
    if !s.passed.is_empty() {
        parts.push(Phrase::new("elemental-alt-passes").code("squares", squares(&s.passed)));
    }
    let mut out = vec![];
    if !parts.is_empty() {
        out.push(Phrase::new("elemental-alt-staged").with("parts", Arg::List(Join::And, parts)));
    }
    if !s.options.is_empty() {
        out.push(Phrase::new("elemental-alt-options").code("squares", squares(&s.options)));
    }
    out
}

/// A marker in words.
fn marker(m: &Marker) -> Phrase {
    match m {
        Marker::Scorch {
            square,
            rank,
            turns,
        } => Phrase::new("elemental-alt-scorched")
            .code("square", square)
            .with("rank", *rank)
            .with("n", *turns),
        Marker::Lock { square, turns } => Phrase::new("elemental-alt-locked")
            .code("square", square)
            .with("n", *turns),
        Marker::Mark { square } => Phrase::new("elemental-alt-marked").code("square", square),
        Marker::Linked { square, with } => Phrase::new("elemental-alt-linked")
            .code("square", square)
            .code("with", with),
    }
}

/// The board picture's alt text, said by `speak`, at most
/// [`elemental_render::MAX_ALT`] characters.
pub(super) fn board(b: &Board<'_>, speak: &dyn Speak) -> String {
    let pos = b.position;
    let mut said = vec![
        Phrase::new("elemental-alt-board")
            .with("white", player(b, Color::White))
            .with("black", player(b, Color::Black)),
        Phrase::new("elemental-alt-headline").with("headline", b.headline.clone()),
    ];
    for c in Color::BOTH {
        if pos.in_check(c) {
            said.push(Phrase::new("elemental-alt-in-check").with("side", say::side(c)));
        }
    }
    if let Some(s) = b.staged {
        said.extend(staged(s));
    }
    if let Some((from, to)) = b.last_move {
        said.push(Phrase::new("elemental-alt-last-move").code("move", format!("{from}-{to}")));
    }
    for c in Color::BOTH {
        said.push(pieces(pos, c));
        said.extend(carried(b, c));
    }
    said.extend(b.markers.iter().map(marker));
    let text: Vec<String> = said.iter().map(|p| speak.say(p)).collect();
    board_render::clip_alt(text.join(" "))
}

/// A piece's `/rules` diagram: its header (`Knight on d4`) and alt text.
pub(super) fn diagram(role: Role, speak: &dyn Speak) -> (String, String) {
    let (at, moves, captures) = elemental_render::diagram_squares(role);
    let headline = speak.say(
        &Phrase::new("elemental-diagram-headline")
            .with("piece", say::piece_start(role))
            .code("square", at),
    );
    let alt = Phrase::new(if captures.is_empty() {
        "elemental-diagram-alt"
    } else {
        "elemental-diagram-alt-captures"
    })
    .with("piece", say::piece(role))
    .code("square", at)
    .code("moves", listed(&moves));
    let alt = if captures.is_empty() {
        alt
    } else {
        alt.code("captures", listed(&captures))
    };
    (headline, board_render::clip_alt(speak.say(&alt)))
}
