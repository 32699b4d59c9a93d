//! The game state: a value, held in `im` persistent collections, with a hand-written `Hash`.
//!
//! Every card of the scenario is one entry of `objs`, indexed by its `CardId`; the zone it is
//! in is a field. Zones whose order the rules ignore (hand, battlefield, graveyard, exile,
//! command) are therefore canonical by construction: there is no order to get wrong. Ordered
//! zones, each library (top first) and the stack (top last), are `im::Vector`s of ids.
//!
//! Hashing is a correctness issue: stateright deduplicates states by a 64-bit hash alone, and
//! `im` 15 hashes a collection's elements without its length, so `[a,b] ++ [c]` and
//! `[a,b,c] ++ []` collide. `Hash` below writes a length before every collection.

use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

pub type CardId = u16;
pub type PlayerId = u8;

pub use crate::cards::{Step, Zone};

/// How a spell was cast: the zone it came from and the permission used (CR 601.2a, 601.3).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum CastVia {
    Hand,
    /// From exile by the plotted-card permission (CR 702.170d).
    Plot,
    /// From exile while suspend's last-counter trigger resolves (CR 702.62a, 608.2g).
    Suspend,
    /// From exile after its Adventure resolved (CR 715.3d), paying its mana cost.
    Adventure,
    /// From its owner's graveyard for its flashback cost (CR 702.34a).
    Flashback,
    /// From its owner's graveyard by an effect's permission, paying its costs as usual (CR
    /// 601.3: "you may cast spells from your graveyard").
    Graveyard,
    /// A foretold card from exile for a foretell cost it has (CR 702.143a, 702.143d).
    Foretell,
    /// From exile while an instruction "you may cast a spell from among [cards] without
    /// paying its mana cost" resolves (CR 608.2g: the card type's timing doesn't apply; 118.9:
    /// an alternative cost; X is 0, 107.3b).
    Effect,
    /// From exile by an effect's permission to play or cast that card, paying its costs as
    /// usual (CR 601.3: "Until end of turn, you may play that card.").
    Exile,
    /// From the top of a player's library by a static ability's permission, paying its costs
    /// as usual (CR 601.3: Windriddle Palaces's "cast spells from the top of any player's
    /// library").
    Library,
}

impl CastVia {
    /// Every way of casting, in declaration order (a new variant goes here too).
    pub const ALL: [CastVia; 10] = [
        CastVia::Hand,
        CastVia::Plot,
        CastVia::Suspend,
        CastVia::Adventure,
        CastVia::Flashback,
        CastVia::Graveyard,
        CastVia::Foretell,
        CastVia::Effect,
        CastVia::Exile,
        CastVia::Library,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CastVia::Hand => "hand",
            CastVia::Plot => "plot",
            CastVia::Suspend => "suspend",
            CastVia::Adventure => "adventure",
            CastVia::Flashback => "flashback",
            CastVia::Graveyard => "graveyard",
            CastVia::Foretell => "foretell",
            CastVia::Effect => "effect",
            CastVia::Exile => "exile",
            CastVia::Library => "library",
        }
    }

    /// The zone a spell cast this way came from.
    pub fn zone(self) -> Zone {
        match self {
            CastVia::Hand => Zone::Hand,
            CastVia::Library => Zone::Library,
            CastVia::Plot
            | CastVia::Suspend
            | CastVia::Adventure
            | CastVia::Foretell
            | CastVia::Effect
            | CastVia::Exile => Zone::Exile,
            CastVia::Flashback | CastVia::Graveyard => Zone::Graveyard,
        }
    }

    /// Cast "without paying its mana cost" (CR 702.170d, 702.62a: an alternative cost, 118.9).
    pub fn is_free(self) -> bool {
        matches!(self, CastVia::Plot | CastVia::Suspend | CastVia::Effect)
    }
}

/// What is remembered about a spell, and about the permanent it becomes (CR 601.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct CastInfo {
    pub turn: u8,
    pub via: CastVia,
    pub x: u8,
    pub kicked: bool,
    /// Mana actually spent (Freestrider Commando asks whether it was any), saturating at 255.
    pub mana_spent: u8,
    /// For a plotted card: the turn it became plotted; for a foretold card cast from exile
    /// (CR 702.143a): the turn it became foretold.
    pub plotted_turn: u8,
    /// The mode chosen for a modal spell (CR 700.2a, 601.2b); 0 otherwise.
    pub mode: u8,
    /// How divided damage is divided among its targets (CR 601.2d): an index into
    /// `divide::divisions`; 0 otherwise.
    pub divided: u8,
    /// Cast for its evoke cost (CR 702.74a).
    #[serde(default)]
    pub evoked: bool,
    /// Cast for a blitz cost (CR 702.152a): printed or granted (The Caldaia).
    #[serde(default)]
    pub blitzed: bool,
    /// Cast by a resolving instruction (`CastVia::Effect`) from a zone other than exile: that
    /// zone (a hand, a library's top, a graveyard). `None` for every other cast.
    #[serde(default)]
    pub effect_zone: Option<Zone>,
    /// Its caster has lost control of the permanent it became since it was cast: the haste
    /// suspend gave it ended for good ("until you lose control of the spell or the permanent
    /// it becomes", CR 702.62a, 611.2a), even if control comes back.
    #[serde(default)]
    pub control_lost: bool,
    /// Its buyback cost was paid (CR 702.27a).
    #[serde(default)]
    pub buyback: bool,
    /// The object sacrificed to pay its additional cost, as it last existed on the
    /// battlefield (CR 601.2h, 608.2h): what "the sacrificed creature's power" reads.
    #[serde(default)]
    pub sacrificed: Option<Sacrificed>,
}

/// An object sacrificed to pay a cost, as it last existed on the battlefield (CR 608.2h).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Sacrificed {
    pub card: CardId,
    pub power: i16,
    pub toughness: i16,
    pub mana_value: u8,
}

impl Sacrificed {
    /// One word of the state hash ("S" in its high byte).
    fn word(&self) -> u64 {
        0x53u64 << 56
            | u64::from(self.card) << 40
            | u64::from(self.power as u16) << 24
            | u64::from(self.toughness as u16) << 8
            | u64::from(self.mana_value)
    }
}

/// As a derived `Hash` would, except that `effect_zone`, `control_lost` and `buyback` are
/// hashed only when set (so a
/// remembered spell hashes as it did before the field existed).
impl Hash for CastInfo {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.turn.hash(h);
        self.via.hash(h);
        self.x.hash(h);
        self.kicked.hash(h);
        self.mana_spent.hash(h);
        self.plotted_turn.hash(h);
        self.mode.hash(h);
        self.divided.hash(h);
        self.evoked.hash(h);
        if self.blitzed {
            h.write_u8(0xb1);
        }
        if let Some(z) = self.effect_zone {
            h.write_u8(0xef);
            z.hash(h);
        }
        if self.control_lost {
            h.write_u8(0xc1);
        }
        if self.buyback {
            h.write_u8(0xbb);
        }
        if let Some(sac) = self.sacrificed {
            h.write_u64(sac.word());
        }
    }
}

impl CastInfo {
    /// The zone the spell was cast from (CR 601.2a).
    pub fn from_zone(&self) -> Zone {
        self.effect_zone.unwrap_or(self.via.zone())
    }
}

