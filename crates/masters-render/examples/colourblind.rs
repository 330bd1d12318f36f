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
    let lin = |c: u8| {
        let v = c as f32 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let enc = |v: f32| {
        let v = v.clamp(0.0, 1.0);
        let s = if v <= 0.003_130_8 {
            v * 12.92
        } else {
            1.055 * v.powf(1.0 / 2.4) - 0.055
        };
        (s * 255.0).round() as u8
    };
    let m = [
        [0.367_322, 0.860_646, -0.227_968],
        [0.280_085, 0.672_501, 0.047_413],
        [-0.011_820, 0.042_940, 0.968_881],
    ];
    for p in img.pixels_mut() {
        let c = [lin(p[0]), lin(p[1]), lin(p[2])];
        for (i, row) in m.iter().enumerate() {
            p[i] = enc(row[0] * c[0] + row[1] * c[1] + row[2] * c[2]);
        }
    }
    img.save(output)?;
    Ok(())
}
