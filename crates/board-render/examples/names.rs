//! Draws names in every script the pictures support, large, to look at:
//! `cargo run -p board-render --example names -- OUT.png`.

use board_render::{Canvas, IndexedImage, Palette, Text};

fn main() {
    let out = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "names.png".into());
    let text = Text::new(board_render::FONT, 48.0).expect("the font loads");
    let names = [
        "alice (Ember)",
        "Ωμέγα",
        "Жанна",
        "太郎",
        "さくら",
        "김민준",
        "محمد",
        "דוד",
        "देव",
        "สมชาย",
        "alice محمد bob",
    ];
    let line = text.line_height() + 8;
    let width = 900;
    let mut canvas = Canvas::new(width, line * names.len() as u32 + 16, [250, 247, 240]);
    for (i, name) in names.iter().enumerate() {
        text.draw(
            &mut canvas,
            12,
            8 + (i as u32 * line) as i32,
            [30, 30, 30],
            name,
        );
    }
    let samples: Vec<board_render::Rgb> = canvas.pixels().to_vec();
    let palette = Palette::train(&samples, &[], 64);
    let image = IndexedImage::from_canvas(&canvas, &palette);
    let png = board_render::Picture::encode(&image, &palette, "names".into())
        .expect("a PNG")
        .png;
    std::fs::write(&out, png).expect("written");
}
