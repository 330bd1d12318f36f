//! The pictures decoded and probed: terrain tints, the check ring, the last
//! move, the private infiltrator mask (and its absence from every public
//! picture and alt text), size.

use game_api::Ids;
use regions::{Position, Side, Square};
use regions_render::{BoardRequest, Picture, Renderer, Viewer, theme};

const MIDGAME: &str = "t1bsqks2t/pj1pccp1j1/2h2bH1p'1/2p'4h2/4P'5/1Q1P'4J1/3H1C'P'3/10/P1P3P1BP/T2S1K1B1T b 14 + c8/d4 -";

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn decode(p: &Picture) -> image::RgbImage {
    let img = image::load_from_memory(&p.png).expect("a PNG").to_rgb8();
    assert_eq!((img.width(), img.height()), (p.width, p.height));
    img
}

/// The colour at (dx, dy) inside `square` drawn from `bottom`'s side.
fn probe(
    r: &Renderer,
    img: &image::RgbImage,
    square: Square,
    bottom: Side,
    dx: u32,
    dy: u32,
) -> [u8; 3] {
    let (x, y) = r.geometry().square_origin(square, bottom);
    img.get_pixel(x + dx, y + dy).0
}

fn contains(img: &image::RgbImage, c: [u8; 3], area: (u32, u32, u32)) -> bool {
    let (x0, y0, size) = area;
    (y0..y0 + size).any(|y| (x0..x0 + size).any(|x| img.get_pixel(x, y).0 == c))
}

#[test]
fn r2_every_square_is_tinted_by_its_region() {
    let r = Renderer::new().unwrap();
    let pos = Position::start();
    let img = decode(&r.board(&BoardRequest::new(&pos), &Ids).unwrap());
    for s in ["a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "i5", "j5"] {
        let square = sq(s);
        let expect = theme::squares(square.region())
            [usize::from((square.file() + square.rank()).is_multiple_of(2))];
        assert_eq!(probe(&r, &img, square, Side::White, 3, 3), expect, "{s}");
    }
    // The air channel is the lightest terrain.
    let air = probe(&r, &img, sq("e5"), Side::White, 3, 3);
    let water = probe(&r, &img, sq("a5"), Side::White, 3, 3);
    assert!(
        air.iter().map(|&c| c as u32).sum::<u32>()
            > water.iter().map(|&c| c as u32).sum::<u32>() + 150
    );
}

#[test]
fn check_ring_and_last_move_are_drawn() {
    let r = Renderer::new().unwrap();
    let pos: Position = MIDGAME.parse().unwrap();
    let req = BoardRequest {
        last_move: Some((sq("e7"), sq("g8"))),
        ..BoardRequest::new(&pos)
    };
    let p = r.board(&req, &Ids).unwrap();
    let img = decode(&p);
    let g = r.geometry().square;
    let (x, y) = r.geometry().square_origin(sq("f10"), Side::White);
    assert!(
        contains(&img, theme::CHECK, (x, y, g)),
        "the king in check has its ring"
    );
    let (x, y) = r.geometry().square_origin(sq("e10"), Side::White);
    assert!(
        !contains(&img, theme::CHECK, (x, y, g)),
        "the queen has none"
    );
    let e7 = probe(&r, &img, sq("e7"), Side::White, 3, 3);
    assert_ne!(e7, theme::squares(regions::Region::Air)[0]);
    assert_ne!(e7, theme::squares(regions::Region::Air)[1]);
    assert!(
        p.alt.contains("regions-in-check(side: regions-side-black)")
            && p.alt.contains("regions-alt-last-move(from: e7, to: g8)"),
        "{}",
        p.alt
    );
}

#[test]
fn r13_the_infiltrator_is_marked_only_in_its_owner_s_view() {
    let r = Renderer::new().unwrap();
    let pos: Position = MIDGAME.parse().unwrap();
    let g = r.geometry().square;
    let whole = |img: &image::RgbImage| {
        contains(
            img,
            theme::INFILTRATOR,
            (0, 0, img.width().min(img.height())),
        )
    };
    // White picked Black's hussar on c8; Black picked White's hussar on d4.
    let public = r.board(&BoardRequest::new(&pos), &Ids).unwrap();
    assert!(!whole(&decode(&public)), "no mask in the public picture");
    assert!(!public.alt.contains("regions-alt-infiltrator"));
    for (side, mine, theirs) in [(Side::White, "c8", "d4"), (Side::Black, "d4", "c8")] {
        let req = BoardRequest {
            viewer: Viewer::Player(side),
            ..BoardRequest::new(&pos)
        };
        let p = r.board(&req, &Ids).unwrap();
        let img = decode(&p);
        let (x, y) = r.geometry().square_origin(sq(mine), side);
        assert!(
            contains(&img, theme::INFILTRATOR, (x, y, g)),
            "{side} sees its mask on {mine}"
        );
        let (x, y) = r.geometry().square_origin(sq(theirs), side);
        assert!(
            !contains(&img, theme::INFILTRATOR, (x, y, g)),
            "{side} never sees the other pick"
        );
        assert!(p.alt.contains("regions-alt-infiltrator-mine"));
        assert!(p.alt.contains(&format!("square: {mine})")));
        assert!(!p.alt.contains(&format!("square: {theirs})")));
    }
}

