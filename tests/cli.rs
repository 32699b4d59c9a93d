//! The command line as users meet it: verdicts, exact state counts, traces, errors, exit codes.

use assert_cmd::Command;
use predicates::prelude::PredicateBooleanExt;
use predicates::str::contains;

fn rulecheck() -> Command {
    Command::cargo_bin("rulecheck").unwrap()
}

/// Every bundled model under its own edition: the states stored and the forced states folded
/// by default, and the states stored with `--no-reduction` (every reachable state). A change
/// here is a change in the engine's behaviour or its reductions: look at why before updating
/// it.
const STATE_COUNTS: &[(&str, u64, u64, u64)] = &[
    ("models/auras/glimpse-of-tomorrow-auras.toml", 17, 97, 114),
    ("models/auras/pacifism.toml", 312, 2160, 2472),
    ("models/auras/rancor-returns.toml", 148, 1041, 1189),
    ("models/auras/resurgent-belief-auras.toml", 29, 221, 250),
    (
        "models/cascade/bloodbraid-elf-resulting-value.toml",
        17,
        103,
        120,
    ),
    (
        "models/cascade/violent-outburst-living-end.toml",
        52,
        233,
        285,
    ),
    ("models/class/barbarian-class-leaves.toml", 18, 114, 132),
    ("models/class/barbarian-class.toml", 1968, 6169, 8136),
    ("models/class/ranger-class.toml", 27, 126, 153),
    ("models/combat/annihilator.toml", 10, 54, 64),
    ("models/combat/bident-of-thassa.toml", 201, 775, 976),
    ("models/combat/bonded-construct.toml", 5, 37, 42),
    ("models/combat/bonecrusher-giant.toml", 369, 3005, 3373),
    ("models/combat/bonesplitter.toml", 521, 3313, 3834),
    ("models/combat/boros-charm.toml", 433, 3809, 4242),
    ("models/combat/bow-of-nylea.toml", 6, 35, 41),
    ("models/combat/double-strike.toml", 6, 39, 45),
    ("models/combat/duskrider-peregrine.toml", 47, 363, 410),
    ("models/combat/first-strike.toml", 6, 39, 45),
    ("models/combat/fog.toml", 39, 148, 187),
    ("models/combat/lifelink.toml", 25, 142, 167),
    ("models/combat/menace.toml", 8, 59, 67),
    (
        "models/combat/metzali-random-attacker.toml",
        743,
        2809,
        3552,
    ),
    ("models/combat/prey-upon-fight.toml", 212, 1584, 1795),
    ("models/combat/trample.toml", 6, 35, 41),
    ("models/combat/void-winnower.toml", 6, 35, 41),
    ("models/copies/chronozoa-copies.toml", 17, 155, 172),
    ("models/copies/ertais-meddling-bolt.toml", 277, 1533, 1810),
    (
        "models/copies/vanishing-aven-riftwatcher.toml",
        1337,
        11307,
        12644,
    ),
    (
        "models/copy/echoing-equation-abilities.toml",
        186,
        1741,
        1927,
    ),
    ("models/copy/echoing-equation.toml", 530, 2069, 2599),
    ("models/copy/token-copy.toml", 279, 829, 1108),
    ("models/core/bears-3v3.toml", 30, 199, 229),
    ("models/core/blocking.toml", 16, 147, 163),
    ("models/core/departed-active-player.toml", 1533, 3518, 5051),
    ("models/core/flicker-in-response.toml", 41, 148, 188),
    ("models/core/metzali-transformed.toml", 10, 55, 65),
    ("models/core/mixed-blockers.toml", 51, 459, 510),
    ("models/core/path-of-mettle.toml", 42, 278, 320),
    ("models/counters/all-will-be-one.toml", 12, 71, 83),
    ("models/counters/kate-stewart-attack.toml", 18, 155, 173),
    ("models/counters/kate-stewart.toml", 42, 305, 347),
    ("models/counters/poison-proliferate.toml", 41, 136, 177),
    (
        "models/counters/railway-brawler-its-power.toml",
        53,
        255,
        308,
    ),
    ("models/counters/toxic.toml", 6, 27, 33),
    (
        "models/cycling/curator-of-mysteries-scry.toml",
        50,
        209,
        259,
    ),
    ("models/dice/box-of-goblins.toml", 12, 87, 99),
    ("models/dice/farideh-d20.toml", 364, 2050, 2414),
    ("models/dice/hammer-jammer-living-end.toml", 12, 115, 127),
    ("models/dice/hammer-jammer.toml", 28, 208, 236),
    (
        "models/dice/powerstone-dwarf-planar-die.toml",
        253,
        934,
        1187,
    ),
    ("models/dice/the-big-idea.toml", 2208, 4715, 6921),
    ("models/dice/thumb-squirrel.toml", 296, 276, 572),
    ("models/each-player/hymn-to-tourach.toml", 16, 67, 83),
    ("models/each-player/living-end-cycling.toml", 71, 255, 326),
    ("models/each-player/living-end.toml", 8, 55, 63),
    ("models/each-player/wheel-of-fate.toml", 15, 71, 86),
    ("models/evoke/mulldrifter-suspended.toml", 44, 264, 308),
    ("models/foretell/dream-devourer.toml", 303, 1941, 2242),
    ("models/foretell/ethereal-valkyrie.toml", 46, 409, 455),
    ("models/foretell/saw-it-coming.toml", 211, 787, 998),
    (
        "models/lands/explore-azusa-additional-lands.toml",
        129,
        577,
        706,
    ),
    ("models/layouts/akoum-warrior.toml", 5, 23, 28),
    ("models/layouts/glorious-anthem.toml", 42, 297, 339),
    ("models/layouts/pithing-needle.toml", 56, 312, 368),
    ("models/layouts/sea-gate-reborn.toml", 20, 155, 175),
    ("models/layouts/suppression-field.toml", 19, 65, 84),
    ("models/layouts/trinisphere-sphere.toml", 10, 63, 73),
    ("models/layouts/trinisphere-suspend.toml", 5, 49, 54),
    ("models/layouts2/boom-bust.toml", 36, 228, 264),
    ("models/layouts2/fire-ice.toml", 26, 377, 403),
    ("models/layouts2/twinmaw-charring-bite.toml", 18, 87, 105),
    ("models/life/sorin-markov-life-becomes.toml", 27, 267, 294),
    ("models/linked/knowledge-pool.toml", 610, 5000, 5610),
    ("models/mana/dark-ritual.toml", 15, 81, 96),
    ("models/mana/lotus-bloom-floating-mana.toml", 13, 95, 108),
    ("models/mana/the-big-idea-hybrid-ability.toml", 70, 229, 299),
    ("models/mana/wasp-lancer-hybrid.toml", 6, 43, 49),
    (
        "models/memory/gandalf-the-grey-modes.toml",
        7568,
        29320,
        36875,
    ),
    (
        "models/memory/gandalf-the-grey-new-object.toml",
        2323,
        9217,
        11539,
    ),
    ("models/memory/jace-emblem.toml", 13, 91, 104),
    (
        "models/memory/jace-vryns-prodigy-flips.toml",
        360,
        2019,
        2379,
    ),
    (
        "models/modes/augmenter-pugilist-eight-lands.toml",
        17,
        73,
        90,
    ),
    ("models/modes/bow-of-nylea-modes.toml", 24, 245, 269),
    ("models/modes/life-animates-lands.toml", 102, 628, 730),
    (
        "models/partner/rory-williams-fetches-amy-pond.toml",
        153,
        785,
        938,
    ),
    ("models/permissions/embodiment-of-agonies.toml", 5, 27, 32),
    (
        "models/permissions/irascible-wolverine-impulse.toml",
        2041,
        13189,
        15222,
    ),
    ("models/permissions/pay-life.toml", 12, 45, 57),
    (
        "models/permissions/reckless-impulse-next-turn.toml",
        445,
        3013,
        3458,
    ),
    ("models/permissions/yawgmoths-bargain.toml", 281, 145, 426),
    ("models/permissions/yawgmoths-will.toml", 79, 573, 652),
    (
        "models/planechase/akoum-flash-for-everyone.toml",
        1130,
        3944,
        5074,
    ),
    (
        "models/planechase/amys-home-time-travel.toml",
        351,
        1730,
        2081,
    ),
    ("models/planechase/aretopolis-scrolls.toml", 659, 2749, 3408),
    (
        "models/planechase/aretopolis-ten-scrolls.toml",
        532,
        2249,
        2781,
    ),
    ("models/planechase/chaos-eon-fog.toml", 3807, 14412, 18214),
    (
        "models/planechase/chaos-fields-of-summer.toml",
        123,
        527,
        650,
    ),
    (
        "models/planechase/chaos-pools-of-becoming.toml",
        964,
        2128,
        3091,
    ),
    ("models/planechase/chaos-stairs.toml", 128, 527, 655),
    ("models/planechase/chaos-talon-gates.toml", 38, 176, 214),
    ("models/planechase/chaotic-aether.toml", 229, 909, 1138),
    (
        "models/planechase/departure-planeswalk-ends-aether.toml",
        2799,
        18788,
        21587,
    ),
    ("models/planechase/die-cost.toml", 92, 387, 479),
    (
        "models/planechase/four-player-owner-concedes.toml",
        1541,
        4465,
        6006,
    ),
    (
        "models/planechase/hedron-fields-cant-attack.toml",
        952,
        4219,
        5171,
    ),
    (
        "models/planechase/mount-keralia-eruption.toml",
        10996,
        52286,
        63273,
    ),
    (
        "models/planechase/phenomenon-ability-outlives-owner.toml",
        111,
        294,
        405,
    ),
    ("models/planechase/planeswalk.toml", 984, 4155, 5139),
    (
        "models/planechase/pools-of-becoming-any-order.toml",
        17,
        71,
        88,
    ),
    ("models/planechase/restricted-mana-die.toml", 19, 82, 101),
    ("models/planechase/spatial-merging.toml", 11, 59, 70),
    ("models/planechase/talon-gates-suspend.toml", 51, 209, 260),
    (
        "models/planechase/three-player-controller-concedes.toml",
        148,
        338,
        486,
    ),
    (
        "models/planechase/undercity-reaches.toml",
        19480,
        72239,
        91708,
    ),
    (
        "models/planechase/windriddle-palaces.toml",
        8525,
        37795,
        46306,
    ),
    ("models/plot/aloe-alchemist.toml", 14, 198, 212),
    ("models/plot/aven-interrupter.toml", 292, 1802, 2094),
    ("models/plot/blaze-x-zero.toml", 5, 31, 36),
    ("models/plot/bolt-orrery.toml", 655, 3023, 3678),
    (
        "models/plot/bramble-familiar-adventure.toml",
        265,
        1939,
        2204,
    ),
    ("models/plot/bubble-smuggler-disguise.toml", 637, 2587, 3224),
    ("models/plot/burst-kicked.toml", 8, 75, 83),
    ("models/plot/counterspell.toml", 8, 41, 49),
    ("models/plot/djinn.toml", 51, 331, 382),
    ("models/plot/doc-aurlock-discount.toml", 10, 46, 56),
    ("models/plot/doc-aurlock-free-cast.toml", 24, 194, 218),
    (
        "models/plot/dust-animus-free-cast-enters-bigger.toml",
        33,
        317,
        350,
    ),
    ("models/plot/explosive-derailment-one-land.toml", 2, 13, 15),
    ("models/plot/explosive-derailment-spree.toml", 6, 47, 53),
    ("models/plot/fblthp-top-of-library.toml", 250, 1604, 1854),
    ("models/plot/flamescroll-celebrant-mdfc.toml", 6, 43, 49),
    ("models/plot/freestrider-commando.toml", 201, 1229, 1430),
    ("models/plot/jace-first-three-turns.toml", 39, 331, 370),
    ("models/plot/jace-plotted-by-kellan.toml", 50, 731, 781),
    ("models/plot/jace-plus-one-plots.toml", 58, 445, 503),
    ("models/plot/kellan-joins-up.toml", 129, 783, 912),
    ("models/plot/leyline-immersion-plotted.toml", 7, 41, 48),
    ("models/plot/leyline-immersion.toml", 7, 39, 46),
    ("models/plot/loan-shark-second-spell.toml", 34, 207, 241),
    ("models/plot/longhorn-sharpshooter.toml", 10, 75, 85),
    ("models/plot/make-your-own-luck-0.toml", 5, 27, 32),
    ("models/plot/make-your-own-luck-2.toml", 14, 59, 73),
    ("models/plot/make-your-own-luck-3.toml", 18, 81, 99),
    ("models/plot/omen-hawker.toml", 82, 221, 303),
    ("models/plot/opponents-plotted-card.toml", 15, 97, 112),
    ("models/plot/sphere-of-resistance.toml", 75, 503, 578),
    ("models/plot/village-rites.toml", 14, 57, 71),
    ("models/plot/wear-tear-split.toml", 43, 313, 356),
    ("models/rebound/ephemerate-rebound.toml", 684, 3238, 3922),
    (
        "models/rebound/trail-of-the-mage-rings.toml",
        5981,
        18007,
        23984,
    ),
    (
        "models/ring/claim-the-precious-ring-bearer.toml",
        29,
        185,
        214,
    ),
    ("models/saga/parting-of-the-ways.toml", 559, 2959, 3518),
    (
        "models/spellcopy/boromir-counters-free-spells.toml",
        217,
        1076,
        1293,
    ),
    ("models/spellcopy/jace-minus-six-copies.toml", 71, 445, 516),
    (
        "models/spellcopy/lilah-plots-multicolored-spells.toml",
        5017,
        21164,
        26180,
    ),
    (
        "models/spellcopy/taigam-copies-the-second-spell.toml",
        70,
        607,
        677,
    ),
    ("models/statics/bedlam.toml", 4, 25, 29),
    ("models/statics/gaddock-teeg.toml", 6, 43, 49),
    ("models/statics/ghalta-own-cost.toml", 31, 243, 274),
    ("models/statics/leyline-of-the-void.toml", 40, 296, 336),
    ("models/statics/leyline-opening-hand.toml", 99, 668, 767),
    ("models/statics/omniscience-sphere.toml", 5, 27, 32),
    ("models/statics/training-grounds.toml", 19, 65, 84),
    (
        "models/suspend/act-of-treason-suspend-haste.toml",
        235,
        1503,
        1738,
    ),
    ("models/suspend/aeon-chronicler.toml", 113, 809, 922),
    ("models/suspend/ancestral-vision.toml", 18, 87, 105),
    (
        "models/suspend/cyclical-evolution-no-target.toml",
        11,
        96,
        107,
    ),
    (
        "models/suspend/cyclical-evolution-recurs.toml",
        3432,
        23329,
        26761,
    ),
    (
        "models/suspend/declined-bolt-temporal-nudge.toml",
        119,
        691,
        810,
    ),
    ("models/suspend/declined.toml", 32, 283, 315),
    ("models/suspend/deep-sea-kraken.toml", 157, 958, 1115),
    ("models/suspend/delay.toml", 8, 41, 49),
    ("models/suspend/drake-banish-loop.toml", 4, 30, 34),
    ("models/suspend/dust-of-moments.toml", 39, 250, 289),
    ("models/suspend/eleventh-doctor.toml", 94, 543, 637),
    ("models/suspend/epochrasite.toml", 82, 698, 780),
    ("models/suspend/errant-ephemeron-haste.toml", 6, 45, 51),
    ("models/suspend/flash-creature-suspend.toml", 33, 85, 118),
    ("models/suspend/forced-own-creature.toml", 6, 45, 51),
    ("models/suspend/fury-charm.toml", 274, 1709, 1983),
    ("models/suspend/gandalf-own-turn.toml", 25, 169, 194),
    ("models/suspend/gandalf-secret-fire.toml", 55, 202, 257),
    ("models/suspend/glimpse-of-tomorrow.toml", 12, 73, 85),
    ("models/suspend/greater-gargadon.toml", 146, 743, 889),
    ("models/suspend/haste-ends-with-control.toml", 16, 83, 99),
    ("models/suspend/ith-high-arcanist.toml", 84, 418, 502),
    ("models/suspend/jhoira-rift-bolt.toml", 19, 65, 84),
    ("models/suspend/jhoira.toml", 54, 195, 249),
    ("models/suspend/lotus-bloom.toml", 16, 81, 97),
    ("models/suspend/meddling-mage.toml", 2, 18, 20),
    ("models/suspend/old-rule-no-target-by-power.toml", 6, 39, 45),
    ("models/suspend/orrery-instant-suspend.toml", 33, 85, 118),
    ("models/suspend/own-trigger-order.toml", 9, 82, 91),
    ("models/suspend/restricted-mana.toml", 4, 25, 29),
    ("models/suspend/resurgent-belief.toml", 22, 157, 179),
    ("models/suspend/rift-bolt-upkeep-timing.toml", 11, 75, 86),
    ("models/suspend/rift-bolt.toml", 55, 363, 418),
    ("models/suspend/rory-williams.toml", 28, 101, 129),
    ("models/suspend/sibylline-soothsayer.toml", 405, 3961, 4366),
    ("models/suspend/sinister-concierge.toml", 3593, 26193, 29781),
    ("models/suspend/sphere-mandatory-cast.toml", 5, 49, 54),
    ("models/suspend/stifle.toml", 24, 209, 233),
    ("models/suspend/suspend-artifacts.toml", 17, 93, 110),
    ("models/suspend/suspend-instant.toml", 601, 2873, 3474),
    ("models/suspend/tangled-florahedron.toml", 16, 90, 106),
    ("models/suspend/tenth-doctor.toml", 4, 27, 31),
    (
        "models/suspend/time-counter-on-exiled-card.toml",
        91,
        409,
        500,
    ),
    ("models/suspend/timecrafting.toml", 1041, 8078, 9117),
    ("models/suspend/wedding-of-river-song.toml", 221, 1433, 1654),
    ("models/suspend2/beastbond-outcaster.toml", 51, 319, 370),
    (
        "models/suspend2/chronomantic-escape-planeswalker.toml",
        69,
        460,
        529,
    ),
    ("models/suspend2/chronomantic-escape.toml", 129, 856, 985),
    ("models/suspend2/curse-of-the-cabal.toml", 310, 2436, 2745),
    ("models/suspend2/shivan-sand-mage.toml", 16, 137, 153),
    ("models/suspend2/suspended-sentence.toml", 10, 49, 59),
    (
        "models/triggers/flamescroll-activation.toml",
        261,
        1406,
        1667,
    ),
    ("models/turns/time-walk-plot.toml", 45, 303, 348),
    ("models/turns/time-warp-turn-order.toml", 75, 585, 660),
    ("models/ward/disguise-ward.toml", 348, 2192, 2540),
    ("models/ward/ward-pay-life.toml", 96, 304, 400),
    ("models/ward/ward.toml", 653, 4660, 5312),
    ("models/zones/banishing-light.toml", 15, 67, 82),
    ("models/zones/duress-before-suspend.toml", 18, 113, 131),
    (
        "models/zones/pitiless-carnage-any-number.toml",
        308,
        1215,
        1523,
    ),
    ("models/zones/plan-the-heist-surveil.toml", 110, 425, 535),
    ("models/zones/satoru-the-infiltrator.toml", 37, 202, 239),
    ("models/zones/search-for-tomorrow.toml", 93, 459, 552),
    ("models/zones/snapcaster-mage.toml", 30, 245, 275),
    ("models/zones/think-twice-flashback.toml", 20, 66, 86),
];

