//! Mana abilities as a card states them (CR 605): what one activation adds (CR 106.1b: six
//! types of mana, 106.6a: a choice of types) and how that mana may be spent (CR 106.6). Paying
//! with them is the engine's (`engine::mana`).

use super::ManaCost;

/// The index of colourless among the six types of mana (CR 106.1b): the colours are 0..5 in
/// WUBRG order (`Color::index`), colourless is 5.
pub const COLORLESS: usize = 5;

/// The five colours as a set of mana types (bit i = type i).
pub const ANY_COLOR: u8 = 0b1_1111;

/// The most mana one activation may add (the engine sums it over cards in 32 bits).
pub const MAX_MANA_PER_ABILITY: u8 = 20;

/// What one activation of a mana ability adds. Sets of mana types are bit sets over the six
/// types (`COLORLESS` is bit 5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Adds {
    /// Exactly this mana, counted per type (WUBRG, then C): "Add {G}", "Add {C}{U}".
    Fixed([u8; 6]),
    /// `amount` mana all of one type chosen from `types` as the ability resolves (CR 605.3b,
    /// 106.1b): "Add {B} or {G}" (one of B, G), "Add three mana of any one color".
    OneOf { types: u8, amount: u8 },
    /// `amount` mana, each of a type chosen from `types`: "Add five mana in any combination of
    /// colors".
    Combination { types: u8, amount: u8 },
}

impl Adds {
    /// How much mana one activation adds.
    pub fn amount(&self) -> u8 {
        match *self {
            Adds::Fixed(m) => m.iter().sum(),
            Adds::OneOf { amount, .. } | Adds::Combination { amount, .. } => amount,
        }
    }
}

/// What mana from this ability may be spent on (CR 106.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spend {
    /// Any cost.
    Any,
    /// "Spend this mana only to cast spells": a spell's total cost (CR 601.2f-h), whatever
    /// zone it is cast from; not an activated ability's cost, nor a special action's (116.2).
    Spells,
    /// "Spend this mana only to activate abilities": an activated ability's cost (CR 602.2b);
    /// not a spell's, nor a special action's (116.2).
    Abilities,
}

/// A mana ability (CR 605): "{T}: Add …", perhaps also sacrificing the source, perhaps with a
/// spending restriction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ManaAbility {
    pub adds: Adds,
    /// `adds.amount()`, kept for the engine's payment loops.
    pub amount: u8,
    pub sacrifice: bool,
    pub spend: Spend,
}

const FORMS: &str =
    "write \"{G}\", \"{C}{U}\", \"{B} or {G}\", or a table such as { add = \"{C}{U}\", \
     spend_only = \"to activate abilities\" } or { any_color = 3, sacrifice = true }";

/// Mana symbols to add, "{C}{U}": coloured and colourless only (CR 106.10: generic symbols add
/// colourless mana, which Oracle text now writes {C}).
fn symbols(text: &str) -> Result<[u8; 6], String> {
    let c = ManaCost::parse(text).map_err(|e| format!("mana: {e}"))?;
    if c.x > 0 {
        return Err(format!("mana: '{text}': an ability cannot add {{X}}"));
    }
    if c.generic > 0 {
        return Err(format!(
            "mana: '{text}' adds generic mana; write colourless mana as {{C}} (CR 106.10)"
        ));
    }
    if c.total() == 0 {
        return Err(format!("mana: '{text}' adds no mana"));
    }
    if c.has_hybrid() {
        return Err(format!(
            "mana: '{text}' adds a hybrid symbol; hybrid symbols are costs (CR 107.4e)"
        ));
    }
    let mut m = [0u8; 6];
    m[..5].copy_from_slice(&c.colored);
    m[COLORLESS] = c.colorless;
    Ok(m)
}

