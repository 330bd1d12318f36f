//! A seated player's turn from a front end that is not a chat (the game's
//! web page, the Discord Activity): the same choice session, the same
//! version check and the same commit as the Play button's, with the step
//! answered as data (its choices, its picture and where each place is
//! drawn) rather than as a message. What a commit announces goes to the
//! game's channel through the front ends ([`Host::subscribe`]).
//!
//! Who may act is proven by a play link ([`super::seat_link`]): bound to
//! one seat of one game, expiring, retired once a few newer links were
//! made for that seat, and void once the game is over.

use super::choosing::{self, Advanced, Ask};
use super::seat_link::{SeatLinks, Unsigned};
use super::{Answer, Ctx, Host, NotDone};
use crate::store;
use game_api::reply::{Audience, Reply};
use game_api::{Choice, Drawn, GameRecord, Phrase, Places, Why, Words};

/// How many of a seat's links play at once: the latest ones (a second
/// tab, or Play pressed again, leaves an open page playing; a link handed
/// on is retired once this many newer ones are made, or at its expiry).
pub const LIVE_LINKS: i64 = 3;

/// A play link checked against its game: this seat may act.
#[derive(Clone, Debug)]
pub struct SeatPass {
    /// The game as it stood when the link was checked.
    pub game: GameRecord,
    /// The seat (from 0).
    pub seat: usize,
}

/// Why a play link does not play, in one sentence for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoPass {
    /// Not a link of this host for this game's seat.
    Forged,
    /// Past its time.
    Expired,
    /// A newer link was made for the seat.
    Replaced,
    /// The game is over.
    Finished,
    /// Links are not made here (no pages), or storage failed.
    Unavailable,
}

impl NoPass {
    /// The sentence a page shows.
    pub fn text(&self) -> Phrase {
        Phrase::new(match self {
            NoPass::Forged => "web-link-forged",
            NoPass::Expired => "web-link-expired",
            NoPass::Replaced => "web-link-replaced",
            NoPass::Finished => "web-link-finished",
            NoPass::Unavailable => "web-link-unavailable",
        })
    }
}

/// A step as a page shows it.
#[derive(Debug)]
pub struct SeatStep {
    /// The game's version the step belongs to.
    pub version: i64,
    /// The session's revision (asks made for another are refused).
    pub revision: u32,
    /// What to do now.
    pub prompt: Words,
    /// The choices made so far, in words.
    pub so_far: Words,
    /// The turn End turn plays, when the path is complete.
    pub complete: Option<String>,
    /// What playing it does (End turn, a throw, one move of several).
    pub plays: game_api::Plays,
    /// Whether anything has been chosen (Back and Undo apply).
    pub chosen_any: bool,
    /// What may be chosen now.
    pub choices: Vec<Choice>,
    /// The seat's picture of the step.
    pub picture: Drawn,
    /// Where each place is drawn in the picture.
    pub places: Places,
}

/// What a seated page's ask came to.
#[derive(Debug)]
pub enum SeatAnswer {
    /// The next step.
    Step(SeatStep),
    /// Nothing to choose now (another seat's turn, say): why, and the
    /// board as this seat sees it (its own secrets shown) at `version`.
    Waiting {
        /// Why there is nothing to choose.
        text: game_api::Words,
        /// The game's version the board shows.
        version: i64,
        /// The seat's board, when it could be drawn.
        picture: Option<Drawn>,
    },
    /// The turn was played and announced.
    Played,
    /// Refused: one sentence, nothing changed.
    Refused(game_api::Words),
    /// Refused because the page is behind (the game moved on, or the
    /// session was chosen past elsewhere): one sentence; the page shows
    /// the game (or the session) again.
    Stale(game_api::Words),
}

/// Who acts for `pass`: its seat's player, in its game's channel.
fn seat_ctx(pass: &SeatPass) -> Option<Ctx> {
    let user = pass.game.players.get(pass.seat)?.clone();
    Some(Ctx {
        server: pass.game.server.clone(),
        channel: pass.game.channel.clone(),
        user,
        manages_server: false,
    })
}

/// The sentence for a page whose step was chosen past elsewhere.
fn behind() -> game_api::Words {
    Phrase::new("seat-behind").into()
}

/// The sentence for a page that acted on a game that has moved on.
fn stale() -> game_api::Words {
    Phrase::new("seat-stale").into()
}

