//! Computer analysis of finished games (issue 48): each game's engine
//! judges a log's positions at a fixed effort, and the review marks the
//! turns that lost win chance. Games are built here from the rules crates,
//! every turn the engine's best at the test's effort except, where asked,
//! one deliberate blunder (the turn that leaves the mover worst off).

use engine::SearchGame;
use game_api::{Effort, EntryKind, Game, LogEntry};
use gamehost::analysis::{Mark, Review};
use std::sync::Arc;

/// The hosted game called `name`.
fn hosted(name: &str) -> Arc<dyn Game> {
    gamehost::games::all(64)
        .expect("the games load")
        .into_iter()
        .find(|g| g.meta().name == name)
        .expect("the game is hosted")
}

/// A log entry.
fn entry(number: usize, seat: usize, kind: EntryKind, notation: String) -> LogEntry {
    LogEntry {
        number: number as i64 + 1,
        user_id: format!("u{seat}"),
        seat: seat as i64,
        kind,
        notation,
    }
}

/// The move that leaves the side to move worst off: the one after which
/// a short search scores best for the opponent.
fn worst<G: SearchGame>(pos: &G) -> G::Move {
    let mut moves = Vec::new();
    pos.moves(&mut moves);
    moves.truncate(80);
    moves
        .into_iter()
        .max_by_key(|m| engine::judge(&pos.play(m.clone()), 400).score)
        .expect("the side to move has a move")
}

/// `plies` turns from `start` by the engine's best at `effort`, the
/// turn at ply `blunder` (if any) the worst one instead; each turn with
/// its mover (from `mover`). Stops early when the game ends.
fn best_play<G>(
    start: G,
    plies: usize,
    blunder: Option<usize>,
    effort: Effort,
    mover: impl Fn(&G) -> usize,
) -> Vec<(usize, String)>
where
    G: SearchGame,
    G::Move: std::fmt::Display,
{
    let mut pos = start;
    let mut turns = Vec::new();
    for ply in 0..plies {
        let m = if Some(ply) == blunder {
            worst(&pos)
        } else {
            match engine::judge(&pos, effort.0).best {
                Some(m) => m,
                None => break,
            }
        };
        turns.push((mover(&pos), m.to_string()));
        pos = pos.play(m);
    }
    turns
}

/// The review of `log` from `start` at `effort`.
fn review(game: &dyn Game, start: &str, log: &[LogEntry], effort: Effort) -> Review {
    let judged = game
        .judge_log(start, log, effort, &|_| false)
        .expect("the log replays")
        .expect("the game is analysed");
    assert_eq!(judged.len(), log.len() + 1, "one judgement per position");
    Review::of(&judged)
}

/// The marked turns of a review: (log entry, seat, mark).
fn marked(review: &Review) -> Vec<(usize, usize, Mark)> {
    review
        .turns
        .iter()
        .filter_map(|t| t.mark.map(|m| (t.entry, t.seat, m)))
        .collect()
}

/// A Masters game of twelve turns.
fn masters_log(blunder: Option<usize>, effort: Effort) -> Vec<LogEntry> {
    best_play(masters::Position::start(), 12, blunder, effort, |p| {
        p.to_move().index()
    })
    .into_iter()
    .enumerate()
    .map(|(i, (seat, n))| entry(i, seat, EntryKind::Turn, n))
    .collect()
}

/// A Regions chess game: both picks (set-up), then twelve turns.
fn regions_log(blunder: Option<usize>, effort: Effort) -> Vec<LogEntry> {
    let mut pos = regions::Position::start();
    let mut log = Vec::new();
    for side in regions::Side::ALL {
        let level = engine::Level::new(3).expect("a level");
        let sq = regions::search::secret::pick(&pos, side, level, 1).expect("a pick");
        pos = pos.pick(side, sq).expect("a legal pick");
        log.push(entry(
            log.len(),
            side.index(),
            EntryKind::Setup,
            format!("pick {sq}"),
        ));
    }
    for (seat, n) in best_play(pos, 12, blunder, effort, |p| p.to_move().index()) {
        log.push(entry(log.len(), seat, EntryKind::Turn, n));
    }
    log
}

