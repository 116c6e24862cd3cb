//! Lesson 9.3, section 3 ("Worked example"), reproduced by `course check`: @sum_pos after
//! mem2reg passes Algorithm 9.3.7 with the lesson's step table and dominance table, and the
//! introduction's broken variant fails at step 9 (issue "done means" 4).

mod common;

use common::*;
use std::path::Path;

fn check_json(file: &str, extra: &[&str]) -> serde_json::Value {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let mut args = vec!["check", file, "--format", "json"];
    args.extend_from_slice(extra);
    let out = run_course(&args, &cases);
    serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}: {}", out.stdout))
}

fn step(doc: &serde_json::Value, k: u64) -> (String, String, String) {
    let row = doc["steps"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["step"] == k)
        .unwrap_or_else(|| panic!("no step {k}"));
    (
        row["rule"].as_str().unwrap().to_string(),
        row["checked"].as_str().unwrap().to_string(),
        row["result"].as_str().unwrap().to_string(),
    )
}

#[test]
fn sum_pos_after_mem2reg_has_the_lessons_step_table() {
    let doc = check_json("valid-lesson-sum-pos-mem2reg.ll", &[]);
    assert_eq!(doc["valid"], true);
    // The table of section 3, row by row: step, rule, what is checked, result.
    let want = [
        (1, "W1", "7 blocks, each ends in br/ret"),
        (
            2,
            "names",
            "13 local definitions, each once; every used name is defined",
        ),
        (
            3,
            "W5",
            "%cmp is i1 in br i1 %cmp; %s.0 is i64 in add nsw i64",
        ),
        (4, "W5", "ret i64 %s.0 in an i64 function"),
        (5, "W2", "preds(entry) = ∅"),
        (6, "W3", "phis only at the tops of for.cond and if.end"),
        (
            7,
            "W4",
            "for.cond: phi blocks {entry, for.inc} = preds; if.end: {if.then, for.body} = preds",
        ),
        (8, "W6", "no instruction uses itself"),
        (9, "W6", "see the dominance table"),
    ];
    for (k, rule, checked) in want {
        let (r, c, res) = step(&doc, k);
        assert_eq!(r, rule, "step {k}");
        assert!(c.contains(checked), "step {k}: {c:?} lacks {checked:?}");
        assert_eq!(res, "ok", "step {k}");
    }
}

#[test]
fn sum_pos_after_mem2reg_has_the_lessons_dominance_table() {
    let doc = check_json("valid-lesson-sum-pos-mem2reg.ll", &["--dominance"]);
    let rows: Vec<(String, String, String, String, bool)> = doc["dominance"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["use"].as_str().unwrap().to_string(),
                r["in_block"].as_str().unwrap().to_string(),
                r["def_in"].as_str().unwrap().to_string(),
                r["rule"].as_str().unwrap().to_string(),
                r["holds"].as_bool().unwrap(),
            )
        })
        .collect();
    // The seven rows of the lesson's table (the eighth, hypothetical one is the next test).
    let lesson = [
        (
            "%s.0 in %add",
            "if.then",
            "for.cond",
            "for.cond sdom if.then",
        ),
        (
            "%s.0 in ret",
            "for.end",
            "for.cond",
            "for.cond sdom for.end",
        ),
        (
            "%s.0 entry of %s.1 for edge for.body → if.end",
            "if.end (phi)",
            "for.cond",
            "for.cond dom for.body",
        ),
        (
            "%add entry of %s.1 for edge if.then → if.end",
            "if.end (phi)",
            "if.then",
            "if.then dom if.then",
        ),
        (
            "%s.1 entry of %s.0 for edge for.inc → for.cond",
            "for.cond (phi)",
            "if.end",
            "if.end dom for.inc",
        ),
        (
            "%inc entry of %i.0 for edge for.inc → for.cond",
            "for.cond (phi)",
            "for.inc",
            "for.inc dom for.inc",
        ),
        (
            "%i.0 in %arrayidx2",
            "if.then",
            "for.cond",
            "for.cond sdom if.then",
        ),
    ];
    for (use_, block, def, rule) in lesson {
        assert!(
            rows.iter()
                .any(|r| r.0 == use_ && r.1 == block && r.2 == def && r.3 == rule && r.4),
            "the lesson's row {use_:?} is missing from {rows:#?}"
        );
    }
    // Every non-trivial use holds; the table has all of them, not only the lesson's seven.
    assert!(rows.iter().all(|r| r.4));
    assert!(rows.len() >= 7);
}

#[test]
fn the_broken_variant_fails_at_step_9() {
    for file in [
        "w6-lesson-sum-pos-broken.ll",
        "w6-hypothetical-add-in-ret.ll",
    ] {
        let doc = check_json(file, &["--dominance"]);
        assert_eq!(doc["valid"], false);
        assert_eq!(doc["rule"], "W6");
        assert_eq!(doc["step"], 9);
        assert_eq!(doc["message"], "Instruction does not dominate all uses!");
        let (_, _, result) = step(&doc, 9);
        assert!(result.starts_with("W6 fails (first)"), "{file}: {result}");
        for k in 1..=8 {
            assert_eq!(step(&doc, k).2, "ok", "{file}: step {k}");
        }
        // The failing row: %add, defined in if.then, which does not strictly dominate the
        // use's block (the path for.body -> if.end skips it).
        let failing: Vec<&serde_json::Value> = doc["dominance"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|r| r["holds"] == false)
            .collect();
        assert_eq!(failing.len(), 1, "{file}");
        assert_eq!(failing[0]["def_in"], "if.then");
        assert!(failing[0]["use"].as_str().unwrap().starts_with("%add in "));
    }
}
