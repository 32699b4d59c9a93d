//! The grammar of static abilities (CR 604): one Oracle paragraph, sentence by sentence, into
//! the general parts of `cards::statics`.
//!
//! ```text
//! Spells cost {1} more to cast.                        cost change (CR 601.2f)
//! Noncreature spells you cast cost {1} less to cast.
//! Spells you cast from your graveyard or from exile cost {2} less to cast.
//! Plotting cards from your hand costs {2} less.         (CR 702.170e)
//! Activated abilities of creatures you control cost {1} less to activate.
//!   This effect can't reduce the mana in that cost to less than one mana.   (a floor)
//! Spells with the chosen name can't be cast.            prohibitions (CR 101.2, 601.3)
//! Your opponents can't cast noncreature spells.
//! Your opponents can't cast spells from anywhere other than their hands.   (CR 601.2a)
//! Activated abilities of artifacts can't be activated.  (CR 602.5)
//! Creatures your opponents control can't attack or block.   (CR 508.1c, 509.1b)
//! Instant and sorcery spells have rebound.              keyword grants (CR 613.1f)
//! You may cast spells as though they had flash.         permissions (CR 601.3b)
//! You may plot nonland cards from the top of your library.  (CR 702.170f)
//! Players have no maximum hand size.                    rule changes (CR 402.2)
//! Players skip their untap steps.                       (CR 614.1b)
//! ```

use super::{type_word, Parsed, Parser, PhraseError, Scope};
use crate::cards::selector::{Amount, Filter, Relation, Status};
use crate::cards::statics::{CastFrom, CostChange, Paid, Static, TurnAct};
use crate::cards::Zone;

/// The sentences of a paragraph with their byte offsets: split at each '.' that ends a
/// sentence (card text has no other full stops), never inside a quoted ability ("All creatures
/// have \"{T}: Add {G}{G}.\"", CR 113.2c: the quotation is one sentence's object).
fn sentences(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut quoted = false;
    let mut last = ' ';
    for (i, ch) in text.char_indices() {
        let was = quoted;
        match ch {
            '"' => quoted = !quoted,
            '\u{201c}' => quoted = true,
            '\u{201d}' => quoted = false,
            _ => {}
        }
        // A quotation whose ability ends with a full stop ends the sentence too.
        if was && !quoted && last == '.' {
            let end = i + ch.len_utf8();
            out.push((start, &text[start..end]));
            start = end;
        }
        last = ch;
        if ch == '.' && !quoted {
            out.push((start, &text[start..i]));
            start = i + 1;
        }
    }
    if !text[start..].trim().is_empty() {
        out.push((start, &text[start..]));
    }
    out
}

/// "Enchanted creature gets +2/+0 and has trample" (CR 613.4c, 613.1f), "All creatures are
/// black and have deathtouch" (613.1e, 613.1f): two parts, "... gets +2/+0" and "... has
/// trample", the second with the first's subject; an error in the
/// second points at its words ("has trample") in the sentence. Any other sentence is itself.
fn gets_and_has(start: usize, s: &str) -> Vec<(usize, String)> {
    // A quoted ability is one part: its own words ("gets +1/+0") are not the sentence's.
    if quoted_grant(s).is_some() {
        return vec![(start, s.to_string())];
    }
    // ASCII lower case keeps every byte offset, so `lower`'s offsets slice `s`.
    let lower = s.to_ascii_lowercase();
    // "All creatures are black and have deathtouch" (layers 5 and 6) splits the same way.
    let is_colour = |at: usize, verb: &str| {
        let next = lower[at + verb.len()..].split([' ', ',']).next();
        next.is_some_and(|w| w == "colorless" || super::color_word(w).is_some())
    };
    let gets = lower
        .find(" gets ")
        .or_else(|| lower.find(" get "))
        .or_else(|| lower.find(" are ").filter(|&at| is_colour(at, " are ")))
        .or_else(|| lower.find(" is ").filter(|&at| is_colour(at, " is ")));
    let and = gets.and_then(|g| {
        [" and has ", " and have "]
            .iter()
            .filter_map(|pat| lower[g..].find(pat).map(|i| (g + i, pat.len())))
            .min()
    });
    let (Some(gets), Some((and, len))) = (gets, and) else {
        return vec![(start, s.to_string())];
    };
    let subject = &s[..gets];
    let rest = &s[and + len..];
    let second = format!("{subject} has {rest}");
    // Offsets in `second` past the subject and "has " are those of `rest` in `s`.
    let shift = (start + and + len).saturating_sub(subject.len() + 5);
    vec![(start, s[..and].to_string()), (shift, second)]
}

/// "[Creatures ...] have \"[ability]\"" (CR 113.2c, 613.1f): where the subject and verb end
/// (the byte offset of the opening quotation mark) and the quoted ability's text, if the
/// sentence is one.
fn quoted_grant(s: &str) -> Option<(usize, &str)> {
    let open = s.find(['"', '\u{201c}'])?;
    let before = s[..open].trim_end().to_ascii_lowercase();
    if !(before.ends_with(" have") || before.ends_with(" has")) {
        return None;
    }
    let inner = &s[open..];
    let inner = inner
        .strip_prefix('"')
        .or_else(|| inner.strip_prefix('\u{201c}'))?;
    let inner = inner.trim_end();
    let inner = inner
        .strip_suffix('"')
        .or_else(|| inner.strip_suffix('\u{201d}'))?;
    Some((open, inner.trim()))
}

/// Whether an amount reads power or toughness (layer 7: a characteristic-defining ability or a
/// layer-7c bonus that counted by it would depend on itself, CR 613.8).
fn reads_power(a: &Amount) -> bool {
    match a {
        Amount::Number(f)
        | Amount::CountersAmong { among: f, .. }
        | Amount::DifferentManaCosts(f) => f.power.is_some() || f.toughness.is_some(),
        Amount::TotalPower(_)
        | Amount::StatOf { .. }
        | Amount::ItsPower
        | Amount::ExiledPower { .. }
        | Amount::Sacrificed(crate::cards::selector::Stat::Power)
        | Amount::Sacrificed(crate::cards::selector::Stat::Toughness) => true,
        _ => false,
    }
}

/// A keyword granted to graveyard cards whose cost is not said (CR 702.84a, 702.128a).
fn unpriced_keyword(keyword: &str) -> PhraseError {
    let word = keyword.to_ascii_lowercase();
    PhraseError {
        at: 0,
        message: format!(
            "say what the granted {word} cost is next: 'The {word} cost is equal to the card's \
             mana cost.'"
        ),
    }
}

/// One static ability's text: its parts, in order. An error's offset is in `text`.
pub fn static_ability(text: &str, scope: &mut Scope) -> Parsed<Vec<Static>> {
    let mut out: Vec<Static> = Vec::new();
    // Flashback granted to cards in graveyards whose cost is not yet said.
    let mut unpriced = 0usize;
    // A keyword granted to graveyard cards (unearth, embalm) whose cost is not yet said.
    let mut keyword_unpriced: Option<&'static str> = None;
    let all: Vec<(usize, String)> = sentences(text)
        .into_iter()
        .flat_map(|(start, sentence)| gets_and_has(start, sentence))
        .collect();
    for (start, sentence) in &all {
        let (start, sentence) = (*start, sentence.as_str());
        let shift = |mut e: PhraseError| {
            e.at += start;
            e
        };
        // "All creatures have \"{R}: This creature gets +1/+0 until end of turn.\"" (CR
        // 113.2c, 613.1f): the subject is read as a keyword grant's; the quotation is the
        // granted ability.
        if let Some((open, quote)) = quoted_grant(sentence) {
            let mut p = Parser::new(&sentence[..open], scope);
            let part = p.granted_ability(quote).map_err(shift)?;
            out.push(part);
            continue;
        }
        let mut p = Parser::new(sentence, scope);
        // Sentences that say more about the part before them.
        if p.eat_seq(&["this", "effect", "can't", "reduce"]) {
            let floor = p.floor().map_err(shift)?;
            match out.last_mut() {
                Some(Static::Cost(c)) if !c.more => c.floor = floor,
                _ => {
                    return Err(shift(PhraseError {
                        at: 0,
                        message: "'this effect can't reduce ...' follows a cost reduction".into(),
                    }))
                }
            }
            continue;
        }
        if p.eat_seq(&["if", "you", "don't"]) {
            let _ = p.eat(",");
            if !p.eat_seq(&["it", "enters", "tapped"]) {
                p.expected::<()>("'it enters tapped'").map_err(shift)?;
            }
            p.finish(()).map_err(shift)?;
            match out.last_mut() {
                Some(Static::PayLifeAsEnters { or_tapped, .. }) => *or_tapped = true,
                _ => {
                    return Err(shift(PhraseError {
                        at: 0,
                        message: "'if you don't, it enters tapped' follows 'as this land \
                                  enters, you may pay N life'"
                            .into(),
                    }))
                }
            }
            continue;
        }
        // "Its foretell cost is equal to its mana cost reduced by {2}." (CR 702.143a)
        if p.eat_seq(&["its", "foretell", "cost", "is"]) {
            let _ = p.eat_seq(&["equal", "to"]);
            if !p.eat_seq(&["its", "mana", "cost", "reduced", "by"]) {
                p.expected::<()>("'its mana cost reduced by {N}'")
                    .map_err(shift)?;
            }
            let Some(n) = p.generic().filter(|&n| n <= 20) else {
                return Err(shift(PhraseError {
                    at: 0,
                    message: "a generic mana amount from {0} to {20}, such as '{2}'".into(),
                }));
            };
            p.finish(()).map_err(shift)?;
            match out.last_mut() {
                Some(Static::HandHasForetell { reduced_by, .. }) if *reduced_by == u8::MAX => {
                    *reduced_by = n
                }
                _ => {
                    return Err(shift(PhraseError {
                        at: 0,
                        message: "'its foretell cost is ...' follows 'each [card] in your hand \
                                  without foretell has foretell'"
                            .into(),
                    }))
                }
            }
            continue;
        }
        // "The flashback cost is equal to the card's mana cost." (CR 702.34a)
        if p.eat_seq(&["the", "flashback", "cost", "is", "equal", "to"]) {
            if !(p.eat_seq(&["the", "card's", "mana", "cost"])
                || p.eat_seq(&["its", "mana", "cost"]))
            {
                p.expected::<()>("'the card's mana cost'").map_err(shift)?;
            }
            p.finish(()).map_err(shift)?;
            if !matches!(out.last(), Some(Static::GraveyardHasFlashback(_))) || unpriced == 0 {
                return Err(shift(PhraseError {
                    at: 0,
                    message: "'the flashback cost is ...' follows '[cards] in graveyards have \
                              flashback'"
                        .into(),
                }));
            }
            unpriced -= 1;
            continue;
        }
        // "The unearth cost is equal to the card's mana cost." (Grixis; CR 702.84a), "Its
        // embalm cost is equal to its mana cost." (Naktamun; CR 702.128a)
        let priced = crate::cards::spec::GRANTED_KEYWORDS.iter().find(|k| {
            let word = k.to_ascii_lowercase();
            ["the", "its"]
                .iter()
                .any(|&head| p.peek_at_is(0, head) && p.peek_at_is(1, &word))
                && p.peek_at_is(2, "cost")
        });
        if let Some(&keyword) = priced {
            p.i += 2;
            if !p.eat_seq(&["cost", "is", "equal", "to"])
                || !(p.eat_seq(&["the", "card's", "mana", "cost"])
                    || p.eat_seq(&["its", "mana", "cost"]))
            {
                p.expected::<()>("'is equal to the card's mana cost'")
                    .map_err(shift)?;
            }
            p.finish(()).map_err(shift)?;
            if keyword_unpriced != Some(keyword) {
                let word = keyword.to_ascii_lowercase();
                return Err(shift(PhraseError {
                    at: 0,
                    message: format!(
                        "'the {word} cost is ...' follows '[cards] in your graveyard have {word}'"
                    ),
                }));
            }
            keyword_unpriced = None;
            continue;
        }
        if p.eat_seq(&[
            "the", "plot", "cost", "is", "equal", "to", "its", "mana", "cost",
        ]) {
            p.finish(()).map_err(shift)?;
            if out.last() != Some(&Static::TopCardHasPlot) {
                return Err(shift(PhraseError {
                    at: 0,
                    message: "'the plot cost is ...' follows 'the top card of your library has \
                              plot'"
                        .into(),
                }));
            }
            continue;
        }
        let part = p.sentence().map_err(shift)?;
        unpriced += usize::from(matches!(part, Static::GraveyardHasFlashback(_)));
        if let Some(keyword) = keyword_unpriced {
            return Err(shift(unpriced_keyword(keyword)));
        }
        keyword_unpriced = match &part {
            Static::HaveAbility {
                ability: crate::cards::statics::Granted::Activated { text, .. },
                ..
            } => crate::cards::spec::GRANTED_KEYWORDS
                .iter()
                .copied()
                .find(|k| text == k),
            _ => None,
        };
        out.push(part);
    }
    if let Some(keyword) = keyword_unpriced {
        return Err(PhraseError {
            at: text.len(),
            ..unpriced_keyword(keyword)
        });
    }
    if unpriced > 0 {
        return Err(PhraseError {
            at: text.len(),
            message: "say what the granted flashback cost is: 'The flashback cost is equal to \
                      the card's mana cost.' (CR 702.34a)"
                .into(),
        });
    }
    if out.iter().any(|s| {
        matches!(
            s,
            Static::HandHasForetell {
                reduced_by: u8::MAX,
                ..
            }
        )
    }) {
        return Err(PhraseError {
            at: text.len(),
            message: "say what the granted foretell cost is: 'Its foretell cost is equal to its \
                      mana cost reduced by {2}.' (CR 702.143a)"
                .into(),
        });
    }
    if out.iter().any(|s| {
        matches!(
            s,
            Static::PayLifeAsEnters {
                or_tapped: false,
                ..
            }
        )
    }) {
        return Err(PhraseError {
            at: text.len(),
            message: "say what happens if the life is not paid: 'If you don't, it enters tapped.'"
                .into(),
        });
    }
    // "... equal to the result" reads the die rolled as it enters: that sentence comes first.
    let rolls = out
        .iter()
        .position(|s| matches!(s, Static::RollAsEnters { .. }));
    let reads = out.iter().position(|s| {
        matches!(
            s,
            Static::EntersWithCounters {
                n: Amount::Result,
                ..
            }
        )
    });
    if reads.is_some_and(|r| rolls.is_none_or(|d| d > r)) {
        return Err(PhraseError {
            at: 0,
            message: "'equal to the result' reads a die rolled as it enters: say 'As this \
                      creature enters, roll a six-sided die.' first"
                .into(),
        });
    }
    if out.is_empty() {
        return Err(PhraseError {
            at: 0,
            message: "a static ability needs a sentence, such as \"Spells cost {1} more to \
                      cast.\""
                .into(),
        });
    }
    Ok(out)
}

