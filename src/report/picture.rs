//! The Explorer's picture of a state, drawn as a game client draws a board: a panel per player
//! (life, library and hand counts, a row of card boxes per zone), the stack as a column, the
//! command zone, the player who must act highlighted, and what changed since the previous
//! state marked. Every colour is explicit, on a light panel of its own, so it reads the same on
//! a light or a dark page; text is monospace, so the boxes are sized to what they hold.

use std::fmt::Write;

use crate::engine::{CardId, Engine, Game, StackItem, Zone};
use crate::report::escape::xml;
use crate::report::{ability_label, card_marks, status_line, MarkKind};

/// The picture's width in SVG units; it scales to the Explorer's column (`width='100%'`).
pub const WIDTH: u32 = 760;
const MARGIN: u32 = 8;
const GAP: u32 = 8;
/// Monospace character widths at the two text sizes (0.6 em).
const CHAR_SMALL: f32 = 6.6; // 11 px
const CHAR_NAME: f32 = 7.2; // 12 px
const RIGHT_COLUMN: u32 = 230;
const ZONE_LABEL: u32 = 92;
/// A card box's name is cut to this many characters (the full name is its tooltip).
const MAX_NAME: usize = 30;

const INK: &str = "#1a1a1a";
const MUTED: &str = "#555555";
const PAPER: &str = "#f6f4ee";
const PANEL: &str = "#ffffff";
const CARD: &str = "#fffdf6";
const TAPPED: &str = "#e9e5d9";
const ACTOR: &str = "#b45309";
const CHANGED: &str = "#1d4ed8";

/// How a line at the top of the picture reads: a property's verdict on this state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// An `always` or `terminates` property is violated here.
    Violated,
    /// A `sometimes` property is reached here.
    Reached,
    Plain,
}

/// What the picture shows besides the board.
#[derive(Default)]
pub struct Extras<'a> {
    /// Lines at the top: the properties' verdicts on this state.
    pub verdicts: Vec<(Tone, String)>,
    /// The move that led here, in game language.
    pub last_move: Option<&'a str>,
    /// Lines at the bottom (a cut move list).
    pub notes: Vec<String>,
}

/// `g` as an SVG picture; `prev`, the state before it, for marking what changed.
pub fn svg(eng: &Engine, prev: Option<&Game>, g: &Game, extras: &Extras) -> String {
    let mut c = Canvas::default();
    let mut y = MARGIN;
    for (tone, line) in &extras.verdicts {
        let (fill, ink) = match tone {
            Tone::Violated => ("#fde2e2", "#8b0000"),
            Tone::Reached => ("#dcf3dc", "#14532d"),
            Tone::Plain => ("#ecebe6", MUTED),
        };
        c.rect(MARGIN, y, WIDTH - 2 * MARGIN, 20, fill, ink, 1, "verdict");
        c.text(
            MARGIN + 6,
            y + 14,
            12,
            true,
            ink,
            &clip(line, 100),
            "verdict-text",
        );
        y += 24;
    }
    c.text(
        MARGIN,
        y + 14,
        13,
        true,
        INK,
        &status_line(eng, g),
        "status-line",
    );
    y += 20;
    if let Some(m) = extras.last_move {
        c.text(
            MARGIN,
            y + 12,
            11,
            false,
            MUTED,
            &clip(&format!("after: {m}"), 108),
            "last-move",
        );
        y += 18;
    }
    y += 4;
    let right = !g.stack.is_empty() || !g.face_up.is_empty() || g.planar_controller.is_some();
    let left_w = if right {
        WIDTH - 2 * MARGIN - GAP - RIGHT_COLUMN
    } else {
        WIDTH - 2 * MARGIN
    };
    let top = y;
    let mut ly = top;
    for p in 0..g.players.len() as u8 {
        ly = player_area(&mut c, eng, prev, g, p, MARGIN, ly, left_w) + GAP;
    }
    let mut ry = top;
    if right {
        let x = WIDTH - MARGIN - RIGHT_COLUMN;
        if !g.stack.is_empty() {
            ry = stack_column(&mut c, eng, prev, g, x, ry) + GAP;
        }
        if !g.face_up.is_empty() || g.planar_controller.is_some() {
            ry = command_zone(&mut c, eng, prev, g, x, ry) + GAP;
        }
    }
    y = ly.max(ry);
    for n in &extras.notes {
        c.text(MARGIN, y + 12, 12, true, "#8b0000", &clip(n, 100), "note");
        y += 18;
    }
    let height = y + MARGIN;
    let mut s = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' class='board' width='100%' viewBox='0 0 {WIDTH} {height}' \
         style='max-width:{WIDTH}px;display:block' font-family='DejaVu Sans Mono, Menlo, Consolas, monospace'>\
         <rect class='paper' x='0' y='0' width='{WIDTH}' height='{height}' rx='8' fill='{PAPER}' stroke='#8a8a8a'/>"
    );
    s.push_str(&c.out);
    s.push_str("</svg>");
    s
}

