//! What a name costs to draw: Latin on the quick path, and names that
//! are shaped and drawn from the fallback fonts (Arabic, Devanagari,
//! Chinese), each once its glyphs are kept. `cargo bench -p board-render`.

use board_render::{Canvas, Text};
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn names(c: &mut Criterion) {
    let text = Text::new(board_render::FONT, 20.0).expect("the font loads");
    let mut canvas = Canvas::new(400, 40, [255, 255, 255]);
    let mut group = c.benchmark_group("draw a name");
    for (label, name) in [
        ("latin", "alice (Ember)"),
        ("arabic", "محمد بن سلمان"),
        ("devanagari", "देवनागरी"),
        ("chinese", "张伟 太郎"),
        ("mixed", "alice محمد bob"),
    ] {
        group.bench_function(label, |b| {
            b.iter(|| text.draw(&mut canvas, 4, 4, [0, 0, 0], black_box(name)))
        });
    }
    group.finish();
    c.bench_function("load the font and its fallbacks", |b| {
        b.iter(|| Text::new(board_render::FONT, black_box(20.0)).expect("the font loads"))
    });
}

criterion_group!(benches, names);
criterion_main!(benches);