/// The seed of the Elemental games here.
const ELEMENTAL_SEED: u64 = 7;

/// An Elemental game's stored start, before the loadouts, with `seed`.
fn elemental_start(seed: u64) -> String {
    format!(r#"{{"loadouts":[null,null],"seed":{seed},"game":null}}"#)
}

/// An Elemental chess game from [`elemental_start`]: both loadouts
/// (set-up), then eight turns.
fn elemental_log(blunder: Option<usize>, effort: Effort) -> Vec<LogEntry> {
    let seed = ELEMENTAL_SEED;
    // Fire against Fire: no piece survives its first capture (Earth's
    // pieces would, E14), so a piece left hanging is lost at once.
    let loadouts: [elemental::Loadout; 2] =
        ["fire -/-/-", "fire -/-/-"].map(|l| l.parse().expect("a loadout"));
    let mut log: Vec<LogEntry> = loadouts
        .iter()
        .enumerate()
        .map(|(seat, l)| entry(seat, seat, EntryKind::Setup, format!("loadout {l}")))
        .collect();
    let game = elemental::Game::new(loadouts, seed).expect("the loadouts are legal");
    for (seat, n) in best_play(game, 8, blunder, effort, |g| g.turn().index()) {
        log.push(entry(log.len(), seat, EntryKind::Turn, n));
    }
    log
}

const CHESS_EFFORT: Effort = Effort(3_000);
const ELEMENTAL_EFFORT: Effort = Effort(300);

#[test]
fn masters_one_deliberate_blunder_is_marked_as_one_and_only_it() {
    let game = hosted("masters");
    let start = game.start_state(2).expect("a start");
    let log = masters_log(Some(5), CHESS_EFFORT);
    let review = review(game.as_ref(), &start, &log, CHESS_EFFORT);
    assert_eq!(marked(&review), vec![(5, 1, Mark::Blunder)]);
    assert_eq!(review.turns.len(), 12);
}

#[test]
fn masters_every_turn_the_engines_best_is_fully_accurate() {
    let game = hosted("masters");
    let start = game.start_state(2).expect("a start");
    let review = review(
        game.as_ref(),
        &start,
        &masters_log(None, CHESS_EFFORT),
        CHESS_EFFORT,
    );
    assert_eq!(review.accuracy, vec![Some(100.0), Some(100.0)]);
    assert_eq!(marked(&review), vec![]);
}

#[test]
fn regions_one_deliberate_blunder_is_marked_as_one_and_the_picks_are_not_judged() {
    let game = hosted("regions");
    let start = game.start_state(2).expect("a start");
    let log = regions_log(Some(4), CHESS_EFFORT);
    let review = review(game.as_ref(), &start, &log, CHESS_EFFORT);
    // Entries 0 and 1 are the picks; the blunder is the fifth turn.
    assert_eq!(marked(&review), vec![(6, 0, Mark::Blunder)]);
    assert_eq!(review.turns.len(), 12);
    assert!(review.turns.iter().all(|t| t.entry >= 2));
}

#[test]
fn regions_every_turn_the_engines_best_is_fully_accurate() {
    let game = hosted("regions");
    let start = game.start_state(2).expect("a start");
    let review = review(
        game.as_ref(),
        &start,
        &regions_log(None, CHESS_EFFORT),
        CHESS_EFFORT,
    );
    assert_eq!(review.accuracy, vec![Some(100.0), Some(100.0)]);
}

#[test]
fn elemental_one_deliberate_blunder_is_marked_as_one_and_the_loadouts_are_not_judged() {
    let game = hosted("elemental");
    let start = elemental_start(ELEMENTAL_SEED);
    let log = elemental_log(Some(5), ELEMENTAL_EFFORT);
    let review = review(game.as_ref(), &start, &log, ELEMENTAL_EFFORT);
    // Entries 0 and 1 are the loadouts; the blunder is Black's third turn.
    assert_eq!(marked(&review), vec![(7, 1, Mark::Blunder)]);
    assert_eq!(review.turns.len(), 8);
}

#[test]
fn elemental_every_turn_the_engines_best_is_fully_accurate() {
    let game = hosted("elemental");
    let start = elemental_start(ELEMENTAL_SEED);
    let log = elemental_log(None, ELEMENTAL_EFFORT);
    let review = review(game.as_ref(), &start, &log, ELEMENTAL_EFFORT);
    assert_eq!(review.accuracy, vec![Some(100.0), Some(100.0)]);
}

#[test]
fn the_same_game_analysed_twice_gives_the_same_review() {
    let game = hosted("masters");
    let start = game.start_state(2).expect("a start");
    let log = masters_log(Some(3), CHESS_EFFORT);
    assert_eq!(
        review(game.as_ref(), &start, &log, CHESS_EFFORT),
        review(game.as_ref(), &start, &log, CHESS_EFFORT)
    );
}

#[test]
fn a_stop_gives_up_the_analysis() {
    let game = hosted("masters");
    let start = game.start_state(2).expect("a start");
    let log = masters_log(None, CHESS_EFFORT);
    let judged = game.judge_log(&start, &log, CHESS_EFFORT, &|i| i == 4);
    assert_eq!(judged.expect("the log replays"), None);
}

/// Throne's analysis looks at a move as its engine's level-3 careful look
/// does (fast enough for a test).
const THRONE_EFFORT: Effort = Effort(3);

/// The judgements of `log` and then `next` played by `seat`.
fn throne_judged(
    game: &dyn Game,
    start: &str,
    log: &[LogEntry],
    seat: usize,
    next: String,
) -> Vec<game_api::Judgement> {
    let mut with = log.to_vec();
    with.push(entry(log.len(), seat, EntryKind::Turn, next));
    game.judge_log(start, &with, THRONE_EFFORT, &|_| false)
        .expect("the log replays")
        .expect("Throne is analysed")
}

/// A two-seat Throne game from `start`, the shells thrown by the stored
/// generator (T9) and every move the analysis's best, except (when
/// `blunder`) the first move after the tenth entry whose worst choice
/// costs its mover at least 0.3 on the winning-chance scale (single moves
/// of a race matter most near its end); it ends six entries after that,
/// or after 400 entries without one. The entry of the
/// blunder, if played.
fn throne_log(game: &dyn Game, start: &str, blunder: bool) -> (Vec<LogEntry>, Option<usize>) {
    let mut pos: throne::Position = start.parse().expect("a Throne start");
    let mut log = Vec::new();
    let mut blundered = None;
    while log.len() < blundered.map_or(400, |b| b + 7) {
        let seat = pos.turn().index();
        let action = match pos.phase() {
            throne::Phase::Won(_) => break,
            throne::Phase::Throw => {
                let mut events = Vec::new();
                pos.throw(&mut events).expect("the seat on turn throws");
                let values = events
                    .iter()
                    .filter_map(|e| match e {
                        throne::Event::Threw { throw, .. } => Some(throw.value()),
                        _ => None,
                    })
                    .collect();
                log.push(entry(
                    log.len(),
                    seat,
                    EntryKind::Turn,
                    throne::Action::Throw(values).to_string(),
                ));
                continue;
            }
            throne::Phase::Move => {
                let moves = pos.legal_moves();
                let first = moves.first().expect("a move").to_string();
                let judged = throne_judged(game, start, &log, seat, first);
                let decision = judged[log.len()]
                    .decision
                    .clone()
                    .expect("a move is a decision");
                let mut chosen = decision.best.clone();
                if blunder && blundered.is_none() && log.len() >= 10 {
                    let worst = moves
                        .iter()
                        .map(|m| {
                            let j = throne_judged(game, start, &log, seat, m.to_string());
                            (j[log.len() + 1].chances[seat], m.to_string())
                        })
                        .min_by(|a, b| a.0.total_cmp(&b.0))
                        .expect("a move");
                    if 2.0 * (decision.best_chance - worst.0) >= 0.3 {
                        chosen = worst.1;
                        blundered = Some(log.len());
                    }
                }
                chosen
            }
        };
        let parsed: throne::Action = action.parse().expect("notation reads back");
        let throne::Action::Move(m) = parsed else {
            panic!("a move phase plays a move");
        };
        pos.apply(&m, &mut Vec::new()).expect("a legal move");
        log.push(entry(log.len(), seat, EntryKind::Turn, action));
    }
    (log, blundered)
}

#[test]
fn throne_one_deliberate_blunder_is_marked_as_one_and_throws_are_not_judged() {
    let game = hosted("throne");
    let start = throne::Position::new(2, 11).expect("two seats").to_string();
    let (log, blunder) = throne_log(game.as_ref(), &start, true);
    let blunder = blunder.expect("a costly move was found");
    let review = review(game.as_ref(), &start, &log, THRONE_EFFORT);
    let seat = log[blunder].seat as usize;
    assert_eq!(marked(&review), vec![(blunder, seat, Mark::Blunder)]);
    assert!(
        review
            .turns
            .iter()
            .all(|t| !log[t.entry].notation.starts_with("throw"))
    );
}

#[test]
fn throne_every_move_the_engines_best_is_fully_accurate() {
    let game = hosted("throne");
    let start = throne::Position::new(2, 11).expect("two seats").to_string();
    let (log, _) = throne_log(game.as_ref(), &start, false);
    let review = review(game.as_ref(), &start, &log, THRONE_EFFORT);
    assert_eq!(review.accuracy, vec![Some(100.0), Some(100.0)]);
}

#[test]
fn a_blunder_leaves_a_puzzle_whose_answer_is_unique_under_the_second_search() {
    let game = hosted("masters");
    let start = game.start_state(2).expect("a start");
    let rules = engine::puzzle::PuzzleRules::new(
        2 * CHESS_EFFORT.0,
        gamehost::games::masters::WIN_CHANCE_SLOPE,
    );
    let mut checked = 0;
    // Blunders at several points of a game: each leaves the opponent a
    // winning turn, a puzzle where that turn is the only one.
    for blunder in [5, 7, 9, 11, 13] {
        let log = masters_log(Some(blunder), CHESS_EFFORT);
        let review = review(game.as_ref(), &start, &log, CHESS_EFFORT);
        let candidates = gamehost::host::analysis::puzzle_candidates(&review);
        let found = game
            .puzzles_in_log(&start, &log, &candidates, CHESS_EFFORT)
            .expect("the log replays");
        for puzzle in &found {
            assert!(candidates.contains(&puzzle.entry));
            assert_eq!(puzzle.solution.len() % 2, 1, "it ends on the solver's turn");
            // The position is the one before the entry, the seat to move
            // there solves it, and its answer is the only winning turn at
            // the puzzle's effort (twice the analysis's).
            let mut pos = masters::Position::start();
            for e in &log[..puzzle.entry] {
                let turn: masters::Turn = e.notation.parse().expect("a turn");
                pos = SearchGame::play(&pos, turn);
            }
            assert_eq!(puzzle.state, pos.to_string());
            assert_eq!(puzzle.seat, pos.to_move().index());
            let answer = engine::puzzle::only_winning_turn(&pos, &rules).expect("a unique answer");
            assert_eq!(puzzle.solution[0], answer.to_string());
            let best = engine::judge(&pos, rules.nodes);
            let second = engine::judge_without(&pos, rules.nodes, &[answer]);
            assert!(
                engine::win_chance(best.score, rules.slope)
                    - engine::win_chance(second.score, rules.slope)
                    >= rules.margin
            );
            checked += 1;
        }
    }
    assert!(checked > 0, "no blunder left a puzzle");
}