/// One card: where it is and everything the rules track about it there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Obj {
    pub zone: Zone,
    pub controller: PlayerId,
    pub tapped: bool,
    /// Came under its controller's control since their most recent turn began (CR 302.6).
    pub sick: bool,
    pub damage: u8,
    pub plus1: u8,
    pub time: u8,
    /// The player this creature attacks (CR 508.1b).
    pub attacking: Option<PlayerId>,
    /// The attacking creature this creature blocks (CR 509.1a).
    pub blocking: Option<CardId>,
    /// An attacking creature that was blocked (CR 509.1h).
    pub blocked: bool,
    /// `Some(turn)` while this is a plotted card in exile (CR 702.170): the turn it became plotted.
    pub plotted: Option<u8>,
    /// Set while this object is a spell, or the permanent a spell became.
    pub cast: Option<CastInfo>,
    /// Gained suspend from an effect (Delay, Jhoira, Talon Gates; CR 702.62).
    pub gained_suspend: bool,
    /// Meddling Mage's chosen card name (a definition id).
    pub named: Option<u16>,
    /// Its owner declined to play it when its last time counter was removed (CR 702.62a), and
    /// it has had no time counter since (one makes it suspended again, 702.62b).
    pub declined: bool,
    /// When a time counter was last removed from it, and by what.
    pub time_removed: Option<TimeRemoval>,
    /// Which face is up on the stack or the battlefield (`CardDef::face`; CR 709.3b, 712.8,
    /// 715.3b): 0 the card's own characteristics.
    pub face: u8,
    /// Exiled as its Adventure resolved (CR 715.3d): its controller (`controller`) may cast it,
    /// not as an Adventure, for as long as it stays exiled.
    pub on_adventure: bool,
    /// Loyalty counters (CR 122.1e, 306.5b).
    pub loyalty: u8,
    /// A loyalty ability of this permanent was activated this turn (CR 606.3).
    pub loyalty_activated: bool,
    /// Delay counters (CR 122.1; Ertai's Meddling): not time counters.
    pub delay: u8,
    /// A face-down spell or permanent (CR 708, 702.168): a 2/2 creature with no name, no
    /// subtypes, no mana cost and no abilities until it is turned face up.
    pub face_down: bool,
    /// A replacement set up for this spell (CR 614.1a): exiled with these time counters
    /// instead of put into the graveyard as it resolves (608.2n); Gandalf of the Secret Fire.
    pub exile_as_resolves: Option<ExileAsResolves>,
    /// Lore counters (CR 714.3: a Saga's progress).
    pub lore: u8,
    /// Counters of the kinds in `NAMED_COUNTERS` (CR 122.1: charge, fate, -1/-1, ...), by
    /// index: at most three kinds at once (`counter_bag`).
    pub named_counters: super::counter_bag::CounterBag,
    /// Dealt damage by a source with deathtouch since damage was last removed (CR 704.5h).
    pub deathtouched: bool,
    /// Dealt (assigned) combat damage in this combat's first combat damage step (CR 510.4:
    /// it deals no regular combat damage unless it has double strike).
    pub struck_first: bool,
    /// `Some(turn)` while this is a foretold card in exile (CR 702.143a, 702.143d): the turn it
    /// became foretold. Face down: hidden information only, which the checker does not model
    /// (it sees every card).
    pub foretold: Option<u8>,
    /// A foretold card's foretell cost other than its printed one (CR 702.143d, 702.143e): its
    /// mana cost reduced by this much generic mana (Dream Devourer, Ethereal Valkyrie).
    pub foretell_reduced_by: Option<u8>,
    /// The modes this object has chosen for its "choose one that hasn't been chosen" triggered
    /// ability, one bit per mode (CR 700.2b). A new object has chosen none (400.7); a card that
    /// left the battlefield keeps its permanent's for the abilities that already triggered
    /// (last known information, 113.7a) until it moves again.
    pub modes_chosen: u8,
    /// A spell cast by a permission whose effect says "If that spell would be put into your
    /// graveyard, exile it instead." (CR 614.1a; Jace, Telepath Unbound's −3).
    pub exiled_instead: bool,
    /// A card in exile that an ability of this permanent exiled, for the abilities of that
    /// permanent that refer to "cards exiled with [it]" (CR 607.2a: linked abilities). A new
    /// object remembers nothing (400.7): the link ends when the card leaves exile, and when
    /// the permanent leaves the battlefield (`forget_links`).
    pub exiled_with: Option<CardId>,
    /// A card in exile "until [a permanent] leaves the battlefield" (CR 610.3): that
    /// permanent, and the zone the card was exiled from, where it returns right after the
    /// permanent leaves (`return_exiled_until`). A new object remembers nothing (400.7).
    #[serde(default)]
    pub exiled_until: Option<(CardId, Zone)>,
    /// Declared as an attacking creature this turn (CR 508.1, 508.3a: "attacked this turn"),
    /// while it stays the same object (a new object has not attacked, 400.7); cleared as a
    /// new turn begins.
    pub attacked: bool,
    /// Its level (CR 716.2b: a designation, not a counter), set by a class level bar's ability
    /// (716.2a); 0 while it has none, read as level 1 (716.2d). A new object has none (400.7).
    #[serde(default)]
    pub level: u8,
    /// The object this Aura is attached to, "enchanted" (CR 303.4b). A new object is attached
    /// to nothing (400.7); an Aura attached to an illegal object or to none is put into its
    /// owner's graveyard (704.5m).
    #[serde(default)]
    pub attached_to: Option<CardId>,
    /// The planeswalker this creature attacks (CR 508.1b, 506.3c), if it attacks one; its
    /// controller is `attacking`, the defending player (506.2).
    #[serde(default)]
    pub attacking_planeswalker: Option<CardId>,
    /// Its controller's Ring-bearer (CR 701.54a-b): a designation of this object.
    #[serde(default)]
    pub ring_bearer: bool,
    /// The keywords it has a keyword counter of (CR 122.1b): one of each kind at most.
    #[serde(default)]
    pub keyword_counters: crate::cards::KeywordSet,
    /// How many creatures it devoured (CR 702.82b: sacrificed as a result of its devour
    /// ability as it entered); 0 for a new object (400.7).
    #[serde(default)]
    pub devoured: u8,
    /// How it phased out (CR 702.26), while it is phased out (`Zone::PhasedOut`); `None` while
    /// phased in.
    #[serde(default)]
    pub phased: Option<Phased>,
    /// A face-up plane: the player who planeswalked to it this turn (CR 701.31, 901.11: "if
    /// you planeswalked to [this] this turn"); kept only in models with a card that reads it
    /// (`Table::planeswalk_history`), cleared as a new turn begins.
    #[serde(default)]
    pub planeswalked_to_by: Option<PlayerId>,
    /// A blocking creature's place in its attacker's damage assignment order, as the attacking
    /// player announced it (CR 509.2, 2024-02-06 and earlier): 0 first. `None` under the
    /// current rules, which have no such order, and for a creature not blocking.
    #[serde(default)]
    pub damage_rank: Option<u8>,
}

/// How a permanent phased out (CR 702.26).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phased {
    /// Directly, by phasing or an instruction (CR 702.26a): it phases in during the untap step
    /// of the player who controlled it as it phased out (502.1).
    Directly,
    /// Indirectly, with the permanent it is attached to (CR 702.26g): it phases in with that
    /// permanent, not by itself.
    Indirectly,
    /// "until a player planeswalks" (CR 610.4, 610.4a): not in an untap step; it phases in as
    /// any player planeswalks.
    UntilPlaneswalk,
}

/// "Exile that card with N time counters on it instead of putting it into your graveyard as
/// it resolves. Then if the exiled card doesn't have suspend, it gains suspend."
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ExileAsResolves {
    pub time: u8,
    pub gains_suspend: bool,
    /// "If you do, it becomes plotted." (CR 702.170c)
    pub plotted: bool,
}

/// Hashing an object is the hot path of every fingerprint: its fields are packed into three
/// words, injectively (each field has room for every value its type can hold).
impl Hash for Obj {
    fn hash<H: Hasher>(&self, h: &mut H) {
        let opt8 = |v: Option<u8>| v.map_or(0u64, |x| 0x100 | x as u64); // 9 bits
        let opt16 = |v: Option<u16>| v.map_or(0u64, |x| 0x1_0000 | x as u64); // 17 bits
        let flags = self.tapped as u64
            | (self.sick as u64) << 1
            | (self.blocked as u64) << 2
            | (self.gained_suspend as u64) << 3
            | (self.declined as u64) << 4
            | (self.loyalty_activated as u64) << 5;
        h.write_u64(
            self.zone as u64
                | (self.controller as u64) << 4
                | flags << 12
                | (self.damage as u64) << 18
                | (self.plus1 as u64) << 26
                | (self.time as u64) << 34
                | opt8(self.attacking) << 42
                | opt8(self.plotted) << 51
                // Faces 0..=7 (a card has at most three).
                | ((self.face & 7) as u64) << 60
                | (self.on_adventure as u64) << 63,
        );
        let removed = self.time_removed.map_or(0u64, |r| {
            1 << 21
                | r.turn as u64
                | (r.step as u64) << 8
                | (r.active as u64) << 12
                | (r.by_suspend as u64) << 20
        });
        // `removed` takes 22 bits (34..56); loyalty the last byte.
        h.write_u64(
            opt16(self.blocking)
                | opt16(self.named) << 17
                | removed << 34
                | (self.loyalty as u64) << 56,
        );
        h.write_u64(self.cast.map_or(0u64, |c| {
            1 << 40
                | c.turn as u64
                // Two bits: a later `CastVia` writes a word of its own below.
                | (c.via as u64 & 3) << 8
                | (c.x as u64) << 10
                | (c.kicked as u64) << 18
                | (c.mana_spent as u64) << 19
                | (c.plotted_turn as u64) << 27
                | (c.mode as u64) << 41
        }));
        // Fields added after the three words above, packed into one fourth word written only
        // when one of them is set: still injective (three words when all are clear, a nonzero
        // fourth holding each field in its own bits otherwise), and an object with none of them
        // hashes as it did before they existed, so the old models' fingerprints are unchanged.
        let resolves = self.exile_as_resolves.map_or(0u64, |r| {
            1 << 9 | r.time as u64 | (r.gains_suspend as u64) << 8
        });
        let extra = self.delay as u64
            | (self.face_down as u64) << 8
            | resolves << 9
            | (self.lore as u64) << 19
            // Foretell (9 bits each, 27..45).
            | opt8(self.foretold) << 27
            | opt8(self.foretell_reduced_by) << 36
            // A Class's level (CR 716.2b), bits 45..53.
            | (self.level as u64) << 45;
        if extra != 0 {
            h.write_u64(extra);
        }
        // `named_counters` (planes): a fifth word, written only when one is set, tagged by bit
        // 63 (which `extra` never sets) so that it can't be read as `extra`.
        if !self.named_counters.is_empty() {
            h.write_u64(1 << 63 | self.named_counters.packed());
        }
        // Combat's fields (deathtouched, struck_first), in a word of their own written only
        // when one is set; its bits 63 and 62 tell it from `extra` (whose bits stop below 27)
        // and from `named_counters`' word (bit 62 clear: its counters take bits 0-47).
        let combat = (self.deathtouched as u64) | (self.struck_first as u64) << 1;
        if combat != 0 {
            h.write_u64(1 << 63 | 1 << 62 | combat);
        }
        // `CastInfo::divided` (divided damage), in a word of its own written only when it is
        // set; bits 63 and 61 with 62 clear tell it from the words above.
        if let Some(d) = self.cast.map(|c| c.divided).filter(|&d| d != 0) {
            h.write_u64(1 << 63 | 1 << 61 | d as u64);
        }
        // `CastInfo::sacrificed` (CR 601.2h, 608.2h): a word of its own, only when set.
        if let Some(sac) = self.cast.and_then(|c| c.sacrificed) {
            h.write_u64(sac.word());
        }
        // `devoured` (CR 702.82b): a word of its own, only when set ("DEVOU").
        if self.devoured != 0 {
            h.write_u64(0x4445_564f_5500_0000 | self.devoured as u64);
        }
        // `CastInfo::evoked` (CR 702.74a): a word of its own, only when set.
        if self.cast.is_some_and(|c| c.evoked) {
            h.write_u64(0x4556_4f4b_4544_0001);
        }
        // `CastInfo::effect_zone`: a word of its own, only when set ("EFROM").
        if let Some(z) = self.cast.and_then(|c| c.effect_zone) {
            h.write_u64(0x4546_524f_4d00_0000 | z as u64);
        }
        // The cast word gives `via` two bits, room for Hand, Plot, Suspend and Adventure; each
        // later `CastVia` keeps only its low two bits there (unmasked, Flashback's 4 spilled
        // into X's bits and read as Hand with one more X) and writes a word of its own, which
        // tells it from every other cast. Permissions (CastVia::Graveyard) and flashback
        // (CastVia::Flashback):
        if self.cast.is_some_and(|c| c.via == CastVia::Graveyard) {
            h.write_u64(0x5045_524d_4954_0001);
        }
        if self.cast.is_some_and(|c| c.via == CastVia::Flashback) {
            h.write_u64(0x464c_4153_4842_0001);
        }
        // Foretell (CR 702.143a): likewise a word of its own for a spell cast from foretelling.
        if self.cast.is_some_and(|c| c.via == CastVia::Foretell) {
            h.write_u64(0x464f_5245_5445_4c4c);
        }
        // A cast by a resolving instruction (CR 608.2g): likewise.
        if self.cast.is_some_and(|c| c.via == CastVia::Effect) {
            h.write_u64(0x4546_4645_4354_0001);
        }
        // A cast by a permission to play or cast an exiled card (CR 601.3): likewise.
        if self.cast.is_some_and(|c| c.via == CastVia::Exile) {
            h.write_u64(0x4558_494c_4550_4c59);
        }
        if self.cast.is_some_and(|c| c.via == CastVia::Library) {
            h.write_u64(0x4c49_4252_4152_5901);
        }
        // `exile_as_resolves.plotted` (Lilah): a word of its own, written only when set, tagged
        // by bits 63, 62 and 61 (the combat word never sets bit 61, nor the others 62).
        if self.exile_as_resolves.is_some_and(|r| r.plotted) {
            h.write_u64(1 << 63 | 1 << 62 | 1 << 61);
        }
        // `modes_chosen` (CR 700.2b): a word of its own, written only when set, tagged in its
        // high bytes ("MODES") like the ways of casting' words above.
        if self.modes_chosen != 0 {
            h.write_u64(0x4d4f_4445_5300_0000 | self.modes_chosen as u64);
        }
        if self.exiled_instead {
            h.write_u64(0x4558_494c_4544_0001);
        }
        // CR 607.2a: a word of its own, written only when set, tagged in its high bytes
        // ("LINKED").
        if let Some(src) = self.exiled_with {
            h.write_u64(0x4c49_4e4b_4544_0000 | src as u64);
        }
        // CR 610.3: a word of its own, written only when set, tagged in its high bytes
        // ("UNTIL").
        if let Some((src, zone)) = self.exiled_until {
            h.write_u64(0x554e_5449_4c00_0000 | (zone as u64) << 16 | src as u64);
        }
        // "attacked this turn" (CR 508.1): a word of its own, written only when set, tagged in
        // its high bytes ("ATTACKED").
        if self.attacked {
            h.write_u64(0x4154_5441_434b_4544);
        }
        // CR 303.4b: a word of its own, written only when set, tagged in its high bytes
        // ("ATTACH").
        if let Some(to) = self.attached_to {
            h.write_u64(0x4154_5441_4348_0000 | to as u64);
        }
        // CR 508.1b: a word of its own, written only when set ("PWATK").
        if let Some(pw) = self.attacking_planeswalker {
            h.write_u64(0x5057_4154_4b00_0000 | pw as u64);
        }
        // CR 701.54a: a word of its own, written only when set ("RINGBEAR").
        if self.ring_bearer {
            h.write_u64(0x5249_4e47_4245_4152);
        }
        // CR 122.1b: a word of its own, written only when set ("KWC").
        if self.keyword_counters.0 != 0 {
            h.write_u64(0x4b57_4300_0000_0000 | self.keyword_counters.0 as u64);
        }
        // CR 702.26: a word of its own, written only when phased out ("PHASED").
        if let Some(how) = self.phased {
            h.write_u64(0x5048_4153_4544_0000 | how as u64);
        }
        // CR 901.11: a word of its own, written only when set ("PWTO").
        if let Some(p) = self.planeswalked_to_by {
            h.write_u64(0x5057_544f_0000_0000 | p as u64);
        }
        // CR 509.2: a word of its own, written only when set ("DAORD").
        if let Some(r) = self.damage_rank {
            h.write_u64(0x4441_4f52_4400_0000 | r as u64);
        }
    }
}