impl Host {
    /// Has the Play button link a page where the turn is played by
    /// clicking, with links signed by `links`.
    pub fn enable_seat_links(&mut self, links: SeatLinks) {
        self.links = Some(std::sync::Arc::new(links));
    }

    /// A new play link's token for `seat` of game `game_id` (revoking the
    /// older ones), for the local console's pages; `None` when links are
    /// not made here, or the game is not running or has no such seat.
    pub async fn new_seat_token(
        &self,
        game_id: i64,
        seat: usize,
    ) -> Result<Option<String>, sqlx::Error> {
        let Some(links) = &self.links else {
            return Ok(None);
        };
        let made = self
            .transact(async |_, tx| {
                let Some(game) = store::game(tx, game_id).await? else {
                    return Ok(None);
                };
                let Some(player) = game.players.get(seat).cloned() else {
                    return Ok(None);
                };
                if !game.running() || player.is_engine() {
                    return Ok(None);
                }
                let generation = store::next_seat_link(tx, game_id, seat).await?;
                Ok(Some((player, generation)))
            })
            .await;
        match made {
            Ok(made) => Ok(made.map(|(player, generation)| {
                links.sign(game_id, seat, &player.id, generation, self.now())
            })),
            Err(NotDone::Store(e)) => Err(e),
            Err(other) => Err(sqlx::Error::Protocol(format!("a play link: {other:?}"))),
        }
    }

    /// Checks a play link's token against its game, which must be
    /// `expected_game` (the page it came with).
    pub async fn seat_pass(&self, token: &str, expected_game: i64) -> Result<SeatPass, NoPass> {
        let Some(links) = &self.links else {
            return Err(NoPass::Unavailable);
        };
        let Some(said) = SeatLinks::read(token) else {
            return Err(NoPass::Forged);
        };
        if said.game != expected_game {
            return Err(NoPass::Forged);
        }
        let mut c = self.store.read().await.map_err(|_| NoPass::Unavailable)?;
        let game = store::game(&mut c, said.game)
            .await
            .map_err(|_| NoPass::Unavailable)?
            .ok_or(NoPass::Forged)?;
        let player = game.players.get(said.seat).ok_or(NoPass::Forged)?;
        let signed = links
            .check(token, &player.id, self.now())
            .map_err(|e| match e {
                Unsigned::Forged => NoPass::Forged,
                Unsigned::Expired => NoPass::Expired,
            })?;
        let current = store::seat_link(&mut c, game.id, signed.seat)
            .await
            .map_err(|_| NoPass::Unavailable)?;
        if !(current - LIVE_LINKS < signed.generation && signed.generation <= current) {
            return Err(NoPass::Replaced);
        }
        if !game.running() {
            return Err(NoPass::Finished);
        }
        Ok(SeatPass {
            game,
            seat: signed.seat,
        })
    }

