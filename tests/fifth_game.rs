//! A fifth game costs one registration: Connect Four, defined here in the
//! test tree with its own command (`/drop column:4`), its own picture, a
//! view with no secrets and its turn as one choice (a column), is hosted
//! next to the real four through the same registration the binary uses
//! and played to a win through the console — and against the bot, whose
//! engine every game has. It writes only the required core (`Rules`,
//! `Choices`, `Engine::play_choice`); everything else is provided.
//! Nothing under `src/host` or `src/discord` knows it.

use game_api::{
    Audience, Choice, Choices, Commit, Drawn, Effect, Engine, Fault, Field, GameCommand, GameMeta,
    GameRecord, OptionSpec, Out, Outcome, Picture, Play, Reply, Role, Rules, Step, Suggestion,
    Typed, User, Verb, Viewer, Words, refuse,
};
use gamehost::config::{GameSettings, Synchronous};
use gamehost::host::reply::Reply as HostReply;
use gamehost::host::{Games, Host};
use gamehost::speech::InEnglish;
use gamehost::store::Store;
use std::sync::Arc;

const COLUMNS: usize = 7;
const ROWS: usize = 6;

/// The board: columns of discs from the bottom, each disc a seat.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Board {
    columns: Vec<Vec<u8>>,
}

impl Board {
    fn new() -> Board {
        Board {
            columns: vec![vec![]; COLUMNS],
        }
    }

    /// `0,1,0/-/…`: the columns, bottom first.
    fn parse(text: &str) -> Result<Board, Fault> {
        let columns: Vec<Vec<u8>> = text
            .split('/')
            .map(|c| {
                c.chars()
                    .filter(|ch| *ch != '-')
                    .map(|ch| if ch == 'x' { 0 } else { 1 })
                    .collect()
            })
            .collect();
        if columns.len() != COLUMNS || columns.iter().any(|c| c.len() > ROWS) {
            return Err(Fault::new(format!("not a Connect Four board: {text}")));
        }
        Ok(Board { columns })
    }

    fn text(&self) -> String {
        let cols: Vec<String> = self
            .columns
            .iter()
            .map(|c| {
                if c.is_empty() {
                    "-".to_string()
                } else {
                    c.iter().map(|s| if *s == 0 { 'x' } else { 'o' }).collect()
                }
            })
            .collect();
        cols.join("/")
    }

    fn at(&self, col: i32, row: i32) -> Option<u8> {
        if !(0..COLUMNS as i32).contains(&col) || row < 0 {
            return None;
        }
        self.columns[col as usize].get(row as usize).copied()
    }

    fn discs(&self) -> usize {
        self.columns.iter().map(Vec::len).sum()
    }

    fn to_move(&self) -> u8 {
        (self.discs() % 2) as u8
    }

    fn winner(&self) -> Option<u8> {
        for col in 0..COLUMNS as i32 {
            for row in 0..ROWS as i32 {
                let Some(s) = self.at(col, row) else { continue };
                for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    if (1..4).all(|k| self.at(col + dc * k, row + dr * k) == Some(s)) {
                        return Some(s);
                    }
                }
            }
        }
        None
    }

    fn full(&self) -> bool {
        self.discs() == COLUMNS * ROWS
    }

    fn drop(&self, col: usize) -> Result<Board, String> {
        if col == 0 || col > COLUMNS {
            return Err(format!(
                "Column {col} is not on the board: use 1–{COLUMNS}."
            ));
        }
        if self.columns[col - 1].len() == ROWS {
            return Err(format!("Column {col} is full: drop into another."));
        }
        let mut next = self.clone();
        next.columns[col - 1].push(self.to_move());
        Ok(next)
    }
}

/// The board as a real PNG: red and yellow discs on blue.
#[derive(Debug)]
struct BoardPicture(Board);