/// A fixed-length table shared between states and copied on write: every card's object
/// (indexed by `CardId`), every player (by `PlayerId`).
///
/// A state changes a few entries of tables of tens of entries, so one flat copy is both
/// smaller and faster than an `im::Vector`, which allocates a 64-slot chunk (over 2 kB for
/// objects) for every state that changes an entry. States that change nothing in a table
/// (most priority passes) share it.
///
/// Each copy also carries the table's digest, kept up to date incrementally: the digest is
/// a sum over entries of a hash of (position, entry) (an additive multiset hash), so changing
/// one entry subtracts its old term and adds its new one, and a state that shares a table with
/// its parent does not hash the table at all (most states share their objects, and most of
/// the others changed one or two objects; stateright hashes every generated state).
pub struct Shared<T> {
    items: Arc<[T]>,
    /// The sum of the terms of every entry not marked in `stale`.
    sum: AtomicU64,
    /// Entries whose terms are missing from `sum`: bit `b` stands for every position `i` with
    /// `i % 64 == b`. All bits set: `sum` is not known at all.
    stale: AtomicU64,
    /// Entries handed out for change since `untouched` was last called (same bits; a copy
    /// inherits them): a superset of the entries that differ from the table as it was then.
    touched: u64,
}

/// Asks the processor to start loading the cache line at `address` (a hint: nothing is read,
/// and an address that is not mapped does no harm).
pub fn prefetch_address(address: *const u8) {
    prefetch_bytes(address, 1);
}

fn prefetch_bytes(start: *const u8, bytes: usize) {
    #[cfg(target_arch = "x86_64")]
    for offset in (0..bytes).step_by(64) {
        use std::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        // SAFETY: SSE is part of x86_64, and a prefetch is only a hint: it reads nothing and
        // cannot fault, whatever the address (`prefetch_address` may be given a stale one).
        unsafe { _mm_prefetch::<_MM_HINT_T0>(start.wrapping_add(offset).cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (start, bytes);
}

/// Every card's object, indexed by `CardId`.
pub type Objs = Shared<Obj>;

/// All entries stale: the digest has never been computed.
const UNKNOWN: u64 = u64::MAX;

impl<T: Clone> Shared<T> {
    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.items.iter()
    }

    /// Asks the processor to start loading the table's entries into its cache: a search calls
    /// this for a state it will expand soon, so that the loads overlap with other work.
    pub fn prefetch(&self) {
        prefetch_bytes(
            self.items.as_ptr().cast(),
            std::mem::size_of_val(&*self.items),
        );
    }

    /// The same table, not merely an equal one: a state that changed no entry shares it.
    pub fn ptr_eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.items, &other.items)
    }

    /// The entries handed out for change since the last call (bit `i % 64` for position
    /// `i`; all bits for a new table), which starts the count again.
    pub fn untouched(&mut self) -> u64 {
        std::mem::take(&mut self.touched)
    }

    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        *self.stale.get_mut() = UNKNOWN;
        self.touched = u64::MAX;
        self.make_mut().iter_mut()
    }

    fn make_mut(&mut self) -> &mut [T] {
        if Arc::get_mut(&mut self.items).is_none() {
            // A slice of `Copy` entries (objects) is copied in one go.
            self.items = Arc::from(&self.items[..]);
        }
        Arc::get_mut(&mut self.items).expect("just made unique")
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared {
            items: self.items.clone(),
            sum: AtomicU64::new(self.sum.load(Ordering::Relaxed)),
            stale: AtomicU64::new(self.stale.load(Ordering::Relaxed)),
            touched: self.touched,
        }
    }
}

impl<T: PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.items, &other.items) || self.items == other.items
    }
}

impl<T: Eq> Eq for Shared<T> {}

impl<T: std::fmt::Debug> std::fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.items.fmt(f)
    }
}

impl<T> FromIterator<T> for Shared<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Shared<T> {
        Shared {
            items: iter.into_iter().collect(),
            sum: AtomicU64::new(0),
            stale: AtomicU64::new(UNKNOWN),
            touched: u64::MAX,
        }
    }
}

impl<'a, T: Clone> IntoIterator for &'a Shared<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T> std::ops::Index<usize> for Shared<T> {
    type Output = T;
    fn index(&self, i: usize) -> &T {
        &self.items[i]
    }
}

/// Handing out an entry for change first takes its term (and those of the other positions
/// its stale bit stands for) out of the sum, while the old values are still there to hash.
impl<T: Clone + Hash> std::ops::IndexMut<usize> for Shared<T> {
    fn index_mut(&mut self, i: usize) -> &mut T {
        let bit = 1u64 << (i % 64);
        let stale = *self.stale.get_mut();
        if stale & bit == 0 {
            let old = self.group_terms(bit);
            let sum = self.sum.get_mut();
            *sum = sum.wrapping_sub(old);
            *self.stale.get_mut() = stale | bit;
        }
        self.touched |= bit;
        &mut self.make_mut()[i]
    }
}

impl<T: Hash> Shared<T> {
    /// The term of the entry at position `i`: aHash with fixed seeds, so equal tables have
    /// equal digests in every state and every thread.
    fn term(i: usize, x: &T) -> u64 {
        let mut d = ahash::RandomState::with_seeds(
            0x5241_4e44_4f4d_0001,
            0x7275_6c65_6368_6563,
            0x6b20_7461_626c_6573,
            0x6469_6765_7374_2121,
        )
        .build_hasher();
        d.write_usize(i);
        x.hash(&mut d);
        d.finish()
    }

    /// The sum of the terms of the positions the bits of `mask` stand for.
    fn group_terms(&self, mask: u64) -> u64 {
        let mut sum = 0u64;
        let mut bits = mask;
        while bits != 0 {
            let b = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            for i in (b..self.items.len()).step_by(64) {
                sum = sum.wrapping_add(Self::term(i, &self.items[i]));
            }
        }
        sum
    }

    /// The table's digest, adding the terms of the entries changed since it was last taken.
    fn digest(&self) -> u64 {
        let stale = self.stale.load(Ordering::Relaxed);
        let mut sum = self.sum.load(Ordering::Relaxed);
        if stale != 0 {
            sum = if stale == UNKNOWN {
                self.group_terms(UNKNOWN)
            } else {
                sum.wrapping_add(self.group_terms(stale))
            };
            self.sum.store(sum, Ordering::Relaxed);
            self.stale.store(0, Ordering::Relaxed);
        }
        sum
    }
}

/// A table written as the entries in which it differs from a base table, with its digest: what
/// a breadth-first search keeps for a state waiting in its queue, where a whole copy of the
/// table per state would be most of the search's memory (a state changes a few of its tens of
/// objects). Cloning shares the entries.
pub struct Delta<T> {
    len: u16,
    changed: Arc<[(u16, T)]>,
    sum: u64,
}

impl<T> Clone for Delta<T> {
    fn clone(&self) -> Self {
        Delta {
            len: self.len,
            changed: self.changed.clone(),
            sum: self.sum,
        }
    }
}

impl<T> Delta<T> {
    /// Asks the processor to start loading the changed entries (see `Shared::prefetch`).
    pub fn prefetch(&self) {
        prefetch_bytes(
            self.changed.as_ptr().cast(),
            std::mem::size_of_val(&*self.changed),
        );
    }
}

impl<T: Clone + Hash + PartialEq> Shared<T> {
    /// This table as its differences from `base` (every entry past `base`'s length too).
    /// `None` for a table too long to index with 16 bits, which is kept whole.
    pub fn delta_from(&self, base: &Shared<T>) -> Option<Delta<T>> {
        let len = u16::try_from(self.items.len()).ok()?;
        let sum = self.digest();
        let changed: Arc<[(u16, T)]> = if self.ptr_eq(base) {
            Arc::from([])
        } else {
            (0..len)
                .filter(|&i| base.items.get(i as usize) != Some(&self.items[i as usize]))
                .map(|i| (i, self.items[i as usize].clone()))
                .collect()
        };
        Some(Delta { len, changed, sum })
    }

