//! Text drawn with TrueType fonts, in any script: the picture's own font
//! first, then a chain of fallbacks (Arabic, Hebrew, Devanagari, Thai,
//! and Chinese, Japanese and Korean), each character drawn by the first
//! font that has it. Text the picture's font covers alone, in a script
//! that needs no shaping (Latin, Greek, Cyrillic and the like), takes a
//! quick path: glyph by glyph, the printable ASCII ones rasterised once
//! per size. Anything else is put in visual order (right-to-left runs
//! reversed, Unicode's bidirectional algorithm) and shaped (Arabic
//! letters joined, Devanagari conjuncts formed, Thai marks placed) before
//! it is drawn; its glyphs are kept once rasterised.

use crate::canvas::{Canvas, Rgb};
use crate::sprite::Mask;
use ab_glyph::{Font as _, FontArc, Glyph, GlyphId, PxScale, ScaleFont};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Why a font could not be loaded.
#[derive(Debug, thiserror::Error)]
#[error("invalid font file: {0}")]
pub struct FontError(String);

/// The fonts tried after a picture's own, in order, for what it lacks
/// (fonts/, each with its licence): Arabic, Hebrew, Devanagari and Thai
/// (Noto Sans), Korean (NanumGothic), Chinese and Japanese (Droid Sans
/// Fallback).
pub const FALLBACKS: [&[u8]; 6] = [
    include_bytes!("../../../fonts/NotoSansArabic-Bold.ttf"),
    include_bytes!("../../../fonts/NotoSansHebrew-Bold.ttf"),
    include_bytes!("../../../fonts/NotoSansDevanagari-Bold.ttf"),
    include_bytes!("../../../fonts/NotoSansThai-Bold.ttf"),
    include_bytes!("../../../fonts/NanumGothicBold.ttf"),
    include_bytes!("../../../fonts/DroidSansFallbackFull.ttf"),
];

/// One font of a chain: for drawing its glyphs and for shaping with it.
struct Face {
    font: FontArc,
    shaper: rustybuzz::Face<'static>,
}

impl Face {
    fn load(bytes: &'static [u8]) -> Result<Face, FontError> {
        let font = FontArc::try_from_slice(bytes).map_err(|e| FontError(e.to_string()))?;
        let shaper = rustybuzz::Face::from_slice(bytes, 0)
            .ok_or_else(|| FontError("not a font the shaper reads".into()))?;
        Ok(Face { font, shaper })
    }

    /// Its units per em.
    fn em_units(&self) -> f32 {
        f32::from(self.shaper.units_per_em() as u16).max(1.0)
    }

    /// The scale at which its em is `em_px` pixels: ab_glyph sizes a font
    /// by its line height, so fonts of one chain are sized by their em
    /// instead, to look alike beside each other.
    fn scale_for_em(&self, em_px: f32) -> PxScale {
        let height = self.font.height_unscaled().max(1.0);
        PxScale::from(em_px / self.em_units() * height)
    }

    fn has(&self, c: char) -> bool {
        self.font.glyph_id(c).0 != 0
    }
}

/// The fallback fonts, loaded once per process.
fn fallbacks() -> &'static [Arc<Face>] {
    static LOADED: OnceLock<Vec<Arc<Face>>> = OnceLock::new();
    LOADED.get_or_init(|| {
        FALLBACKS
            .iter()
            .filter_map(|bytes| Face::load(bytes).ok().map(Arc::new))
            .collect()
    })
}

/// One rasterised glyph: its coverage, where it sits relative to the pen, and how far the pen moves.
#[derive(Clone, Debug)]
struct RasterGlyph {
    mask: Mask,
    left: i32,
    top: i32,
    advance: f32,
}

/// A glyph placed on a line: which font, which glyph, where (in pixels
/// from the line's start), and how far the pen moves after it.
struct Placed {
    face: usize,
    glyph: u16,
    x: f32,
    y: f32,
    advance: f32,
}

