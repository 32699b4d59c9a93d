//! Comprehensive Rules editions and rule switches.
//!
//! An edition is a CR effective date. Each behaviour the engine can vary is a named switch with
//! its CR citation. The correct value comes from the edition; `--set` flips a switch to try a
//! hypothetical rule, and the deliberately wrong values are the "mutants" that prove each
//! property can fail (`rulecheck mutants`).

use std::fmt;

/// The values of every switch, as the engine reads them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// CR 702.170d: a plotted card may be cast only on a turn after the one it became plotted.
    pub plot_later_turn_only: bool,
    /// CR 702.170d: the free cast of a plotted card is sorcery-timed, even for instants.
    pub plot_cast_sorcery_timing: bool,
    /// CR 702.170a: the plot special action is sorcery-timed; flash does not widen it.
    pub plot_action_sorcery_timing: bool,
    /// CR 107.3b: casting without paying the mana cost forces X = 0.
    pub free_cast_x_zero: bool,
    /// CR 702.170d: only the owner may cast a plotted card.
    pub plot_owner_only: bool,
    /// CR 400.7: a card that changes zones becomes a new object, no longer plotted.
    pub zone_change_new_object: bool,
    /// CR 118.7a: a reduction by generic mana affects only the generic component.
    pub reductions_generic_only: bool,
    /// CR 118.9d: cost increases apply to an alternative cost ("without paying its mana cost").
    pub free_cast_increases_apply: bool,
    /// CR 118.9d, 601.2f: additional costs must still be paid with an alternative cost.
    pub free_cast_additional_costs: bool,
    /// CR 702.62a: when the last time counter is removed, the owner *may* play the card
    /// (2024-02-06 on); before, they had to play it if able (2023-11-17).
    pub suspend_may_play: bool,
    /// CR 117.1d, 601.2g: activating mana abilities is never forced, even by a mandatory cast.
    pub mana_abilities_optional: bool,
    /// CR 702.62a: "At the beginning of your upkeep": only the owner's upkeep removes counters.
    pub suspend_owner_upkeep_only: bool,
    /// CR 702.62a: a creature spell cast by suspend gains haste.
    pub suspend_haste: bool,
    /// CR 702.62a/b: a declined card remains exiled with no time counters, not suspended.
    pub suspend_declined_unsuspended: bool,
    /// CR 116.2f: the suspend action follows the card's casting timing.
    pub suspend_action_as_cast: bool,
    /// CR 702.62c: prohibitions on casting the card forbid suspending it.
    pub suspend_prohibitions_apply: bool,
    /// CR 118.6, 202.1b: a card with no mana cost has an unpayable mana cost.
    pub no_mana_cost_unpayable: bool,
    /// CR 305.2: a player plays at most one land per turn.
    pub one_land_per_turn: bool,
    /// CR 311.2: planes stay in the command zone; they are not permanents.
    pub planes_stay_in_command_zone: bool,
    /// CR 701.31b: planeswalking puts the face-up planes on the bottom before turning a new one up.
    pub planeswalk_replaces: bool,
    /// CR 311.5: the planar controller is the active player.
    pub planar_controller_is_active: bool,
    /// CR 901.10: a departed player's face-up plane leaves the game with them.
    pub departed_planes_leave: bool,
    /// CR 901.10b: abilities from phenomena stay on the stack when their controller leaves,
    /// controlled by the new planar controller.
    pub departed_phenomenon_abilities_remain: bool,
    /// CR 901.11, 901.11a-b: turning up a plane because a face-up one left with its owner is
    /// planeswalking (away from the one that left).
    pub departure_planeswalks: bool,
    /// CR 901.9: each roll of the planar die in a turn costs one more.
    pub planar_roll_escalates: bool,
    /// CR 901.9: only the active player, in their main phase with an empty stack, rolls.
    pub planar_roll_sorcery_timing: bool,
    /// CR 800.4a, 901.10a: abilities a departed player controlled cease to exist.
    pub departed_abilities_cease: bool,
    /// CR 702.9b: a creature with flying can be blocked only by creatures with flying or reach.
    pub flying_evasion: bool,
    /// CR 106.6: mana that can be spent only on spells or only on abilities pays nothing else
    /// (so not a special action's cost, 116.2).
    pub mana_restrictions_apply: bool,
    /// CR 601.3 (rulings on Serra Avenger, Jace Reawakened): "your first ... turns" counts the
    /// turns you have begun, not the game's.
    pub turns_counted_per_player: bool,
    /// CR 606.3: one loyalty ability per permanent per turn.
    pub loyalty_once_per_turn: bool,
    /// CR 702.102a: a split card's halves are fused only when it is cast from hand.
    pub fuse_from_hand_only: bool,
    /// CR 709.4, 712.8a, 715.4: outside the stack and battlefield a card with faces has its own
    /// characteristics again, whichever face was cast.
    pub faces_by_zone: bool,
    /// CR 514.2: "until end of turn" and "this turn" effects end in the cleanup step.
    pub end_of_turn_effects_end: bool,
    /// CR 608.2c: an instruction with a condition ("Surveil 3 if you have no cards in hand.")
    /// is followed only if the condition holds as it is reached.
    pub instruction_conditions_checked: bool,
    /// CR 702.62a: a creature cast by suspend has haste "as long as you control it": not
    /// while another player controls it.
    pub suspend_haste_caster_only: bool,
    /// CR 615.1a: a prevention effect stops the damage it names.
    pub prevention_applies: bool,
    /// CR 702.20b: attacking doesn't cause a creature with vigilance to tap.
    pub vigilance_untapped: bool,
    /// CR 601.2c, 602.2b: a spell or ability with a target is cast or activated only with a
    /// legal target chosen.
    pub targets_required: bool,
    /// CR 608.2n: a spell whose instructions moved it (Cyclical Evolution exiling itself) is
    /// not put into its owner's graveyard as it finishes resolving.
    pub self_move_honoured: bool,
    /// CR 704.5d, 111.7: a token in a zone other than the battlefield ceases to exist.
    pub tokens_cease: bool,
    /// CR 114.4, 113.6: an emblem's abilities work from the command zone.
    pub emblem_abilities_work: bool,
    /// CR 603.10a, 603.4: a dies trigger's intervening "if" reads the permanent as it last
    /// existed on the battlefield ("if it had no time counters on it").
    pub dies_if_looks_back: bool,
    /// CR 118.9a: one alternative cost per spell: a plotted card cast without paying its mana
    /// cost can't also be cast face down by disguise (the plot ruling).
    pub one_alternative_cost: bool,
    /// CR 107.5, 602.5a: {T} in an activation cost taps the permanent, so it is paid only by
    /// an untapped one.
    pub tap_cost_taps: bool,
    /// CR 602.2b: cost changes (601.2f) apply to the costs of activated abilities too.
    pub ability_cost_changes_apply: bool,
    /// CR 101.2: an effect saying something can't happen (can't cast, can't activate, can't
    /// attack or block) beats the rules and effects that would allow it.
    pub cant_effects_apply: bool,
    /// CR 608.2n, 701.6a, 608.2b: a replacement of a spell's move "as it resolves" applies only
    /// when it resolves, not when it is countered or doesn't resolve.
    pub replacement_only_as_resolves: bool,
    /// CR 401.4: cards put into a library "in a random order" may end in any order: each is
    /// explored (a chance move per card), not one fixed order.
    pub random_order_explored: bool,
    /// CR 701.56a: time travel changes only permanents you control with a time counter and
    /// suspended cards you own (not other exiled cards with a time counter).
    pub time_travel_suspended_only: bool,
    /// CR 714.2b: a chapter ability triggers when the lore count goes from less than its number
    /// to at least it (not again on later counters).
    pub chapter_triggers_on_crossing: bool,
    /// CR 901.11, 901.11b: "when you planeswalk away from this" abilities trigger when their
    /// plane is turned face down.
    pub planeswalk_away_triggers: bool,
    /// CR 601.2f: an effect that directly affects a spell's total cost ("costs three mana",
    /// Trinisphere) applies after every increase and reduction.
    pub cost_floor_last: bool,
    /// CR 603.7a, 603.7c: a delayed ability "at the beginning of each of that player's
    /// upkeeps" triggers only at that player's upkeeps.
    pub delayed_upkeep_that_player: bool,
    /// CR 707.10c: a copy of a spell keeps the original's choices (X, mode, targets).
    pub copy_keeps_choices: bool,
    /// CR 702.63a: vanishing's upkeep trigger is "At the beginning of your upkeep": only its
    /// controller's.
    pub vanishing_controller_upkeep: bool,
    /// CR 706.7, 901.9d: rolling the planar die triggers "whenever you roll one or more dice".
    pub planar_die_is_a_die: bool,
    /// CR 901.9: a roll of the planar die an effect instructs does not count toward the cost
    /// of the roll-the-planar-die special action.
    pub effect_planar_rolls_uncounted: bool,
    /// CR 706.6: an ignored roll never happened: it triggers nothing.
    pub ignored_rolls_never_happened: bool,
    /// CR 108.4a, 603.3a: an ability of a card in exile (a suspended card's "if this card is
    /// suspended" trigger) is controlled by the card's owner.
    pub suspended_triggers_owner_controls: bool,
    /// CR 510.4: with a first or double striker in combat, there are two combat damage steps;
    /// first strikers deal damage in the first, the others (and double strikers) in the second.
    pub first_strike_step: bool,
    /// CR 702.19b: a blocked creature with trample assigns the damage beyond lethal to its
    /// blockers to the player it attacks.
    pub trample_excess: bool,
    /// CR 704.5h, 702.2b: a creature dealt damage by a source with deathtouch is destroyed.
    pub deathtouch_destroys: bool,
    /// CR 702.111b: a creature with menace can't be blocked except by two or more creatures.
    pub menace_two_blockers: bool,
    /// CR 702.16c, e, f: protection from a colour stops targeting, damage and blocking by
    /// sources of that colour.
    pub protection_applies: bool,
    /// CR 702.21a: ward triggers when its permanent becomes the target of a spell or ability
    /// an opponent controls (and a face-down disguised permanent has ward {2}, 702.168a).
    pub ward_counters: bool,
    /// CR 701.24a: a shuffled library may end in any order: each order of distinguishable
    /// cards is explored, not the order it had.
    pub shuffle_explored: bool,
    /// CR 702.34a: a spell cast with flashback is exiled instead of going anywhere else when
    /// it leaves the stack.
    pub flashback_exiles: bool,
    /// CR 608.2b: a spell or ability with some illegal targets still resolves, doing what it
    /// can to the legal ones (only all targets illegal stops it).
    pub partial_targets_resolve: bool,
    /// CR 601.2d: divided damage is dealt as divided among its targets (not the whole amount to
    /// each).
    pub damage_divided: bool,
    /// CR 611.2b: an effect "until your next turn" lasts until its controller's next turn
    /// begins, through the other players' turns.
    pub until_next_turn_lasts: bool,
    /// CR 603.4: a triggered ability's intervening "if" is checked as it would trigger and
    /// again as it resolves.
    pub intervening_if_checked: bool,
    /// CR 614.1a: "If a card would be put into [a] graveyard ..., exile it instead" puts it
    /// into exile.
    pub graveyard_exile_applies: bool,
    /// CR 614.1b, 614.10: a player told to skip their draw step doesn't draw in it.
    pub skip_draw_applies: bool,
    /// CR 119.4, 118.3: a player can pay life only if their life total is at least the
    /// payment.
    pub life_payment_needs_life: bool,
    /// CR 202.1: "each different mana cost among ..." counts each mana cost once, whatever
    /// the order of its symbols.
    pub different_costs_once: bool,
    /// CR 603.8: state-triggered abilities trigger (once until they leave the stack).
    pub state_triggers: bool,
    /// CR 707.10: a copy of a spell isn't cast (no "whenever you cast" triggers).
    pub copy_not_cast: bool,
    /// CR 702.12b: a permanent with indestructible can't be destroyed, by an effect or by
    /// lethal damage (704.5g) or deathtouch (704.5h).
    pub indestructible_applies: bool,
    /// CR 702.143a, 702.143d: a foretold card may be cast only after the turn it became
    /// foretold has ended.
    pub foretell_later_turn_only: bool,
    /// CR 702.143a, 116.2h: the foretell special action is taken only during its player's own
    /// turn.
    pub foretell_own_turn_only: bool,
    /// CR 702.143c: a card that becomes foretold by an effect was not foretold by a player
    /// ("whenever you foretell a card" does not trigger).
    pub foretell_effect_not_foretelling: bool,
    /// CR 706.1, 603.2: a die rolled as a permanent enters ("As this creature enters, roll a
    /// six-sided die", 614.1c) is a roll: "whenever you roll a die" abilities trigger on it.
    pub as_enters_roll_triggers: bool,
    /// CR 120.3c: damage dealt to a planeswalker removes that many loyalty counters from it.
    pub planeswalker_damage_removes_loyalty: bool,
    /// CR 611.2a: an effect "for the rest of the game" lasts for the rest of the game (it does
    /// not end in the cleanup step).
    pub rest_of_game_lasts: bool,
    /// CR 508.1d: a declaration of attackers obeys as many requirements ("attacks each combat
    /// if able") as it can without breaking a restriction.
    pub attack_requirements_obeyed: bool,
    /// CR 615.12: an effect says damage can't be prevented: while it holds, no prevention
    /// effect applies (protection's, 702.16e, and "prevent all combat damage ...").
    pub cant_prevent_honoured: bool,
    /// CR 205.1b, 613.1d: an effect that makes an object a creature "that's still a land"
    /// adds the creature type; the object keeps its other types.
    pub animation_keeps_types: bool,
    /// CR 604.2: a static ability "as long as [condition], ..." applies only while the
    /// condition holds.
    pub static_conditions_checked: bool,
    /// CR 603.3b: each player puts the triggered abilities they control on the stack in any
    /// order they choose (else: in the order they triggered).
    pub own_triggers_ordered: bool,
    /// CR 702.15b: damage dealt by a source with lifelink makes its controller gain that much
    /// life.
    pub lifelink_gains: bool,
    /// CR 122.6: counters a permanent is given as it enters are put on it ("whenever you put
    /// counters on a permanent" triggers).
    pub counters_as_enters_put: bool,
    /// CR 122.6: counters put on a card in a zone other than the battlefield (a suspended
    /// card's time counters) are not put on a permanent.
    pub counters_on_permanents_only: bool,
    /// CR 700.2b: "choose one that hasn't been chosen": a mode the object has chosen before
    /// can't be chosen again.
    pub unchosen_modes_remembered: bool,
    /// CR 607.2a: "cards exiled with [this]" are the cards its linked abilities exiled (not
    /// every card in exile).
    pub exiled_with_linked: bool,
    /// CR 107.4e: a hybrid mana symbol is paid with mana of one of its halves.
    pub hybrid_halves_only: bool,
    /// CR 302.6, 602.2b: a cost "tap N untapped [permanents] you control" may tap creatures
    /// that came under their controller's control this turn (only {T} and {Q} costs need
    /// them to have been controlled since the turn began).
    pub tap_cost_sick_creatures: bool,
    /// CR 614.1a: a one-shot replacement ("the next time you would roll a six-sided die this
    /// turn, instead ...") applies once and is used up.
    pub next_roll_used_up: bool,
    /// CR 608.2c, 111.8: a token shuffled into a library (where it ceases to exist) was one of
    /// the objects shuffled in: "that many" counts it (Glimpse of Tomorrow's ruling).
    pub shuffled_tokens_counted: bool,
    /// CR 613.1a, 707.2: copy effects apply in layer 1: a permanent that becomes a copy of
    /// another object (or a token created as one) has that object's copiable values.
    pub copy_effects_apply: bool,
    /// CR 707.9b: a copy effect's exceptions ("except it isn't legendary") modify the
    /// copiable values the copy gets.
    pub copy_exceptions_apply: bool,
    /// CR 704.5j: the legend rule: of two or more legendary permanents with the same name one
    /// player controls, that player keeps one and puts the rest into their owners' graveyards.
    pub legend_rule_applies: bool,
    /// CR 700.2, 602.2b: a modal activated ability's mode is chosen as it is activated, and
    /// that mode is the one that resolves.
    pub activated_mode_kept: bool,
    /// CR 508.1: "attacked this turn" is about this turn: a creature that attacked in an
    /// earlier turn has not attacked this turn.
    pub attacked_this_turn_only: bool,
    /// "at random": every candidate may be the one chosen (each explored as a chance outcome).
    pub random_choice_explored: bool,
    /// CR 602.2b, 102.3: "whenever an opponent activates an ability" triggers on an ability an
    /// opponent of the trigger's controller activates, not on its controller's own.
    pub activation_trigger_who: bool,
    /// CR 707.2, 613.1a: a permanent that becomes a copy has the copied object's triggered,
    /// activated, mana and static abilities (its rules text) and loses its own.
    pub copy_abilities: bool,
    /// CR 716.2a: a class level bar's ability "Level N" can be activated only while the Class
    /// is level N-1.
    pub class_level_in_order: bool,
    /// CR 716.2a: a class level bar's ability can be activated only as a sorcery.
    pub class_level_sorcery_timing: bool,
    /// CR 716.2a: a Class has the abilities of a level section only while it is that level
    /// or greater.
    pub class_level_abilities_gated: bool,
    /// CR 107.3d, 702.62a: "Suspend X" exiles the card with X time counters, X being the value
    /// chosen for the suspend cost's {X}.
    pub suspend_x_counters: bool,
    /// CR 601.2b, 107.3: "X can't be 0" applies to every X of the card (its mana cost's, its
    /// suspend cost's).
    pub x_cant_be_zero: bool,
    /// CR 704.5c, 122.1f: a player with ten or more poison counters loses the game.
    pub poison_loses: bool,
    /// CR 701.34a: proliferate may choose players that have a counter, not only permanents.
    pub proliferate_players: bool,
    /// CR 122.1, 603.2 (All Will Be One's rulings of 2023-02-04): counters put on a player are
    /// put counters too, for "whenever you put one or more counters on a permanent or player".
    pub player_counters_put_event: bool,
    /// CR 702.164c: combat damage dealt to a player by a creature with toxic also gives that
    /// player poison counters.
    pub toxic_poisons: bool,
    /// CR 610.3: a card exiled "until [this] leaves the battlefield" returns to the zone it
    /// came from right after that permanent leaves (a permanent under its owner's control,
    /// 610.3c).
    pub exile_until_returns: bool,
    /// CR 103.6: before the first turn, players may take actions from their opening hands
    /// (103.6a: begin the game with a card on the battlefield).
    pub opening_hand_actions: bool,
    /// CR 704.5m, 303.4c: an Aura attached to an illegal object, or to none, is put into its
    /// owner's graveyard.
    pub aura_state_based: bool,
    /// CR 101.4: an instruction said of each player (each opponent) is done by every one of
    /// them, in turn order from the active player.
    pub each_player_all: bool,
    /// CR 702.85a: cascade's free cast is allowed only if the resulting spell's mana value is
    /// less than the cascading spell's (a modal double-faced card's back face, a split card's
    /// half), not only the exiled card's.
    pub cascade_resulting_value: bool,
    /// CR 500.7, 500.1: after extra turns, the next turn is that of the player after, in seat
    /// order, the one whose turn they came after (not the player after the extra turn's).
    pub extra_turn_seat_order: bool,
    /// CR 701.54c: a Ring-bearer can't be blocked by creatures with greater power.
    pub ring_evasion: bool,
    /// CR 106.4: mana a source makes beyond the cost it pays stays in its player's mana pool
    /// (the broken variant: it is lost at once).
    pub mana_unused_floats: bool,
    /// CR 500.4: mana pools empty when each step and phase ends (the broken variant: never).
    pub mana_pool_empties: bool,
    /// CR 702.88a: only a spell cast from a hand rebounds (the broken variant: however it was
    /// cast, so a rebounded spell cast from exile rebounds again).
    pub rebound_from_hand_only: bool,
    /// CR 608.2b: as a spell or ability resolves, each target is checked against its
    /// description again (the broken variant: only that it is still in its zone).
    pub targets_rechecked: bool,
    /// CR 614.1c: "If [condition], this creature enters with ... counters" applies only if the
    /// condition holds as it enters (the broken variant: always).
    pub enters_with_condition_checked: bool,
    /// CR 305.2a: an effect that lets a player play additional lands adds land plays (the
    /// broken variant: one land a turn whatever the effects say).
    pub additional_lands_counted: bool,
    /// CR 119.5: "[a player]'s life total becomes N" sets it (the broken variant: unchanged).
    pub life_total_set: bool,
    /// CR 613.1e: an effect that sets an object's colours applies in layer 5 (the broken
    /// variant: objects keep the colours of their mana costs and colour indicators).
    pub colors_set: bool,
    /// CR 701.31a: an effect "until a player planeswalks" lasts until then (the broken variant:
    /// it ends in the cleanup step like an "until end of turn" one).
    pub until_planeswalk_lasts: bool,
    /// CR 614.1a: "it deals double that damage instead" multiplies the damage dealt (the
    /// broken variant: the damage is dealt as it would be).
    pub damage_multiplied: bool,
    /// CR 608.2d: a player choosing between instructions ("discard a card or sacrifice a
    /// land") can't choose one that's impossible (the broken variant: they may, and nothing
    /// happens).
    pub impossible_choice_excluded: bool,
    /// CR 608.2c: "If you do" follows only an instruction that was done (the broken variant:
    /// what it guards is done regardless).
    pub if_you_do_checked: bool,
    /// CR 108.3, 611.2: "its owner may play it" is a permission for each card's owner (the
    /// broken variant: for the controller of the instruction, as "you may play it").
    pub permission_to_owners: bool,
    /// CR 613.1d, 205.3m: an effect that adds creature types ("is a 1/1 Spirit ... in addition
    /// to its other types", a copy's "except it's a Shapeshifter Rogue in addition to its other
    /// types", 707.9b) gives the object those subtypes (the broken variant: it has only its
    /// printed or copied ones).
    pub added_subtypes_apply: bool,
    /// CR 614.1c, 707.2: "You may have this creature enter as a copy of a creature you
    /// control": its controller chooses as it enters, and it enters as that copy (the broken
    /// variant: no choice, it enters as itself).
    pub enter_as_copy: bool,
    /// CR 702.83a, 506.5: exalted triggers only when a creature attacks alone (the broken
    /// variant: whenever creatures attack, for each of them).
    pub exalted_alone_only: bool,
    /// CR 122.3, 704.5q: +1/+1 and -1/-1 counters on a permanent annihilate in pairs (the
    /// broken variant keeps both).
    pub counters_annihilate: bool,
    /// CR 702.80a, 702.90b-c: damage from a source with wither or infect is -1/-1 counters
    /// (and with infect, poison counters to a player) (the broken variant marks it as damage
    /// and causes life loss).
    pub wither_puts_counters: bool,
    /// CR 505.1a, 500.8: an additional main phase is a postcombat main phase (the broken
    /// variant: precombat, as the turn's first).
    pub added_main_postcombat: bool,
    /// CR 701.12a-b: an exchange of control happens whole or not at all: if one of its two
    /// targets is gone or illegal as it resolves, neither changes control (the broken variant:
    /// the one left goes to the player who controlled the other).
    pub exchange_whole: bool,
    /// CR 106.12a: a triggered mana ability's "one mana of any type that land produced" is of
    /// a type the land produced (the broken variant: of any type).
    pub produced_type_only: bool,
    /// CR 122.1c: a shield counter prevents the damage its permanent would be dealt, or
    /// replaces its destruction by an effect, and is removed (the broken variant: shield
    /// counters do nothing).
    pub shield_counters: bool,
    /// CR 702.152a: a permanent whose blitz cost was paid is sacrificed at the beginning of
    /// the next end step (the broken variant: it stays).
    pub blitz_sacrifice: bool,
    /// CR 702.152a: a permanent whose blitz cost was paid has "When this creature dies, draw a
    /// card." (the broken variant: no card is drawn).
    pub blitz_draw: bool,
    /// CR 702.144a: if a demonstrate spell's controller copies it, an opponent copies it too
    /// (the broken variant: only the controller's copy).
    pub demonstrate_opponent: bool,
    /// CR 510.1a: a creature an effect says "assigns combat damage equal to its toughness
    /// rather than its power" does so (the broken variant: by its power regardless).
    pub toughness_damage: bool,
    /// CR 615.1a: "Prevent all combat damage that would be dealt by [creatures]" prevents the
    /// combat damage of the creatures it names (the broken variant: it prevents none).
    pub prevention_by_class: bool,
    /// CR 508.1c, 601.3: a prohibition "If you [cast a spell / attacked with creatures] this
    /// turn, you can't ..." reads what its controller did this turn (the broken variant: it
    /// reads nothing, so never applies).
    pub turn_history_read: bool,
    /// CR 201.2: "with the same name as that creature" selects the objects with that name (the
    /// broken variant: every object of the kind).
    pub same_name_compared: bool,
    /// CR 104.3: a player an effect says "can't lose the game" doesn't lose by a state-based
    /// action (the broken variant: the effect is ignored).
    pub cant_lose_applies: bool,
    /// CR 601.3, 205.2a: "Spells that share a card type with the top card of a library can't be
    /// cast" prohibits those spells (the broken variant: it prohibits none).
    pub top_card_type_prohibits: bool,
    /// CR 205.3, 613.4c: "+1/+1 for each other creature that shares at least one creature type
    /// with it" counts only those that share one (the broken variant: every other creature).
    pub shared_type_counted: bool,
    /// CR 702.14c: a creature with islandwalk can't be blocked as long as the defending player
    /// controls an Island (the broken variant: it can).
    pub landwalk_evasion: bool,
    /// CR 705.1-2: a coin flip may be won or lost, both explored (the broken variant: the
    /// flipper always wins).
    pub coin_flip_explored: bool,
    /// CR 601.2c: a target "selected at random" may be any legal one, each explored (the
    /// broken variant: only the first legal one).
    pub random_target_explored: bool,
    /// CR 601.2c: "for each opponent, up to one target ... from that player's graveyard" is
    /// at most one target in each opponent's graveyard (the broken variant: any of them, two
    /// from one graveyard too).
    pub one_target_per_opponent: bool,
    /// CR 702.82a: devour N puts N +1/+1 counters for each creature sacrificed (the broken
    /// variant: N in all, whatever the number sacrificed).
    pub devour_per_creature: bool,
    /// CR 702.128a, 707.9b: an embalmed token is white and has no mana cost (the broken
    /// variant: it keeps the card's colours and mana cost).
    pub copy_color_and_cost: bool,
    /// CR 400.7a: an effect that changed a permanent spell's characteristics goes on applying
    /// to the permanent it becomes (the broken variant: it ends as the spell leaves the stack).
    pub spell_effects_carry: bool,
    /// CR 700.2: a spell that says "Choose two —" chooses exactly two modes (false: up to two,
    /// one allowed).
    pub modes_count_exact: bool,
    /// CR 702.79a, 702.93a: persist (undying) returns a permanent only if it had no -1/-1
    /// (+1/+1) counters on it (false: whatever it had).
    pub persist_counter_checked: bool,
    /// CR 107.3f, 608.2d: "you may pay {X}" as an ability resolves: X is the value its
    /// controller chose as they paid, and the ability's later "X" is that value (the broken
    /// variant: the ability's text doesn't define X, so its later "X" is 0).
    pub paid_x_read: bool,
    /// CR 608.2h: "the total power of the creatures they exiled this way" reads each creature
    /// as it last existed on the battlefield (the broken variant: as the card is now, in exile,
    /// without its counters and effects).
    pub exiled_power_lki: bool,
    /// CR 702.122a: a crew ability makes its permanent an artifact creature until end of turn
    /// (the broken variant: it does nothing).
    pub crew_becomes_creature: bool,
    /// CR 613.1d, 205.1b, 205.3g: a type-changing effect adds every card type and artifact type
    /// it names ("become artifacts", "becomes a 5/3 Vehicle"; the broken variant: only the
    /// creature type, the others are ignored).
    pub types_added: bool,
    /// CR 702.122a: crew N taps creatures with total power N or greater (the broken variant:
    /// any set of them, none too).
    pub crew_needs_power: bool,
    /// CR 702.26b: a phased-out permanent is treated as though it doesn't exist (the broken
    /// variant: it is marked phased out but everything still sees it).
    pub phasing_hides: bool,
    /// CR 101.4: "reverse the game's turn order" reverses it (the broken variant: ignored).
    pub turn_order_reverses: bool,
    /// CR 702.26g: Auras and Equipment attached to a permanent that phases out phase out with
    /// it, indirectly, and phase in with it (the broken variant: they stay, and an Aura whose
    /// permanent is gone is put into its owner's graveyard, 704.5m).
    pub phasing_indirect: bool,
    /// CR 702.131b-c: the city's blessing, once got, is kept for the rest of the game (the
    /// broken variant: a player has it only while they control ten or more permanents).
    pub blessing_kept: bool,
    /// CR 603.2c: "whenever one or more creatures you control deal combat damage to a player"
    /// triggers once for all the creatures that deal it at once (the broken variant: once for
    /// each creature).
    pub one_or_more_once: bool,
    /// CR 305.2b, 305.3: a land played by an effect ("you may play it") uses a land play and
    /// can't be played beyond them nor on another player's turn (the broken variant: it is
    /// put onto the battlefield whatever the land plays).
    pub effect_land_play_counts: bool,
    /// CR 605.3a, 601.2h, 111.10a: a mana ability whose cost sacrifices its source (a
    /// Treasure's "{T}, Sacrifice this token") sacrifices it as it is activated while paying
    /// (the broken variant: the source is only tapped).
    pub mana_sacrifice_paid: bool,
    /// CR 608.2c: "If you can't, [instructions]" does them only if the instruction before
    /// didn't happen (the broken variant: always).
    pub if_you_cant_checked: bool,
    /// CR 701.54c: the Ring's third ability (the broken variant: a Ring-bearer's blockers are
    /// never sacrificed).
    pub ring_blocked_sacrifice: bool,
    /// CR 120.3, 603.2: "whenever this creature deals damage to an opponent" triggers on any
    /// damage it deals, from a spell or ability whose source it is as well as in combat (the
    /// broken variant: on combat damage only).
    pub damage_trigger_any: bool,
    /// CR 120.1, 120.3: "have it deal damage" makes the object it names the damage's source,
    /// so its lifelink, deathtouch, infect, wither and colours apply (the broken variant: the
    /// ability's source deals it).
    pub damage_by_named_source: bool,
    /// CR 800.4j: priority that would go to an active player who has left the game goes to
    /// the next player in turn order (the broken variant: to the departed player).
    pub departed_skip_priority: bool,
    /// CR 702.62a, 611.2a: suspend's haste lasts "until you lose control of the spell or the
    /// permanent it becomes" and does not come back with control (the broken variant: it
    /// does, while its caster controls it again).
    pub suspend_haste_until_control_lost: bool,
    /// CR 102.3, 604.3: "the number of [cards] in your opponents' graveyards" counts cards an
    /// opponent of the object's controller owns (the broken variant: everyone's, its
    /// controller's too).
    pub count_opponents_only: bool,
    /// CR 702.27a: a spell whose buyback cost was paid is put into its owner's hand instead of
    /// into the graveyard as it resolves (the broken variant: into the graveyard).
    pub buyback_returns: bool,
    /// CR 702.27a, 608.2n, 701.6a: buyback's replacement applies only as the spell resolves; a
    /// buyback spell countered or that doesn't resolve (608.2b) goes to the graveyard (the
    /// broken variant: to its owner's hand).
    pub buyback_only_as_resolves: bool,
    /// CR 601.2a, 601.3: a prohibition that names the zones a spell is cast from ("can't cast
    /// spells from anywhere other than their hands") applies to a spell cast from such a zone,
    /// a plotted card's from exile (the broken variant: it never applies).
    pub cast_from_zone_read: bool,
    /// CR 406.3, 708.2: "face-up" excludes a card exiled face down, a foretold card among them
    /// (the broken variant: any card matches).
    pub face_up_read: bool,
    /// CR 115.1, 404.1: "from target player's graveyard" names the graveyard of the player
    /// chosen as the target (the broken variant: every player's, "all cards from graveyards").
    pub target_players_zone: bool,
    /// CR 122.1, 608.2d: "choose a counter on target permanent" may choose a counter of any kind
    /// the object has (the broken variant: time counters only).
    pub counter_choice_any_kind: bool,
    /// CR 400.7, 301.5c, 303.4c: whatever is attached to a permanent that changes zones is
    /// attached to nothing from then on, even if the card comes back in the same resolution (the
    /// broken variant: the Aura or Equipment stays attached to the card's new object).
    pub attach_new_object: bool,
    /// CR 603.10a, 603.6c: a leaves-the-battlefield ability of a permanent that leaves at the
    /// same time as other objects (a "destroy all", state-based actions, 704.3) looks back and
    /// triggers for each of them (the broken variant: only for its own leaving).
    pub leaves_look_back: bool,
    /// CR 514.3a: after the cleanup step's discard and 514.2, state-based actions are
    /// performed and waiting triggers put on the stack; if any were, the active player gets
    /// priority and another cleanup step follows (the broken variant: no player ever gets
    /// priority in the cleanup step; triggers wait for the next turn's upkeep).
    pub cleanup_priority: bool,
    /// CR 601.2a, 603.2: "whenever you cast a spell from exile / from your graveyard / from
    /// anywhere other than your hand" triggers only for a spell cast from such a zone (the
    /// broken variant: only "from your hand" is read; the others trigger on every spell).
    pub cast_trigger_from_zone: bool,
    /// CR 702.62b, 113.6b, 603.4: a triggered ability "[event], if this card is suspended"
    /// functions in exile for every event (the broken variant: only for casts and the
    /// beginning of upkeep; other events never trigger it).
    pub suspended_triggers_every_event: bool,
    /// CR 702.11a-b: a permanent with hexproof can't be the target of spells or abilities its
    /// controller's opponents control (the broken variant: hexproof is ignored).
    pub hexproof_applies: bool,
    /// CR 702.18a: a permanent with shroud can't be the target of spells or abilities (the
    /// broken variant: shroud is ignored).
    pub shroud_applies: bool,
    /// CR 101.2, 701.6a: "This spell can't be countered." (the broken variant: an instruction
    /// to counter it counters it).
    pub cant_be_countered_applies: bool,
    /// CR 510.1c: the attacking player chooses how an attacker blocked by several creatures
    /// divides its combat damage among them (the broken variant: one fixed division, lethal
    /// damage to each blocker in a fixed order, the rest to the last).
    pub damage_division_chosen: bool,
    /// CR 510.1c (2026-01-16): the damage is divided as the attacking player chooses; before
    /// the 2024-11 update (2024-02-06 and earlier, 509.2, 510.1c), in the damage assignment
    /// order the attacking player announced, lethal damage to each blocker before any to the
    /// next.
    pub damage_divided_freely: bool,
    /// CR 509.2 (2024-02-06 and earlier): the attacking player announces each damage
    /// assignment order right after blockers are declared, before anyone can respond (the
    /// broken variant: the order is chosen only as the damage is assigned, after every
    /// response, so a blocker pumped after the blocks need not come first).
    pub damage_order_at_blocks: bool,
    /// CR 500.11, 614.10a: a skipped draw step (the starting player's first, 103.8a; "Skip
    /// your draw step") is passed as though it didn't exist: no trigger, no priority (the
    /// broken variant: the step happens without its draw).
    pub skipped_draw_step_passed: bool,
    /// CR 700.4, 603.4: "if a creature died this turn" asks about this turn (the broken
    /// variant: the record is never cleared, so a death in an earlier turn counts).
    pub history_this_turn_only: bool,
    /// CR 603.12: "When you do, ..." triggers (the broken variant: it never does).
    pub reflexive_triggers: bool,
    /// CR 702.37b: a permanent turned face up for its megamorph cost gets a +1/+1 counter as
    /// it turns (the broken variant: none).
    pub megamorph_counter: bool,
    /// CR 708.8, 603.2: "When this creature is turned face up" triggers as it turns (the
    /// broken variant: it never does).
    pub turned_face_up_triggers: bool,
    /// CR 702.37a, 702.168a: a face-down creature cast with morph has no ward; only disguise
    /// gives ward {2} (the broken variant: morph's does too).
    pub morph_no_ward: bool,
    /// CR 106.4, 500.4: "Players don't lose unspent mana as steps and phases end." keeps the
    /// mana in their pools (the broken variant: the pools empty anyway).
    pub keep_unspent_mana: bool,
    /// CR 611.2a, 509.1b, 508.1c: "Target creature can't block this turn." (and "can't attack
    /// ...") restricts that creature for the effect's duration (the broken variant: ignored).
    pub granted_restrictions_apply: bool,
    /// CR 502.3, 611.2: "It doesn't untap during its controller's next untap step." keeps it
    /// tapped through that untap step (the broken variant: it untaps as usual).
    pub untap_restrictions_apply: bool,
    /// CR 702.36b: a creature with fear can't be blocked except by artifact creatures and/or
    /// black creatures (the broken variant: fear does nothing).
    pub fear_evasion: bool,
    /// CR 118.3, 602.2b: a cost "Remove a time counter from a permanent you control or
    /// suspended card you own" removes the counter as the ability is activated (the broken
    /// variant: the counter stays).
    pub counter_cost_removed: bool,
    /// CR 613.4c, 604.2: "gets -1/-1 for each card in your hand" adds the bonus once for each
    /// thing counted (the broken variant: once, whatever the count).
    pub static_for_each: bool,
    /// CR 604.3: a characteristic-defining ability ("power and toughness are each equal to
    /// the number of ...") functions in every zone (the broken variant: only on the
    /// battlefield; 0 elsewhere).
    pub cda_every_zone: bool,
    /// CR 601.2i: "the number of other spells you've cast this turn" leaves out the spell
    /// itself (the broken variant: counts it too).
    pub spells_cast_other: bool,
    /// CR 602.5b: "Activate only if ..." is checked as the ability would be activated (the
    /// broken variant: ignored).
    pub activation_condition_checked: bool,
    /// CR 608.2h, 601.2h: "the sacrificed creature's power" reads the creature sacrificed to
    /// pay the spell's cost as it last existed on the battlefield (the broken variant: the
    /// card as it is now, in the graveyard, without its counters and effects).
    pub sacrificed_lki: bool,
    /// CR 120.2, 120.3: "deals 3 damage to each creature and each player" deals damage to the
    /// players too (the broken variant: to the creatures only).
    pub damage_each_player: bool,
    /// CR 614.1a, 111.2: "If an effect would create one or more tokens [under your control],
    /// it creates twice that many of those tokens instead." (the broken variant: as many as
    /// the effect says).
    pub tokens_doubled: bool,
    /// CR 614.1a, 122.6: "If an effect would put one or more counters on a permanent [you
    /// control], it puts twice that many of those counters on that permanent instead." (the
    /// broken variant: as many as the effect says).
    pub counters_doubled: bool,
}