impl Picture for BoardPicture {
    fn draw(&self, _speak: &dyn game_api::Speak) -> Result<Drawn, Fault> {
        let cell = 40u32;
        let mut img = image::RgbImage::from_pixel(
            cell * COLUMNS as u32,
            cell * ROWS as u32,
            image::Rgb([30, 70, 160]),
        );
        for (c, column) in self.0.columns.iter().enumerate() {
            for r in 0..ROWS {
                let colour = match column.get(r) {
                    Some(0) => image::Rgb([220, 40, 40]),
                    Some(_) => image::Rgb([240, 200, 40]),
                    None => image::Rgb([240, 240, 240]),
                };
                let (cx, cy) = (c as i64 * 40 + 20, (ROWS - 1 - r) as i64 * 40 + 20);
                for y in cy - 16..=cy + 16 {
                    for x in cx - 16..=cx + 16 {
                        if (x - cx).pow(2) + (y - cy).pow(2) <= 256 {
                            img.put_pixel(x as u32, y as u32, colour);
                        }
                    }
                }
            }
        }
        let mut bytes = std::io::Cursor::new(Vec::new());
        img.write_to(&mut bytes, image::ImageFormat::Png)
            .map_err(|e| Fault::new(e.to_string()))?;
        Ok(Drawn {
            filename: "board.png".into(),
            bytes: bytes.into_inner(),
            alt: format!("Connect Four board, {} discs", self.0.discs()),
        })
    }
}

const META: GameMeta = GameMeta {
    name: "connect4",
    title: "Connect Four",
    seat_names: &["Red", "Yellow"],
    seat_words: &[],
    side_words: &["red", "yellow"],
    players: 2..=2,
    draws: true,
    pieces: &[],
    // A game outside this tree brings no catalogue: its /help line is
    // shown by its id.
    help: "connect-four-help",
    verbs: VERBS,
};

const VERBS: &[Verb] = &[Verb {
    name: "drop",
    about: "Drop a disc into a column",
    options: &[OptionSpec::text("column", "The column, 1–7")
        .required()
        .suggested()],
    private: false,
    role: Role::Act,
}];

struct ConnectFour;

impl ConnectFour {
    fn board_out(game: &GameRecord, board: Board, text: String) -> Out {
        let _ = game;
        Out::Board {
            audience: Audience::Everyone,
            text: Words::code(text),
            picture: Box::new(BoardPicture(board)),
            buttons: vec![],
        }
    }

    /// The seat in `play` drops into `col`, if it may.
    fn drop_in(play: &Play<'_>, board: &Board, col: usize) -> Outcome<Effect<Board>> {
        let seat = play.seated()?;
        if seat != board.to_move() as usize {
            return refuse(Words::code(format!(
                "It is {}'s turn.",
                play.player(board.to_move() as usize).name
            )));
        }
        let next = board
            .drop(col)
            .map_err(|e| game_api::Failure::refused(Words::code(e)))?;
        let mut line = format!("{} drops into column {col}.", play.player(seat).name);
        let ended = match next.winner() {
            Some(w) => {
                let result = format!(
                    "{} ({}) wins with four in a row.",
                    play.player(w as usize).name,
                    META.seat_names[w as usize]
                );
                line = format!("{line}\n{result}");
                Some(game_api::Ending::new(
                    game_api::GameStatus::Won,
                    Words::code(result),
                ))
            }
            None if next.full() => Some(game_api::Ending::new(
                game_api::GameStatus::Drawn,
                Words::code("Drawn: the board is full."),
            )),
            None => None,
        };
        Ok(Effect::Commit(Box::new(Commit {
            state: next.clone(),
            log: game_api::LogLine::turn(col.to_string()),
            last_move: None,
            captured: vec![vec![], vec![]],
            ended,
            lapses_draw: true,
            outs: vec![Self::board_out(play.game, next, line)],
        })))
    }
}

impl Rules for ConnectFour {
    type State = Board;

    fn meta(&self) -> &GameMeta {
        &META
    }

    fn read(&self, text: &str) -> Result<Board, Fault> {
        Board::parse(text)
    }

    fn write(&self, board: &Board) -> String {
        board.text().en()
    }

    fn standings(&self, b: &Board) -> Option<Vec<u8>> {
        match b.winner() {
            Some(0) => Some(vec![1, 2]),
            Some(_) => Some(vec![2, 1]),
            None => b.full().then(|| vec![1, 1]),
        }
    }

    fn start(&self, _players: usize) -> Result<Board, Fault> {
        Ok(Board::new())
    }

    fn started(&self, game: &GameRecord, _board: &Board) -> Outcome<Vec<Out>> {
        let text = format!(
            "Connect Four: {} (Red) vs {} (Yellow). Red drops first: /drop column:4.",
            game.name(0),
            game.name(1)
        );
        Ok(vec![Self::board_out(game, Board::new(), text)])
    }