fn json(args: &[&str]) -> serde_json::Value {
    let out = rulecheck()
        .args(args)
        .arg("--format")
        .arg("json")
        .output()
        .unwrap();
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stdout)))
}

#[test]
fn bundled_models_pass_with_exact_state_counts() {
    for no_reduction in [false, true] {
        let mut args = vec!["check"];
        if no_reduction {
            args.push("--no-reduction");
        }
        let report = json(&args);
        assert_eq!(report["ok"], true);
        let runs = report["runs"].as_array().unwrap();
        let got: Vec<(String, u64, u64)> = runs
            .iter()
            .map(|r| {
                (
                    r["model"].as_str().unwrap().to_string(),
                    r["unique_states"].as_u64().unwrap(),
                    r["folded_states"].as_u64().unwrap(),
                )
            })
            .collect();
        let want: Vec<(String, u64, u64)> = STATE_COUNTS
            .iter()
            .map(|&(m, stored, folded, all)| match no_reduction {
                false => (m.to_string(), stored, folded),
                true => (m.to_string(), all, 0),
            })
            .collect();
        assert_eq!(got, want, "--no-reduction: {no_reduction}");
        for r in runs {
            assert_eq!(r["complete"], true);
            for p in r["properties"].as_array().unwrap() {
                assert_eq!(p["as_expected"], true, "{} {}", r["model"], p["id"]);
            }
        }
    }
    rulecheck()
        .arg("check")
        .assert()
        .success()
        .stdout(contains("0 unexpected"));
}

