//! Playing a game: staging a turn privately, committing it, resigning,
//! draws, and looking at the game.

use super::command::{Command, DrawAction};
use super::draft::{self, Draft};
use super::reply::{Attachment, Audience, Button, ButtonStyle, Reply};
use super::view::{BoardView, Out};
use super::{Ctx, Refusal, refuse};
use crate::store::{self, GameRow};
use masters::{Action, ClaimError, Event, Kind, Move, Position, Side, Turn, TurnError};
use masters_render::Preview;
use sqlx::SqliteConnection;

/// The refusal for a turn submitted against a state that has moved on.
const STALE_TURN: &str = "This board is out of date: that turn was already played. Use /board to see the current position.";

/// The running game in the channel, or a refusal saying how to start one.
async fn running(c: &mut SqliteConnection, ctx: &Ctx) -> Result<(GameRow, Position), Refusal> {
    let Some(game) = store::running_game(c, &ctx.channel).await? else {
        return refuse(
            "There is no game running in this channel; start one with /challenge opponent:<name>.",
        );
    };
    let pos = parse_state(&game)?;
    Ok((game, pos))
}

pub(super) fn parse_state(game: &GameRow) -> Result<Position, Refusal> {
    game.state.parse::<Position>().map_err(|e| {
        tracing::error!("game {} has an unreadable position: {e}", game.id);
        Refusal::User(
            "This game's stored position is damaged; an admin can check it with `gamehost verify`."
                .into(),
        )
    })
}

/// The side `user` plays, if seated.
pub(super) fn seat(game: &GameRow, user_id: &str) -> Option<Side> {
    game.players
        .iter()
        .position(|p| p.id == user_id)
        .map(|i| if i == 0 { Side::Ember } else { Side::Frost })
}

fn name(game: &GameRow, side: Side) -> &str {
    game.players
        .get(side.index())
        .map_or("?", |u| u.name.as_str())
}

/// The user's side, if they are seated; otherwise a refusal.
fn seated(game: &GameRow, ctx: &Ctx) -> Result<Side, Refusal> {
    seat(game, &ctx.user.id).ok_or_else(|| {
        Refusal::User(format!(
            "Only {} and {} play in this game; you can watch with /board.",
            name(game, Side::Ember),
            name(game, Side::Frost)
        ))
    })
}

/// The user's side if it is their turn; otherwise a refusal.
fn on_turn(game: &GameRow, pos: &Position, ctx: &Ctx) -> Result<Side, Refusal> {
    let side = seated(game, ctx)?;
    let to_move = pos.to_move();
    if side != to_move {
        return refuse(format!(
            "It's {}'s turn ({to_move}); wait for their move.",
            name(game, to_move)
        ));
    }
    Ok(side)
}

fn captured(game: &GameRow) -> [Vec<Kind>; 2] {
    let seat = |i: usize| {
        game.captured
            .get(i)
            .map(|v| v.iter().filter_map(|k| k.parse().ok()).collect())
            .unwrap_or_default()
    };
    [seat(0), seat(1)]
}

fn view(game: &GameRow, pos: Position, bottom: Side, preview: Preview) -> BoardView {
    BoardView {
        position: pos,
        players: [
            name(game, Side::Ember).to_string(),
            name(game, Side::Frost).to_string(),
        ],
        bottom,
        last_move: game.last_move.as_deref().and_then(|m| m.parse().ok()),
        captured: captured(game),
        preview,
    }
}

/// `/board`: the current (or last finished) game, for everyone.
pub(super) async fn board(c: &mut SqliteConnection, ctx: &Ctx) -> Result<Vec<Out>, Refusal> {
    let Some(game) = store::latest_game(c, &ctx.channel).await? else {
        return refuse(
            "No game has been played in this channel yet; start one with /challenge opponent:<name>.",
        );
    };
    let pos = parse_state(&game)?;
    let text = status_line(&game, &pos);
    let v = view(&game, pos, Side::Ember, Preview::default());
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text,
        view: Box::new(v),
        buttons: vec![],
    }])
}

fn status_line(game: &GameRow, pos: &Position) -> String {
    match (&game.result, game.status.as_str()) {
        (Some(result), s) if s != "running" => format!("Game over: {result}"),
        _ => format!(
            "Turn {} · {} ({}) to move.",
            pos.turn(),
            pos.to_move(),
            name(game, pos.to_move())
        ),
    }
}