/// A player's panel at (`x`, `y`), `w` wide; returns its bottom.
#[allow(clippy::too_many_arguments)]
fn player_area(
    c: &mut Canvas,
    eng: &Engine,
    prev: Option<&Game>,
    g: &Game,
    p: u8,
    x: u32,
    y: u32,
    w: u32,
) -> u32 {
    let pl = &g.players[p as usize];
    let acts = g.outcome.is_none() && g.actor() == p;
    let owned = |g: &Game, zone: Zone| {
        g.in_zone(zone)
            .filter(|&id| {
                if zone == Zone::Battlefield {
                    g.obj(id).controller == p
                } else {
                    eng.owner(id) == p
                }
            })
            .collect::<Vec<CardId>>()
    };
    let hand = owned(g, Zone::Hand).len();
    let was = |now: usize, then: Option<usize>| match then {
        Some(t) if t != now => format!("{now} (was {t})"),
        _ => now.to_string(),
    };
    let prev_pl = prev.map(|q| &q.players[p as usize]);
    let life = match prev_pl {
        Some(q) if q.life != pl.life => format!("{} (was {})", pl.life, q.life),
        _ => pl.life.to_string(),
    };
    let mut counts = format!(
        "life {life} · library {} · hand {}",
        was(pl.library.len(), prev_pl.map(|q| q.library.len())),
        was(hand, prev.map(|q| owned(q, Zone::Hand).len()))
    );
    let kinds = super::player_counters(pl);
    if !kinds.is_empty() {
        let was_kinds = prev_pl.map(super::player_counters);
        counts.push_str(&kinds.replace(", ", " · "));
        if let Some(w) = was_kinds.filter(|w| *w != kinds) {
            let w = w.trim_start_matches(", ").replace(", ", " · ");
            counts.push_str(&format!(
                " (was {})",
                if w.is_empty() { "none" } else { &w }
            ));
        }
    }
    if pl.lost {
        counts.push_str(" · lost");
    }
    let counts_changed = counts.contains("(was");

    let mut body = Canvas::default();
    let name = eng.player_name(p);
    let mut yy = y + 20;
    body.text(x + 10, yy - 4, 14, true, INK, name, "player-name");
    let cx = x + 10 + text_w(name.chars().count(), 8.4) + 12;
    body.text(
        cx,
        yy - 4,
        12,
        counts_changed,
        if counts_changed { CHANGED } else { INK },
        &counts,
        "player-counts",
    );
    if acts {
        let what = match &g.decision {
            Some(d) => format!("to act: {}", crate::report::decision_name(d)),
            None => "has priority".to_string(),
        };
        let bw = text_w(what.chars().count(), CHAR_SMALL) + 14;
        let bx = (x + w).saturating_sub(bw + 8);
        body.rect(bx, yy - 16, bw, 17, ACTOR, ACTOR, 1, "actor-badge");
        body.text(bx + 7, yy - 4, 11, true, "#ffffff", &what, "actor-text");
    }
    yy += 6;
    for zone in [Zone::Hand, Zone::Battlefield, Zone::Graveyard, Zone::Exile] {
        let cards = owned(g, zone);
        if cards.is_empty() {
            continue;
        }
        body.text(x + 10, yy + 16, 11, false, MUTED, zone.name(), "zone-label");
        let boxes: Vec<CardBox> = cards
            .iter()
            .map(|&id| CardBox::of(eng, prev, g, id))
            .collect();
        yy = flow(&mut body, &boxes, x + ZONE_LABEL, yy, x + w - 8) + 6;
    }
    let h = (yy - y).max(34) + 4;
    let (stroke, sw) = if acts { (ACTOR, 3) } else { ("#9a9a9a", 1) };
    c.rect(x, y, w, h, PANEL, stroke, sw, "player");
    c.out.push_str(&body.out);
    y + h
}