/// A font at one pixel size, with its fallbacks, and its ASCII glyphs
/// ready.
pub struct Text {
    /// The picture's own font first, then the fallbacks.
    faces: Vec<Arc<Face>>,
    px: f32,
    /// The picture's own font's em, in pixels: every font is drawn at it.
    em_px: f32,
    ascii: HashMap<char, RasterGlyph>,
    /// Other glyphs, by font and glyph id, once drawn.
    kept: Mutex<HashMap<(usize, u16), Arc<RasterGlyph>>>,
    /// Lines already shaped (a picture's words and names come back with
    /// every frame and every turn), up to [`SHAPED_KEPT`] of them.
    shaped: Mutex<HashMap<String, Arc<Vec<Placed>>>>,
}

/// The most shaped lines one [`Text`] keeps; past it, it starts again.
const SHAPED_KEPT: usize = 4_096;

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Text({} fonts, {} px)", self.faces.len(), self.px)
    }
}

impl Clone for Text {
    fn clone(&self) -> Text {
        Text {
            faces: self.faces.clone(),
            px: self.px,
            em_px: self.em_px,
            ascii: self.ascii.clone(),
            kept: Mutex::new(HashMap::new()),
            shaped: Mutex::new(HashMap::new()),
        }
    }
}

impl Text {
    /// Loads a TrueType/OpenType font for drawing at `px` pixels, with the
    /// fallback chain after it.
    pub fn new(font_bytes: &'static [u8], px: f32) -> Result<Text, FontError> {
        let mut faces = vec![Arc::new(Face::load(font_bytes)?)];
        faces.extend(fallbacks().iter().cloned());
        let own = &faces[0];
        let em_px = px * own.em_units() / own.font.height_unscaled().max(1.0);
        let mut text = Text {
            faces,
            px,
            em_px,
            ascii: HashMap::new(),
            kept: Mutex::new(HashMap::new()),
            shaped: Mutex::new(HashMap::new()),
        };
        for c in ' '..='~' {
            let id = text.faces[0].font.glyph_id(c);
            let g = text.rasterise(0, id);
            text.ascii.insert(c, g);
        }
        Ok(text)
    }

    /// The scale font `face` is drawn at (the picture's own at its size).
    fn scale(&self, face: usize) -> PxScale {
        match face {
            0 => PxScale::from(self.px),
            f => self.faces[f].scale_for_em(self.em_px),
        }
    }

    fn rasterise(&self, face: usize, id: GlyphId) -> RasterGlyph {
        let font = &self.faces[face].font;
        let scale = self.scale(face);
        let scaled = font.as_scaled(scale);
        let advance = scaled.h_advance(id);
        let ascent = self.faces[0]
            .font
            .as_scaled(PxScale::from(self.px))
            .ascent();
        let glyph: Glyph = id.with_scale_and_position(scale, ab_glyph::point(0.0, ascent));
        match font.outline_glyph(glyph) {
            Some(outline) => {
                let b = outline.px_bounds();
                let mut mask = Mask::new(b.width().ceil() as u32 + 1, b.height().ceil() as u32 + 1);
                outline.draw(|x, y, v| {
                    mask.cover(
                        x as i32,
                        y as i32,
                        (v.clamp(0.0, 1.0) * 255.0).round() as u8,
                    )
                });
                RasterGlyph {
                    mask,
                    left: b.min.x.floor() as i32,
                    top: b.min.y.floor() as i32,
                    advance,
                }
            }
            None => RasterGlyph {
                mask: Mask::new(1, 1),
                left: 0,
                top: 0,
                advance,
            },
        }
    }

    /// The glyph `id` of font `face`, rasterised once.
    fn glyph(&self, face: usize, id: u16) -> Arc<RasterGlyph> {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        Arc::clone(
            kept.entry((face, id))
                .or_insert_with(|| Arc::new(self.rasterise(face, GlyphId(id)))),
        )
    }

    /// Whether `text` takes the quick path: every character in the
    /// picture's own font, none that needs shaping or reordering.
    fn plain(&self, text: &str) -> bool {
        text.chars()
            .all(|c| self.ascii.contains_key(&c) || (needs_no_shaping(c) && self.faces[0].has(c)))
    }