    /// The table `delta_from(base)` wrote, with its digest known and no entry marked changed
    /// (as the table was, once its state's changes had been taken with `untouched`).
    pub fn from_delta(base: &Shared<T>, delta: &Delta<T>) -> Shared<T> {
        let mut items: Vec<T> = base
            .items
            .iter()
            .take(delta.len as usize)
            .cloned()
            .collect();
        for (i, x) in delta.changed.iter() {
            match items.get_mut(*i as usize) {
                Some(slot) => *slot = x.clone(),
                None => items.push(x.clone()),
            }
        }
        Shared {
            items: Arc::from(items),
            sum: AtomicU64::new(delta.sum),
            stale: AtomicU64::new(0),
            touched: 0,
        }
    }
}

/// The table's digest: its length (first, like every collection in the state; see the module
/// note), then the sum of its entries' terms.
impl<T: Hash> Hash for Shared<T> {
    fn hash<H: Hasher>(&self, h: &mut H) {
        h.write_usize(self.items.len());
        h.write_u64(self.digest());
    }
}

/// When and how a time counter was removed (for properties about suspend's timing).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TimeRemoval {
    pub turn: u8,
    pub step: Step,
    pub active: PlayerId,
    /// By suspend's own upkeep trigger (else by another effect, e.g. Greater Gargadon).
    pub by_suspend: bool,
}

impl Obj {
    pub fn new(zone: Zone, owner: PlayerId) -> Obj {
        Obj {
            zone,
            controller: owner,
            tapped: false,
            sick: false,
            damage: 0,
            plus1: 0,
            time: 0,
            attacking: None,
            blocking: None,
            blocked: false,
            plotted: None,
            cast: None,
            gained_suspend: false,
            named: None,
            declined: false,
            time_removed: None,
            face: 0,
            on_adventure: false,
            loyalty: 0,
            loyalty_activated: false,
            delay: 0,
            face_down: false,
            exile_as_resolves: None,
            lore: 0,
            named_counters: Default::default(),
            deathtouched: false,
            struck_first: false,
            foretold: None,
            foretell_reduced_by: None,
            modes_chosen: 0,
            exiled_instead: false,
            exiled_with: None,
            exiled_until: None,
            attacked: false,
            level: 0,
            attached_to: None,
            attacking_planeswalker: None,
            ring_bearer: false,
            keyword_counters: crate::cards::KeywordSet(0),
            devoured: 0,
            phased: None,
            planeswalked_to_by: None,
            damage_rank: None,
        }
    }
}

/// A target (CR 115.1).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Target {
    Player(PlayerId),
    Object(CardId),
    /// An activated or triggered ability on the stack (CR 115.2): the `nth` (from the
    /// bottom) of the stack's abilities that are `ability`. Removing other items from the
    /// stack does not change which one it is.
    Ability {
        ability: AbilityRef,
        nth: u8,
    },
    /// An object that was a target and has since changed zones: it became a new object the
    /// spell or ability can't find (CR 400.7, 608.2b), an illegal target from then on, even
    /// if the card comes back (exiled and returned in response, "flickered").
    Gone(CardId),
}

/// Which ability of which card.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct AbilityRef {
    pub source: CardId,
    pub kind: AbilityKind,
    /// The copiable values the ability is one of, when they are not `source`'s own card's:
    /// those a copy effect gave it (CR 707.2, 613.1a). The ability keeps them once it
    /// triggered or was activated, whatever happens to the copy effect (113.7a).
    /// (Always serialized: the distributed search sends states as bincode, which has no
    /// field names to skip by.)
    #[serde(default)]
    pub copied: Option<Copied>,
}

/// As a derived `Hash` would, except that `copied` is hashed only when set, so a state
/// without an ability of a copy hashes as it did before copies had abilities.
impl Hash for AbilityRef {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.source.hash(h);
        self.kind.hash(h);
        if let Some(c) = self.copied {
            h.write_u8(0x3c);
            c.hash(h);
        }
    }
}

/// The face of a card definition whose abilities a copy has (CR 707.2): `CardDef::face`
/// `face` of definition `def`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct Copied {
    pub def: u16,
    pub face: u8,
}

/// A card's printed triggered or activated ability by index, or one of the abilities a keyword
/// stands for.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum AbilityKind {
    Trigger(u8),
    Activated(u8),
    /// "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."
    SuspendUpkeep,
    /// "When the last time counter is removed from this card, if it's exiled, [you may] play it
    /// without paying its mana cost if able."
    SuspendLastCounter,
    /// Planechase's sourceless planeswalking ability (CR 901.8); `source` names the plane that
    /// was face up when it triggered.
    Planeswalking,
    /// A printed trigger that remembers the player it is about ("that player").
    AboutPlayer(u8, PlayerId),
    /// A special action a card grants (CR 116.1): its instructions run without the stack.
    Special(u8),
    /// A printed activated ability whose cost exiled a card: its instructions' "the exiled
    /// card" (CR 400.7j).
    ActivatedExiled(u8, CardId),
    /// "As this creature is turned face up, ..." (CR 614.1e, 702.168d): run as it turns face
    /// up, never put on the stack.
    TurnedFaceUp,
    /// A printed "whenever [a player] casts a spell" trigger that remembers the caster ("that
    /// player") and the spell ("that card", its first binding while it is on the stack).
    AboutSpell(u8, PlayerId, CardId),
    /// A printed zone-change trigger ("whenever a creature dies") that remembers the object
    /// that moved: its instructions' "it" (CR 603.10a, 400.7e).
    AboutCard(u8, CardId),
    /// A delayed triggered ability (CR 603.7): the `index`th of `source`'s delayed abilities
    /// (`CardDef::delayed_abilities`), remembering "that player" and "that card" (603.7c).
    Delayed(u8, PlayerId, CardId),
    /// Vanishing's upkeep trigger (CR 702.63a): "remove a time counter from it".
    VanishingUpkeep,
    /// Vanishing's "When the last time counter is removed from this permanent, sacrifice it."
    VanishingLastCounter,
    /// A printed "whenever you roll ..." trigger that remembers the roll's result (CR 706.2;
    /// 0 for the planar die, 706.7): its instructions' "the result".
    AboutRoll(u8, u8),
    /// A printed trigger that remembers the amount of its event: how many counters of its kind
    /// "whenever you put one or more counters ..." saw put (CR 122.6), how much combat damage
    /// "whenever this creature deals combat damage to a player" saw dealt (510.2, 120.3): its
    /// instructions' "that much" / "that many".
    AboutAmount(u8, u8),
    /// A printed "whenever this becomes the target of a spell or ability" trigger about an
    /// ability (CR 603.2e): that ability's controller ("that player"), and the ability on the
    /// stack (`StackObject::Ability`: its source and which of that source's abilities on the
    /// stack it is), its "that spell or ability" (ward, 702.21a).
    AboutAbility(u8, PlayerId, CardId, u8),
    /// A face-down disguised permanent's ward {2} (CR 702.168a, 702.21a), about the spell or
    /// ability that targeted it and that object's controller.
    FaceDownWard(PlayerId, StackObject),
    /// An ability of the emblem The Ring (CR 701.54c) by its level: 2 "Whenever your
    /// Ring-bearer attacks, draw a card, then discard a card.", 4 "Whenever your Ring-bearer
    /// deals combat damage to a player, each opponent loses 3 life." Its source is the
    /// Ring-bearer.
    TheRing(u8),
    /// Exalted's trigger (CR 702.83a), remembering the creature that attacked alone: "that
    /// creature gets +1/+1 until end of turn".
    Exalted(CardId),
    /// Blitz's "When this permanent is put into a graveyard from the battlefield, draw a
    /// card." (CR 702.152a): its source is the card that died.
    BlitzDies,
    /// Demonstrate's cast trigger (CR 702.144a), its source the spell, remembering the
    /// opponent who copies it too ("that player").
    Demonstrate(PlayerId),
    /// Persist's or undying's "When this permanent is put into a graveyard from the
    /// battlefield, if it had no -1/-1 (+1/+1) counters on it, return it ..." (CR 702.79a,
    /// 702.93a): its source is the card that died; `true` for undying.
    ReturnsFromDeath(bool),
    /// A crew ability (CR 702.122a), its source the permanent crewed: "This permanent becomes
    /// an artifact creature until end of turn."
    Crew,
    /// The Ring's third ability (CR 701.54c), its source the Ring-bearer, remembering the
    /// creature that blocked it: "the blocking creature's controller sacrifices it at end of
    /// combat" (a delayed ability it creates).
    RingBlocked(CardId),
}

/// A spell or an ability on the stack, as a triggered ability remembers it (CR 603.2e: the
/// spell or ability that targeted a permanent, "that spell or ability").
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum StackObject {
    /// A spell: its card.
    Spell(CardId),
    /// An activated or triggered ability: its source, and which of the abilities of that
    /// source on the stack it is (the `nth` from the bottom).
    Ability(CardId, u8),
}

impl StackObject {
    /// The ability on top of the stack (just put there), as a stack object.
    pub fn top_ability(g: &Game) -> Option<StackObject> {
        let Some(StackItem::Ability { ability, .. }) = g.stack.last() else {
            return None;
        };
        let source = ability.source;
        let of_source = g
            .stack
            .iter()
            .filter(|s| matches!(s, StackItem::Ability { ability: a, .. } if a.source == source))
            .count();
        let nth = u8::try_from(of_source.saturating_sub(1)).ok()?;
        Some(StackObject::Ability(source, nth))
    }

    /// Where it is on the stack now, if it is still there (CR 400.7: a spell that left the
    /// stack is gone).
    pub fn position(self, g: &Game) -> Option<usize> {
        match self {
            StackObject::Spell(c) => g
                .stack
                .iter()
                .position(|s| matches!(s, StackItem::Spell { card, .. } if *card == c)),
            StackObject::Ability(source, nth) => g
                .stack
                .iter()
                .enumerate()
                .filter(|(_, s)| {
                    matches!(s, StackItem::Ability { ability, .. } if ability.source == source)
                })
                .nth(nth as usize)
                .map(|(i, _)| i),
        }
    }
}

impl AbilityKind {
    /// The index of the printed triggered ability (`CardDef::triggers`) this is, if it is one.
    pub fn printed_trigger(self) -> Option<u8> {
        match self {
            AbilityKind::Trigger(i)
            | AbilityKind::AboutPlayer(i, _)
            | AbilityKind::AboutSpell(i, _, _)
            | AbilityKind::AboutCard(i, _)
            | AbilityKind::AboutAmount(i, _)
            | AbilityKind::AboutAbility(i, ..) => Some(i),
            _ => None,
        }
    }
}

