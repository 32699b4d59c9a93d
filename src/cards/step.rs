//! Steps of a turn (CR 500.1), as card texts and the engine both name them.

/// Steps of a turn (CR 500.1). The combat phase has its steps; no blockers are declared yet.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Step {
    Untap,
    Upkeep,
    Draw,
    Main1,
    BeginCombat,
    DeclareAttackers,
    DeclareBlockers,
    CombatDamage,
    EndCombat,
    Main2,
    End,
    Cleanup,
    /// The first-strike combat damage step (CR 510.4), entered only when an attacking or
    /// blocking creature has first strike or double strike. Last here so that the other steps
    /// keep their discriminants (and states their fingerprints); `ALL` has the turn's order.
    FirstStrikeDamage,
}

impl Step {
    pub const ALL: [Step; 13] = [
        Step::Untap,
        Step::Upkeep,
        Step::Draw,
        Step::Main1,
        Step::BeginCombat,
        Step::DeclareAttackers,
        Step::DeclareBlockers,
        Step::FirstStrikeDamage,
        Step::CombatDamage,
        Step::EndCombat,
        Step::Main2,
        Step::End,
        Step::Cleanup,
    ];

    /// The step as property expressions name it: the combat phase's steps are all "combat"
    /// (`combat_step` tells them apart).
    pub fn name(self) -> &'static str {
        match self {
            Step::Untap => "untap",
            Step::Upkeep => "upkeep",
            Step::Draw => "draw",
            Step::Main1 => "main1",
            Step::Main2 => "main2",
            Step::End => "end",
            Step::Cleanup => "cleanup",
            _ => "combat",
        }
    }

    /// The step within the combat phase (CR 506.1), "" outside it.
    pub fn combat_step(self) -> &'static str {
        match self {
            Step::BeginCombat => "beginning_of_combat",
            Step::DeclareAttackers => "declare_attackers",
            Step::DeclareBlockers => "declare_blockers",
            Step::FirstStrikeDamage => "first_strike_damage",
            Step::CombatDamage => "combat_damage",
            Step::EndCombat => "end_of_combat",
            _ => "",
        }
    }

    /// The phase the step belongs to (CR 500.1), as property expressions name it.
    pub fn phase(self) -> &'static str {
        match self {
            Step::Untap | Step::Upkeep | Step::Draw => "beginning",
            Step::End | Step::Cleanup => "ending",
            // main1, combat, main2: the phase is named as its step.
            s => s.name(),
        }
    }

    pub fn is_main(self) -> bool {
        matches!(self, Step::Main1 | Step::Main2)
    }

    pub fn label(self) -> &'static str {
        match self {
            Step::Untap => "untap",
            Step::Upkeep => "upkeep",
            Step::Draw => "draw",
            Step::Main1 => "main 1",
            Step::BeginCombat => "beginning of combat",
            Step::DeclareAttackers => "declare attackers",
            Step::DeclareBlockers => "declare blockers",
            Step::FirstStrikeDamage => "first-strike combat damage",
            Step::CombatDamage => "combat damage",
            Step::EndCombat => "end of combat",
            Step::Main2 => "main 2",
            Step::End => "end step",
            Step::Cleanup => "cleanup",
        }
    }
}

/// A phase an effect adds to the turn (CR 500.8): only combat and main phases can be added
/// by the card language (Relentless Assault, Sokenzan). An additional main phase is a
/// postcombat main phase (505.1a).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum AddedPhase {
    Combat,
    Main,
}