    /// `text` shaped and placed on a line, in visual order, shaped once.
    fn shape(&self, text: &str) -> Arc<Vec<Placed>> {
        if let Some(placed) = self
            .shaped
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(text)
        {
            return Arc::clone(placed);
        }
        let placed = Arc::new(self.shape_now(text));
        let mut shaped = self.shaped.lock().unwrap_or_else(|e| e.into_inner());
        if shaped.len() >= SHAPED_KEPT {
            shaped.clear();
        }
        shaped.insert(text.to_string(), Arc::clone(&placed));
        placed
    }

    fn shape_now(&self, text: &str) -> Vec<Placed> {
        let info = unicode_bidi::BidiInfo::new(text, None);
        let mut out = vec![];
        let mut pen = 0.0f32;
        for para in &info.paragraphs {
            let line = para.range.clone();
            let (levels, runs) = info.visual_runs(para, line);
            for run in runs {
                let rtl = levels[run.start].is_rtl();
                // The run cut where the font that covers it changes.
                let mut pieces: Vec<(usize, std::ops::Range<usize>)> = vec![];
                for (i, c) in text[run.clone()].char_indices() {
                    let at = run.start + i;
                    let face = self.face_for(c, pieces.last().map(|(f, _)| *f));
                    match pieces.last_mut() {
                        Some((f, r)) if *f == face => r.end = at + c.len_utf8(),
                        _ => pieces.push((face, at..at + c.len_utf8())),
                    }
                }
                if rtl {
                    pieces.reverse();
                }
                for (face, range) in pieces {
                    pen = self.shape_piece(&text[range], face, rtl, pen, &mut out);
                }
            }
        }
        out
    }

    /// The font that draws `c`: the one drawing its neighbour when that
    /// one has it (marks and joiners stay with their letters), else the
    /// first of the chain that has it, else the picture's own.
    fn face_for(&self, c: char, current: Option<usize>) -> usize {
        if let Some(f) = current
            && (self.faces[f].has(c) || c.is_whitespace() || is_mark_or_joiner(c))
        {
            return f;
        }
        (0..self.faces.len())
            .find(|&f| self.faces[f].has(c))
            .unwrap_or(0)
    }

    /// Shapes one piece of one font and direction, placed from `pen`; the
    /// pen after it.
    fn shape_piece(
        &self,
        piece: &str,
        face: usize,
        rtl: bool,
        pen: f32,
        out: &mut Vec<Placed>,
    ) -> f32 {
        let shaper = &self.faces[face].shaper;
        let mut buffer = rustybuzz::UnicodeBuffer::new();
        buffer.push_str(piece);
        buffer.set_direction(if rtl {
            rustybuzz::Direction::RightToLeft
        } else {
            rustybuzz::Direction::LeftToRight
        });
        buffer.guess_segment_properties();
        let shaped = rustybuzz::shape(shaper, &[], buffer);
        // Font units to pixels, as the glyphs themselves are drawn.
        let scale = self.faces[face]
            .font
            .as_scaled(self.scale(face))
            .h_scale_factor();
        let mut pen = pen;
        for (info, pos) in shaped.glyph_infos().iter().zip(shaped.glyph_positions()) {
            let advance = pos.x_advance as f32 * scale;
            out.push(Placed {
                face,
                glyph: info.glyph_id as u16,
                x: pen + pos.x_offset as f32 * scale,
                y: -(pos.y_offset as f32) * scale,
                advance,
            });
            pen += advance;
        }
        pen
    }

    /// The height of a line in pixels.
    pub fn line_height(&self) -> u32 {
        let scaled = self.faces[0].font.as_scaled(PxScale::from(self.px));
        (scaled.ascent() - scaled.descent()).ceil() as u32
    }

    /// The width `text` takes in pixels.
    pub fn width(&self, text: &str) -> u32 {
        if self.plain(text) {
            return text
                .chars()
                .map(|c| self.plain_advance(c))
                .sum::<f32>()
                .ceil() as u32;
        }
        self.shape(text)
            .iter()
            .map(|p| p.advance)
            .sum::<f32>()
            .ceil() as u32
    }