    fn to_act(&self, b: &Board) -> Vec<usize> {
        if b.winner().is_some() || b.full() {
            vec![]
        } else {
            vec![b.to_move() as usize]
        }
    }

    fn act(&self, play: Play<'_>, board: Board, command: &GameCommand) -> Outcome<Effect<Board>> {
        command.only(META.title, &["column"])?;
        play.seated()?;
        let text = command.need("column", "/drop column:4")?;
        let Ok(col) = text.trim().parse::<usize>() else {
            return refuse(Words::code(format!(
                "`column:{text}` is not a column: use 1–7."
            )));
        };
        Self::drop_in(&play, &board, col)
    }

    fn status_line(&self, game: &GameRecord, b: &Board) -> Outcome<game_api::Words> {
        Ok(match &game.result {
            Some(r) => game_api::Words::code("Game over: ").and(r.clone()),
            None => game_api::Words::code(game.name(b.to_move() as usize)),
        })
    }

    fn describe(
        &self,
        game: &GameRecord,
        b: &Board,
        _viewer: Viewer,
    ) -> Outcome<Vec<game_api::Words>> {
        Ok(vec![
            self.status_line(game, b)?,
            game_api::Words::code(b.text()),
        ])
    }

    fn replay(&self, board: Board, _seat: usize, entry: &str) -> Result<Board, Fault> {
        let col: usize = entry.parse().map_err(|_| Fault::new("not a column"))?;
        board.drop(col).map_err(Fault::new)
    }

    fn board(&self, _game: &GameRecord, b: &Board, _viewer: Viewer) -> Outcome<Box<dyn Picture>> {
        Ok(Box::new(BoardPicture(b.clone())))
    }

    fn suggest(&self, _play: Play<'_>, b: &Board, field: &Field) -> Vec<Suggestion> {
        if field.option != "column" {
            return vec![];
        }
        (1..=COLUMNS)
            .filter(|c| b.drop(*c).is_ok())
            .map(|c| Suggestion {
                label: Words::code(format!("column {c}")),
                value: c.to_string(),
            })
            .collect()
    }

    fn rules(&self, user: &User, _piece: Option<&str>) -> Outcome<Out> {
        Ok(Out::Plain(Reply::private(
            &user.id,
            Words::code("Connect Four: take turns dropping discs; four in a row wins."),
        )))
    }
}

/// A turn is one choice: the column.
impl Choices for ConnectFour {
    fn choices(
        &self,
        _game: &GameRecord,
        b: &Board,
        seat: usize,
        path: &[String],
    ) -> Outcome<Step> {
        if b.winner().is_some() || b.full() || seat != b.to_move() as usize {
            return refuse(Words::code("Nothing to drop now."));
        }
        let columns: Vec<Choice> = (1..=COLUMNS)
            .filter(|c| b.drop(*c).is_ok())
            .map(|c| Choice::named(c.to_string(), Words::code(format!("column {c}"))))
            .collect();
        match path {
            [] => Ok(Step {
                prompt: Words::code("Choose a column."),
                choices: columns,
                complete: None,
                so_far: Default::default(),
                plays: Default::default(),
            }),
            [col] if columns.iter().any(|c| c.key == *col) => Ok(Step {
                prompt: Words::code("End turn to drop it."),
                choices: vec![],
                complete: Some(col.clone()),
                so_far: Words::code(format!("column {col}")),
                plays: Default::default(),
            }),
            _ => refuse(Words::code(
                "Those choices no longer make a turn here: start again.",
            )),
        }
    }
}

/// A column dropped into; the engine is the one every game has.
impl Engine for ConnectFour {
    fn play_choice(&self, play: Play<'_>, board: Board, choice: &str) -> Outcome<Effect<Board>> {
        let col: usize = choice.parse().map_err(|_| Fault::new("not a column"))?;
        Self::drop_in(&play, &board, col)
    }
}

/// The binary's registration, plus Connect Four.
fn with_connect_four() -> Arc<Games> {
    let mut list = gamehost::games::all(64).unwrap();
    list.push(Arc::new(Typed(ConnectFour)));
    Arc::new(Games::new(list).unwrap())
}

async fn host(dir: &tempfile::TempDir, games: Arc<Games>) -> Host {
    let store = Store::open(&dir.path().join("c4.db"), Synchronous::Normal)
        .await
        .unwrap();
    Host::new(store, games, GameSettings::default())
}