/// A spell's or ability's targets: at most one for every card so far, kept inline, so copying
/// a game with spells on the stack allocates nothing for them.
pub type Targets = smallvec::SmallVec<[Target; 2]>;

/// An object on the stack (CR 405).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum StackItem {
    Spell {
        card: CardId,
        /// The face cast (`CardDef::face`; CR 709.3, 712.11b, 715.3).
        face: u8,
        controller: PlayerId,
        targets: Targets,
    },
    /// A triggered (CR 603) or activated (CR 602) ability.
    Ability {
        ability: AbilityRef,
        controller: PlayerId,
        targets: Targets,
        /// The mode chosen for a modal triggered ability as it was put on the stack (CR
        /// 700.2b, 603.3c); 0 for any other ability.
        #[serde(default)]
        mode: u8,
    },
}

/// As a derived `Hash` would, except that an ability's mode is hashed only when it is not 0,
/// so a state without a modal ability on the stack hashes as it did before modes of
/// triggered abilities were modelled.
impl Hash for StackItem {
    fn hash<H: Hasher>(&self, h: &mut H) {
        std::mem::discriminant(self).hash(h);
        match self {
            StackItem::Spell {
                card,
                face,
                controller,
                targets,
            } => {
                card.hash(h);
                face.hash(h);
                controller.hash(h);
                targets.hash(h);
            }
            StackItem::Ability {
                ability,
                controller,
                targets,
                mode,
            } => {
                ability.hash(h);
                controller.hash(h);
                targets.hash(h);
                if *mode != 0 {
                    h.write_u8(0x3d);
                    mode.hash(h);
                }
            }
        }
    }
}

impl StackItem {
    pub fn controller(&self) -> PlayerId {
        match self {
            StackItem::Spell { controller, .. } | StackItem::Ability { controller, .. } => {
                *controller
            }
        }
    }

    pub fn targets(&self) -> &[Target] {
        match self {
            StackItem::Spell { targets, .. } | StackItem::Ability { targets, .. } => targets,
        }
    }

    pub fn targets_mut(&mut self) -> &mut Targets {
        match self {
            StackItem::Spell { targets, .. } | StackItem::Ability { targets, .. } => targets,
        }
    }
}

/// A triggered ability waiting to be put on the stack (CR 603.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct PendingTrigger {
    pub ability: AbilityRef,
    pub controller: PlayerId,
}

/// A resolution paused for a choice (CR 608.2c-d): the instruction its program is at, whether
/// the last "you may" was answered yes ("if you do"), and the objects its instructions bound
/// ("it", "them", "the rest"), by slot.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Frame {
    pub pc: u8,
    pub did: bool,
    pub bound: Vec<Vec<CardId>>,
    /// The result of the last die roll the item made or triggered on (CR 706.2): "the
    /// result"; 0 before any, and for the planar die (706.7).
    pub result: u8,
    /// The last spell an instruction of this resolution moved off the stack, as it was there
    /// ("the original spell" a delayed ability puts back, CR 707.10c).
    pub original: Option<Box<Original>>,
    /// What each Aura an instruction is putting onto the battlefield will enchant, as its
    /// controller chose (CR 303.4f), until the instruction puts them there.
    #[serde(default)]
    pub attach: Vec<(CardId, CardId)>,
    /// Power, toughness and controller of the permanents this resolution's instructions moved
    /// off the battlefield, as they last existed there (CR 608.2h), for "its power" and "the
    /// total power of the creatures they exiled this way"; kept only by an ability whose
    /// instructions read them (`Amount::StatOf`, `Amount::ExiledPower`).
    #[serde(default)]
    pub lki: Vec<(CardId, i16, i16, PlayerId)>,
    /// Inside "each player [instructions]" (CR 101.4): the player doing them now, plus one
    /// (0 outside such a loop). The instructions call that player "you".
    #[serde(default)]
    pub each: u8,
    /// The dice rolled for the cards an instruction is putting onto the battlefield that roll
    /// "as this enters" (CR 614.1c, 706.2), by card, until the instruction puts them there; a
    /// result of 0 is the roll chance is about to make.
    #[serde(default)]
    pub rolls: Vec<(CardId, u8)>,
    /// What each card entering the battlefield "as a copy of a creature you control" (CR
    /// 614.1c, 707.2) will copy, as its controller chose (`None`: it enters as itself), until
    /// it enters: by an instruction putting it there, or as a permanent spell resolves.
    #[serde(default)]
    pub copy_of: Vec<(CardId, Option<CardId>)>,
    /// The last coin this resolution flipped (CR 705.2): 0 none, 1 won, 2 lost ("if that
    /// player loses the flip").
    #[serde(default)]
    pub flip: u8,
    /// The X chosen as this resolution paid "you may pay {X}" (CR 107.3f): what "X" means to
    /// its later instructions. `None` until such a payment is made.
    #[serde(default)]
    pub paid_x: Option<u8>,
}

/// As a derived `Hash` would, except that `attach` is hashed only when set.
impl Hash for Frame {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.pc.hash(h);
        self.did.hash(h);
        self.bound.hash(h);
        self.result.hash(h);
        self.original.hash(h);
        if !self.attach.is_empty() {
            self.attach.hash(h);
        }
        if !self.lki.is_empty() {
            h.write_u8(0x1c);
            self.lki.hash(h);
        }
        if self.each != 0 {
            h.write_u8(0x1d);
            self.each.hash(h);
        }
        if !self.rolls.is_empty() {
            h.write_u8(0x1e);
            self.rolls.hash(h);
        }
        if !self.copy_of.is_empty() {
            h.write_u8(0x1f);
            self.copy_of.hash(h);
        }
        if self.flip != 0 {
            h.write_u8(0x20);
            self.flip.hash(h);
        }
        if let Some(x) = self.paid_x {
            h.write_u8(0x21);
            x.hash(h);
        }
    }
}

/// A spell as it was on the stack: what a copy of it keeps (CR 707.10c: its choices).
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Original {
    pub card: CardId,
    pub controller: PlayerId,
    pub face: u8,
    pub cast: Option<CastInfo>,
    pub targets: Targets,
}

/// A delayed triggered ability created by a resolving spell or ability (CR 603.7): it
/// triggers at the event its definition names, for as long as "that card" is the object it
/// was bound to (603.7c: once the card changes zones it is a new object the ability can't
/// find, 400.7, and the ability is dropped).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Delayed {
    /// The card whose instruction created it: its definition holds the ability.
    pub source: CardId,
    /// Which of `source`'s delayed abilities (`CardDef::delayed_abilities`).
    pub index: u8,
    /// Its controller: the controller of the ability that created it (CR 603.7d).
    pub controller: PlayerId,
    /// "that player": who controlled "that card" (as a spell, if it was one) when it was bound.
    pub player: PlayerId,
    /// "that card".
    pub card: CardId,
    /// The spell "that card" was, if an instruction moved it off the stack ("the original
    /// spell").
    pub original: Option<Original>,
    /// The copiable values whose ability created it, when not `source`'s own card's (a
    /// copy's ability, CR 707.2, `AbilityRef::copied`): their definition holds it.
    /// (Always serialized: the distributed search sends states as bincode, which has no
    /// field names to skip by.)
    #[serde(default)]
    pub copied: Option<Copied>,
    /// An ability that triggers once ("at the beginning of your next upkeep", CR 603.7b) has
    /// triggered: it waits only for its stack item to resolve, then it is gone.
    #[serde(default)]
    pub fired: bool,
    /// "At the beginning of the next end step", created during an end step: it waits for the
    /// next turn's (CR 513.2); cleared as the next turn begins.
    #[serde(default)]
    pub waits_a_turn: bool,
}

impl Delayed {
    /// The index of rebound's delayed ability (CR 702.88a), which no card's instructions
    /// create: `RuleAbilities::rebound`.
    pub const REBOUND: u8 = u8::MAX;
    /// Blitz's delayed sacrifice (`RuleAbilities::blitz_sacrifice`, CR 702.152a).
    pub const BLITZ: u8 = u8::MAX - 1;
    /// The Ring's "sacrifices it at end of combat" (`RuleAbilities::ring_blocked_sacrifice`,
    /// CR 701.54c).
    pub const RING_BLOCKED: u8 = u8::MAX - 2;
}

/// As a derived `Hash` would, except that `copied`, `fired` and `waits_a_turn` are hashed only
/// when set.
impl Hash for Delayed {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.source.hash(h);
        self.index.hash(h);
        self.controller.hash(h);
        self.player.hash(h);
        self.card.hash(h);
        self.original.hash(h);
        if let Some(c) = self.copied {
            h.write_u8(0x3c);
            c.hash(h);
        }
        if self.fired {
            h.write_u8(0x3d);
        }
        if self.waits_a_turn {
            h.write_u8(0x3e);
        }
    }
}

impl Frame {
    /// Binds `objs` to `slot` (what "it", "them" or an `as` name will mean).
    pub fn bind(&mut self, slot: u8, objs: Vec<CardId>) {
        let i = slot as usize;
        if self.bound.len() <= i {
            self.bound.resize(i + 1, Vec::new());
        }
        self.bound[i] = objs;
    }

    /// Adds to what `slot` holds (each player's part of "each player exiles ...").
    pub fn bind_more(&mut self, slot: u8, objs: Vec<CardId>) {
        let i = slot as usize;
        if self.bound.len() <= i {
            self.bound.resize(i + 1, Vec::new());
        }
        self.bound[i].extend(objs);
    }
}

