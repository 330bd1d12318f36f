//! Elemental chess pictures: real PNGs, decoded and probed.

use elemental::{Color, Game, Loadout, Square, Turn};
use elemental_render::{BoardRequest, Picture, Renderer, Viewer, theme};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn decode(p: &Picture) -> image::RgbImage {
    let img = image::load_from_memory(&p.png).unwrap().to_rgb8();
    assert_eq!((img.width(), img.height()), (p.width, p.height));
    img
}

/// Whether `color` appears inside the square `s` of the picture.
fn in_square(
    r: &Renderer,
    img: &image::RgbImage,
    s: Square,
    bottom: Color,
    color: [u8; 3],
) -> bool {
    let g = r.geometry();
    let (x0, y0) = g.square_origin(s, bottom);
    (x0..x0 + g.square).any(|x| (y0..y0 + g.square).any(|y| img.get_pixel(x, y).0 == color))
}

fn game() -> Game {
    let loadouts: [Loadout; 2] = [
        "earth block-piece/-/-".parse().unwrap(),
        "air side-step/-/-".parse().unwrap(),
    ];
    let mut g = Game::new(loadouts, 7).unwrap();
    for t in ["e2-e4 face:d1=east", "f7-f6", "d1-h5"] {
        g = g.play(&t.parse::<Turn>().unwrap()).unwrap().0;
    }
    g
}

#[test]
fn e6_abilities_are_drawn_only_for_shown_loadouts() {
    let r = Renderer::new().unwrap();
    let g = game();
    let hidden = r.board(&BoardRequest::new(g.position())).unwrap();
    let img = decode(&hidden);
    assert!(!in_square(&r, &img, sq("e1"), Color::White, theme::FACING));
    assert!(!in_square(
        &r,
        &img,
        sq("e1"),
        Color::White,
        theme::element(elemental::Element::Earth)
    ));
    assert!(!hidden.alt.contains("Earth") && !hidden.alt.contains("Air"));
    let shown = BoardRequest {
        loadouts: [Some(g.loadout(Color::White)), None],
        ..BoardRequest::new(g.position())
    };
    let p = r.board(&shown).unwrap();
    let img = decode(&p);
    assert!(in_square(&r, &img, sq("e1"), Color::White, theme::FACING));
    assert!(in_square(
        &r,
        &img,
        sq("e1"),
        Color::White,
        theme::element(elemental::Element::Earth)
    ));
    assert!(
        !in_square(&r, &img, sq("e8"), Color::White, theme::BADGE),
        "Black's stays hidden"
    );
    assert!(p.alt.contains("Earth; army: Block Piece") && !p.alt.contains("Air"));
    assert!(p.alt.contains("except h5 east"), "{}", p.alt);
}

#[test]
fn e25_facing_arrows_turn_with_the_view() {
    let r = Renderer::new().unwrap();
    let g = game();
    let both = [Some(g.loadout(Color::White)), Some(g.loadout(Color::Black))];
    let probe = |viewer| {
        let p = r
            .board(&BoardRequest {
                loadouts: both,
                viewer,
                ..BoardRequest::new(g.position())
            })
            .unwrap();
        let img = decode(&p);
        let gm = r.geometry();
        let bottom = if viewer == Viewer::Public {
            Color::White
        } else {
            Color::Black
        };
        let (x0, y0) = gm.square_origin(sq("a2"), bottom);
        // The arrow of a2 (facing north) sits at the top edge from White's
        // side and at the bottom edge from Black's.
        let top = (x0..x0 + gm.square).any(|x| img.get_pixel(x, y0 + 4).0 == theme::FACING);
        let low =
            (x0..x0 + gm.square).any(|x| img.get_pixel(x, y0 + gm.square - 5).0 == theme::FACING);
        (top, low)
    };
    assert_eq!(probe(Viewer::Public), (true, false));
    assert_eq!(probe(Viewer::Player(Color::Black)), (false, true));
}

#[test]
fn e1a_check_ring_and_last_move() {
    let r = Renderer::new().unwrap();
    let g = game();
    let p = r
        .board(&BoardRequest {
            last_move: Some((sq("d1"), sq("h5"))),
            ..BoardRequest::new(g.position())
        })
        .unwrap();
    let img = decode(&p);
    assert!(g.position().in_check(Color::Black));
    assert!(in_square(&r, &img, sq("e8"), Color::White, theme::CHECK));
    assert!(!in_square(&r, &img, sq("d8"), Color::White, theme::CHECK));
    assert!(p.alt.contains("Black is in check") && p.alt.contains("Last move d1-h5"));
}

#[test]
fn boards_stay_small_and_alt_text_short() {
    let r = Renderer::new().unwrap();
    let mut g = game();
    let mut largest = 0;
    for i in 0..40usize {
        let turns = g.legal_turns();
        if turns.is_empty() {
            break;
        }
        g = g.play(&turns[(i * 7919) % turns.len()].turn).unwrap().0;
        let req = BoardRequest {
            players: ["a-very-long-player-name-that-goes-on", "b"],
            loadouts: [Some(g.loadout(Color::White)), Some(g.loadout(Color::Black))],
            headline: "Move 99 · White to move",
            ..BoardRequest::new(g.position())
        };
        let p = r.board(&req).unwrap();
        largest = largest.max(p.png.len());
        assert!(p.alt.len() <= elemental_render::MAX_ALT);
    }
    eprintln!("largest {largest}");
    assert!(largest <= 24 * 1024, "largest board {largest} bytes");
    assert!(Renderer::with_square(20).is_err());
}