#[test]
fn bench_measures_each_mode_against_the_trivial_model() {
    let v = json(&[
        "bench",
        "models/bench/plot-suspend-k1-t2.toml",
        "--threads",
        "1",
        "--counter-digits",
        "4",
        "--counter-base",
        "3",
        "--reduction",
        "on,off",
    ]);
    let rows = v["rows"].as_array().unwrap();
    let got: Vec<(&str, &str, &str, u64, u64)> = rows
        .iter()
        .map(|r| {
            (
                r["target"].as_str().unwrap(),
                r["mode"].as_str().unwrap(),
                r["reduction"].as_str().unwrap(),
                r["unique_states"].as_u64().unwrap(),
                r["folded_states"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("stateright trivial (3^4)", "bfs", "on", 81, 0),
            ("stateright trivial (3^4)", "dfs", "on", 81, 0),
            ("plot-suspend-k1-t2", "bfs", "on", 626, 2628),
            ("plot-suspend-k1-t2", "bfs", "off", 3254, 0),
            ("plot-suspend-k1-t2", "dfs", "on", 626, 2628),
            ("plot-suspend-k1-t2", "dfs", "off", 3254, 0),
        ]
    );
    for r in &rows[2..] {
        assert!(r["as_expected"].as_bool().unwrap(), "{r}");
        assert!(r["vs_trivial"].as_f64().unwrap() > 0.0, "{r}");
        assert!(r["bytes_per_state"].as_f64().unwrap() > 0.0, "{r}");
        assert!(
            r["transitions"].as_u64() >= r["unique_states"].as_u64(),
            "{r}"
        );
    }
}

#[test]
fn check_skips_the_benchmark_family_unless_named() {
    let v = json(&["check", "models/bench/plot-suspend-k1-t2.toml"]);
    assert_eq!(v["runs"][0]["unique_states"], 626);
    assert!(v["ok"].as_bool().unwrap());
}

#[test]
fn a_card_whose_text_is_not_all_modelled_is_named_with_its_sentences() {
    // Sorin Markov's file does not model its −7 (controlling another player's turn): a user
    // checking a model with it is told, in the text report and in JSON.
    let sorin = "models/life/sorin-markov-life-becomes.toml";
    rulecheck()
        .args(["check", sorin])
        .assert()
        .success()
        .stdout(contains(
            "note: 1 model uses cards whose text is not all modelled; no verdict covers those sentences:\n  Sorin Markov:\n",
        ))
        .stdout(contains("    - −7: You control target player"));
    let report = json(&["check", sorin]);
    let partial = &report["runs"][0]["partial_cards"];
    assert_eq!(partial[0]["card"], "Sorin Markov", "{partial}");
    assert!(partial[0]["not_modelled"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s
            .as_str()
            .is_some_and(|s| s.contains("controlling another player"))));
    // A model whose cards are all modelled has no note and no field.
    rulecheck()
        .args(["check", "models/plot/djinn.toml"])
        .assert()
        .success()
        .stdout(contains("not all modelled").not());
    let report = json(&["check", "models/plot/djinn.toml"]);
    assert!(report["runs"][0].get("partial_cards").is_none());
}

#[test]
fn json_report_has_the_documented_shape() {
    let report = json(&["check", "models/plot/djinn.toml"]);
    let run = &report["runs"][0];
    for key in [
        "model",
        "edition",
        "switches",
        "complete",
        "states",
        "unique_states",
        "folded_states",
        "max_depth",
        "seconds",
        "collision_probability",
        "properties",
    ] {
        assert!(!run[key].is_null(), "missing {key}");
    }
    // 3 · 51² / 2^65 (the stored states)
    let p = run["collision_probability"].as_f64().unwrap();
    assert!(
        (p - 3.0 * 51f64.powi(2) / 2f64.powi(65)).abs() < 1e-20,
        "{p}"
    );
    let reached = run["properties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == "djinn-free-on-3")
        .unwrap();
    assert_eq!(reached["kind"], "sometimes");
    assert_eq!(reached["outcome"], "reached");
    let trace = reached["trace"].as_array().unwrap();
    let last = trace.last().unwrap();
    assert_eq!(last["turn"], 3);
    assert!(trace.iter().any(|s| s["action"] == "Alice plots Djinn of Fool's Fall, paying {3}{U} (tapping Island, Island, Island, Island)"));
    assert!(trace
        .iter()
        .any(|s| s["action"].as_str().unwrap().starts_with(
            "Alice casts Djinn of Fool's Fall from exile (plot) without paying its mana cost, free"
        )));
}

#[test]
fn a_broken_rule_gives_a_readable_counterexample_and_exit_12() {
    rulecheck()
        .args(["check", "models/plot/djinn.toml", "--set", "plot.same-turn-cast=allowed"])
        .assert()
        .code(12)
        .stdout(contains("plot.not-cast-same-turn in models/plot/djinn.toml (2026-01-16): violated, expected holds"))
        .stdout(contains("T1 main 1 — Alice plots Djinn of Fool's Fall, paying {3}{U}"))
        .stdout(contains("T1 main 1 — Alice casts Djinn of Fool's Fall from exile (plot) without paying its mana cost, free"))
        .stdout(contains("#/steps/0/0/0/1/1"));
}

#[test]
fn every_property_is_killed_by_its_mutants() {
    rulecheck()
        .arg("mutants")
        .assert()
        .success()
        .stdout(contains("every mutant killed"));
}

/// The README's mutants examples for a user's own models (the CI example, the benchmark
/// member): with `--no-shared` the model's own properties are each killed; with the shared
/// ones, which the bundled suite kills, one model leaves survivors, named as such.
#[test]
fn mutants_on_ones_own_models_checks_their_properties_with_no_shared() {
    rulecheck()
        .args([
            "mutants",
            "--no-shared",
            "models/bench/plot-suspend-k2-t2.toml",
        ])
        .assert()
        .success()
        .stdout(contains("every mutant killed"));
    rulecheck()
        .args(["mutants", "models/bench/plot-suspend-k2-t2.toml"])
        .assert()
        .code(15)
        .stdout(contains("no model checked tells the difference"));
}

#[test]
fn a_mutant_whose_searches_stopped_at_a_limit_is_unknown_not_a_survivor() {
    rulecheck()
        .args(["mutants", "--max-states", "10"])
        .assert()
        .code(152)
        .stdout(contains("unknown (incomplete: --max-states 10)"))
        .stdout(contains("SURVIVES").not())
        .stdout(contains("mutants undecided"));
}

#[test]
fn mutants_prints_one_json_object() {
    let out = rulecheck()
        .args(["mutants", "models/core/blocking.toml", "--format", "json"])
        .output()
        .unwrap();
    // Only one model: the shared properties survive, so the run fails (exit 15).
    assert_eq!(out.status.code(), Some(15));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["ok"], false);
    assert_eq!(v["complete"], true);
    let rows = v["mutants"].as_array().unwrap();
    let courser = rows
        .iter()
        .find(|r| r["property"] == "courser-never-blocks-a-flyer")
        .unwrap();
    assert_eq!(courser["switch"], "combat.flying=none");
    assert_eq!(courser["result"], "killed");
    assert_eq!(courser["model"], "models/core/blocking.toml");
    assert_eq!(courser["expected"], "holds");
    assert_eq!(courser["outcome"], "violated");
    assert!(rows.iter().any(|r| r["result"] == "survives"));
}

#[test]
fn a_search_stopped_by_a_limit_is_unknown_and_exits_152() {
    rulecheck()
        .args([
            "check",
            "models/plot/bolt-orrery.toml",
            "--max-states",
            "200",
        ])
        .assert()
        .code(152)
        .stdout(contains("STOP  models/plot/bolt-orrery.toml (2026-01-16): "))
        .stdout(contains(" folded (incomplete: --max-states 200); 8 unknown, 0 as expected"))
        .stdout(contains("0 unexpected, 8 unknown, 1 search incomplete"))
        .stdout(contains("plot.not-cast-same-turn in models/plot/bolt-orrery.toml (2026-01-16): unknown, expected holds"))
        .stdout(contains(" folded were searched before the search stopped (--max-states 200)"));
    rulecheck()
        .args([
            "check",
            "models/plot/bolt-orrery.toml",
            "--max-states",
            "200",
            "--verbose",
        ])
        .assert()
        .code(152)
        .stdout(contains("unknown (incomplete: --max-states 200)"));
}

#[test]
fn a_state_with_more_moves_than_max_moves_ends_the_search_incomplete() {
    // Without symmetry, 3 attacking Bears against 3 blockers offer 4^3 = 64 blocks.
    rulecheck()
        .args([
            "check",
            "models/core/bears-3v3.toml",
            "--no-symmetry",
            "--max-moves",
            "20",
            "--verbose",
        ])
        .assert()
        .code(152)
        .stdout(contains(
            "unknown (incomplete: --max-moves 20: a state offers more moves)",
        ));
}

#[test]
fn max_moves_bounds_every_state_not_only_combat() {
    rulecheck()
        .args([
            "check",
            "models/plot/djinn.toml",
            "--max-moves",
            "1",
            "--verbose",
        ])
        .assert()
        .code(152)
        .stdout(contains(
            "unknown (incomplete: --max-moves 1: a state offers more moves)",
        ));
}

#[test]
fn identical_blockers_are_counted_not_listed() {
    // Before: (attackers+1)^blockers sequences; 6 against 6 did not finish in minutes.
    let report = json(&["check", "models/core/bench/bears-6v6.toml"]);
    assert_eq!(report["ok"], true);
    assert_eq!(report["runs"][0]["unique_states"], 297);
    let report = json(&[
        "check",
        "models/core/bench/bears-6v6.toml",
        "--no-reduction",
    ]);
    assert_eq!(report["runs"][0]["unique_states"], 2450);
}

#[test]
fn a_timeout_stops_a_search_inside_one_states_move_generation() {
    // With `--no-symmetry`, 10 blockers against 10 attackers: 11^10 blocks, and no bound on moves per
    // state. The generous limit is not a benchmark: before, this never stopped.
    rulecheck()
        .args([
            "check",
            "models/core/bench/bears-10v10.toml",
            "--no-symmetry",
            "--max-moves",
            "100000000000",
            "--timeout",
            "1",
            "--verbose",
        ])
        .timeout(std::time::Duration::from_secs(120))
        .assert()
        .code(152)
        .stdout(contains("unknown (incomplete: --timeout 1s)"));
}

#[test]
fn an_unmet_sometimes_exits_15() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("m.toml");
    std::fs::write(
        &model,
        "name = \"m\"\nturns = 1\n[[player]]\nname = \"Alice\"\nlibrary = [\"Island\"]\n[[player]]\nname = \"Bob\"\nlibrary = [\"Island\"]\n\
         [[property]]\nid = \"never\"\nkind = \"sometimes\"\nexpr = '''turn == 2'''\n",
    )
    .unwrap();
    rulecheck()
        .args(["check", model.to_str().unwrap()])
        .assert()
        .code(15)
        .stdout(contains("never"));
}

/// `c.attacked` (declared as an attacker this turn, CR 508.1) is remembered when a property
/// reads it, not only when a card does: a Craw Wurm that attacked is seen to have attacked;
/// and `p.spells_cast` counts a spell cast.
#[test]
fn a_property_that_reads_attacked_or_spells_cast_sees_them() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("m.toml");
    // The model holds, as expected, its one `sometimes` property.
    let reached = |text: &str| {
        std::fs::write(&model, text).unwrap();
        rulecheck()
            .args(["check", model.to_str().unwrap(), "--no-shared"])
            .assert()
            .code(0)
            .stdout(contains("1 as expected"));
    };
    reached(
        "name = \"m\"\nturns = 2\n[[player]]\nname = \"Alice\"\nlibrary = [\"Island\", \"Island\"]\n[[player]]\nname = \"Bob\"\nbattlefield = [\"Craw Wurm\"]\nlibrary = [\"Forest\", \"Forest\"]\n\
         [[property]]\nid = \"wurm-attacked\"\nkind = \"sometimes\"\nexpr = '''any(c in cards where c.name == \"Craw Wurm\" and c.attacked and step == \"end\")'''\n",
    );
    // Likewise `p.spells_cast` (CR 601.2i).
    reached(
        "name = \"m\"\nturns = 1\n[[player]]\nname = \"Alice\"\nhand = [\"Lightning Bolt\"]\nbattlefield = [\"Mountain\"]\nlibrary = [\"Island\"]\n[[player]]\nname = \"Bob\"\nlibrary = [\"Island\"]\n\
         [[property]]\nid = \"one-spell\"\nkind = \"sometimes\"\nexpr = '''any(p in players where p.spells_cast == 1)'''\n",
    );
}

