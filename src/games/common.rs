//! What the adapters share: how a finished game reads, the stored last
//! move, places of a two-player game, the staged-turn buttons, draw offers.

use game_api::verbs::square;
use game_api::{
    Fault, GameRecord, GameStatus, OptionSpec, Phrase, Refusal, SquareName, Verb, Words,
};

/// How a finished two-player game ended when it did not end on the
/// board, in a few words for a picture's header and alt text (`Frost
/// wins: Ember resigned`, `drawn by agreement`), its seats named by
/// `sides`; `None` while it runs, when the board itself shows the end
/// (`board_over`), or when the stored game does not say who won (a game
/// stored before places were kept). Read from the game's status and
/// places, never from its result's words.
pub fn ended_off_board(game: &GameRecord, sides: [Phrase; 2], board_over: bool) -> Option<Phrase> {
    if game.running() || board_over {
        return None;
    }
    let loser = || {
        let places = game.places.as_deref()?;
        (places.len() == 2 && places[0] != places[1]).then(|| usize::from(places[1] > places[0]))
    };
    let [first, second] = sides;
    let side = |i: usize| {
        if i == 0 {
            first.clone()
        } else {
            second.clone()
        }
    };
    match game.status {
        GameStatus::Resigned => {
            let loser = loser()?;
            Some(
                Phrase::new("game-ended-resigned")
                    .with("winner", side(1 - loser))
                    .with("loser", side(loser)),
            )
        }
        GameStatus::Drawn => Some(Phrase::new("game-ended-agreed")),
        GameStatus::Timeout => {
            let loser = loser()?;
            Some(Phrase::new("game-ended-on-time").with("winner", side(1 - loser)))
        }
        GameStatus::Aborted => Some(Phrase::new("game-ended-aborted")),
        // Won off the board: a puzzle's attempt, solved (issue 48).
        GameStatus::Won => Some(Phrase::new("game-ended-solved")),
        GameStatus::Running => None,
    }
}

/// `how` (the commands for the seat that is to act) when a person sits in
/// `seat`; nothing for an engine seat, which acts by itself and is never
/// told what to type.
pub fn how_to_act<'a>(game: &GameRecord, seat: usize, how: &'a str) -> &'a str {
    if game.players.get(seat).is_some_and(|u| u.is_engine()) {
        ""
    } else {
        how
    }
}

/// The stored last move (`from-to`) as two squares of a game's own type.
pub fn last_move_squares<S: std::str::FromStr>(game: &GameRecord) -> Option<(S, S)> {
    let (a, b) = game.last_move.as_deref()?.split_once('-')?;
    Some((a.parse().ok()?, b.parse().ok()?))
}

/// The places of a two-player game that ended on the board: the winner's
/// seat first, or a draw; `None` while it runs.
pub fn two_player_places(winner: Option<usize>, drawn: bool) -> Option<Vec<u8>> {
    match winner {
        Some(0) => Some(vec![1, 2]),
        Some(_) => Some(vec![2, 1]),
        None => drawn.then(|| vec![1, 1]),
    }
}

/// `bob offers a draw.` for `/game`, while an offer stands.
pub fn draw_offer_line(game: &GameRecord) -> Option<game_api::Words> {
    let offerer = game.draw_offer.as_deref()?;
    let who = game.players.iter().find(|p| p.id == offerer)?;
    Some(
        game_api::Phrase::new("game-draw-offered")
            .name("player", who.name.clone())
            .into(),
    )
}

/// A stored state that does not parse: damaged, never the player's doing.
pub fn damaged(game: &str, e: impl std::fmt::Display) -> Fault {
    Fault::new(format!("stored {game} state does not parse: {e}"))
}

/// `move:E2-E4` of `/turn`: two squares.
pub fn two_squares(value: &str) -> Result<(SquareName, SquareName), Refusal> {
    let two = || {
        Refusal::new(Phrase::new("game-not-a-move").name("value", game_api::words::shorten(value)))
    };
    let (from, to) = value.split_once('-').ok_or_else(two)?;
    if to.contains('-') {
        return Err(two());
    }
    Ok((square("move", from)?, square("move", to)?))
}

/// The options `verb` has in a game's declarations.
pub fn options_of(verbs: &[Verb], verb: &str) -> Vec<&'static str> {
    verbs
        .iter()
        .find(|v| v.name == verb)
        .map(|v| v.options.iter().map(|o| o.name).collect())
        .unwrap_or_default()
}

/// `from:` of a chess-like `/move`.
pub const FROM: OptionSpec = OptionSpec::text("from", "The piece's square, like E2")
    .required()
    .suggested();