#[test]
fn r16_once_the_game_is_over_every_hidden_infiltrator_is_marked_for_everyone() {
    let r = Renderer::new().unwrap();
    let pos: Position = MIDGAME.parse().unwrap();
    let g = r.geometry().square;
    // White picked Black's hussar on c8; Black picked White's hussar on d4.
    for viewer in [Viewer::Public, Viewer::Player(Side::Black)] {
        let req = BoardRequest {
            viewer,
            over: true,
            ..BoardRequest::new(&pos)
        };
        let p = r.board(&req, &Ids).unwrap();
        let img = decode(&p);
        let bottom = match viewer {
            Viewer::Player(side) => side,
            Viewer::Public => Side::White,
        };
        for (picker, on) in [(Side::White, "c8"), (Side::Black, "d4")] {
            let (x, y) = r.geometry().square_origin(sq(on), bottom);
            assert!(
                contains(&img, theme::INFILTRATOR, (x, y, g)),
                "{viewer:?} sees {picker}'s mask on {on}"
            );
            assert!(
                p.alt.contains(&format!(
                    "regions-alt-infiltrator-end(side: regions-side-{}, piece: regions-piece(side: regions-side-{}, kind: regions-kind-hussar), square: {on})",
                    picker.name().to_lowercase(),
                    picker.other().name().to_lowercase(),
                )),
                "{}",
                p.alt
            );
        }
    }
}

/// Says each message as the last word of its id (`regions-side-black`
/// is `black`): words about as long as English ones, for sizes.
struct Terse;

impl game_api::Speak for Terse {
    fn locale(&self) -> game_api::Locale {
        game_api::Locale::EnUs
    }
    fn say(&self, phrase: &game_api::Phrase) -> String {
        phrase
            .id()
            .rsplit('-')
            .next()
            .unwrap_or_default()
            .to_string()
    }
    fn when(&self, unix: i64) -> String {
        unix.to_string()
    }
}

#[test]
fn boards_stay_small_and_alt_text_short() {
    let r = Renderer::new().unwrap();
    let pos: Position = MIDGAME.parse().unwrap();
    let long = "a".repeat(200);
    for viewer in [Viewer::Public, Viewer::Player(Side::White)] {
        let req = BoardRequest {
            viewer,
            last_move: Some((sq("e7"), sq("g8"))),
            players: [long.as_str(), "b"],
            ..BoardRequest::new(&pos)
        };
        let p = r.board(&req, &Terse).unwrap();
        assert!(
            p.png.len() <= 24 * 1024,
            "{viewer:?}: {} bytes",
            p.png.len()
        );
        assert!(p.alt.len() <= regions_render::MAX_ALT);
    }
    assert!(Renderer::with_square(20).is_err());
    let small = Renderer::with_square(40).unwrap();
    assert_eq!(
        decode(&small.board(&BoardRequest::new(&pos), &Ids).unwrap()).width(),
        40 * 10 + 48
    );
}

