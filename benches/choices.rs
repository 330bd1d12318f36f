//! How long a step of a turn chosen by clicking takes, for the rules part:
//! the step's options (`Game::choices`) and its preview (`Game::choice_picture`,
//! the marks decided, not yet drawn). Target: p99 ≤ 1 ms per step for every
//! game, Elemental chess with its abilities on. `cargo bench --bench choices`.
//!
//! Each game is played from its start by random clicks (a random choice at
//! every step, the turn ended at a random complete step), every step timed,
//! its turns committed through `Game::play_choice`; Elemental chess's
//! loadouts are chosen the same way, so its games carry random abilities.
//! Elemental chess is also walked from every recorded ability position of
//! `crates/elemental/tests/abilities.perft` (the heaviest: thousands of
//! turns). `CHOICE_GAMES=N` sets the games per game kind (default 6).

use game_api::{Effect, Game, GameRecord, Play, User};
use std::time::{Duration, Instant};

/// A draw from `seed`, below `n`.
fn below(seed: &mut u64, n: usize) -> usize {
    *seed = seed
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    ((*seed >> 33) as usize) % n.max(1)
}

fn record(game: &str, players: usize, state: String) -> GameRecord {
    let players = (0..players)
        .map(|i| User::named(&format!("p{i}")))
        .collect();
    GameRecord::unstored(game, players, state)
}

/// The steps' times: the first step of each turn (where a position's
/// options are worked out) apart from the steps after it.
#[derive(Default)]
struct Times {
    first: Vec<Duration>,
    later: Vec<Duration>,
}

/// Walks one turn of `seat` by random clicks, timing each step; the
/// complete turn, or `None` when the seat has no choice to make. With
/// `prepared`, the game first prepares the seat's first step untimed, as
/// the host does on its drawing threads once the previous turn commits.
fn walk(
    g: &dyn Game,
    game: &GameRecord,
    seat: usize,
    prepared: bool,
    seed: &mut u64,
    times: &mut Times,
) -> Option<String> {
    if prepared {
        g.prepare_choices(game, seat);
    }
    let mut path: Vec<String> = vec![];
    loop {
        let t = Instant::now();
        let step = g.choices(game, seat, &path).ok()?;
        let picture = g.choice_picture(game, seat, &path);
        let took = t.elapsed();
        drop(picture);
        if path.is_empty() {
            times.first.push(took);
        } else {
            times.later.push(took);
        }
        let end_here = step.complete.is_some() && (step.choices.is_empty() || below(seed, 3) == 0);
        if end_here {
            return step.complete;
        }
        if step.choices.is_empty() {
            return None;
        }
        path.push(step.choices[below(seed, step.choices.len())].key.clone());
    }
}

/// Plays `games` random games of `name` by clicks; the steps' times.
fn play(
    all: &gamehost::host::Games,
    name: &str,
    players: usize,
    games: usize,
    prepared: bool,
) -> Times {
    let g = all.get(name).expect("a hosted game");
    let mut times = Times::default();
    let mut seed = 7;
    for n in 0..games {
        let mut game = record(name, players, g.start_state(players).expect("a start"));
        for _ in 0..120 {
            let Some(&seat) = g.to_act(&game.state).expect("a state").first() else {
                break;
            };
            let Some(turn) = walk(g, &game, seat, prepared, &mut seed, &mut times) else {
                break;
            };
            let user = game.players[seat].clone();
            let play = Play {
                game: &game,
                user: &user,
                seat: Some(seat),
                draft: None,
                staged: None,
            };
            match g.play_choice(play, &turn) {
                Ok(Effect::Commit(done)) => game.state = done.state.text,
                other => panic!("{name} game {n}: {turn} did not play: {other:?}"),
            }
        }
    }
    times
}

/// Walks every recorded Elemental ability position many times (the first
/// walk of each works the position out, unless `prepared`).
fn elemental_positions(all: &gamehost::host::Games, walks: usize, prepared: bool) -> Times {
    let g = all.get("elemental").expect("elemental");
    let text = include_str!("../crates/elemental/tests/abilities.perft");
    let (mut fen, mut sides) = (String::new(), Vec::<String>::new());
    let mut states = vec![];
    for line in text.lines() {
        if let Some(f) = line.strip_prefix("fen ") {
            fen = f.to_string();
            sides.clear();
        } else if let Some(s) = line.strip_prefix("white ").or(line.strip_prefix("black ")) {
            sides.push(s.to_string());
            if sides.len() == 2 {
                let loadout = |t: &str| -> Option<elemental::Loadout> {
                    let (element, army) = elemental::side_from_text(t).ok()?;
                    Some(elemental::Loadout {
                        element: element?,
                        army,
                        pieces: vec![],
                    })
                };
                let (Some(w), Some(b)) = (loadout(&sides[0]), loadout(&sides[1])) else {
                    continue;
                };
                let texts = [w.to_string(), b.to_string()];
                let game = elemental::Game::from_board(fen.parse().expect("a FEN"), [w, b], 0)
                    .expect("a game");
                let state = serde_json::json!({
                    "loadouts": texts,
                    "seed": 0,
                    "game": game.to_string(),
                });
                states.push((game.position().turn().index(), state.to_string()));
            }
        }
    }
    let mut times = Times::default();
    let mut seed = 11;
    for (seat, state) in &states {
        let game = record("elemental", 2, state.clone());
        for _ in 0..walks {
            walk(g, &game, *seat, prepared, &mut seed, &mut times);
        }
    }
    eprintln!("elemental: {} recorded ability positions", states.len());
    times
}

fn report_line(label: &str, mut times: Vec<Duration>) {
    if times.is_empty() {
        return;
    }
    times.sort();
    let at = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize];
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    println!(
        "{label:<44} {:>6} steps: p50 {:.3} ms, p99 {:.3} ms, max {:.3} ms{}",
        times.len(),
        ms(at(0.5)),
        ms(at(0.99)),
        ms(*times.last().expect("steps")),
        if at(0.99) <= Duration::from_millis(1) {
            ""
        } else {
            "  (over the 1 ms target)"
        }
    );
}

/// Reports a game's steps: every step, then the first steps alone.
fn report(label: &str, times: Times) {
    let mut all = times.first.clone();
    all.extend(&times.later);
    report_line(&format!("{label}: every step"), all);
    report_line(&format!("{label}: first step"), times.first);
}

fn main() {
    let games: usize = std::env::var("CHOICE_GAMES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(6);
    let all = gamehost::default_games(64).expect("games");
    report("masters", play(&all, "masters", 2, games, false));
    report("regions", play(&all, "regions", 2, games, false));
    report("throne (4 players)", play(&all, "throne", 4, games, false));
    // Elemental chess works a position out once per side: cold (the
    // player's first step does it) and prepared (the host did it on its
    // drawing threads after the previous commit).
    report("elemental, cold", play(&all, "elemental", 2, games, false));
    report(
        "elemental, prepared",
        play(&all, "elemental", 2, games, true),
    );
    report(
        "elemental positions, 1 cold walk in 20",
        elemental_positions(&all, 20, false),
    );
    report(
        "elemental positions, prepared",
        elemental_positions(&all, 20, true),
    );
}