/// A named switch and its two values (which one an edition uses is in `EDITIONS`).
pub struct Switch {
    pub name: &'static str,
    pub cite: &'static str,
    pub summary: &'static str,
    pub values: &'static [&'static str],
    get: fn(&Rules) -> bool,
    set: fn(&mut Rules, bool),
}

impl Switch {
    pub fn value(&self, r: &Rules) -> &'static str {
        self.values[if (self.get)(r) { 0 } else { 1 }]
    }
}

macro_rules! switch {
    ($name:literal, $cite:literal, $summary:literal, [$correct:literal, $other:literal], $field:ident) => {
        Switch {
            name: $name,
            cite: $cite,
            summary: $summary,
            values: &[$correct, $other],
            get: |r| r.$field,
            set: |r, v| r.$field = v,
        }
    };
}

pub const SWITCHES: &[Switch] = &[
    switch!(
        "plot.same-turn-cast",
        "CR 702.170d",
        "a plotted card may be cast only on a later turn",
        ["later-turn", "allowed"],
        plot_later_turn_only
    ),
    switch!(
        "plot.cast-timing",
        "CR 702.170d",
        "a plotted card is cast during its owner's main phase with an empty stack",
        ["sorcery", "any"],
        plot_cast_sorcery_timing
    ),
    switch!(
        "plot.action-timing",
        "CR 702.170a",
        "the plot special action is taken in your main phase with an empty stack",
        ["sorcery", "any"],
        plot_action_sorcery_timing
    ),
    switch!(
        "plot.free-cast-x",
        "CR 107.3b",
        "casting without paying the mana cost makes X = 0",
        ["zero", "any"],
        free_cast_x_zero
    ),
    switch!(
        "plot.caster",
        "CR 702.170d",
        "only a plotted card's owner may cast it",
        ["owner", "any-player"],
        plot_owner_only
    ),
    switch!(
        "zone-change.new-object",
        "CR 400.7",
        "an object that changes zones is a new object (a plotted card stops being plotted)",
        ["new-object", "keeps-status"],
        zone_change_new_object
    ),
    switch!(
        "suspend.last-counter",
        "CR 702.62a",
        "when the last time counter is removed: may play it (2024-02-06 on) or must play it if able (2023-11-17)",
        ["may-play", "must-play"],
        suspend_may_play
    ),
    switch!(
        "cast.mana-abilities",
        "CR 117.1d, 601.2g",
        "activating mana abilities is never forced: a mandatory cast with a mana cost may fail",
        ["optional", "forced"],
        mana_abilities_optional
    ),
    switch!(
        "suspend.upkeep",
        "CR 702.62a",
        "time counters are removed in the owner's upkeep",
        ["owner", "every-player"],
        suspend_owner_upkeep_only
    ),
    switch!(
        "suspend.haste",
        "CR 702.62a",
        "a creature spell cast by suspend gains haste",
        ["granted", "none"],
        suspend_haste
    ),
    switch!(
        "suspend.declined",
        "CR 702.62a",
        "a card not played when its last counter is removed stays exiled and is no longer suspended",
        ["unsuspended", "keeps-a-counter"],
        suspend_declined_unsuspended
    ),
    switch!(
        "suspend.action-timing",
        "CR 116.2f",
        "the suspend action is taken only when the card could begin to be cast",
        ["as-cast", "any"],
        suspend_action_as_cast
    ),
    switch!(
        "suspend.prohibitions",
        "CR 702.62c",
        "an effect that prohibits casting the card forbids suspending it",
        ["apply", "ignore"],
        suspend_prohibitions_apply
    ),
    switch!(
        "cast.no-mana-cost",
        "CR 118.6",
        "a card with no mana cost cannot be cast by paying its mana cost",
        ["unpayable", "zero"],
        no_mana_cost_unpayable
    ),
    switch!(
        "land.per-turn",
        "CR 305.2",
        "a player can play one land during each of their turns",
        ["one", "unlimited"],
        one_land_per_turn
    ),
    switch!(
        "planechase.plane-zone",
        "CR 311.2",
        "plane cards stay in the command zone; they are not permanents",
        ["command", "battlefield"],
        planes_stay_in_command_zone
    ),
    switch!(
        "planechase.planeswalk",
        "CR 701.31b",
        "planeswalking puts the face-up plane on the bottom of its owner's planar deck",
        ["replaces", "adds"],
        planeswalk_replaces
    ),
    switch!(
        "planechase.controller",
        "CR 311.5",
        "the planar controller is the active player",
        ["active-player", "plane-owner"],
        planar_controller_is_active
    ),
    switch!(
        "planechase.departed-planes",
        "CR 701.31a",
        "a face-up plane owned by a player who leaves the game leaves with them",
        ["leave", "stay"],
        departed_planes_leave
    ),
    switch!(
        "planechase.departed-phenomenon-abilities",
        "CR 901.10b",
        "abilities from phenomena stay on the stack when their controller leaves, controlled by the new planar controller",
        ["remain", "cease"],
        departed_phenomenon_abilities_remain
    ),
    switch!(
        "planechase.departure-planeswalk",
        "CR 901.11, 901.11a-b",
        "turning up a plane after a face-up one left with its owner is planeswalking away from it",
        ["planeswalks", "no-planeswalk"],
        departure_planeswalks
    ),
    switch!(
        "planechase.die-cost",
        "CR 901.9",
        "each roll of the planar die costs {1} more than the last that turn",
        ["escalating", "free"],
        planar_roll_escalates
    ),
    switch!(
        "planechase.roll-timing",
        "CR 901.9",
        "only the active player rolls, in their main phase with an empty stack",
        ["sorcery", "any"],
        planar_roll_sorcery_timing
    ),
    switch!(
        "leave.abilities",
        "CR 800.4a, 901.10a",
        "abilities on the stack controlled by a player who leaves the game cease to exist",
        ["cease", "remain"],
        departed_abilities_cease
    ),
    switch!(
        "combat.flying",
        "CR 702.9b",
        "a creature with flying can't be blocked except by creatures with flying or reach",
        ["evasion", "none"],
        flying_evasion
    ),
    switch!(
        "cast.turns-counted",
        "CR 601.3",
        "\"your first, second, or third turns\" counts the turns you have begun, not the game's",
        ["per-player", "game"],
        turns_counted_per_player
    ),
    switch!(
        "loyalty.once-per-turn",
        "CR 606.3",
        "a loyalty ability of a permanent is activated at most once per turn",
        ["once", "unlimited"],
        loyalty_once_per_turn
    ),
    switch!(
        "layout.fuse",
        "CR 702.102a",
        "a split card with fuse is cast fused only from hand",
        ["hand-only", "any-zone"],
        fuse_from_hand_only
    ),
    switch!(
        "layout.characteristics",
        "CR 709.4, 712.8a, 715.4",
        "a card with faces has its own characteristics outside the stack and battlefield, whichever face was cast",
        ["by-zone", "cast-face-kept"],
        faces_by_zone
    ),
    switch!(
        "cast.alternative-costs",
        "CR 118.9a",
        "a spell is cast with at most one alternative cost: a plotted card cast free is never cast face down, a suspended one never evoked or blitzed",
        ["one", "combinable"],
        one_alternative_cost
    ),
    switch!(
        "activated.tap-cost",
        "CR 107.5",
        "{T} in an activation cost taps the permanent: a tapped permanent can't pay it",
        ["taps", "ignored"],
        tap_cost_taps
    ),
    switch!(
        "cost.generic-reduction",
        "CR 118.7a",
        "a cost reduction of generic mana never reduces coloured mana",
        ["generic-only", "any-mana"],
        reductions_generic_only
    ),
    switch!(
        "cost.free-cast-increases",
        "CR 118.9d",
        "cost increases apply to a spell cast without paying its mana cost",
        ["apply", "ignore"],
        free_cast_increases_apply
    ),
    switch!(
        "cost.free-cast-additional",
        "CR 118.9d",
        "mandatory additional costs must be paid by a spell cast without paying its mana cost",
        ["must-pay", "waived"],
        free_cast_additional_costs
    ),
    switch!(
        "mana.restrictions",
        "CR 106.6, 116.2",
        "mana that can be spent only to cast spells or only to activate abilities pays nothing else (not plot, suspend, or the planar die)",
        ["apply", "ignore"],
        mana_restrictions_apply
    ),
    switch!(
        "duration.end-of-turn",
        "CR 514.2",
        "\"until end of turn\" and \"this turn\" effects end in the cleanup step",
        ["cleanup", "never"],
        end_of_turn_effects_end
    ),
    switch!(
        "suspend.haste-controller",
        "CR 702.62a",
        "a creature cast by suspend has haste only while its caster (its owner) controls it",
        ["caster", "any-controller"],
        suspend_haste_caster_only
    ),
    switch!(
        "instruction.if",
        "CR 608.2c",
        "an instruction with a condition (\"if you have no cards in hand\") is followed only if the condition holds as it is reached",
        ["checked", "ignored"],
        instruction_conditions_checked
    ),
    switch!(
        "damage.prevention",
        "CR 615.1a",
        "a prevention effect stops the damage it names",
        ["prevent", "ignore"],
        prevention_applies
    ),
    switch!(
        "combat.vigilance",
        "CR 702.20b",
        "attacking doesn't cause a creature with vigilance to tap",
        ["untapped", "taps"],
        vigilance_untapped
    ),
    switch!(
        "cast.needs-target",
        "CR 601.2c, 602.2b",
        "a spell or activated ability with a target is cast or activated only with a legal target",
        ["required", "skipped"],
        targets_required
    ),
    switch!(
        "resolve.self-move",
        "CR 608.2n",
        "a spell that moved itself as it resolved stays where it went, not in the graveyard",
        ["honoured", "graveyard"],
        self_move_honoured
    ),
    switch!(
        "token.ceases",
        "CR 704.5d, 111.7",
        "a token in a zone other than the battlefield ceases to exist",
        ["ceases", "stays"],
        tokens_cease
    ),
    switch!(
        "emblem.abilities",
        "CR 114.4, 113.6",
        "an emblem's abilities work from the command zone",
        ["work", "ignored"],
        emblem_abilities_work
    ),
    switch!(
        "trigger.dies-if",
        "CR 603.10a, 603.4",
        "a dies trigger's intervening \"if\" reads the permanent as it last existed on the battlefield",
        ["last-known", "graveyard"],
        dies_if_looks_back
    ),
    switch!(
        "cost.ability-changes",
        "CR 602.2b",
        "cost increases and reductions apply to the costs of activated abilities",
        ["apply", "ignore"],
        ability_cost_changes_apply
    ),
    switch!(
        "static.cant",
        "CR 101.2",
        "'can't' effects (can't be cast, can't be activated, can't attack or block) take precedence",
        ["apply", "ignore"],
        cant_effects_apply
    ),
    switch!(
        "replacement.as-resolves",
        "CR 608.2n, 701.6a",
        "a replacement of where a spell goes 'as it resolves' applies only if it resolves (not when countered or fizzling)",
        ["resolving-only", "any-graveyard"],
        replacement_only_as_resolves
    ),
    switch!(
        "library.random-order",
        "CR 401.4",
        "cards put on the bottom of a library or planar deck in a random order or in any order may end in every order, each explored",
        ["every-order", "fixed"],
        random_order_explored
    ),
    switch!(
        "time-travel.eligible",
        "CR 701.56a",
        "time travel changes permanents you control and suspended cards you own that have a time counter, not other exiled cards",
        ["suspended", "any-exiled"],
        time_travel_suspended_only
    ),
    switch!(
        "saga.chapter-trigger",
        "CR 714.2b",
        "a chapter ability triggers when the lore counters reach its number, not again on later counters",
        ["crossing", "at-least"],
        chapter_triggers_on_crossing
    ),
    switch!(
        "planechase.planeswalk-away",
        "CR 901.11b",
        "a plane's \"when you planeswalk away from this\" ability triggers when it is turned face down",
        ["triggers", "ignored"],
        planeswalk_away_triggers
    ),
    switch!(
        "cost.floor",
        "CR 601.2f",
        "'each spell that would cost less than N mana costs N' applies after every cost increase and reduction",
        ["last", "first"],
        cost_floor_last
    ),
    switch!(
        "delayed.upkeep",
        "CR 603.7c",
        "a delayed ability at the beginning of each of that player's upkeeps triggers only at that player's upkeeps",
        ["that-player", "every-player"],
        delayed_upkeep_that_player
    ),
    switch!(
        "copy.choices",
        "CR 707.10c",
        "a copy of a spell keeps the original's choices: X, mode and targets",
        ["kept", "lost"],
        copy_keeps_choices
    ),
    switch!(
        "vanishing.upkeep",
        "CR 702.63a",
        "vanishing removes a time counter at the beginning of its controller's upkeep only",
        ["controller", "every-player"],
        vanishing_controller_upkeep
    ),
    switch!(
        "dice.planar-die-is-a-die",
        "CR 706.7, 901.9d",
        "rolling the planar die triggers abilities that trigger whenever a player rolls one or more dice",
        ["counts", "ignored"],
        planar_die_is_a_die
    ),
    switch!(
        "dice.effect-planar-roll",
        "CR 901.9",
        "a roll of the planar die an effect instructs does not raise the cost of the roll-the-planar-die action",
        ["uncounted", "counted"],
        effect_planar_rolls_uncounted
    ),
    switch!(
        "dice.ignored-roll",
        "CR 706.6",
        "an ignored die roll never happened: no ability triggers on it",
        ["never-happened", "triggers"],
        ignored_rolls_never_happened
    ),
    switch!(
        "suspend.exiled-trigger-controller",
        "CR 108.4a, 603.3a",
        "a suspended card's own triggered ability is controlled by the card's owner",
        ["owner", "active-player"],
        suspended_triggers_owner_controls
    ),
    switch!(
        "combat.first-strike",
        "CR 510.4",
        "first and double strikers deal combat damage in a step of their own before the others",
        ["two-steps", "one-step"],
        first_strike_step
    ),
    switch!(
        "combat.trample",
        "CR 702.19b",
        "a blocked creature with trample assigns damage beyond lethal to the player",
        ["excess-to-player", "none"],
        trample_excess
    ),
    switch!(
        "combat.deathtouch",
        "CR 704.5h",
        "a creature dealt damage by a source with deathtouch is destroyed",
        ["destroys", "none"],
        deathtouch_destroys
    ),
    switch!(
        "combat.menace",
        "CR 702.111b",
        "a creature with menace can't be blocked except by two or more creatures",
        ["two-or-more", "any"],
        menace_two_blockers
    ),
    switch!(
        "combat.protection",
        "CR 702.16",
        "protection from a colour: no damage, blocks or targets from sources of that colour",
        ["applies", "ignored"],
        protection_applies
    ),
    switch!(
        "ward",
        "CR 702.21a",
        "ward counters a spell or ability an opponent controls that targets its permanent unless that player pays the ward cost",
        ["counters", "none"],
        ward_counters
    ),
    switch!(
        "library.shuffle",
        "CR 701.24a",
        "a shuffled library may end in every order of its distinguishable cards, each explored",
        ["every-order", "unchanged"],
        shuffle_explored
    ),
    switch!(
        "flashback.exile",
        "CR 702.34a",
        "a spell cast with flashback is exiled whenever it would leave the stack",
        ["exile", "graveyard"],
        flashback_exiles
    ),
    switch!(
        "targets.partial",
        "CR 608.2b",
        "a spell with some illegal targets still resolves for the legal ones",
        ["legal-ones", "all-or-none"],
        partial_targets_resolve
    ),
    switch!(
        "damage.divided",
        "CR 601.2d",
        "damage divided as its caster chooses: each target is dealt its share",
        ["shares", "each-full"],
        damage_divided
    ),
    switch!(
        "duration.until-next-turn",
        "CR 611.2b",
        "an \"until your next turn\" effect lasts until its controller's next turn begins",
        ["next-turn", "end-of-turn"],
        until_next_turn_lasts
    ),
    switch!(
        "trigger.intervening-if",
        "CR 603.4",
        "a triggered ability's intervening \"if\" is checked as it triggers and as it resolves",
        ["checked", "ignored"],
        intervening_if_checked
    ),
    switch!(
        "replacement.graveyard-exile",
        "CR 614.1a",
        "'if a card would be put into a graveyard, exile it instead' puts the card into exile",
        ["exile", "ignored"],
        graveyard_exile_applies
    ),
    switch!(
        "skip.draw-step",
        "CR 614.1b, 614.10",
        "a player told to skip their draw step draws no card for it",
        ["skipped", "drawn"],
        skip_draw_applies
    ),
    switch!(
        "cost.pay-life",
        "CR 119.4, 118.3",
        "a player can pay life only if their life total is at least the payment",
        ["needs-life", "unlimited"],
        life_payment_needs_life
    ),
    switch!(
        "count.different-mana-costs",
        "CR 202.1",
        "'for each different mana cost among ...' counts each mana cost once, not each card",
        ["once", "every-card"],
        different_costs_once
    ),
    switch!(
        "copy.cast",
        "CR 707.10",
        "a copy of a spell is put onto the stack, not cast: it triggers no cast abilities",
        ["not-cast", "cast"],
        copy_not_cast
    ),
    switch!(
        "indestructible",
        "CR 702.12b",
        "a permanent with indestructible can't be destroyed, by effects or by lethal damage",
        ["applies", "ignored"],
        indestructible_applies
    ),
    switch!(
        "foretell.later-turn",
        "CR 702.143a",
        "a foretold card may be cast only after the turn it was foretold on has ended",
        ["later-turn", "same-turn"],
        foretell_later_turn_only
    ),
    switch!(
        "foretell.action-turn",
        "CR 116.2h",
        "a card is foretold only while its owner has priority during their own turn",
        ["own-turn", "any-turn"],
        foretell_own_turn_only
    ),
    switch!(
        "foretell.by-effect",
        "CR 702.143c",
        "a card that becomes foretold by an effect is not foretold by anyone: 'whenever you foretell' does not trigger",
        ["not-foretelling", "foretelling"],
        foretell_effect_not_foretelling
    ),
    switch!(
        "dice.as-enters-roll",
        "CR 706.1, 603.2, 614.1c",
        "a die rolled as a permanent enters is a roll: 'whenever you roll a die' abilities trigger",
        ["triggers", "silent"],
        as_enters_roll_triggers
    ),
    switch!(
        "damage.planeswalker",
        "CR 120.3c",
        "damage dealt to a planeswalker removes that many loyalty counters from it",
        ["loyalty", "marked"],
        planeswalker_damage_removes_loyalty
    ),
    switch!(
        "duration.rest-of-game",
        "CR 611.2a",
        "an effect \"for the rest of the game\" never ends (not in the cleanup step)",
        ["lasts", "end-of-turn"],
        rest_of_game_lasts
    ),
    switch!(
        "combat.attack-requirements",
        "CR 508.1d",
        "attackers are declared obeying as many \"attacks if able\" requirements as possible",
        ["maximum", "ignored"],
        attack_requirements_obeyed
    ),
    switch!(
        "damage.cant-be-prevented",
        "CR 615.12",
        "while an effect says damage can't be prevented, no prevention effect applies",
        ["honoured", "ignored"],
        cant_prevent_honoured
    ),
    switch!(
        "animation.types",
        "CR 205.1b, 613.1d",
        "a land that becomes a creature \"that's still a land\" keeps its types and gains creature",
        ["kept", "replaced"],
        animation_keeps_types
    ),
    switch!(
        "counters.as-enters",
        "CR 122.6",
        "counters a permanent enters with are put on it: 'whenever you put counters on a permanent' triggers",
        ["put", "not-put"],
        counters_as_enters_put
    ),
    switch!(
        "counters.on-exiled",
        "CR 122.6",
        "counters put on a card in exile (a suspended card's time counters) are not put on a permanent",
        ["not-counted", "counted"],
        counters_on_permanents_only
    ),
    switch!(
        "static.as-long-as",
        "CR 604.2",
        "a static ability \"as long as [condition], ...\" applies only while its condition holds",
        ["checked", "ignored"],
        static_conditions_checked
    ),
    switch!(
        "triggers.own-order",
        "CR 603.3b",
        "each player puts their own simultaneous triggered abilities on the stack in any order they choose",
        ["chosen", "fixed"],
        own_triggers_ordered
    ),
    switch!(
        "triggers.state",
        "CR 603.8",
        "a state-triggered ability triggers when the game state matches its condition, once until it leaves the stack",
        ["triggers", "never"],
        state_triggers
    ),
    switch!(
        "lifelink",
        "CR 702.15b",
        "damage dealt by a source with lifelink makes its controller gain that much life",
        ["gains", "none"],
        lifelink_gains
    ),
    switch!(
        "modes.unchosen",
        "CR 700.2b",
        "\"choose one that hasn't been chosen\": a mode the object chose before can't be chosen again",
        ["remembered", "ignored"],
        unchosen_modes_remembered
    ),
    switch!(
        "linked.exiled-with",
        "CR 607.2a",
        "\"cards exiled with [this]\" are the cards its own linked abilities exiled, while both stay the objects they were",
        ["linked", "any-exiled"],
        exiled_with_linked
    ),
    switch!(
        "mana.hybrid",
        "CR 107.4e",
        "a hybrid mana symbol ({U/B}, {2/W}) is paid with mana of one of its halves",
        ["halves", "any-type"],
        hybrid_halves_only
    ),
    switch!(
        "cost.tap-untapped-creatures",
        "CR 302.6, 602.2b",
        "a cost of tapping untapped creatures you control (other than {T}) may tap creatures that came under your control this turn",
        ["any-untapped", "not-this-turn"],
        tap_cost_sick_creatures
    ),
    switch!(
        "dice.next-roll",
        "CR 614.1a",
        "a replacement of \"the next time you would roll\" a die applies to one roll and is used up",
        ["used-up", "lasting"],
        next_roll_used_up
    ),
    switch!(
        "shuffle.tokens-counted",
        "CR 608.2c, 111.8",
        "a token shuffled into a library (it ceases to exist there) counts among the objects shuffled in: \"that many\"",
        ["counted", "not-counted"],
        shuffled_tokens_counted
    ),
    switch!(
        "copy.layer-one",
        "CR 613.1a, 707.2",
        "a permanent that becomes a copy of an object, or a token created as one, has that object's copiable values (layer 1)",
        ["copies", "ignored"],
        copy_effects_apply
    ),
    switch!(
        "copy.exceptions",
        "CR 707.9b",
        "a copy effect's exceptions ('except those creatures aren't legendary') change the copiable values",
        ["apply", "ignored"],
        copy_exceptions_apply
    ),
    switch!(
        "legend-rule",
        "CR 704.5j",
        "of two or more legendary permanents with the same name one player controls, they keep one and the rest go to the graveyard",
        ["applies", "ignored"],
        legend_rule_applies
    ),
    switch!(
        "modes.activated",
        "CR 602.2b",
        "a modal activated ability's mode is chosen as it is activated, and that mode resolves",
        ["chosen", "first"],
        activated_mode_kept
    ),
    switch!(
        "combat.attacked-this-turn",
        "CR 508.1",
        "a creature \"attacked this turn\" if it was declared as an attacker this turn, not in an earlier one",
        ["this-turn", "ever"],
        attacked_this_turn_only
    ),
    switch!(
        "choice.at-random",
        "CR 608.2c",
        "an object chosen \"at random\" may be any of the candidates, each explored",
        ["any", "first"],
        random_choice_explored
    ),
    switch!(
        "trigger.activator",
        "CR 602.2b, 102.3",
        "\"whenever an opponent activates an ability\" triggers only on an ability an opponent activates",
        ["opponent", "anyone"],
        activation_trigger_who
    ),
    switch!(
        "copy.abilities",
        "CR 707.2, 613.1a",
        "a permanent that becomes a copy has the copied object's triggered, activated, mana and static abilities, and loses its own",
        ["copied", "ignored"],
        copy_abilities
    ),
    switch!(
        "class.level-order",
        "CR 716.2a",
        "a Class's \"Level N\" ability can be activated only while it is level N-1",
        ["in-order", "any-level"],
        class_level_in_order
    ),
    switch!(
        "class.sorcery-timing",
        "CR 716.2a",
        "a Class's level is gained only as a sorcery: in its controller's main phase with an empty stack",
        ["sorcery", "any-time"],
        class_level_sorcery_timing
    ),
    switch!(
        "class.level-abilities",
        "CR 716.2a",
        "a Class has a level's abilities only while it is that level or greater",
        ["from-level", "always"],
        class_level_abilities_gated
    ),
    switch!(
        "suspend.x",
        "CR 107.3d, 702.62a",
        "\"Suspend X\" exiles the card with X time counters, X being the value chosen for its suspend cost's {X}",
        ["chosen", "one"],
        suspend_x_counters
    ),
    switch!(
        "x.cant-be-0",
        "CR 601.2b, 107.3",
        "\"X can't be 0\" holds for every X of the card: its mana cost's and its suspend cost's",
        ["applies", "ignored"],
        x_cant_be_zero
    ),
    switch!(
        "poison.sba",
        "CR 704.5c",
        "a player with ten or more poison counters loses the game",
        ["ten-loses", "ignored"],
        poison_loses
    ),
    switch!(
        "proliferate.players",
        "CR 701.34a",
        "proliferate may choose players that have a counter, as well as permanents",
        ["chosen", "ignored"],
        proliferate_players
    ),
    switch!(
        "counters.on-players",
        "CR 122.1, 603.2",
        "counters put on a player are counters put (\"whenever you put one or more counters on a permanent or player\")",
        ["counted", "not-counted"],
        player_counters_put_event
    ),
    switch!(
        "toxic.poison",
        "CR 702.164c",
        "combat damage a creature with toxic deals to a player also gives that player poison counters",
        ["given", "ignored"],
        toxic_poisons
    ),
    switch!(
        "exile-until.returns",
        "CR 610.3",
        "a card exiled \"until [this] leaves the battlefield\" returns right after that permanent leaves",
        ["returns", "stays-exiled"],
        exile_until_returns
    ),
    switch!(
        "opening-hand.actions",
        "CR 103.6",
        "before the first turn, players may take actions from their opening hands (begin the game with Leyline of the Void on the battlefield)",
        ["taken", "ignored"],
        opening_hand_actions
    ),
    switch!(
        "aura.state-based",
        "CR 704.5m",
        "an Aura attached to an illegal object, or to none (its creature left the battlefield), is put into its owner's graveyard",
        ["to-graveyard", "stays"],
        aura_state_based
    ),
    switch!(
        "each-player",
        "CR 101.4",
        "an instruction said of each player or each opponent (\"each player discards their hand\") is done by every one of them, in turn order from the active player",
        ["every-player", "first-only"],
        each_player_all
    ),
    switch!(
        "cascade.resulting-value",
        "CR 702.85a",
        "cascade's card may be cast only if the resulting spell's mana value is less than the cascading spell's (a modal double-faced card's back face too), not only the exiled card's",
        ["checked", "card-only"],
        cascade_resulting_value
    ),
    switch!(
        "extra-turn.then",
        "CR 500.7",
        "after an extra turn, turns go on in seat order from the turn it came after (Bob's extra turn on Alice's turn is followed by Bob's own turn), not from the extra turn's player",
        ["seat-order", "next-seat"],
        extra_turn_seat_order
    ),
    switch!(
        "the-ring.evasion",
        "CR 701.54c",
        "a Ring-bearer can't be blocked by creatures with greater power",
        ["greater-power-cant-block", "none"],
        ring_evasion
    ),
    switch!(
        "mana.unused",
        "CR 106.4",
        "mana a source makes beyond the cost it pays (Lotus Bloom's three for a one-mana spell) stays in its player's mana pool until the step ends",
        ["floats", "lost"],
        mana_unused_floats
    ),
    switch!(
        "mana.pool-empties",
        "CR 500.4",
        "mana pools empty as each step and phase ends",
        ["each-step", "never"],
        mana_pool_empties
    ),
    switch!(
        "rebound.cast-from",
        "CR 702.88a",
        "only a spell with rebound cast from its controller's hand is exiled as it resolves, to be cast again at that player's next upkeep",
        ["hand", "anywhere"],
        rebound_from_hand_only
    ),
    switch!(
        "targets.rechecked",
        "CR 608.2b",
        "as a spell or ability resolves, a target that no longer fits its description (a creature that became enchanted, for \"target creature that isn't enchanted\") is illegal",
        ["as-described", "zone-only"],
        targets_rechecked
    ),
    switch!(
        "enters-with.condition",
        "CR 614.1c",
        "\"if [condition], this creature enters with ... counters on it\" applies only if the condition holds just before it enters",
        ["checked", "ignored"],
        enters_with_condition_checked
    ),
    switch!(
        "land.additional",
        "CR 305.2a",
        "an effect that lets a player play additional lands on a turn adds that many land plays",
        ["counted", "ignored"],
        additional_lands_counted
    ),
    switch!(
        "life.becomes",
        "CR 119.5",
        "an effect that sets a player's life total to a number makes them gain or lose the difference",
        ["set", "ignored"],
        life_total_set
    ),
    switch!(
        "color.set",
        "CR 613.1e",
        "an effect that sets objects' colours (\"All creatures are black\") makes them exactly those colours (layer 5)",
        ["applies", "ignored"],
        colors_set
    ),
    switch!(
        "duration.until-planeswalk",
        "CR 701.31a",
        "an effect \"until a player planeswalks\" lasts until a player planeswalks, across turns",
        ["planeswalk", "end-of-turn"],
        until_planeswalk_lasts
    ),
    switch!(
        "damage.multiplied",
        "CR 614.1a",
        "\"if a source would deal damage ..., it deals double that damage instead\" doubles the damage dealt (after combat damage is assigned)",
        ["applies", "ignored"],
        damage_multiplied
    ),
    switch!(
        "choice.impossible",
        "CR 608.2d",
        "a player choosing between instructions (\"discard a card or sacrifice a land\") can't choose one that's impossible",
        ["excluded", "allowed"],
        impossible_choice_excluded
    ),
    switch!(
        "instruction.if-you-do",
        "CR 608.2c",
        "what \"if you do\" guards is done only if the player did what the instruction before it offered",
        ["checked", "ignored"],
        if_you_do_checked
    ),
    switch!(
        "permission.owner",
        "CR 108.3, 611.2",
        "\"for each of those cards, its owner may play it\" lets each card's owner play it, for as long as that player's duration says",
        ["owner", "controller"],
        permission_to_owners
    ),
    switch!(
        "subtypes.added",
        "CR 613.1d, 205.3m",
        "an effect that adds creature types (\"is a 1/1 Spirit in addition to its other types\", a copy's \"except it's a Shapeshifter Rogue\") gives the object those subtypes",
        ["apply", "ignored"],
        added_subtypes_apply
    ),
    switch!(
        "copy.enter-as",
        "CR 614.1c, 707.2",
        "\"you may have this creature enter as a copy of a creature you control\": chosen as it enters, it enters as that copy",
        ["applies", "ignored"],
        enter_as_copy
    ),
    switch!(
        "exalted.alone",
        "CR 702.83a, 506.5",
        "exalted triggers only when a creature attacks alone (the only creature declared as an attacker)",
        ["alone", "any-attack"],
        exalted_alone_only
    ),
    switch!(
        "counters.annihilate",
        "CR 122.3, 704.5q",
        "+1/+1 and -1/-1 counters on one permanent are removed in pairs as a state-based action",
        ["removed", "kept"],
        counters_annihilate
    ),
    switch!(
        "wither.counters",
        "CR 702.80a, 702.90b-c",
        "damage from a source with wither or infect is dealt as -1/-1 counters (infect: poison counters to a player)",
        ["counters", "damage"],
        wither_puts_counters
    ),
    switch!(
        "phases.added-main",
        "CR 505.1a, 500.8",
        "an additional main phase an effect adds is a postcombat main phase (only the turn's first main phase is precombat)",
        ["postcombat", "precombat"],
        added_main_postcombat
    ),
    switch!(
        "exchange.whole",
        "CR 701.12a-b",
        "an exchange of control of two targets happens whole or not at all: with one target gone or illegal as it resolves, neither changes control",
        ["whole", "half"],
        exchange_whole
    ),
    switch!(
        "mana-trigger.type",
        "CR 106.12a, 605.1b",
        "\"one mana of any type that land produced\" is of a type the land produced",
        ["produced", "any"],
        produced_type_only
    ),
    switch!(
        "shield.counters",
        "CR 122.1c",
        "a shield counter prevents the damage its permanent would be dealt, or replaces its destruction by an effect, and is removed",
        ["protect", "ignored"],
        shield_counters
    ),
    switch!(
        "blitz.sacrifice",
        "CR 702.152a, 603.7",
        "a permanent whose blitz cost was paid is sacrificed at the beginning of the next end step",
        ["end-step", "never"],
        blitz_sacrifice
    ),
    switch!(
        "blitz.draw",
        "CR 702.152a",
        "a permanent whose blitz cost was paid has \"When this creature dies, draw a card.\"",
        ["draw", "none"],
        blitz_draw
    ),
    switch!(
        "demonstrate.opponent",
        "CR 702.144a",
        "if a spell's controller copies it by demonstrate, an opponent they choose copies it too",
        ["copies", "none"],
        demonstrate_opponent
    ),
    switch!(
        "combat.toughness-damage",
        "CR 510.1a",
        "a creature that \"assigns combat damage equal to its toughness rather than its power\" does",
        ["toughness", "power"],
        toughness_damage
    ),
    switch!(
        "prevention.class",
        "CR 615.1a",
        "\"prevent all combat damage that would be dealt by [creatures]\" prevents the combat damage those creatures would deal",
        ["prevented", "ignored"],
        prevention_by_class
    ),
    switch!(
        "restriction.turn-history",
        "CR 508.1c, 601.3",
        "\"if you cast a spell this turn, you can't attack\" and \"if you attacked this turn, you can't cast spells\" read what the player did this turn",
        ["read", "ignored"],
        turn_history_read
    ),
    switch!(
        "selector.same-name",
        "CR 201.2, 708.2a",
        "\"with the same name as that creature\" selects only objects with that object's name (a face-down one has none)",
        ["compared", "any"],
        same_name_compared
    ),
    switch!(
        "game.cant-lose",
        "CR 104.3, 704.5a",
        "a player who \"can't lose the game\" doesn't lose by a state-based action",
        ["applies", "ignored"],
        cant_lose_applies
    ),
    switch!(
        "prohibition.top-card",
        "CR 601.3, 205.2a",
        "\"spells that share a card type with the top card of a library can't be cast\" prohibits them",
        ["shared-type", "ignored"],
        top_card_type_prohibits
    ),
    switch!(
        "anthem.shared-type",
        "CR 205.3, 613.4c",
        "a bonus \"for each other creature that shares at least one creature type with it\" counts only those",
        ["shared", "any"],
        shared_type_counted
    ),
    switch!(
        "landwalk.evasion",
        "CR 702.14c",
        "a creature with islandwalk can't be blocked as long as the defending player controls an Island",
        ["unblockable", "ignored"],
        landwalk_evasion
    ),
    switch!(
        "coin.flip",
        "CR 705.1-2",
        "a coin flip may be won or lost by its flipper, both outcomes explored",
        ["chance", "always-won"],
        coin_flip_explored
    ),
    switch!(
        "random.target",
        "CR 601.2c",
        "a target selected at random may be any legal target, each explored",
        ["chance", "first"],
        random_target_explored
    ),
    switch!(
        "targets.each-opponent",
        "CR 601.2c",
        "\"for each opponent, up to one target ... from that player's graveyard\" is at most one target in each opponent's graveyard",
        ["one-each", "any"],
        one_target_per_opponent
    ),
    switch!(
        "devour.counters",
        "CR 702.82a",
        "devour N puts N +1/+1 counters on the permanent for each creature sacrificed",
        ["per-creature", "once"],
        devour_per_creature
    ),
    switch!(
        "embalm.copy",
        "CR 702.128a, 707.9b",
        "an embalmed token is white and has no mana cost (the copy's exceptions)",
        ["white-no-cost", "as-printed"],
        copy_color_and_cost
    ),
    switch!(
        "spell-effects.carry",
        "CR 400.7a",
        "an effect that changed a permanent spell's characteristics applies to the permanent it becomes",
        ["carried", "dropped"],
        spell_effects_carry
    ),
    switch!(
        "modes.count",
        "CR 700.2",
        "a spell that says \"Choose two —\" has exactly two modes chosen (\"one or more\": at least one)",
        ["exact", "up-to"],
        modes_count_exact
    ),
    switch!(
        "persist.counter",
        "CR 702.79a, 702.93a",
        "persist (undying) returns a permanent that died only if it had no -1/-1 (+1/+1) counters on it",
        ["checked", "ignored"],
        persist_counter_checked
    ),
    switch!(
        "pay-x.value",
        "CR 107.3f, 608.2d",
        "\"you may pay {X}\" as an ability resolves: its later X is the value chosen as it was paid",
        ["chosen", "zero"],
        paid_x_read
    ),
    switch!(
        "exiled-power.lki",
        "CR 608.2h",
        "\"the total power of the creatures they exiled this way\" reads each as it last existed on the battlefield",
        ["last-known", "in-exile"],
        exiled_power_lki
    ),
    switch!(
        "crew.becomes-creature",
        "CR 702.122a",
        "a crew ability makes its permanent an artifact creature until end of turn",
        ["yes", "no"],
        crew_becomes_creature
    ),
    switch!(
        "types.add",
        "CR 613.1d, 205.1b, 205.3g",
        "a type-changing effect adds every card type and artifact type it names, not only creature",
        ["all", "creature-only"],
        types_added
    ),
    switch!(
        "crew.power",
        "CR 702.122a",
        "crew N taps untapped creatures with total power N or greater",
        ["n-or-more", "any"],
        crew_needs_power
    ),
    switch!(
        "phasing.exists",
        "CR 702.26b, 702.26d",
        "a phased-out permanent is treated as though it doesn't exist (not seen, counted, targeted, in combat) while staying on the battlefield",
        ["hidden", "seen"],
        phasing_hides
    ),
    switch!(
        "turn-order.reverse",
        "CR 101.4, 103.1",
        "\"reverse the game's turn order\" reverses it: the next turn and APNAP order go the other way around the table",
        ["reversed", "ignored"],
        turn_order_reverses
    ),
    switch!(
        "phasing.indirect",
        "CR 702.26g",
        "Auras and Equipment attached to a permanent that phases out phase out with it (indirectly) and phase in with it",
        ["with-host", "stay"],
        phasing_indirect
    ),
    switch!(
        "ascend.rest-of-game",
        "CR 702.131b-c",
        "the city's blessing, once a player got it through ascend, is kept for the rest of the game",
        ["kept", "while-ten"],
        blessing_kept
    ),
    switch!(
        "trigger.one-or-more",
        "CR 603.2c",
        "\"whenever one or more creatures you control deal combat damage to a player\" triggers once for all the creatures that deal combat damage at once",
        ["once", "each-creature"],
        one_or_more_once
    ),
    switch!(
        "play-it.land-play",
        "CR 305.2b, 305.3",
        "a land played by an effect (\"you may play it\") is a land play: only on its player's turn with a land play left",
        ["counted", "free"],
        effect_land_play_counts
    ),
    switch!(
        "mana.sacrifice-cost",
        "CR 605.3a, 601.2h, 111.10a",
        "a mana ability whose cost sacrifices its source (a Treasure's \"{T}, Sacrifice this token\") sacrifices it as it is activated during a payment",
        ["sacrificed", "tapped-only"],
        mana_sacrifice_paid
    ),
    switch!(
        "instruction.if-you-cant",
        "CR 608.2c",
        "\"If you can't, ...\" is done only if the instruction before it didn't happen (The Pit's Demon deals 6 damage only with no other creature to sacrifice)",
        ["checked", "ignored"],
        if_you_cant_checked
    ),
    switch!(
        "ring.blocked",
        "CR 701.54c",
        "the Ring's third ability: a creature that blocks the Ring-bearer is sacrificed by its controller at end of combat",
        ["sacrificed", "ignored"],
        ring_blocked_sacrifice
    ),
    switch!(
        "trigger.damage-any",
        "CR 120.3, 603.2, 510.2",
        "\"whenever this creature deals damage to an opponent\" triggers on any damage it deals, noncombat damage from an ability whose source it is too",
        ["any-damage", "combat-only"],
        damage_trigger_any
    ),
    switch!(
        "damage.source",
        "CR 120.1, 120.3",
        "\"have it deal damage\" makes the object it names the source of the damage (Immersturm: the creature's lifelink and deathtouch apply, not the plane's)",
        ["that-creature", "ability-source"],
        damage_by_named_source
    ),
    switch!(
        "leave.priority",
        "CR 800.4j, 117.3b",
        "after a spell or ability resolves on the turn of an active player who has left the game, the next player in turn order receives priority",
        ["next-player", "departed-player"],
        departed_skip_priority
    ),
    switch!(
        "suspend.haste-ends",
        "CR 702.62a, 611.2a",
        "haste from suspend ends for good when its caster loses control of the creature: it does not come back when they regain control",
        ["for-good", "while-controlled"],
        suspend_haste_until_control_lost
    ),
    switch!(
        "count.owner",
        "CR 102.3, 604.3",
        "\"the number of [cards] in your opponents' graveyards\" counts only cards an opponent of the object's controller owns",
        ["opponents", "anyone"],
        count_opponents_only
    ),
    switch!(
        "buyback.return",
        "CR 702.27a",
        "a spell whose buyback cost was paid is put into its owner's hand instead of into the graveyard as it resolves",
        ["hand", "graveyard"],
        buyback_returns
    ),
    switch!(
        "buyback.as-resolves",
        "CR 702.27a, 608.2n, 701.6a",
        "buyback returns a spell only as it resolves: countered, or with every target illegal, it goes to the graveyard",
        ["resolves-only", "countered-too"],
        buyback_only_as_resolves
    ),
    switch!(
        "prohibition.cast-from",
        "CR 601.2a, 601.3",
        "a prohibition naming the zones a spell is cast from (\"your opponents can't cast spells from anywhere other than their hands\") applies to spells cast from those zones: a plotted or suspended card is cast from exile",
        ["zone", "unread"],
        cast_from_zone_read
    ),
    switch!(
        "selector.face-up",
        "CR 406.3, 708.2",
        "\"face-up exiled card\" is a card in exile not exiled face down (a foretold card is face down)",
        ["face-up", "any"],
        face_up_read
    ),
    switch!(
        "selector.target-players-zone",
        "CR 115.1, 404.1",
        "\"all cards from target player's graveyard\" are the cards in the graveyard of the player chosen as the target",
        ["target-player", "every-player"],
        target_players_zone
    ),
    switch!(
        "counter-choice.kinds",
        "CR 122.1, 608.2d",
        "\"choose a counter on target permanent\" may choose a counter of any kind the object has",
        ["any-kind", "time-only"],
        counter_choice_any_kind
    ),
    switch!(
        "attach.new-object",
        "CR 400.7, 303.4c, 704.5m-n",
        "an Aura or Equipment attached to a permanent that leaves the battlefield is attached to nothing, even if the card returns at once",
        ["new-object", "keeps-attachment"],
        attach_new_object
    ),
    switch!(
        "leaves.look-back",
        "CR 603.10a, 603.6c",
        "a leaves-the-battlefield ability of a permanent leaving at the same time as others triggers for each of them",
        ["all-leaving", "own-only"],
        leaves_look_back
    ),
    switch!(
        "cleanup.priority",
        "CR 514.3a",
        "state-based actions and waiting triggers in the cleanup step give priority, then another cleanup step",
        ["checked", "never"],
        cleanup_priority
    ),
    switch!(
        "cast-trigger.from-zone",
        "CR 601.2a, 603.2",
        "\"whenever you cast a spell from exile / from your graveyard / from anywhere other than your hand\" triggers only for a spell cast from such a zone (the zone its card moved to the stack from)",
        ["zone", "hand-only"],
        cast_trigger_from_zone
    ),
    switch!(
        "suspended-trigger.events",
        "CR 702.62b, 113.6b, 603.4",
        "a triggered ability \"[event], if this card is suspended\" functions in exile for every event: a card put into a graveyard, a creature entering or dying, a draw, the beginning of any step",
        ["every-event", "cast-and-upkeep"],
        suspended_triggers_every_event
    ),
    switch!(
        "hexproof",
        "CR 702.11a-c",
        "a permanent (player) with hexproof can't be the target of spells or abilities its controller's (their) opponents control",
        ["applies", "ignored"],
        hexproof_applies
    ),
    switch!(
        "shroud",
        "CR 702.18a",
        "a permanent with shroud can't be the target of spells or abilities",
        ["applies", "ignored"],
        shroud_applies
    ),
    switch!(
        "cant-be-countered",
        "CR 101.2, 701.6a",
        "a spell that says \"This spell can't be countered.\" stays on the stack when a spell or ability that targets it resolves and says to counter it",
        ["applies", "ignored"],
        cant_be_countered_applies
    ),
    switch!(
        "combat.damage-division",
        "CR 510.1c, 509.2",
        "the attacking player chooses how an attacker blocked by several creatures divides its combat damage among them",
        ["chosen", "fixed"],
        damage_division_chosen
    ),
    switch!(
        "combat.damage-order",
        "CR 510.1c; 509.2 (2024-02-06)",
        "combat damage is divided freely among several blockers (current), or in a damage assignment order, lethal damage to each blocker before any to the next (2024-02-06 and earlier)",
        ["divided", "ordered"],
        damage_divided_freely
    ),
    switch!(
        "combat.order-announced",
        "CR 509.2 (2024-02-06)",
        "under a damage assignment order, the attacking player announces it right after blockers are declared, before anyone can respond",
        ["at-blocks", "at-damage"],
        damage_order_at_blocks
    ),
    switch!(
        "draw.skipped-step",
        "CR 500.11, 614.10a, 103.8a",
        "a skipped draw step (the starting player's first in a two-player game, or 'Skip your draw step') is passed as though it didn't exist: nothing triggers in it and no one gets priority",
        ["skipped", "without-draw"],
        skipped_draw_step_passed
    ),
    switch!(
        "history.this-turn",
        "CR 700.4, 603.4, 608.2c",
        "\"if a creature died this turn\" (morbid) asks about this turn only: the game's record of the turn is cleared as a new turn begins",
        ["this-turn", "ever"],
        history_this_turn_only
    ),
    switch!(
        "reflexive.trigger",
        "CR 603.12",
        "\"When you do, ...\" is a reflexive triggered ability: it triggers if the player did, and goes on the stack the next time a player would receive priority, its targets chosen then",
        ["triggers", "never"],
        reflexive_triggers
    ),
    switch!(
        "megamorph.counter",
        "CR 702.37b",
        "a permanent turned face up for its megamorph cost gets a +1/+1 counter as it turns",
        ["counter", "none"],
        megamorph_counter
    ),
    switch!(
        "turned-face-up.trigger",
        "CR 708.8, 603.2",
        "\"When this creature is turned face up\" triggers as its controller turns it face up",
        ["triggers", "none"],
        turned_face_up_triggers
    ),
    switch!(
        "morph.ward",
        "CR 702.37a, 702.168a",
        "a face-down creature cast with morph has no ward (only disguise gives ward {2})",
        ["none", "ward"],
        morph_no_ward
    ),
    switch!(
        "mana.keep-unspent",
        "CR 106.4, 500.4",
        "\"Players don't lose unspent mana as steps and phases end.\" keeps the mana in their pools",
        ["applies", "ignored"],
        keep_unspent_mana
    ),
    switch!(
        "restriction.granted",
        "CR 611.2a, 509.1b, 508.1c",
        "\"target creature can't block this turn\" (\"can't attack\", \"until your next turn\") keeps that creature from blocking (attacking) while the effect lasts",
        ["applies", "ignored"],
        granted_restrictions_apply
    ),
    switch!(
        "untap.doesnt-untap",
        "CR 502.3, 611.2",
        "a permanent that \"doesn't untap during its controller's next untap step\" (or \"during your untap step\") stays tapped in that untap step",
        ["stays-tapped", "untaps"],
        untap_restrictions_apply
    ),
    switch!(
        "fear.evasion",
        "CR 702.36b",
        "a creature with fear can't be blocked except by artifact creatures and/or black creatures",
        ["restricted", "ignored"],
        fear_evasion
    ),
    switch!(
        "cost.remove-counter",
        "CR 118.3, 602.2b",
        "an activation cost \"remove a time counter from a permanent you control or suspended card you own\" removes that counter",
        ["removed", "kept"],
        counter_cost_removed
    ),
    switch!(
        "static.for-each",
        "CR 613.4c, 604.2",
        "\"gets -1/-1 for each card in your hand\" adds the bonus once for each thing counted, counted continuously",
        ["each", "once"],
        static_for_each
    ),
    switch!(
        "cda.zones",
        "CR 604.3, 613.4a",
        "a characteristic-defining ability (\"power and toughness are each equal to the number of ...\") functions in every zone",
        ["every-zone", "battlefield-only"],
        cda_every_zone
    ),
    switch!(
        "spells-cast.other",
        "CR 601.2i",
        "\"the number of other spells you've cast this turn\" leaves out the spell itself",
        ["other", "all"],
        spells_cast_other
    ),
    switch!(
        "activate.only-if",
        "CR 602.5b",
        "\"Activate only if ...\" is checked as the ability would be activated",
        ["checked", "ignored"],
        activation_condition_checked
    ),
    switch!(
        "sacrificed.lki",
        "CR 608.2h, 601.2h",
        "\"the sacrificed creature's power\" reads the creature sacrificed to pay the cost as it last existed on the battlefield",
        ["last-known", "in-graveyard"],
        sacrificed_lki
    ),
    switch!(
        "damage.each-player",
        "CR 120.2, 120.3",
        "\"deals 3 damage to each creature and each player\" deals it to every player as well",
        ["players-too", "creatures-only"],
        damage_each_player
    ),
    switch!(
        "tokens.doubled",
        "CR 614.1a, 111.2",
        "\"if an effect would create one or more tokens, it creates twice that many of those tokens instead\" doubles the tokens an effect creates",
        ["applies", "ignored"],
        tokens_doubled
    ),
    switch!(
        "counters.doubled",
        "CR 614.1a, 122.6",
        "\"if an effect would put one or more counters on a permanent, it puts twice that many ... instead\" doubles the counters an effect puts on a permanent (also as it enters)",
        ["applies", "ignored"],
        counters_doubled
    ),
];

