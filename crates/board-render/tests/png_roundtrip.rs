//! Encoded pictures are real PNGs that decode to the colours drawn.

use board_render::{Canvas, IndexedImage, Palette, Sprite, Text};

#[test]
fn indexed_png_decodes_to_the_canvas_colours() {
    let mut canvas = Canvas::new(37, 23, [240, 217, 181]);
    canvas.fill_rect(5, 5, 10, 10, [181, 136, 99]);
    let dot = Sprite::draw(8, 8, |p| {
        let mut paint = tiny_skia::Paint::default();
        paint.set_color_rgba8(200, 40, 40, 255);
        paint.anti_alias = true;
        let circle = tiny_skia::PathBuilder::from_circle(4.0, 4.0, 3.5).unwrap();
        p.fill_path(
            &circle,
            &paint,
            tiny_skia::FillRule::Winding,
            tiny_skia::Transform::identity(),
            None,
        );
    })
    .unwrap();
    canvas.blit(&dot, 20, 10, 255);
    let exact = [[240, 217, 181], [181, 136, 99], [200, 40, 40]];
    let palette = Palette::train(canvas.pixels(), &exact, 256);
    let png = IndexedImage::from_canvas(&canvas, &palette)
        .encode_png(&palette)
        .unwrap();
    let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8();
    assert_eq!(decoded.dimensions(), (37, 23));
    assert_eq!(decoded.get_pixel(0, 0).0, [240, 217, 181]);
    assert_eq!(decoded.get_pixel(7, 7).0, [181, 136, 99]);
    assert_eq!(decoded.get_pixel(24, 14).0, [200, 40, 40]);
}

#[test]
fn text_draws_ink_and_fits_long_names() {
    let text = Text::new(include_bytes!("../../../fonts/DejaVuSans-Bold.ttf"), 16.0).unwrap();
    let mut canvas = Canvas::new(120, 24, [255, 255, 255]);
    let end = text.draw(&mut canvas, 2, 2, [0, 0, 0], "Turn 14 · Frost");
    assert!(end > 60);
    assert!(canvas.pixels().iter().any(|p| p[0] < 60), "no ink drawn");
    let fitted = text.fit("a very long player name that does not fit", 80);
    assert!(fitted.ends_with('…') && text.width(&fitted) <= 80);
    assert!(Sprite::from_svg("<svg", 10, 10).is_err());
}
