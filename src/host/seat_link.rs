//! Play links: a link lets whoever holds it play one seat of one game on
//! the web, until it expires, the game ends, or a newer link is made for
//! that seat. It carries the game, the seat, its generation and its
//! expiry, signed with HMAC-SHA256 under the settings' secret over those
//! and the seat's player, so nothing in it can be changed or made up.
//!
//! A token reads `GAME.SEAT.GENERATION.EXPIRES.MAC` (decimal numbers, the
//! MAC in URL-safe base64): safe in a URL path as it is.

use base64::Engine as _;
use hmac::{KeyInit, Mac};

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

/// What signs and checks play links.
#[derive(Clone)]
pub struct SeatLinks {
    secret: Vec<u8>,
    /// How long a link stays good, in seconds.
    lifetime: i64,
}

impl std::fmt::Debug for SeatLinks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SeatLinks(…, {} s)", self.lifetime)
    }
}

/// What a well-formed, correctly signed token says (not yet checked
/// against the game: its generation, its player, whether it still runs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signed {
    /// The game's id.
    pub game: i64,
    /// The seat (from 0).
    pub seat: usize,
    /// The link's generation for that seat.
    pub generation: i64,
    /// When it stops playing (unix seconds).
    pub expires: i64,
}

/// Why a token does not play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsigned {
    /// Not a token, or not signed by this host for this seat's player.
    Forged,
    /// Past its time.
    Expired,
}

impl SeatLinks {
    /// Links signed with `secret`, good for `hours`.
    pub fn new(secret: &[u8], hours: u64) -> SeatLinks {
        SeatLinks {
            secret: secret.to_vec(),
            lifetime: i64::try_from(hours.saturating_mul(3600)).unwrap_or(i64::MAX),
        }
    }

    /// Links signed with a random secret of this process.
    pub fn random(hours: u64) -> SeatLinks {
        let secret: [u8; 32] = rand::random();
        SeatLinks::new(&secret, hours)
    }

    /// The MAC of a link's fields and the seat's player.
    fn mac(&self, s: &Signed, player: &str) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.secret).expect("HMAC takes any key length");
        mac.update(
            format!(
                "gamehost seat link v1\n{}\n{}\n{}\n{}\n{player}",
                s.game, s.seat, s.generation, s.expires
            )
            .as_bytes(),
        );
        mac
    }

    /// A token for `seat` of game `game` (played by `player`, a user id),
    /// of link generation `generation`, made at `now`.
    pub fn sign(&self, game: i64, seat: usize, player: &str, generation: i64, now: i64) -> String {
        let s = Signed {
            game,
            seat,
            generation,
            expires: now.saturating_add(self.lifetime),
        };
        let tag = self.mac(&s, player).finalize().into_bytes();
        format!(
            "{}.{}.{}.{}.{}",
            s.game,
            s.seat,
            s.generation,
            s.expires,
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(tag)
        )
    }

    /// What `token` says, without its signature checked: the game and seat
    /// whose player the signature is then checked for. Only the one form
    /// [`SeatLinks::sign`] writes is read (five parts, numbers without
    /// leading zeros): no other spelling names the same link.
    pub fn read(token: &str) -> Option<Signed> {
        if token.len() > 200 {
            return None;
        }
        let parts: Vec<&str> = token.split('.').collect();
        let [game, seat, generation, expires, _tag] = parts[..] else {
            return None;
        };
        let number = |p: &str| -> Option<i64> {
            let canonical = p == "0" || (!p.starts_with('0') && !p.is_empty());
            if !canonical || p.len() > 19 || !p.bytes().all(|b| b.is_ascii_digit()) {
                return None;
            }
            p.parse().ok()
        };
        Some(Signed {
            game: number(game)?,
            seat: usize::try_from(number(seat)?).ok()?,
            generation: number(generation)?,
            expires: number(expires)?,
        })
    }

    /// Checks `token` for the seat's `player` at `now`: what it says, or
    /// why it does not play.
    pub fn check(&self, token: &str, player: &str, now: i64) -> Result<Signed, Unsigned> {
        let s = SeatLinks::read(token).ok_or(Unsigned::Forged)?;
        let tag = token.rsplit('.').next().unwrap_or_default();
        let tag = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .decode(tag)
            .map_err(|_| Unsigned::Forged)?;
        self.mac(&s, player)
            .verify_slice(&tag)
            .map_err(|_| Unsigned::Forged)?;
        if now >= s.expires {
            return Err(Unsigned::Expired);
        }
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_checks_for_its_seat_player_and_time_only() {
        let links = SeatLinks::new(b"secret", 1);
        let t = links.sign(7, 1, "bob", 3, 1000);
        let s = links.check(&t, "bob", 1000).unwrap();
        assert_eq!((s.game, s.seat, s.generation, s.expires), (7, 1, 3, 4600));
        assert_eq!(links.check(&t, "alice", 1000), Err(Unsigned::Forged));
        assert_eq!(links.check(&t, "bob", 4600), Err(Unsigned::Expired));
        // Another secret, or any field changed, is forged.
        assert_eq!(
            SeatLinks::new(b"other", 1).check(&t, "bob", 1000),
            Err(Unsigned::Forged)
        );
        for (i, _) in t.char_indices().filter(|(_, c)| c.is_ascii_digit()) {
            let mut changed = t.clone().into_bytes();
            changed[i] = if changed[i] == b'9' {
                b'8'
            } else {
                changed[i] + 1
            };
            let changed = String::from_utf8(changed).unwrap();
            assert!(links.check(&changed, "bob", 1000).is_err(), "{changed}");
        }
        for bad in ["", "1.2.3", "a.b.c.d.e", "1.1.1.1.!!", &format!("{t}x")] {
            assert!(links.check(bad, "bob", 1000).is_err(), "{bad}");
        }
        // One spelling only: no leading zeros, no extra parts, no other
        // encoding of the signature.
        let tag = t.rsplit('.').next().unwrap();
        for other in [
            format!("07.1.3.4600.{tag}"),
            format!("7.01.3.4600.{tag}"),
            format!("7.1.3.04600.{tag}"),
            format!("7.1.3.4600.x.{tag}"),
            format!("7.1.3.4600.{tag}="),
            format!("7.1.3.4600.{tag}.x"),
        ] {
            assert_eq!(
                links.check(&other, "bob", 1000),
                Err(Unsigned::Forged),
                "{other}"
            );
        }
    }
}
