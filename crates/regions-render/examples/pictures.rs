//! Writes the example pictures:
//! `cargo run --release -p regions-render --example pictures -- DIR`.
//!
//! `regions-start.png` (public), `regions-midgame.png` (public, a check
//! and the last move), `regions-private.png` (the same position in White's
//! private view: board turned to White, its infiltrator marked),
//! `regions-pick.png` (Black's pick view, pickable pieces ringed),
//! `regions-preview.png` (White's private preview of a staged commander
//! move that carries a pawn), the
//! `/rules` legend and the `/rules piece:` diagrams of the jumper and
//! the bishop.

use regions::{Position, Side};
use regions_render::{BoardRequest, Renderer, Viewer};

/// A mid-game position: White's hussar has just leapt e7-g8 and checks
/// the black king; White's hidden infiltrator is Black's hussar on c8.
pub const MIDGAME: &str = "t1bsqks2t/pj1pccp1j1/2h2bH1p'1/2p'4h2/4P'5/1Q1P'4J1/3H1C'P'3/10/P1P3P1BP/T2S1K1B1T b 14 + c8/d4 -";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "docs".into());
    let renderer = Renderer::new()?;
    let start = Position::start();
    let mid: Position = MIDGAME.parse()?;
    let players = ["alice", "bob"];
    let shots = [
        (
            "regions-start.png",
            BoardRequest {
                players,
                ..BoardRequest::new(&start)
            },
        ),
        (
            "regions-midgame.png",
            BoardRequest {
                players,
                last_move: Some(("e7".parse()?, "g8".parse()?)),
                ..BoardRequest::new(&mid)
            },
        ),
        (
            "regions-private.png",
            BoardRequest {
                players,
                viewer: Viewer::Player(Side::White),
                last_move: Some(("e7".parse()?, "g8".parse()?)),
                ..BoardRequest::new(&mid)
            },
        ),
        (
            "regions-pick.png",
            BoardRequest {
                players,
                viewer: Viewer::Player(Side::Black),
                show_pick_choices: true,
                ..BoardRequest::new(&start)
            },
        ),
    ];
    let mut pictures = vec![];
    for (name, req) in shots {
        pictures.push((name.to_string(), renderer.board(&req, &game_api::Ids)?));
    }
    // White's private preview of a staged commander move carrying d2.
    let picked = start
        .pick(Side::White, "e9".parse()?)?
        .pick(Side::Black, "c2".parse()?)?;
    let carry: regions::Action = "e2-e4 &d2".parse()?;
    let (after, _) = picked.play(&carry)?;
    let marks = regions_render::Staged::between(
        regions::Square::all(),
        |s| picked.piece_at(s),
        |s| after.piece_at(s),
        |p| p.side == Side::White,
    );
    let preview = BoardRequest {
        players,
        viewer: Viewer::Player(Side::White),
        staged: Some(&marks),
        ..BoardRequest::new(&picked)
    };
    pictures.push((
        "regions-preview.png".to_string(),
        renderer.board(&preview, &game_api::Ids)?,
    ));
    pictures.push((
        "regions-legend.png".to_string(),
        renderer.legend(&game_api::Ids)?,
    ));
    for kind in [regions::Kind::Jumper, regions::Kind::Bishop] {
        pictures.push((
            format!("regions-diagram-{kind}.png"),
            renderer.diagram(kind, &game_api::Ids)?,
        ));
    }
    for (name, picture) in pictures {
        let path = std::path::Path::new(&dir).join(name);
        std::fs::write(&path, &picture.png)?;
        println!(
            "{} ({} bytes): {}",
            path.display(),
            picture.png.len(),
            picture.alt
        );
    }
    Ok(())
}