impl Parser<'_, '_> {
    fn sentence(&mut self) -> Parsed<Static> {
        // "You may have this creature enter as a copy of a creature you control[, except ...]"
        // (CR 707.2, 614.1c; the older "enter the battlefield as a copy of any creature on the
        // battlefield").
        if self.eat_seq(&["you", "may", "have"]) {
            return self.enters_as_copy();
        }
        // CR 103.6a (Leyline of the Void).
        if self.eat_seq(&["if", "this", "card", "is", "in", "your", "opening", "hand"]) {
            let _ = self.eat(",");
            for w in [
                "you",
                "may",
                "begin",
                "the",
                "game",
                "with",
                "it",
                "on",
                "the",
                "battlefield",
            ] {
                self.need(w)?;
            }
            return self.finish(Static::BeginGameOnBattlefield);
        }
        if self.eat_seq(&[
            "you", "may", "look", "at", "the", "top", "card", "of", "your",
        ]) {
            self.need("library")?;
            let _ = self.eat("at");
            self.need("any")?;
            self.need("time")?;
            return self.finish(Static::LookAtTop);
        }
        // "The next time you would roll a six-sided die this turn, instead roll two six-sided
        // dice and use the total of those results." (CR 614.1a, 706.1; The Big Idea).
        if self.eat_seq(&["the", "next", "time", "you", "would", "roll", "a"]) {
            return self.next_roll_total();
        }
        if self.eat_seq(&[
            "the", "first", "spell", "each", "player", "casts", "during", "each", "of", "their",
            "turns",
        ]) {
            for w in [
                "may", "be", "cast", "without", "paying", "its", "mana", "cost",
            ] {
                self.need(w)?;
            }
            return self.finish(Static::FirstSpellEachTurnFree);
        }
        // "If a creature you control would untap during your untap step, put two +1/+1
        // counters on it instead." (CR 614.1a, 502.3).
        let untap_replaced = self
            .toks
            .windows(2)
            .any(|w| w[0].word == "would" && w[1].word.eq_ignore_ascii_case("untap"));
        if untap_replaced
            && self.peek_is("if")
            && (self.peek_at_is(1, "a") || self.peek_at_is(1, "an"))
        {
            self.i += 2;
            let what = self.description()?;
            for w in ["would", "untap", "during", "your", "untap", "step"] {
                self.need(w)?;
            }
            let _ = self.eat(",");
            self.need("put")?;
            let Some(n) = self.number() else {
                return self.expected("a number of counters ('two +1/+1 counters')");
            };
            let kind = self.counter_kind()?;
            if !(self.eat("counter") || self.eat("counters")) {
                return self.expected("'counter' or 'counters'");
            }
            for w in ["on", "it", "instead"] {
                self.need(w)?;
            }
            return self.finish(Static::UntapStepCounters { what, kind, n });
        }
        // "If you cast a spell this turn, you can't attack with creatures.", "If you attacked
        // with creatures this turn, you can't cast spells." (CR 508.1c, 601.3).
        if self.peek_is("if") && self.peek_at_is(1, "you") {
            let save = self.i;
            self.i += 2;
            let did = if self.eat_seq(&["cast", "a", "spell", "this", "turn"]) {
                Some(TurnAct::CastSpell)
            } else if self.eat_seq(&["attacked", "with", "creatures", "this", "turn"]) {
                Some(TurnAct::AttackWithCreatures)
            } else {
                None
            };
            if let Some(did) = did {
                let _ = self.eat(",");
                for w in ["you", "can't"] {
                    self.need(w)?;
                }
                let cant = if self.eat_seq(&["attack", "with", "creatures"]) {
                    TurnAct::AttackWithCreatures
                } else if self.eat_seq(&["cast", "spells"]) {
                    TurnAct::CastSpell
                } else {
                    return self.expected("'attack with creatures' or 'cast spells'");
                };
                return self.finish(Static::CantAfter { did, cant });
            }
            self.i = save;
        }
        // "Players don't lose unspent mana as steps and phases end." (CR 106.4, 500.4).
        {
            let save = self.i;
            let who = if self.eat("players") {
                Some(None)
            } else if self.eat("you") {
                Some(Some(Relation::You))
            } else {
                None
            };
            if let Some(who) = who {
                if self.eat_seq(&["don't", "lose", "unspent", "mana"]) {
                    for w in ["as", "steps", "and", "phases", "end"] {
                        self.need(w)?;
                    }
                    return self.finish(Static::KeepUnspentMana { who });
                }
            }
            self.i = save;
        }
        // "Spells that share a card type with the top card of a library can't be cast." (CR
        // 601.3, 205.2a).
        if self.eat_seq(&[
            "spells", "that", "share", "a", "card", "type", "with", "the", "top", "card", "of",
            "a", "library",
        ]) {
            for w in ["can't", "be", "cast"] {
                self.need(w)?;
            }
            return self.finish(Static::CantCastSharingTypeWithTopOfLibrary);
        }
        // "No more than one creature can attack each combat." (CR 508.1c, 509.1b).
        if self.eat_seq(&["no", "more", "than"]) {
            let Some(n) = self.number() else {
                return self.expected("a number ('No more than one creature ...')");
            };
            if !(self.eat("creature") || self.eat("creatures")) {
                return self.expected("'creature'");
            }
            self.need("can")?;
            let attack = self.eat("attack");
            if !attack {
                self.need("block")?;
            }
            for w in ["each", "combat"] {
                self.need(w)?;
            }
            return self.finish(match attack {
                true => Static::MaxAttackers(n),
                false => Static::MaxBlockers(n),
            });
        }
        if self.eat_seq(&[
            "all",
            "permanents",
            "untap",
            "during",
            "each",
            "player's",
            "untap",
            "step",
        ]) {
            return self.finish(Static::AllPermanentsUntap);
        }
        if self.eat_seq(&["the", "top", "card", "of", "your", "library", "has", "plot"]) {
            return self.finish(Static::TopCardHasPlot);
        }
        // "Each creature assigns combat damage equal to its toughness rather than its power."
        // (CR 510.1a).
        let by_toughness = self.toks.windows(3).any(|w| {
            w[0].word.eq_ignore_ascii_case("assigns")
                && w[1].word.eq_ignore_ascii_case("combat")
                && w[2].word.eq_ignore_ascii_case("damage")
        });
        if by_toughness && self.eat("each") {
            let what = self.permanents()?;
            for w in [
                "assigns",
                "combat",
                "damage",
                "equal",
                "to",
                "its",
                "toughness",
                "rather",
                "than",
                "its",
                "power",
            ] {
                self.need(w)?;
            }
            return self.finish(Static::AssignsDamageByToughness(what));
        }
        // "Each nonland card in your hand without foretell has foretell." (CR 702.143a, 113.3);
        // its cost comes in the next sentence.
        if self.eat("each") {
            let save = self.i;
            if let Ok(mut what) = self.kind() {
                if self.eat_seq(&[
                    "in", "your", "hand", "without", "foretell", "has", "foretell",
                ]) {
                    what.zone = Some(Zone::Hand);
                    return self.finish(Static::HandHasForetell {
                        what,
                        reduced_by: u8::MAX,
                    });
                }
            }
            self.i = save - 1;
        }
        // "Damage can't be prevented [this turn]." (CR 615.12: prevention effects prevent none
        // of the damage while it holds).
        // "Prevent all damage that planes named Mount Keralia would deal this game to
        // permanents you control." (CR 615.1a, 201.2).
        // "Prevent all combat damage that would be dealt this turn." (CR 615.1a; Fog).
        if self.eat_seq(&[
            "prevent", "all", "combat", "damage", "that", "would", "be", "dealt",
        ]) {
            // "... dealt by non-Werewolf creatures." (CR 615.1a): by a class of creatures.
            if self.eat("by") {
                let what = self.permanents()?;
                return self.finish(Static::PreventCombatDamageBy(what));
            }
            let this_turn = self.eat_seq(&["this", "turn"]);
            return self.finish(Static::PreventAllCombatDamage { this_turn });
        }
        if self.eat_seq(&["prevent", "all", "damage", "that"]) {
            if !(self.eat("planes") || self.eat("sources")) || !self.eat("named") {
                return self.expected("'planes named [name]' or 'sources named [name]'");
            }
            // The name as written, commas included ("Boromir, Warden of the Tower", 201.2).
            let start = self.here();
            while self
                .toks
                .get(self.i)
                .is_some_and(|t| !t.word.eq_ignore_ascii_case("would"))
            {
                self.i += 1;
            }
            let source_name = self.text[start..self.here()].trim().to_string();
            if source_name.is_empty() || !self.eat_seq(&["would", "deal"]) {
                return self.expected("a name, then 'would deal'");
            }
            let this_game = self.eat_seq(&["this", "game"]);
            self.need("to")?;
            let to = self.permanents()?;
            return self.finish(Static::PreventDamageFrom {
                source_name,
                to,
                this_game,
            });
        }
        if self.eat_seq(&["damage", "can't", "be", "prevented"]) {
            let this_turn = self.eat_seq(&["this", "turn"]);
            return self.finish(Static::DamageCantBePrevented { this_turn });
        }
        if self.eat_seq(&["you", "may", "plot"]) {
            let what = self.kind()?;
            if !self.eat_seq(&["from", "the", "top", "of", "your", "library"]) {
                return self.expected("'from the top of your library'");
            }
            return self.finish(Static::PlotFromTop(what));
        }
        // "You may play lands and cast spells from the top of any player's library." (CR 305.1,
        // 601.3)
        if self.eat_seq(&[
            "you", "may", "play", "lands", "and", "cast", "spells", "from", "the", "top", "of",
            "any", "player's", "library",
        ]) {
            return self.finish(Static::PlayFromTopOfLibraries);
        }
        // "You may play an additional land on each of your turns." (CR 305.2a); with a
        // duration, "You may play an additional land this turn."
        if let Some(who) = self.additional_lands_player() {
            // "any number of lands": no limit (a count no position reaches: saturating).
            let any = self.eat_seq(&["any", "number", "of", "lands"]);
            let count = match any {
                true => Some(u8::MAX),
                false => self.number().filter(|&n| n > 0),
            };
            let Some(count) = count else {
                return self.expected(
                    "'an additional land', 'N additional lands' or 'any number of lands'",
                );
            };
            if !any && (!self.eat("additional") || !(self.eat("land") || self.eat("lands"))) {
                return self.expected("'additional land'");
            }
            if self.eat_seq(&["on", "each", "of"]) {
                let _ = self.eat("your") || self.eat("their");
                self.need("turns")?;
            } else {
                let _ = self.eat_seq(&["this", "turn"]);
            }
            return self.finish(Static::AdditionalLands { who, count });
        }
        // "You may play lands [and cast spells] from your graveyard." (CR 305.1, 601.3)
        if self.eat_seq(&["you", "may", "play", "lands"]) {
            // "spells from your graveyard" reads as spells in the graveyard: they are cast
            // from there.
            let spells = if self.eat_seq(&["and", "cast"]) {
                let mut f = self.kind_and()?;
                if f.zone != Some(Zone::Graveyard) {
                    return self.expected("'spells from your graveyard'");
                }
                f.zone = Some(Zone::Stack);
                f.owner = None;
                Some(f)
            } else {
                if !self.eat_seq(&["from", "your", "graveyard"]) {
                    return self.expected("'from your graveyard'");
                }
                None
            };
            return self.finish(Static::PlayFromGraveyard {
                lands: true,
                spells,
            });
        }
        // "Skip your draw step." (CR 614.1b): the controller skips it.
        if self.eat("skip") {
            self.i -= 1;
            return self.player_sentence(Some(Relation::You));
        }
        // "Players may cast enchantment spells as though they had flash." (CR 601.3b)
        if self.eat_seq(&["players", "may", "cast"])
            || self.eat_seq(&["each", "player", "may", "cast"])
        {
            let what = self.spells()?;
            if !self.eat_seq(&["as", "though", "they", "had", "flash"]) {
                return self.expected("'as though they had flash'");
            }
            return self.finish(Static::Flash { what, who: None });
        }
        if self.eat_seq(&["you", "may", "cast"]) {
            let save = self.i;
            // "You may cast creature spells from the top of your library." (CR 601.3): the
            // spells are described up to "from the top of your library".
            const TOP: [&str; 6] = ["from", "the", "top", "of", "your", "library"];
            let at = (self.i..self.toks.len()).find(|&j| {
                self.toks.len() >= j + TOP.len()
                    && TOP
                        .iter()
                        .enumerate()
                        .all(|(k, w)| self.toks[j + k].word.eq_ignore_ascii_case(w))
            });
            if let Some(j) = at {
                let tail = self.toks.split_off(j);
                let what = self.kind_and();
                self.toks.extend(tail);
                let what = what?;
                if what.zone != Some(Zone::Stack) || self.i != j {
                    return self.expected("'creature spells from the top of your library'");
                }
                self.eat_seq(&TOP);
                return self.finish(Static::CastFromTopOfYourLibrary(what));
            }
            let mut what = self.kind_and()?;
            if what.zone == Some(Zone::Hand) {
                if !self.eat_seq(&["without", "paying", "their", "mana", "costs"]) {
                    return self.expected("'without paying their mana costs'");
                }
                what.zone = Some(Zone::Stack);
                what.owner = None;
                return self.finish(Static::FreeFromHand(what));
            }
            // "You may cast [filter] spells from your graveyard." (CR 601.3)
            if what.zone == Some(Zone::Graveyard) {
                what.zone = Some(Zone::Stack);
                what.owner = None;
                return self.finish(Static::PlayFromGraveyard {
                    lands: false,
                    spells: Some(what),
                });
            }
            self.i = save;
            let what = self.spells()?;
            if self.eat_seq(&["as", "though", "they", "had", "flash"])
                || self.eat_seq(&["as", "though", "it", "had", "flash"])
            {
                return self.finish(Static::Flash {
                    what,
                    who: Some(Relation::You),
                });
            }
            return self.expected("'as though they had flash'");
        }
        // "As long as this is untapped, each spell that would cost less than three mana to
        // cast costs three mana to cast." (CR 601.2f).
        if self.eat_seq(&["as", "long", "as"]) {
            // "As long as you control eight or more lands, this creature gets +5/+5." (CR
            // 613.4c, 604.2).
            if self.eat_seq(&["you", "control"]) {
                return self.self_gets_while_you_control();
            }
            if !self.this() {
                return self.expected("'this artifact' or the card's name");
            }
            self.need("is")?;
            self.need("untapped")?;
            let _ = self.eat(",");
            if !self.eat("each") {
                return self.expected("'each spell that would cost less than ...'");
            }
            return self.cost_floor(true);
        }
        if self.peek_is("each") && self.peek_at_is(1, "spell") {
            self.i += 1;
            return self.cost_floor(false);
        }
        // "This creature can't attack alone." (CR 506.5).
        let save = self.i;
        if self.this() {
            if self.eat_seq(&["can't", "attack", "alone"]) {
                return self.finish(Static::CantAttackAlone);
            }
            // "This creature doesn't untap during your untap step." (CR 502.3)
            if self.eat_seq(&["doesn't", "untap", "during", "your", "untap", "step"]) {
                return self.finish(Static::DoesntUntap);
            }
            // "Deep-Sea Kraken can't be blocked." (CR 509.1b)
            if self.eat_seq(&["can't", "be", "blocked"]) {
                return self.finish(Static::CantBeBlocked(None));
            }
            // "This creature attacks each combat if able." (CR 508.1d)
            if self.eat_seq(&["attacks", "each", "combat", "if", "able"]) {
                return self.finish(Static::AttacksIfAble {
                    what: None,
                    this_turn: false,
                });
            }
            // "This creature enters with a +1/+1 counter on it for each ..." (CR 614.1c).
            if self.eat_seq(&["enters", "with"]) {
                return self.enters_with_counters();
            }
            // "This spell costs {1} less to cast for each ..." (CR 601.2f).
            if self.eat("costs") {
                return self.own_cost();
            }
            // "This creature gets -1/-1 for each card in your hand." (CR 613.4c, 604.2).
            if self.eat("gets") {
                let (power, toughness) = self.pt_word()?;
                if !self.eat_seq(&["for", "each"]) {
                    return self.expected(
                        "'for each ...' (\"This creature gets -1/-1 for each card in your hand.\")",
                    );
                }
                let per = self.per_count(true)?;
                return self.finish(Static::GetsFor {
                    what: None,
                    per,
                    power,
                    toughness,
                });
            }
            self.i = save;
        }
        // CR 604.3, 613.4a: "[Its / This creature's / NAME's] power and toughness are each
        // equal to ...", "... power is equal to ...": a characteristic-defining ability.
        {
            let save = self.i;
            if self.possessive_this() {
                let power = self.eat("power");
                let toughness = if power {
                    self.eat_seq(&["and", "toughness"])
                } else {
                    self.eat("toughness")
                };
                if power || toughness {
                    let both = power && toughness;
                    let ok = if both {
                        self.eat_seq(&["are", "each", "equal", "to"])
                    } else {
                        self.eat_seq(&["is", "equal", "to"])
                    };
                    if !ok {
                        return self.expected(if both {
                            "'are each equal to ...'"
                        } else {
                            "'is equal to ...'"
                        });
                    }
                    let at = self.i;
                    let amount = self.amount()?;
                    if reads_power(&amount) {
                        self.i = at;
                        return self.err(
                            "a characteristic-defining ability that reads power or toughness \
                             would read layer 7 while computing it (CR 613.8): not supported",
                        );
                    }
                    return self.finish(Static::DefinesPowerToughness {
                        power,
                        toughness,
                        amount,
                    });
                }
            }
            self.i = save;
        }
        if self.eat("as") {
            if !self.this() {
                return self.expected("'this creature' or the card's name");
            }
            self.need("enters")?;
            let _ = self.eat(",");
            // "As this creature enters, roll a six-sided die." (CR 614.1c, 706.1): the roll
            // happens as the permanent enters; "enters with ... equal to the result" reads it.
            if self.eat("roll") {
                let rest: Vec<&str> = self.toks[self.i..].iter().map(|t| t.word).collect();
                return match crate::cards::surface::die_phrase(&rest.join(" ")) {
                    Ok(crate::cards::Effect::RollDie { sides }) => {
                        self.i = self.toks.len();
                        self.finish(Static::RollAsEnters { sides })
                    }
                    _ => self.expected("a die with 2 to 20 sides: 'a six-sided die', 'a d20'"),
                };
            }
            // "As this land enters, you may pay 3 life." (CR 614.12)
            if self.eat_seq(&["you", "may", "pay"]) {
                let Some(life) = self.number() else {
                    return self.expected("an amount of life, such as '3'");
                };
                self.need("life")?;
                return self.finish(Static::PayLifeAsEnters {
                    life,
                    or_tapped: false,
                });
            }
            self.need("choose")?;
            let _ = self.eat("a") || self.eat("an");
            let what = self.kind()?;
            self.need("name")?;
            return self.finish(Static::ChooseNameAsEnters(what));
        }
        if self.eat("if") {
            if self.eat_seq(&["you", "would", "roll"]) {
                return self.roll_replacement();
            }
            if self.eat_seq(&["a", "source"]) {
                return self.damage_multiplied();
            }
            if self.eat_seq(&["an", "effect", "would"]) {
                return self.effect_multiplied();
            }
            if !self.peek_is("a") && !self.peek_is("card") {
                return self.enters_with_if();
            }
            return self.replacement();
        }
        if let Some(who) = self.players() {
            return self.player_sentence(who);
        }
        // "Activated abilities cost {2} more to activate unless they're mana abilities."
        if self.eat_seq(&["activated", "abilities", "cost"]) {
            self.i -= 1;
            return self.cost_change(Paid::AllActivated, None, Vec::new(), "activate");
        }
        // "Activated abilities of sources with the chosen name can't be activated unless
        // they're mana abilities." (CR 602.5, 607.1).
        if self.eat_seq(&[
            "activated",
            "abilities",
            "of",
            "sources",
            "with",
            "the",
            "chosen",
            "name",
        ]) {
            if !self.eat_seq(&["can't", "be", "activated", "unless", "they're", "mana"]) {
                return self.expected("'can't be activated unless they're mana abilities'");
            }
            self.need("abilities")?;
            return self.finish(Static::CantActivateNamed);
        }
        if self.eat_seq(&["activated", "abilities", "of"]) {
            let of = self.permanents()?;
            if self.eat_seq(&["can't", "be", "activated"]) {
                return self.finish(Static::CantActivate { of });
            }
            let paid = Paid::Activated(of);
            return self.cost_change(paid, None, Vec::new(), "activate");
        }
        if self.eat("plotting") || self.eat("suspending") {
            let plot = self.toks[self.i - 1].word.eq_ignore_ascii_case("plotting");
            if !(self.eat("cards") || self.eat("a") && self.eat("card")) {
                return self.expected("'cards'");
            }
            let (payer, from) = if self.eat_seq(&["from", "your", "hand"]) {
                (Some(Relation::You), vec![Zone::Hand])
            } else {
                (None, Vec::new())
            };
            let paid = if plot { Paid::Plot } else { Paid::Suspend };
            return self.cost_change(paid, payer, from, "");
        }
        // "[filter] spells ...": a cost change or a prohibition.
        let (what, named) = if self.eat_seq(&["spells", "with", "the", "chosen", "name"]) {
            let f = Filter {
                zone: Some(Zone::Stack),
                ..Filter::default()
            };
            (f, true)
        } else {
            // "All creatures get +1/+1." (Krosa): "all" names every object of the kind, as
            // "each" does ("Each creature gets +1/+1 for each ...", Velis Vel; "Each creature
            // card in your graveyard has embalm.", Naktamun).
            let _ = self.eat("all") || self.eat("each");
            let start = self.i;
            match self.kind_and() {
                Ok(f) if f.zone == Some(Zone::Stack) => {
                    self.spell_qualities(&f, start)?;
                    (f, false)
                }
                // "Creatures you control get +1/+1." (CR 613.4c).
                Ok(f) if self.eat("get") || self.eat("gets") => {
                    let (power, toughness) = self.pt_word()?;
                    // "... for each other creature on the battlefield that shares at least one
                    // creature type with it." (CR 613.4c, 205.3).
                    let shared = self
                        .toks
                        .iter()
                        .any(|t| t.word.eq_ignore_ascii_case("shares"));
                    // "... for each artifact you control." (CR 613.4c): counted from the
                    // ability's source.
                    if !shared && self.eat_seq(&["for", "each"]) {
                        let per = self.per_count(false)?;
                        return self.finish(Static::GetsFor {
                            what: Some(f),
                            per,
                            power,
                            toughness,
                        });
                    }
                    if self.eat_seq(&["for", "each"]) {
                        for w in [
                            "other",
                            "creature",
                            "on",
                            "the",
                            "battlefield",
                            "that",
                            "shares",
                            "at",
                            "least",
                            "one",
                            "creature",
                            "type",
                            "with",
                            "it",
                        ] {
                            self.need(w)?;
                        }
                        return self.finish(Static::GetsPerSharedCreatureType {
                            what: f,
                            power,
                            toughness,
                        });
                    }
                    return self.finish(Static::Anthem {
                        what: f,
                        power,
                        toughness,
                    });
                }
                // "Attacking creatures you control have deathtouch." (CR 613.1f).
                Ok(f) if self.eat("have") || self.eat("has") => return self.keyword_grant(f),
                // "All creatures are black." (CR 613.1e).
                Ok(f) if self.eat("are") || self.eat("is") => return self.set_colors(f),
                // "[creatures ...] can't attack or block".
                Ok(f) => return self.combat_restriction(f),
                Err(e) => return Err(self.sentence_error(e)),
            }
        };
        // "Instant and sorcery spells have rebound." (CR 613.1f, 702.88a)
        if !named && (self.eat("have") || self.eat("has")) {
            return self.keyword_grant(what);
        }
        if !named {
            let save = self.i;
            // "Instant and sorcery spells players cast have demonstrate." (Strixhaven; CR
            // 702.144a): every player's spells, as "spells have".
            if self.eat_seq(&["players", "cast"]) && (self.eat("have") || self.eat("has")) {
                return self.keyword_grant(what);
            }
            self.i = save;
            // "Creature spells you cast from your hand have blitz {3}." (The Caldaia; CR
            // 702.152a): an alternative cost for its controller's spells.
            if self.eat_seq(&["you", "cast"]) {
                let from = self.cast_zones()?;
                if (self.eat("have") || self.eat("has")) && self.eat("blitz") {
                    let Some(generic) = self.generic() else {
                        return self.expected("a generic blitz cost such as '{3}'");
                    };
                    return self.finish(Static::SpellsHaveBlitz {
                        what,
                        from,
                        generic,
                    });
                }
            }
            self.i = save;
        }
        if self.eat_seq(&["can't", "be", "cast"]) {
            return self.finish(Static::CantCast {
                what,
                who: None,
                named,
                from: CastFrom::Anywhere,
            });
        }
        let payer = if self.eat_seq(&["you", "cast"]) {
            Some(Relation::You)
        } else if self.eat_seq(&["your", "opponents", "cast"]) {
            Some(Relation::Opponent)
        } else {
            None
        };
        let from = self.cast_zones()?;
        self.cost_change(Paid::Spells(what), payer, from, "cast")
    }