/// The mana an instruction adds: "{B}{B}{B}" (Dark Ritual: "Add {B}{B}{B}."), by type (WUBRG,
/// then colourless), and how much mana of any colour, each chosen apart: "one mana of any
/// color" (1), "two mana in any combination of colors" (Manamorphose: 2).
pub fn added_by_instruction(text: &str) -> Result<([u8; 6], u8), String> {
    let text = text.trim().trim_end_matches('.');
    let text = text
        .strip_prefix("Add ")
        .or_else(|| text.strip_prefix("add "))
        .unwrap_or(text);
    let lower = text.to_ascii_lowercase();
    let any = if lower == "one mana of any color" {
        Some(1)
    } else {
        lower
            .strip_suffix(" mana in any combination of colors")
            .and_then(|n| super::phrase::number_word(n).or_else(|| n.parse().ok()))
    };
    if let Some(n) = any {
        if n == 0 || n > MAX_MANA_PER_ABILITY {
            return Err(format!(
                "add: '{text}': from 1 to {MAX_MANA_PER_ABILITY} mana"
            ));
        }
        return Ok(([0; 6], n));
    }
    if !text.starts_with('{') || text.contains(" or ") || text.contains(',') {
        return Err(format!(
            "add: '{text}': an instruction adds mana written as symbols, \"{{B}}{{B}}{{B}}\", \
             \"one mana of any color\" or \"two mana in any combination of colors\"; a choice \
             of one type for all (\"{{R}} or {{G}}\", \"three mana of any one color\") from an \
             instruction is not in the language yet"
        ));
    }
    let m = symbols(text)?;
    if m.iter().map(|&n| n as u32).sum::<u32>() > MAX_MANA_PER_ABILITY as u32 {
        return Err(format!(
            "mana: '{text}' adds more than {MAX_MANA_PER_ABILITY} mana"
        ));
    }
    Ok((m, 0))
}

/// "{G}", "{C}{U}", "{B} or {G}", "{W}, {U}, or {B}".
fn adds(text: &str) -> Result<Adds, String> {
    let alternatives: Vec<&str> = text
        .split(',')
        .flat_map(|part| part.split(" or "))
        .map(|s| s.trim().trim_start_matches("or ").trim())
        .filter(|s| !s.is_empty())
        .collect();
    if alternatives.is_empty() {
        return Err(format!("mana: '{text}' adds no mana; {FORMS}"));
    }
    let bags = alternatives
        .iter()
        .map(|a| symbols(a))
        .collect::<Result<Vec<_>, _>>()?;
    if let [one] = bags[..] {
        return Ok(Adds::Fixed(one));
    }
    // A choice: each alternative is N mana of one type, the same N for all.
    let mut types = 0u8;
    let mut amount = None;
    for (bag, alt) in bags.iter().zip(&alternatives) {
        let kinds: Vec<usize> = (0..6).filter(|&t| bag[t] > 0).collect();
        let n = bag.iter().sum::<u8>();
        if kinds.len() != 1 || amount.is_some_and(|a| a != n) {
            return Err(format!(
                "mana: in '{text}', '{alt}' is not like the other choices; a choice is between \
                 the same amount of one type each, like \"{{B}} or {{G}}\""
            ));
        }
        types |= 1 << kinds[0];
        amount = Some(n);
    }
    Ok(Adds::OneOf {
        types,
        amount: amount.unwrap_or(1),
    })
}

fn amount(key: &str, v: &toml::Value) -> Result<u8, String> {
    match v.as_integer() {
        Some(n) if (1..=MAX_MANA_PER_ABILITY as i64).contains(&n) => Ok(n as u8),
        _ => Err(format!(
            "mana: `{key}` is a number from 1 to {MAX_MANA_PER_ABILITY}, not {v}"
        )),
    }
}