/// A card plotted only by an arrival (Lilah: "exile that spell instead ... If you do, it
/// becomes plotted") is a card that can be plotted: the shared plot properties apply, and the
/// one about casting on the turn it became plotted catches its broken rule (they were once
/// "not applicable" here, so nothing watched the rule).
#[test]
fn a_card_plotted_by_lilah_is_watched_by_the_shared_plot_properties() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("lilah.toml");
    std::fs::write(
        &model,
        r#"name = "Lilah plots Lightning Helix on turn 1"
turns = 1
[[player]]
name = "Alice"
hand = ["Lightning Helix"]
battlefield = ["Lilah, Undefeated Slickshot", "Plateau", "Mountain"]
library = ["Mountain"]
[[player]]
name = "Bob"
library = ["Island"]
[expect]
"plot.not-cast-same-turn" = "holds"
"plot.cast-at-sorcery-timing" = "holds"
"#,
    )
    .unwrap();
    let path = model.to_str().unwrap();
    rulecheck().args(["check", path]).assert().success();
    rulecheck()
        .args(["check", path, "--set", "plot.same-turn-cast=allowed"])
        .assert()
        .code(12)
        .stdout(contains("plot.not-cast-same-turn in "))
        .stdout(contains("violated, expected holds"));
}

fn bad_model(text: &str) -> assert_cmd::assert::Assert {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("bad.toml");
    std::fs::write(&model, text).unwrap();
    rulecheck()
        .args(["check", model.to_str().unwrap()])
        .assert()
}

const PLAYERS: &str = "[[player]]\nname = \"Alice\"\n[[player]]\nname = \"Bob\"\n";

#[test]
fn model_errors_exit_150_with_location_and_hint() {
    bad_model("name = \"x\"\nturns = 1\n[[player]]\nname = \"Alice\"\nhand = [\"Djin of Fool's Fall\"]\n[[player]]\nname = \"Bob\"\n")
        .code(150)
        .stderr(contains("bad.toml:5:9: unknown card 'Djin of Fool's Fall'"))
        .stderr(contains("did you mean 'Djinn of Fool's Fall'?"));
    bad_model(&format!("name = \"x\"\nturns = 99\n{PLAYERS}"))
        .code(150)
        .stderr(contains(
            "bad.toml:2:9: `turns` must be between 1 and 50, not 99",
        ));
    bad_model("name = \"x\"\nturns = 1\n[[player]\n")
        .code(150)
        .stderr(contains("bad.toml:3:"));
    bad_model(&format!(
        "name = \"x\"\nturns = 1\nedition = \"2020-01-01\"\n{PLAYERS}"
    ))
    .code(150)
    .stderr(contains(
        "unknown edition '2020-01-01'; editions: 2023-11-17, 2024-02-06, 2026-01-16, latest",
    ));
    bad_model(&format!(
        "name = \"x\"\nturns = 1\n{PLAYERS}[expect]\n\"plot.not-cast-same-trun\" = \"holds\"\n"
    ))
    .code(150)
    .stderr(contains(
        "expectation for unknown property 'plot.not-cast-same-trun'",
    ))
    .stderr(contains("did you mean 'plot.not-cast-same-turn'?"));
    bad_model("name = \"x\"\nturns = 1\n[[player]]\nname = \"Alice\"\n")
        .code(150)
        .stderr(contains("a model needs 2 to 4 [[player]] tables, found 1"));
    rulecheck()
        .args(["check", "models/nope.toml"])
        .assert()
        .code(150)
        .stderr(contains("no such model file"));
}

/// `check` of the djinn model with one property file `p.toml` of this text beside the shared
/// ones, and these extra options.
fn with_property_file(text: &str, options: &[&str]) -> assert_cmd::assert::Assert {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("p.toml"), text).unwrap();
    rulecheck()
        .args(["check", "models/plot/djinn.toml"])
        .args(options)
        .arg("--properties")
        .arg(dir.path())
        .assert()
}

fn bad_property(expr: &str) -> assert_cmd::assert::Assert {
    with_property_file(&always(expr), &[])
}

#[test]
fn property_errors_exit_151_with_location_and_hint() {
    bad_property("all(c in cards: c.plotted_trun > 0)")
        .code(151)
        .stderr(contains(
            "p.toml:4:29: in property 'p': field 'plotted_trun' does not exist on cards",
        ))
        .stderr(contains("did you mean 'plotted_turn'?"));
    bad_property("all(c in cards: c.zone == 3)")
        .code(151)
        .stderr(contains("cannot compare a string with a number"));
    bad_property("all(c in cards: c.zone == \"batlefield\")")
        .code(151)
        .stderr(contains("\"batlefield\" is never a value here"))
        .stderr(contains("did you mean 'battlefield'?"));
    bad_property("all(c in cards: c.zone == \"exile\" and)")
        .code(151)
        .stderr(contains("syntax error"));
    bad_property("trun == 1")
        .code(151)
        .stderr(contains("unknown name 'trun'"))
        .stderr(contains("did you mean 'turn'?"));
    bad_property("turn + 1")
        .code(151)
        .stderr(contains("a property must be true/false"));
    bad_property("enabled(\"Alice\", \"cats\", \"Island\")")
        .code(151)
        .stderr(contains("unknown verb \"cats\""));
}

/// Checks models/plot/djinn.toml with two threads against one property file holding `text`.
/// As `bad_property`, for a whole file, searched by two threads (they evaluate properties too).
fn check_with_property_file(text: &str) -> assert_cmd::assert::Assert {
    with_property_file(text, &["--threads", "2"])
}

fn always(expr: &str) -> String {
    format!("[[property]]\nid = \"p\"\nkind = \"always\"\nexpr = '''{expr}'''\n")
}

#[test]
fn deep_nesting_is_a_clear_151_and_long_chains_are_no_nesting() {
    // Once the builder's or a search thread's stack overflowed (exit 134).
    let parens = |n: usize| format!("{}turn > 0{}", "(".repeat(n), ")".repeat(n));
    bad_property(&parens(1000)).code(151).stderr(contains(
        "p.toml:4:61: in property 'p': nested too deeply: at most 50 levels",
    ));
    let alls = (0..1000).fold("true".to_string(), |e, _| format!("all(c in cards: {e})"));
    bad_property(&alls)
        .code(151)
        .stderr(contains("nested too deeply"));
    bad_property(&format!("{}turn > 0", "not ".repeat(51)))
        .code(151)
        .stderr(contains("nested too deeply"));
    // At the limit, checked by two search threads.
    check_with_property_file(&always(&parens(50))).code(0);
    // The evaluator's variable slots (once an index panic, exit 255).
    let seventeen = (0..17).fold("true".to_string(), |e, i| {
        format!("all(c{i} in players: {e})")
    });
    bad_property(&seventeen)
        .code(151)
        .stderr(contains("too many nested quantifiers: at most 16"));
    // 20,000 `and`s and a 10,000-term sum are chains, not nesting.
    check_with_property_file(&always(&vec!["turn > 0"; 20_000].join(" and "))).code(0);
    check_with_property_file(&always(&vec!["turn < 0"; 20_000].join(" or ")))
        .code(12)
        .stdout(contains("violated"));
    check_with_property_file(&always(&(vec!["turn"; 10_000].join(" + ") + " > 0"))).code(0);
}

