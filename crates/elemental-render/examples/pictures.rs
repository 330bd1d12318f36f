//! Writes the pictures under `docs/` (the last one shows a concealed
//! Water loadout, E12):
//! `cargo run -p elemental-render --example pictures -- OUT_DIR`.

use elemental::{Color, Game, Loadout, Turn};
use elemental_render::{BoardRequest, Marker, Renderer, Viewer};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args().nth(1).unwrap_or_else(|| "docs".into());
    let renderer = Renderer::new()?;
    let loadouts: [Loadout; 2] = [
        "earth block-piece/-/-".parse()?,
        "air side-step/-/-".parse()?,
    ];
    let mut game = Game::new(loadouts, 7)?;
    let mut last = None;
    for t in [
        "e2-e4 face:d1=east",
        "d7-d5",
        "e4-d5",
        "g8-f6 then:g5,h4",
        "d1-e2",
        "b8-c6",
        "b1-c3",
        "c6-d4 then:e5",
    ] {
        let turn: Turn = t.parse()?;
        game = game.play(&turn)?.0;
        last = Some((turn.from, turn.then.last().copied().unwrap_or(turn.to)));
    }
    let headline = elemental_render::status(&game);
    let req = BoardRequest {
        players: ["alice", "bob"],
        loadouts: [
            Some(game.loadout(Color::White)),
            Some(game.loadout(Color::Black)),
        ],
        headline: &headline,
        last_move: last,
        ..BoardRequest::new(game.position())
    };
    let p = renderer.board(&req)?;
    std::fs::write(format!("{out}/elemental-midgame.png"), &p.png)?;
    println!("elemental-midgame.png: {} bytes\n{}\n", p.png.len(), p.alt);
    let black = BoardRequest {
        viewer: Viewer::Player(Color::Black),
        ..req
    };
    let p = renderer.board(&black)?;
    std::fs::write(format!("{out}/elemental-black-view.png"), &p.png)?;
    let markers = [
        Marker::Scorch {
            square: "e5".parse()?,
            rank: 3,
            turns: 2,
        },
        Marker::Lock {
            square: "c6".parse()?,
            turns: 2,
        },
        Marker::Mark {
            square: "f6".parse()?,
        },
        Marker::Linked {
            square: "c3".parse()?,
            with: "d5".parse()?,
        },
        Marker::Linked {
            square: "d5".parse()?,
            with: "c3".parse()?,
        },
    ];
    let reserved = BoardRequest {
        markers: &markers,
        headline: "Part-two markers",
        ..req
    };
    let p = renderer.board(&reserved)?;
    std::fs::write(format!("{out}/elemental-markers.png"), &p.png)?;
    println!("elemental-markers.png: {} bytes", p.png.len());
    let p = renderer.diagram(elemental::Role::Knight)?;
    std::fs::write(format!("{out}/elemental-diagram-knight.png"), &p.png)?;
    println!(
        "elemental-diagram-knight.png: {} bytes: {}",
        p.png.len(),
        p.alt
    );
    // Black's private preview of a knight move with Tailwind's steps,
    // from the mid-game: the source dimmed, dots on the way, a ghost
    // where it ends.
    let preview_game = game.play(&"c3-e4".parse()?)?.0;
    // The knight on e5 goes to g4 and Tailwind steps it on to h3 and g3.
    let staged: Turn = "e5-g4 then:h3,g3".parse()?;
    let (after, _) = preview_game.play(&staged)?;
    let before = preview_game.with_facings(&staged)?;
    let piece = |p: &elemental::Position, s| p.piece(s).map(|(c, r, _)| (c, r));
    let mut marks = elemental_render::Staged::between(
        elemental::Square::all(),
        |s| piece(&before, s),
        |s| piece(after.position(), s),
        |(c, _)| c == Color::Black,
    );
    marks.passed = vec![staged.to, staged.then[0]];
    let headline = elemental_render::status(&preview_game);
    let preview = BoardRequest {
        players: ["alice", "bob"],
        viewer: Viewer::Player(Color::Black),
        loadouts: [
            Some(preview_game.loadout(Color::White)),
            Some(preview_game.loadout(Color::Black)),
        ],
        headline: &headline,
        staged: Some(&marks),
        ..BoardRequest::new(&before)
    };
    let p = renderer.board(&preview)?;
    std::fs::write(format!("{out}/elemental-preview.png"), &p.png)?;
    println!(
        "elemental-preview.png: {} bytes
{}
",
        p.png.len(),
        p.alt
    );
    // E12: a Water loadout as the channel sees it, before anything is
    // revealed: no badges or facings, and a `?` by Black's emblem.
    let water: [Loadout; 2] = [
        "fire -/-/-".parse()?,
        "water block-piece/poisonous-meat/-".parse()?,
    ];
    let game = Game::new(water, 7)?;
    let seen = game.seen_by(None);
    let headline = elemental_render::status(&game);
    let req = BoardRequest {
        players: ["alice", "bob"],
        loadouts: [
            Some(seen.loadout(Color::White)),
            Some(seen.loadout(Color::Black)),
        ],
        headline: &headline,
        concealed: game.concealment(None),
        ..BoardRequest::new(seen.position())
    };
    let p = renderer.board(&req)?;
    std::fs::write(format!("{out}/elemental-concealed.png"), &p.png)?;
    println!(
        "elemental-concealed.png: {} bytes\n{}\n",
        p.png.len(),
        p.alt
    );
    Ok(())
}