    /// The error for a sentence that starts with no known subject.
    fn sentence_error(&mut self, e: PhraseError) -> PhraseError {
        if e.at != 0 {
            return e;
        }
        PhraseError {
            at: 0,
            message: format!(
                "{}; a static ability reads like 'Spells cost {{1}} more to cast', \
                 '[filter] spells can't be cast', '[creatures] can't attack or block', 'You \
                 may cast spells as though they had flash', 'Players have no maximum hand \
                 size' or 'Players skip their untap steps'",
                e.message
            ),
        }
    }

    /// "If a card [or token] would be put into [a / an opponent's / your] graveyard from
    /// anywhere, exile it instead." (CR 614.1a; tokens are not modelled: the words are read).
    fn replacement(&mut self) -> Parsed<Static> {
        let _ = self.eat("a");
        self.need("card")?;
        let _ = self.eat_seq(&["or", "token"]);
        if !self.eat_seq(&["would", "be", "put", "into"]) {
            return self.expected("'would be put into ... graveyard'");
        }
        let owner = if self.eat("a") {
            None
        } else if self.eat_seq(&["an", "opponent's"]) {
            Some(Relation::Opponent)
        } else if self.eat("your") {
            Some(Relation::You)
        } else {
            return self.expected("'a graveyard', 'an opponent's graveyard' or 'your graveyard'");
        };
        self.need("graveyard")?;
        let _ = self.eat_seq(&["from", "anywhere"]);
        let _ = self.eat(",");
        if !(self.eat_seq(&["exile", "it", "instead"])
            || self.eat_seq(&["exile", "that", "card", "instead"]))
        {
            return self.expected("'exile it instead'");
        }
        self.finish(Static::GraveyardToExile { owner })
    }

