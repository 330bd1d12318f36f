//! What each locale's files hold, read with Fluent's own parser: every
//! message's id, the variables and terms it uses, the messages it
//! references; and how much of en-US each locale covers (the table
//! `gamehost locales` prints for the README).

use super::catalogue::sources;
use fluent_syntax::ast;
use game_api::Locale;
use std::collections::{BTreeMap, BTreeSet};

/// One message (or term) as written in one locale.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Written {
    /// The variables it uses (`$turn`).
    pub variables: BTreeSet<String>,
    /// The terms it uses (`-masters`), without the dash.
    pub terms: BTreeSet<String>,
    /// The messages it references (`{ command-move }`).
    pub messages: BTreeSet<String>,
}

/// A locale's files: its messages and its terms, by id.
#[derive(Clone, Debug, Default)]
pub struct Files {
    /// Messages by id.
    pub messages: BTreeMap<String, Written>,
    /// Terms by id (without the dash).
    pub terms: BTreeMap<String, Written>,
    /// What Fluent could not parse, file by file.
    pub errors: Vec<String>,
}

/// `locale`'s files, parsed.
pub fn files(locale: Locale) -> Files {
    let mut out = Files::default();
    for (name, text) in sources(locale) {
        let resource = match fluent_syntax::parser::parse(text) {
            Ok(r) => r,
            Err((r, errors)) => {
                out.errors
                    .push(format!("{}/{name}: {errors:?}", locale.code()));
                r
            }
        };
        for entry in resource.body {
            match entry {
                ast::Entry::Message(m) => {
                    let mut w = Written::default();
                    if let Some(p) = &m.value {
                        pattern(p, &mut w);
                    }
                    for a in &m.attributes {
                        pattern(&a.value, &mut w);
                    }
                    out.messages.insert(m.id.name.to_string(), w);
                }
                ast::Entry::Term(t) => {
                    let mut w = Written::default();
                    pattern(&t.value, &mut w);
                    out.terms.insert(t.id.name.to_string(), w);
                }
                _ => {}
            }
        }
    }
    out
}

fn pattern(p: &ast::Pattern<&str>, w: &mut Written) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_of(expression, w);
        }
    }
}

fn expression_of(e: &ast::Expression<&str>, w: &mut Written) {
    match e {
        ast::Expression::Inline(i) => inline(i, w),
        ast::Expression::Select { selector, variants } => {
            inline(selector, w);
            for v in variants {
                pattern(&v.value, w);
            }
        }
    }
}

fn inline(i: &ast::InlineExpression<&str>, w: &mut Written) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            w.variables.insert(id.name.to_string());
        }
        ast::InlineExpression::TermReference { id, arguments, .. } => {
            w.terms.insert(id.name.to_string());
            if let Some(args) = arguments {
                call(args, w);
            }
        }
        ast::InlineExpression::MessageReference { id, .. } => {
            w.messages.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => call(arguments, w),
        ast::InlineExpression::Placeable { expression } => expression_of(expression, w),
        ast::InlineExpression::StringLiteral { .. }
        | ast::InlineExpression::NumberLiteral { .. } => {}
    }
}

fn call(args: &ast::CallArguments<&str>, w: &mut Written) {
    for a in &args.positional {
        inline(a, w);
    }
    for a in &args.named {
        inline(&a.value, w);
    }
}

/// The variables a message uses, following the messages it references
/// (whose variables it must be given too).
pub fn variables_of(files: &Files, id: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut out = BTreeSet::new();
    let mut todo = vec![id.to_string()];
    while let Some(id) = todo.pop() {
        if !seen.insert(id.clone()) {
            continue;
        }
        if let Some(w) = files.messages.get(&id) {
            out.extend(w.variables.iter().cloned());
            todo.extend(w.messages.iter().cloned());
        }
    }
    out
}

/// One locale's share of en-US's messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Coverage {
    /// The locale.
    pub locale: Locale,
    /// en-US's messages it has.
    pub translated: usize,
    /// en-US's messages.
    pub total: usize,
}

/// Every Discord locale's coverage of en-US, in Discord's order.
pub fn coverage() -> Vec<Coverage> {
    let source = files(Locale::EnUs);
    let total = source.messages.len();
    Locale::ALL
        .into_iter()
        .filter(|&l| l != Locale::Pseudo)
        .map(|locale| {
            let own = if locale == Locale::EnUs {
                source.messages.len()
            } else {
                let theirs = files(locale);
                source
                    .messages
                    .keys()
                    .filter(|id| theirs.messages.contains_key(*id))
                    .count()
            };
            Coverage {
                locale,
                translated: own,
                total,
            }
        })
        .collect()
}