/// A card as its box shows it.
struct CardBox {
    name: String,
    full_name: String,
    lines: Vec<String>,
    pt: Option<String>,
    tapped: bool,
    /// "new" (it moved here) or "changed", against the previous state.
    change: Option<&'static str>,
    zone: &'static str,
    w: u32,
    h: u32,
}

impl CardBox {
    fn of(eng: &Engine, prev: Option<&Game>, g: &Game, id: CardId) -> CardBox {
        let o = g.obj(id);
        let mut marks = Vec::new();
        let mut pt = None;
        let mut tapped = false;
        for (kind, m) in card_marks(eng, g, id) {
            match kind {
                MarkKind::PowerToughness => pt = Some(m),
                MarkKind::Time if o.zone == Zone::Exile => marks.push(format!("suspended: {m}")),
                MarkKind::Tapped => tapped = true,
                _ => marks.push(m),
            }
        }
        let change = prev.and_then(|q| {
            let before = q.obj(id);
            if before.zone != o.zone || before.controller != o.controller {
                Some("new")
            } else if card_marks(eng, q, id) != card_marks(eng, g, id)
                || eng.face_name(q, id) != eng.face_name(g, id)
            {
                Some("changed")
            } else {
                None
            }
        });
        let full_name = eng.shown_name(g, id);
        let name = clip(&full_name, MAX_NAME);
        let lines = wrap(&marks, MAX_NAME);
        let widest = lines
            .iter()
            .map(|l| l.chars().count())
            .max()
            .unwrap_or(0)
            .max(12);
        let tag = if change.is_some() { 8 } else { 0 };
        let w = text_w(name.chars().count() + tag, CHAR_NAME).max(text_w(widest, CHAR_SMALL)) + 16;
        let h = 24 + 14 * lines.len() as u32 + if pt.is_some() { 16 } else { 0 };
        let (w, h) = if tapped {
            // Turned sideways: wider than it is tall.
            (w.max(h * 3 / 2), h.max(34))
        } else {
            (w, h.max(52))
        };
        CardBox {
            name,
            full_name,
            lines,
            pt,
            tapped,
            change,
            zone: o.zone.name(),
            w,
            h,
        }
    }

    fn draw(&self, c: &mut Canvas, x: u32, y: u32) {
        let _ = write!(
            c.out,
            "<g class='card' data-zone='{}'{}><title>{}</title>",
            xml(self.zone),
            if self.tapped {
                " data-tapped='true'"
            } else {
                ""
            },
            xml(&self.full_name)
        );
        let (stroke, sw) = match self.change {
            Some(_) => (CHANGED, 3),
            None => ("#6b6b6b", 1),
        };
        let fill = if self.tapped { TAPPED } else { CARD };
        c.rect(x, y, self.w, self.h, fill, stroke, sw, "card-box");
        let nx = x + 7;
        c.text(nx, y + 16, 12, true, INK, &self.name, "card-name");
        let mut ly = y + 31;
        if self.tapped {
            c.text(nx, ly, 11, false, MUTED, "tapped", "card-mark");
            ly += 14;
        }
        for l in &self.lines {
            c.text(nx, ly, 11, false, INK, l, "card-mark");
            ly += 14;
        }
        if let Some(pt) = &self.pt {
            let pw = text_w(pt.chars().count(), CHAR_NAME);
            c.text(
                x + self.w - pw - 7,
                y + self.h - 6,
                12,
                true,
                INK,
                pt,
                "card-pt",
            );
        }
        if let Some(ch) = self.change {
            let tw = text_w(ch.chars().count(), CHAR_SMALL) + 6;
            c.rect(
                x + self.w - tw - 3,
                y + 3,
                tw,
                14,
                CHANGED,
                CHANGED,
                1,
                "change-tag",
            );
            c.text(
                x + self.w - tw,
                y + 14,
                11,
                true,
                "#ffffff",
                ch,
                "change-text",
            );
        }
        c.out.push_str("</g>");
    }
}