    /// After "[this creature] enters with": "a +1/+1 counter on it for each [filter]" or "for
    /// each different mana cost among [filter]" (CR 614.1c).
    fn enters_with_counters(&mut self) -> Parsed<Static> {
        // "a number of +1/+1 counters on it equal to the result" (CR 614.1c, 706.2): of the
        // die rolled as it enters (the sentence before).
        if self.eat_seq(&["a", "number", "of"]) {
            let kind = self.counter_kind()?;
            if !self.eat_seq(&["counters", "on", "it", "equal", "to", "the", "result"]) {
                return self.expected("'counters on it equal to the result'");
            }
            return self.finish(Static::EntersWithCounters {
                kind,
                n: Amount::Result,
            });
        }
        if !(self.eat("a") || self.eat("an")) {
            return self.expected("'a +1/+1 counter on it for each ...'");
        }
        let kind = self.counter_kind()?;
        if !self.eat_seq(&["counter", "on", "it", "for", "each"]) {
            return self.expected("'counter on it for each ...'");
        }
        let n = if self.eat_seq(&["different", "mana", "cost", "among"]) {
            Amount::DifferentManaCosts(self.description()?)
        } else {
            Amount::Number(self.description()?)
        };
        self.finish(Static::EntersWithCounters { kind, n })
    }

    /// After "If": "[condition], this creature enters with two +1/+1 counters and a lifelink
    /// counter on it." (CR 614.1c; Dust Animus).
    fn enters_with_if(&mut self) -> Parsed<Static> {
        // The condition is the words up to the comma.
        let Some(comma) = (self.i..self.toks.len()).find(|&j| self.toks[j].word == ",") else {
            return self.expected("'[condition], this creature enters with ...'");
        };
        let tail = self.toks.split_off(comma);
        let condition = self.condition();
        self.toks.extend(tail);
        let condition = condition?;
        self.need(",")?;
        if !self.this() || !self.eat_seq(&["enters", "with"]) {
            return self.expected("', this creature enters with ... counters on it'");
        }
        let mut counters = Vec::new();
        loop {
            let Some(n) = self.number() else {
                return self.expected("a number of counters ('a', 'two', ...)");
            };
            let kind = self.counter_kind()?;
            if !(self.eat("counter") || self.eat("counters")) {
                return self.expected("'counter' or 'counters'");
            }
            counters.push((kind, n));
            if !(self.eat("and") || self.eat(",")) {
                break;
            }
            let _ = self.eat("and");
        }
        if !self.eat_seq(&["on", "it"]) {
            return self.expected("'on it'");
        }
        self.finish(Static::EntersWithCountersIf {
            condition,
            counters,
        })
    }

    /// After "If a source": "[you control] would deal damage to a permanent or player, it
    /// deals double that damage [to that permanent or player] instead" (CR 614.1a).
    fn damage_multiplied(&mut self) -> Parsed<Static> {
        let by_you = self.eat_seq(&["you", "control"]);
        if !self.eat_seq(&[
            "would",
            "deal",
            "damage",
            "to",
            "a",
            "permanent",
            "or",
            "player",
        ]) {
            return self.expected("'would deal damage to a permanent or player'");
        }
        let _ = self.eat(",");
        if !self.eat_seq(&["it", "deals"]) {
            return self.expected("', it deals double that damage ... instead'");
        }
        let factor = if self.eat("double") {
            2
        } else if self.eat("triple") {
            3
        } else {
            return self.expected("'double' or 'triple'");
        };
        if !self.eat_seq(&["that", "damage"]) {
            return self.expected("'that damage'");
        }
        let _ = self.eat_seq(&["to", "that", "permanent", "or", "player"]);
        self.need("instead")?;
        self.finish(Static::DamageMultiplied { by_you, factor })
    }

    /// After "If an effect would": "create one or more tokens [under your control], it creates
    /// twice that many of those tokens instead" or "put one or more counters on a permanent
    /// [you control] [or player], it puts twice that many of those counters on that permanent
    /// [or player] instead" (CR 614.1a, 111.2, 122.6).
    fn effect_multiplied(&mut self) -> Parsed<Static> {
        if self.eat("create") {
            if !self.eat_seq(&["one", "or", "more", "tokens"]) {
                return self.expected("'one or more tokens'");
            }
            let yours = self.eat_seq(&["under", "your", "control"]);
            let _ = self.eat(",");
            if !self.eat_seq(&["it", "creates"]) {
                return self.expected("', it creates twice that many of those tokens instead'");
            }
            let factor = self.times()?;
            if !self.eat_seq(&["that", "many", "of", "those", "tokens"]) {
                return self.expected("'that many of those tokens'");
            }
            self.need("instead")?;
            return self.finish(Static::TokensMultiplied { yours, factor });
        }
        if !self.eat_seq(&[
            "put",
            "one",
            "or",
            "more",
            "counters",
            "on",
            "a",
            "permanent",
        ]) {
            return self.expected(
                "'create one or more tokens' or 'put one or more counters on a permanent'",
            );
        }
        let yours = self.eat_seq(&["you", "control"]);
        let players = self.eat_seq(&["or", "player"]);
        let _ = self.eat(",");
        if !self.eat_seq(&["it", "puts"]) {
            return self.expected("', it puts twice that many of those counters ... instead'");
        }
        let factor = self.times()?;
        if !self.eat_seq(&["that", "many", "of", "those", "counters", "on"]) {
            return self.expected("'that many of those counters on that permanent'");
        }
        // "on that permanent [or player]" / "on it".
        if !(self.eat("it") || self.eat_seq(&["that", "permanent"])) {
            return self.expected("'on that permanent' or 'on it'");
        }
        if players && !self.eat_seq(&["or", "player"]) {
            return self.expected("'on that permanent or player'");
        }
        self.need("instead")?;
        self.finish(Static::CountersMultiplied {
            yours,
            players,
            factor,
        })
    }