/// WCAG relative luminance of an sRGB colour.
fn luminance(c: [u8; 3]) -> f64 {
    let lin = |v: u8| {
        let v = f64::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
}

/// WCAG contrast ratio of two colours (1 = identical, 21 = black on white).
fn contrast(a: [u8; 3], b: [u8; 3]) -> f64 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

#[test]
fn r2_white_pieces_stand_out_on_the_air_channel_which_stays_the_lightest_region() {
    use regions::Region;
    let ivory = theme::side(Side::White).fill;
    for ground in theme::squares(Region::Air) {
        let ratio = contrast(ivory, ground);
        assert!(ratio >= 1.2, "white fill on air {ground:?}: {ratio:.2}");
    }
    // Lightness still tells the air from the land: every air square is
    // lighter than every land square.
    let darkest_air = theme::squares(Region::Air).map(luminance)[1];
    let lightest_land = theme::squares(Region::Land).map(luminance)[0];
    assert!(darkest_air > lightest_land);
}

/// Pixels of `c` inside `square` drawn from White's side.
fn count(r: &Renderer, img: &image::RgbImage, square: Square, c: [u8; 3]) -> usize {
    let g = r.geometry().square;
    let (x0, y0) = r.geometry().square_origin(square, Side::White);
    (y0..y0 + g)
        .flat_map(|y| (x0..x0 + g).map(move |x| (x, y)))
        .filter(|&(x, y)| img.get_pixel(x, y).0 == c)
        .count()
}

/// The preview of `action` in `pos` for White, and the plain board.
fn staged(r: &Renderer, pos: &Position, action: &str) -> (Picture, Picture) {
    let action: regions::Action = action.parse().unwrap();
    let (after, _) = pos.play(&action).unwrap();
    let marks = regions_render::Staged::between(
        Square::all(),
        |s| pos.piece_at(s),
        |s| after.piece_at(s),
        |p| p.side == Side::White,
    );
    let plain = BoardRequest {
        viewer: Viewer::Player(Side::White),
        ..BoardRequest::new(pos)
    };
    let preview = BoardRequest {
        staged: Some(&marks),
        ..plain
    };
    (
        r.board(&plain, &Ids).unwrap(),
        r.board(&preview, &Ids).unwrap(),
    )
}

#[test]
fn r7_a_staged_carry_dims_both_sources_and_ghosts_both_landings() {
    let r = Renderer::new().unwrap();
    let pos = Position::start()
        .pick(Side::White, sq("e9"))
        .unwrap()
        .pick(Side::Black, sq("e2"))
        .unwrap();
    let (plain, preview) = staged(&r, &pos, "e2-e4 &d2");
    let (a, b) = (decode(&plain), decode(&preview));
    for source in ["e2", "d2"] {
        let (before, after) = (
            probe(&r, &a, sq(source), Side::White, 2, 2),
            probe(&r, &b, sq(source), Side::White, 2, 2),
        );
        assert!(
            after.iter().zip(before).all(|(x, y)| *x < y),
            "{source} dimmed: {before:?} → {after:?}"
        );
    }
    for landing in ["e4", "d4"] {
        let changed = {
            let g = r.geometry().square;
            let (x0, y0) = r.geometry().square_origin(sq(landing), Side::White);
            (y0..y0 + g)
                .flat_map(|y| (x0..x0 + g).map(move |x| (x, y)))
                .filter(|&(x, y)| a.get_pixel(x, y) != b.get_pixel(x, y))
                .count()
        };
        assert!(changed > 150, "a ghost on {landing} ({changed} pixels)");
        let fill = theme::side(Side::White).fill;
        assert_eq!(
            count(&r, &b, sq(landing), fill),
            0,
            "{landing}: a ghost, not a piece"
        );
    }
    assert!(
        preview.alt.contains("regions-alt-staged"),
        "{}",
        preview.alt
    );
    assert!(
        preview.alt.contains("regions-header-to-move(turn: ")
            && preview.alt.contains("side: regions-side-white)"),
        "the header still names the mover"
    );
}

#[test]
fn a_staged_capture_brackets_the_victim_and_leaves_it_drawn() {
    let r = Renderer::new().unwrap();
    let pos: Position = MIDGAME.parse().unwrap();
    // Black to move: the bishop on c8 … find any capture of Black's.
    let capture = pos
        .legal_actions()
        .into_iter()
        .find_map(|a| match a {
            regions::Action::Move(m) if pos.piece_at(m.to).is_some() => Some(m),
            _ => None,
        })
        .expect("Black can capture");
    let action = regions::Action::Move(capture);
    let (after, _) = pos.play(&action).unwrap();
    let marks = regions_render::Staged::between(
        Square::all(),
        |s| pos.piece_at(s),
        |s| after.piece_at(s),
        |p| p.side == Side::Black,
    );
    let plain = BoardRequest::new(&pos);
    let preview = BoardRequest {
        staged: Some(&marks),
        ..plain
    };
    let (a, b) = (
        decode(&r.board(&plain, &Ids).unwrap()),
        decode(&r.board(&preview, &Ids).unwrap()),
    );
    let brackets = board_render::staged::CAPTURE;
    assert!(
        count(&r, &b, capture.to, brackets) > 30,
        "brackets on the victim"
    );
    assert_eq!(count(&r, &a, capture.to, brackets), 0);
    let fill = theme::side(Side::White).fill;
    let victim = count(&r, &a, capture.to, fill);
    assert!(victim > 30, "the victim is White's ({victim} fill pixels)");
    assert_eq!(
        count(&r, &b, capture.to, fill),
        victim,
        "drawn as it stands"
    );
}

#[test]
fn r10_the_jumper_diagram_shows_moves_as_ghosts_on_every_ground_and_captures_as_brackets() {
    let r = Renderer::new().unwrap();
    let img = decode(&r.diagram(regions::Kind::Jumper, &Ids).unwrap());
    let brackets = board_render::staged::CAPTURE;
    assert!(
        count(&r, &img, sq("c5"), brackets) > 30,
        "the capture on c5"
    );
    // Moves on land (c4), air (e5) and water (b6): a ghost, not a faint tint.
    for s in ["c4", "e5", "b6"] {
        let ground = theme::squares(sq(s).region());
        let plain = count(&r, &img, sq(s), ground[0]) + count(&r, &img, sq(s), ground[1]);
        let all = (r.geometry().square * r.geometry().square) as usize;
        assert!(
            plain < all * 9 / 10,
            "{s}: a ghost shows ({plain} of {all} pixels plain)"
        );
        assert_eq!(count(&r, &img, sq(s), brackets), 0, "{s} is a move");
    }
}