/// The card file's `mana` field.
pub fn parse(v: &toml::Value) -> Result<ManaAbility, String> {
    let t = match v {
        toml::Value::String(s) => {
            // The ability as Oracle text writes it, "{T}: Add {G}." (CR 605.1a), is the
            // same as its mana alone.
            let s = s.trim().trim_end_matches('.');
            // "{T}, Sacrifice this token: Add one mana of any color." (a Treasure, CR
            // 111.10a; "this artifact", "this land", "this"): the source is sacrificed as the
            // ability is activated (CR 605.3a, 601.2h), like `sacrifice = true`.
            let owned;
            let (s, sacrifice) = match sacrificing(s) {
                Some(rest) => {
                    owned = format!("{{T}}: {rest}");
                    (owned.as_str(), true)
                }
                None if s.starts_with("{T},") => {
                    return Err(format!(
                        "mana: '{s}': of costs besides {{T}}, a mana ability here may only \
                         sacrifice its source (\"{{T}}, Sacrifice this token: Add one mana of \
                         any color.\", CR 111.10a)"
                    ))
                }
                // "Sacrifice a creature: Add {C}{C}." (CR 605.1a): a cost other than {T} and
                // sacrificing the source, before the colon.
                None if !s.starts_with("{T}:") && s.contains(':') => {
                    let cost = s.split(':').next().unwrap_or_default().trim();
                    return Err(format!(
                        "mana: '{s}': a mana ability whose cost is \"{cost}\" is not supported \
                         yet: the cost of a mana ability here is {{T}}, or {{T}} and sacrificing \
                         its source (CR 605.1a, 111.10a): expected \"{{T}}: Add {{G}}.\" or \
                         \"{{T}}, Sacrifice this token: Add one mana of any color.\" (an \
                         `[[activated]]` ability with `sacrifice = \"creature\"` and \
                         `do = [{{ add = \"one mana of any color\" }}]` is close, but it uses \
                         the stack, which a mana ability does not, CR 605.3b)"
                    ));
                }
                None => (s, false),
            };
            let s = match s.strip_prefix("{T}:") {
                Some(rest) => {
                    let rest = rest.trim();
                    rest.strip_prefix("Add ")
                        .or_else(|| rest.strip_prefix("add "))
                        .ok_or_else(|| format!("mana: after \"{{T}}:\", \"Add {{G}}.\"; {FORMS}"))?
                }
                None => s,
            };
            // "Add one mana of any color." (CR 106.1b; Birds of Paradise).
            let adds = match s.eq_ignore_ascii_case("one mana of any color") {
                true => Adds::OneOf {
                    types: ANY_COLOR,
                    amount: 1,
                },
                false => adds(s)?,
            };
            check_size(&adds, s)?;
            return Ok(ManaAbility {
                adds,
                amount: adds.amount(),
                sacrifice,
                spend: Spend::Any,
            });
        }
        toml::Value::Table(t) => t,
        _ => return Err(format!("mana: {FORMS}")),
    };
    if let Some(k) = t.keys().find(|k| {
        ![
            "add",
            "any_color",
            "any_combination",
            "sacrifice",
            "spend_only",
        ]
        .contains(&k.as_str())
    }) {
        return Err(format!(
            "mana: unknown key `{k}`; keys: add, any_color, any_combination, sacrifice, spend_only"
        ));
    }
    let what: Vec<Adds> = [
        t.get("add")
            .map(|v| match v.as_str() {
                Some(s) => adds(s),
                None => Err(format!(
                    "mana: `add` is text such as \"{{C}}{{U}}\", not {v}"
                )),
            })
            .transpose()?,
        t.get("any_color")
            .map(|v| amount("any_color", v))
            .transpose()?
            .map(|amount| Adds::OneOf {
                types: ANY_COLOR,
                amount,
            }),
        t.get("any_combination")
            .map(|v| amount("any_combination", v))
            .transpose()?
            .map(|amount| Adds::Combination {
                types: ANY_COLOR,
                amount,
            }),
    ]
    .into_iter()
    .flatten()
    .collect();
    let [adds] = what[..] else {
        return Err(format!(
            "mana: give exactly one of `add`, `any_color`, `any_combination`; {FORMS}"
        ));
    };
    check_size(&adds, &v.to_string())?;
    let sacrifice = match t.get("sacrifice") {
        None => false,
        Some(toml::Value::Boolean(b)) => *b,
        Some(v) => return Err(format!("mana: `sacrifice` is true or false, not {v}")),
    };
    let spend = match t.get("spend_only").map(|v| v.as_str()) {
        None => Spend::Any,
        Some(Some("to cast spells")) => Spend::Spells,
        Some(Some("to activate abilities")) => Spend::Abilities,
        Some(_) => {
            return Err(
                "mana: `spend_only` is \"to cast spells\" or \"to activate abilities\" \
                 (\"Spend this mana only …\", CR 106.6)"
                    .into(),
            )
        }
    };
    Ok(ManaAbility {
        adds,
        amount: adds.amount(),
        sacrifice,
        spend,
    })
}

