//! Throne pictures are real PNGs of the documented size, under 24 KB, the
//! same for everyone, with alt text that reads the race out; the seat
//! colours stay apart for deuteranopes.

use throne::{Phase, Position, Seat};
use throne_render::{BoardRequest, MAX_ALT, Renderer, layout::Geometry, theme};

fn random_position(players: usize, seed: u64, actions: usize) -> Position {
    let mut pos = Position::new(players, seed).unwrap();
    let mut events = Vec::new();
    let mut pick = seed | 1;
    for _ in 0..actions {
        match pos.phase() {
            Phase::Won(_) => break,
            Phase::Throw => pos.throw(&mut events).unwrap(),
            Phase::Move => {
                let moves = pos.legal_moves();
                pick = pick.wrapping_mul(6364136223846793005).wrapping_add(1);
                pos.apply(&moves[(pick >> 33) as usize % moves.len()], &mut events)
                    .unwrap();
            }
        }
    }
    pos
}

#[test]
fn pictures_decode_at_the_documented_size_and_stay_under_24_kb() {
    let renderer = Renderer::new().unwrap();
    let g = Geometry::new(theme::DEFAULT_SQUARE);
    let names = ["alice", "bob", "carol", "dave"];
    let mut largest = 0;
    for players in 2..=4 {
        for seed in 0..12 {
            let pos = random_position(players, seed, seed as usize * 40);
            let req = BoardRequest {
                position: &pos,
                players: &names[..players],
                ended: None,
                speak: &game_api::Ids,
            };
            let pic = renderer.board(&req).unwrap();
            let img = image::load_from_memory(&pic.png).unwrap();
            assert_eq!((img.width(), img.height()), (g.width(), g.height()));
            largest = largest.max(pic.png.len());
            assert!(pic.alt.chars().count() <= MAX_ALT);
        }
    }
    eprintln!("largest {largest}");
    assert!(largest <= 24 * 1024, "largest picture {largest} bytes");
}

#[test]
fn alt_text_says_every_seat_the_round_and_the_reachable_squares() {
    let pos: Position = "throne 2 red move 6+5 6+5 b0 r1 s60 | 10 locked 2u 0 | 11 open 3s 0 | 1 0"
        .parse()
        .unwrap();
    let req = BoardRequest {
        position: &pos,
        players: &["alice", "bob"],
        ended: None,
        speak: &game_api::Ids,
    };
    let pic = Renderer::new().unwrap().board(&req).unwrap();
    let alt = &pic.alt;
    let red = "throne-who(seat: throne-seat-red, player: alice)";
    let blue = "throne-who(seat: throne-seat-blue, player: bob)";
    assert!(
        alt.contains(&format!("throne-status-move(who: {red}, values: 6+5)")),
        "{alt}"
    );
    assert!(
        alt.contains(&format!("throne-alt-seat(who: {red}, home: 10, pieces: throne-alt-pieces(count: 1, kind: unit, square: 2, gate: no), finished: 0, gate: locked)")),
        "{alt}"
    );
    assert!(
        alt.contains(&format!("throne-alt-seat(who: {blue}, home: 11, pieces: throne-alt-pieces(count: 1, kind: soldier, square: 9, gate: no), finished: 0, gate: open)")),
        "{alt}"
    );
    assert!(
        alt.contains("throne-alt-reachable(squares: throne-reach-square(square: 11), throne-reach-square(square: 5), throne-reach-square(square: 6))"),
        "{alt}"
    );
    let ended = BoardRequest {
        ended: Some("Blue wins: Red resigned"),
        ..req
    };
    let pic = Renderer::new().unwrap().board(&ended).unwrap();
    assert!(pic.alt.contains("Blue wins: Red resigned"));
}

#[test]
fn square_sizes_outside_the_range_are_refused() {
    assert!(Renderer::with_square(theme::MIN_SQUARE - 1).is_err());
    assert!(Renderer::with_square(theme::MAX_SQUARE + 1).is_err());
    assert!(Renderer::with_square(theme::MIN_SQUARE).is_ok());
}