    /// "twice" (2) or "three times" (3).
    fn times(&mut self) -> Parsed<u8> {
        if self.eat("twice") {
            Ok(2)
        } else if self.eat_seq(&["three", "times"]) {
            Ok(3)
        } else {
            self.expected("'twice' or 'three times'")
        }
    }

    /// A die's kind: "six-sided die" / "six-sided dice" or "d20" (CR 706.1a): its sides, 2 to
    /// `MAX_DIE_SIDES`.
    fn die_kind(&mut self, plural: bool) -> Parsed<u8> {
        let at = self.here();
        let Some(w) = self.peek().map(str::to_string) else {
            return self.expected("a die such as 'six-sided die' or 'd20'");
        };
        let sides = if let Some(n) = w.strip_suffix("-sided") {
            super::number_word(n)
        } else {
            w.strip_prefix('d').and_then(|n| n.parse::<u8>().ok())
        };
        let max = crate::cards::surface::MAX_DIE_SIDES;
        let Some(sides) = sides.filter(|s| (2..=max).contains(s)) else {
            return Err(PhraseError {
                at,
                message: format!(
                    "expected a die such as 'six-sided die' or 'd20' (2 to {max} sides), not '{w}'"
                ),
            });
        };
        self.i += 1;
        if w.ends_with("-sided") {
            self.need(if plural { "dice" } else { "die" })?;
        }
        Ok(sides)
    }

    /// After "The next time you would roll a": "six-sided die this turn, instead roll two
    /// six-sided dice and use the total of those results" (CR 614.1a: a replacement; the
    /// dice are of the kind replaced).
    fn next_roll_total(&mut self) -> Parsed<Static> {
        let sides = self.die_kind(false)?;
        if !self.eat_seq(&["this", "turn"]) {
            return self.expected("'this turn' (the effect lasts this turn)");
        }
        let _ = self.eat(",");
        if !self.eat_seq(&["instead", "roll"]) {
            return self.expected("'instead roll two six-sided dice'");
        }
        let at = self.here();
        let dice = match self.number() {
            Some(n) if (2..=4).contains(&n) => n,
            _ => {
                return Err(PhraseError {
                    at,
                    message: "expected how many dice are rolled instead: 'two' to 'four'".into(),
                })
            }
        };
        let at = self.here();
        if self.die_kind(true)? != sides {
            return Err(PhraseError {
                at,
                message: "the dice rolled instead are of the kind replaced (as many sides)".into(),
            });
        }
        if !self.eat_seq(&["and", "use", "the", "total", "of", "those"]) {
            return self.expected("'and use the total of those results'");
        }
        self.need("results")?;
        self.finish(Static::NextRollTotal { sides, dice })
    }

    /// After "If you would roll": "a die, instead roll two of those dice and ignore one of those
    /// results" or "one or more dice, instead roll that many dice plus one and ignore the
    /// lowest roll" (CR 706.6).
    fn roll_replacement(&mut self) -> Parsed<Static> {
        if self.eat_seq(&["a", "die"]) {
            let _ = self.eat(",");
            if !self.eat_seq(&[
                "instead", "roll", "two", "of", "those", "dice", "and", "ignore", "one", "of",
                "those",
            ]) {
                return self
                    .expected("'instead roll two of those dice and ignore one of those results'");
            }
            self.need("results")?;
            return self.finish(Static::ExtraDie {
                ignore_lowest: false,
            });
        }
        if self.eat_seq(&["one", "or", "more", "dice"]) {
            let _ = self.eat(",");
            if !self.eat_seq(&[
                "instead", "roll", "that", "many", "dice", "plus", "one", "and", "ignore", "the",
                "lowest",
            ]) {
                return self
                    .expected("'instead roll that many dice plus one and ignore the lowest roll'");
            }
            self.need("roll")?;
            return self.finish(Static::ExtraDie {
                ignore_lowest: true,
            });
        }
        self.expected("'a die' or 'one or more dice'")
    }

    /// "[creatures ...] have [keywords]" (CR 613.1f). A filter that reads keywords, power or
    /// toughness would make the grant depend on itself or on other layers (613.8): refused.
    fn keyword_grant(&mut self, what: Filter) -> Parsed<Static> {
        // "Instant and sorcery cards in graveyards have flashback." (CR 702.34a); its cost is
        // said in the next sentence.
        if what.zone == Some(Zone::Graveyard) {
            // "Blue, black, and/or red creature cards in your graveyard have unearth." (Grixis;
            // CR 702.84a), "Each creature card in your graveyard has embalm." (Naktamun; CR
            // 702.128a): its cost is said in the next sentence.
            for keyword in crate::cards::spec::GRANTED_KEYWORDS {
                if self.eat(&keyword.to_ascii_lowercase()) {
                    return self.finish(Static::HaveAbility {
                        what,
                        ability: crate::cards::statics::Granted::Activated {
                            text: keyword.into(),
                            index: u8::MAX,
                        },
                    });
                }
            }
            if !self.eat("flashback") {
                return self.expected(
                    "'flashback', 'unearth' or 'embalm' (cards in graveyards gain no other \
                     keyword in the language)",
                );
            }
            return self.finish(Static::GraveyardHasFlashback(what));
        }
        if !what.keywords_any.is_empty()
            || !what.keywords_none.is_empty()
            || what.power.is_some()
            || what.toughness.is_some()
        {
            return self.err(
                "a keyword grant names its creatures without keywords, power or toughness \
                 (dependencies between continuous effects are not modelled, CR 613.8)",
            );
        }
        let keywords = self.keywords()?;
        self.finish(Static::HaveKeywords { what, keywords })
    }

    /// "[creatures ...] have" before a quoted ability (CR 113.2c, 613.1f): a mana ability,
    /// "{T}: Add {G}{G}." (CR 605.1a, written as a card's `mana` field), or any other activated
    /// ability, which the card writes as an `[[activated]]` table with `granted = true` and
    /// this text as its `text` (linked when the card is compiled). Permanents only; a filter
    /// that reads keywords, power or toughness is refused (CR 613.8).
    fn granted_ability(&mut self, quote: &str) -> Parsed<Static> {
        // "All creatures have ..." (Llanowar): "all" names every object of the kind.
        let _ = self.eat("all");
        let what = match self.kind_and() {
            Ok(f) => f,
            Err(e) => return Err(self.sentence_error(e)),
        };
        if !(self.eat("have") || self.eat("has")) {
            return self.expected("'have' before the quoted ability");
        }
        self.finish(())?;
        if what.zone.is_some_and(|z| z != Zone::Battlefield) {
            return self.err(
                "an activated ability is granted here to permanents only ('all creatures',                  'lands you control'); cards in other zones are not in the language yet",
            );
        }
        if !what.keywords_any.is_empty()
            || !what.keywords_none.is_empty()
            || what.power.is_some()
            || what.toughness.is_some()
        {
            return self.err(
                "an ability grant names its permanents without keywords, power or toughness                  (dependencies between continuous effects are not modelled, CR 613.8)",
            );
        }
        if quote.is_empty() {
            return self.err("the quoted ability is empty: write it as printed, \"{T}: Add {G}.\"");
        }
        let rest = quote
            .strip_prefix("{T}:")
            .map(|r| r.trim_start().to_ascii_lowercase());
        let ability = match rest {
            // CR 605.1a: "{T}: Add ..." is a mana ability.
            Some(r) if r.starts_with("add ") => {
                let m = crate::cards::mana_ability::parse(&toml::Value::String(quote.into()))
                    .map_err(|message| PhraseError {
                        at: self.text.len(),
                        message: format!("in the quoted ability: {message}"),
                    })?;
                crate::cards::statics::Granted::Mana(m)
            }
            _ => crate::cards::statics::Granted::Activated {
                text: quote.to_string(),
                index: u8::MAX,
            },
        };
        Ok(Static::HaveAbility { what, ability })
    }

    /// After "[creatures ...] are": "black", "white and blue", "colorless" (layer 5, CR
    /// 613.1e, 105.2c). A filter that reads colours would make the effect depend on itself
    /// (613.8): refused.
    fn set_colors(&mut self, what: Filter) -> Parsed<Static> {
        if what.colors != 0 || what.not_colors != 0 || what.multicolored {
            return self.err(
                "a colour-setting ability names its objects without colours (dependencies \
                 between continuous effects are not modelled, CR 613.8)",
            );
        }
        if self.eat("colorless") {
            return self.finish(Static::SetColors { what, colors: 0 });
        }
        let mut colors = 0u8;
        loop {
            let Some(c) = self.peek().and_then(super::color_word) else {
                return self
                    .expected("a colour: 'white', 'blue', 'black', 'red', 'green' or 'colorless'");
            };
            self.i += 1;
            colors |= c.bit();
            if !(self.eat(",") || self.eat("and")) {
                break;
            }
            let _ = self.eat("and");
        }
        self.finish(Static::SetColors { what, colors })
    }

    /// "[creatures ...] can't attack", "can't block", "can't attack or block"; "attack each
    /// combat if able", "attack this turn if able" (CR 508.1d).
    fn combat_restriction(&mut self, what: Filter) -> Parsed<Static> {
        if self.eat("attack") || self.eat("attacks") {
            let this_turn = if self.eat_seq(&["each", "combat"]) {
                false
            } else if self.eat_seq(&["this", "turn"]) {
                true
            } else {
                return self.expected("'each combat if able' or 'this turn if able'");
            };
            if !self.eat_seq(&["if", "able"]) {
                return self.expected("'if able'");
            }
            return self.finish(Static::AttacksIfAble {
                what: Some(what),
                this_turn,
            });
        }
        if !self.eat("can't") {
            return self.expected(
                "'can't attack', 'can't block', 'attack each combat if able' or 'can't be cast'",
            );
        }
        // "[creatures ...] can't be blocked" (CR 509.1b).
        if self.eat_seq(&["be", "blocked"]) {
            return self.finish(Static::CantBeBlocked(Some(what)));
        }
        let attack = self.eat("attack");
        // "Creatures can't attack you." (CR 508.1c): a restriction protecting a player.
        if attack && self.eat("you") {
            let creatures = Filter {
                types: crate::cards::Types::CREATURE,
                ..Filter::default()
            };
            if what != creatures {
                return self.err(
                    "'can't attack you' is said of all creatures ('Creatures can't attack you'), \
                     not of some",
                );
            }
            return self.finish(Static::CreaturesCantAttackYou);
        }
        let block = if attack {
            self.eat_seq(&["or", "block"])
        } else {
            self.eat("block")
        };
        if !attack && !block {
            return self.expected("'attack' or 'block'");
        }
        self.finish(Static::CantCombat {
            what,
            attack,
            block,
        })
    }

    /// After "You may have": "this creature enter as a copy of a creature you control[,
    /// except it's a Shapeshifter Rogue in addition to its other types]" (CR 707.2, 707.9b,
    /// 614.1c).
    fn enters_as_copy(&mut self) -> Parsed<Static> {
        if !self.this() {
            return self.expected("'this creature' or the card's name");
        }
        self.need("enter")?;
        let _ = self.eat_seq(&["the", "battlefield"]);
        for w in ["as", "a", "copy", "of"] {
            self.need(w)?;
        }
        let _ = self.eat("a") || self.eat("an") || self.eat("any");
        let mut of = self.description()?;
        let _ = self.eat_seq(&["on", "the", "battlefield"]);
        // A permanent: "on the battlefield" says what the description says without it.
        if of.zone.is_some_and(|z| z != Zone::Battlefield) {
            return self.err("a copy of a permanent: 'a creature you control', 'any creature'");
        }
        of.zone = None;
        let mut except = crate::cards::effect::CopyExceptions::default();
        if self.eat(",") || self.peek_is("except") {
            self.need("except")?;
            let Some(t) = self.toks.get(self.i) else {
                return self.expected(
                    "an exception: 'it's a Shapeshifter Rogue in addition to its other types'",
                );
            };
            let at = t.at;
            let rest = &self.text[at..];
            except = crate::cards::surface::copy_exceptions(rest).map_err(|e| PhraseError {
                at: at + e.phrase.as_ref().map_or(0, |(_, o)| *o),
                // The sentence is quoted already: the exception's message without its quote.
                message: match e.message.split_once("\": ") {
                    Some((_, m)) => m.to_string(),
                    None => e.message,
                },
            })?;
            self.i = self.toks.len();
        }
        self.finish(Static::EntersAsCopy { of, except })
    }

