//! Ratings per server and per game, kept in the same transaction that
//! ends a game: Glicko-2 for two players, Weng-Lin (a multiplayer
//! Bayesian rating) for Throne's tables of 2–4, both from the
//! `skillratings` crate. Friendly (`rated:false`) and aborted games change
//! nothing.

use crate::host::command::User;
use crate::store::Conn;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2};
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_multi_team};
use skillratings::{MultiTeamOutcome, Outcomes};
use sqlx::Row;

/// Games a rating needs before it stops being provisional.
pub const SETTLED_AFTER_GAMES: i64 = 5;
/// A Glicko-2 deviation above this marks a provisional rating.
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// A Weng-Lin uncertainty above this marks a provisional rating.
pub const PROVISIONAL_SIGMA: f64 = 5.0;

/// Which rating system a game uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    /// Glicko-2 (two players).
    Glicko2,
    /// Weng-Lin, one team per player (tables of 2–4).
    WengLin,
}

impl System {
    /// The system for a game whose tables seat up to `max_players`.
    pub fn for_players(max_players: usize) -> System {
        if max_players > 2 {
            System::WengLin
        } else {
            System::Glicko2
        }
    }

    fn start(self) -> (f64, f64, f64) {
        match self {
            System::Glicko2 => {
                let r = Glicko2Rating::new();
                (r.rating, r.deviation, r.volatility)
            }
            System::WengLin => {
                let r = WengLinRating::new();
                (r.rating, r.uncertainty, 0.0)
            }
        }
    }

    /// A rating as people read it: `1500` (Glicko-2) or `25.0` (Weng-Lin).
    pub fn show(self, rating: f64) -> String {
        match self {
            System::Glicko2 => format!("{rating:.0}"),
            System::WengLin => format!("{rating:.1}"),
        }
    }
}

/// One player's current rating in one game on one server.
#[derive(Clone, Debug, PartialEq)]
pub struct Rating {
    /// The player.
    pub user: User,
    /// Glicko-2 rating or Weng-Lin mu.
    pub rating: f64,
    /// Glicko-2 deviation or Weng-Lin sigma.
    pub deviation: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
    /// Rated games played.
    pub games: i64,
    /// Won.
    pub wins: i64,
    /// Lost.
    pub losses: i64,
    /// Drawn.
    pub draws: i64,
}

impl Rating {
    /// Whether it is still provisional (few games or high uncertainty), shown with `?`.
    pub fn provisional(&self, system: System) -> bool {
        self.games < SETTLED_AFTER_GAMES
            || match system {
                System::Glicko2 => self.deviation > PROVISIONAL_DEVIATION,
                System::WengLin => self.deviation > PROVISIONAL_SIGMA,
            }
    }

    /// `1623` or `1623?`.
    pub fn shown(&self, system: System) -> String {
        let mark = if self.provisional(system) { "?" } else { "" };
        format!("{}{mark}", system.show(self.rating))
    }
}

/// What a finished game did to one player's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct Change {
    /// The player.
    pub user: User,
    /// Their place (1 = first; equal places are a draw).
    pub place: u8,
    /// Before.
    pub before: f64,
    /// After.
    pub after: f64,
}

fn rating_from_row(r: &sqlx::any::AnyRow) -> Result<Rating, sqlx::Error> {
    Ok(Rating {
        user: User {
            id: r.try_get("user_id")?,
            name: r.try_get("name")?,
        },
        rating: r.try_get("rating")?,
        deviation: r.try_get("deviation")?,
        volatility: r.try_get("volatility")?,
        games: r.try_get("games")?,
        wins: r.try_get("wins")?,
        losses: r.try_get("losses")?,
        draws: r.try_get("draws")?,
    })
}

/// `user`'s rating in `game` on `server`, or a new player's.
pub async fn get(
    c: &mut Conn,
    server: &str,
    game: &str,
    system: System,
    user: &User,
) -> Result<Rating, sqlx::Error> {
    let row = sqlx::query("SELECT * FROM ratings WHERE server = $1 AND game = $2 AND user_id = $3")
        .bind(server)
        .bind(game)
        .bind(&user.id)
        .fetch_optional(&mut *c)
        .await?;
    match row {
        Some(r) => rating_from_row(&r),
        None => Ok(Rating::new_player(system, user)),
    }
}

impl Rating {
    /// The rating of a player with no rated game yet.
    pub fn new_player(system: System, user: &User) -> Rating {
        let (rating, deviation, volatility) = system.start();
        Rating {
            user: user.clone(),
            rating,
            deviation,
            volatility,
            games: 0,
            wins: 0,
            losses: 0,
            draws: 0,
        }
    }

    /// The rating after one more game ended with `outcome`, at the new
    /// `(rating, deviation, volatility)`.
    pub fn after(&self, new: (f64, f64, f64), outcome: &str) -> Rating {
        Rating {
            user: self.user.clone(),
            rating: new.0,
            deviation: new.1,
            volatility: new.2,
            games: self.games + 1,
            wins: self.wins + i64::from(outcome == "win"),
            losses: self.losses + i64::from(outcome == "loss"),
            draws: self.draws + i64::from(outcome == "draw"),
        }
    }
}

