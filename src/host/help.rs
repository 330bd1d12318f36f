//! `/help` and `/rules`: the commands of the host and of every game, and a
//! game's rules.

use super::{Ctx, Games, NotDone, Session, store};
use crate::store::Conn;
use game_api::{Out, Reply};

/// `/help`: the host's commands, then every game's, then each game's line.
pub fn help_text(games: &Games) -> String {
    let mut text = String::from("Commands (options as name:value):\n");
    let line = |name: &str, options: Vec<&str>, about: &str| {
        let opts: String = options.iter().map(|o| format!(" {o}:…")).collect();
        format!("/{name}{opts} — {about}\n")
    };
    for verb in super::verbs::HOST_VERBS {
        text.push_str(&line(
            verb.name,
            verb.options.iter().map(|o| o.name).collect(),
            verb.about,
        ));
    }
    for name in games.verb_names() {
        let declared = games.with_verb(name);
        let mut options: Vec<&str> = vec![];
        for (_, v) in &declared {
            for o in v.options {
                if !options.contains(&o.name) {
                    options.push(o.name);
                }
            }
        }
        let titles: Vec<&str> = declared.iter().map(|(g, _)| g.meta().title).collect();
        let about = match declared.first() {
            Some((_, v)) if declared.len() == games.iter().count() => v.about.to_string(),
            Some((_, v)) => format!("{} ({})", v.about, game_api::words::all_of(&titles)),
            None => String::new(),
        };
        text.push_str(&line(name, options, &about));
    }
    let names = games.names();
    text.push_str(&format!(
        "Games: {} (/challenge opponent:<name> game:<game>; Throne: /challenge game:throne players:<2-4>, then /join; /rules game:<game>).\n",
        game_api::words::either(&names)
    ));
    text.push_str("Nobody to play? Challenge the bot itself, /challenge opponent:<the bot> level:<1-5> (in the console: opponent:engine); at a Throne table, bots:<1-3> seats it. Games against the bot are not rated.\n");
    let lines: Vec<&str> = games.iter().map(|g| g.meta().help).collect();
    text.push_str(&lines.join("\n"));
    text
}

/// The games hosted here, each with its `/rules` command.
fn hosted(games: &Games) -> String {
    let mut lines = vec!["I host these games; their rules: /rules game:<name>.".to_string()];
    for g in games.iter() {
        let meta = g.meta();
        lines.push(format!(
            "- {} (`/rules game:{}`): {}",
            meta.title, meta.name, meta.help
        ));
    }
    lines.join("\n")
}

/// `/rules [game] [piece]`: the named game, else the game in the channel;
/// with neither, the games hosted here (or, for a piece, the first game that has it).
pub(super) async fn rules(
    session: &Session<'_>,
    c: &mut Conn,
    ctx: &Ctx,
    game: Option<&str>,
    piece: Option<&str>,
    rules_url: Option<&str>,
) -> Result<Vec<Out>, NotDone> {
    let name = match game {
        Some(name) => Some(name.to_string()),
        None => store::latest_game(c, &ctx.channel).await?.map(|g| g.game),
    };
    let g = match (name.and_then(|n| session.games.get(&n)), piece) {
        (Some(g), _) => g,
        // No game named or played here: the games I host.
        (None, None) => {
            return Ok(vec![Out::Plain(Reply::private(
                &ctx.user.id,
                hosted(session.games),
            ))]);
        }
        (None, Some(p)) => session
            .games
            .iter()
            .find(|g| g.meta().pieces.contains(&p))
            .unwrap_or_else(|| session.games.first()),
    };
    let mut out = g.rules(&ctx.user, piece)?;
    if let Some(url) = rules_url.filter(|_| piece.is_none()) {
        // Every rule with the id the bot cites, on the game's own page,
        // where a player can open it.
        let line = format!(
            "\nEvery rule by id: {}/{}.md",
            url.trim_end_matches('/'),
            g.meta().name
        );
        match &mut out {
            Out::Plain(r) | Out::Rich { reply: r, .. } => {
                r.text = std::mem::take(&mut r.text).and(line)
            }
            Out::Board { text, .. } => *text = std::mem::take(text).and(line),
        }
    }
    Ok(vec![out])
}