/// A CR edition.
pub struct Edition {
    pub name: &'static str,
    pub title: &'static str,
    pub rules: Rules,
}

const CURRENT: Rules = Rules {
    plot_later_turn_only: true,
    plot_cast_sorcery_timing: true,
    plot_action_sorcery_timing: true,
    free_cast_x_zero: true,
    plot_owner_only: true,
    zone_change_new_object: true,
    reductions_generic_only: true,
    free_cast_increases_apply: true,
    free_cast_additional_costs: true,
    suspend_may_play: true,
    mana_abilities_optional: true,
    suspend_owner_upkeep_only: true,
    suspend_haste: true,
    suspend_declined_unsuspended: true,
    suspend_action_as_cast: true,
    suspend_prohibitions_apply: true,
    no_mana_cost_unpayable: true,
    one_land_per_turn: true,
    planes_stay_in_command_zone: true,
    planeswalk_replaces: true,
    planar_controller_is_active: true,
    departed_planes_leave: true,
    departed_phenomenon_abilities_remain: true,
    departure_planeswalks: true,
    planar_roll_escalates: true,
    planar_roll_sorcery_timing: true,
    departed_abilities_cease: true,
    flying_evasion: true,
    mana_restrictions_apply: true,
    turns_counted_per_player: true,
    loyalty_once_per_turn: true,
    fuse_from_hand_only: true,
    faces_by_zone: true,
    end_of_turn_effects_end: true,
    instruction_conditions_checked: true,
    suspend_haste_caster_only: true,
    prevention_applies: true,
    vigilance_untapped: true,
    targets_required: true,
    self_move_honoured: true,
    tokens_cease: true,
    emblem_abilities_work: true,
    dies_if_looks_back: true,
    one_alternative_cost: true,
    tap_cost_taps: true,
    ability_cost_changes_apply: true,
    cant_effects_apply: true,
    replacement_only_as_resolves: true,
    random_order_explored: true,
    time_travel_suspended_only: true,
    chapter_triggers_on_crossing: true,
    planeswalk_away_triggers: true,
    cost_floor_last: true,
    delayed_upkeep_that_player: true,
    copy_keeps_choices: true,
    vanishing_controller_upkeep: true,
    planar_die_is_a_die: true,
    effect_planar_rolls_uncounted: true,
    ignored_rolls_never_happened: true,
    suspended_triggers_owner_controls: true,
    first_strike_step: true,
    trample_excess: true,
    deathtouch_destroys: true,
    menace_two_blockers: true,
    protection_applies: true,
    ward_counters: true,
    shuffle_explored: true,
    flashback_exiles: true,
    partial_targets_resolve: true,
    damage_divided: true,
    until_next_turn_lasts: true,
    intervening_if_checked: true,
    graveyard_exile_applies: true,
    skip_draw_applies: true,
    life_payment_needs_life: true,
    different_costs_once: true,
    state_triggers: true,
    copy_not_cast: true,
    indestructible_applies: true,
    foretell_later_turn_only: true,
    foretell_own_turn_only: true,
    foretell_effect_not_foretelling: true,
    as_enters_roll_triggers: true,
    planeswalker_damage_removes_loyalty: true,
    rest_of_game_lasts: true,
    attack_requirements_obeyed: true,
    cant_prevent_honoured: true,
    animation_keeps_types: true,
    static_conditions_checked: true,
    own_triggers_ordered: true,
    lifelink_gains: true,
    counters_as_enters_put: true,
    counters_on_permanents_only: true,
    unchosen_modes_remembered: true,
    exiled_with_linked: true,
    hybrid_halves_only: true,
    tap_cost_sick_creatures: true,
    next_roll_used_up: true,
    shuffled_tokens_counted: true,
    copy_effects_apply: true,
    copy_exceptions_apply: true,
    legend_rule_applies: true,
    activated_mode_kept: true,
    attacked_this_turn_only: true,
    random_choice_explored: true,
    activation_trigger_who: true,
    copy_abilities: true,
    class_level_in_order: true,
    class_level_sorcery_timing: true,
    class_level_abilities_gated: true,
    suspend_x_counters: true,
    x_cant_be_zero: true,
    poison_loses: true,
    proliferate_players: true,
    player_counters_put_event: true,
    toxic_poisons: true,
    exile_until_returns: true,
    opening_hand_actions: true,
    aura_state_based: true,
    each_player_all: true,
    cascade_resulting_value: true,
    extra_turn_seat_order: true,
    ring_evasion: true,
    mana_unused_floats: true,
    mana_pool_empties: true,
    rebound_from_hand_only: true,
    targets_rechecked: true,
    enters_with_condition_checked: true,
    additional_lands_counted: true,
    life_total_set: true,
    colors_set: true,
    until_planeswalk_lasts: true,
    damage_multiplied: true,
    impossible_choice_excluded: true,
    if_you_do_checked: true,
    permission_to_owners: true,
    added_subtypes_apply: true,
    enter_as_copy: true,
    exalted_alone_only: true,
    counters_annihilate: true,
    wither_puts_counters: true,
    added_main_postcombat: true,
    exchange_whole: true,
    produced_type_only: true,
    shield_counters: true,
    blitz_sacrifice: true,
    blitz_draw: true,
    demonstrate_opponent: true,
    toughness_damage: true,
    prevention_by_class: true,
    turn_history_read: true,
    same_name_compared: true,
    cant_lose_applies: true,
    top_card_type_prohibits: true,
    shared_type_counted: true,
    landwalk_evasion: true,
    coin_flip_explored: true,
    random_target_explored: true,
    one_target_per_opponent: true,
    devour_per_creature: true,
    copy_color_and_cost: true,
    spell_effects_carry: true,
    modes_count_exact: true,
    persist_counter_checked: true,
    paid_x_read: true,
    exiled_power_lki: true,
    crew_becomes_creature: true,
    types_added: true,
    crew_needs_power: true,
    phasing_hides: true,
    turn_order_reverses: true,
    phasing_indirect: true,
    blessing_kept: true,
    one_or_more_once: true,
    effect_land_play_counts: true,
    mana_sacrifice_paid: true,
    if_you_cant_checked: true,
    ring_blocked_sacrifice: true,
    damage_trigger_any: true,
    damage_by_named_source: true,
    departed_skip_priority: true,
    suspend_haste_until_control_lost: true,
    count_opponents_only: true,
    buyback_returns: true,
    buyback_only_as_resolves: true,
    cast_from_zone_read: true,
    face_up_read: true,
    target_players_zone: true,
    counter_choice_any_kind: true,
    attach_new_object: true,
    leaves_look_back: true,
    cleanup_priority: true,
    cast_trigger_from_zone: true,
    suspended_triggers_every_event: true,
    hexproof_applies: true,
    shroud_applies: true,
    cant_be_countered_applies: true,
    damage_division_chosen: true,
    damage_divided_freely: true,
    damage_order_at_blocks: true,
    skipped_draw_step_passed: true,
    history_this_turn_only: true,
    reflexive_triggers: true,
    megamorph_counter: true,
    turned_face_up_triggers: true,
    morph_no_ward: true,
    keep_unspent_mana: true,
    granted_restrictions_apply: true,
    untap_restrictions_apply: true,
    fear_evasion: true,
    counter_cost_removed: true,
    static_for_each: true,
    cda_every_zone: true,
    spells_cast_other: true,
    activation_condition_checked: true,
    sacrificed_lki: true,
    damage_each_player: true,
    tokens_doubled: true,
    counters_doubled: true,
};

