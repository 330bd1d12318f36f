//! Animated replays: the GIF decodes, has one frame per turn plus the
//! start, holds the final position longer, and every frame, rebuilt from
//! its changed rectangle, is exactly the public board picture of that
//! moment; a Regions replay therefore shows no infiltrator. A Masters
//! replay draws each turn's own tray of taken pieces; a game aborted before
//! any turn offers no replay.

mod common;

use gamehost::config::{GameSettings, Synchronous};
use gamehost::host::clock::ManualClock;
use gamehost::host::command::User;
use gamehost::host::reply::Reply;
use gamehost::host::{Ctx, Host};
use gamehost::speech::InEnglish;
use gamehost::store::{self, Store};
use std::sync::Arc;

async fn host(dir: &tempfile::TempDir) -> Host {
    let store = Store::open(&dir.path().join("g.db"), Synchronous::Normal)
        .await
        .unwrap();
    Host::with_clock(
        store,
        gamehost::default_games(64).unwrap(),
        GameSettings::default(),
        Arc::new(ManualClock::at(1_795_000_000)),
    )
}

async fn say(h: &Host, user: &str, line: &str) -> Vec<Reply> {
    let ctx = Ctx {
        server: "s".into(),
        channel: "r".into(),
        user: User::named(user),
        manages_server: false,
    };
    h.handle(&ctx, h.parse(line, |n| Some(User::named(n))).unwrap())
        .await
}

/// Every turn's picture in a GIF, composited (each rectangle drawn over
/// what came before), as RGB, with its time on screen.
fn frames(gif_bytes: &[u8]) -> (Vec<Vec<u8>>, Vec<u16>, (u32, u32)) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(gif_bytes).unwrap();
    let (w, h) = (decoder.width() as u32, decoder.height() as u32);
    let mut canvas = vec![0u8; (w * h * 3) as usize];
    let mut out = Vec::new();
    let mut delays = Vec::new();
    while let Some(f) = decoder.read_next_frame().unwrap() {
        for y in 0..f.height as u32 {
            for x in 0..f.width as u32 {
                let s = ((y * f.width as u32 + x) * 4) as usize;
                let d = (((y + f.top as u32) * w + x + f.left as u32) * 3) as usize;
                // A transparent pixel is one that did not change.
                if f.buffer[s + 3] != 0 {
                    canvas[d..d + 3].copy_from_slice(&f.buffer[s..s + 3]);
                }
            }
        }
        // Every GIF frame is one turn, with its time on screen (a frame
        // without one would flash by with a piece on two squares).
        assert!(f.delay > 0, "a frame with no time on screen");
        out.push(canvas.clone());
        delays.push(f.delay);
    }
    (out, delays, (w, h))
}

fn png_rgb(png: &[u8]) -> Vec<u8> {
    image::load_from_memory_with_format(png, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8()
        .into_raw()
}

async fn check_every_frame(h: &Host, gif_bytes: &[u8]) -> usize {
    let mut c = h.store().read().await.unwrap();
    let game = store::latest_game(&mut c, "r").await.unwrap().unwrap();
    let log = store::turns(&mut c, game.id).await.unwrap();
    let g = h.games().get(&game.game).unwrap();
    let (pictures, skipped) = gamehost::host::replay::frames(g, &game, &log).unwrap();
    assert_eq!(skipped, 0);
    let (decoded, delays, _) = frames(gif_bytes);
    assert_eq!(
        decoded.len(),
        log.len() + 1,
        "the start and one frame per turn"
    );
    assert_eq!(*delays.last().unwrap(), gamehost::host::replay::FINAL_CS);
    assert!(
        delays[..delays.len() - 1]
            .iter()
            .all(|&d| d == gamehost::host::replay::FRAME_CS)
    );
    for (i, (frame, picture)) in decoded.iter().zip(&pictures).enumerate() {
        let drawn = picture.draw(&common::english()).unwrap();
        assert!(
            png_rgb(&drawn.bytes) == *frame,
            "frame {i} differs from the public board picture"
        );
    }
    decoded.len()
}

#[tokio::test]
async fn a_masters_replay_has_a_frame_per_turn_each_the_public_board_of_its_moment() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(&h, "alice", "/challenge opponent:bob side:ember").await;
    say(&h, "bob", "/accept").await;
    // Four plain moves, the first legal each time.
    for who in ["alice", "bob", "alice", "bob"] {
        let state = {
            let mut c = h.store().read().await.unwrap();
            store::latest_game(&mut c, "r")
                .await
                .unwrap()
                .unwrap()
                .state
        };
        let pos: masters::Position = state.parse().unwrap();
        let mv = pos
            .legal_turns()
            .into_iter()
            .map(|t| t.to_string())
            .find(|t| t.len() <= 7 && t.contains('-') && !t.contains(' ') && !t.contains('='))
            .unwrap();
        let played = say(&h, who, &format!("/turn move:{mv}")).await;
        assert!(played[0].text.en().contains(&mv), "{}", played[0].text.en());
    }
    say(&h, "bob", "/resign").await;
    let replies = say(&h, "carol", "/replay").await;
    let r = &replies[0];
    assert_eq!(r.audience, gamehost::host::reply::Audience::Everyone);
    assert!(
        r.text
            .en()
            .contains("Replay of game 1 (Masters: alice vs bob), 4 turns."),
        "{}",
        r.text.en()
    );
    let gif = &r.attachments[0];
    assert_eq!(gif.filename, "replay.gif");
    assert!(gif.bytes.starts_with(b"GIF89a"));
    assert_eq!(check_every_frame(&h, &gif.bytes).await, 5);
    // By number, and refusals.
    assert!(
        say(&h, "carol", "/replay game:1").await[0]
            .attachments
            .len()
            == 1
    );
    assert!(
        say(&h, "carol", "/replay game:99").await[0]
            .text
            .en()
            .contains("There is no game 99")
    );
}