/// sRGB to CIE L*a*b* (D65).
fn lab(c: [f32; 3]) -> [f32; 3] {
    let xyz = [
        0.4124 * c[0] + 0.3576 * c[1] + 0.1805 * c[2],
        0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2],
        0.0193 * c[0] + 0.1192 * c[1] + 0.9505 * c[2],
    ];
    let f = |t: f32| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (x, y, z) = (f(xyz[0] / 0.9505), f(xyz[1]), f(xyz[2] / 1.089));
    [116.0 * y - 16.0, 500.0 * (x - y), 200.0 * (y - z)]
}

fn linear(c: [u8; 3]) -> [f32; 3] {
    c.map(|v| {
        let v = v as f32 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    })
}

/// A colour as a deuteranope sees it, in linear RGB (for Lab).
fn deuteranope(c: [u8; 3]) -> [f32; 3] {
    linear(board_render::deuteranopia(c))
}

#[test]
fn seat_colours_stay_apart_for_deuteranopes_and_every_seat_has_its_own_emblem() {
    let seats: Vec<Seat> = (0..4).filter_map(Seat::new).collect();
    let mut closest = f32::MAX;
    for (i, &a) in seats.iter().enumerate() {
        for &b in &seats[i + 1..] {
            let (la, lb) = (
                lab(deuteranope(theme::seat(a))),
                lab(deuteranope(theme::seat(b))),
            );
            let d = ((la[0] - lb[0]).powi(2) + (la[1] - lb[1]).powi(2) + (la[2] - lb[2]).powi(2))
                .sqrt();
            closest = closest.min(d);
            assert_ne!(theme::emblem(a), theme::emblem(b));
        }
    }
    // ΔE 20 is clearly different at a glance; a red–green pair fails this.
    assert!(closest > 20.0, "closest pair ΔE {closest:.1}");
    let red_green = [[0xD0, 0x30, 0x30], [0x30, 0xA0, 0x30]].map(|c| lab(deuteranope(c)));
    let d = (0..3)
        .map(|i| (red_green[0][i] - red_green[1][i]).powi(2))
        .sum::<f32>()
        .sqrt();
    assert!(
        d < 20.0,
        "the check would catch a red–green pair (ΔE {d:.1})"
    );
}

/// A 4-player position whose Gold gate (square 9) holds five stacks of
/// three seats with all four of Gold's cart slots filled, and whose Blue
/// gate (square 3) holds three stacks.
const CROWDED: &str = "throne 4 blue move 5 5 b0 r124 sd3 | 0 open 8s,9s,12u,13q 1 | 2 open 6s,12s3,12q,14u 0 | 1 open 3s,4s,9s,11s,12s,12q,14u 0 | 0 open 12s2,12u,12q,13q 0 | 610 210";

#[test]
fn t13_on_a_crowded_gate_no_piece_covers_the_cart_slots_or_the_square_number() {
    let renderer = Renderer::new().unwrap();
    let g = Geometry::new(theme::DEFAULT_SQUARE);
    let pos: Position = CROWDED.parse().unwrap();
    let p = renderer.board(&BoardRequest::new(&pos)).unwrap();
    let img = image::load_from_memory(&p.png).unwrap().to_rgb8();
    for seat in pos.seats() {
        let gate = throne::board::ring_square(4, seat, 12);
        let (cx, cy) = g.ring_cell(gate);
        let filled = pos.cart_slots(seat);
        for i in 0..4u32 {
            let (x, y, w, h) = g.cart_slot(i);
            let want = if i < u32::from(filled) {
                theme::seat(seat)
            } else {
                theme::SHIELD
            };
            for py in y + 1..y + h - 1 {
                for px in x + 1..x + w - 1 {
                    assert_eq!(
                        img.get_pixel(cx + px, cy + py).0,
                        want,
                        "{seat}'s gate (square {gate}), slot {i}, pixel ({px}, {py})"
                    );
                }
            }
        }
    }
    // The crowded gate's number keeps its corner: the strip above the
    // grid shows no piece colour of another seat than the gate's.
    let (cx, cy) = g.ring_cell(9);
    let others = [
        theme::seat(Seat::new(0).unwrap()),
        theme::seat(Seat::new(1).unwrap()),
    ];
    for py in 0..g.crowded_strip() {
        for px in 0..g.cell() / 3 {
            assert!(
                !others.contains(&img.get_pixel(cx + px, cy + py).0),
                "a piece in square 9's number corner at ({px}, {py})"
            );
        }
    }
}