/// Lays `boxes` out in rows from (`x0`, `y`) up to `right`; returns the bottom of the last row.
fn flow(c: &mut Canvas, boxes: &[CardBox], x0: u32, y: u32, right: u32) -> u32 {
    let (mut x, mut y, mut row_h) = (x0, y, 0);
    for b in boxes {
        if x > x0 && x + b.w > right {
            y += row_h + GAP;
            x = x0;
            row_h = 0;
        }
        b.draw(c, x, y);
        x += b.w + GAP;
        row_h = row_h.max(b.h);
    }
    y + row_h
}

/// The stack, top first, as a column of boxes at (`x`, `y`); returns its bottom.
fn stack_column(
    c: &mut Canvas,
    eng: &Engine,
    prev: Option<&Game>,
    g: &Game,
    x: u32,
    y: u32,
) -> u32 {
    c.text(x, y + 14, 13, true, INK, "Stack (top first)", "stack-title");
    let mut yy = y + 22;
    let prev_stack = prev.map(|q| q.stack.as_slice()).unwrap_or(&[]);
    for (i, item) in g.stack.iter().enumerate().rev() {
        let (name, what) = match item {
            StackItem::Spell { card, .. } => (eng.shown_name(g, *card), "spell"),
            StackItem::Ability { ability, .. } => (ability_label(eng, ability), "ability"),
        };
        let controller = eng.player_name(item.controller());
        let mut lines = vec![format!("{what} · {controller}'s")];
        for t in item.targets() {
            lines.push(format!("→ {}", eng.target_name(t)));
        }
        let is_new = prev.is_some() && prev_stack.get(i) != Some(item);
        let h = 24 + 14 * lines.len() as u32;
        let _ = write!(c.out, "<g class='stack-item'><title>{}</title>", xml(&name));
        let (stroke, sw) = if is_new { (CHANGED, 3) } else { ("#6b6b6b", 1) };
        c.rect(x, yy, RIGHT_COLUMN, h, "#eef1fb", stroke, sw, "stack-box");
        c.text(
            x + 7,
            yy + 16,
            12,
            true,
            INK,
            &clip(&name, 24),
            "stack-name",
        );
        if is_new {
            c.new_tag(x + RIGHT_COLUMN, yy);
        }
        let mut ly = yy + 31;
        for l in &lines {
            c.text(x + 7, ly, 11, false, INK, &clip(l, 32), "stack-line");
            ly += 14;
        }
        c.out.push_str("</g>");
        yy += h + 6;
    }
    yy
}

