//! Parsing property expressions (grammar in `grammar.pest`) into a syntax tree with spans.

use std::ops::Range;

use pest::iterators::Pair;
use pest::Parser;
use pest_derive::Parser;

use super::ExprError;

#[derive(Parser)]
#[grammar = "property/grammar.pest"]
struct ExprParser;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quant {
    All,
    Any,
    Count,
}

/// A comparison.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// A connective of a chain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Logic {
    Implies,
    Or,
    And,
}

/// How deeply parentheses (quantifiers and calls included) and `not`s may nest. The parser,
/// the type checker and the evaluator recurse once per level, so the bound keeps every one of
/// them within a search thread's stack; chains of `and`, `or`, `implies` and `+ -` are not
/// nesting (they are built as lists) and may be as long as you like.
pub const MAX_NESTING: usize = 50;

#[derive(Clone, Debug)]
pub struct Ast {
    pub kind: AstKind,
    pub span: Range<usize>,
}

#[derive(Clone, Debug)]
pub enum AstKind {
    Int(i64),
    Bool(bool),
    Str(String),
    Name(String),
    Field {
        var: String,
        var_span: Range<usize>,
        field: String,
        field_span: Range<usize>,
    },
    Quant {
        q: Quant,
        var: String,
        set: String,
        set_span: Range<usize>,
        filter: Option<Box<Ast>>,
        body: Option<Box<Ast>>,
    },
    Call {
        name: String,
        args: Vec<Ast>,
    },
    Not(Box<Ast>),
    /// A comparison.
    Bin(BinOp, Box<Ast>, Box<Ast>),
    /// `a and b and ...`, `a or b or ...`, `a implies b implies ...` (two or more operands;
    /// `implies` groups to the right).
    Chain(Logic, Vec<Ast>),
    /// `a + b - c ...` and a unary minus: each term with whether it is subtracted.
    Sum(Vec<(bool, Ast)>),
}

fn span(p: &Pair<Rule>) -> Range<usize> {
    p.as_span().start()..p.as_span().end()
}

fn readable(rule: &Rule) -> String {
    match rule {
        Rule::EOI => "end of expression".into(),
        Rule::expr
        | Rule::disjunction
        | Rule::conjunction
        | Rule::negation
        | Rule::comparison
        | Rule::sum
        | Rule::term
        | Rule::atom => "an expression".into(),
        Rule::cmp_op => "a comparison (== != < <= > >=)".into(),
        Rule::add_op => "+ or -".into(),
        Rule::minus => "-".into(),
        Rule::implies | Rule::or | Rule::and => "'and', 'or' or 'implies'".into(),
        Rule::ident => "a name".into(),
        Rule::in_kw => "'in'".into(),
        Rule::where_kw => "'where'".into(),
        Rule::int => "a number".into(),
        Rule::string => "a string in double quotes".into(),
        other => format!("{other:?}"),
    }
}

/// What the parser expected, each thing said once ("'and', 'or' or 'implies'" stands for three
/// rules), or what it did not expect.
fn expected_message(e: &pest::error::Error<Rule>) -> String {
    let pest::error::ErrorVariant::ParsingError { positives, .. } = &e.variant else {
        return e.variant.message().to_string();
    };
    let mut said: Vec<String> = Vec::new();
    for r in positives {
        let s = readable(r);
        if !said.contains(&s) {
            said.push(s);
        }
    }
    match said.split_last() {
        None => e
            .clone()
            .renamed_rules(readable)
            .variant
            .message()
            .to_string(),
        Some((last, [])) => format!("expected {last}"),
        Some((last, rest)) => format!("expected {}, or {last}", rest.join(", ")),
    }
}

pub fn parse(source: &str) -> Result<Ast, ExprError> {
    // Before the parser, which recurses once per level.
    check_nesting(source)?;
    let mut pairs = ExprParser::parse(Rule::property, source).map_err(|e| {
        let message = expected_message(&e);
        let span = match e.location {
            pest::error::InputLocation::Pos(p) => p..(p + 1).min(source.len()).max(p),
            pest::error::InputLocation::Span((a, b)) => a..b,
        };
        ExprError {
            span,
            message: format!("syntax error: {message}"),
            hint: Some(
                "forms: all(x in SET: COND), all(x in SET where COND: COND), \
                 any(x in SET where COND), count(x in SET where COND), and/or/not/implies, \
                 == != < <= > >=, + -, \"strings\", numbers (-1 too), true, false"
                    .into(),
            ),
        }
    })?;
    let top = pairs.next().expect("property rule");
    let expr = top.into_inner().next().expect("expr");
    build(expr)
}