/// `/game`: the state of play in words, privately.
pub(super) async fn game_info(c: &mut SqliteConnection, ctx: &Ctx) -> Result<Vec<Out>, Refusal> {
    let Some(game) = store::latest_game(c, &ctx.channel).await? else {
        return refuse(
            "No game has been played in this channel yet; start one with /challenge opponent:<name>.",
        );
    };
    let pos = parse_state(&game)?;
    let mut lines = vec![
        format!(
            "Masters: {} (Ember) vs {} (Frost).",
            name(&game, Side::Ember),
            name(&game, Side::Frost)
        ),
        status_line(&game, &pos),
    ];
    for side in Side::ALL {
        if let Some(sq) = pos.held_by(side)
            && let Some(piece) = pos.piece_at(sq)
        {
            lines.push(format!("{side}'s puppeteer holds {piece} on {sq}."));
        }
        let offers = pos.offers(side);
        if !offers.is_empty() {
            let forced = pos
                .forced_offer(side)
                .map(|k| format!(" (the {k} is forced)"))
                .unwrap_or_default();
            let list: Vec<&str> = offers.iter().map(Kind::name).collect();
            lines.push(format!(
                "{side}'s witch is offered: {}{forced}.",
                list.join(", ")
            ));
        }
        if let Some(k) = pos.witch_moveset(side) {
            lines.push(format!("{side}'s witch moves as a {k}."));
        }
    }
    if let Some(offerer) = &game.draw_offer {
        let who = game
            .players
            .iter()
            .find(|p| &p.id == offerer)
            .map_or("someone", |p| p.name.as_str());
        lines.push(format!("{who} offers a draw."));
    }
    let lost = captured(&game);
    for side in Side::ALL {
        if !lost[side.index()].is_empty() {
            let list: Vec<&str> = lost[side.index()].iter().map(|k| k.name()).collect();
            lines.push(format!("{side} has lost: {}.", list.join(", ")));
        }
    }
    lines.push(format!("Position: `{pos}`"));
    Ok(vec![Out::Plain(Reply::private(
        &ctx.user.id,
        lines.join("\n"),
    ))])
}

/// `/history`: the game record, as text and as a file.
pub(super) async fn history(c: &mut SqliteConnection, ctx: &Ctx) -> Result<Vec<Out>, Refusal> {
    let Some(game) = store::latest_game(c, &ctx.channel).await? else {
        return refuse(
            "No game has been played in this channel yet; start one with /challenge opponent:<name>.",
        );
    };
    let turns = store::turns(c, game.id).await?;
    let mut record = format!(
        "Masters: {} (Ember) vs {} (Frost)\n",
        name(&game, Side::Ember),
        name(&game, Side::Frost)
    );
    for t in &turns {
        let who = game
            .players
            .iter()
            .find(|p| p.id == t.user_id)
            .map_or(t.user_id.as_str(), |p| p.name.as_str());
        record.push_str(&format!("{}. {} ({who})\n", t.number, t.notation));
    }
    if let Some(result) = &game.result {
        record.push_str(&format!("{result}\n"));
    }
    let shown = if record.len() > 1800 {
        format!(
            "{}…\n(the whole record is attached)",
            &record[..record.floor_char_boundary(1800)]
        )
    } else {
        record.clone()
    };
    let text = if turns.is_empty() {
        "No turns have been played yet.".to_string()
    } else {
        shown
    };
    let reply = Reply::private(&ctx.user.id, text).with_file(Attachment {
        filename: format!("masters-game-{}.txt", game.id),
        bytes: record.into_bytes(),
        description: "The game record in turn notation.".into(),
    });
    Ok(vec![Out::Plain(reply)])
}

