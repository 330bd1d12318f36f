//! How a colour looks to a deuteranope (no working green cones; Machado,
//! Oliveira and Fernandes 2009, full severity), to check that pictures
//! never tell things apart by red and green alone.

use crate::Rgb;

fn linear(c: u8) -> f32 {
    let v = c as f32 / 255.0;
    if v <= 0.04045 {
        v / 12.92
    } else {
        ((v + 0.055) / 1.055).powf(2.4)
    }
}

fn encoded(v: f32) -> u8 {
    let v = v.clamp(0.0, 1.0);
    let s = if v <= 0.003_130_8 {
        v * 12.92
    } else {
        1.055 * v.powf(1.0 / 2.4) - 0.055
    };
    (s * 255.0).round() as u8
}

/// `c` as a deuteranope sees it.
pub fn deuteranopia(c: Rgb) -> Rgb {
    const M: [[f32; 3]; 3] = [
        [0.367_322, 0.860_646, -0.227_968],
        [0.280_085, 0.672_501, 0.047_413],
        [-0.011_820, 0.042_940, 0.968_881],
    ];
    let l = [linear(c[0]), linear(c[1]), linear(c[2])];
    M.map(|row| encoded(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn greys_stay_grey_and_red_and_green_come_close() {
        for g in [0u8, 128, 255] {
            let s = deuteranopia([g, g, g]);
            assert!(s.iter().all(|&v| v.abs_diff(g) <= 2), "{s:?}");
        }
        let (r, gr) = (
            deuteranopia([0xD0, 0x30, 0x30]),
            deuteranopia([0x30, 0xA0, 0x30]),
        );
        let d: i32 = (0..3).map(|i| (r[i] as i32 - gr[i] as i32).abs()).sum();
        assert!(d < 120, "{r:?} {gr:?}");
    }
}