/// The deepest nesting of `source`, counted as the parser nests: one level per parenthesis
/// (a quantifier's and a call's too) and per `not`, whose operand ends at the next `and`,
/// `or`, `implies`, `where`, `,` or `:` (or its closing parenthesis). An error at the first
/// token past `MAX_NESTING`.
fn check_nesting(source: &str) -> Result<(), ExprError> {
    // Per open parenthesis: the depth outside it, and the `not`s pending there.
    let mut outer: Vec<(usize, usize)> = Vec::new();
    let (mut base, mut nots) = (0usize, 0usize);
    let bytes = source.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        match bytes[i] {
            b'"' => {
                // A string runs to the next quote (the grammar has no escapes).
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += 1;
                }
            }
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'(' => {
                outer.push((base, nots));
                base += nots + 1;
                nots = 0;
            }
            b')' => (base, nots) = outer.pop().unwrap_or((0, 0)),
            b',' | b':' => nots = 0,
            b if word(b) => {
                while i + 1 < bytes.len() && word(bytes[i + 1]) {
                    i += 1;
                }
                match &source[start..=i] {
                    "not" => nots += 1,
                    "and" | "or" | "implies" | "where" => nots = 0,
                    _ => {}
                }
            }
            _ => {}
        }
        if base + nots > MAX_NESTING {
            return Err(ExprError {
                span: start..i + 1,
                message: format!(
                    "nested too deeply: at most {MAX_NESTING} levels of parentheses, \
                     quantifiers and `not`"
                ),
                hint: Some(
                    "split it into several properties; chains of and/or/implies/+ need no \
                     parentheses"
                        .into(),
                ),
            });
        }
        i += 1;
    }
    Ok(())
}

fn bin(op: BinOp, l: Ast, r: Ast) -> Ast {
    let span = l.span.start..r.span.end;
    Ast {
        kind: AstKind::Bin(op, Box::new(l), Box::new(r)),
        span,
    }
}

/// The smallest and largest integer a property may write.
pub const INT_RANGE: (i64, i64) = (i64::MIN, i64::MAX);

/// An integer literal, `-` included when `negative`.
fn int_literal(digits: &str, negative: bool, span: Range<usize>) -> Result<Ast, ExprError> {
    let text = if negative {
        format!("-{digits}")
    } else {
        digits.to_string()
    };
    match text.parse::<i64>() {
        Ok(n) => Ok(Ast {
            kind: AstKind::Int(n),
            span,
        }),
        Err(_) => Err(ExprError {
            span,
            message: format!(
                "the number {text} is out of range: numbers are from {} to {}",
                INT_RANGE.0, INT_RANGE.1
            ),
            hint: None,
        }),
    }
}

fn build(p: Pair<Rule>) -> Result<Ast, ExprError> {
    let sp = span(&p);
    Ok(match p.as_rule() {
        Rule::expr | Rule::disjunction | Rule::conjunction => {
            // A chain is one node with its operands: `a implies b implies c` is
            // `a implies (b implies c)`, which evaluation reads from the left.
            let op = match p.as_rule() {
                Rule::expr => Logic::Implies,
                Rule::disjunction => Logic::Or,
                _ => Logic::And,
            };
            let mut parts = p
                .into_inner()
                .filter(|q| !matches!(q.as_rule(), Rule::implies | Rule::or | Rule::and))
                .map(build)
                .collect::<Result<Vec<Ast>, _>>()?;
            if parts.len() == 1 {
                parts.pop().expect("one operand")
            } else {
                Ast {
                    kind: AstKind::Chain(op, parts),
                    span: sp,
                }
            }
        }
        Rule::negation => {
            let mut inner = p.into_inner();
            let first = inner.next().expect("operand");
            if first.as_rule() == Rule::not {
                let operand = build(inner.next().expect("negated operand"))?;
                Ast {
                    kind: AstKind::Not(Box::new(operand)),
                    span: sp,
                }
            } else {
                build(first)?
            }
        }
        Rule::comparison => {
            let mut inner = p.into_inner();
            let l = build(inner.next().expect("lhs"))?;
            match inner.next() {
                None => l,
                Some(op) => {
                    let op = match op.as_str() {
                        "==" => BinOp::Eq,
                        "!=" => BinOp::Ne,
                        "<" => BinOp::Lt,
                        "<=" => BinOp::Le,
                        ">" => BinOp::Gt,
                        _ => BinOp::Ge,
                    };
                    let r = build(inner.next().expect("rhs"))?;
                    bin(op, l, r)
                }
            }
        }
        Rule::sum => {
            let mut inner = p.into_inner();
            let mut terms = vec![term(inner.next().expect("operand"))?];
            while let Some(op) = inner.next() {
                let (minus, t) = term(inner.next().expect("operand"))?;
                terms.push((minus != (op.as_str() == "-"), t));
            }
            match terms.len() {
                1 if !terms[0].0 => terms.pop().expect("one term").1,
                _ => Ast {
                    kind: AstKind::Sum(terms),
                    span: sp,
                },
            }
        }
        Rule::atom => build(p.into_inner().next().expect("atom content"))?,
        Rule::quantifier => {
            let mut inner = p.into_inner();
            let q = match inner.next().expect("quant").as_str() {
                "all" => Quant::All,
                "any" => Quant::Any,
                _ => Quant::Count,
            };
            let var = inner.next().expect("var").as_str().to_string();
            inner.next(); // in
            let set = inner.next().expect("set");
            let set_span = span(&set);
            let set = set.as_str().to_string();
            let mut filter = None;
            let mut body = None;
            while let Some(x) = inner.next() {
                if x.as_rule() == Rule::where_kw {
                    filter = Some(Box::new(build(inner.next().expect("filter"))?));
                } else {
                    body = Some(Box::new(build(x)?));
                }
            }
            Ast {
                kind: AstKind::Quant {
                    q,
                    var,
                    set,
                    set_span,
                    filter,
                    body,
                },
                span: sp,
            }
        }
        Rule::call => {
            let mut inner = p.into_inner();
            let name = inner.next().expect("name").as_str().to_string();
            Ast {
                kind: AstKind::Call {
                    name,
                    args: inner.map(build).collect::<Result<_, _>>()?,
                },
                span: sp,
            }
        }
        Rule::path => {
            let mut inner = p.into_inner();
            let first = inner.next().expect("name");
            match inner.next() {
                None => Ast {
                    kind: AstKind::Name(first.as_str().to_string()),
                    span: sp,
                },
                Some(field) => Ast {
                    kind: AstKind::Field {
                        var: first.as_str().to_string(),
                        var_span: span(&first),
                        field: field.as_str().to_string(),
                        field_span: span(&field),
                    },
                    span: sp,
                },
            }
        }
        Rule::literal => {
            let inner = p.into_inner().next().expect("literal");
            let kind = match inner.as_rule() {
                Rule::int => return int_literal(inner.as_str(), false, sp),
                Rule::string => {
                    let s = inner.as_str();
                    AstKind::Str(s[1..s.len() - 1].to_string())
                }
                Rule::true_kw => AstKind::Bool(true),
                _ => AstKind::Bool(false),
            };
            Ast { kind, span: sp }
        }
        other => unreachable!("grammar rule {other:?} is not built directly"),
    })
}