#[tokio::test]
async fn a_regions_replay_shows_no_infiltrator() {
    let dir = tempfile::tempdir().unwrap();
    let h = host(&dir).await;
    say(
        &h,
        "alice",
        "/challenge opponent:bob game:regions side:white",
    )
    .await;
    say(&h, "bob", "/accept").await;
    say(&h, "alice", "/pick piece:e9").await;
    say(&h, "bob", "/pick piece:c2").await;
    say(&h, "alice", "/turn move:e2-e4").await;
    let replies = say(&h, "carol", "/replay").await;
    let gif = &replies[0].attachments[0];
    // Every frame equals the public picture (which never marks an infiltrator).
    assert_eq!(check_every_frame(&h, &gif.bytes).await, 4);
    assert!(!replies[0].text.en().contains("e9") && !gif.description.contains("e9"));
}

/// The frames of a GIF, composited, as RGB images.
fn gif_frames(bytes: &[u8]) -> Vec<image::RgbImage> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).unwrap();
    let (w, h) = (decoder.width() as u32, decoder.height() as u32);
    let mut canvas = image::RgbImage::new(w, h);
    let mut out = Vec::new();
    while let Some(f) = decoder.read_next_frame().unwrap() {
        for y in 0..f.height as u32 {
            for x in 0..f.width as u32 {
                let s = ((y * f.width as u32 + x) * 4) as usize;
                if f.buffer[s + 3] != 0 {
                    let px = [f.buffer[s], f.buffer[s + 1], f.buffer[s + 2]];
                    canvas.put_pixel(x + f.left as u32, y + f.top as u32, image::Rgb(px));
                }
            }
        }
        out.push(canvas.clone());
    }
    out
}

/// The tray of taken pieces (the bottom band of a Masters picture) is each
/// frame's own: empty at the start, filled at the end.
#[tokio::test]
async fn a_masters_replay_draws_each_turns_own_tray() {
    let dir = tempfile::tempdir().unwrap();
    let h = common::host(&dir).await;
    common::masters_with_captures(&h, 3).await;
    common::say(&h, "m", "bob", "/resign").await;
    let replay = common::say(&h, "m", "carol", "/replay").await;
    let gif = &replay[0].attachments[0];
    let frames = gif_frames(&gif.bytes);
    let tray = |img: &image::RgbImage| -> std::collections::BTreeSet<[u8; 3]> {
        let band = masters_render::theme::TRAY;
        (img.height() - band..img.height())
            .flat_map(|y| (0..img.width()).map(move |x| (x, y)))
            .map(|(x, y)| img.get_pixel(x, y).0)
            .collect()
    };
    let first = tray(&frames[0]);
    assert_eq!(
        first.len(),
        1,
        "frame 1 shows full armies and an empty tray: {first:?}"
    );
    let last = tray(frames.last().unwrap());
    assert!(last.len() > 4, "the last frame's tray shows what was taken");
}

/// Issue 33, item 6: a game aborted with no turn played has nothing to
/// watch again.
#[tokio::test]
async fn a_game_aborted_before_any_turn_offers_no_replay() {
    let dir = tempfile::tempdir().unwrap();
    let h = common::host(&dir).await;
    let texts = |r: &[Reply]| {
        r.iter()
            .map(|r| r.text.en().clone())
            .collect::<Vec<_>>()
            .join("\n")
    };
    common::say(&h, "m", "alice", "/challenge opponent:bob side:ember").await;
    common::say(&h, "m", "bob", "/accept").await;
    let aborted = texts(&common::say(&h, "m", "alice", "/abort").await);
    assert_eq!(
        aborted,
        "alice aborted the game before the second turn. No result."
    );
}
