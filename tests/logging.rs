//! The logs say where a command ran (channel, command, game, seat) and
//! never what a player chose: no option value, no secret pick.

mod common;

use common::{host, say};
use gamehost::speech::InEnglish;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// Log lines written to memory.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[test]
fn a_fault_is_logged_with_its_game_and_command_and_no_secret() {
    let captured = Captured::default();
    let writer = captured.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(subscriber, || {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        runtime.block_on(async {
            let dir = tempfile::tempdir().unwrap();
            let h = host(&dir).await;
            say(
                &h,
                "r",
                "alice",
                "/challenge opponent:bob game:regions side:white",
            )
            .await;
            say(&h, "r", "bob", "/accept").await;
            let picked = say(&h, "r", "alice", "/pick piece:e9").await;
            assert!(
                picked[0].text.en().contains("infiltrator"),
                "{}",
                picked[0].text.en()
            );
            // Damage the stored position: the next command is a fault.
            let mut c = h.store().write().await.unwrap();
            sqlx::query("UPDATE games SET state = 'damaged'")
                .execute(&mut *c)
                .await
                .unwrap();
            c.commit().await.unwrap();
            let replies = say(&h, "r", "bob", "/pick piece:d2").await;
            assert!(
                replies[0]
                    .text
                    .en()
                    .starts_with("Something went wrong on my side"),
                "{}",
                replies[0].text.en()
            );
            assert!(
                !replies[0].text.en().contains("damaged"),
                "no internal text for players"
            );
        });
    });
    let logs = String::from_utf8(captured.0.lock().unwrap().clone()).unwrap();
    let fault = logs
        .lines()
        .find(|l| l.contains("fault"))
        .unwrap_or_else(|| panic!("no fault logged:\n{logs}"));
    for field in ["channel=r", "verb=pick", "game=1", "seat=1"] {
        assert!(fault.contains(field), "{field} missing: {fault}");
    }
    for secret in ["e9", "d2"] {
        assert!(!logs.contains(secret), "{secret} in the logs:\n{logs}");
    }
}