    /// "you may play", "each player may play", "players may play" before "an additional land"
    /// (the players it names; the words are taken only then).
    fn additional_lands_player(&mut self) -> Option<Option<Relation>> {
        let save = self.i;
        let who = if self.eat("you") {
            Some(Relation::You)
        } else if self.eat("players") || self.eat_seq(&["each", "player"]) {
            None
        } else {
            return None;
        };
        // "You may play any number of lands on each of your turns." (Naya): as many as there are.
        let additional = self.eat_seq(&["may", "play"])
            && (self.peek_at_is(1, "additional") || self.peek_is("any"));
        if !additional {
            self.i = save;
            return None;
        }
        Some(who)
    }

    /// "players", "you", "your opponents", "each opponent" as the subject of a sentence.
    fn players(&mut self) -> Option<Option<Relation>> {
        if self.eat("players") || self.eat_seq(&["each", "player"]) {
            Some(None)
        } else if self.eat("you") {
            Some(Some(Relation::You))
        } else if self.eat_seq(&["your", "opponents"]) || self.eat_seq(&["each", "opponent"]) {
            Some(Some(Relation::Opponent))
        } else {
            None
        }
    }

    /// "[players] have no maximum hand size", "skip their untap steps", "can't cast ...".
    fn player_sentence(&mut self, who: Option<Relation>) -> Parsed<Static> {
        let save = self.i;
        if (self.eat("have") || self.eat("has")) && self.eat_seq(&["no", "maximum", "hand"]) {
            self.need("size")?;
            return self.finish(Static::NoMaximumHandSize(who));
        }
        self.i = save;
        // "You have hexproof." / "You have shroud." (CR 702.11c, 702.18a: on a player).
        if self.eat("have") || self.eat("has") {
            if self.eat("hexproof") {
                return self.finish(Static::PlayerHexproof { who, shroud: false });
            }
            if self.eat("shroud") {
                return self.finish(Static::PlayerHexproof { who, shroud: true });
            }
        }
        self.i = save;
        if self.eat("skip") || self.eat("skips") {
            let _ = self.eat("their") || self.eat("your");
            // "Skip your draw step." (CR 614.1b)
            let draw = self.eat("draw");
            if !draw {
                self.need("untap")?;
            }
            if !(self.eat("step") || self.eat("steps")) {
                return self.expected("'steps'");
            }
            if draw {
                return self.finish(Static::SkipDraw(who));
            }
            return self.finish(Static::SkipUntap(who));
        }
        // "You can't lose the game and your opponents can't win the game." (CR 104.3).
        if self.eat_seq(&["can't", "lose", "the", "game"]) {
            let opponents_cant_win = self.eat("and");
            if opponents_cant_win {
                if who != Some(Relation::You) {
                    return self.err("'... and your opponents can't win the game' follows 'You can't lose the game'");
                }
                for w in ["your", "opponents", "can't", "win", "the", "game"] {
                    self.need(w)?;
                }
            }
            return self.finish(Static::CantLoseGame {
                who,
                opponents_cant_win,
            });
        }
        // "Your opponents can't block with creatures with even mana values." (CR 509.1b).
        if self.eat_seq(&["can't", "block", "with"]) {
            let mut what = self.permanents()?;
            what.controller = who;
            return self.finish(Static::CantCombat {
                what,
                attack: false,
                block: true,
            });
        }
        // "Your opponents can't activate planeswalkers' loyalty abilities." (CR 606.3, 602.5):
        // only planeswalkers have loyalty abilities here (306.5d), so the two say the same.
        if self.eat_seq(&["can't", "activate"]) {
            let _ = self.eat("planeswalkers'");
            if !self.eat_seq(&["loyalty", "abilities"]) {
                return self.expected(
                    "'loyalty abilities' ('can't activate planeswalkers' loyalty abilities')",
                );
            }
            return self.finish(Static::CantActivateLoyalty(who));
        }
        if self.eat_seq(&["can't", "cast"]) {
            // "Your opponents can't cast spells from anywhere other than their hands." (CR
            // 601.2a, 601.3): "from" says where the spells are cast from, not where the cards
            // are.
            self.stop_at_from = true;
            let what = self.spells();
            self.stop_at_from = false;
            let what = what?;
            let from = self.prohibited_zones()?;
            return self.finish(Static::CantCast {
                what,
                who,
                named: false,
                from,
            });
        }
        self.expected(
            "'have no maximum hand size', 'skip their untap steps', 'can't cast ...' or 'can't \
             activate loyalty abilities'",
        )
    }

    /// "spells", "noncreature spells", "instant and sorcery spells": a spell filter.
    fn spells(&mut self) -> Parsed<Filter> {
        let start = self.i;
        let mut f = self.kind_and()?;
        if f.zone != Some(Zone::Stack) {
            return self.expected("'spells'");
        }
        self.spell_qualities(&f, start)?;
        f.zone = Some(Zone::Stack);
        Ok(f)
    }

    /// A static ability reads a spell's qualities from its characteristics (CR 601.3a,
    /// `engine::statics::spell_is`); what an object has only as a spell or a permanent (its
    /// status, counters, power) is not one of them. `start` is where the phrase began.
    fn spell_qualities(&mut self, f: &Filter, start: usize) -> Parsed<()> {
        let reads_more = f.power.is_some()
            || f.toughness.is_some()
            || !Status::X_IN_MANA_COST.has(f.status)
            || f.counter.is_some()
            || !f.keywords_any.is_empty()
            || !f.keywords_none.is_empty()
            || f.other
            || f.among.is_some()
            || f.exiled_with
            || f.not_bound.is_some()
            || f.owner.is_some()
            || f.controller.is_some();
        if !reads_more {
            return Ok(());
        }
        self.i = start;
        self.err(
            "a static ability names spells by their types, subtypes, colours ('multicolored'), \
             mana value or '{X} in their mana costs' (who casts them comes after 'spells': \
             'spells your opponents cast')",
        )
    }

    /// "creatures you control", "artifacts": permanents.
    fn permanents(&mut self) -> Parsed<Filter> {
        let f = self.description()?;
        if f.zone.is_some() {
            return self.err("name permanents here: 'creatures you control', 'artifacts'");
        }
        Ok(f)
    }

    /// `description`, also reading "instant and sorcery spells" as "instant or sorcery".
    fn kind_and(&mut self) -> Parsed<Filter> {
        let save = self.i;
        let a = self.peek().and_then(type_word);
        if let Some(a) = a {
            self.i += 1;
            if self.eat("and") {
                let mut f = self.description()?;
                f.types.0 |= a.0;
                return Ok(f);
            }
        }
        self.i = save;
        self.description()
    }

    /// Adjectives and a noun without qualifiers: "nonland cards", "creature card".
    fn kind(&mut self) -> Parsed<Filter> {
        let mut f = Filter::default();
        while let Some(w) = self.peek().map(str::to_string) {
            if let Some(t) = w.strip_prefix("non").and_then(type_word) {
                f.not_types.0 |= t.0;
            } else if let Some(t) = type_word(&w) {
                f.types.0 |= t.0;
            } else if w == "legendary" {
                f.legendary = true;
            } else if w == "card" || w == "cards" {
                self.i += 1;
                return Ok(f);
            } else {
                break;
            }
            self.i += 1;
        }
        self.expected("'cards' (after 'nonland', 'creature', ...)")
    }

    /// "from your graveyard or from exile", "from your hand": where a spell is cast from.
    fn cast_zones(&mut self) -> Parsed<Vec<Zone>> {
        let mut zones = Vec::new();
        while self.eat("from") {
            let z = if self.eat("exile") {
                Zone::Exile
            } else if self.eat("graveyards") {
                // "Spells your opponents cast from graveyards" (any player's, CR 404).
                Zone::Graveyard
            } else if self.eat("your") {
                let z = self.zone_noun()?;
                if z == Zone::Library {
                    return self.err("spells are cast from a hand, a graveyard or exile here");
                }
                z
            } else {
                return self.expected("'your hand', 'your graveyard', 'graveyards' or 'exile'");
            };
            zones.push(z);
            if !(self.eat("or") || self.eat("and")) {
                break;
            }
        }
        Ok(zones)
    }

    /// "from anywhere other than their hands", "from exile", "from graveyards or libraries":
    /// the zones a prohibition's spells are cast from (CR 601.2a: where the card moves to the
    /// stack from; a plotted or suspended card is cast from exile, 702.170d, 702.62a).
    fn prohibited_zones(&mut self) -> Parsed<CastFrom> {
        if !self.eat("from") {
            return Ok(CastFrom::Anywhere);
        }
        if self.eat_seq(&["anywhere", "other", "than"]) {
            let _ = self.eat("their") || self.eat("your");
            if !(self.eat("hands") || self.eat("hand")) {
                return self.expected("'their hands' ('from anywhere other than their hands')");
            }
            return Ok(CastFrom::OtherThan(vec![Zone::Hand]));
        }
        let mut zones = Vec::new();
        loop {
            // "from their graveyards", "from your graveyard", "from a graveyard": the zone,
            // whoever's it is (a prohibition by where a spell is cast from).
            let _ = self.eat("their") || self.eat("your") || self.eat("a");
            let z = if self.eat("exile") {
                Zone::Exile
            } else if self.eat("graveyards") || self.eat("graveyard") {
                Zone::Graveyard
            } else if self.eat("libraries") || self.eat("library") {
                Zone::Library
            } else if self.eat("hands") || self.eat("hand") {
                Zone::Hand
            } else {
                return self.expected(
                    "'exile', 'graveyards', 'libraries', 'hands' or 'anywhere other than their \
                     hands' after 'from'",
                );
            };
            if !zones.contains(&z) {
                zones.push(z);
            }
            // "graveyards or libraries", "graveyards, libraries, or exile", "from graveyards or
            // from exile".
            let comma = self.eat(",");
            if !(self.eat("or") || self.eat("and") || comma) {
                break;
            }
            let _ = self.eat("from");
        }
        Ok(CastFrom::Zones(zones))
    }

    /// "cost(s) {N} more / less [to cast / to activate]".
    fn cost_change(
        &mut self,
        paid: Paid,
        payer: Option<Relation>,
        from: Vec<Zone>,
        verb: &str,
    ) -> Parsed<Static> {
        if !(self.eat("cost") || self.eat("costs")) {
            return self.expected("'cost {N} more' or 'cost {N} less'");
        }
        let Some(amount) = self.generic() else {
            return self.expected("a generic mana amount such as '{1}'");
        };
        let more = self.more_or_less()?;
        if !verb.is_empty() && self.eat("to") {
            self.need(verb)?;
        }
        // CR 605.3: mana abilities are never charged by an activation cost change here, so
        // "unless they're mana abilities" is what every such change already does.
        if matches!(paid, Paid::Activated(_) | Paid::AllActivated)
            && self.eat_seq(&["unless", "they're", "mana"])
        {
            self.need("abilities")?;
        }
        self.finish(Static::Cost(CostChange {
            paid,
            payer,
            from,
            more,
            amount,
            floor: 0,
        }))
    }

    /// "more" (true) or "less" (false), in a cost change (CR 601.2f).
    fn more_or_less(&mut self) -> Parsed<bool> {
        if self.eat("more") {
            Ok(true)
        } else if self.eat("less") {
            Ok(false)
        } else {
            self.expected("'more' or 'less'")
        }
    }