/// Every command that acts on the running game.
pub(super) async fn game_command(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    command: Command,
) -> Result<Vec<Out>, Refusal> {
    let (game, pos) = running(c, ctx).await?;
    match command {
        Command::Resign => resign(c, ctx, game, pos).await,
        Command::Draw { action } => draw(c, ctx, game, pos, action).await,
        Command::Move { from, to, promote } => {
            on_turn(&game, &pos, ctx)?;
            let d = load_draft(c, &game, ctx).await?;
            if let Some(m) = &d.mv {
                return refuse(format!("You already staged {m}: /undo first to change it."));
            }
            let mv = Move {
                from,
                to,
                promotion: promote,
            };
            let trial = Draft {
                mv: Some(mv.to_string()),
                ..d
            };
            stage(c, ctx, &game, pos, trial, Staged::Move).await
        }
        Command::Claim { target: None } => {
            let side = on_turn(&game, &pos, ctx)?;
            let d = load_draft(c, &game, ctx).await?;
            let answered = answered(&pos, &d)?;
            let targets = match d.mv() {
                Some(m) => answered.claim_targets_after(m).unwrap_or_default(),
                None => answered.claim_targets(),
            };
            let list: Vec<String> = targets
                .squares()
                .filter_map(|s| answered.piece_at(s).map(|p| format!("{s} ({p})")))
                .collect();
            let after = if d.mv.is_some() {
                " after your staged move"
            } else {
                ""
            };
            let text = if list.is_empty() {
                format!("No piece can be claimed{after}.")
            } else {
                format!(
                    "You can claim{after}: {}. Stage one with /claim target:{}.",
                    list.join(", "),
                    targets.first().map(|s| s.to_string()).unwrap_or_default()
                )
            };
            let preview = Preview {
                staged_move: d.mv(),
                staged_claim: None,
                claim_picking: true,
            };
            let v = view(&game, answered, side, preview);
            Ok(vec![Out::Board {
                audience: Audience::Private(ctx.user.id.clone()),
                text,
                view: Box::new(v),
                buttons: vec![],
            }])
        }
        Command::Claim {
            target: Some(target),
        } => {
            on_turn(&game, &pos, ctx)?;
            let d = load_draft(c, &game, ctx).await?;
            if let Some(t) = &d.claim {
                return refuse(format!(
                    "You already staged a claim on {t}: /undo first to change it."
                ));
            }
            let trial = Draft {
                claim: Some(target.to_string()),
                ..d
            };
            stage(c, ctx, &game, pos, trial, Staged::Claim).await
        }
        Command::Inherit { choice } => {
            on_turn(&game, &pos, ctx)?;
            let d = load_draft(c, &game, ctx).await?;
            if let Some(old) = d.inherit {
                return refuse(format!(
                    "You already chose to {}: /undo first to change it.",
                    draft::describe(old)
                ));
            }
            let trial = Draft {
                inherit: Some(choice),
                ..d
            };
            stage(c, ctx, &game, pos, trial, Staged::Inherit).await
        }
        Command::Undo => {
            seated(&game, ctx)?;
            let mut d = load_draft(c, &game, ctx).await?;
            if d.is_empty() {
                return refuse("You have nothing staged.");
            }
            d = Draft {
                revision: d.revision + 1,
                ..Draft::default()
            };
            store::put_draft(c, game.id, &ctx.user.id, &d.to_json()).await?;
            Ok(vec![Out::Plain(Reply::private(
                &ctx.user.id,
                "Your staged turn is cleared.",
            ))])
        }
        Command::EndTurn => {
            // A second /endturn right after one's own commit (a double click,
            // or two devices) is told the turn is already played.
            if seat(&game, &ctx.user.id).is_some_and(|s| s != pos.to_move())
                && store::last_mover(c, game.id).await?.as_deref() == Some(ctx.user.id.as_str())
            {
                return refuse(STALE_TURN);
            }
            on_turn(&game, &pos, ctx)?;
            let d = load_draft(c, &game, ctx).await?;
            let turn = d.turn(&pos)?;
            commit(c, ctx, game, pos, turn).await
        }
        Command::Turn {
            mv,
            claim,
            inherit,
            promote,
        } => {
            on_turn(&game, &pos, ctx)?;
            let mv = mv.map(|(from, to)| Move {
                from,
                to,
                promotion: promote,
            });
            if mv.is_none() && promote.is_some() {
                return refuse(
                    "`promote:` goes with a move, like /turn move:E11-E12 promote:dragon.",
                );
            }
            let inheritance = inherit.map(|i| draft::resolve(i, &pos)).transpose()?;
            let Some(turn) = Turn::new(mv, claim, inheritance) else {
                return refuse("A turn needs a move or a claim (or both), like /turn move:E2-E4.");
            };
            commit(c, ctx, game, pos, turn).await
        }
        other => refuse(format!("{other:?} is not a game command.")),
    }
}