/// A decision the game is waiting for, other than priority.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Decision {
    /// The active player declares attackers (CR 508.1).
    Attackers,
    /// The defending player declares blockers (CR 509.1).
    Blockers { player: PlayerId },
    /// A trigger's controller chooses its target as it is put on the stack (CR 603.3d).
    TriggerTarget { trigger: PendingTrigger },
    /// `player` chooses which of their different waiting triggered abilities goes on the
    /// stack next (CR 603.3b).
    TriggerOrder { player: PlayerId },
    /// A resolving spell or ability asks a player to choose a card, or none if `optional`
    /// ("you may exile ... If you do", CR 608.2d). `frame` is where its program stopped.
    Resolution {
        player: PlayerId,
        item: StackItem,
        frame: Frame,
        options: Vec<CardId>,
        optional: bool,
    },
    /// The planar die is rolled (CR 901.9): chance picks a face.
    PlanarDie { player: PlayerId },
    /// Cleanup: discard down to maximum hand size (CR 514.1).
    Discard { player: PlayerId },
    /// Suspend's last-counter trigger resolves: play the card without paying its mana cost
    /// (`must`: if able, CR 2023-11-17 702.62a; else "you may", CR 2024-02-06 702.62a).
    SuspendPlay {
        player: PlayerId,
        card: CardId,
        must: bool,
    },
    /// A resolving instruction lets `player` cast one of `cards` without paying its mana cost
    /// (CR 608.2g, 118.9), or none; with `below`, only as a spell whose mana value is less
    /// (cascade's "if the resulting spell's mana value is less than this spell's mana value",
    /// 702.85a). The resolution goes on from `then` once the cast is done or declined (`None`:
    /// an ability with nothing left to do, finished already).
    CastFree {
        player: PlayerId,
        cards: Vec<CardId>,
        below: Option<u8>,
        then: Option<Box<(StackItem, Frame)>>,
        /// "play" (CR 305.1): a land card among `cards` may be played.
        #[serde(default)]
        play: bool,
    },
    /// A cast has begun (the card is on the stack, CR 601.2a) but cannot be completed: it will
    /// be reversed (CR 732, 728 in 2023-11-17), restoring `prior`.
    Proposal {
        player: PlayerId,
        card: CardId,
        prior: Obj,
        must: bool,
    },
    /// "As this creature enters, choose a nonland card name." (Meddling Mage)
    ChooseName { player: PlayerId, card: CardId },
    /// A resolving "time travel" (CR 701.56a): `player` chooses, for each of `objects` (the
    /// eligible ones, in id order), to add a time counter, remove one, or neither, all at
    /// once. `frame` is where the program stopped.
    TimeTravel {
        player: PlayerId,
        item: StackItem,
        frame: Frame,
        objects: Vec<CardId>,
    },
    /// "As this land enters, you may pay 3 life. If you don't, it enters tapped." (CR 614.12):
    /// `card` is on the battlefield tapped until `player` pays.
    PayLifeAsEnters {
        player: PlayerId,
        card: CardId,
        life: u8,
    },
    /// A resolving instruction rolls `dice` dice with `sides` sides (CR 706.1; more than one
    /// when a replacement adds dice, 706.6): chance gives each next die's result (the dice
    /// are alike, so in nondecreasing order); `rolled` are those rolled so far. Once all are
    /// rolled and one is to be ignored by choice, `player` chooses the one kept; with `total`,
    /// the result is their sum.
    Die {
        player: PlayerId,
        item: StackItem,
        frame: Frame,
        sides: u8,
        dice: u8,
        rolled: Vec<u8>,
        ignore_lowest: bool,
        /// The result is the total of the dice (CR 614.1a: "instead roll two six-sided dice
        /// and use the total of those results"), none ignored.
        total: bool,
    },
    /// "You may choose new targets for the copy" (CR 707.10c): `player` chooses the copy's
    /// targets among `options` (the original's first) as the instruction that made `copy`
    /// resolves; `frame` is where its program stopped.
    CopyTargets {
        player: PlayerId,
        item: StackItem,
        frame: Frame,
        copy: CardId,
        options: Vec<Targets>,
    },
    /// "you may pay {8}" (CR 605.3a, 608.2d): `player` pays the cost of the instruction at
    /// `frame` one of the ways their mana sources can, or declines.
    PayMana {
        player: PlayerId,
        item: StackItem,
        frame: Frame,
    },
    /// The legend rule (CR 704.5j): `player` chooses which of `legends`, legendary
    /// permanents with the same name they control, to keep; the rest go to the graveyard.
    LegendRule {
        player: PlayerId,
        legends: Vec<CardId>,
    },
    /// A resolving "proliferate" (CR 701.34a): `player` chooses any number of `objects` (the
    /// permanents with a counter, in id order) and of `players` (a bit per player with a
    /// counter), all at once. `frame` is where the program stopped.
    Proliferate {
        player: PlayerId,
        item: StackItem,
        frame: Frame,
        objects: Vec<CardId>,
        players: u8,
    },
    /// Before the first turn, `player` may take actions from their opening hand (CR 103.6:
    /// the starting player first, then each other player in turn order).
    OpeningHand { player: PlayerId },
    /// An Aura entering the battlefield other than by resolving, not by an instruction of a
    /// resolving spell or ability (a card returning from exile, CR 610.3c): `player` chooses
    /// which of `options` it enchants (CR 303.4f). It waits on the battlefield, unattached.
    AttachAura {
        player: PlayerId,
        aura: CardId,
        options: Vec<CardId>,
    },
    /// A resolving instruction has `player` flip a coin (CR 705.1-2): chance gives the
    /// outcome, won or lost, each explored; `frame` is where the program stopped.
    Coin {
        player: PlayerId,
        item: StackItem,
        frame: Frame,
    },
    /// Devour N (CR 702.82a): `player` chooses which other creatures they control to sacrifice
    /// as `card` enters (it waits on the battlefield); `rest` are the N of its further devour
    /// abilities, which ask next.
    Devour {
        player: PlayerId,
        card: CardId,
        n: u8,
        rest: Vec<u8>,
    },
    /// A resolving "choose a counter on ... remove that counter or put another of those
    /// counters on it" (CR 608.2d): `player` chooses one of `options`, a kind of counter
    /// `object` has and whether to put another (true) or remove one. `frame` is where the
    /// program stopped.
    ChangeACounter {
        player: PlayerId,
        item: StackItem,
        frame: Frame,
        object: CardId,
        options: Vec<(crate::cards::CounterKind, bool)>,
    },
    /// The active player divides the combat damage of each attacker blocked by two or more
    /// creatures among its blockers (CR 510.1c); `first`: in the first-strike combat damage
    /// step (510.4).
    CombatDamage { player: PlayerId, first: bool },
    /// The attacking player announces the damage assignment order of each attacker blocked
    /// by two or more creatures (CR 509.2, 2024-02-06 and earlier).
    DamageOrder { player: PlayerId },
}

impl Decision {
    /// The spell or ability whose resolution waits for this decision, if any.
    pub fn resolving(&self) -> Option<&StackItem> {
        match self {
            Decision::Resolution { item, .. }
            | Decision::TimeTravel { item, .. }
            | Decision::Proliferate { item, .. }
            | Decision::ChangeACounter { item, .. }
            | Decision::Die { item, .. }
            | Decision::Coin { item, .. }
            | Decision::CopyTargets { item, .. }
            | Decision::PayMana { item, .. } => Some(item),
            Decision::CastFree {
                then: Some(then), ..
            } => Some(&then.0),
            _ => None,
        }
    }
}

/// How the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    Win(PlayerId),
    Draw,
    /// The model's turn bound was reached: the search stops here, the game does not.
    TurnLimit,
    /// A token was to be created but every slot the model reserved for it is in use (CR 111;
    /// `tokens` in the model): the search stops here, and reports it.
    TokenLimit,
    /// Counters of one more kind were to be put on an object that holds counters of as many
    /// kinds as an object can (`counter_bag::CAPACITY`): the search stops here, and reports it.
    CounterLimit,
    /// More than `MAX_PENDING_PHASES` added phases were to wait at once (CR 500.8): the search
    /// stops here, and reports it.
    PhaseLimit,
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Player {
    pub life: i16,
    /// Top first.
    pub library: im::Vector<CardId>,
    pub drew_from_empty: bool,
    /// Has left the game: lost or conceded (CR 104.3a, 800.4).
    pub lost: bool,
    /// Planechase: the planar deck, top first (CR 901.3).
    pub planar: im::Vector<CardId>,
    /// Times this player took the roll-the-planar-die action this turn (CR 901.9).
    pub planar_rolls: u8,
    /// What the last such action cost.
    pub last_roll_cost: u8,
    /// Spells this player cast this turn (CR 601.2i: "your second spell each turn"); kept
    /// only in models with a card that counts them (`Table::counts_spells`), else 0.
    pub spells_cast: u8,
    /// The player's counters (CR 122.1) of the kinds in `PLAYER_COUNTERS` (poison, energy,
    /// experience), by index; a byte each, saturating at 255.
    #[serde(default)]
    pub counters: [u8; crate::cards::PLAYER_COUNTERS.len()],
    /// How many times the Ring has tempted this player (CR 701.54c: their emblem's level),
    /// saturating at 255; 0 without the emblem.
    #[serde(default)]
    pub ring: u8,
    /// Mana in the player's pool (CR 106.4), until the step or phase ends (500.4); `None`
    /// when it is empty (never `Some` of an empty pool).
    #[serde(default)]
    pub pool: Option<Box<super::mana_pool::ManaPool>>,
    /// This player attacked with creatures this turn (CR 508.1a: declared one or more
    /// attackers); kept only in models with a card that reads it (`Table::attack_history`),
    /// else false.
    #[serde(default)]
    pub attacked_with_creatures: bool,
    /// The city's blessing (CR 702.131c): a designation kept for the rest of the game, got
    /// through ascend (702.131a-b).
    #[serde(default)]
    pub city_blessing: bool,
}

