//! A finished game's log as one compact value (the `game_logs` table):
//! its entries encoded as numbers and short strings, then deflated.
//!
//! Every column of the `turns` table is kept, so a log read back from
//! its compact form is the log as it was stored, entry for entry:
//!
//! ```text
//! version 1
//! users:   count, then each id (length, bytes)
//! entries: count, then each entry:
//!          number, user (index), seat (zigzag), kind, committed_at (zigzag
//!          difference from the entry before), notation (length, bytes)
//! ```
//!
//! Numbers are LEB128 varints. A game's players are a handful of ids, so
//! an entry costs its notation and about six bytes before deflating.

use flate2::Compression;
use flate2::read::DeflateDecoder;
use flate2::write::DeflateEncoder;
use std::io::{Read, Write};

/// The encoding's version (the first byte before deflating).
const VERSION: u8 = 1;

/// One log entry with every stored column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredEntry {
    /// Entry number from 1.
    pub number: i64,
    /// Who committed it.
    pub user_id: String,
    /// Their seat.
    pub seat: i64,
    /// `turn`, `setup` or `note`, as the `kind` column writes it.
    pub kind: String,
    /// The notation.
    pub notation: String,
    /// When it was committed (unix seconds).
    pub committed_at: i64,
}

/// Why a compact log does not read.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum LogDamaged {
    /// Not deflate, or cut short.
    #[error("the compact log does not inflate")]
    Inflate,
    /// A version this build does not know.
    #[error("the compact log is of an unknown version {0}")]
    Version(u8),
    /// Its contents end early or name what is not there.
    #[error("the compact log is damaged")]
    Damaged,
}

/// The `kind` column's values, by code.
const KINDS: [&str; 3] = ["turn", "setup", "note"];

/// `entries` as one compact value.
pub fn encode(entries: &[StoredEntry]) -> Vec<u8> {
    let mut users: Vec<&str> = vec![];
    for e in entries {
        if !users.contains(&e.user_id.as_str()) {
            users.push(&e.user_id);
        }
    }
    let mut raw = vec![VERSION];
    put(&mut raw, users.len() as u64);
    for u in &users {
        put_bytes(&mut raw, u.as_bytes());
    }
    put(&mut raw, entries.len() as u64);
    let mut at = 0i64;
    for e in entries {
        put(&mut raw, zigzag(e.number));
        let user = users.iter().position(|u| *u == e.user_id).unwrap_or(0);
        put(&mut raw, user as u64);
        put(&mut raw, zigzag(e.seat));
        match KINDS.iter().position(|k| *k == e.kind) {
            Some(k) => put(&mut raw, k as u64),
            // A kind this build does not know is kept as written.
            None => {
                put(&mut raw, KINDS.len() as u64);
                put_bytes(&mut raw, e.kind.as_bytes());
            }
        }
        put(&mut raw, zigzag(e.committed_at.wrapping_sub(at)));
        at = e.committed_at;
        put_bytes(&mut raw, e.notation.as_bytes());
    }
    let mut out = DeflateEncoder::new(Vec::new(), Compression::default());
    // Writing to a Vec cannot fail.
    let _ = out.write_all(&raw);
    out.finish().unwrap_or_default()
}

/// The entries of a compact value.
pub fn decode(compact: &[u8]) -> Result<Vec<StoredEntry>, LogDamaged> {
    let mut raw = vec![];
    DeflateDecoder::new(compact)
        .read_to_end(&mut raw)
        .map_err(|_| LogDamaged::Inflate)?;
    let mut r = Reader(&raw);
    match r.byte()? {
        VERSION => {}
        v => return Err(LogDamaged::Version(v)),
    }
    let users = (0..r.number()?)
        .map(|_| r.text())
        .collect::<Result<Vec<String>, LogDamaged>>()?;
    let count = r.number()?;
    let mut entries = Vec::with_capacity(count.min(4096) as usize);
    let mut at = 0i64;
    for _ in 0..count {
        let number = unzigzag(r.number()?);
        let user_id = users
            .get(r.number()? as usize)
            .ok_or(LogDamaged::Damaged)?
            .clone();
        let seat = unzigzag(r.number()?);
        let kind = match r.number()? as usize {
            k if k < KINDS.len() => KINDS[k].to_string(),
            _ => r.text()?,
        };
        at = at.wrapping_add(unzigzag(r.number()?));
        let notation = r.text()?;
        entries.push(StoredEntry {
            number,
            user_id,
            seat,
            kind,
            notation,
            committed_at: at,
        });
    }
    Ok(entries)
}