    /// After "This spell costs": "{1} less to cast for each [filter]", "{X} less to cast, where
    /// X is the total power of creatures you control" / "the number of [filter]" (CR 601.2f).
    fn own_cost(&mut self) -> Parsed<Static> {
        let x = self.eat("{x}");
        let per = match x {
            true => 0,
            false => match self.generic() {
                Some(n) => n,
                None => return self.expected("'{1}' or '{X}'"),
            },
        };
        let more = self.more_or_less()?;
        if !self.eat_seq(&["to", "cast"]) {
            return self.expected("'to cast'");
        }
        let amount = if x {
            let _ = self.eat(",");
            if !self.eat_seq(&["where", "x", "is", "the"]) {
                return self.expected("'where X is the total power of ...' or 'the number of ...'");
            }
            if self.eat_seq(&["total", "power", "of"]) {
                Amount::TotalPower(self.description()?)
            } else if self.eat_seq(&["number", "of"]) {
                Amount::Number(self.description()?)
            } else {
                return self.expected("'total power of ...' or 'number of ...'");
            }
        } else {
            if !self.eat_seq(&["for", "each"]) {
                return self.expected("'for each ...'");
            }
            Amount::Number(self.description()?)
        };
        let per = per.max(1);
        self.finish(Static::OwnCost { more, per, amount })
    }

    /// "[each] spell that would cost less than three mana to cast costs three mana to cast"
    /// (CR 601.2f): a floor under every spell's total cost.
    /// "... eight or more lands, this creature gets +5/+5." after "As long as you control".
    fn self_gets_while_you_control(&mut self) -> Parsed<Static> {
        let Some(at_least) = self.number() else {
            return self.expected("a number ('eight or more lands')");
        };
        if !self.eat_seq(&["or", "more"]) {
            return self.expected("'or more'");
        }
        let mut what = self.description()?;
        if what.power.is_some() || what.toughness.is_some() {
            return self.err(
                "a condition that counts objects by power or toughness would read layer 7 \
                 while computing it (CR 613.8): not supported",
            );
        }
        what.controller = Some(Relation::You);
        let _ = self.eat(",");
        if !self.this() {
            return self.expected("'this creature' or the card's name");
        }
        if !(self.eat("gets") || self.eat("get")) {
            return self.expected("'gets +N/+N'");
        }
        let (power, toughness) = self.pt_word()?;
        self.finish(Static::SelfGetsWhileYouControl {
            what,
            at_least,
            power,
            toughness,
        })
    }

    /// What "for each" counts in "gets +N/+N for each ..." (CR 613.4c): "[kind] counter on it"
    /// (`own`: only of the permanent itself, "it" being the source) or a description of
    /// objects ("card in your hand", "other creature you control"). Never by power or
    /// toughness, which would read layer 7 while computing it (613.8).
    fn per_count(&mut self, own: bool) -> Parsed<Amount> {
        let at = self.i;
        if let Some(a) = self.counters_on()? {
            if !own {
                self.i = at;
                return self.err(
                    "'for each ... counter on it' of creatures a static ability names is not \
                     supported: say it of the permanent itself ('This creature gets +1/+1 for \
                     each ...')",
                );
            }
            return Ok(a);
        }
        let f = self.description()?;
        if f.power.is_some() || f.toughness.is_some() {
            self.i = at;
            return self.err(
                "a count of objects by power or toughness would read layer 7 while computing \
                 it (CR 613.8): not supported",
            );
        }
        Ok(Amount::Number(f))
    }

    /// "its", "this creature's", "Crusader of Odric's": the source, as a possessive (CR
    /// 201.5).
    fn possessive_this(&mut self) -> bool {
        let save = self.i;
        if self.eat("its") {
            return true;
        }
        let possessive = |w: &str| {
            let w = w.to_ascii_lowercase().replace('\u{2019}', "'");
            w.strip_suffix("'s").map(str::to_string)
        };
        if self.eat("this") {
            if self.peek().and_then(possessive).is_some() {
                self.i += 1;
                return true;
            }
            self.i = save;
            return false;
        }
        // "Crusader of Odric's": the name with "'s" on its last word.
        let name = self.scope.card.to_ascii_lowercase();
        let mut words: Vec<String> = Vec::new();
        let mut j = self.i;
        while let Some(t) = self.toks.get(j) {
            if let Some(stem) = possessive(t.word) {
                words.push(stem);
                let said = words.join(" ");
                if said == name || name.split(',').next() == Some(said.as_str()) {
                    self.i = j + 1;
                    return true;
                }
                return false;
            }
            words.push(t.word.to_ascii_lowercase());
            j += 1;
        }
        false
    }

    fn cost_floor(&mut self, while_untapped: bool) -> Parsed<Static> {
        if !self.eat_seq(&["spell", "that", "would", "cost", "less", "than"]) {
            return self.expected("'spell that would cost less than N mana to cast'");
        }
        let Some(amount) = self.number() else {
            return self.expected("a number of mana, such as 'three'");
        };
        if !self.eat_seq(&["mana", "to", "cast", "costs"]) {
            return self.expected("'mana to cast costs N mana to cast'");
        }
        if self.number() != Some(amount) {
            return self.err("a floor costs as much as it names: 'less than three mana to cast costs three mana'");
        }
        self.need("mana")?;
        if self.eat("to") {
            self.need("cast")?;
        }
        self.finish(Static::SpellCostFloor {
            amount,
            while_untapped,
        })
    }

    /// "{2}": a generic mana symbol's number.
    fn generic(&mut self) -> Option<u8> {
        let w = self.peek()?.to_string();
        let n = w.strip_prefix('{')?.strip_suffix('}')?.parse::<u8>().ok()?;
        self.i += 1;
        Some(n)
    }