async fn say(h: &Host, line: &str) -> Vec<(String, HostReply)> {
    gamehost::console::lines(h, line).await.unwrap()
}

#[tokio::test]
async fn a_fifth_game_is_played_to_a_win_through_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir, with_connect_four()).await;
    let open = say(
        &h,
        "#c4 alice /challenge opponent:bob game:connect4 side:red",
    )
    .await;
    assert!(
        open[0].1.text.en().contains("Connect Four"),
        "{}",
        open[0].1.text.en()
    );
    let start = say(&h, "#c4 bob /accept").await;
    let first = &start[0].1;
    assert!(
        first.text.en().contains("Red drops first"),
        "{}",
        first.text.en()
    );
    let png = &first.attachments[0].bytes;
    assert!(png.starts_with(b"\x89PNG"), "a real PNG");
    image::load_from_memory(png).expect("a PNG a person can open");
    // A Masters command in a Connect Four channel: one sentence.
    let elsewhere = say(&h, "#c4 alice /throw").await;
    assert_eq!(
        elsewhere[0].1.text.en(),
        "/throw is a command of Throne; this channel is playing Connect Four."
    );
    let refused = say(&h, "#c4 alice /drop column:9").await;
    assert!(
        refused[0].1.text.en().contains("not on the board"),
        "{}",
        refused[0].1.text.en()
    );
    // Red builds a column of four while Yellow plays elsewhere.
    for (user, col) in [
        ("alice", 1),
        ("bob", 2),
        ("alice", 1),
        ("bob", 2),
        ("alice", 1),
        ("bob", 2),
    ] {
        let r = say(&h, &format!("#c4 {user} /drop column:{col}")).await;
        assert!(
            r[0].1.text.en().contains("drops into column"),
            "{}",
            r[0].1.text.en()
        );
    }
    let win = say(&h, "#c4 alice /drop column:1").await;
    assert!(
        win[0]
            .1
            .text
            .en()
            .contains("alice (Red) wins with four in a row"),
        "{}",
        win[0].1.text.en()
    );
    assert!(
        win[0].1.text.en().contains("Ratings:"),
        "rated like any game"
    );
    let info = say(&h, "#c4 carol /game").await;
    assert!(
        info[0].1.text.en().contains("Game over"),
        "{}",
        info[0].1.text.en()
    );
    let report = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    assert!(report.mismatches.is_empty(), "{}", report.summary());
    assert_eq!(report.turns, 7);
    let help = say(&h, "#c4 alice /help").await;
    assert!(
        help[0].1.text.en().contains("/drop column:…"),
        "{}",
        help[0].1.text.en()
    );
}

#[tokio::test]
async fn a_fifth_game_is_played_against_the_bot_with_the_engine_every_game_has() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir, with_connect_four()).await;
    let open = say(
        &h,
        "#c4 alice /challenge opponent:engine game:connect4 side:red",
    )
    .await;
    assert!(
        open[0].1.text.en().contains("plays the bot"),
        "{}",
        open[0].1.text.en()
    );
    let mut bot_dropped = 0;
    let mut ended = None;
    for i in 0..60 {
        let said = say(&h, &format!("#c4 alice /drop column:{}", i % 7 + 1)).await;
        bot_dropped += said
            .iter()
            .filter(|(_, r)| {
                r.text
                    .en()
                    .starts_with("Engine (level 3) drops into column")
            })
            .count();
        ended = said
            .iter()
            .map(|(_, r)| r.text.en())
            .find(|t| t.contains("four in a row") || t.contains("board is full"));
        if ended.is_some() {
            break;
        }
    }
    assert!(ended.is_some(), "the game ends");
    assert!(bot_dropped >= 2, "the bot dropped {bot_dropped} discs");
    let report = gamehost::verify::verify(h.store(), h.games())
        .await
        .unwrap();
    assert!(report.mismatches.is_empty(), "{}", report.summary());
}

#[test]
fn its_command_is_registered_on_discord_only_with_the_game() {
    let with = gamehost::discord::slash_command_names(&with_connect_four());
    assert!(with.iter().any(|n| n == "drop"));
    let binary = gamehost::default_games(64).unwrap();
    let without = gamehost::discord::slash_command_names(&binary);
    assert!(!without.iter().any(|n| n == "drop"));
    assert_eq!(with.len(), without.len() + 1);
}