/// CR 2024-02-06: a damage assignment order (509.2), lethal damage to each blocker before any
/// to the next (510.1c).
const DAMAGE_ORDER: Rules = Rules {
    damage_divided_freely: false,
    ..CURRENT
};

/// CR 2023-11-17: 702.62a's last ability was mandatory ("play it ... if able").
const MANDATORY_SUSPEND: Rules = Rules {
    suspend_may_play: false,
    ..DAMAGE_ORDER
};

pub const EDITIONS: &[Edition] = &[
    Edition {
        name: "2023-11-17",
        title: "CR effective November 17, 2023 (last with mandatory suspend; no 702.170, plot is modelled as today's)",
        rules: MANDATORY_SUSPEND,
    },
    Edition {
        name: "2024-02-06",
        title: "CR effective February 2, 2024 (optional suspend; damage assignment order)",
        rules: DAMAGE_ORDER,
    },
    Edition {
        name: "2026-01-16",
        title: "CR effective January 16, 2026 (current; alias: latest)",
        rules: CURRENT,
    },
];

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RulesError {
    UnknownEdition(String),
    UnknownSwitch(String),
    BadValue { switch: String, value: String },
    Syntax(String),
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::UnknownEdition(e) => write!(
                f,
                "unknown edition '{e}'; editions: {}, latest",
                EDITIONS
                    .iter()
                    .map(|e| e.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            RulesError::UnknownSwitch(s) => {
                let hint = crate::diagnostics::nearest(s, SWITCHES.iter().map(|w| w.name))
                    .map(|n| format!(" (did you mean '{n}'?)"))
                    .unwrap_or_default();
                write!(
                    f,
                    "unknown rule switch '{s}'{hint}; switches: {}",
                    SWITCHES
                        .iter()
                        .map(|w| w.name)
                        .collect::<Vec<_>>()
                        .join(", ")
                )
            }
            RulesError::BadValue { switch, value } => {
                let sw = SWITCHES.iter().find(|w| w.name == switch);
                write!(
                    f,
                    "'{value}' is not a value of {switch}; values: {}",
                    sw.map(|w| w.values.join(", ")).unwrap_or_default()
                )
            }
            RulesError::Syntax(s) => write!(f, "'{s}': write a switch as NAME=VALUE"),
        }
    }
}