fn zigzag(n: i64) -> u64 {
    ((n << 1) ^ (n >> 63)) as u64
}

fn unzigzag(n: u64) -> i64 {
    ((n >> 1) as i64) ^ -((n & 1) as i64)
}

fn put(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let low = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(low);
            return;
        }
        out.push(low | 0x80);
    }
}

fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    put(out, bytes.len() as u64);
    out.extend_from_slice(bytes);
}

/// Reads what [`encode`] wrote, refusing to run past the end.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, LogDamaged> {
        let (&b, rest) = self.0.split_first().ok_or(LogDamaged::Damaged)?;
        self.0 = rest;
        Ok(b)
    }

    fn number(&mut self) -> Result<u64, LogDamaged> {
        let mut n = 0u64;
        for shift in (0..64).step_by(7) {
            let b = self.byte()?;
            n |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(LogDamaged::Damaged)
    }

    fn text(&mut self) -> Result<String, LogDamaged> {
        let len = self.number()? as usize;
        if len > self.0.len() {
            return Err(LogDamaged::Damaged);
        }
        let (bytes, rest) = self.0.split_at(len);
        self.0 = rest;
        String::from_utf8(bytes.to_vec()).map_err(|_| LogDamaged::Damaged)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(number: i64, user: &str, kind: &str, notation: &str, at: i64) -> StoredEntry {
        StoredEntry {
            number,
            user_id: user.into(),
            seat: number % 2,
            kind: kind.into(),
            notation: notation.into(),
            committed_at: at,
        }
    }

    #[test]
    fn a_log_reads_back_as_it_was_stored() {
        let log = vec![
            entry(1, "111", "setup", "pick:qk", 1_795_000_000),
            entry(2, "222", "turn", "E2-E4", 1_795_000_030),
            entry(3, "111", "note", "concealed ☂ 太郎", 1_795_000_010),
            entry(4, "222", "mystery", "", -5),
        ];
        assert_eq!(decode(&encode(&log)), Ok(log));
        assert_eq!(decode(&encode(&[])), Ok(vec![]));
    }

    #[test]
    fn a_long_log_takes_a_few_bytes_an_entry() {
        let log: Vec<StoredEntry> = (1..=80)
            .map(|n| {
                let user = if n % 2 == 0 {
                    "100000001000000022"
                } else {
                    "100000001000000023"
                };
                entry(
                    n,
                    user,
                    "turn",
                    &format!("E{}-E{}", n % 8, (n + 3) % 8),
                    1_795_000_000 + n * 40,
                )
            })
            .collect();
        let compact = encode(&log);
        assert!(compact.len() < 80 * 8, "{} bytes", compact.len());
    }

    #[test]
    fn damaged_values_are_refused_not_misread() {
        let compact = encode(&[entry(1, "111", "turn", "E2-E4", 5)]);
        // A stream cut short may inflate to a part of the encoding.
        assert!(matches!(
            decode(&compact[..compact.len() / 2]),
            Err(LogDamaged::Inflate | LogDamaged::Damaged)
        ));
        assert_eq!(decode(b"not deflate at all"), Err(LogDamaged::Inflate));
        let mut raw = DeflateEncoder::new(Vec::new(), Compression::default());
        raw.write_all(&[9]).unwrap();
        assert_eq!(decode(&raw.finish().unwrap()), Err(LogDamaged::Version(9)));
        let mut cut = DeflateEncoder::new(Vec::new(), Compression::default());
        cut.write_all(&[VERSION, 1, 3, b'a']).unwrap();
        assert_eq!(decode(&cut.finish().unwrap()), Err(LogDamaged::Damaged));
    }
}