    /// Does what a seated page asks, if the game is still at `seen` (the
    /// version the page shows; `None` for [`Ask::Show`]) and the
    /// session at `revision`: the same session, checks and commit as the
    /// Play button's.
    pub async fn seat_choose(
        &self,
        pass: &SeatPass,
        seen: Option<i64>,
        revision: Option<u32>,
        ask: Ask,
        locale: game_api::Locale,
    ) -> SeatAnswer {
        // Nothing here logs the choice's key (a secret pick or loadout).
        // Its player is at the game: no turn alert reaches them for a while.
        self.seat_page_seen(pass.game.id, pass.seat);
        let Some(ctx) = seat_ctx(pass) else {
            return SeatAnswer::Refused(NoPass::Forged.text().into());
        };
        if let Ask::End = ask {
            let Some(version) = seen else {
                return SeatAnswer::Stale(stale());
            };
            // The same unit of work as End turn under a Play step: the
            // version checked, the turn played, what follows told.
            let game = pass.game.id;
            let rev = revision.unwrap_or_default();
            let answer = self
                .run_for(&ctx, "end turn", false, async |session, tx| {
                    super::play::end_chosen(session, tx, &ctx, game, version, rev).await
                })
                .await;
            return self.played(&ctx, answer).await;
        }
        let work = async |session: &super::Session<'_>,
                          c: &mut store::Conn|
               -> Result<Option<(i64, Advanced)>, NotDone> {
            let Some(game) = store::game(c, pass.game.id).await? else {
                return Err(NotDone::refused(NoPass::Forged.text()));
            };
            if !game.running() {
                return Err(NotDone::refused(NoPass::Finished.text()));
            }
            if seen.is_some_and(|v| v != game.version) {
                return Ok(None);
            }
            let version = game.version;
            // The page checked the version it shows; the session its revision.
            let advanced =
                choosing::advance(session, c, &ctx, game, revision, None, ask.clone()).await?;
            Ok(Some((version, advanced)))
        };
        // Showing the step only reads; a choice is a unit of work.
        let result = match ask {
            Ask::Show => match self.store.read().await {
                Ok(mut c) => work(&self.session(), &mut c).await,
                Err(e) => Err(e.into()),
            },
            _ => self.transact(work).await,
        };
        let (version, shown) = match result {
            Ok(Some((version, Advanced::Step(shown)))) => (version, shown),
            // End is answered above; a step never plays.
            Ok(Some((_, Advanced::Played(_)))) => return SeatAnswer::Played,
            // The page showed an older version of the game.
            Ok(None) => return SeatAnswer::Stale(stale()),
            Err(NotDone::Refused(r)) => {
                return match ask {
                    Ask::Show => self.waiting(pass, r.into_text(), locale).await,
                    // Chosen meanwhile elsewhere (another tab, Discord's
                    // buttons): said as a page says it.
                    _ if r.why() == Why::ChosenSince => SeatAnswer::Stale(behind()),
                    _ => SeatAnswer::Refused(r.into_text()),
                };
            }
            Err(NotDone::Store(e)) => {
                tracing::error!(
                    "storage error on a seated page of game {}: {e}",
                    pass.game.id
                );
                return SeatAnswer::Refused(Phrase::new("host-store-failed").into());
            }
            Err(NotDone::Fault(e)) => {
                tracing::error!("fault on a seated page of game {}: {e}", pass.game.id);
                return SeatAnswer::Refused(Phrase::new("seat-fault").into());
            }
        };
        let choosing::Shown {
            step,
            picture,
            chosen,
        } = shown;
        let drawn = self
            .drawing
            .run(move || {
                picture
                    .draw(&crate::speech::speaker(locale))
                    .map(|d| (d, picture.places()))
            })
            .await;
        let Some(Ok((picture, places))) = drawn else {
            tracing::error!("drawing a seated page's step failed");
            return SeatAnswer::Refused(Phrase::new("seat-draw-failed").into());
        };
        SeatAnswer::Step(SeatStep {
            version,
            revision: chosen.revision,
            prompt: step.prompt,
            so_far: step.so_far,
            complete: step.complete,
            plays: step.plays,
            chosen_any: !chosen.keys.is_empty(),
            choices: step.choices,
            picture,
            places,
        })
    }

    /// Nothing to choose: why, with the board as the seat sees it.
    async fn waiting(
        &self,
        pass: &SeatPass,
        text: game_api::Words,
        locale: game_api::Locale,
    ) -> SeatAnswer {
        let game = match self.store.read().await {
            Ok(mut c) => store::game(&mut c, pass.game.id).await.ok().flatten(),
            Err(_) => None,
        };
        let Some(game) = game else {
            return SeatAnswer::Waiting {
                text,
                version: pass.game.version,
                picture: None,
            };
        };
        let version = game.version;
        let seat = pass.seat;
        let games = std::sync::Arc::clone(&self.games);
        let picture = self
            .drawing
            .run(move || {
                let g = games.get(&game.game)?;
                g.board(&game, game_api::Viewer::Seat(seat))
                    .ok()?
                    .draw(&crate::speech::speaker(locale))
                    .ok()
            })
            .await
            .flatten();
        SeatAnswer::Waiting {
            text,
            version,
            picture,
        }
    }

    /// A played turn's answer: its announcements to the channel's front
    /// end, the page told it was played (or the refusal).
    async fn played(&self, ctx: &Ctx, answer: Answer) -> SeatAnswer {
        if let Err(why) = answer.outcome {
            // The game moved on (another tab, another front end): said as
            // a page says it.
            if matches!(why, Why::MovedOn | Why::CommittedFirst) {
                return SeatAnswer::Stale(stale());
            }
            let text = answer
                .replies
                .first()
                .map_or(Phrase::new("seat-not-done").into(), |r| r.text.clone());
            return SeatAnswer::Refused(text);
        }
        // Said in the game's channel like any turn, by whichever front end
        // reads this process's events.
        let replies: Vec<Reply> = answer
            .replies
            .into_iter()
            .filter(|r| !matches!(r.audience, Audience::Private(_)))
            .collect();
        self.publish_said(&ctx.channel, replies, answer.retired)
            .await;
        SeatAnswer::Played
    }
}