impl std::error::Error for RulesError {}

/// Resolves `latest` and checks the name.
pub fn edition(name: &str) -> Result<&'static Edition, RulesError> {
    let name = if name == "latest" { "2026-01-16" } else { name };
    EDITIONS
        .iter()
        .find(|e| e.name == name)
        .ok_or_else(|| RulesError::UnknownEdition(name.to_string()))
}

impl Rules {
    pub fn of(edition_name: &str) -> Result<Rules, RulesError> {
        Ok(edition(edition_name)?.rules)
    }

    /// Applies one `NAME=VALUE`.
    pub fn set(&mut self, assignment: &str) -> Result<(), RulesError> {
        let (name, value) = assignment
            .split_once('=')
            .ok_or_else(|| RulesError::Syntax(assignment.to_string()))?;
        let (name, value) = (name.trim(), value.trim());
        let sw = SWITCHES
            .iter()
            .find(|w| w.name == name)
            .ok_or_else(|| RulesError::UnknownSwitch(name.to_string()))?;
        let pos =
            sw.values
                .iter()
                .position(|v| *v == value)
                .ok_or_else(|| RulesError::BadValue {
                    switch: name.to_string(),
                    value: value.to_string(),
                })?;
        (sw.set)(self, pos == 0);
        Ok(())
    }

    /// The switches whose value differs from `base`, as `NAME=VALUE`.
    pub fn diff(&self, base: &Rules) -> Vec<String> {
        SWITCHES
            .iter()
            .filter(|w| w.value(self) != w.value(base))
            .map(|w| format!("{}={}", w.name, w.value(self)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switches_parse_and_report_errors() {
        let mut r = Rules::of("latest").unwrap();
        r.set("plot.same-turn-cast=allowed").unwrap();
        assert!(!r.plot_later_turn_only);
        assert_eq!(
            r.diff(&Rules::of("latest").unwrap()),
            ["plot.same-turn-cast=allowed"]
        );
        let e = r.set("plot.same-turn-cst=allowed").unwrap_err().to_string();
        assert!(e.contains("did you mean 'plot.same-turn-cast'"), "{e}");
        let e = r.set("plot.same-turn-cast=maybe").unwrap_err().to_string();
        assert!(e.contains("values: later-turn, allowed"), "{e}");
        assert!(Rules::of("1999-01-01").is_err());
    }
}
