//! What saying a message costs (issue 45): one phrase with a nested
//! argument and a plural, a list, and a reply's whole text, in en-US, a
//! translated locale and the pseudo-locale, each once the catalogue is
//! read; and reading the catalogue itself (once per process).
//! `cargo bench --bench speech`.

use criterion::{Criterion, criterion_group, criterion_main};
use game_api::{Arg, Join, Locale, Phrase, Speak, Words};
use gamehost::speech::catalogue::Catalogue;
use gamehost::speech::speaker;
use std::hint::black_box;

fn challenge() -> Phrase {
    Phrase::new("challenge-open")
        .name("challenger", "alice")
        .name("opponent", "محمد")
        .code("game", "Masters")
        .with(
            "plays",
            Phrase::new("challenge-playing").code("side", "Ember"),
        )
        .with(
            "terms",
            Phrase::new("terms")
                .with(
                    "clock",
                    Phrase::new("terms-per-turn").with(
                        "span",
                        Phrase::new("time-span").code("unit", "day").with("n", 1),
                    ),
                )
                .code("rated", "yes"),
        )
        .with("minutes", 15)
}

fn speech(c: &mut Criterion) {
    let rated = Phrase::new("host-rating-change").with(
        "changes",
        Arg::List(
            Join::And,
            ["alice", "bob", "carol"]
                .iter()
                .map(|who| {
                    Phrase::new("host-rating-moved")
                        .name("who", *who)
                        .code("before", 1500)
                        .code("after", 1520)
                })
                .collect(),
        ),
    );
    let reply = Words::from(challenge())
        .line(Words::code("`E2-E4`"))
        .line(rated.clone());
    let mut group = c.benchmark_group("say");
    for locale in [Locale::EnUs, Locale::De, Locale::Ja, Locale::Pseudo] {
        let speak = speaker(locale);
        group.bench_function(format!("a challenge in {}", locale.code()), |b| {
            b.iter(|| speak.say(black_box(&challenge())))
        });
        group.bench_function(format!("a list of three in {}", locale.code()), |b| {
            b.iter(|| speak.say(black_box(&rated)))
        });
        group.bench_function(format!("a reply's text in {}", locale.code()), |b| {
            b.iter(|| speak.words(black_box(&reply)))
        });
    }
    group.finish();
    c.bench_function("read the catalogue", |b| {
        b.iter(|| Catalogue::read().expect("the catalogue reads"))
    });
}

criterion_group!(benches, speech);
criterion_main!(benches);