/// Pixels that differ between two pictures inside square `s`.
fn changed(r: &Renderer, a: &image::RgbImage, b: &image::RgbImage, s: Square) -> usize {
    let g = r.geometry();
    let (x0, y0) = g.square_origin(s, Color::White);
    (y0..y0 + g.square)
        .flat_map(|y| (x0..x0 + g.square).map(move |x| (x, y)))
        .filter(|&(x, y)| a.get_pixel(x, y) != b.get_pixel(x, y))
        .count()
}

/// The plain board and the preview of `turn` (for White) in `g`.
fn preview(r: &Renderer, g: &Game, turn: &str) -> (Picture, Picture) {
    let turn: Turn = turn.parse().unwrap();
    let before = g.with_facings(&turn).unwrap();
    let (after, _) = g.play(&turn).unwrap();
    let piece = |p: &elemental::Position, s| p.piece(s).map(|(c, r, _)| (c, r));
    let mut marks = elemental_render::Staged::between(
        Square::all(),
        |s| piece(&before, s),
        |s| piece(after.position(), s),
        |(c, _)| c == Color::White,
    );
    if let Some((_, on_the_way)) = turn.then.split_last() {
        marks.passed.push(turn.to);
        marks.passed.extend_from_slice(on_the_way);
    }
    let plain = BoardRequest {
        viewer: Viewer::Player(Color::White),
        ..BoardRequest::new(g.position())
    };
    let staged = BoardRequest {
        position: &before,
        staged: Some(&marks),
        ..plain
    };
    (r.board(&plain).unwrap(), r.board(&staged).unwrap())
}

#[test]
fn a_staged_move_with_steps_dims_its_source_dots_its_path_and_ghosts_its_end() {
    let r = Renderer::new().unwrap();
    let loadouts: [Loadout; 2] = ["air -/-/-".parse().unwrap(), "light -/-/-".parse().unwrap()];
    let g = Game::new(loadouts, 7).unwrap();
    let (plain, staged) = preview(&r, &g, "g1-f3 then:g4,h5");
    let (a, b) = (decode(&plain), decode(&staged));
    let g1 = r.geometry().square_origin(sq("g1"), Color::White);
    let (x, y) = (g1.0 + 2, g1.1 + 2);
    assert!(
        b.get_pixel(x, y)
            .0
            .iter()
            .zip(a.get_pixel(x, y).0)
            .all(|(b, a)| *b < a),
        "g1 dimmed"
    );
    assert!(changed(&r, &a, &b, sq("h5")) > 150, "a ghost on h5");
    for on_the_way in ["f3", "g4"] {
        let n = changed(&r, &a, &b, sq(on_the_way));
        assert!((20..600).contains(&n), "a dot on {on_the_way} ({n} pixels)");
    }
    assert!(
        staged.alt.contains("Staged, not yet played"),
        "{}",
        staged.alt
    );
    assert!(staged.alt.contains("passes f3, g4"), "{}", staged.alt);
}

#[test]
fn a_staged_capture_brackets_the_victim() {
    let r = Renderer::new().unwrap();
    let loadouts: [Loadout; 2] = [
        "light -/-/-".parse().unwrap(),
        "light -/-/-".parse().unwrap(),
    ];
    let mut g = Game::new(loadouts, 7).unwrap();
    for t in ["e2-e4", "d7-d5"] {
        g = g.play(&t.parse::<Turn>().unwrap()).unwrap().0;
    }
    let (plain, staged) = preview(&r, &g, "e4-d5");
    let (a, b) = (decode(&plain), decode(&staged));
    assert!(changed(&r, &a, &b, sq("d5")) > 40, "brackets on d5");
    let black = theme::side(Color::Black).fill;
    assert!(
        in_square(&r, &b, sq("d5"), Color::White, black),
        "the victim stays drawn"
    );
    assert!(staged.alt.contains("takes d5"), "{}", staged.alt);
}

#[test]
fn an_augmentor_badge_stays_clear_of_the_kings_cross() {
    // The same board with White's loadout hidden and shown: the badge on
    // the king's square changes only columns right of its cross.
    let r = Renderer::new().unwrap();
    for aug in ["side-step", "stalwart", "indomitable", "quantum-step"] {
        let loadouts: [Loadout; 2] = [
            format!("light {aug}/-/-").parse().unwrap(),
            "light -/-/-".parse().unwrap(),
        ];
        let g = Game::new(loadouts, 7).unwrap();
        let hidden = BoardRequest::new(g.position());
        let shown = BoardRequest {
            loadouts: [Some(g.loadout(Color::White)), None],
            ..hidden
        };
        let (a, b) = (
            decode(&r.board(&hidden).unwrap()),
            decode(&r.board(&shown).unwrap()),
        );
        let geo = r.geometry();
        let (x0, y0) = geo.square_origin(sq("e1"), Color::White);
        let ground = a.get_pixel(x0 + 1, y0 + geo.square / 2).0;
        // The cross: the king's pixels in the top quarter of its square.
        let cross: Vec<u32> = (0..geo.square)
            .filter(|&x| (0..geo.square / 4).any(|y| a.get_pixel(x0 + x, y0 + y).0 != ground))
            .collect();
        let badge: Vec<u32> = (0..geo.square)
            .filter(|&x| {
                (0..geo.square / 2)
                    .any(|y| a.get_pixel(x0 + x, y0 + y) != b.get_pixel(x0 + x, y0 + y))
            })
            .collect();
        assert!(!cross.is_empty() && !badge.is_empty(), "{aug}");
        assert!(
            cross.iter().max() < badge.iter().min(),
            "{aug}: the cross spans columns {cross:?}, the badge {badge:?}"
        );
    }
}
