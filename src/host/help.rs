//! `/help` and `/rules`: the commands of the host and of every game, and a
//! game's rules.

use super::verbs::{game_about_id, host_about_id};
use super::{Ctx, Games, NotDone, Session, store};
use crate::store::Conn;
use game_api::{Arg, Join, Out, Phrase, Reply, Words};

/// `/help`: the host's commands, then every game's, then each game's line.
pub fn help_text(games: &Games) -> Words {
    let mut text = Words::from(Phrase::new("help-commands"));
    let line = |name: &str, options: Vec<&str>, about: Phrase| {
        let opts: String = options.iter().map(|o| format!(" {o}:…")).collect();
        Words::code(format!("/{name}{opts} —")).then(about)
    };
    for verb in super::verbs::HOST_VERBS {
        text = text.line(line(
            verb.name,
            verb.options.iter().map(|o| o.name).collect(),
            Phrase::keyed(host_about_id(verb.name, None)),
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
        let Some((first, _)) = declared.first() else {
            continue;
        };
        let own = Phrase::keyed(game_about_id(first.meta().name, name, None));
        let about = if declared.len() == games.iter().count() {
            own
        } else {
            let titles = declared
                .iter()
                .map(|(g, _)| title(g.meta().title))
                .collect();
            Phrase::new("help-for-games")
                .with("about", own)
                .with("games", Arg::List(Join::And, titles))
        };
        text = text.line(line(name, options, about));
    }
    let names = games.names().into_iter().map(title).collect();
    text = text
        .line(Phrase::new("help-games").with("games", Arg::List(Join::Or, names)))
        .line(Phrase::new("help-the-bot"));
    for g in games.iter() {
        text = text.line(Phrase::new(g.meta().help));
    }
    text
}

/// A game's title (or name) as an item of a list.
fn title(title: &str) -> Phrase {
    Phrase::new("game-title").code("title", title)
}

/// The games hosted here, each with its `/rules` command.
fn hosted(games: &Games) -> Words {
    let mut text = Words::from(Phrase::new("help-hosted"));
    for g in games.iter() {
        let meta = g.meta();
        text = text.line(
            Phrase::new("help-hosted-game")
                .code("title", meta.title)
                .code("name", meta.name)
                .with("help", Phrase::new(meta.help)),
        );
    }
    text
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
        let line = Words::code("\n").and(Phrase::new("help-rules-by-id").code(
            "url",
            format!("{}/{}.md", url.trim_end_matches('/'), g.meta().name),
        ));
        match &mut out {
            Out::Plain(r) | Out::Rich { reply: r, .. } => {
                r.text = std::mem::take(&mut r.text).and(line)
            }
            Out::Board { text, .. } => *text = std::mem::take(text).and(line),
        }
    }
    Ok(vec![out])
}
