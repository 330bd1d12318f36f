//! The console and the binary cannot be crashed by input: file names from
//! channel names, invalid UTF-8, malformed lines, a closed output pipe,
//! random bytes; and settings or paths that do not exist are errors, as
//! are paths of the wrong kind, each named with what is wrong with it.

mod common;

use common::{Session, find, text};
use rand::{Rng, SeedableRng};
use std::io::{Read, Write};
use std::path::Path;
use std::process::{Command, Stdio};

fn gamehost(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gamehost"));
    c.current_dir(dir).env_remove("DISCORD_TOKEN");
    c
}

/// Runs the JSON console over raw `input`; returns its exit status, the
/// JSON objects it printed, and its standard error.
fn raw_console(dir: &Path, input: &[u8]) -> (bool, Vec<serde_json::Value>, String) {
    let mut child = gamehost(dir)
        .args(["console", "--json", "--db", "raw.db", "--images", "img"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    let objects = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    (
        out.status.success(),
        objects,
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

#[test]
fn channel_names_never_become_file_names_and_numbers_go_on_after_a_restart() {
    let s = Session::new();
    let long = "x".repeat(300);
    let script = format!(
        "#a/b alice /challenge opponent:bob\n#a/b bob /accept\n#../../x alice /board\n\
         #{long} alice /help\n#a/b carol /board\n"
    );
    let replies = s.run(&script);
    let images = s.images();
    let pictures: Vec<String> = replies
        .iter()
        .filter_map(|r| r["image"].as_str().map(str::to_string))
        .collect();
    assert_eq!(pictures.len(), 2, "Game on and carol's /board");
    for p in &pictures {
        let path = Path::new(p);
        assert_eq!(
            path.parent().unwrap(),
            images,
            "{p} is inside the images folder"
        );
        assert!(path.exists());
    }
    assert!(text(find(&replies, "No game has been played")).contains("/challenge"));
    assert!(!s.dir.path().join("x").exists() && !s.dir.path().parent().unwrap().join("x").exists());
    let last_before: u64 = file_number(pictures.last().unwrap());
    // A second run on the same folder continues the numbering.
    let again = s.run("#a/b alice /board\n");
    let next = again[0]["image"].as_str().unwrap();
    assert_eq!(file_number(next), last_before + 1, "{next}");
}

fn file_number(path: &str) -> u64 {
    let name = Path::new(path).file_name().unwrap().to_str().unwrap();
    name.split('-').next().unwrap().parse().unwrap()
}

#[test]
fn every_line_gets_an_answer_even_invalid_utf8_and_malformed_ones() {
    let dir = tempfile::tempdir().unwrap();
    let mut input: Vec<u8> = b"#lobby alice /help\n".to_vec();
    input.extend_from_slice(b"\xff\xfe bad bytes\n");
    input.extend_from_slice(b"lobby alice /help\n");
    input.extend_from_slice(b"\n");
    input.extend_from_slice(b"#lobby alice\n");
    input.extend_from_slice(b"#lobby ALICE /challenge opponent:alice\n");
    input.extend_from_slice(b"#lobby alice /press ch:1:accept extra\n");
    input.extend_from_slice(b"#lobby alice /help\n");
    let (ok, objects, _) = raw_console(dir.path(), &input);
    assert!(ok);
    assert_eq!(objects.len(), 8, "{objects:#?}");
    assert!(objects[1]["error"].as_str().unwrap().contains("not UTF-8"));
    assert_eq!(objects[1]["line"], 2);
    assert!(
        objects[2]["error"]
            .as_str()
            .unwrap()
            .contains("not a channel")
    );
    assert!(objects[3]["note"].is_string());
    assert!(
        objects[4]["error"]
            .as_str()
            .unwrap()
            .contains("#channel user /command")
    );
    // Names compare without regard to case: ALICE is alice.
    assert!(text(&objects[5]).contains("can't challenge yourself"));
    assert!(text(&objects[6]).contains("nothing more"));
    assert!(text(&objects[7]).starts_with("Commands"));
}

#[test]
fn random_bytes_never_stop_the_console_and_every_line_is_answered() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = rand::rngs::StdRng::seed_from_u64(7);
    let mut input = Vec::new();
    let mut lines = 0;
    for i in 0..400 {
        let len = rng.random_range(0..60);
        let mut line: Vec<u8> = if i % 3 == 0 {
            // Near-valid commands with random tails.
            b"#lobby alice /".to_vec()
        } else {
            vec![]
        };
        line.extend((0..len).map(|_| rng.random::<u8>()).filter(|&b| b != b'\n'));
        line.push(b'\n');
        input.extend(line);
        lines += 1;
    }
    input.extend_from_slice(b"#lobby alice /help\n");
    lines += 1;
    let (ok, objects, stderr) = raw_console(dir.path(), &input);
    assert!(ok, "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        objects.len() >= lines,
        "{} answers for {lines} lines",
        objects.len()
    );
    assert!(
        text(objects.last().unwrap()).starts_with("Commands"),
        "it read to the end"
    );
}

#[test]
fn closing_the_output_pipe_ends_the_console_quietly() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = gamehost(dir.path())
        .args(["console", "--db", "p.db", "--images", "img"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = child.stdout.take().unwrap();
    stdin.write_all(b"#lobby alice /help\n").unwrap();
    let mut first = [0u8; 16];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    // Keep talking to a console whose reader is gone.
    for _ in 0..200 {
        if stdin.write_all(b"#lobby alice /help\n").is_err() {
            break;
        }
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(out.status.success(), "{stderr}");
}

#[test]
fn missing_settings_files_and_databases_are_errors_that_create_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let out = gamehost(dir.path())
        .args(["--config", "nope.toml", "console"])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("the settings file nope.toml does not exist")
    );

    let out = gamehost(dir.path())
        .args(["verify", "--db", "missing.db"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.matches("there is no database at missing.db").count(),
        1,
        "{stderr}"
    );
    assert!(
        !dir.path().join("missing.db").exists(),
        "verify created nothing"
    );

    std::fs::write(
        dir.path().join("bad.db"),
        "not a database, only some text".repeat(4),
    )
    .unwrap();
    let out = gamehost(dir.path())
        .args(["verify", "--db", "bad.db"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        stderr.matches("file is not a database").count(),
        1,
        "{stderr}"
    );

    let out = gamehost(dir.path())
        .args(["console"])
        .env("GAMEHOST_GAMES__CHALLENGE_EXPIRY_MINUTES", "0")
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("must be at least 1"));
}

#[test]
fn logs_carry_no_colour_codes_off_a_terminal_and_one_minute_is_singular() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = gamehost(dir.path())
        .args(["console", "--json", "--db", "l.db", "--images", "img"])
        .env("RUST_LOG", "debug")
        .env("GAMEHOST_GAMES__CHALLENGE_EXPIRY_MINUTES", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"#lobby alice /challenge opponent:bob\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.is_empty(), "debug logging wrote something");
    assert!(
        !stderr.contains('\u{1b}'),
        "colour codes in the log: {stderr:?}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("within 1 minute."), "{stdout}");
}

#[test]
fn errors_name_the_path_and_what_is_wrong_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    let config = std::process::Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .arg("--config")
        .arg(dir.path())
        .args(["verify", "--db", "none.db"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&config.stderr);
    assert!(
        err.contains(&format!("{} is a directory", dir.path().display())),
        "{err}"
    );
    let images = std::process::Command::new(env!("CARGO_BIN_EXE_gamehost"))
        .args(["console", "--db"])
        .arg(dir.path().join("g.db"))
        .arg("--images")
        .arg(&file)
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    assert!(!images.status.success());
    let err = String::from_utf8_lossy(&images.stderr);
    assert!(
        err.contains(
            &format!("{} : it is a file, not a folder", file.display()).replace(" :", ":")
        ),
        "{err}"
    );
}