#[test]
fn property_integers_are_exact_and_literals_out_of_range_are_151() {
    // Once wrapped to a negative number: "violated" (or a panic in a debug build).
    check_with_property_file(&always("turn + 9223372036854775807 > 0")).code(0);
    check_with_property_file(&always(
        "turn - 9223372036854775807 - 9223372036854775807 < 0",
    ))
    .code(0);
    // Once silently i64::MAX.
    bad_property("turn < 99999999999999999999")
        .code(151)
        .stderr(contains(
            "p.toml:4:18: in property 'p': the number 99999999999999999999 is out of range: \
             numbers are from -9223372036854775808 to 9223372036854775807",
        ));
    bad_property("turn > -9223372036854775809")
        .code(151)
        .stderr(contains("out of range"));
    // Negative literals and unary minus (once a syntax error).
    check_with_property_file(&always(
        "all(c in cards: c.power > -1) and turn > -9223372036854775808 and -(turn) < 0 \
         and 2 - -1 == 3 and - turn + 1 <= 0",
    ))
    .code(0);
    bad_property("-(turn > 0)")
        .code(151)
        .stderr(contains("expected a number, found true/false"));
}

#[test]
fn property_ids_are_safe_file_names() {
    let with_id =
        |id: &str| format!("[[property]]\nid = \"{id}\"\nkind = \"always\"\nexpr = 'turn > 0'\n");
    // Once written by --itf outside its folder.
    check_with_property_file(&with_id("x/../../../escaped"))
        .code(151)
        .stderr(contains(
            "p.toml:2:6: property id 'x/../../../escaped' contains '/': ids are letters, digits",
        ));
    check_with_property_file(&with_id(""))
        .code(151)
        .stderr(contains("p.toml:2:6: a property id cannot be empty"));
    check_with_property_file(&with_id(".hidden"))
        .code(151)
        .stderr(contains("cannot start with '.'"));
    check_with_property_file(&with_id(&"a".repeat(101)))
        .code(151)
        .stderr(contains("too long: at most 100 characters"));
    // In a model file, a model error.
    bad_model(&format!(
        "name = \"x\"\nturns = 1\n{PLAYERS}[[property]]\nid = \"a b\"\nkind = \"always\"\nexpr = 'true'\n"
    ))
    .code(150)
    .stderr(contains("property id 'a b' contains ' '"));
}

#[test]
fn an_expectation_must_fit_its_property_kind() {
    bad_model(&format!(
        "name = \"x\"\nturns = 1\n{PLAYERS}[expect]\n\"core.terminates\" = \"reached\"\n"
    ))
    .code(150)
    .stderr(contains(
        "bad.toml:8:1: property 'core.terminates' (kind terminates) can only be \"holds\" or \
         \"violated\", not \"reached\"",
    ));
    bad_model(&format!(
        "name = \"x\"\nturns = 1\n{PLAYERS}[expect.\"2024-02-06\"]\n\"plot.owner-casts\" = \"unreached\"\n"
    ))
    .code(150)
    .stderr(contains(
        "bad.toml:8:2: property 'plot.owner-casts' (kind always) can only be",
    ));
    bad_model(&format!(
        "name = \"x\"\nturns = 1\n{PLAYERS}[expect]\n\"mine\" = \"holds\"\n\
         [[property]]\nid = \"mine\"\nkind = \"sometimes\"\nexpr = 'true'\n"
    ))
    .code(150)
    .stderr(contains(
        "(kind sometimes) can only be \"reached\" or \"unreached\", not \"holds\"",
    ));
}

/// A misspelt player name would make a comparison false in every state: an `always` about
/// "Alcie" holds vacuously, a silent pass. A model's properties name its players.
#[test]
fn a_models_properties_name_only_its_players_and_known_types() {
    let model = |expr: &str| {
        format!(
            "name = \"x\"\nturns = 1\n{PLAYERS}[[property]]\nid = \"mine\"\n\
             kind = \"always\"\nexpr = '{expr}'\n"
        )
    };
    for expr in [
        "all(p in players where p.name == \"Alcie\": p.life >= 19)",
        "all(c in cards: c.owner != \"Bbo\")",
        "winner != \"Alcie\"",
        "active == \"Alcie\" or turn > 0",
        "not enabled(\"Alcie\", \"cast\", \"Lightning Bolt\")",
    ] {
        // The column of the misspelt name: `expr = '` is 8 characters.
        let col = 9 + expr.find(['"']).unwrap();
        bad_model(&model(expr))
            .code(150)
            .stderr(contains(format!("bad.toml:10:{col}: in property 'mine'")))
            .stderr(contains("unknown player"))
            .stderr(contains("the model's players are Alice, Bob"))
            .stderr(contains("did you mean"));
    }
    bad_model(&model("all(c in cards: c.types != \"Creature\")"))
        .code(150)
        .stderr(contains("\"Creature\" is never a value here"))
        .stderr(contains("phenomenon"));
    bad_model(&model("all(c in cards: c.colors != \"Red\")"))
        .code(150)
        .stderr(contains("\"Red\" is never a value here"));
    // Spelled right, they load; "nowhere" is a zone (a token slot not in use). The model has
    // no card: a quantifier over the players reads no card's object (it once did, and
    // panicked with fewer cards than players).
    let dir = tempfile::tempdir().unwrap();
    let ok = dir.path().join("ok.toml");
    std::fs::write(
        &ok,
        model("all(p in players where p.name == \"Alice\": p.life >= 19) and all(c in cards: c.types != \"artifact creature\" and c.zone != \"nowhere\" and c.colors != \"white blue\")"),
    )
    .unwrap();
    rulecheck()
        .args(["check", "--no-shared", ok.to_str().unwrap()])
        .assert()
        .code(0);
}

#[test]
fn properties_name_only_known_cards() {
    bad_property("enabled(\"Alice\", \"cast\", \"Djin of Fool's Fall\")")
        .code(151)
        .stderr(contains(
            "p.toml:4:36: in property 'p': unknown card \"Djin of Fool's Fall\"",
        ))
        .stderr(contains("did you mean 'Djinn of Fool's Fall'?"));
    bad_property("enabled(\"Alice\", \"cast\", \"No Such Card\")")
        .code(151)
        .stderr(contains("unknown card \"No Such Card\""));
    bad_property("all(c in cards: c.name != \"Djin of Fool's Fall\")")
        .code(151)
        .stderr(contains("p.toml:4:37: in property 'p': unknown card"))
        .stderr(contains("did you mean 'Djinn of Fool's Fall'?"));
    bad_property("any(c in cards: c == \"Islnd\")")
        .code(151)
        .stderr(contains("unknown card \"Islnd\""));
    // A model's own property may name the model's own cards.
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("m.toml");
    std::fs::write(
        &model,
        format!(
            "name = \"x\"\nturns = 1\n{PLAYERS}[[property]]\nid = \"mine\"\nkind = \"always\"\n\
             expr = 'not enabled(\"Alice\", \"cast\", \"Coloured Schemer\")'\n\
             [[card]]\nname = \"Coloured Schemer\"\ncost = \"{{U}}{{U}}{{U}}\"\n\
             types = [\"creature\"]\npower = 2\ntoughness = 2\n"
        ),
    )
    .unwrap();
    rulecheck()
        .args(["check", model.to_str().unwrap()])
        .assert()
        .code(0);
}

#[test]
fn bad_switches_and_editions_on_the_command_line_exit_150() {
    rulecheck()
        .args(["check", "--set", "plot.same-turn=allowed"])
        .assert()
        .code(150)
        .stderr(contains("unknown rule switch 'plot.same-turn'"));
    rulecheck()
        .args(["check", "--set", "plot.same-turn-cast=maybe"])
        .assert()
        .code(150)
        .stderr(contains("values: later-turn, allowed"));
    rulecheck()
        .args(["check", "--edition", "1999"])
        .assert()
        .code(150)
        .stderr(contains("unknown edition"));
}

#[test]
fn list_shows_editions_switches_properties_models_and_cards() {
    rulecheck()
        .arg("list")
        .assert()
        .success()
        .stdout(contains("2023-11-17"))
        .stdout(contains("plot.same-turn-cast"))
        .stdout(contains("plot.not-cast-same-turn"))
        .stdout(contains("models/plot/djinn.toml"))
        .stdout(contains("Vedalken Orrery"));
}

#[test]
fn explore_refuses_a_busy_port_and_an_unknown_model_clearly() {
    let busy = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = busy.local_addr().unwrap().to_string();
    rulecheck()
        .args(["explore", "models/plot/djinn.toml", "--bind", &addr])
        .assert()
        .code(2)
        .stderr(contains(format!("cannot listen on {addr}")));
    rulecheck()
        .args(["explore", "models/plot/nope.toml"])
        .assert()
        .code(150)
        .stderr(contains("cannot read model file"));
}

#[test]
fn the_drake_loop_is_violated_under_the_old_rule_only() {
    let report = json(&[
        "check",
        "models/suspend/drake-banish-loop.toml",
        "--edition",
        "2023-11-17",
    ]);
    let p = report["runs"][0]["properties"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == "core.terminates")
        .unwrap()
        .clone();
    assert_eq!(p["outcome"], "violated");
    assert_eq!(p["as_expected"], true);
    let lasso = p["loop"].as_array().unwrap();
    assert_eq!(lasso.len(), 2);
    assert!(lasso[0]["action"]
        .as_str()
        .unwrap()
        .contains("begins to cast it"));
    assert!(lasso[0]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c == "battlefield: Crackling Drake (3/4)"));
    assert!(lasso[1]["action"]
        .as_str()
        .unwrap()
        .contains("the cast is reversed"));
    for e in ["2024-02-06", "latest"] {
        let report = json(&[
            "check",
            "models/suspend/drake-banish-loop.toml",
            "--edition",
            e,
        ]);
        assert_eq!(report["ok"], true);
    }
}