/// `to:` of a chess-like `/move`.
pub const TO: OptionSpec = OptionSpec::text("to", "Where it goes, like E4")
    .required()
    .suggested();

/// `promote:` of `/move` and `/turn`.
pub const PROMOTE: OptionSpec =
    OptionSpec::text("promote", "What a piece reaching its last rank becomes").suggested();

/// `move:` of `/turn`.
pub const TURN_MOVE: OptionSpec = OptionSpec::text("move", "A move, like E2-E4");

/// What `/move` does in a game whose turns are staged.
pub const MOVE_ABOUT: &str = "Stage a move; you see a private preview before you end your turn";

/// What `/turn` does.
pub const TURN_ABOUT: &str = "Play a whole turn in one command";

/// A newly staged move that took the place of `old` (the staged move
/// before it, in notation) says so first: `/move` replaces, no `/undo`
/// needed.
pub fn replacing(stage: game_api::Stage, old: Option<&str>) -> game_api::Stage {
    match (stage, old) {
        (game_api::Stage::Staged(mut s), Some(old)) => {
            s.text = Words::from(Phrase::new("game-replaced-staged").code("old", old)).line(s.text);
            game_api::Stage::Staged(s)
        }
        (stage, _) => stage,
    }
}

/// How a `/rules` picture is drawn from its game's renderer.
type DrawRules<R> =
    dyn Fn(&R) -> Result<board_render::Picture, board_render::RenderError> + Send + Sync;

/// A `/rules` picture (a piece's diagram, a legend), drawn on first use
/// from the game's shared renderer.
pub struct RulesPicture<R: 'static> {
    art: std::sync::Arc<game_api::Art<R>>,
    filename: String,
    draw: Box<DrawRules<R>>,
}

impl<R: Send + Sync + 'static> RulesPicture<R> {
    /// The picture `draw` makes, sent as `filename`.
    pub fn new(
        art: &std::sync::Arc<game_api::Art<R>>,
        filename: impl Into<String>,
        draw: impl Fn(&R) -> Result<board_render::Picture, board_render::RenderError>
        + Send
        + Sync
        + 'static,
    ) -> RulesPicture<R> {
        RulesPicture {
            art: std::sync::Arc::clone(art),
            filename: filename.into(),
            draw: Box::new(draw),
        }
    }
}

impl<R> std::fmt::Debug for RulesPicture<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RulesPicture")
            .field("filename", &self.filename)
            .finish()
    }
}

impl<R: Send + Sync + 'static> game_api::Picture for RulesPicture<R> {
    fn draw(&self, _speak: &dyn game_api::Speak) -> Result<game_api::Drawn, Fault> {
        drawn(&self.filename, (self.draw)(self.art.get()?))
    }
}

/// The places of a square board whose squares are `square` pixels wide
/// and drawn at `origin(square)`: each square under its own name.
pub fn square_places<S: std::fmt::Display>(
    size: (u32, u32),
    square: u32,
    squares: impl Iterator<Item = S>,
    origin: impl Fn(&S) -> (u32, u32),
) -> game_api::Places {
    game_api::Places {
        width: size.0,
        height: size.1,
        spots: squares
            .map(|sq| {
                let (x, y) = origin(&sq);
                game_api::Spot {
                    place: sq.to_string(),
                    x,
                    y,
                    w: square,
                    h: square,
                }
            })
            .collect(),
    }
}

/// A renderer's finished picture as the host sends it, named `filename`;
/// a render failure becomes a fault.
pub fn drawn(
    filename: &str,
    picture: Result<board_render::Picture, board_render::RenderError>,
) -> Result<game_api::Drawn, Fault> {
    let p = picture.map_err(|e| Fault::new(e.to_string()))?;
    Ok(game_api::Drawn {
        filename: filename.to_string(),
        bytes: p.png,
        alt: p.alt,
    })
}

/// The engine level a request to think names (a fault when out of range:
/// the host only asks for levels it offers).
pub fn engine_level(think: &game_api::Think) -> Result<engine::Level, Fault> {
    engine::Level::new(think.level)
        .ok_or_else(|| Fault::new(format!("engine level {} does not exist", think.level)))
}

/// The stop flag a search watches, from a request to think.
pub fn engine_stop(
    think: &game_api::Think,
) -> Option<std::sync::Arc<std::sync::atomic::AtomicBool>> {
    Some(std::sync::Arc::clone(&think.stop))
}

/// Lines of a description, each anything that becomes [`game_api::Words`].
pub trait Lines {
    /// Adds one line.
    fn say(&mut self, line: impl Into<game_api::Words>);
}

impl Lines for Vec<game_api::Words> {
    fn say(&mut self, line: impl Into<game_api::Words>) {
        self.push(line.into());
    }
}