/// "{T}, Sacrifice this token: Add …": the text after the colon, if the cost is {T} and
/// sacrificing the source ("this token", "this artifact", "this land", "this creature", "this
/// permanent", "this").
fn sacrificing(s: &str) -> Option<&str> {
    let rest = s.strip_prefix("{T},")?.trim_start();
    let rest = rest
        .strip_prefix("Sacrifice ")
        .or_else(|| rest.strip_prefix("sacrifice "))?;
    let (what, after) = rest.split_once(':')?;
    let what = what.trim();
    let this = what == "this"
        || what
            .strip_prefix("this ")
            .is_some_and(|w| ["token", "artifact", "land", "creature", "permanent"].contains(&w));
    this.then_some(after.trim())
}

fn check_size(adds: &Adds, text: &str) -> Result<(), String> {
    if adds.amount() > MAX_MANA_PER_ABILITY {
        return Err(format!(
            "mana: {text} adds {} mana; an ability adds at most {MAX_MANA_PER_ABILITY}",
            adds.amount()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cards::Color;

    fn p(s: &str) -> Result<ManaAbility, String> {
        parse(&toml::from_str::<toml::Table>(&format!("m = {s}")).unwrap()["m"])
    }

    #[test]
    fn reads_like_oracle_text() {
        let c = 1u8 << COLORLESS;
        assert_eq!(p("\"{C}\"").unwrap().adds, Adds::Fixed([0, 0, 0, 0, 0, 1]));
        assert_eq!(
            p("\"{C}{U}\"").unwrap().adds,
            Adds::Fixed([0, 1, 0, 0, 0, 1])
        );
        assert_eq!(
            p("\"{B} or {G}\"").unwrap().adds,
            Adds::OneOf {
                types: Color::B.bit() | Color::G.bit(),
                amount: 1
            }
        );
        assert_eq!(
            p("\"{W}, {U}, or {C}\"").unwrap().adds,
            Adds::OneOf {
                types: Color::W.bit() | Color::U.bit() | c,
                amount: 1
            }
        );
        let hawker = p("{ add = \"{C}{U}\", spend_only = \"to activate abilities\" }").unwrap();
        assert_eq!(hawker.spend, Spend::Abilities);
        assert_eq!(hawker.adds.amount(), 2);
        // CR 111.10a: a Treasure's "{T}, Sacrifice this token: Add one mana of any color."
        let treasure = p("\"{T}, Sacrifice this token: Add one mana of any color.\"").unwrap();
        assert!(treasure.sacrifice);
        assert_eq!(
            treasure.adds,
            Adds::OneOf {
                types: ANY_COLOR,
                amount: 1
            }
        );
        assert!(!p("\"{T}: Add {G}.\"").unwrap().sacrifice);
        let bloom = p("{ any_color = 3, sacrifice = true }").unwrap();
        assert!(bloom.sacrifice);
        assert_eq!(bloom.spend, Spend::Any);
    }

    #[test]
    fn mistakes_are_explained() {
        assert!(p("\"{2}\"")
            .unwrap_err()
            .contains("write colourless mana as {C}"));
        assert!(p("\"{B}{G} or {R}\"")
            .unwrap_err()
            .contains("'{B}{G}' is not like the other choices"));
        assert!(p("{ add = \"{C}\", spend_only = \"to pay\" }")
            .unwrap_err()
            .contains("\"to cast spells\" or \"to activate abilities\""));
        assert!(p("{ add = \"{C}\", any_color = 1 }")
            .unwrap_err()
            .contains("exactly one of"));
        assert!(p("{ any_color = 21 }")
            .unwrap_err()
            .contains("from 1 to 20"));
        assert!(p("{ add = \"{C}\", tap = true }")
            .unwrap_err()
            .contains("unknown key `tap`"));
        assert!(p("\"{Q}\"").unwrap_err().contains("unknown mana symbol"));
        assert!(p("\"{T}, Sacrifice a creature: Add {B}.\"")
            .unwrap_err()
            .contains("may only sacrifice its source"));
    }
}
