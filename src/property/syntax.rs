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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Implies,
    Or,
    And,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
}

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
    Bin(BinOp, Box<Ast>, Box<Ast>),
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
        | Rule::atom => "an expression".into(),
        Rule::cmp_op => "a comparison (== != < <= > >=)".into(),
        Rule::add_op => "+ or -".into(),
        Rule::implies | Rule::or | Rule::and => "'and', 'or' or 'implies'".into(),
        Rule::ident => "a name".into(),
        Rule::in_kw => "'in'".into(),
        Rule::where_kw => "'where'".into(),
        Rule::int => "a number".into(),
        Rule::string => "a string in double quotes".into(),
        other => format!("{other:?}"),
    }
}

pub fn parse(source: &str) -> Result<Ast, ExprError> {
    let mut pairs = ExprParser::parse(Rule::property, source).map_err(|e| {
        let e = e.renamed_rules(readable);
        let span = match e.location {
            pest::error::InputLocation::Pos(p) => p..(p + 1).min(source.len()).max(p),
            pest::error::InputLocation::Span((a, b)) => a..b,
        };
        ExprError {
            span,
            message: format!("syntax error: {}", e.variant.message()),
            hint: Some(
                "forms: all(x in SET: COND), all(x in SET where COND: COND), \
                 any(x in SET where COND), count(x in SET where COND), and/or/not/implies, \
                 == != < <= > >=, + -, \"strings\", numbers, true, false"
                    .into(),
            ),
        }
    })?;
    let top = pairs.next().expect("property rule");
    let expr = top.into_inner().next().expect("expr");
    Ok(build(expr))
}

fn bin(op: BinOp, l: Ast, r: Ast) -> Ast {
    let span = l.span.start..r.span.end;
    Ast {
        kind: AstKind::Bin(op, Box::new(l), Box::new(r)),
        span,
    }
}

fn build(p: Pair<Rule>) -> Ast {
    let sp = span(&p);
    match p.as_rule() {
        Rule::expr => {
            // Right-associative: a implies b implies c == a implies (b implies c).
            let parts: Vec<Ast> = p
                .into_inner()
                .filter(|q| q.as_rule() != Rule::implies)
                .map(build)
                .collect();
            let mut it = parts.into_iter().rev();
            let last = it.next().expect("one operand");
            it.fold(last, |acc, l| bin(BinOp::Implies, l, acc))
        }
        Rule::disjunction | Rule::conjunction => {
            let op = if p.as_rule() == Rule::disjunction {
                BinOp::Or
            } else {
                BinOp::And
            };
            let mut it = p
                .into_inner()
                .filter(|q| !matches!(q.as_rule(), Rule::or | Rule::and))
                .map(build);
            let first = it.next().expect("one operand");
            it.fold(first, |acc, r| bin(op, acc, r))
        }
        Rule::negation => {
            let mut inner = p.into_inner();
            let first = inner.next().expect("operand");
            if first.as_rule() == Rule::not {
                let operand = build(inner.next().expect("negated operand"));
                Ast {
                    kind: AstKind::Not(Box::new(operand)),
                    span: sp,
                }
            } else {
                build(first)
            }
        }
        Rule::comparison => {
            let mut inner = p.into_inner();
            let l = build(inner.next().expect("lhs"));
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
                    let r = build(inner.next().expect("rhs"));
                    bin(op, l, r)
                }
            }
        }
        Rule::sum => {
            let mut inner = p.into_inner();
            let mut acc = build(inner.next().expect("operand"));
            while let Some(op) = inner.next() {
                let r = build(inner.next().expect("operand"));
                acc = bin(
                    if op.as_str() == "+" {
                        BinOp::Add
                    } else {
                        BinOp::Sub
                    },
                    acc,
                    r,
                );
            }
            acc
        }
        Rule::atom => build(p.into_inner().next().expect("atom content")),
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
                    filter = Some(Box::new(build(inner.next().expect("filter"))));
                } else {
                    body = Some(Box::new(build(x)));
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
                    args: inner.map(build).collect(),
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
                Rule::int => AstKind::Int(inner.as_str().parse().unwrap_or(i64::MAX)),
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
    }
}