/// Each seat's outcome as the `results` table writes it (`win`, `loss`,
/// `draw`) for finishing in `places`: all tied is a draw for everyone,
/// else the best place wins and every other loses.
pub fn outcomes(places: &[u8]) -> Vec<&'static str> {
    let best = places.iter().copied().min().unwrap_or(1);
    let all_tied = places.iter().all(|&p| p == best);
    places
        .iter()
        .map(|&place| {
            if all_tied {
                "draw"
            } else if place == best {
                "win"
            } else {
                "loss"
            }
        })
        .collect()
}

/// New ratings for players finishing in `places` (1 = first, equal = a draw).
pub fn rate(system: System, before: &[Rating], places: &[u8]) -> Vec<(f64, f64, f64)> {
    match (system, before, places) {
        (System::Glicko2, [a, b], [pa, pb]) => {
            let outcome = match pa.cmp(pb) {
                std::cmp::Ordering::Less => Outcomes::WIN,
                std::cmp::Ordering::Greater => Outcomes::LOSS,
                std::cmp::Ordering::Equal => Outcomes::DRAW,
            };
            let r = |x: &Rating| Glicko2Rating {
                rating: x.rating,
                deviation: x.deviation,
                volatility: x.volatility,
            };
            let (na, nb) = glicko2(&r(a), &r(b), &outcome, &Glicko2Config::new());
            vec![
                (na.rating, na.deviation, na.volatility),
                (nb.rating, nb.deviation, nb.volatility),
            ]
        }
        _ => {
            let teams: Vec<[WengLinRating; 1]> = before
                .iter()
                .map(|x| {
                    [WengLinRating {
                        rating: x.rating,
                        uncertainty: x.deviation,
                    }]
                })
                .collect();
            let entries: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
                .iter()
                .zip(places)
                .map(|(t, &p)| (&t[..], MultiTeamOutcome::new(p as usize)))
                .collect();
            weng_lin_multi_team(&entries, &WengLinConfig::new())
                .into_iter()
                .map(|t| {
                    t.first()
                        .map_or((25.0, 25.0 / 3.0, 0.0), |r| (r.rating, r.uncertainty, 0.0))
                })
                .collect()
        }
    }
}

/// Keeps two games that end at once for one player from both reading the
/// rating the other is about to change. SQLite's write transaction holds
/// the whole database already; on PostgreSQL each player's rating in this
/// game takes a transaction-scoped advisory lock, in a fixed order so two
/// games never wait on each other in a circle.
async fn lock_ratings(
    c: &mut Conn,
    server: &str,
    game: &str,
    players: &[User],
) -> Result<(), sqlx::Error> {
    if c.backend_name() != "PostgreSQL" {
        return Ok(());
    }
    let mut keys: Vec<String> = players
        .iter()
        .map(|p| format!("rating/{server}/{game}/{}", p.id))
        .collect();
    keys.sort();
    keys.dedup();
    for key in keys {
        lock(c, &key).await?;
    }
    Ok(())
}

/// Takes the transaction-scoped lock named `key` on PostgreSQL (SQLite's
/// write transaction holds the whole database already): two transactions
/// that read and then write the same rating run one after the other.
pub async fn lock(c: &mut Conn, key: &str) -> Result<(), sqlx::Error> {
    if c.backend_name() != "PostgreSQL" {
        return Ok(());
    }
    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))::TEXT")
        .bind(key)
        .execute(&mut *c)
        .await?;
    Ok(())
}

/// Records the result of the rated game `finished`: every player's new
/// rating and the result rows, in the caller's transaction. `places` are
/// per seat.
pub async fn record(
    c: &mut Conn,
    finished: &crate::store::GameRecord,
    system: System,
    places: &[u8],
    now: i64,
) -> Result<Vec<Change>, sqlx::Error> {
    let (game_id, server, game, players) = (
        finished.id,
        finished.server.as_str(),
        finished.game.as_str(),
        &finished.players,
    );
    lock_ratings(c, server, game, players).await?;
    let mut before = Vec::with_capacity(players.len());
    for p in players {
        before.push(get(c, server, game, system, p).await?);
    }
    let after = rate(system, &before, places);
    let outcomes = outcomes(places);
    let mut changes = Vec::new();
    for (((old, (rating, deviation, volatility)), (&place, user)), outcome) in before
        .iter()
        .zip(after)
        .zip(places.iter().zip(players))
        .zip(outcomes)
    {
        sqlx::query(
            "INSERT INTO ratings (server, game, user_id, name, rating, deviation, volatility, games, wins, losses, draws) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $9, $10) \
             ON CONFLICT (server, game, user_id) DO UPDATE SET name = excluded.name, rating = excluded.rating, \
             deviation = excluded.deviation, volatility = excluded.volatility, games = ratings.games + 1, \
             wins = ratings.wins + excluded.wins, losses = ratings.losses + excluded.losses, \
             draws = ratings.draws + excluded.draws",
        )
        .bind(server)
        .bind(game)
        .bind(&user.id)
        .bind(&user.name)
        .bind(rating)
        .bind(deviation)
        .bind(volatility)
        .bind(i64::from(outcome == "win"))
        .bind(i64::from(outcome == "loss"))
        .bind(i64::from(outcome == "draw"))
        .execute(&mut *c)
        .await?;
        sqlx::query(
            "INSERT INTO results (game_id, user_id, server, game, outcome, place, rating_before, rating_after, finished_at) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(game_id)
        .bind(&user.id)
        .bind(server)
        .bind(game)
        .bind(outcome)
        .bind(i64::from(place))
        .bind(old.rating)
        .bind(rating)
        .bind(now)
        .execute(&mut *c)
        .await?;
        changes.push(Change {
            user: user.clone(),
            place,
            before: old.rating,
            after: rating,
        });
    }
    Ok(changes)
}

/// The rated players of `game` on `server`, best first (ties: more games
/// first, then by name).
pub async fn leaderboard(
    c: &mut Conn,
    server: &str,
    game: &str,
) -> Result<Vec<Rating>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT * FROM ratings WHERE server = $1 AND game = $2 AND games > 0 \
         ORDER BY rating DESC, games DESC, name ASC",
    )
    .bind(server)
    .bind(game)
    .fetch_all(&mut *c)
    .await?;
    rows.iter().map(rating_from_row).collect()
}