/// A button on a game message.
pub(super) async fn press(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    id: i64,
    version: i64,
    action: &[&str],
) -> Result<Vec<Out>, Refusal> {
    let Some(game) = store::game(c, id).await? else {
        return refuse("That button belongs to a game I don't know.");
    };
    if game.channel != ctx.channel {
        return refuse("That button belongs to a game in another channel.");
    }
    if game.version != version || game.status != "running" {
        return refuse(
            "This board is out of date: the game has moved on since. Use /board to see the current position.",
        );
    }
    let pos = parse_state(&game)?;
    match action {
        ["endturn", revision] => {
            on_turn(&game, &pos, ctx)?;
            let d = load_draft(c, &game, ctx).await?;
            if revision.parse::<u32>().ok() != Some(d.revision) {
                return refuse(
                    "This preview is out of date: your staged turn has changed since. Use the newest preview, or /endturn.",
                );
            }
            let turn = d.turn(&pos)?;
            commit(c, ctx, game, pos, turn).await
        }
        ["undo", _] => game_command(c, ctx, Command::Undo).await,
        ["draw-accept"] => draw(c, ctx, game, pos, DrawAction::Accept).await,
        ["draw-decline"] => draw(c, ctx, game, pos, DrawAction::Decline).await,
        _ => refuse("That button is not one of mine."),
    }
}

pub(super) async fn load_draft(
    c: &mut SqliteConnection,
    game: &GameRow,
    ctx: &Ctx,
) -> Result<Draft, Refusal> {
    Ok(Draft::from_json(
        store::draft(c, game.id, &ctx.user.id).await?.as_deref(),
    ))
}

/// The position after the staged inheritance answer (what the preview shows).
pub(super) fn answered(pos: &Position, d: &Draft) -> Result<Position, Refusal> {
    let answer = d.inherit.map(|i| draft::resolve(i, pos)).transpose()?;
    Ok(pos.answered(answer).map_err(|e| e.to_string())?)
}

/// What was just staged.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Staged {
    Move,
    Claim,
    Inherit,
}

/// Checks a draft with a newly staged part against the whole turn it makes.
/// A claim that fails only in the position after the staged move is kept,
/// with the M23 warning (the turn would be rejected on submission, so the
/// player can fix either half); anything else illegal is refused with the
/// rules' reason.
fn check_staged(pos: &Position, d: &Draft, staged: Staged) -> Result<Option<String>, Refusal> {
    let answer = d.inherit.map(|i| draft::resolve(i, pos)).transpose()?;
    let after_answer = pos.answered(answer).map_err(|e| e.to_string())?;
    let Some(turn) = Turn::new(d.mv(), d.claim(), answer) else {
        return Ok(None);
    };
    match pos.validate(&turn) {
        Ok(()) => Ok(None),
        Err(TurnError::Claim {
            reason,
            after_move: true,
        }) if staged != Staged::Inherit => Ok(Some(m23_warning(reason))),
        Err(e) => {
            let mut text = e.to_string();
            if let (TurnError::NotYours { .. }, Some(m)) = (e, d.mv())
                && after_answer.destinations_if_claimed(m.from).contains(m.to)
            {
                text = format!(
                    "{text} To move it, claim it in the same turn: /claim target:{} first.",
                    m.from
                );
            }
            refuse(text)
        }
    }
}

fn m23_warning(reason: ClaimError) -> String {
    let blocker = match reason {
        ClaimError::Blocked {
            blocker,
            blocker_square,
            ..
        } => format!(" (the {blocker} on {blocker_square} blocks it)"),
        _ => String::new(),
    };
    format!(
        "Warning: after your staged move, {reason} The turn would be rejected{blocker}: change the move or the claim (/undo)."
    )
}

fn describe_draft(d: &Draft) -> String {
    let mut parts = vec![];
    if let Some(m) = &d.mv {
        parts.push(m.clone());
    }
    if let Some(c) = &d.claim {
        parts.push(format!("claim {c}"));
    }
    if let Some(i) = d.inherit {
        parts.push(draft::describe(i));
    }
    parts.join(", ")
}

/// Checks a draft with its newly staged part, then stores it and answers
/// with the preview (and the M23 warning, if any).
async fn stage(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    game: &GameRow,
    pos: Position,
    draft: Draft,
    staged: Staged,
) -> Result<Vec<Out>, Refusal> {
    let warning = check_staged(&pos, &draft, staged)?;
    save_and_preview(c, ctx, game, pos, draft, warning).await
}