    fn plain_advance(&self, c: char) -> f32 {
        match self.ascii.get(&c) {
            Some(g) => g.advance,
            None => self.glyph(0, self.faces[0].font.glyph_id(c).0).advance,
        }
    }

    /// Draws `text` with its top-left corner at (`x`, `y`); returns the x after it.
    pub fn draw(&self, canvas: &mut Canvas, x: i32, y: i32, color: Rgb, text: &str) -> i32 {
        runs::heard(text);
        let mut pen = x as f32;
        if self.plain(text) {
            for c in text.chars() {
                pen += match self.ascii.get(&c) {
                    Some(g) => {
                        canvas.blit_mask(&g.mask, pen.round() as i32 + g.left, y + g.top, color);
                        g.advance
                    }
                    None => {
                        let g = self.glyph(0, self.faces[0].font.glyph_id(c).0);
                        canvas.blit_mask(&g.mask, pen.round() as i32 + g.left, y + g.top, color);
                        g.advance
                    }
                };
            }
            return pen.round() as i32;
        }
        let start = pen;
        let mut end = pen;
        for p in self.shape(text).iter() {
            let g = self.glyph(p.face, p.glyph);
            canvas.blit_mask(
                &g.mask,
                (start + p.x).round() as i32 + g.left,
                y + (p.y).round() as i32 + g.top,
                color,
            );
            end = start + p.x + p.advance;
        }
        end.round() as i32
    }