/// Planechase's command zone at (`x`, `y`): the face-up planes, the planar controller and each
/// planar deck's size; returns its bottom.
fn command_zone(
    c: &mut Canvas,
    eng: &Engine,
    prev: Option<&Game>,
    g: &Game,
    x: u32,
    y: u32,
) -> u32 {
    c.text(x, y + 14, 13, true, INK, "Command zone", "command-title");
    let mut yy = y + 22;
    for &id in &g.face_up {
        let name = eng.name(id);
        let is_new = prev.is_some_and(|q| !q.face_up.contains(&id));
        let _ = write!(c.out, "<g class='plane'><title>{}</title>", xml(name));
        let (stroke, sw) = if is_new { (CHANGED, 3) } else { ("#6b6b6b", 1) };
        c.rect(x, yy, RIGHT_COLUMN, 40, "#f1e8fb", stroke, sw, "plane-box");
        c.text(x + 7, yy + 16, 12, true, INK, &clip(name, 24), "plane-name");
        c.text(
            x + 7,
            yy + 31,
            11,
            false,
            INK,
            &format!("face up · {}'s", eng.player_name(eng.owner(id))),
            "plane-line",
        );
        if is_new {
            c.new_tag(x + RIGHT_COLUMN, yy);
        }
        c.out.push_str("</g>");
        yy += 46;
    }
    let controller = g
        .planar_controller
        .map(|p| eng.player_name(p).to_string())
        .unwrap_or_else(|| "nobody".into());
    let mut lines = vec![format!("planar controller: {controller}")];
    lines.push("planar decks:".into());
    for p in 0..g.players.len() as u8 {
        lines.push(format!(
            "  {}: {}",
            eng.player_name(p),
            g.players[p as usize].planar.len()
        ));
    }
    if g.blanks_are_chaos {
        lines.push("blank rolls are chaos".into());
    }
    for l in lines {
        c.text(x, yy + 12, 11, false, INK, &clip(&l, 34), "command-line");
        yy += 14;
    }
    yy
}

/// SVG text drawn so far.
#[derive(Default)]
struct Canvas {
    out: String,
}

impl Canvas {
    #[allow(clippy::too_many_arguments)]
    fn rect(
        &mut self,
        x: u32,
        y: u32,
        w: u32,
        h: u32,
        fill: &str,
        stroke: &str,
        sw: u32,
        class: &str,
    ) {
        let _ = write!(
            self.out,
            "<rect class='{class}' x='{x}' y='{y}' width='{w}' height='{h}' rx='4' fill='{fill}' stroke='{stroke}' stroke-width='{sw}'/>"
        );
    }

    /// The "new" mark at the top right of a right-column box ending at `right`.
    fn new_tag(&mut self, right: u32, y: u32) {
        self.rect(right - 33, y + 3, 30, 14, CHANGED, CHANGED, 1, "change-tag");
        self.text(
            right - 30,
            y + 14,
            11,
            true,
            "#ffffff",
            "new",
            "change-text",
        );
    }

    #[allow(clippy::too_many_arguments)]
    fn text(&mut self, x: u32, y: u32, size: u32, bold: bool, fill: &str, s: &str, class: &str) {
        let _ = write!(
            self.out,
            "<text class='{class}' x='{x}' y='{y}' font-size='{size}'{} fill='{fill}' xml:space='preserve'>{}</text>",
            if bold { " font-weight='bold'" } else { "" },
            xml(s)
        );
    }
}

/// The width of `n` characters of width `each`, rounded up.
fn text_w(n: usize, each: f32) -> u32 {
    (n as f32 * each).ceil() as u32
}

/// `s` cut to `n` characters, with "…" when cut.
fn clip(s: &str, n: usize) -> String {
    if s.chars().count() <= n {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(n - 1).collect();
        t.push('…');
        t
    }
}

/// `marks` joined with ", " into lines of at most `n` characters (a longer mark is cut).
fn wrap(marks: &[String], n: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for m in marks {
        let m = clip(m, n);
        match lines.last_mut() {
            Some(l) if l.chars().count() + 2 + m.chars().count() <= n => {
                l.push_str(", ");
                l.push_str(&m);
            }
            _ => lines.push(m),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::{clip, wrap};

    #[test]
    fn long_names_are_cut_and_marks_wrap_at_the_box_width() {
        assert_eq!(clip("Djinn of Fool's Fall", 30), "Djinn of Fool's Fall");
        assert_eq!(clip("abcdef", 4), "abc…");
        let marks = ["plotted T1".to_string(), "suspended: 2 time".to_string()];
        assert_eq!(wrap(&marks, 30), ["plotted T1, suspended: 2 time"]);
        assert_eq!(wrap(&marks, 20), ["plotted T1", "suspended: 2 time"]);
    }
}
