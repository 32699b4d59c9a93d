//! Tokens described where they are made (CR 111.2-111.4): "create a 3/3 green Beast creature
//! token", "create two 1/1 white Spirit creature tokens with flying", "create a 1/1 colorless
//! Thopter artifact creature token with flying". The instruction sets every characteristic:
//! power and toughness, colours (105; "colorless": none), subtypes, card types, and keywords
//! after "with". Its name is its subtypes plus the word "Token" (111.4: "Beast Token"), and it
//! has no mana cost (111.3).
//!
//! A `create` step names its token by what follows the count ("3/3 green Beast creature";
//! "with ..." moved onto the end: "1/1 white Spirit creature with flying"). A model or the
//! library may still define a token of that name (`token = true`), which then wins; otherwise
//! a description is turned into a definition here.

use super::spec::{CardDef, CardSpec};
use super::surface::CardError;

/// The definition a description stands for: `None` if `text` is not a description (it doesn't
/// start with a power/toughness, "legendary" or a colour), an error if it starts like one but
/// can't be read.
pub fn described_token(text: &str) -> Option<Result<CardDef, CardError>> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let first = words.first()?.to_ascii_lowercase();
    let starts =
        is_pt(&first) || first == "legendary" || color(&first).is_some() || first == "colorless";
    if !starts {
        return None;
    }
    Some(read(text, &words).map_err(|e| {
        CardError::new(format!(
            "the token \"{text}\": {e}; a described token reads like \"3/3 green Beast creature\" \
             or \"1/1 white Spirit creature with flying\" (CR 111.4)"
        ))
    }))
}

fn is_pt(w: &str) -> bool {
    w.split_once('/').is_some_and(|(p, t)| {
        !p.is_empty() && !t.is_empty() && p.parse::<u8>().is_ok() && t.parse::<u8>().is_ok()
    })
}

fn color(w: &str) -> Option<&'static str> {
    ["white", "blue", "black", "red", "green"]
        .into_iter()
        .find(|c| *c == w)
}

const TYPES: [&str; 4] = ["artifact", "enchantment", "creature", "land"];

fn read(text: &str, words: &[&str]) -> Result<CardDef, String> {
    let (body, with) = match words.iter().position(|w| *w == "with") {
        Some(i) => (&words[..i], words[i + 1..].join(" ")),
        None => (words, String::new()),
    };
    let mut table = toml::map::Map::new();
    let mut i = 0;
    let next = |i: usize| body.get(i).map(|w| w.to_ascii_lowercase());
    if next(i).as_deref() == Some("legendary") {
        table.insert("legendary".into(), true.into());
        i += 1;
    }
    let mut pt = None;
    if let Some(w) = next(i).filter(|w| is_pt(w)) {
        let (p, t) = w.split_once('/').unwrap_or_default();
        pt = Some((p.parse::<i64>().unwrap_or(0), t.parse::<i64>().unwrap_or(0)));
        i += 1;
    }
    let mut colors = Vec::new();
    while let Some(w) = next(i) {
        let w = w.trim_end_matches(',');
        match color(w) {
            Some(c) => colors.push(toml::Value::from(c)),
            None if w == "and" || w == "colorless" => {}
            None => break,
        }
        i += 1;
    }
    let mut subtypes = Vec::new();
    let mut types = Vec::new();
    for w in &body[i..] {
        let lower = w.to_ascii_lowercase();
        if TYPES.contains(&lower.as_str()) {
            types.push(toml::Value::from(lower));
        } else if !types.is_empty() {
            return Err(format!("'{w}' after the card types"));
        } else if w.starts_with(|c: char| c.is_ascii_uppercase()) {
            subtypes.push(w.to_string());
        } else {
            return Err(format!("unexpected '{w}'"));
        }
    }
    if types.is_empty() {
        return Err("no card type (\"creature\", \"artifact creature\")".into());
    }
    let creature = types.iter().any(|t| t.as_str() == Some("creature"));
    match (creature, pt) {
        (true, None) => return Err("a creature token needs a power/toughness".into()),
        (false, Some(_)) => return Err("a power/toughness on a noncreature token".into()),
        (true, Some((p, t))) => {
            table.insert("power".into(), p.into());
            table.insert("toughness".into(), t.into());
        }
        (false, None) => {}
    }
    if subtypes.is_empty() {
        return Err("no subtype to name it by (CR 111.4)".into());
    }
    let keywords: Vec<toml::Value> = with
        .replace(", and ", ", ")
        .replace(" and ", ", ")
        .split(',')
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .map(|k| toml::Value::from(k.to_ascii_lowercase().replace(' ', "-")))
        .collect();
    let name = format!("{} Token", subtypes.join(" "));
    table.insert("name".into(), name.into());
    table.insert("token".into(), true.into());
    table.insert("types".into(), types.into());
    table.insert(
        "subtypes".into(),
        subtypes
            .into_iter()
            .map(toml::Value::from)
            .collect::<Vec<_>>()
            .into(),
    );
    table.insert("colors".into(), colors.into());
    table.insert("keywords".into(), keywords.into());
    table.insert("text".into(), text.into());
    let spec: CardSpec = toml::Value::Table(table).try_into().map_err(|e| {
        let e = e.to_string();
        match e.contains("unknown variant") {
            true => format!(
                "a keyword after \"with\" is not one the language knows ({})",
                e.trim()
            ),
            false => e,
        }
    })?;
    spec.compile().map_err(|e| e.message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Keyword;

    #[test]
    fn a_description_sets_every_characteristic_111_4() {
        let beast = described_token("3/3 green Beast creature")
            .unwrap()
            .unwrap();
        assert_eq!(beast.name, "Beast Token");
        assert!(beast.token);
        assert_eq!(beast.subtypes, vec!["Beast".to_string()]);
        let spirit = described_token("1/1 white and blue Spirit creature with flying and haste")
            .unwrap()
            .unwrap();
        assert!(
            spirit.keywords.contains(&Keyword::Flying) && spirit.keywords.contains(&Keyword::Haste)
        );
        assert_eq!(spirit.colors.count_ones(), 2);
        let thopter = described_token("1/1 colorless Thopter artifact creature with flying")
            .unwrap()
            .unwrap();
        assert_eq!(thopter.colors, 0);
        assert_eq!(thopter.name, "Thopter Token");
    }

    #[test]
    fn names_are_not_descriptions_and_bad_descriptions_say_why() {
        assert!(described_token("Clue").is_none());
        assert!(described_token("Goblin").is_none());
        let e = described_token("3/3 green Beast").unwrap().unwrap_err();
        assert!(e.message.contains("no card type"), "{}", e.message);
        let e = described_token("2/2 black Zombie creature with shroudish")
            .unwrap()
            .unwrap_err();
        assert!(e.message.contains("keyword"), "{}", e.message);
        let e = described_token("green Beast creature")
            .unwrap()
            .unwrap_err();
        assert!(e.message.contains("power/toughness"), "{}", e.message);
    }
}