    /// The longest beginning of `text` that fits in `max_width` pixels,
    /// with "…" when cut (whole characters are kept or cut).
    pub fn fit(&self, text: &str, max_width: u32) -> String {
        if self.width(text) <= max_width {
            return text.to_string();
        }
        let chars: Vec<char> = text.chars().collect();
        // The longest prefix whose width with "…" fits: widths grow with
        // the prefix, so a binary search finds it.
        let (mut lo, mut hi) = (0usize, chars.len());
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            let candidate: String = chars[..mid].iter().chain(std::iter::once(&'…')).collect();
            if self.width(&candidate) <= max_width {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        chars[..lo].iter().chain(std::iter::once(&'…')).collect()
    }

    /// Whether every character of `text` has a glyph in some font of the
    /// chain (nothing would be drawn as a missing-glyph box).
    pub fn covers(&self, text: &str) -> bool {
        text.chars().all(|c| {
            c.is_whitespace() || is_mark_or_joiner(c) || self.faces.iter().any(|f| f.has(c))
        })
    }
}

/// Whether `c` is drawn as it is, glyph by glyph: a letter of a script
/// before Hebrew (Latin, Greek, Cyrillic, Armenian), or punctuation,
/// arrows and symbols (`…`, `—`, `’`, `→`), but not a direction control,
/// a joiner or an invisible separator.
fn needs_no_shaping(c: char) -> bool {
    let c = u32::from(c);
    c < 0x0590
        || ((0x2010..=0x2027).contains(&c) || (0x2030..=0x205E).contains(&c))
        || (0x2070..=0x2BFF).contains(&c)
}

/// Whether `c` is a combining mark or a joiner, which belongs with the
/// letter before it (drawn by that letter's font).
fn is_mark_or_joiner(c: char) -> bool {
    matches!(c, '\u{200C}' | '\u{200D}' | '\u{0300}'..='\u{036F}' | '\u{0E31}' | '\u{0E34}'..='\u{0E3A}' | '\u{0E47}'..='\u{0E4E}' | '\u{0900}'..='\u{0903}' | '\u{093A}'..='\u{094F}' | '\u{0951}'..='\u{0957}' | '\u{0962}'..='\u{0963}' | '\u{064B}'..='\u{065F}' | '\u{0670}' | '\u{05B0}'..='\u{05C7}')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text() -> Text {
        Text::new(crate::FONT, 20.0).unwrap()
    }

    #[test]
    fn names_in_every_script_have_their_glyphs() {
        let t = text();
        for name in [
            "alice",
            "Ωμέγα",
            "Жанна",
            "太郎",
            "さくら",
            "김민준",
            "محمد",
            "דוד",
            "देव",
            "สมชาย",
        ] {
            assert!(t.covers(name), "{name}");
            assert!(t.width(name) > 0, "{name}");
        }
        assert!(
            !t.covers("\u{E000}"),
            "a private-use character has no glyph"
        );
    }

    #[test]
    fn punctuation_takes_the_quick_path_and_measures_as_shaped() {
        let t = text();
        let line = "Turn 12 \u{2014} alice\u{2019}s move\u{2026} \u{2192} E4";
        assert!(t.plain(line));
        // As wide as shaped, but for the shaper's kerning (under 1 %).
        let shaped = t
            .shape_now(line)
            .iter()
            .map(|p| p.advance)
            .sum::<f32>()
            .ceil() as u32;
        assert!(
            t.width(line).abs_diff(shaped) * 100 <= shaped,
            "{} {shaped}",
            t.width(line)
        );
        // A joiner or a direction control still goes through the shaper.
        assert!(!t.plain("a\u{200D}b"));
        assert!(!t.plain("a\u{2067}b"));
    }

    #[test]
    fn a_shaped_line_is_shaped_once() {
        let t = text();
        let first = t.shape("محمد 太郎");
        let again = t.shape("محمد 太郎");
        assert!(Arc::ptr_eq(&first, &again));
        assert_eq!(t.shape("دوד").len(), t.shape_now("دوד").len());
    }

    #[test]
    fn names_in_every_script_draw_their_glyphs_not_boxes() {
        let t = text();
        let white = [255, 255, 255];
        let drawn = |s: &str| {
            let mut canvas = Canvas::new(400, 40, white);
            t.draw(&mut canvas, 4, 4, [0, 0, 0], s);
            canvas.pixels().to_vec()
        };
        let blank = Canvas::new(400, 40, white).pixels().to_vec();
        for name in ["太郎", "محمد", "Ωμέγα", "देव", "สมชาย", "김민준", "דוד"]
        {
            let inked = drawn(name);
            assert_ne!(inked, blank, "{name} draws something");
            // As many characters that no font has: missing-glyph boxes.
            let boxes = drawn(&"\u{E000}".repeat(name.chars().count()));
            assert_ne!(inked, boxes, "{name} is not drawn as boxes");
        }
    }

    #[test]
    fn plain_scripts_take_the_quick_path_and_shaping_joins_arabic() {
        let t = text();
        assert!(t.plain("alice (Ember)") && t.plain("Ωμέγα"));
        assert!(!t.plain("محمد") && !t.plain("太郎"));
        // Joined Arabic letters are narrower than the letters apart.
        let joined = t.width("محمد");
        let apart: u32 = "محمد".chars().map(|c| t.width(&c.to_string())).sum();
        assert!(joined < apart, "{joined} < {apart}");
    }

    #[test]
    fn fitting_cuts_whole_characters_and_says_so() {
        let t = text();
        let long = "太郎".repeat(20);
        let cut = t.fit(&long, 100);
        assert!(cut.ends_with('…'));
        assert!(t.width(&cut) <= 100, "{}", t.width(&cut));
        assert_eq!(t.fit("alice", 1000), "alice");
    }
}

/// The text runs drawn on this thread, read back by tests: every string
/// [`Text::draw`] draws while a recording runs, in order.
pub mod runs {
    use std::cell::RefCell;

    thread_local! {
        static HEARD: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
    }

    /// Runs `f` and returns what it returned with every text run drawn
    /// on this thread meanwhile (pictures cached from before draw none).
    pub fn recorded<R>(f: impl FnOnce() -> R) -> (R, Vec<String>) {
        let before = HEARD.with(|h| h.borrow_mut().replace(vec![]));
        let out = f();
        let runs = HEARD.with(|h| std::mem::replace(&mut *h.borrow_mut(), before));
        (out, runs.unwrap_or_default())
    }

    /// Notes one run, when a recording is on.
    pub(super) fn heard(text: &str) {
        HEARD.with(|h| {
            if let Some(runs) = h.borrow_mut().as_mut() {
                runs.push(text.to_string());
            }
        });
    }
}
