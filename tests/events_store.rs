//! A tournament's storage on both databases (issue 36): an event is
//! changed only at the version it was read at, so two processes never
//! both pair one round; a pairing waiting for its channel is placed by
//! one process only; a game finds its pairing.

mod common;

use common::{Backend, fresh_database};
use gamehost::store::{self, Store, StoredEvent};
use tournament::event::{Event, Format};

common::on_both!(
    an_event_changes_only_at_the_version_it_was_read_at,
    a_pairing_is_placed_by_one_process,
);

/// Two stores on one fresh database (two bot processes).
async fn two_stores(backend: Backend, dir: &tempfile::TempDir) -> Option<(Store, Store)> {
    let how = fresh_database(backend, dir).await?;
    Some((
        Store::connect(&how).await.unwrap(),
        Store::connect(&how).await.unwrap(),
    ))
}

fn stored(state: &Event) -> StoredEvent {
    StoredEvent {
        id: 0,
        server: "s".into(),
        channel: "lobby".into(),
        game: "masters".into(),
        organiser: "alice".into(),
        state: serde_json::to_string(state).unwrap(),
        version: 0,
    }
}

async fn an_event_changes_only_at_the_version_it_was_read_at(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b)) = two_stores(backend, &dir).await else {
        return;
    };
    let mut event = Event::new(Format::Swiss { rounds: 3 });
    let id = {
        let mut tx = a.write().await.unwrap();
        let id = store::create_event(&mut tx, &stored(&event), 1)
            .await
            .unwrap();
        tx.commit().await.unwrap();
        id
    };
    // Both processes read it at version 0 and change it.
    let read = |s: &Store| {
        let s = s.clone();
        async move {
            let mut c = s.read().await.unwrap();
            store::current_event(&mut c, "lobby")
                .await
                .unwrap()
                .unwrap()
        }
    };
    let (seen_a, seen_b) = (read(&a).await, read(&b).await);
    assert_eq!((seen_a.id, seen_a.version), (id, 0));
    let back: Event = serde_json::from_str(&seen_a.state).unwrap();
    assert_eq!(back, event);
    event.join("bob", 1500).unwrap();
    let save = |s: &Store, seen: StoredEvent, state: String| {
        let s = s.clone();
        async move {
            let mut tx = s.write().await.unwrap();
            let change = store::EventChange {
                state: &state,
                finished: false,
                due_at: None,
            };
            let done = store::save_event(&mut tx, seen.id, &change, seen.version)
                .await
                .unwrap();
            tx.commit().await.unwrap();
            done
        }
    };
    let state = serde_json::to_string(&event).unwrap();
    let first = save(&a, seen_a, state.clone()).await;
    let second = save(&b, seen_b, state.clone()).await;
    assert_eq!(
        (first, second),
        (true, false),
        "only the first change stands"
    );
    let now = read(&b).await;
    assert_eq!(now.version, 1);
    // A finished event is no longer the channel's current one.
    let mut tx = b.write().await.unwrap();
    assert!(
        store::save_event(
            &mut tx,
            id,
            &store::EventChange {
                state: &state,
                finished: true,
                due_at: None,
            },
            1
        )
        .await
        .unwrap()
    );
    tx.commit().await.unwrap();
    let mut c = a.read().await.unwrap();
    assert_eq!(store::current_event(&mut c, "lobby").await.unwrap(), None);
    assert_eq!(store::event(&mut c, id).await.unwrap().unwrap().version, 2);
}

async fn a_pairing_is_placed_by_one_process(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let Some((a, b)) = two_stores(backend, &dir).await else {
        return;
    };
    let mut tx = a.write().await.unwrap();
    let id = store::create_event(
        &mut tx,
        &stored(&Event::new(Format::RoundRobin { double: false })),
        1,
    )
    .await
    .unwrap();
    store::add_board(&mut tx, id, 1, 1, &[0, 1]).await.unwrap();
    store::add_board(&mut tx, id, 1, 2, &[2, 3]).await.unwrap();
    tx.commit().await.unwrap();
    let waiting = {
        let mut c = b.read().await.unwrap();
        store::unplaced_boards(&mut c).await.unwrap()
    };
    assert_eq!(waiting.len(), 2);
    // Both processes place the first pairing at once: one does.
    let place = |s: &Store, channel: &'static str, game: i64| {
        let s = s.clone();
        let board = waiting[0].clone();
        async move {
            let mut tx = s.write().await.unwrap();
            let done = store::place_board(&mut tx, &board, channel, game)
                .await
                .unwrap();
            tx.commit().await.unwrap();
            done
        }
    };
    let (x, y) = tokio::join!(place(&a, "r1b1-a", 41), place(&b, "r1b1-b", 42));
    assert!(x ^ y, "exactly one places it: {x} {y}");
    let mut c = a.read().await.unwrap();
    assert_eq!(store::unplaced_boards(&mut c).await.unwrap().len(), 1);
    let game = if x { 41 } else { 42 };
    let found = store::board_of_game(&mut c, game).await.unwrap().unwrap();
    assert_eq!(
        (found.round, found.board, found.seats.as_slice()),
        (1, 1, [0, 1].as_slice())
    );
    assert_eq!(store::board_of_game(&mut c, 99).await.unwrap(), None);
    drop(c);
    // Seats that do not read are an error, never a pairing of nobody.
    let mut tx = a.write().await.unwrap();
    sqlx::query("UPDATE event_boards SET seats = 'not seats' WHERE board = 2")
        .execute(&mut *tx)
        .await
        .unwrap();
    tx.commit().await.unwrap();
    let mut c = a.read().await.unwrap();
    assert!(store::unplaced_boards(&mut c).await.is_err());
}