impl Player {
    /// The player's poison counters (CR 122.1f).
    pub fn poison(&self) -> u8 {
        self.counters
            .get(crate::cards::POISON as usize)
            .copied()
            .unwrap_or(0)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Game {
    pub turn: u8,
    pub active: PlayerId,
    pub step: Step,
    /// Who has priority (meaningful while `decision` is `None`).
    pub priority: PlayerId,
    /// Consecutive passes in succession (CR 117.4).
    pub passes: u8,
    /// Lands played this turn (CR 305.2; hashed as the flag it was while one was the most).
    pub lands_played: u8,
    pub players: Shared<Player>,
    pub objs: Objs,
    /// Bottom first: the top of the stack is the last element.
    pub stack: Vec<StackItem>,
    pub triggered: Vec<PendingTrigger>,
    pub decision: Option<Box<Decision>>,
    pub outcome: Option<Outcome>,
    /// Planechase: face-up plane and phenomenon cards (CR 901.4).
    pub face_up: Vec<CardId>,
    /// Planechase: the planar controller (CR 311.5); `None` outside Planechase.
    pub planar_controller: Option<PlayerId>,
    /// Chaotic Aether: blank rolls are chaos until a player planeswalks away from a plane.
    pub blanks_are_chaos: bool,
    /// Spatial Merging put more than one plane face up (CR 901.11c).
    pub merged: bool,
    /// Continuous effects from resolving spells and abilities, one entry per affected object
    /// and duration, in object order (CR 611.2c; `Engine::begin_effect`); usually empty.
    pub continuous: Vec<super::continuous::Continuous>,
    /// Delayed triggered abilities waiting for their event (CR 603.7); usually empty.
    pub delayed: Vec<Delayed>,
    /// The players whom creatures can't attack until their next turn (CR 611.2b, 508.1c;
    /// `next_turn.rs`), a bit per player; usually none.
    pub cant_attack: u8,
    /// Rules changed for a duration by resolving spells and abilities (CR 611.2: "until end
    /// of turn, you may play lands and cast spells from your graveyard"); usually empty.
    pub temporary: Vec<TemporaryStatic>,
    /// Extra turns (CR 500.7): those waiting and those taken; `None` in a game that has had
    /// none (boxed: the state stays small).
    #[serde(default)]
    pub extra_turns: Option<Box<ExtraTurns>>,
    /// Phases added to this turn (CR 500.8): those waiting, and this turn's main and combat
    /// phases counted; `None` in a turn that has had none added (boxed: the state stays
    /// small).
    #[serde(default)]
    pub extra_phases: Option<Box<ExtraPhases>>,
    /// The game's turn order is reversed (CR 101.4, 103.1: it goes counterclockwise from the
    /// default clockwise; Time Distortion). Never set with two players, where reversing
    /// changes nothing.
    #[serde(default)]
    pub turn_order_reversed: bool,
    /// What happened this turn that a card asks about ("if a creature died this turn",
    /// CR 700.4): a bit per `TurnFact`, recorded only in models with a card that reads it
    /// (`Table::turn_history`), cleared as a new turn begins; usually none.
    #[serde(default)]
    pub this_turn: u8,
}

impl Game {
    /// Whether the two states are equal beside their objects, their players and who holds
    /// priority (`priority`, `passes`): everything else a characteristic may be computed from
    /// (continuous effects ending in cleanup, 514.2; the step and turn a static's condition
    /// reads; the face-up planes) is compared. No characteristic depends on who holds priority
    /// (CR 613 reads none of it), so a priority pass leaves them all as they were. Every field
    /// is named here (no `..`): a new field is compared unless it is added to the skipped ones.
    pub fn same_beside_objects_players_and_priority(&self, o: &Game) -> bool {
        let Game {
            turn,
            active,
            step,
            priority: _,
            passes: _,
            lands_played,
            players: _,
            objs: _,
            stack,
            triggered,
            decision,
            outcome,
            face_up,
            planar_controller,
            blanks_are_chaos,
            merged,
            continuous,
            delayed,
            cant_attack,
            temporary,
            extra_turns,
            extra_phases,
            turn_order_reversed,
            this_turn,
        } = self;
        *turn == o.turn
            && *active == o.active
            && *step == o.step
            && *lands_played == o.lands_played
            && *stack == o.stack
            && *triggered == o.triggered
            && *decision == o.decision
            && *outcome == o.outcome
            && *face_up == o.face_up
            && *planar_controller == o.planar_controller
            && *blanks_are_chaos == o.blanks_are_chaos
            && *merged == o.merged
            && *continuous == o.continuous
            && *delayed == o.delayed
            && *cant_attack == o.cant_attack
            && *temporary == o.temporary
            && *extra_turns == o.extra_turns
            && *extra_phases == o.extra_phases
            && *turn_order_reversed == o.turn_order_reversed
            && *this_turn == o.this_turn
    }
}

/// At most this many added phases wait at once (CR 500.8 sets no limit; past it the game is
/// cut, `Outcome::PhaseLimit`, and the search says so).
pub const MAX_PENDING_PHASES: usize = 8;

/// Phases added to the turn (CR 500.8; `turn.rs` takes them).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ExtraPhases {
    /// Added and not yet begun, the next first: the most recently created effect's phases
    /// come first, directly after the phase it was created in.
    pub pending: Vec<crate::cards::AddedPhase>,
    /// While added phases are done: the last step of the turn's own phase they came after;
    /// the turn goes on after it once none is waiting.
    pub after: Option<Step>,
    /// Main phases begun this turn (the first is precombat, every other postcombat, CR
    /// 505.1a), and combat phases: the numbers a trace gives them ("main 3", "combat 2").
    pub mains: u8,
    pub combats: u8,
}

impl ExtraPhases {
    /// The count of a turn with no added phases so far, standing at `step`.
    pub fn counted_at(step: Step) -> ExtraPhases {
        let (mains, combats) = match step {
            Step::Untap | Step::Upkeep | Step::Draw => (0, 0),
            Step::Main1 => (1, 0),
            Step::Main2 | Step::End | Step::Cleanup => (2, 1),
            _ => (1, 1),
        };
        ExtraPhases {
            mains,
            combats,
            ..ExtraPhases::default()
        }
    }
}

/// Extra turns (CR 500.7; `turn.rs` takes them).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct ExtraTurns {
    /// Created and not yet begun, the most recently created last: it is taken first.
    pub pending: Vec<PlayerId>,
    /// While extra turns are taken: the active player of the turn they came after. The next
    /// turn that is not an extra one is the turn of the player after them in seat order.
    pub after: Option<PlayerId>,
    /// How many extra turns each player has begun, by seat (empty until the first).
    pub begun: Vec<u8>,
}

impl ExtraTurns {
    /// Extra turns begun in the game, every player's.
    pub fn taken(&self) -> u8 {
        self.begun.iter().fold(0u8, |n, &b| n.saturating_add(b))
    }

    /// Extra turns `p` has begun.
    pub fn begun_by(&self, p: PlayerId) -> u8 {
        self.begun.get(p as usize).copied().unwrap_or(0)
    }
}

/// A static ability a resolving instruction made last for a duration (CR 611.2): the
/// `index`th of `source`'s `CardDef::temporary_statics`, controlled by `controller` (the
/// instruction's controller: its "you").
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct TemporaryStatic {
    pub source: CardId,
    pub index: u8,
    pub controller: PlayerId,
    pub until: crate::cards::Duration,
    /// The copiable values whose ability made it, when not `source`'s own card's (CR 707.2).
    /// (Always serialized: the distributed search sends states as bincode, which has no
    /// field names to skip by.)
    #[serde(default)]
    pub copied: Option<Copied>,
}

/// As a derived `Hash` would, except that `copied` is hashed only when set.
impl Hash for TemporaryStatic {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.source.hash(h);
        self.index.hash(h);
        self.controller.hash(h);
        self.until.hash(h);
        if let Some(c) = self.copied {
            h.write_u8(0x3c);
            c.hash(h);
        }
    }
}

fn hash_slice<T: Hash, H: Hasher>(v: &[T], h: &mut H) {
    h.write_usize(v.len());
    for x in v {
        x.hash(h);
    }
}

/// Card ids, four to a word (ids are `u16`).
fn hash_id_slice<H: Hasher>(ids: impl ExactSizeIterator<Item = CardId>, h: &mut H) {
    h.write_usize(ids.len());
    let (mut word, mut filled) = (0u64, 0);
    for id in ids {
        word = word << 16 | id as u64;
        filled += 1;
        if filled == 4 {
            h.write_u64(word);
            (word, filled) = (0, 0);
        }
    }
    if filled > 0 {
        h.write_u64(word);
    }
}

/// A vector of card ids; the words do not depend on how `im` splits the vector into chunks:
/// equal vectors hash equally.
fn hash_ids<H: Hasher>(v: &im::Vector<CardId>, h: &mut H) {
    hash_id_slice(v.iter().copied(), h);
}

impl Hash for Player {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.life.hash(h);
        hash_ids(&self.library, h);
        self.drew_from_empty.hash(h);
        self.lost.hash(h);
        hash_ids(&self.planar, h);
        self.planar_rolls.hash(h);
        self.last_roll_cost.hash(h);
        // Spells cast this turn: hashed only when some, so the old models hash as before.
        if self.spells_cast != 0 {
            h.write_u8(0x5c);
            self.spells_cast.hash(h);
        }
        // Counters on the player: hashed only when some, likewise.
        if self.counters.iter().any(|&n| n != 0) {
            h.write_u8(0x7c);
            self.counters.hash(h);
        }
        // The Ring's temptations (CR 701.54c), likewise.
        if self.ring != 0 {
            h.write_u8(0x71);
            self.ring.hash(h);
        }
        // Mana in the pool (CR 106.4), likewise.
        if let Some(pool) = &self.pool {
            h.write_u8(0x6d);
            pool.hash(h);
        }
        // Attacked with creatures this turn (CR 508.1a), likewise.
        if self.attacked_with_creatures {
            h.write_u8(0x61);
        }
        // The city's blessing (CR 702.131c), likewise.
        if self.city_blessing {
            h.write_u8(0xcb);
        }
    }
}

impl Hash for Game {
    fn hash<H: Hasher>(&self, h: &mut H) {
        self.turn.hash(h);
        self.active.hash(h);
        self.step.hash(h);
        self.priority.hash(h);
        self.passes.hash(h);
        self.lands_played.hash(h);
        self.players.hash(h);
        self.objs.hash(h);
        hash_slice(&self.stack, h);
        hash_slice(&self.triggered, h);
        self.decision.hash(h);
        self.outcome.hash(h);
        hash_id_slice(self.face_up.iter().copied(), h);
        self.planar_controller.hash(h);
        self.blanks_are_chaos.hash(h);
        self.merged.hash(h);
        // Durations (CR 611.2): the continuous effects from resolving abilities. Hashed only
        // when there are some, so that a state without any hashes as it did before they were
        // modelled (fingerprints of bundled models stay put).
        if !self.continuous.is_empty() {
            hash_slice(&self.continuous, h);
        }
        // Delayed triggered abilities (CR 603.7), likewise only when there are some.
        if !self.delayed.is_empty() {
            h.write_u8(0xde);
            hash_slice(&self.delayed, h);
        }
        // "Until your next turn, creatures can't attack you" (CR 611.2b), only when in force.
        if self.cant_attack != 0 {
            h.write_u8(0xca);
            h.write_u8(self.cant_attack);
        }
        // Rules changed for a duration (CR 611.2), likewise only when there are some.
        if !self.temporary.is_empty() {
            h.write_u8(0x7e);
            hash_slice(&self.temporary, h);
        }
        // Extra turns (CR 500.7), likewise only once there are some.
        if let Some(extra) = &self.extra_turns {
            h.write_u8(0xe7);
            extra.hash(h);
        }
        // Added phases (CR 500.8), likewise only in a turn that has some.
        if let Some(extra) = &self.extra_phases {
            h.write_u8(0xe8);
            extra.hash(h);
        }
        // The turn order (CR 101.4), only when reversed.
        if self.turn_order_reversed {
            h.write_u8(0x70);
        }
        // The turn's history (CR 700.4: "a creature died this turn"), only when some is kept.
        if self.this_turn != 0 {
            h.write_u8(0x75);
            h.write_u8(self.this_turn);
        }
    }
}

