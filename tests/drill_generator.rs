//! The ir-validity generator over many seeds (issue "Done means", item 2): outcome shares,
//! mutation kinds, distinct functions, determinism, and agreement with the checker.

use std::collections::{BTreeMap, BTreeSet};

use course::drill::mutate::KINDS;
use course::drill::{Difficulty, OUTCOMES, generate, kinds_for, outcome_name, verdict};

const SEEDS: u64 = 3000;

#[test]
fn outcome_shares_kinds_and_distinct_functions_over_3000_seeds_per_difficulty() {
    for d in Difficulty::ALL {
        let mut shares: BTreeMap<&str, u64> = BTreeMap::new();
        let mut kinds: BTreeMap<&str, u64> = BTreeMap::new();
        let mut from_bases = 0;
        let mut modules: BTreeSet<String> = BTreeSet::new();
        for seed in 1..=SEEDS {
            let drill = generate(seed, d, None).unwrap();
            *shares.entry(outcome_name(drill.claim.rule)).or_default() += 1;
            *kinds.entry(drill.claim.kind).or_default() += 1;
            from_bases += u64::from(drill.origin != "synthesised");
            modules.insert(drill.module);
        }
        eprintln!("{}: {shares:?}", d.name());
        eprintln!("{}: kinds {kinds:?}", d.name());
        eprintln!("{}: {from_bases} drills on a base function", d.name());
        for o in OUTCOMES {
            let n = shares.get(outcome_name(o)).copied().unwrap_or(0);
            let pct = n as f64 * 100.0 / SEEDS as f64;
            assert!(
                (8.0..=18.0).contains(&pct),
                "{}: {} has a share of {pct:.1}%",
                d.name(),
                outcome_name(o)
            );
            for k in kinds_for(d, o) {
                assert!(
                    kinds.contains_key(k.name),
                    "{}: kind {} never occurs",
                    d.name(),
                    k.name
                );
            }
        }
        let distinct = modules.len() as f64 * 100.0 / SEEDS as f64;
        eprintln!("{}: {distinct:.1}% distinct", d.name());
        assert!(
            distinct >= 95.0,
            "{}: only {distinct:.1}% distinct",
            d.name()
        );
    }
}

#[test]
fn every_kind_is_used_by_hard_and_every_rule_has_three_kinds() {
    for o in OUTCOMES {
        let n = kinds_for(Difficulty::Hard, o).len();
        assert!(n >= 3, "{} has {n} kinds", outcome_name(o));
    }
    assert_eq!(
        KINDS.len(),
        OUTCOMES
            .iter()
            .map(|o| kinds_for(Difficulty::Hard, *o).len())
            .sum::<usize>()
    );
}

#[test]
fn the_same_seed_gives_the_same_bytes() {
    for d in Difficulty::ALL {
        for seed in [1, 11, 12345, u64::MAX] {
            let a = generate(seed, d, None).unwrap();
            let b = generate(seed, d, None).unwrap();
            assert_eq!(a.module, b.module);
            assert_eq!(a.claim, b.claim);
        }
    }
}

#[test]
fn block_counts_follow_the_difficulty() {
    for d in Difficulty::ALL {
        let (lo, hi) = d.config().blocks;
        for seed in 1..=300 {
            let drill = generate(seed, d, Some(None)).unwrap();
            let n = drill.func.blocks.len();
            // Valid drills may gain one unreachable decoy block.
            assert!(
                n >= lo.min(3) && n <= hi + 3,
                "{} seed {seed}: {n} blocks",
                d.name()
            );
        }
    }
}

#[test]
fn rule_filter_gives_only_that_outcome() {
    for o in OUTCOMES {
        for seed in 1..=50 {
            let drill = generate(seed, Difficulty::Medium, Some(o)).unwrap();
            assert_eq!(drill.claim.rule, o);
        }
    }
}

/// Fails until the checker lands (its placeholder calls everything valid).
#[test]
fn the_checker_reports_exactly_the_claimed_rule_and_message() {
    let mut wrong = Vec::new();
    for d in Difficulty::ALL {
        for seed in 1..=SEEDS {
            let drill = generate(seed, d, None).unwrap();
            let report = drill.report();
            let msg = report.first().map(|f| f.message.clone());
            if verdict(&report) != drill.claim.rule || msg != drill.claim.message {
                wrong.push(format!(
                    "seed {seed} {} ({}): claimed {:?} {:?}, checker {:?} {msg:?}",
                    d.name(),
                    drill.claim.kind,
                    drill.claim.rule,
                    drill.claim.message,
                    verdict(&report)
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of 9000 drills disagree with the checker:\n{}",
        wrong.len(),
        wrong
            .iter()
            .take(20)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// Every base function is well formed by the checker's word too.
#[test]
fn the_checker_accepts_every_base_function() {
    let bases = course::drill::bases().unwrap();
    assert!(bases.len() >= 12);
    for (rel, f) in bases {
        let report = course::verify::check_source(rel, f.module_text().as_bytes());
        assert!(report.valid(), "{rel}: {:?}", report.first());
        assert_eq!(
            report.functions.len(),
            1,
            "{rel}: the checker traces the function"
        );
    }
}
