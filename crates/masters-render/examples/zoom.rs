//! Crops and enlarges part of a picture for close inspection:
//! `cargo run -p masters-render --example zoom -- IN.png X Y W H SCALE OUT.png`.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let a: Vec<String> = std::env::args().skip(1).collect();
    let n = |i: usize| a[i].parse::<u32>();
    let img = image::open(&a[0])?.to_rgb8();
    let crop = image::imageops::crop_imm(&img, n(1)?, n(2)?, n(3)?, n(4)?).to_image();
    let s = n(5)?;
    let big = image::imageops::resize(
        &crop,
        crop.width() * s,
        crop.height() * s,
        image::imageops::FilterType::Nearest,
    );
    big.save(&a[6])?;
    Ok(())
}