impl Game {
    /// The step as a trace names it: "main 1", "declare attackers"; in a turn with added
    /// phases (CR 500.8) each main and combat phase has its number, "main 3", "declare
    /// attackers (combat 2)".
    pub fn step_label(&self) -> String {
        let label = self.step.label();
        let Some(x) = &self.extra_phases else {
            return label.to_string();
        };
        if self.step.is_main() {
            format!("main {}", x.mains)
        } else if !self.step.combat_step().is_empty() {
            format!("{label} (combat {})", x.combats)
        } else {
            label.to_string()
        }
    }

    pub fn obj(&self, id: CardId) -> &Obj {
        &self.objs[id as usize]
    }

    pub fn obj_mut(&mut self, id: CardId) -> &mut Obj {
        &mut self.objs[id as usize]
    }

    pub fn ids(&self) -> impl Iterator<Item = CardId> + '_ {
        0..self.objs.len() as CardId
    }

    /// Cards in `zone`, in id order.
    pub fn in_zone(&self, zone: Zone) -> impl Iterator<Item = CardId> + '_ {
        self.objs
            .iter()
            .enumerate()
            .filter(move |(_, o)| o.zone == zone)
            .map(|(i, _)| i as CardId)
    }

    /// Those of `ids` in `zone`, in the order given.
    pub fn among<'g>(&'g self, ids: &'g [CardId], zone: Zone) -> impl Iterator<Item = CardId> + 'g {
        ids.iter()
            .copied()
            .filter(move |&c| self.objs[c as usize].zone == zone)
    }

    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    pub fn in_game(&self, p: PlayerId) -> bool {
        !self.players[p as usize].lost
    }

    /// The player `i` seats after `from` in turn order (CR 101.4, 103.1): clockwise (the next
    /// seat) by default, counterclockwise once the turn order is reversed.
    fn seat_after(&self, from: PlayerId, i: PlayerId) -> PlayerId {
        let n = self.players.len().max(1) as PlayerId;
        let i = i % n;
        match self.turn_order_reversed {
            false => (from % n + i) % n,
            true => (from % n + n - i) % n,
        }
    }

    /// Players still in the game in turn order starting with `from` (CR 101.4 APNAP order).
    pub fn apnap_from(&self, from: PlayerId) -> Vec<PlayerId> {
        let n = self.players.len() as PlayerId;
        (0..n)
            .map(|i| self.seat_after(from, i))
            .filter(|&p| self.in_game(p))
            .collect()
    }

    /// How many seats after the active player `p` is in turn order (CR 101.4): 0 for the
    /// active player.
    pub fn turn_position(&self, p: PlayerId) -> usize {
        let n = self.players.len().max(1) as PlayerId;
        (0..n)
            .position(|i| self.seat_after(self.active, i) == p)
            .unwrap_or(n as usize)
    }

    pub fn next_in_game(&self, after: PlayerId) -> PlayerId {
        let n = self.players.len() as PlayerId;
        (1..=n)
            .map(|i| self.seat_after(after, i))
            .find(|&p| self.in_game(p))
            .unwrap_or(after)
    }

    pub fn players_in_game(&self) -> usize {
        self.players.iter().filter(|p| !p.lost).count()
    }

    /// The game now waits for decision `d` (kept boxed: a pending decision is rare, and the
    /// state stays small).
    pub fn decide(&mut self, d: Decision) {
        self.decision = Some(Box::new(d));
    }

    /// Who must act now: the decision maker or the priority holder.
    pub fn actor(&self) -> PlayerId {
        match self.decision.as_deref() {
            Some(Decision::Attackers) => self.active,
            Some(Decision::TriggerTarget { trigger }) => trigger.controller,
            Some(Decision::TriggerOrder { player }) => *player,
            Some(Decision::Resolution { player, .. })
            | Some(Decision::Discard { player })
            | Some(Decision::SuspendPlay { player, .. })
            | Some(Decision::CastFree { player, .. })
            | Some(Decision::Proposal { player, .. })
            | Some(Decision::ChooseName { player, .. })
            | Some(Decision::PlanarDie { player })
            | Some(Decision::Blockers { player })
            | Some(Decision::TimeTravel { player, .. })
            | Some(Decision::Proliferate { player, .. })
            | Some(Decision::ChangeACounter { player, .. })
            | Some(Decision::PayLifeAsEnters { player, .. })
            | Some(Decision::OpeningHand { player })
            | Some(Decision::AttachAura { player, .. })
            | Some(Decision::Die { player, .. })
            | Some(Decision::Coin { player, .. })
            | Some(Decision::CopyTargets { player, .. })
            | Some(Decision::PayMana { player, .. })
            | Some(Decision::LegendRule { player, .. })
            | Some(Decision::Devour { player, .. })
            | Some(Decision::CombatDamage { player, .. })
            | Some(Decision::DamageOrder { player }) => *player,
            None => self.priority,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::hash_map::DefaultHasher;

    fn hash_of(g: &Game) -> u64 {
        let mut h = DefaultHasher::new();
        g.hash(&mut h);
        h.finish()
    }

    fn two_libraries(a: &[CardId], b: &[CardId]) -> Game {
        let player = |lib: &[CardId]| Player {
            life: 20,
            library: lib.iter().copied().collect(),
            drew_from_empty: false,
            lost: false,
            planar: im::Vector::new(),
            planar_rolls: 0,
            last_roll_cost: 0,
            spells_cast: 0,
            counters: [0; crate::cards::PLAYER_COUNTERS.len()],
            ring: 0,
            pool: None,
            attacked_with_creatures: false,
            city_blessing: false,
        };
        Game {
            turn: 1,
            active: 0,
            step: Step::Main1,
            priority: 0,
            passes: 0,
            lands_played: 0,
            players: [player(a), player(b)].into_iter().collect(),
            objs: (0..3).map(|_| Obj::new(Zone::Library, 0)).collect(),
            stack: Vec::new(),
            triggered: Vec::new(),
            decision: None,
            outcome: None,
            face_up: Vec::new(),
            planar_controller: None,
            blanks_are_chaos: false,
            merged: false,
            continuous: Vec::new(),
            delayed: Vec::new(),
            cant_attack: 0,
            temporary: Vec::new(),
            extra_turns: None,
            extra_phases: None,
            turn_order_reversed: false,
            this_turn: 0,
        }
    }

    /// DESIGN.md: `im`'s own Hash has no length prefix. These two states differ only in where
    /// the boundary between two players' libraries falls; they must hash differently.
    #[test]
    fn zone_boundaries_change_the_hash() {
        let a = two_libraries(&[0, 1], &[2]);
        let b = two_libraries(&[0, 1, 2], &[]);
        assert_ne!(a, b);
        assert_ne!(hash_of(&a), hash_of(&b));
        // The derived im::Vector hash alone would not tell them apart:
        let mut ha = DefaultHasher::new();
        for p in &a.players {
            p.library.hash(&mut ha);
        }
        let mut hb = DefaultHasher::new();
        for p in &b.players {
            p.library.hash(&mut hb);
        }
        assert_eq!(ha.finish(), hb.finish(), "im's hash has no length prefix");
    }

    /// A hasher that keeps what is written to it: two objects with different streams can't
    /// be taken for one by any hasher.
    #[derive(Default)]
    struct Stream(Vec<u8>);

    impl Hasher for Stream {
        fn finish(&self) -> u64 {
            0
        }
        fn write(&mut self, bytes: &[u8]) {
            self.0.extend_from_slice(bytes);
        }
    }

    /// Every way of casting, with each X, writes its own stream: a `CastVia` past the two bits
    /// the cast word gives it must not read as another with a different X (flashback with
    /// X = 0 once hashed as a cast from hand with X = 1).
    #[test]
    fn every_way_of_casting_hashes_apart_from_every_other() {
        let mut seen = std::collections::HashMap::new();
        for via in CastVia::ALL {
            for x in 0..4 {
                let mut o = Obj::new(Zone::Stack, 0);
                o.cast = Some(CastInfo {
                    turn: 1,
                    via,
                    x,
                    kicked: false,
                    mana_spent: 0,
                    plotted_turn: 0,
                    mode: 0,
                    divided: 0,
                    evoked: false,
                    blitzed: false,
                    effect_zone: None,
                    control_lost: false,
                    buyback: false,
                    sacrificed: None,
                });
                let mut stream = Stream::default();
                o.hash(&mut stream);
                if let Some(other) = seen.insert(stream.0, (via, x)) {
                    panic!("{other:?} and {:?} hash alike", (via, x));
                }
            }
        }
    }

    /// Delay counters are part of the state: two games that differ only in them differ in hash.
    #[test]
    fn delay_counters_change_the_hash() {
        let a = two_libraries(&[0, 1], &[2]);
        let mut b = a.clone();
        b.obj_mut(0).delay = 1;
        assert_ne!(a, b);
        assert_ne!(hash_of(&a), hash_of(&b));
    }

    fn table_hash(t: &Objs) -> u64 {
        let mut h = DefaultHasher::new();
        t.hash(&mut h);
        h.finish()
    }

    /// A table written as its differences from a base and rebuilt is the same table, with the
    /// same digest, whether it changed entries, is the base itself, or is longer or shorter.
    #[test]
    fn a_table_rebuilt_from_its_differences_is_equal_and_hashes_alike() {
        let base: Objs = (0..5).map(|i| Obj::new(Zone::Library, i % 2)).collect();
        let mut changed = base.clone();
        changed[1].tapped = true;
        changed[4].zone = Zone::Battlefield;
        let longer: Objs = (0..7).map(|i| Obj::new(Zone::Hand, i % 2)).collect();
        let shorter: Objs = (0..3).map(|i| Obj::new(Zone::Library, i % 2)).collect();
        for t in [&base, &changed, &longer, &shorter] {
            let delta = t.delta_from(&base).expect("a short table");
            let rebuilt = Objs::from_delta(&base, &delta);
            assert_eq!(&rebuilt, t);
            assert_eq!(table_hash(&rebuilt), table_hash(t));
            // A change after rebuilding keeps the digest incremental and right.
            let mut a = rebuilt.clone();
            let mut b: Objs = t.iter().cloned().collect();
            a[0].damage = 2;
            b[0].damage = 2;
            assert_eq!(table_hash(&a), table_hash(&b));
        }
        assert_eq!(changed.delta_from(&base).map(|d| d.changed.len()), Some(2));
        assert_eq!(base.delta_from(&base).map(|d| d.changed.len()), Some(0));
    }
}