async fn save_and_preview(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    game: &GameRow,
    pos: Position,
    mut d: Draft,
    warning: Option<String>,
) -> Result<Vec<Out>, Refusal> {
    d.revision += 1;
    store::put_draft(c, game.id, &ctx.user.id, &d.to_json()).await?;
    let side = pos.to_move();
    let shown = answered(&pos, &d).unwrap_or(pos);
    let mut text = format!(
        "Staged: {}. Press End turn (or /endturn) to play it, Undo (/undo) to start again.",
        describe_draft(&d)
    );
    if let Some(w) = warning {
        text = format!("{text}\n{w}");
    }
    let preview = Preview {
        staged_move: d.mv(),
        staged_claim: d.claim(),
        claim_picking: false,
    };
    let buttons = vec![
        Button {
            id: format!("g:{}:{}:endturn:{}", game.id, game.version, d.revision),
            label: "End turn".into(),
            style: ButtonStyle::Primary,
        },
        Button {
            id: format!("g:{}:{}:undo:{}", game.id, game.version, d.revision),
            label: "Undo".into(),
            style: ButtonStyle::Secondary,
        },
    ];
    let v = view(game, shown, side, preview);
    Ok(vec![Out::Board {
        audience: Audience::Private(ctx.user.id.clone()),
        text,
        view: Box::new(v),
        buttons,
    }])
}

/// Plays `turn` and stores it: one transaction appends it to the log and
/// updates the game if its version is unchanged.
async fn commit(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    mut game: GameRow,
    pos: Position,
    turn: Turn,
) -> Result<Vec<Out>, Refusal> {
    let side = pos.to_move();
    let (next, events) = pos.play(&turn).map_err(|e| Refusal::User(e.to_string()))?;
    let expected = game.version;
    let number = i64::from(pos.turn());
    for e in &events {
        if let Event::Captured { piece, .. } = e
            && let Some(list) = game.captured.get_mut(piece.owner.index())
        {
            list.push(piece.kind.name().to_string());
        }
    }
    game.state = next.to_string();
    if let Some(m) = turn.mv() {
        game.last_move = Some(Move::new(m.from, m.to).to_string());
    }
    let mut lines = vec![turn_line(&game, number, side, &turn)];
    if let Some(offerer) = game.draw_offer.take_if(|o| *o != ctx.user.id) {
        let who = game
            .players
            .iter()
            .find(|p| p.id == offerer)
            .map_or("The", |p| p.name.as_str())
            .to_string();
        lines.push(format!("{who}'s draw offer lapsed."));
    }
    for e in &events {
        if e.is_claim_line()
            || matches!(
                e,
                Event::OfferMade { .. }
                    | Event::Promoted { .. }
                    | Event::InheritanceAccepted { forced: true, .. }
            )
        {
            lines.push(format!("-# {e}"));
        }
    }
    if let Some(winner) = next.winner() {
        game.status = "won".into();
        game.result = Some(format!(
            "{} ({winner}) wins: all three of {}'s leaders have fallen.",
            name(&game, winner),
            winner.other()
        ));
        lines.push(format!(
            "{} ({winner}) wins! All three of {}'s leaders have fallen.",
            name(&game, winner),
            winner.other()
        ));
    } else if next.legal_turns().is_empty() {
        let stuck = next.to_move();
        lines.push(format!("{} ({stuck}) has no legal turn: resign with /resign or offer a draw with /draw action:offer.", name(&game, stuck)));
    }
    if !store::update_game(c, &game, expected).await? {
        return refuse(
            "This board is out of date: another turn was committed first. Use /board to see the current position.",
        );
    }
    store::append_turn(c, game.id, number, &ctx.user.id, &turn.to_string()).await?;
    store::clear_drafts(c, game.id).await?;
    let v = view(&game, next, Side::Ember, Preview::default());
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text: lines.join("\n"),
        view: Box::new(v),
        buttons: vec![],
    }])
}

/// `Turn 14 · Frost (bob): H11-H9, claims F7`.
fn turn_line(game: &GameRow, number: i64, side: Side, turn: &Turn) -> String {
    let mut parts = vec![];
    if let Some(i) = turn.inheritance {
        match i {
            masters::Inheritance::Accept(k) => parts.push(format!("inherits the {k}")),
            masters::Inheritance::Decline => parts.push("declines the inheritance".to_string()),
        }
    }
    match turn.action {
        Action::Move(m) => parts.push(m.to_string()),
        Action::Claim(t) => parts.push(format!("claims {t}")),
        Action::MoveAndClaim(m, t) => {
            parts.push(m.to_string());
            parts.push(format!("claims {t}"));
        }
    }
    format!(
        "Turn {number} · {side} ({}): {}",
        name(game, side),
        parts.join(", ")
    )
}

