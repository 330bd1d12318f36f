//! The shape of the sources, checked: the modules of `src/` (every file,
//! `mod.rs` and nested folders included) import each other without a
//! cycle, and the host changes the database in one place only.
//!
//! A module may use what its ancestors define (its `super::` context);
//! every other reference — to a sibling, a cousin, a child — is an edge,
//! and no edge may lead back to where it started.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Every `.rs` file under `dir`.
fn files(dir: &Path) -> Vec<PathBuf> {
    let mut out = vec![];
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out.sort();
    out
}

/// The text of a source file without its comments and without its
/// `#[cfg(test)]` modules (tests may reach anywhere).
fn code(text: &str) -> String {
    let mut out = vec![];
    let mut skipping: Option<usize> = None;
    let mut depth = 0usize;
    let mut pending_test = false;
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or("");
        let opens = line.matches('{').count();
        let closes = line.matches('}').count();
        if skipping.is_none() {
            if line.trim() == "#[cfg(test)]" {
                pending_test = true;
                continue;
            }
            if pending_test && line.trim_start().starts_with("mod ") && opens > 0 {
                skipping = Some(depth);
                depth = depth + opens - closes.min(depth + opens);
                pending_test = false;
                continue;
            }
            pending_test = false;
            out.push(line);
        }
        depth = (depth + opens).saturating_sub(closes);
        if let Some(at) = skipping
            && depth <= at
        {
            skipping = None;
        }
    }
    out.join("\n")
}

/// A source file's module path under `src/` (`host::tournament::standings`;
/// `host::tournament` for its `mod.rs`; the crate root is empty).
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The paths `text` names after `crate::`, `super::` and `self::`,
/// each as absolute module segments (from module `at`), `use` groups
/// (`a::{b, c::d}`) spread into one path each.
fn named_paths(text: &str, at: &[String]) -> Vec<Vec<String>> {
    let bytes = text.as_bytes();
    let mut out = vec![];
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        let boundary = i == 0
            || !(bytes[i - 1].is_ascii_alphanumeric()
                || bytes[i - 1] == b'_'
                || bytes[i - 1] == b':');
        let start: Option<(Vec<String>, usize)> = if !boundary {
            None
        } else if rest.starts_with("crate::") {
            Some((vec![], "crate::".len()))
        } else if rest.starts_with("self::") {
            Some((at.to_vec(), "self::".len()))
        } else if rest.starts_with("super::") {
            let mut base = at.to_vec();
            let mut len = 0;
            while text[i + len..].starts_with("super::") {
                base.pop();
                len += "super::".len();
            }
            Some((base, len))
        } else {
            None
        };
        match start {
            Some((base, len)) => {
                let (paths, used) = tree(&text[i + len..], &base);
                out.extend(paths);
                i += len + used.max(1);
            }
            None => i += rest.chars().next().map_or(1, char::len_utf8),
        }
    }
    out
}

/// The paths of one path tree starting at `text` (`a::b`, `a::{b, c}`),
/// under `base`; and how many bytes it took.
fn tree(text: &str, base: &[String]) -> (Vec<Vec<String>>, usize) {
    let mut path = base.to_vec();
    let mut i = 0;
    loop {
        let rest = &text[i..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut out = vec![];
            let mut j = 0;
            loop {
                let inner = &group[j..];
                let trimmed = inner.trim_start();
                j += inner.len() - trimmed.len();
                if trimmed.starts_with('}') || trimmed.is_empty() {
                    j += 1;
                    break;
                }
                let (paths, used) = tree(&group[j..], &path);
                out.extend(paths);
                j += used.max(1);
                let after = group[j..].trim_start();
                j += group[j..].len() - after.len();
                if after.starts_with(',') {
                    j += 1;
                }
            }
            return (out, i + 1 + j);
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if name.is_empty() {
            return (vec![path], i);
        }
        path.push(name.clone());
        i += name.len();
        if text[i..].starts_with("::") {
            i += 2;
        } else {
            return (vec![path], i);
        }
    }
}

/// The module graph of `src/`: each module and the modules it depends on.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut modules: BTreeMap<Vec<String>, String> = BTreeMap::new();
    for file in files(&src) {
        let module = module_of(&src, &file);
        modules.insert(module, code(&std::fs::read_to_string(&file).unwrap()));
    }
    let known: BTreeSet<Vec<String>> = modules.keys().cloned().collect();
    let mut out = BTreeMap::new();
    for (module, text) in &modules {
        let mut uses = BTreeSet::new();
        for path in named_paths(text, module) {
            // The longest prefix that is a module of its own.
            let Some(target) = (1..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|p| known.contains(p))
            else {
                continue;
            };
            // Itself, or one of its ancestors (its context): no edge.
            if module.starts_with(&target) {
                continue;
            }
            uses.insert(target.join("::"));
        }
        out.insert(module.join("::"), uses);
    }
    out
}

#[test]
fn the_reader_sees_imports_of_every_kind() {
    let at = vec![
        "host".to_string(),
        "tournament".to_string(),
        "standings".to_string(),
    ];
    let text = "use super::{picture, Loaded};\nuse crate::store::{self, Conn};\nlet x = super::super::seat::f();\nuse crate::host::{a::{b, c}, d};";
    let found: BTreeSet<String> = named_paths(text, &at)
        .into_iter()
        .map(|p| p.join("::"))
        .collect();
    for want in [
        "host::tournament::picture",
        "host::tournament::Loaded",
        "store::self",
        "store::Conn",
        "host::seat::f",
        "host::a::b",
        "host::a::c",
        "host::d",
    ] {
        assert!(found.contains(want), "{want} in {found:?}");
    }
    let g = graph();
    assert!(g.len() > 60, "found only {} modules", g.len());
    assert!(
        g["host::play"].contains("host::commit"),
        "{:?}",
        g["host::play"]
    );
    assert!(g["host::tournament::placing"].contains("host::opening"));
    assert!(
        g.contains_key("host::tournament"),
        "mod.rs files are modules"
    );
}

