//! Writes the example pictures shown in the README from a real game:
//! `cargo run --release -p masters-render --example pictures -- [DIR] [SQUARE]`
//! (default `docs/`, 64-pixel squares).

use masters::{Action, Event, Kind, Move, Position, Turn};
use masters_render::{BoardRequest, Picture, Preview, Renderer};
use std::path::PathBuf;

/// A deterministic game that stays in the middle game: each turn prefers a
/// claim and ordinary captures, avoids taking leaders and cardinals, and
/// otherwise takes the turn a small generator picks.
fn play(turns: usize) -> (Position, Option<Move>, [Vec<Kind>; 2]) {
    let mut pos = Position::start();
    let mut last = None;
    let mut captured: [Vec<Kind>; 2] = [vec![], vec![]];
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..turns {
        let legal = pos.legal_turns();
        if legal.is_empty() || pos.winner().is_some() {
            break;
        }
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let score = |t: &Turn| {
            let victim = t.mv().and_then(|m| pos.piece_at(m.to));
            let spare = victim.is_some_and(|p| p.kind.is_leader() || p.kind == Kind::Cardinal);
            if spare {
                return 0;
            }
            1 + u64::from(victim.is_some()) * 2 + u64::from(t.claim().is_some()) * 3
        };
        let best = legal.iter().map(score).max().unwrap_or(0);
        let pool: Vec<&Turn> = legal.iter().filter(|t| score(t) == best).collect();
        let turn = *pool[(seed % pool.len() as u64) as usize];
        let (next, events) = pos.play(&turn).expect("generated turns are legal");
        for e in events {
            if let Event::Captured { piece, .. } = e {
                captured[piece.owner.index()].push(piece.kind);
            }
        }
        last = turn.mv().or(last);
        pos = next;
    }
    (pos, last, captured)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| "docs".into()));
    std::fs::create_dir_all(&dir)?;
    let square = std::env::args()
        .nth(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(masters_render::theme::DEFAULT_SQUARE);
    let renderer = Renderer::with_square(square)?;
    let save = |name: &str, picture: Picture| -> std::io::Result<()> {
        std::fs::write(dir.join(name), &picture.png)?;
        println!(
            "{name}: {} bytes\n  alt: {}",
            picture.png.len(),
            picture.alt
        );
        Ok(())
    };

    let start = Position::start();
    let mut req = BoardRequest::new(&start);
    req.players = ["alice", "bob"];
    save("start.png", renderer.board(&req, &game_api::Ids)?)?;

    let (mid, last, captured) = play(30);
    let mut req = BoardRequest::new(&mid);
    req.players = ["alice", "bob"];
    req.last_move = last;
    req.captured = [&captured[0], &captured[1]];
    save("midgame.png", renderer.board(&req, &game_api::Ids)?)?;

    // The side to move's private preview, from its side: a staged move with a claim.
    let mover = mid.to_move();
    let staged = mid.legal_turns().into_iter().find_map(|t| match t.action {
        Action::MoveAndClaim(m, c) if m.from != c => Some((m, c)),
        _ => None,
    });
    let mut preview = req;
    preview.bottom = mover;
    if let Some((m, c)) = staged {
        preview.preview = Preview {
            staged_move: Some(m),
            staged_claim: Some(c),
            claim_picking: false,
        };
    }
    save("preview.png", renderer.board(&preview, &game_api::Ids)?)?;
    let mut picking = preview;
    picking.preview = Preview {
        staged_claim: None,
        claim_picking: true,
        ..preview.preview
    };
    save(
        "claim-picking.png",
        renderer.board(&picking, &game_api::Ids)?,
    )?;

    // A staged capture: the victim as it stands, bracketed.
    let capture = mid.legal_turns().into_iter().find_map(|t| match t.action {
        Action::Move(m) if mid.piece_at(m.to).is_some() => Some(m),
        _ => None,
    });
    if let Some(m) = capture {
        let mut taking = preview;
        taking.preview = Preview {
            staged_move: Some(m),
            ..Preview::default()
        };
        save(
            "preview-capture.png",
            renderer.board(&taking, &game_api::Ids)?,
        )?;
    }

    for kind in [Kind::Puppeteer, Kind::Dragon, Kind::Witch] {
        save(
            &format!("diagram-{kind}.png"),
            renderer.diagram(kind, &game_api::Ids)?,
        )?;
    }
    Ok(())
}