async fn finish(
    c: &mut SqliteConnection,
    mut game: GameRow,
    pos: Position,
    status: &str,
    result: String,
    text: String,
) -> Result<Vec<Out>, Refusal> {
    let expected = game.version;
    game.status = status.to_string();
    game.result = Some(result);
    game.draw_offer = None;
    if !store::update_game(c, &game, expected).await? {
        return refuse(
            "This board is out of date: the game changed meanwhile. Use /board to see the current position.",
        );
    }
    store::clear_drafts(c, game.id).await?;
    let v = view(&game, pos, Side::Ember, Preview::default());
    Ok(vec![Out::Board {
        audience: Audience::Everyone,
        text,
        view: Box::new(v),
        buttons: vec![],
    }])
}

/// M38: either seated player, on either side's turn.
async fn resign(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    game: GameRow,
    pos: Position,
) -> Result<Vec<Out>, Refusal> {
    let side = seated(&game, ctx)?;
    let winner = side.other();
    let result = format!(
        "{} ({side}) resigned; {} ({winner}) wins.",
        name(&game, side),
        name(&game, winner)
    );
    let text = format!(
        "{} ({side}) resigns. {} ({winner}) wins the game.",
        name(&game, side),
        name(&game, winner)
    );
    finish(c, game, pos, "resigned", result, text).await
}

/// M39: offer, accept or decline a draw.
async fn draw(
    c: &mut SqliteConnection,
    ctx: &Ctx,
    mut game: GameRow,
    pos: Position,
    action: DrawAction,
) -> Result<Vec<Out>, Refusal> {
    let side = seated(&game, ctx)?;
    let other = side.other();
    let offer = game.draw_offer.clone();
    let mine = offer.as_deref() == Some(ctx.user.id.as_str());
    match action {
        DrawAction::Offer => {
            if mine {
                return refuse(
                    "You have already offered a draw; it stands until your opponent answers or plays a turn.",
                );
            }
            if offer.is_some() {
                return refuse(format!(
                    "{} has already offered you a draw: /draw action:accept or /draw action:decline.",
                    name(&game, other)
                ));
            }
            let expected = game.version;
            game.draw_offer = Some(ctx.user.id.clone());
            if !store::update_game(c, &game, expected).await? {
                return refuse("This board is out of date: the game changed meanwhile. Try again.");
            }
            let text = format!(
                "{} ({side}) offers a draw. {}, accept with /draw action:accept or decline with /draw action:decline; playing a turn declines it.",
                name(&game, side),
                name(&game, other)
            );
            let v = game.version + 1;
            let buttons = vec![
                Button {
                    id: format!("g:{}:{v}:draw-accept", game.id),
                    label: "Accept draw".into(),
                    style: ButtonStyle::Primary,
                },
                Button {
                    id: format!("g:{}:{v}:draw-decline", game.id),
                    label: "Decline draw".into(),
                    style: ButtonStyle::Secondary,
                },
            ];
            Ok(vec![Out::Plain(Reply::public(text).with_buttons(buttons))])
        }
        DrawAction::Accept | DrawAction::Decline if offer.is_none() => {
            refuse("There is no draw offer to answer; offer one with /draw action:offer.")
        }
        DrawAction::Accept | DrawAction::Decline if mine => refuse(format!(
            "That is your own offer; only {} can answer it.",
            name(&game, other)
        )),
        DrawAction::Accept => {
            let text = format!(
                "{} ({side}) accepts the draw. The game is drawn.",
                name(&game, side)
            );
            finish(
                c,
                game,
                pos,
                "drawn",
                "Drawn by agreement.".to_string(),
                text,
            )
            .await
        }
        DrawAction::Decline => {
            let expected = game.version;
            game.draw_offer = None;
            if !store::update_game(c, &game, expected).await? {
                return refuse("This board is out of date: the game changed meanwhile. Try again.");
            }
            Ok(vec![Out::Plain(Reply::public(format!(
                "{} ({side}) declines the draw. Play on.",
                name(&game, side)
            )))])
        }
    }
}