/// One row of a player's recent results.
#[derive(Clone, Debug, PartialEq)]
pub struct PastResult {
    /// The game's id.
    pub game_id: i64,
    /// Which game.
    pub game: String,
    /// `win`, `loss` or `draw`.
    pub outcome: String,
    /// Rating before and after.
    pub before: f64,
    /// After.
    pub after: f64,
}

/// `user`'s rated results on `server`, newest first.
pub async fn results(
    c: &mut Conn,
    server: &str,
    user_id: &str,
) -> Result<Vec<PastResult>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT * FROM results WHERE server = $1 AND user_id = $2 ORDER BY finished_at DESC, game_id DESC",
    )
    .bind(server)
    .bind(user_id)
    .fetch_all(&mut *c)
    .await?;
    rows.iter()
        .map(|r| {
            Ok(PastResult {
                game_id: r.try_get("game_id")?,
                game: r.try_get("game")?,
                outcome: r.try_get("outcome")?,
                before: r.try_get("rating_before")?,
                after: r.try_get("rating_after")?,
            })
        })
        .collect()
}

/// The rating changes a finished game made, per player.
pub async fn changes_of(
    c: &mut Conn,
    game_id: i64,
) -> Result<Vec<(String, f64, f64)>, sqlx::Error> {
    let rows =
        sqlx::query("SELECT user_id, rating_before, rating_after FROM results WHERE game_id = $1")
            .bind(game_id)
            .fetch_all(&mut *c)
            .await?;
    rows.iter()
        .map(|r| {
            Ok((
                r.try_get("user_id")?,
                r.try_get("rating_before")?,
                r.try_get("rating_after")?,
            ))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use skillratings::glicko2::glicko2_rating_period;

    #[test]
    fn glickmans_worked_example_through_the_crate() {
        // Glickman, "Example of the Glicko-2 system" (2013): a 1500/200
        // player beats a 1400/30 and loses to a 1550/100 and a 1700/300.
        let player = Glicko2Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opp = |rating, deviation| Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        };
        let results = [
            (opp(1400.0, 30.0), Outcomes::WIN),
            (opp(1550.0, 100.0), Outcomes::LOSS),
            (opp(1700.0, 300.0), Outcomes::LOSS),
        ];
        let config = Glicko2Config {
            tau: 0.5,
            ..Glicko2Config::new()
        };
        let new = glicko2_rating_period(&player, &results, &config);
        assert!((new.rating - 1464.06).abs() < 0.05, "{}", new.rating);
        assert!((new.deviation - 151.52).abs() < 0.05, "{}", new.deviation);
        assert!(
            (new.volatility - 0.05999).abs() < 0.0001,
            "{}",
            new.volatility
        );
    }

    fn fresh(system: System) -> Rating {
        Rating::new_player(system, &User::named("x"))
    }

    #[test]
    fn the_winner_gains_what_the_loser_loses_and_a_draw_between_equals_moves_nothing() {
        let g = System::Glicko2;
        let out = rate(g, &[fresh(g), fresh(g)], &[1, 2]);
        assert!(out[0].0 > 1500.0 && out[1].0 < 1500.0);
        assert!(((out[0].0 - 1500.0) + (out[1].0 - 1500.0)).abs() < 1e-6);
        let draw = rate(g, &[fresh(g), fresh(g)], &[1, 1]);
        assert!((draw[0].0 - 1500.0).abs() < 1e-6);
        let w = System::WengLin;
        let table = rate(w, &[fresh(w), fresh(w), fresh(w)], &[1, 2, 3]);
        assert!(table[0].0 > table[1].0 && table[1].0 > table[2].0);
    }
}