#[test]
fn an_unexpected_loop_exits_13() {
    rulecheck()
        .args([
            "check",
            "models/suspend/drake-banish-loop.toml",
            "--set",
            "suspend.last-counter=must-play",
        ])
        .assert()
        .code(13)
        .stdout(contains(
            "loop (forced moves only; repeats forever, CR 104.4b / 731.4):",
        ))
        .stdout(contains("now: battlefield: Crackling Drake (3/4)"));
}

#[test]
fn compare_shows_only_what_the_suspend_change_altered() {
    rulecheck()
        .args(["compare", "--from", "2023-11-17", "--to", "2024-02-06"])
        .assert()
        .success()
        .stdout(contains(
            "core.terminates in models/suspend/drake-banish-loop.toml: violated -> holds",
        ))
        .stdout(contains(
            "bolt-declined in models/suspend/declined.toml: unreached -> reached",
        ))
        .stdout(contains(
            "djinn-survives in models/suspend/forced-own-creature.toml: unreached -> reached",
        ));
    let out = rulecheck()
        .args([
            "compare",
            "--from",
            "latest",
            "--to",
            "latest",
            "--to-set",
            "plot.same-turn-cast=allowed",
            "--format",
            "json",
            "models/plot/djinn.toml",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let changes = v["changes"].as_array().unwrap();
    assert_eq!(changes.len(), 1);
    assert_eq!(changes[0]["property"], "plot.not-cast-same-turn");
    assert_eq!(
        (changes[0]["before"].as_str(), changes[0]["after"].as_str()),
        (Some("holds"), Some("violated"))
    );
    assert_eq!(changes[0]["trace_side"], "after");
    rulecheck()
        .args(["compare", "--from", "1999", "--to", "latest"])
        .assert()
        .code(150)
        .stderr(contains("unknown edition"));
}

#[test]
fn a_violation_found_before_a_limit_is_still_reported() {
    rulecheck()
        .args([
            "check",
            "models/plot/djinn.toml",
            "--set",
            "plot.same-turn-cast=allowed",
            "--max-states",
            "100",
        ])
        .assert()
        .code(12)
        .stdout(contains(
            "plot.not-cast-same-turn in models/plot/djinn.toml (2026-01-16): violated, expected holds",
        ))
        .stdout(contains("(incomplete: --max-states 100); 1 UNEXPECTED, 7 unknown"))
        .stdout(contains("#/steps/0/0/0/1/1"));
}

#[test]
fn one_run_writes_junit_itf_dot_and_github_annotations() {
    let dir = tempfile::tempdir().unwrap();
    let (junit, itf, dot) = (
        dir.path().join("r.xml"),
        dir.path().join("itf"),
        dir.path().join("t.dot"),
    );
    let summary = dir.path().join("summary.md");
    rulecheck()
        .args([
            "check",
            "models/suspend/drake-banish-loop.toml",
            "--set",
            "suspend.last-counter=must-play",
        ])
        .args([
            "--junit",
            junit.to_str().unwrap(),
            "--itf",
            itf.to_str().unwrap(),
            "--dot",
            dot.to_str().unwrap(),
        ])
        .env("GITHUB_ACTIONS", "true")
        .env("GITHUB_STEP_SUMMARY", &summary)
        .assert()
        .code(13)
        .stdout(contains(
            "::error file=models/suspend/drake-banish-loop.toml,title=core.terminates::",
        ));
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert!(xml.contains("<testcase name=\"core.terminates\""), "{xml}");
    assert!(
        xml.contains("<failure message=\"core.terminates: violated, expected holds"),
        "{xml}"
    );
    assert!(
        xml.contains("begins to cast it"),
        "the failure carries the trace"
    );
    let trace: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            itf.join("models_suspend_drake-banish-loop.2026-01-16.core.terminates.itf.json"),
        )
        .unwrap(),
    )
    .unwrap();
    assert_eq!(trace["#meta"]["format"], "ITF");
    let states = trace["states"].as_array().unwrap();
    let l = trace["loop"].as_u64().unwrap() as usize;
    assert_eq!(l, states.len() - 2, "a two-state loop closes the lasso");
    assert!(states.last().unwrap()["stack"][0]
        .as_str()
        .unwrap()
        .starts_with("Blade Banish#"));
    let dot = std::fs::read_to_string(&dot).unwrap();
    assert!(
        dot.starts_with("digraph rulecheck {") && dot.contains("the same state again"),
        "{dot}"
    );
    assert!(std::fs::read_to_string(&summary)
        .unwrap()
        .contains("| core.terminates | violated ❌ | holds |"));
}

/// A one-turn model: Alice's zones (TOML lines), Bob's empty, then any `[[card]]` tables.
fn model_with(alice: &str, cards: &str) -> String {
    format!(
        "name = \"x\"\nturns = 1\n[[player]]\nname = \"Alice\"\n{alice}\n[[player]]\nname = \"Bob\"\n{cards}"
    )
}

/// A custom creature with this cost, power and toughness.
fn creature(cost: &str, power: &str, toughness: &str) -> String {
    format!("[[card]]\nname = \"Big\"\ncost = \"{cost}\"\ntypes = [\"creature\"]\npower = {power}\ntoughness = {toughness}\n")
}

#[test]
fn costs_beyond_the_bound_are_rejected_instead_of_wrapping() {
    // {255}{U} had mana value 0 (a u8 sum wrapped); 256 {U} made the spell free.
    bad_model(&model_with("", &creature("{255}{U}", "1", "1")))
        .code(150)
        .stderr(contains("bad.toml:10:9: custom card 'Big': cost: '{255}{U}' has mana value 256; a cost's mana value must be between 0 and 100"));
    bad_model(&model_with("", &creature(&"{U}".repeat(256), "1", "1")))
        .code(150)
        .stderr(contains(
            "has mana value 256; a cost's mana value must be between 0 and 100",
        ));
    bad_model(&model_with(
        "",
        &creature("{99999999999999999999999}", "1", "1"),
    ))
    .code(150)
    .stderr(contains("a cost's mana value must be between 0 and 100"));
    bad_model(&model_with("", &creature("{X}{X}{X}{X}{R}", "1", "1")))
        .code(150)
        .stderr(contains("has 4 {X} symbols; a cost has at most 3"));
    // At the bound: loads, and a property sees the exact mana value.
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("m.toml");
    let text = model_with("hand = [\"Big\"]", &creature(&format!("{{90}}{}", "{U}".repeat(10)), "1", "1"))
        + "[[property]]\nid = \"mv\"\nkind = \"always\"\nexpr = '''all(c in cards where c.name == \"Big\": c.mana_value == 100)'''\n[expect]\nmv = \"holds\"\n";
    std::fs::write(&model, text).unwrap();
    rulecheck()
        .args(["check", model.to_str().unwrap(), "--no-shared", "--verbose"])
        .assert()
        .success()
        .stdout(contains("mv"));
}

#[test]
fn power_and_toughness_beyond_a_byte_are_rejected() {
    // power = 300 became 44.
    bad_model(&model_with("", &creature("{1}", "300", "1")))
        .code(150)
        .stderr(contains(
            "custom card 'Big': power must be between -128 and 127, not 300",
        ));
    bad_model(&model_with("", &creature("{1}", "1", "-129")))
        .code(150)
        .stderr(contains(
            "custom card 'Big': toughness must be between -128 and 127, not -129",
        ));
}

#[test]
fn card_entry_values_out_of_range_name_the_range() {
    bad_model(&model_with(
        "battlefield = [{ card = \"Grizzly Bears\", counters = 101 }]",
        "",
    ))
    .code(150)
    .stderr(contains(
        "bad.toml:5:16: `counters` must be an integer between 0 and 100, not 101",
    ));
    bad_model(&model_with(
        "exile = [{ card = \"Rift Bolt\", time = -1 }]",
        "",
    ))
    .code(150)
    .stderr(contains(
        "`time` must be an integer between 0 and 100, not -1",
    ));
    bad_model(&model_with(
        "exile = [{ card = \"Rift Bolt\", plotted_turn = 51 }]",
        "",
    ))
    .code(150)
    .stderr(contains(
        "`plotted_turn` must be an integer between 0 and 1, not 51",
    ));
    // Plotted on a turn the game has not reached: it starts on turn 1.
    bad_model(&model_with(
        "exile = [{ card = \"Rift Bolt\", plotted_turn = 2 }]",
        "",
    ))
    .code(150)
    .stderr(contains(
        "`plotted_turn` must be an integer between 0 and 1, not 2",
    ))
    .stderr(contains("the game starts on turn 1"));
}

#[test]
fn impossible_starting_positions_are_rejected() {
    for zone in ["hand", "library", "graveyard", "exile"] {
        bad_model(&model_with(
            &format!("{zone} = [{{ card = \"Grizzly Bears\", counters = 1 }}]"),
            "",
        ))
        .code(150)
        .stderr(contains(format!(
            "a card in {zone} cannot have +1/+1 counters: only a permanent has them (CR 122.2)"
        )));
    }
    bad_model(&model_with(
        "exile = [{ card = \"Rift Bolt\", plotted = true, time = 2 }]",
        "",
    ))
    .code(150)
    .stderr(contains(
        "'Rift Bolt' is both plotted and suspended: a card is exiled by one or the other",
    ));
    bad_model(&model_with(
        "exile = [{ card = \"Grizzly Bears\", plotted_turn = 1, time = 2, suspend = true }]",
        "",
    ))
    .code(150)
    .stderr(contains("'Grizzly Bears' is both plotted and suspended"));
    bad_model(&model_with(
        "exile = [{ card = \"Island\", plotted = true }]",
        "",
    ))
    .code(150)
    .stderr(contains(
        "'Island' is a land: a land cannot be plotted (CR 702.170)",
    ));
}