/// A term of a sum: whether a unary minus negates it, and the term. A minus before a number
/// is the number's sign (so the smallest integer can be written).
fn term(p: Pair<Rule>) -> Result<(bool, Ast), ExprError> {
    let sp = span(&p);
    let mut inner = p.into_inner();
    let first = inner.next().expect("term");
    if first.as_rule() != Rule::minus {
        return Ok((false, build(first)?));
    }
    let atom = inner.next().expect("negated atom");
    let content = atom.clone().into_inner().next().expect("atom content");
    if content.as_rule() == Rule::literal {
        let lit = content.clone().into_inner().next().expect("literal");
        if lit.as_rule() == Rule::int {
            return Ok((false, int_literal(lit.as_str(), true, sp)?));
        }
    }
    Ok((true, build(atom)?))
}

#[cfg(test)]
mod tests {
    use super::{parse, MAX_NESTING};

    fn nested_too_deeply(src: &str) -> bool {
        parse(src).is_err_and(|e| e.message.starts_with("nested too deeply"))
    }

    #[test]
    fn a_syntax_error_says_each_expected_thing_once() {
        let e = parse("all(p in players: p.life % 2 == 0)").unwrap_err();
        assert_eq!(e.message.matches("'implies'").count(), 1, "{}", e.message);
        assert!(
            e.message.starts_with("syntax error: expected a comparison"),
            "{}",
            e.message
        );
    }

    #[test]
    fn nesting_counts_parentheses_and_the_nots_around_them() {
        let parens = |n: usize| format!("{}turn > 0{}", "(".repeat(n), ")".repeat(n));
        assert!(parse(&parens(MAX_NESTING)).is_ok());
        assert!(nested_too_deeply(&parens(MAX_NESTING + 1)));
        let nots = |n: usize| format!("{}turn > 0", "not ".repeat(n));
        assert!(parse(&nots(MAX_NESTING)).is_ok());
        assert!(nested_too_deeply(&nots(MAX_NESTING + 1)));
        // A `not` and a parenthesis inside it are two levels.
        let mixed = format!("{}turn > 0{}", "not (".repeat(25), ")".repeat(25));
        assert!(parse(&mixed).is_ok());
        let mixed = format!("{}turn > 0{}", "not (".repeat(26), ")".repeat(26));
        assert!(nested_too_deeply(&mixed));
    }

    #[test]
    fn chains_strings_and_comments_are_not_nesting() {
        // A `not`'s operand ends at `and`: a long conjunction of negations is flat.
        let flat = vec!["not turn > 0"; 500].join(" and ");
        assert!(parse(&flat).is_ok());
        let quantified = vec!["not any(c in cards where not c.tapped: not c.kicked)"; 100];
        assert!(parse(&quantified.join(" or ")).is_ok());
        let string = format!("active == \"{}\"", "(".repeat(100));
        assert!(parse(&string).is_ok());
        let comment = format!("# {}\nturn > 0", "(".repeat(100));
        assert!(parse(&comment).is_ok());
    }
}