    /// "... the mana in that cost to less than one mana" / "{1}".
    fn floor(&mut self) -> Parsed<u8> {
        if !self.eat_seq(&["the", "mana", "in", "that", "cost", "to", "less", "than"]) {
            return self.expected("'the mana in that cost to less than one mana'");
        }
        let n = match self.generic() {
            Some(n) => n,
            None => {
                let Some(n) = self.number() else {
                    return self.expected("'one mana' or '{1}'");
                };
                self.need("mana")?;
                n
            }
        };
        self.finish(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::selector::Compare;
    use crate::cards::Types;

    fn parts(text: &str) -> Parsed<Vec<Static>> {
        static_ability(text, &mut Scope::new("Meddling Mage"))
    }

    fn cost(text: &str) -> CostChange {
        match parts(text).unwrap().as_slice() {
            [Static::Cost(c)] => c.clone(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn cost_changes_name_what_is_paid_who_pays_and_from_where() {
        let c = cost("Spells cost {1} more to cast.");
        assert!(c.more && c.amount == 1 && c.payer.is_none() && c.from.is_empty());
        let c = cost("Noncreature spells you cast cost {1} less to cast.");
        let Paid::Spells(f) = &c.paid else { panic!() };
        assert_eq!(f.not_types, Types::CREATURE);
        assert_eq!((c.more, c.payer), (false, Some(Relation::You)));
        let c = cost("Spells you cast from your graveyard or from exile cost {2} less to cast.");
        assert_eq!(c.from, vec![Zone::Graveyard, Zone::Exile]);
        let c = cost("Instant and sorcery spells your opponents cast cost {2} more to cast.");
        let Paid::Spells(f) = &c.paid else { panic!() };
        assert_eq!(f.types.0, Types::INSTANT.0 | Types::SORCERY.0);
        assert_eq!(c.payer, Some(Relation::Opponent));
        let c = cost("Plotting cards from your hand costs {2} less.");
        assert_eq!((c.paid, c.from), (Paid::Plot, vec![Zone::Hand]));
        let c = cost(
            "Activated abilities of creatures you control cost {2} less to activate. This \
             effect can't reduce the mana in that cost to less than one mana.",
        );
        let Paid::Activated(f) = &c.paid else {
            panic!()
        };
        assert_eq!(
            (f.types, f.controller),
            (Types::CREATURE, Some(Relation::You))
        );
        assert_eq!((c.amount, c.floor), (2, 1));
    }

    #[test]
    fn prohibitions_permissions_and_rule_changes() {
        let p = parts("Noncreature spells with mana value 4 or greater can't be cast.").unwrap();
        let [Static::CantCast {
            what,
            who: None,
            named: false,
            from: CastFrom::Anywhere,
        }] = p.as_slice()
        else {
            panic!("{p:?}")
        };
        assert_eq!(what.mana_value, Some(Compare::AtLeast(4)));
        let p = parts("As this creature enters, choose a nonland card name.").unwrap();
        assert!(matches!(&p[..], [Static::ChooseNameAsEnters(f)] if f.not_types == Types::LAND));
        assert!(matches!(
            &parts("Spells with the chosen name can't be cast.").unwrap()[..],
            [Static::CantCast { named: true, .. }]
        ));
        // CR 601.2a: "from" names where the spells are cast from, not where the cards are.
        assert!(matches!(
            &parts("Your opponents can't cast spells from anywhere other than their hands.")
                .unwrap()[..],
            [Static::CantCast {
                who: Some(Relation::Opponent),
                from: CastFrom::OtherThan(z),
                ..
            }] if z == &[Zone::Hand]
        ));
        assert!(matches!(
            &parts("Players can't cast spells from graveyards or libraries.").unwrap()[..],
            [Static::CantCast {
                who: None,
                from: CastFrom::Zones(z),
                ..
            }] if z == &[Zone::Graveyard, Zone::Library]
        ));
        assert!(matches!(
            &parts("You can't cast creature spells from exile.").unwrap()[..],
            [Static::CantCast {
                what,
                from: CastFrom::Zones(z),
                ..
            }] if z == &[Zone::Exile] && what.types == Types::CREATURE && what.zone == Some(Zone::Stack)
        ));
        assert!(matches!(
            &parts("Your opponents can't cast noncreature spells.").unwrap()[..],
            [Static::CantCast {
                who: Some(Relation::Opponent),
                ..
            }]
        ));
        assert!(matches!(
            &parts("Activated abilities of creatures your opponents control can't be activated.")
                .unwrap()[..],
            [Static::CantActivate { of }] if of.controller == Some(Relation::Opponent)
        ));
        assert!(matches!(
            &parts("Creatures can't block.").unwrap()[..],
            [Static::CantCombat {
                attack: false,
                block: true,
                ..
            }]
        ));
        assert!(matches!(
            &parts("Creatures your opponents control can't attack or block.").unwrap()[..],
            [Static::CantCombat {
                attack: true,
                block: true,
                ..
            }]
        ));
        assert!(matches!(
            &parts("You may cast spells as though they had flash.").unwrap()[..],
            [Static::Flash {
                who: Some(Relation::You),
                ..
            }]
        ));
        assert_eq!(
            parts(
                "The top card of your library has plot. The plot cost is equal to its mana cost."
            ),
            Ok(vec![Static::TopCardHasPlot])
        );
        assert_eq!(
            parts("Players have no maximum hand size."),
            Ok(vec![Static::NoMaximumHandSize(None)])
        );
        assert_eq!(
            parts("You have no maximum hand size."),
            Ok(vec![Static::NoMaximumHandSize(Some(Relation::You))])
        );
        assert_eq!(
            parts("If a card would be put into an opponent's graveyard from anywhere, exile it instead."),
            Ok(vec![Static::GraveyardToExile { owner: Some(Relation::Opponent) }])
        );
        // CR 702.152a: The Caldaia's granted blitz; CR 702.144a: Strixhaven's demonstrate.
        assert!(matches!(
            &parts("Creature spells you cast from your hand have blitz {3}.").unwrap()[..],
            [Static::SpellsHaveBlitz { what, from, generic: 3 }]
                if what.zone == Some(Zone::Stack) && from[..] == [Zone::Hand]
        ));
        assert!(matches!(
            &parts("Instant and sorcery spells players cast have demonstrate.").unwrap()[..],
            [Static::HaveKeywords { what, keywords }]
                if what.zone == Some(Zone::Stack)
                    && keywords.has(crate::cards::Keyword::Demonstrate)
        ));
        assert!(parts("Creature spells you cast from your hand have blitz.").is_err());
        assert!(matches!(
            &parts("You may cast spells from your hand without paying their mana costs.")
                .unwrap()[..],
            [Static::FreeFromHand(f)] if f.zone == Some(Zone::Stack) && f.owner.is_none()
        ));
        assert_eq!(
            parts("Players skip their untap steps."),
            Ok(vec![Static::SkipUntap(None)])
        );
        let c =
            cost("Activated abilities cost {2} more to activate unless they're mana abilities.");
        assert_eq!((c.paid, c.more, c.amount), (Paid::AllActivated, true, 2));
        assert_eq!(
            parts("Activated abilities of sources with the chosen name can't be activated unless they're mana abilities."),
            Ok(vec![Static::CantActivateNamed])
        );
        assert!(matches!(
            &parts("As Meddling Mage enters, choose a card name.").unwrap()[..],
            [Static::ChooseNameAsEnters(f)] if f.types.0 == 0 && f.not_types.0 == 0
        ));
        assert_eq!(
            parts("As long as Meddling Mage is untapped, each spell that would cost less than three mana to cast costs three mana to cast."),
            Ok(vec![Static::SpellCostFloor { amount: 3, while_untapped: true }])
        );
        assert_eq!(
            parts("Each spell that would cost less than two mana to cast costs two mana."),
            Ok(vec![Static::SpellCostFloor {
                amount: 2,
                while_untapped: false
            }])
        );
    }

    #[test]
    fn enter_as_a_copy_reads_what_it_copies_and_the_added_creature_types() {
        let text = "You may have this creature enter as a copy of a creature you control, \
                    except it's a Shapeshifter Rogue in addition to its other types.";
        let [Static::EntersAsCopy { of, except }] = &parts(text).unwrap()[..] else {
            panic!("{:?}", parts(text));
        };
        assert_eq!(of.controller, Some(Relation::You));
        assert!(of.types.has(crate::cards::Types::CREATURE));
        assert!(!except.not_legendary);
        assert_eq!(
            except.add_subtypes.names().collect::<Vec<_>>(),
            ["Rogue", "Shapeshifter"]
        );
        // Clone's older wording: any creature, no exception.
        let text = "You may have Meddling Mage enter the battlefield as a copy of any creature on the battlefield.";
        let [Static::EntersAsCopy { of, except }] = &parts(text).unwrap()[..] else {
            panic!("{:?}", parts(text));
        };
        assert_eq!(of.controller, None);
        assert!(except.add_subtypes.is_empty());
        let text = "You may have this creature enter as a copy of a creature you control, \
                    except it's a Frobnicator in addition to its other types.";
        let e = parts(text).unwrap_err();
        assert_eq!(&text[e.at..], "Frobnicator in addition to its other types.");
        assert!(e.message.contains("not a creature type"), "{}", e.message);
    }

    #[test]
    fn errors_point_into_the_paragraph() {
        let text = "Spells cost {1} more to cast. Creatures can't flap.";
        let e = parts(text).unwrap_err();
        assert_eq!(&text[e.at..], "flap.");
        assert!(e.message.contains("'attack' or 'block'"), "{}", e.message);
        let e = parts("Spells cost {1} extra to cast.").unwrap_err();
        assert!(e.message.contains("'more' or 'less'"), "{}", e.message);
        let e = parts("The plot cost is equal to its mana cost.").unwrap_err();
        assert!(e.message.contains("follows"), "{}", e.message);
        // A spell's power or status is not a quality a static ability reads (601.3a): an
        // error at the phrase, not a prohibition of every noncreature spell.
        let text = "Your opponents can't cast noncreature spells with power 2 or greater.";
        let e = parts(text).unwrap_err();
        assert_eq!(&text[e.at..], "noncreature spells with power 2 or greater.");
        assert!(e.message.contains("'multicolored'"), "{}", e.message);
        let text = "Tapped spells cost {1} more to cast.";
        assert_eq!(parts(text).unwrap_err().at, 0);
    }

    #[test]
    fn a_prevention_names_its_sources_as_written_201_2() {
        let text = "Prevent all damage that sources named Boromir, Warden of the Tower would deal this game to permanents you control.";
        match parts(text).unwrap().as_slice() {
            [Static::PreventDamageFrom {
                source_name,
                this_game: true,
                ..
            }] => assert_eq!(source_name, "Boromir, Warden of the Tower"),
            other => panic!("{other:?}"),
        }
        let e =
            parts("Prevent all damage that sources named would deal to creatures.").unwrap_err();
        assert!(
            e.message.contains("a name, then 'would deal'"),
            "{}",
            e.message
        );
    }

    #[test]
    fn a_quoted_ability_is_granted_and_its_full_stop_ends_no_sentence() {
        use crate::cards::statics::Granted;
        let two = parts(
            "All lands have \"{T}: Add one mana of any color.\" Spells cost {1} more to cast.",
        )
        .unwrap();
        assert!(
            matches!(
                two.as_slice(),
                [
                    Static::HaveAbility {
                        ability: Granted::Mana(_),
                        ..
                    },
                    Static::Cost(_)
                ]
            ),
            "{two:?}"
        );
        let shiv = parts("All creatures have \"{R}: This creature gets +1/+0 until end of turn.\"")
            .unwrap();
        assert!(
            matches!(
                shiv.as_slice(),
                [Static::HaveAbility {
                    ability: Granted::Activated { text, .. },
                    ..
                }] if text == "{R}: This creature gets +1/+0 until end of turn."
            ),
            "{shiv:?}"
        );
        let e = parts("Creatures with flying have \"{T}: Add {G}.\"").unwrap_err();
        assert!(e.message.contains("without keywords"), "{}", e.message);
    }

    #[test]
    fn gets_and_has_is_two_parts_and_non_ascii_text_is_an_error_not_a_panic() {
        let two = parts("Enchanted creature gets +2/+0 and has trample.").unwrap();
        assert!(
            matches!(
                two.as_slice(),
                [
                    Static::Anthem {
                        power: 2,
                        toughness: 0,
                        ..
                    },
                    Static::HaveKeywords { .. }
                ]
            ),
            "{two:?}"
        );
        // Letters whose lower case is longer in bytes must not shift the split.
        assert!(parts("İİ creature gets +1/+1 and has flying.").is_err());
    }

    #[test]
    fn plane_statics_name_their_parts_and_errors_point_at_the_word() {
        use crate::cards::TurnAct;
        assert!(matches!(
            &parts("Each creature assigns combat damage equal to its toughness rather than its power.")
                .unwrap()[..],
            [Static::AssignsDamageByToughness(f)] if f.types == crate::cards::Types::CREATURE
        ));
        match &parts("Prevent all combat damage that would be dealt by non-Werewolf creatures.")
            .unwrap()[..]
        {
            [Static::PreventCombatDamageBy(f)] => {
                assert_eq!(f.not_subtypes, vec!["Werewolf".to_string()]);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(
            parts("If you cast a spell this turn, you can't attack with creatures."),
            Ok(vec![Static::CantAfter {
                did: TurnAct::CastSpell,
                cant: TurnAct::AttackWithCreatures,
            }])
        );
        assert_eq!(
            parts("If you attacked with creatures this turn, you can't cast spells."),
            Ok(vec![Static::CantAfter {
                did: TurnAct::AttackWithCreatures,
                cant: TurnAct::CastSpell,
            }])
        );
        let e = parts("If you cast a spell this turn, you can't draw cards.").unwrap_err();
        assert!(
            e.message
                .contains("'attack with creatures' or 'cast spells'"),
            "{}",
            e.message
        );
        assert_eq!(
            parts("You can't lose the game and your opponents can't win the game."),
            Ok(vec![Static::CantLoseGame {
                who: Some(Relation::You),
                opponents_cant_win: true,
            }])
        );
        assert_eq!(
            parts("Players can't lose the game."),
            Ok(vec![Static::CantLoseGame {
                who: None,
                opponents_cant_win: false,
            }])
        );
        assert_eq!(
            parts("Players don't lose unspent mana as steps and phases end."),
            Ok(vec![Static::KeepUnspentMana { who: None }])
        );
        assert_eq!(
            parts("Spells that share a card type with the top card of a library can't be cast."),
            Ok(vec![Static::CantCastSharingTypeWithTopOfLibrary])
        );
        assert!(matches!(
            &parts("Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it.")
                .unwrap()[..],
            [Static::GetsPerSharedCreatureType { power: 1, toughness: 1, .. }]
        ));
        // Any other count is the general "for each" bonus (CR 613.4c).
        assert!(matches!(
            &parts("Each creature gets +1/+1 for each land you control.").unwrap()[..],
            [Static::GetsFor { what: Some(_), .. }]
        ));
        let e = parts(
            "Each creature gets +1/+1 for each creature on the battlefield that shares at least one creature type with it.",
        )
        .unwrap_err();
        assert!(e.message.contains("'other'"), "{}", e.message);
        // "Each spell that would cost less ..." is still a floor.
        assert!(matches!(
            &parts(
                "Each spell that would cost less than three mana to cast costs three mana to cast."
            )
            .unwrap()[..],
            [Static::SpellCostFloor { amount: 3, .. }]
        ));
    }

    #[test]
    fn counted_bonuses_and_characteristic_definitions_613_4c_604_3() {
        let named = |text: &str, card: &str| static_ability(text, &mut Scope::new(card));
        let hand = parts("This creature gets -1/-1 for each card in your hand.").unwrap();
        assert!(
            matches!(
                hand.as_slice(),
                [Static::GetsFor {
                    what: None,
                    per: Amount::Number(f),
                    power: -1,
                    toughness: -1,
                }] if f.zone == Some(Zone::Hand)
            ),
            "{hand:?}"
        );
        let leo = named(
            "Leonardo gets +1/+0 for each other creature you control.",
            "Leonardo, Big Brother",
        )
        .unwrap();
        assert!(
            matches!(
                leo.as_slice(),
                [Static::GetsFor { what: None, per: Amount::Number(f), power: 1, toughness: 0 }]
                    if f.other && f.controller == Some(Relation::You)
            ),
            "{leo:?}"
        );
        let oil = parts("This creature gets +1/+1 for each oil counter on it.").unwrap();
        assert!(
            matches!(
                oil.as_slice(),
                [Static::GetsFor {
                    what: None,
                    per: Amount::Counters { on: None, .. },
                    ..
                }]
            ),
            "{oil:?}"
        );
        let all = parts("Creatures you control get +1/+0 for each artifact you control.").unwrap();
        assert!(
            matches!(all.as_slice(), [Static::GetsFor { what: Some(_), .. }]),
            "{all:?}"
        );
        let e = parts("Creatures you control get +1/+1 for each +1/+1 counter on it.").unwrap_err();
        assert!(e.message.contains("permanent itself"), "{}", e.message);
        let crusader = named(
            "Crusader of Odric's power and toughness are each equal to the number of creatures you control.",
            "Crusader of Odric",
        )
        .unwrap();
        assert!(
            matches!(
                crusader.as_slice(),
                [Static::DefinesPowerToughness {
                    power: true,
                    toughness: true,
                    amount: Amount::Number(_),
                }]
            ),
            "{crusader:?}"
        );
        let its = parts("Its power is equal to the number of +1/+1 counters on it.").unwrap();
        assert!(
            matches!(
                its.as_slice(),
                [Static::DefinesPowerToughness {
                    power: true,
                    toughness: false,
                    amount: Amount::Counters { .. },
                }]
            ),
            "{its:?}"
        );
        let e = parts("This creature's power and toughness is equal to 3.").unwrap_err();
        assert!(e.message.contains("are each equal to"), "{}", e.message);
    }
}