#[test]
fn custom_cards_need_a_name_of_their_own_or_replaces() {
    let bears = |name: &str, extra: &str| {
        format!("[[card]]\nname = \"{name}\"\n{extra}cost = \"{{1}}{{G}}\"\ntypes = [\"creature\"]\npower = 3\ntoughness = 3\n")
    };
    bad_model(&model_with("", &(bears("Bear", "") + &bears("Bear", ""))))
        .code(150)
        .stderr(contains(
            "bad.toml:14:1: custom card 'Bear' is defined twice",
        ));
    bad_model(&model_with("", &bears("Grizzly Bears", "")))
        .code(150)
        .stderr(contains(
            "custom card 'Grizzly Bears' has the name of a library card",
        ))
        .stderr(contains("add `replaces = true`"));
    bad_model(&model_with("", &bears("Bear", "replaces = true\n")))
        .code(150)
        .stderr(contains(
            "custom card 'Bear' has `replaces = true` but no library card has that name",
        ));
    bad_model(&model_with("", &bears("", "")))
        .code(150)
        .stderr(contains("bad.toml:8:1: a custom card needs a name"));
    // " Grizzly Bears" would otherwise be a second Grizzly Bears without `replaces`.
    bad_model(&model_with("", &bears(" Grizzly Bears", "")))
        .code(150)
        .stderr(contains("a name has no spaces at its ends"));
    bad_model(&model_with(
        "",
        &bears("Grizzly Bears", "replaces = \"yes\"\n"),
    ))
    .code(150)
    .stderr(contains("`replaces` must be true or false"));
    // With `replaces = true` the model's 3/3 stands in for the library's 2/2.
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("m.toml");
    let text = model_with("battlefield = [\"Grizzly Bears\"]", &bears("Grizzly Bears", "replaces = true\n"))
        + "[[property]]\nid = \"big\"\nkind = \"always\"\nexpr = '''all(c in cards where c.name == \"Grizzly Bears\": c.power == 3)'''\n[expect]\nbig = \"holds\"\n";
    std::fs::write(&model, text).unwrap();
    rulecheck()
        .args(["check", model.to_str().unwrap(), "--no-shared", "--verbose"])
        .assert()
        .success();
}

#[test]
fn zero_threads_and_zero_memory_are_rejected_as_bench_does() {
    rulecheck()
        .args(["check", "models/plot/djinn.toml", "--threads", "0"])
        .assert()
        .code(2)
        .stderr(contains(
            "invalid value '0' for '--threads <THREADS>': 0 is not in 1..=65535",
        ));
    rulecheck()
        .args(["check", "models/plot/djinn.toml", "--max-memory", "0"])
        .assert()
        .code(2)
        .stderr(contains("invalid value '0' for '--max-memory <MIB>'"));
    rulecheck()
        .args(["check", "models/plot/djinn.toml", "--max-moves", "0"])
        .assert()
        .code(2)
        .stderr(contains("invalid value '0' for '--max-moves <N>'"));
}

#[test]
fn reports_give_each_case_its_share_say_what_was_searched_and_keep_power() {
    let dir = tempfile::tempdir().unwrap();
    let (junit, itf, dot) = (
        dir.path().join("r.xml"),
        dir.path().join("itf"),
        dir.path().join("t.dot"),
    );
    // An unreached `sometimes` without a citation, next to the loop of the old suspend rule.
    let model = dir.path().join("m.toml");
    let text = std::fs::read_to_string("models/suspend/drake-banish-loop.toml").unwrap()
        + "\n[[property]]\nid = \"never\"\nkind = \"sometimes\"\nexpr = '''turn == 2'''\n";
    std::fs::write(&model, text).unwrap();
    rulecheck()
        .args([
            "check",
            model.to_str().unwrap(),
            "--set",
            "suspend.last-counter=must-play",
        ])
        .args([
            "--junit",
            junit.to_str().unwrap(),
            "--itf",
            itf.to_str().unwrap(),
        ])
        .args(["--dot", dot.to_str().unwrap()])
        .assert()
        .code(13);
    let xml = std::fs::read_to_string(&junit).unwrap();
    let suite: f64 = xml
        .split("<testsuite name=")
        .nth(1)
        .and_then(|s| s.split("time=\"").nth(1))
        .and_then(|s| s.split('"').next())
        .unwrap()
        .parse()
        .unwrap();
    let cases: Vec<f64> = xml
        .split("<testcase ")
        .skip(1)
        .map(|c| {
            c.split("time=\"")
                .nth(1)
                .unwrap()
                .split('"')
                .next()
                .unwrap()
                .parse()
                .unwrap()
        })
        .collect();
    let sum: f64 = cases.iter().sum();
    assert!(
        (sum - suite).abs() < 0.002 * cases.len() as f64,
        "the cases add up to the suite ({sum} vs {suite}): {xml}"
    );
    assert!(
        xml.contains("<failure message=\"never: unreached, expected reached\""),
        "no \"()\" for a missing citation: {xml}"
    );
    assert!(
        xml.contains("no trace: no reachable state satisfies it; all reachable states within 1 turn were searched: 1 stored, 5 forced ones passed through"),
        "an unreached sometimes says what was searched: {xml}"
    );
    assert!(xml.contains("<skipped message=\"not applicable"), "{xml}");
    let trace: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(itf.join(format!(
            "{}.2026-01-16.core.terminates.itf.json",
            model.with_extension("").to_string_lossy().replace(['/', '\\'], "_")
        )))
        .unwrap(),
    )
    .unwrap();
    let powers: Vec<String> = trace["states"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let m = &s["power"]["#map"][0];
            assert!(m[0].as_str().unwrap().starts_with("Crackling Drake#"));
            let t = &s["toughness"]["#map"][0][1]["#bigint"];
            format!(
                "{}/{}",
                m[1]["#bigint"].as_str().unwrap(),
                t.as_str().unwrap()
            )
        })
        .collect();
    assert!(
        powers.contains(&"4/4".to_string()) && powers.contains(&"3/4".to_string()),
        "{powers:?}"
    );
    assert!(trace["vars"].as_array().unwrap().contains(&"power".into()));
    // DOT folds the upkeep's run of passes into one edge, as the text trace does.
    let dot = std::fs::read_to_string(&dot).unwrap();
    assert!(dot.contains("players pass priority (4 passes)"), "{dot}");
    assert!(!dot.contains("Alice passes priority"), "{dot}");
}

#[test]
fn control_characters_and_workflow_commands_in_names_are_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let props = dir.path().join("props");
    std::fs::create_dir(&props).unwrap();
    std::fs::write(
        props.join("evil.toml"),
        "[[property]]\nid = \"evil\"\nkind = \"always\"\ncite = \"CR 1% \\r\\n::warning::injected\"\nexpr = '''turn == 0'''\n",
    )
    .unwrap();
    let model = dir.path().join("m.toml");
    std::fs::write(
        &model,
        "name = \"m\"\nturns = 1\n[[player]]\nname = \"Al\\u001b[2Jice\\u0000\"\nlibrary = [\"Island\"]\n[[player]]\nname = \"Bob\"\nlibrary = [\"Island\"]\n",
    )
    .unwrap();
    let dot = dir.path().join("t.dot");
    let junit = dir.path().join("r.xml");
    let summary = dir.path().join("summary.md");
    let out = rulecheck()
        .args([
            "check",
            model.to_str().unwrap(),
            "--properties",
            props.to_str().unwrap(),
        ])
        .args([
            "--dot",
            dot.to_str().unwrap(),
            "--junit",
            junit.to_str().unwrap(),
        ])
        .env("GITHUB_ACTIONS", "true")
        .env("GITHUB_STEP_SUMMARY", &summary)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(12));
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        !stdout.contains('\x1b') && !stdout.contains('\0'),
        "{stdout:?}"
    );
    assert!(stdout.contains("Al\\x1b[2Jice\\x00"), "{stdout}");
    let annotation = stdout.lines().find(|l| l.starts_with("::error")).unwrap();
    assert!(
        annotation.ends_with(
            "evil (2026-01-16): violated, expected holds. CR 1%25 %0D%0A::warning::injected"
        ),
        "{annotation}"
    );
    assert!(
        !stdout.lines().any(|l| l.starts_with("::warning")),
        "{stdout}"
    );
    for f in [&dot, &junit, &summary] {
        let text = std::fs::read_to_string(f).unwrap();
        assert!(
            !text.chars().any(|c| c.is_control() && c != '\n'),
            "{}: {text:?}",
            f.display()
        );
    }
}

#[test]
fn shared_properties_are_built_in_and_work_from_any_directory() {
    let dir = tempfile::tempdir().unwrap();
    let model = std::fs::canonicalize("models/plot/djinn.toml").unwrap();
    let here = |args: &[&str]| {
        let mut c = rulecheck();
        c.current_dir(dir.path()).args(args);
        c
    };
    here(&["check", model.to_str().unwrap(), "--verbose"])
        .assert()
        .success()
        .stdout(contains("plot.not-cast-same-turn"))
        .stdout(contains("core.terminates"));
    // The model's own properties alone.
    let out = here(&[
        "check",
        model.to_str().unwrap(),
        "--no-shared",
        "--format",
        "json",
    ])
    .output()
    .unwrap();
    let report: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let ids: Vec<&str> = report["runs"][0]["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["djinn-free-on-3"]);
    // A file named like a built-in one replaces it; others are added.
    std::fs::write(
        dir.path().join("plot.toml"),
        "[[property]]\nid = \"mine\"\nkind = \"always\"\nexpr = '''turn <= 3'''\n",
    )
    .unwrap();
    let report: serde_json::Value = serde_json::from_slice(
        &here(&[
            "check",
            model.to_str().unwrap(),
            "--properties",
            ".",
            "--format",
            "json",
        ])
        .output()
        .unwrap()
        .stdout,
    )
    .unwrap();
    let ids: Vec<&str> = report["runs"][0]["properties"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_str().unwrap())
        .collect();
    assert!(
        ids.contains(&"mine") && ids.contains(&"core.terminates"),
        "{ids:?}"
    );
    assert!(!ids.iter().any(|i| i.starts_with("plot.")), "{ids:?}");
    // A missing --properties directory is a command-line error, not a malformed property file.
    here(&["check", model.to_str().unwrap(), "--properties", "nowhere"])
        .assert()
        .code(2)
        .stderr(contains("error: --properties nowhere: no such directory"));
    // Outside the project, the default models/ is not there: say so.
    here(&["check"])
        .assert()
        .code(150)
        .stderr(contains("error: no models/ directory here"));
}

#[test]
fn the_default_output_is_a_line_per_model_and_shared_properties_can_be_not_applicable() {
    let out = rulecheck().arg("check").output().unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        stdout
            .lines()
            .filter(|l| l.starts_with("ok    models/"))
            .count(),
        STATE_COUNTS.len()
    );
    // The totals, and one line naming the cards whose text is not all modelled.
    assert!(stdout.lines().count() < STATE_COUNTS.len() + 7, "{stdout}");
    assert!(
        stdout
            .contains("cards whose text is not all modelled; no verdict covers those sentences (")
            && stdout.contains("Sorin Markov"),
        "{stdout}"
    );
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains(
        "ok    models/plot/djinn.toml (2026-01-16): 51 states stored, 331 folded; 8 as expected, 11 not applicable"
    ), "{stdout}");
    let verbose = rulecheck().args(["check", "--verbose"]).output().unwrap();
    let verbose = String::from_utf8(verbose.stdout).unwrap();
    assert!(
        verbose.contains("planechase.die-cost") && verbose.contains("n/a"),
        "{verbose}"
    );

    let report = json(&["check"]);
    let outcome = |model: &str, id: &str| {
        let run = report["runs"]
            .as_array()
            .unwrap()
            .iter()
            .find(|r| r["model"] == model)
            .unwrap();
        let p = run["properties"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["id"] == id)
            .unwrap()
            .clone();
        (
            p["outcome"].as_str().unwrap().to_string(),
            p["as_expected"] == true,
        )
    };
    let na = ("not_applicable".to_string(), true);
    assert_eq!(outcome("models/plot/djinn.toml", "planechase.die-cost"), na);
    assert_eq!(
        outcome(
            "models/plot/djinn.toml",
            "suspend.declined-card-unsuspended"
        ),
        na
    );
    assert_eq!(
        outcome("models/suspend/rift-bolt.toml", "plot.owner-casts"),
        na
    );
    // Cards that can gain suspend keep the suspend properties applicable: Delay counters a
    // spell into suspend, Talon Gates suspends a card from hand.
    for model in [
        "models/suspend/delay.toml",
        "models/planechase/talon-gates-suspend.toml",
    ] {
        assert_eq!(
            outcome(model, "suspend.counter-removed-in-owners-upkeep"),
            ("holds".to_string(), true),
            "{model}"
        );
    }
    // Make Your Own Luck plots a card with no plot of its own.
    assert_eq!(
        outcome(
            "models/plot/make-your-own-luck-2.toml",
            "plot.not-cast-same-turn"
        ),
        ("holds".to_string(), true)
    );
}

