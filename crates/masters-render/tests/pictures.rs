//! The pictures are real PNGs; their pixels show exactly the markers the
//! rules describe ("What the board picture shows" in the rules file).

use image::RgbImage;
use masters::{Kind, Move, Position, Side, Square};
use masters_render::theme;
use masters_render::{BoardRequest, MAX_ALT, Preview, Renderer};
use std::sync::OnceLock;

fn renderer() -> &'static Renderer {
    static R: OnceLock<Renderer> = OnceLock::new();
    R.get_or_init(|| Renderer::new().expect("renderer starts"))
}

/// The default square size.
const SQUARE: u32 = theme::DEFAULT_SQUARE;

fn square_origin(s: Square, bottom: Side) -> (u32, u32) {
    renderer().geometry().square_origin(s, bottom)
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

fn draw(req: &BoardRequest) -> RgbImage {
    let picture = renderer().board(req, &game_api::Ids).expect("renders");
    assert!(picture.alt.chars().count() <= MAX_ALT);
    let img = image::load_from_memory_with_format(&picture.png, image::ImageFormat::Png)
        .expect("a PNG")
        .to_rgb8();
    assert_eq!(img.dimensions(), (picture.width, picture.height));
    img
}

/// Whether `color` appears within `r` pixels of (`x`, `y`) in square `s`'s own coordinates.
fn near(
    img: &RgbImage,
    s: Square,
    bottom: Side,
    (x, y): (u32, u32),
    r: u32,
    color: [u8; 3],
) -> bool {
    let (ox, oy) = square_origin(s, bottom);
    (y.saturating_sub(r)..=y + r).any(|py| {
        (x.saturating_sub(r)..=x + r)
            .any(|px| px < SQUARE && py < SQUARE && img.get_pixel(ox + px, oy + py).0 == color)
    })
}

/// How many of 72 points on the ring's circle have `color`.
fn ring_hits(img: &RgbImage, s: Square, bottom: Side, color: [u8; 3]) -> usize {
    let (ox, oy) = square_origin(s, bottom);
    (0..72)
        .filter(|i| {
            let a = *i as f32 * std::f32::consts::TAU / 72.0;
            let r = SQUARE as f32 / 2.0 - 4.0;
            let (x, y) = (32.0 + r * a.cos(), 32.0 + r * a.sin());
            (-1..=1).any(|d: i32| {
                let px = (x as i32 + d).clamp(0, SQUARE as i32 - 1) as u32;
                img.get_pixel(ox + px, oy + y as u32).0 == color
            })
        })
        .count()
}

const GOLD_SPOT: (u32, u32) = (32, 57);

#[test]
fn gold_dot_marks_every_occupied_protected_square_and_no_empty_one() {
    let pos: Position = "4g5/10/10/10/10/3cs5/4S5/10/10/10/10/4G5 e 1 -/- -/- -"
        .parse()
        .unwrap();
    let img = draw(&BoardRequest::new(&pos));
    let protected = pos.protected();
    assert!(protected.contains(sq("E6")) && protected.contains(sq("E7")));
    for s in Square::all() {
        let occupied = pos.piece_at(s).is_some();
        let has = near(&img, s, Side::Ember, GOLD_SPOT, 2, theme::GOLD);
        assert_eq!(has, occupied && protected.contains(s), "gold dot on {s}");
    }
}

#[test]
fn a_claimed_piece_shows_a_dot_in_the_claimers_colour_beside_the_gold_dot() {
    // Ember holds Frost's horseman on F5, which also stands in a cardinal's aura.
    let pos: Position = "4g5/10/10/10/10/10/10/5h*C3/10/10/10/4GP4 e 1 -/- -/- -"
        .parse()
        .unwrap();
    assert_eq!(pos.claimer(sq("F5")), Some(Side::Ember));
    let img = draw(&BoardRequest::new(&pos));
    let ember = theme::side(Side::Ember).marker;
    let frost = theme::side(Side::Frost).marker;
    assert!(
        near(&img, sq("F5"), Side::Ember, (39, 57), 2, ember),
        "claim dot in Ember's colour"
    );
    assert!(!near(&img, sq("F5"), Side::Ember, (39, 57), 3, frost));
    assert!(
        near(&img, sq("F5"), Side::Ember, (25, 57), 2, theme::GOLD),
        "gold dot beside it"
    );
    // A claim by Frost is drawn in Frost's colour.
    let frost_holds: Position = "4p4g/10/10/10/10/10/10/10/10/10/10/P3G*5 f 2 -/- -/- -"
        .parse()
        .unwrap();
    let img = draw(&BoardRequest::new(&frost_holds));
    assert!(near(&img, sq("E1"), Side::Ember, (32, 57), 2, frost));
}

#[test]
fn dashed_rings_sit_on_exactly_the_eligible_claim_targets() {
    let pos: Position = "4g5/10/10/10/10/3h6/3s2c3/a2P6/10/10/10/4G5 e 1 -/- -/- -"
        .parse()
        .unwrap();
    let targets = pos.claim_targets();
    assert_eq!(targets.count(), 2, "A4 along the rank, D6 along the file");
    let mut req = BoardRequest::new(&pos);
    req.preview = Preview {
        claim_picking: true,
        ..Preview::default()
    };
    let img = draw(&req);
    let color = theme::side(Side::Ember).marker;
    for s in Square::all() {
        let hits = ring_hits(&img, s, Side::Ember, color);
        if targets.contains(s) {
            assert!(hits > 25, "ring on {s}: {hits} hits");
        } else {
            assert!(hits < 3, "no ring on {s}: {hits} hits");
        }
    }
}

#[test]
fn the_witch_badge_appears_only_once_she_has_a_moveset() {
    let without: Position = "4g5/10/10/10/10/10/10/10/10/10/10/4G1W3 e 1 -/- -/- -"
        .parse()
        .unwrap();
    let with: Position = "4g5/10/10/10/10/10/10/10/10/10/10/4G1W3 e 1 H/- -/- -"
        .parse()
        .unwrap();
    // The badge's purple ring appears in the corner only with a moveset.
    let img = draw(&BoardRequest::new(&without));
    assert_eq!(count(&img, sq("G1"), Side::Ember, theme::BADGE), 0);
    let img = draw(&BoardRequest::new(&with));
    let corner = (SQUARE - 13, SQUARE - 13);
    assert!(near(&img, sq("G1"), Side::Ember, corner, 12, theme::BADGE));
    assert!(count(&img, sq("G1"), Side::Ember, theme::BADGE) > 20);
}

#[test]
fn frosts_preview_is_turned_around() {
    let pos = Position::start();
    let mut req = BoardRequest::new(&pos);
    let ember_fill = theme::side(Side::Ember).fill;
    let img = draw(&req);
    // Ember at the bottom: the bottom-left square is A1, with Ember's sentinel.
    let (x, y) = square_origin(sq("A1"), Side::Ember);
    assert!(y > img.height() / 2 && x < img.width() / 2);
    assert!(near(&img, sq("A1"), Side::Ember, (32, 32), 12, ember_fill));
    req.bottom = Side::Frost;
    let img = draw(&req);
    let (x, y) = square_origin(sq("A1"), Side::Frost);
    assert!(
        y < img.height() / 2 && x > img.width() / 2,
        "A1 is top right for Frost"
    );
    assert!(near(&img, sq("A1"), Side::Frost, (32, 32), 12, ember_fill));
    let (x, y) = square_origin(sq("J12"), Side::Frost);
    assert!(
        y > img.height() / 2 && x < img.width() / 2,
        "J12 is bottom left for Frost"
    );
}

#[test]
fn a_staged_move_dims_its_source_and_ghosts_its_destination() {
    let pos = Position::start();
    let mut req = BoardRequest::new(&pos);
    let plain = draw(&req);
    req.preview = Preview {
        staged_move: Some(Move::new(sq("E2"), sq("E4"))),
        staged_claim: None,
        claim_picking: false,
    };
    let staged = draw(&req);
    let (ox, oy) = square_origin(sq("E2"), Side::Ember);
    let corner_before = plain.get_pixel(ox + 2, oy + 2).0;
    let corner_after = staged.get_pixel(ox + 2, oy + 2).0;
    assert!(
        corner_after.iter().zip(corner_before).all(|(a, b)| *a < b),
        "source dimmed"
    );
    let (dx, dy) = square_origin(sq("E4"), Side::Ember);
    let changed = (0..SQUARE)
        .flat_map(|y| (0..SQUARE).map(move |x| (x, y)))
        .filter(|&(x, y)| plain.get_pixel(dx + x, dy + y) != staged.get_pixel(dx + x, dy + y))
        .count();
    assert!(
        changed > 200,
        "ghost drawn on E4 ({changed} pixels changed)"
    );
    let ember_fill = theme::side(Side::Ember).fill;
    assert!(
        !near(&staged, sq("E4"), Side::Ember, (32, 40), 10, ember_fill),
        "the ghost is translucent, not solid"
    );
}

#[test]
fn alt_text_describes_the_position_within_the_limit() {
    let pos = Position::start();
    let long = "x".repeat(500);
    let mut req = BoardRequest::new(&pos);
    req.players = [&long, "bob"];
    let captured = [Kind::Scout; 40];
    req.captured = [&captured, &captured];
    let picture = renderer().board(&req, &game_api::Ids).unwrap();
    assert!(picture.alt.chars().count() <= MAX_ALT);
    let short = renderer()
        .board(&BoardRequest::new(&pos), &game_api::Ids)
        .unwrap()
        .alt;
    assert!(
        short.starts_with("masters-alt-to-move(turn: 1, side: masters-side-ember, player: Ember)"),
        "{short}"
    );
    assert!(
        short.contains("masters-alt-generals(count: 1, squares: E1)")
            && short.contains("masters-alt-protected("),
        "{short}"
    );
}

#[test]
fn piece_diagrams_render_for_every_kind() {
    for kind in Kind::ALL {
        let picture = renderer().diagram(kind, &game_api::Ids).unwrap();
        image::load_from_memory_with_format(&picture.png, image::ImageFormat::Png).unwrap();
        assert!(!picture.alt.is_empty());
    }
}

#[test]
fn the_square_size_is_configurable() {
    assert!(Renderer::with_square(10).is_err());
    assert!(Renderer::with_square(500).is_err());
    let small = Renderer::with_square(48).unwrap();
    let g = small.geometry();
    let pos: Position = "4g5/10/10/10/10/3cs5/4S5/10/10/10/10/4G5 e 1 -/- -/- -"
        .parse()
        .unwrap();
    let picture = small
        .board(&BoardRequest::new(&pos), &game_api::Ids)
        .unwrap();
    assert_eq!((picture.width, picture.height), (48 * 10 + 48, g.height()));
    let img = image::load_from_memory_with_format(&picture.png, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8();
    assert_eq!(img.dimensions(), (528, g.height()));
    // The gold dot sits at the bottom centre of the occupied protected square E7, scaled.
    let (ox, oy) = g.square_origin(sq("E7"), Side::Ember);
    let (cx, cy) = g.marker_centres(1)[0];
    let found = (0..5)
        .flat_map(|dy| (0..5).map(move |dx| (dx, dy)))
        .any(|(dx, dy)| {
            img.get_pixel(ox + cx as u32 + dx - 2, oy + cy as u32 + dy - 2)
                .0
                == theme::GOLD
        });
    assert!(found, "gold dot on E7 at 48 px");
}

/// Pixels of `color` in square `s`.
fn count(img: &RgbImage, s: Square, bottom: Side, color: [u8; 3]) -> usize {
    let (ox, oy) = square_origin(s, bottom);
    (0..SQUARE)
        .flat_map(|y| (0..SQUARE).map(move |x| (x, y)))
        .filter(|&(x, y)| img.get_pixel(ox + x, oy + y).0 == color)
        .count()
}

#[test]
fn a_claim_shows_at_a_glance_as_a_ring_round_the_base_in_the_claimers_colour() {
    let pos: Position = "4g5/10/10/10/10/10/10/5h*C3/10/10/10/4GP4 e 1 -/- -/- -"
        .parse()
        .unwrap();
    let img = draw(&BoardRequest::new(&pos));
    let ember = theme::side(Side::Ember).marker;
    // The ring reaches both sides of the base, well beyond the dot.
    assert!(
        near(&img, sq("F5"), Side::Ember, (12, 55), 3, ember),
        "left of the base"
    );
    assert!(
        near(&img, sq("F5"), Side::Ember, (52, 55), 3, ember),
        "right of the base"
    );
    let claimed = count(&img, sq("F5"), Side::Ember, ember);
    assert!(claimed > 100, "{claimed} pixels of the claimer's colour");
    // An unclaimed piece has none of it.
    assert_eq!(count(&img, sq("E1"), Side::Ember, ember), 0);
}

#[test]
fn the_witch_badge_shows_the_inherited_piece_in_its_own_colours() {
    let with: Position = "4g5/10/10/10/10/10/10/10/10/10/10/4G1W3 e 1 H/- -/- -"
        .parse()
        .unwrap();
    let img = draw(&BoardRequest::new(&with));
    let corner = (SQUARE - 12, SQUARE - 12);
    let fill = theme::side(Side::Ember).fill;
    assert!(
        near(&img, sq("G1"), Side::Ember, corner, 5, [255, 255, 255]),
        "a white backdrop"
    );
    assert!(
        near(&img, sq("G1"), Side::Ember, corner, 5, fill),
        "the horseman in Ember's colours"
    );
}

/// The bounding box (width, height) of `color`'s pixels in square `s`.
fn extent(img: &RgbImage, s: Square, color: [u8; 3]) -> (u32, u32) {
    let (ox, oy) = square_origin(s, Side::Ember);
    let hits: Vec<(u32, u32)> = (0..SQUARE)
        .flat_map(|y| (0..SQUARE).map(move |x| (x, y)))
        .filter(|&(x, y)| img.get_pixel(ox + x, oy + y).0 == color)
        .collect();
    let span = |f: fn(&(u32, u32)) -> u32| {
        let lo = hits.iter().map(f).min().unwrap_or(0);
        let hi = hits.iter().map(f).max().unwrap_or(0);
        hi + 1 - lo
    };
    (span(|p| p.0), span(|p| p.1))
}

#[test]
fn the_witch_badge_and_the_tray_are_big_enough_to_read_at_the_default_size() {
    let with: Position = "4g5/10/10/10/10/10/10/10/10/10/10/4G1W3 e 1 H/- -/- -"
        .parse()
        .unwrap();
    let img = draw(&BoardRequest::new(&with));
    let (w, h) = extent(&img, sq("G1"), theme::BADGE);
    assert!(w >= 30 && h >= 30, "badge ring {w}×{h} px");
    // Captured pieces in the tray: as tall as a third of a square or more.
    let mut req = BoardRequest::new(&with);
    let lost = [Kind::Sentinel, Kind::Horseman];
    req.captured = [&lost, &[]];
    let img = draw(&req);
    let top = renderer().geometry().tray_top();
    let line = theme::side(Side::Ember).line;
    let rows: Vec<u32> = (top..img.height())
        .filter(|&y| (0..img.width()).any(|x| img.get_pixel(x, y).0 == line))
        .collect();
    let tall = rows.last().unwrap() - rows.first().unwrap() + 1;
    assert!(tall >= 30, "tray icons {tall} px tall");
}

/// A position and a move of its side to move that captures, reached by
/// playing the first legal move (in order) each turn until one captures.
fn a_capture() -> (Position, Move) {
    let mut pos = Position::start();
    for _ in 0..200 {
        let turns = pos.legal_turns();
        let capture = turns.iter().find_map(|t| match t.action {
            masters::Action::Move(m) => pos
                .piece_at(m.to)
                .filter(|p| p.owner != pos.to_move())
                .map(|_| m),
            _ => None,
        });
        if let Some(m) = capture {
            return (pos, m);
        }
        // Cycle through the moves so the armies meet.
        let moves: Vec<&masters::Turn> = turns
            .iter()
            .filter(|t| matches!(t.action, masters::Action::Move(_)))
            .collect();
        let next = moves[pos.turn() as usize * 7 % moves.len()];
        pos = pos.play(next).unwrap().0;
    }
    panic!("no capture within 200 turns");
}

#[test]
fn a_staged_capture_shows_the_victim_with_brackets_not_a_blended_ghost() {
    let (pos, m) = a_capture();
    let bottom = pos.to_move();
    let victim = pos.piece_at(m.to).unwrap();
    let mut req = BoardRequest::new(&pos);
    req.bottom = bottom;
    let plain = draw(&req);
    req.preview = Preview {
        staged_move: Some(m),
        staged_claim: None,
        claim_picking: false,
    };
    let staged = draw(&req);
    assert!(
        count(&staged, m.to, bottom, theme::BRACKET) > 40,
        "brackets on the victim's square"
    );
    assert_eq!(count(&plain, m.to, bottom, theme::BRACKET), 0);
    // The victim itself is drawn as before: its solid fill is still there.
    let fill = theme::side(victim.owner).fill;
    let before = count(&plain, m.to, bottom, fill);
    assert!(before > 50, "the victim's fill shows ({before} pixels)");
    assert_eq!(
        count(&staged, m.to, bottom, fill),
        before,
        "no ghost blended over the victim"
    );
    // And the source is dimmed.
    let (ox, oy) = square_origin(m.from, bottom);
    let (a, b) = (
        plain.get_pixel(ox + 2, oy + 2).0,
        staged.get_pixel(ox + 2, oy + 2).0,
    );
    assert!(b.iter().zip(a).all(|(b, a)| *b < a), "source dimmed");
}
