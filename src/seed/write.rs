//! Rows written many at a time: one `INSERT … VALUES (…), (…), …` per
//! chunk of rows, in one transaction per batch of games, with the
//! `$1, $2, …` placeholders both databases read.

use crate::store::Conn;

/// A value of one column of one row.
#[derive(Clone, Debug)]
pub enum Value {
    /// An integer.
    Int(i64),
    /// A real number.
    Real(f64),
    /// Text.
    Text(String),
    /// Text or NULL.
    MaybeText(Option<String>),
    /// An integer or NULL.
    MaybeInt(Option<i64>),
    /// Bytes.
    Bytes(Vec<u8>),
}

/// Rows waiting to be inserted into one table.
#[derive(Debug)]
pub struct Rows {
    table: &'static str,
    columns: &'static [&'static str],
    /// What follows the values (an upsert's `ON CONFLICT …`), if anything.
    tail: &'static str,
    values: Vec<Value>,
}

/// Bound values per statement on PostgreSQL (its limit is 65,535).
const POSTGRES_VALUES: usize = 30_000;

/// Bound values per statement on SQLite: binding looks each parameter's
/// name up among all the statement's (`sqlite3_bind_parameter_name`), so
/// a statement's binding time grows with the square of its values.
const SQLITE_VALUES: usize = 600;

impl Rows {
    /// No rows yet for `table`'s `columns`.
    pub fn new(table: &'static str, columns: &'static [&'static str]) -> Rows {
        Rows {
            table,
            columns,
            tail: "",
            values: vec![],
        }
    }

    /// The same, each statement ending with `tail`.
    pub fn ending(self, tail: &'static str) -> Rows {
        Rows { tail, ..self }
    }

    /// Adds a row (one value per column, in order).
    pub fn push(&mut self, row: impl IntoIterator<Item = Value>) {
        let before = self.values.len();
        self.values.extend(row);
        debug_assert_eq!(self.values.len() - before, self.columns.len());
    }

    /// Rows waiting.
    pub fn len(&self) -> usize {
        self.values.len() / self.columns.len()
    }

    /// Whether none wait.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// Inserts every waiting row on `c` and forgets them.
    pub async fn flush(&mut self, c: &mut Conn) -> Result<(), sqlx::Error> {
        // SQLite reads `$N` as a named parameter, looked up by name among
        // those before it (a statement of n values takes n² to prepare);
        // `?N` is a number.
        let sqlite = c.backend_name() == "SQLite";
        let (mark, most) = if sqlite {
            ('?', SQLITE_VALUES)
        } else {
            ('$', POSTGRES_VALUES)
        };
        let width = self.columns.len();
        let per_statement = (most / width).max(1) * width;
        let values = std::mem::take(&mut self.values);
        for chunk in values.chunks(per_statement) {
            let sql = self.statement(chunk.len() / width, mark);
            let mut query = sqlx::query(sqlx::AssertSqlSafe(sql));
            for v in chunk {
                query = match v {
                    Value::Int(n) => query.bind(*n),
                    Value::Real(x) => query.bind(*x),
                    Value::Text(t) => query.bind(t.as_str()),
                    Value::MaybeText(t) => query.bind(t.as_deref()),
                    Value::MaybeInt(n) => query.bind(*n),
                    Value::Bytes(b) => query.bind(b.as_slice()),
                };
            }
            query.execute(&mut *c).await?;
        }
        Ok(())
    }

    /// `INSERT INTO table (…) VALUES ($1, …), … tail` for `rows` rows,
    /// the placeholders marked by `mark` (`$` or `?`).
    fn statement(&self, rows: usize, mark: char) -> String {
        use std::fmt::Write;
        let width = self.columns.len();
        let mut sql = format!(
            "INSERT INTO {} ({}) VALUES ",
            self.table,
            self.columns.join(", ")
        );
        for r in 0..rows {
            sql.push_str(if r == 0 { "(" } else { ", (" });
            for c in 0..width {
                let sep = if c == 0 { "" } else { ", " };
                let _ = write!(sql, "{sep}{mark}{}", r * width + c + 1);
            }
            sql.push(')');
        }
        sql.push_str(self.tail);
        sql
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_statement_numbers_every_rows_placeholders_in_order() {
        let rows = Rows::new("t", &["a", "b"]).ending(" ON CONFLICT DO NOTHING");
        assert_eq!(
            rows.statement(2, '$'),
            "INSERT INTO t (a, b) VALUES ($1, $2), ($3, $4) ON CONFLICT DO NOTHING"
        );
    }
}