/// The coverage as a Markdown table (the README's).
pub fn table() -> String {
    let mut out = String::from("| Locale | Messages | Coverage |\n|---|---:|---:|\n");
    for c in coverage() {
        let share = (c.translated * 100).checked_div(c.total).unwrap_or(100);
        let shown = if c.translated == 0 {
            let nearest = super::catalogue::catalogue().nearest_shipped(c.locale);
            format!("said in {}", nearest.code())
        } else {
            format!("{share} %")
        };
        out.push_str(&format!(
            "| {} | {}/{} | {shown} |\n",
            c.locale.code(),
            c.translated,
            c.total
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::verbs::{HOST_VERBS, game_about_id, host_about_id};
    use crate::speech::catalogue::{Catalogue, catalogue};
    use std::path::Path;

    /// The ids made from the commands' declarations (their descriptions).
    fn declared_ids() -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for v in HOST_VERBS {
            ids.insert(host_about_id(v.name, None));
            for o in v.options {
                ids.insert(host_about_id(v.name, Some(o.name)));
            }
        }
        for g in crate::test_support::games().iter() {
            for v in g.meta().verbs {
                ids.insert(game_about_id(g.meta().name, v.name, None));
                for o in v.options {
                    ids.insert(game_about_id(g.meta().name, v.name, Some(o.name)));
                }
            }
        }
        ids.extend(crate::discord::registration::choice_ids(
            &crate::test_support::games(),
        ));
        ids
    }

    /// Every Rust source of the bot.
    fn sources_text() -> String {
        fn walk(dir: &Path, out: &mut String) {
            let Ok(entries) = std::fs::read_dir(dir) else {
                return;
            };
            for e in entries.flatten() {
                let path = e.path();
                if path.is_dir() {
                    walk(&path, out);
                } else if path.extension().is_some_and(|x| x == "rs") {
                    let text = std::fs::read_to_string(&path).unwrap_or_default();
                    // A file's own tests may make up ids.
                    let code = text.split("\n#[cfg(test)]\nmod tests").next();
                    out.push_str(code.unwrap_or_default());
                }
            }
        }
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut out = String::new();
        walk(&root.join("src"), &mut out);
        walk(&root.join("crates"), &mut out);
        out
    }

    #[test]
    fn every_file_of_every_locale_parses_and_defines_each_message_once() {
        assert!(Catalogue::read().is_ok(), "{:?}", Catalogue::read().err());
        for locale in catalogue().shipped() {
            assert_eq!(files(*locale).errors, Vec::<String>::new());
        }
    }

    #[test]
    fn every_shipped_locale_has_every_message_with_the_same_variables() {
        let source = files(Locale::EnUs);
        for &locale in catalogue().shipped() {
            let theirs = files(locale);
            for id in source.messages.keys() {
                assert!(
                    theirs.messages.contains_key(id),
                    "{} lacks {id}",
                    locale.code()
                );
                assert_eq!(
                    variables_of(&theirs, id),
                    variables_of(&source, id),
                    "{}: {id}",
                    locale.code()
                );
            }
            let extra: Vec<&String> = theirs
                .messages
                .keys()
                .filter(|id| !source.messages.contains_key(*id))
                .collect();
            assert!(extra.is_empty(), "{} only: {extra:?}", locale.code());
        }
    }

    #[test]
    fn every_term_a_message_uses_is_defined_in_its_locale() {
        for &locale in catalogue().shipped() {
            let f = files(locale);
            for (id, w) in f.messages.iter().chain(f.terms.iter()) {
                for term in &w.terms {
                    assert!(
                        f.terms.contains_key(term),
                        "{}: {id} uses -{term}",
                        locale.code()
                    );
                }
                for message in &w.messages {
                    assert!(
                        f.messages.contains_key(message),
                        "{}: {id} references {message}",
                        locale.code()
                    );
                }
            }
        }
    }

    #[test]
    fn every_message_is_used_and_every_id_the_code_names_exists() {
        let source = files(Locale::EnUs);
        let code = sources_text();
        let declared = declared_ids();
        let referenced: BTreeSet<&String> = source
            .messages
            .values()
            .flat_map(|w| w.messages.iter())
            .collect();
        let unused: Vec<&String> = source
            .messages
            .keys()
            .filter(|id| {
                !declared.contains(*id)
                    && !referenced.contains(id)
                    && !code.contains(&format!("\"{id}\""))
            })
            .collect();
        assert!(unused.is_empty(), "messages nothing says: {unused:?}");
        let missing: Vec<&String> = declared
            .iter()
            .filter(|id| !source.messages.contains_key(*id))
            .collect();
        assert!(
            missing.is_empty(),
            "declarations without a description: {missing:?}"
        );
        // Every literal id given to a phrase exists.
        for part in code.split("Phrase::new(\"").skip(1) {
            let Some(id) = part.split('"').next() else {
                continue;
            };
            if id
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            {
                assert!(source.messages.contains_key(id), "no message {id}");
            }
        }
    }

    #[test]
    fn the_readme_shows_the_coverage_as_it_is() {
        let readme = include_str!("../../README.md");
        assert!(
            readme.contains(&table()),
            "README.md's table is stale: paste `gamehost locales`:\n{}",
            table()
        );
    }

    #[test]
    fn the_language_command_offers_exactly_the_shipped_locales() {
        let mut offered: Vec<&str> = crate::host::verbs::LANGUAGES.to_vec();
        let mut shipped: Vec<&str> = catalogue().shipped().iter().map(|l| l.code()).collect();
        offered.sort_unstable();
        shipped.sort_unstable();
        assert_eq!(offered, shipped);
    }
}