#[test]
fn an_unknown_applies_to_feature_exits_151_with_the_list() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("p.toml"),
        "[[property]]\nid = \"p\"\nkind = \"always\"\nexpr = '''true'''\napplies_to = [\"suspnd\"]\n",
    )
    .unwrap();
    rulecheck()
        .args([
            "check",
            "models/plot/djinn.toml",
            "--properties",
            dir.path().to_str().unwrap(),
        ])
        .assert()
        .code(151)
        .stderr(contains("applies_to: unknown feature 'suspnd'"))
        .stderr(contains("features: suspend, plot, planes, no-mana-cost"))
        .stderr(contains("p.toml:5:"));
}

#[test]
fn a_forced_chain_that_never_comes_back_is_undecided_not_a_hang() {
    // Under this mutant, every forced pass in Pools of Becoming's chaos puts one more item on
    // the stack than it resolves: the forced moves never end and never repeat a state. The
    // walk used to go on (copying an ever larger stack) past every limit; now `terminates` is
    // undecided there and the search stops, incomplete. The guard is not a benchmark.
    rulecheck()
        .args([
            "check",
            "models/planechase/chaos-pools-of-becoming.toml",
            "--set",
            "planechase.roll-timing=any",
            // Each chaos trigger's order among Alice's own triggers would be a choice (CR
            // 603.3b), breaking the forced chain this guard is about into stored states.
            "--set",
            "triggers.own-order=fixed",
            // Likewise the order the revealed planar cards go to the bottom in (CR 401.4).
            "--set",
            "library.random-order=fixed",
        ])
        .timeout(std::time::Duration::from_secs(120))
        .assert()
        .code(12)
        .stdout(contains("core.terminates in models/planechase/chaos-pools-of-becoming.toml (2026-01-16): unknown, expected holds"))
        .stdout(contains(
            "a state's forced moves go on for more than 10000 moves without coming back",
        ));
}

/// A card with faces is a user error at its table when its name or faces don't fit its layout.
#[test]
fn cards_with_faces_are_checked_against_their_layout() {
    let face = |name: &str, types: &str| {
        format!("[[card.face]]\nname = \"{name}\"\ncost = \"{{R}}\"\ntypes = [\"{types}\"]\n")
    };
    let card = |name: &str, layout: &str, faces: &str| {
        format!("[[card]]\nname = \"{name}\"\nlayout = \"{layout}\"\n{faces}")
    };
    bad_model(&model_with(
        "",
        &card("Hit // Run", "split", &(face("Hit", "instant") + &face("Ran", "instant"))),
    ))
    .code(150)
    .stderr(contains("bad.toml:8:1: custom card 'Hit // Run': a card with faces is named after them: name = \"Hit // Ran\""));
    bad_model(&model_with(
        "",
        &card(
            "Hit // Run",
            "adventure",
            &(face("Hit", "instant") + &face("Run", "sorcery")),
        ),
    ))
    .code(150)
    .stderr(contains("an adventurer card's first face is a permanent"));
    bad_model(&model_with(
        "",
        &card("Hit", "modal", &face("Hit", "instant")),
    ))
    .code(150)
    .stderr(contains(
        "a modal double-faced card has two [[face]] tables, 'Hit' has 1",
    ));
    bad_model(&model_with(
        "",
        "[[card]]\nname = \"Hit\"\ncost = \"{R}\"\ntypes = [\"instant\"]\n[[card.face]]\nname = \"Run\"\ntypes = [\"instant\"]\n",
    ))
    .code(150)
    .stderr(contains("[[face]] tables need a layout"));
}

/// `tests/cards/`: one small position per library card written from other engines' staples
/// and planes, each with properties that show the card doing what its Oracle text says; every
/// one must be reached (and the shared properties must hold) with and without reduction.
#[test]
fn card_behaviour_positions_pass() {
    let files = std::fs::read_dir("tests/cards").unwrap().count();
    for no_reduction in [false, true] {
        let mut args = vec!["check", "tests/cards"];
        if no_reduction {
            args.push("--no-reduction");
        }
        let report = json(&args);
        assert_eq!(report["ok"], true, "--no-reduction: {no_reduction}");
        let runs = report["runs"].as_array().unwrap();
        assert_eq!(runs.len(), files);
        for r in runs {
            assert_eq!(r["complete"], true, "{}", r["model"]);
            for p in r["properties"].as_array().unwrap() {
                assert_eq!(p["as_expected"], true, "{} {}", r["model"], p["id"]);
            }
        }
    }
}

/// SIGTERM (what `timeout` and CI runners send when a job's time is up) stops the search as
/// Ctrl-C does: an honest partial report, exit 152, and the JUnit file written.
#[test]
fn sigterm_stops_the_search_and_still_writes_the_report() {
    let dir = tempfile::tempdir().unwrap();
    let junit = dir.path().join("j.xml");
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_rulecheck"))
        .args(["check", "models/bench/realistic/two-h7-t4.toml", "--junit"])
        .arg(&junit)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(std::time::Duration::from_millis(1500));
    unsafe { libc::kill(child.id() as libc::pid_t, libc::SIGTERM) };
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(152), "{stdout}");
    assert!(stdout.contains("search incomplete"), "{stdout}");
    let xml = std::fs::read_to_string(&junit).unwrap();
    assert!(xml.contains("<testsuites"), "{xml}");
}

/// A report file that cannot be written is found before the search (exit 2 at once), not
/// after a long run.
#[test]
fn an_unwritable_report_file_fails_before_the_search() {
    rulecheck()
        .args([
            "check",
            "models/plot/djinn.toml",
            "--junit",
            "/nonexistent-dir/x.xml",
        ])
        .assert()
        .code(2)
        .stderr(contains("cannot write /nonexistent-dir/x.xml"))
        .stderr(contains("checked before the search"))
        .stdout(contains("djinn").not());
}

/// In a directory, every model that does not load is shown (not only the first), and
/// nothing is checked; under `--format json` stdout is still the one error object.
#[test]
fn every_model_that_does_not_load_is_shown() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::copy("models/plot/djinn.toml", dir.path().join("djinn.toml")).unwrap();
    for (file, card) in [("bad1.toml", "Djin"), ("bad2.toml", "Islnd")] {
        std::fs::write(
            dir.path().join(file),
            format!("name = \"x\"\nturns = 1\n[[player]]\nname = \"A\"\nhand = [\"{card}\"]\n[[player]]\nname = \"B\"\n"),
        )
        .unwrap();
    }
    rulecheck()
        .args(["check", dir.path().to_str().unwrap()])
        .assert()
        .code(150)
        .stderr(contains("bad1.toml:5:9: unknown card 'Djin'"))
        .stderr(contains("bad2.toml:5:9: unknown card 'Islnd'"))
        .stderr(contains(
            "2 of 3 model files did not load; nothing was checked",
        ))
        .stdout(contains("djinn").not());
    let out = rulecheck()
        .args(["check", "--format", "json", dir.path().to_str().unwrap()])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["exit_code"], 150, "{v}");
}

/// A custom card's unknown keyword points at the word, with a did-you-mean; a key that takes a
/// table, given a number, says so without a Rust type's name.
#[test]
fn a_custom_cards_value_errors_point_at_the_value_with_a_hint() {
    let card = |line: &str| {
        format!(
            "name = \"x\"\nturns = 1\n{PLAYERS}[[card]]\nname = \"C1\"\ncost = \"{{R}}\"\n\
             types = [\"creature\"]\npower = 1\ntoughness = 1\n{line}\n"
        )
    };
    bad_model(&card("keywords = [\"hast\"]"))
        .code(150)
        .stderr(contains(
            "bad.toml:13:13: custom card: unknown value `hast`",
        ))
        .stderr(contains("did you mean 'haste'?"));
    bad_model(&card("suspend = 3"))
        .code(150)
        .stderr(contains("invalid type: integer `3`, expected a table"))
        .stderr(contains("suspend = { time = 3, cost = \"{1}{R}\" }"))
        .stderr(contains("SuspendSpec").not());
}
