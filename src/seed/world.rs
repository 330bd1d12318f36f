//! Who plays the seeded games, and where: servers of different sizes,
//! each with its channels and its members, players named in many
//! scripts, a few of them playing far more than the rest (as on a real
//! server). Everything is drawn from the seed, so one seed makes one world.

use crate::host::command::User;
use rand::Rng;
use rand::rngs::StdRng;

/// Names people go by, in many scripts (a number makes each unique).
const NAMES: [&str; 40] = [
    "Alice",
    "Bruno",
    "Chiara",
    "Dmitri",
    "Émilie",
    "Fatima",
    "Giulia",
    "Hiroshi",
    "Ingrid",
    "Jakub",
    "Kemal",
    "Léa",
    "Marta",
    "Nadia",
    "Oleksandr",
    "Paulo",
    "Quentin",
    "Raúl",
    "Sakura",
    "Tomasz",
    "Ufuk",
    "Valentina",
    "Wei",
    "Yuna",
    "Zeynep",
    "Борис",
    "Ольга",
    "Ярослава",
    "太郎",
    "さくら",
    "민준",
    "서연",
    "李雷",
    "王芳",
    "محمد",
    "ليلى",
    "דוד",
    "Ζωή",
    "राज",
    "สมชาย",
];

/// Channels each server plays in.
const CHANNELS_PER_SERVER: usize = 6;

/// The servers and players of a seeded database.
#[derive(Clone, Debug)]
pub struct World {
    /// Servers.
    servers: usize,
    /// Members of each server who play.
    members: usize,
    /// Makes the ids of this seed's players, servers and channels its own.
    tag: u64,
}

impl World {
    /// `servers` servers of `members` playing members each, for `seed`.
    pub fn new(servers: usize, members: usize, seed: u64) -> World {
        World {
            servers: servers.max(1),
            members: members.max(4),
            tag: seed % 1_000,
        }
    }

    /// Every player of the world.
    pub fn players(&self) -> usize {
        self.servers * self.members
    }

    /// A server for the next game: larger servers play more.
    pub fn server(&self, rng: &mut StdRng) -> usize {
        skewed(rng, self.servers)
    }

    /// A server's id, like a Discord snowflake.
    pub fn server_id(&self, server: usize) -> String {
        format!(
            "{}",
            300_000_000_000_000_000 + self.tag * 1_000_000_000 + server as u64
        )
    }

    /// A channel of `server` for the next game.
    pub fn channel(&self, server: usize, rng: &mut StdRng) -> String {
        let n = rng.random_range(0..CHANNELS_PER_SERVER);
        format!(
            "{}",
            200_000_000_000_000_000
                + self.tag * 1_000_000_000
                + (server * CHANNELS_PER_SERVER + n) as u64
        )
    }

    /// `n` different members of `server` for one game: a few members play
    /// most of the server's games.
    pub fn seats(&self, server: usize, n: usize, rng: &mut StdRng) -> Vec<User> {
        let mut chosen: Vec<usize> = Vec::with_capacity(n);
        while chosen.len() < n.min(self.members) {
            let member = skewed(rng, self.members);
            if !chosen.contains(&member) {
                chosen.push(member);
            }
        }
        chosen
            .into_iter()
            .map(|m| self.player(server * self.members + m))
            .collect()
    }

    /// The world's `n`th player.
    pub fn player(&self, n: usize) -> User {
        User {
            id: format!(
                "{}",
                100_000_000_000_000_000 + self.tag * 1_000_000_000 + n as u64
            ),
            name: format!("{}{}", NAMES[n % NAMES.len()], n / NAMES.len() + 1),
        }
    }
}

/// A number below `n`, small ones more likely (the square of a uniform
/// draw): a long tail, as servers' sizes and players' activity have.
fn skewed(rng: &mut StdRng, n: usize) -> usize {
    let u: f64 = rng.random();
    ((u * u * n as f64) as usize).min(n - 1)
}