#[test]
fn the_modules_of_src_import_each_other_without_a_cycle() {
    let g = graph();
    // Depth-first search; a module met again while still on the path
    // closes a cycle.
    fn visit<'a>(
        at: &'a str,
        g: &'a BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
        cycles: &mut Vec<String>,
    ) {
        if done.contains(at) {
            return;
        }
        if let Some(start) = path.iter().position(|m| *m == at) {
            cycles.push(format!("{} → {at}", path[start..].join(" → ")));
            return;
        }
        path.push(at);
        for next in g.get(at).into_iter().flatten() {
            visit(next, g, path, done, cycles);
        }
        path.pop();
        done.insert(at);
    }
    let mut done = BTreeSet::new();
    let mut cycles = vec![];
    for module in g.keys() {
        visit(module, &g, &mut vec![], &mut done, &mut cycles);
    }
    assert_eq!(cycles, Vec::<String>::new(), "import cycles in src/");
}

#[test]
fn one_function_of_the_host_opens_a_write_transaction() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut opened = vec![];
    for file in files(&src.join("host")) {
        let text = code(&std::fs::read_to_string(&file).unwrap());
        for (n, line) in text.lines().enumerate() {
            if line.contains(".write()") {
                opened.push(format!(
                    "{}:{}",
                    file.strip_prefix(&src).unwrap().display(),
                    n + 1
                ));
            }
        }
    }
    assert_eq!(opened.len(), 1, "write transactions opened at {opened:?}");
    assert!(opened[0].starts_with("host/unit.rs"), "{opened:?}");
}

/// The string literals of a script (`"…"`), in order.
fn script_strings(text: &str) -> Vec<String> {
    let mut out = vec![];
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'/') {
            for c in chars.by_ref() {
                if c == '\n' {
                    break;
                }
            }
            continue;
        }
        if c != '"' {
            continue;
        }
        let mut s = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    if let Some(n) = chars.next() {
                        s.push(n);
                    }
                }
                '"' => break,
                c => s.push(c),
            }
        }
        out.push(s);
    }
    out
}

/// Whether `literal` reads as a sentence or a label for people: words
/// with a space between them that start with a capital, or end as a
/// sentence does.
fn reads_as_words(literal: &str) -> bool {
    let has_words = literal.contains(' ') && literal.chars().any(char::is_alphabetic);
    let capital = literal.chars().next().is_some_and(char::is_uppercase);
    let sentence = literal.trim_end().ends_with(['.', '!', '?', ':']);
    has_words && (capital || sentence)
}

#[test]
fn the_seat_pages_script_holds_no_words_for_people() {
    assert!(reads_as_words("Take back"));
    assert!(reads_as_words("the server did not answer."));
    assert!(!reads_as_words("#game figure .board"));
    assert!(!reads_as_words("use strict"));
    let script = include_str!("../src/web/assets/play.js");
    let found: Vec<String> = script_strings(script)
        .into_iter()
        .filter(|s| reads_as_words(s))
        .collect();
    assert_eq!(
        found,
        Vec::<String>::new(),
        "play.js speaks: its words come from the server"
    );
}

#[test]
fn no_code_reads_a_sentence_it_was_given() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = vec![];
    for file in files(&src) {
        let text = code(&std::fs::read_to_string(&file).unwrap());
        for (n, line) in text.lines().enumerate() {
            let compares = [
                ".text() ==",
                ".text ==",
                "result.contains(",
                "result.starts_with(",
                ".text.contains(",
                ".text().contains(",
            ]
            .iter()
            .any(|p| line.contains(p));
            if compares {
                found.push(format!("{}:{}: {}", file.display(), n + 1, line.trim()));
            }
        }
    }
    assert_eq!(
        found,
        Vec::<String>::new(),
        "code compares what a person reads"
    );
}

#[test]
fn no_front_end_looks_for_what_the_host_tells() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut front_ends = files(&src.join("discord"));
    front_ends.extend(files(&src.join("web")));
    front_ends.push(src.join("console.rs"));
    let looks = [
        ".engine_turns(",
        ".drain_engine_turns(",
        ".play_engine_turn(",
        ".waiting_boards(",
        ".event_ends(",
        ".sweep(",
        ".next_deadline(",
        "host.changed(",
    ];
    let mut found = vec![];
    for file in front_ends {
        let text = code(&std::fs::read_to_string(&file).unwrap());
        for (n, line) in text.lines().enumerate() {
            if let Some(look) = looks.iter().find(|l| line.contains(*l)) {
                found.push(format!("{}:{}: {look}", file.display(), n + 1));
            }
        }
    }
    assert_eq!(
        found,
        Vec::<String>::new(),
        "front ends read the host's events instead"
    );
}

#[test]
fn a_button_id_is_read_once_where_it_arrives() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    // The edges: Discord's interactions, and the typed line (the console's
    // `/press` and `/choose`).
    let edges = [src.join("discord"), src.join("host/command")];
    let mut found = vec![];
    for file in files(&src) {
        if edges.iter().any(|e| file.starts_with(e)) {
            continue;
        }
        let text = code(&std::fs::read_to_string(&file).unwrap());
        for (n, line) in text.lines().enumerate() {
            if line.contains("ButtonId::parse") {
                found.push(format!("{}:{}", file.display(), n + 1));
            }
        }
    }
    assert_eq!(
        found,
        Vec::<String>::new(),
        "button ids read past the edges"
    );
}
