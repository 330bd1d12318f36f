//! Writes a picture as a deuteranope sees it (Machado, Oliveira and
//! Fernandes 2009, full severity), to check markers and colours:
//! `cargo run -p masters-render --example colourblind -- IN.png OUT.png`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let (Some(input), Some(output)) = (a.first(), a.get(1)) else {
        eprintln!("usage: colourblind IN.png OUT.png");
        std::process::exit(2);
    };
    let mut img = image::open(input)?.to_rgb8();
    for p in img.pixels_mut() {
        p.0 = board_render::deuteranopia(p.0);
    }
    img.save(output)?;
    Ok(())
}
