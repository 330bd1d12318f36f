//! Writes example pictures to `docs/`: a 4-player race in progress, a
//! 2-player start, and the 4-player picture as a deuteranope sees it
//! (Machado et al. 2009, full severity), to check the seat colours:
//! `cargo run --release -p throne-render --example board`.

use throne::{Phase, Position};
use throne_render::{BoardRequest, Renderer};

fn simulate_deuteranopia(png: &[u8]) -> image::RgbImage {
    let mut img = image::load_from_memory(png).expect("a PNG").to_rgb8();
    for p in img.pixels_mut() {
        p.0 = board_render::deuteranopia(p.0);
    }
    img
}

/// A position part-way through a random 4-player game.
fn midgame(players: usize, seed: u64, actions: usize) -> Position {
    let mut pos = Position::new(players, seed).expect("players");
    let mut events = Vec::new();
    let mut pick = seed;
    for _ in 0..actions {
        match pos.phase() {
            Phase::Won(_) => break,
            Phase::Throw => pos.throw(&mut events).expect("throw"),
            Phase::Move => {
                let moves = pos.legal_moves();
                pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
                let m = moves[(pick >> 33) as usize % moves.len()];
                pos.apply(&m, &mut events).expect("legal");
            }
        }
    }
    while pos.phase() == Phase::Throw {
        pos.throw(&mut events).expect("throw");
    }
    pos
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let renderer = Renderer::new()?;
    std::fs::create_dir_all("docs")?;
    let pos = midgame(4, 11, 260);
    let names = ["alice", "bob", "carol", "dave"];
    let req = BoardRequest {
        position: &pos,
        players: &names,
        ended: None,
        speak: &game_api::Ids,
    };
    let pic = renderer.board(&req)?;
    std::fs::write("docs/throne-4-players.png", &pic.png)?;
    simulate_deuteranopia(&pic.png).save("docs/throne-4-players-deuteranopia.png")?;
    println!(
        "docs/throne-4-players.png: {} bytes\n{}",
        pic.png.len(),
        pic.alt
    );
    let three = midgame(3, 5, 60);
    let req = BoardRequest {
        position: &three,
        players: &names[..3],
        ended: None,
        speak: &game_api::Ids,
    };
    let pic = renderer.board(&req)?;
    std::fs::write("docs/throne-3-players.png", &pic.png)?;
    println!("docs/throne-3-players.png: {} bytes", pic.png.len());
    let diagram = renderer.diagram(&game_api::Ids)?;
    std::fs::write("docs/throne-rules.png", &diagram.png)?;
    println!("docs/throne-rules.png: {} bytes", diagram.png.len());
    let start = Position::new(2, 3)?;
    let req = BoardRequest {
        position: &start,
        players: &names[..2],
        ended: None,
        speak: &game_api::Ids,
    };
    let pic = renderer.board(&req)?;
    std::fs::write("docs/throne-2-players.png", &pic.png)?;
    println!("docs/throne-2-players.png: {} bytes", pic.png.len());
    Ok(())
}
