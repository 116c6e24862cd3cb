//! Scheduling: learning steps of our own (minutes), then FSRS (the `fsrs` crate, the
//! implementation Anki uses) for intervals in days.
//!
//! The FSRS memory state (stability, difficulty) is updated on every rating, learning ones
//! included (same-day reviews use FSRS's short-term formula). The phase only decides the
//! delay: a card in learning or relearning waits the next step; a graduated card waits the
//! interval FSRS gives for the rating, rounded to whole days, at least one.

use anyhow::{Result, anyhow};
use fsrs::{FSRS, MemoryState, NextStates};

use crate::store::{CardState, Phase};

/// The probability of recall FSRS aims for when it picks an interval.
pub const DESIRED_RETENTION: f32 = 0.9;
/// Learning steps of a new card, in minutes: again → first step, good → next step.
pub const LEARNING_STEPS_MIN: &[i64] = &[1, 10];
/// Relearning steps of a forgotten card, in minutes.
pub const RELEARNING_STEPS_MIN: &[i64] = &[10];

const DAY: i64 = 86_400;

/// A rating, as the keys 1–4.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rating {
    Again = 1,
    Hard = 2,
    Good = 3,
    Easy = 4,
}

impl Rating {
    pub const ALL: [Rating; 4] = [Rating::Again, Rating::Hard, Rating::Good, Rating::Easy];

    pub fn from_key(key: &str) -> Option<Rating> {
        match key {
            "1" => Some(Rating::Again),
            "2" => Some(Rating::Hard),
            "3" => Some(Rating::Good),
            "4" => Some(Rating::Easy),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Rating::Again => "again",
            Rating::Hard => "hard",
            Rating::Good => "good",
            Rating::Easy => "easy",
        }
    }
}

/// FSRS with the default parameters, and our learning steps.
pub struct Scheduler {
    fsrs: FSRS,
}

impl Scheduler {
    pub fn new() -> Result<Scheduler> {
        let fsrs = FSRS::new(&[]).map_err(|e| anyhow!("FSRS parameters: {e:?}"))?;
        Ok(Scheduler { fsrs })
    }

    /// The card's state after `rating` at time `now` (Unix seconds).
    pub fn next(
        &self,
        card_id: &str,
        before: Option<&CardState>,
        rating: Rating,
        now: i64,
    ) -> Result<CardState> {
        let states = self.next_states(before, now)?;
        let chosen = match rating {
            Rating::Again => &states.again,
            Rating::Hard => &states.hard,
            Rating::Good => &states.good,
            Rating::Easy => &states.easy,
        };
        let (phase, step, delay) = transition(before, rating, chosen.interval);
        let lapses = before.map_or(0, |b| b.lapses)
            + u32::from(
                before.is_some_and(|b| b.phase == Phase::Review) && rating == Rating::Again,
            );
        Ok(CardState {
            card_id: card_id.to_string(),
            phase,
            step,
            stability: f64::from(chosen.memory.stability),
            difficulty: f64::from(chosen.memory.difficulty),
            due: now + delay,
            last_review: now,
            reps: before.map_or(0, |b| b.reps) + 1,
            lapses,
        })
    }

    /// The delay in seconds each rating would give, in the order again, hard, good, easy.
    pub fn preview(&self, before: Option<&CardState>, now: i64) -> Result<[i64; 4]> {
        let mut out = [0; 4];
        for (slot, rating) in out.iter_mut().zip(Rating::ALL) {
            *slot = self.next("", before, rating, now)?.due - now;
        }
        Ok(out)
    }

    fn next_states(&self, before: Option<&CardState>, now: i64) -> Result<NextStates> {
        let memory = before.map(|b| MemoryState {
            stability: b.stability as f32,
            difficulty: b.difficulty as f32,
        });
        let elapsed = before.map_or(0, |b| elapsed_days(b.last_review, now));
        self.fsrs
            .next_states(memory, DESIRED_RETENTION, elapsed)
            .map_err(|e| anyhow!("FSRS: {e:?}"))
    }
}

/// Whole days from `last` to `now`, as FSRS counts them.
pub fn elapsed_days(last: i64, now: i64) -> u32 {
    u32::try_from((now - last).max(0) / DAY).unwrap_or(u32::MAX)
}

/// FSRS's interval (days) as the delay of a graduated card: rounded, at least one day.
pub fn graduated_delay(interval_days: f32) -> i64 {
    (interval_days.round() as i64).max(1) * DAY
}

/// The phase, step and delay (seconds) after `rating`, given FSRS's interval for it.
fn transition(before: Option<&CardState>, rating: Rating, interval: f32) -> (Phase, u32, i64) {
    let (phase, step) = before.map_or((Phase::Learning, 0), |b| (b.phase, b.step));
    match phase {
        Phase::Review if rating == Rating::Again => match RELEARNING_STEPS_MIN.first() {
            Some(&m) => (Phase::Relearning, 0, m * 60),
            None => (Phase::Review, 0, graduated_delay(interval)),
        },
        Phase::Review => (Phase::Review, 0, graduated_delay(interval)),
        Phase::Learning => stepped(Phase::Learning, LEARNING_STEPS_MIN, step, rating, interval),
        Phase::Relearning => stepped(
            Phase::Relearning,
            RELEARNING_STEPS_MIN,
            step,
            rating,
            interval,
        ),
    }
}

/// Anki's learning-step rules: again → first step; hard → repeat the step (the first step
/// waits halfway to the second); good → next step, or graduate after the last; easy → graduate.
fn stepped(
    phase: Phase,
    steps: &[i64],
    step: u32,
    rating: Rating,
    interval: f32,
) -> (Phase, u32, i64) {
    let step = step as usize;
    let minutes = |i: usize| steps.get(i).copied().unwrap_or(0) * 60;
    match rating {
        Rating::Again if !steps.is_empty() => (phase, 0, minutes(0)),
        Rating::Hard if step == 0 && steps.len() > 1 => (phase, 0, (minutes(0) + minutes(1)) / 2),
        Rating::Hard if step < steps.len() => (phase, step as u32, minutes(step)),
        Rating::Good if step + 1 < steps.len() => (phase, step as u32 + 1, minutes(step + 1)),
        _ => (Phase::Review, 0, graduated_delay(interval)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rate(s: &Scheduler, before: Option<&CardState>, r: Rating, now: i64) -> CardState {
        s.next("c", before, r, now).unwrap()
    }

    #[test]
    fn a_new_card_walks_the_learning_steps_then_graduates() {
        let s = Scheduler::new().unwrap();
        let first = rate(&s, None, Rating::Good, 0);
        assert_eq!(
            (first.phase, first.step, first.due),
            (Phase::Learning, 1, 600)
        );
        let second = rate(&s, Some(&first), Rating::Good, 600);
        assert_eq!(second.phase, Phase::Review);
        assert!(second.due - 600 >= DAY);
    }

    #[test]
    fn preview_matches_the_steps_for_a_new_card() {
        let s = Scheduler::new().unwrap();
        let p = s.preview(None, 0).unwrap();
        assert_eq!(&p[..3], &[60, 330, 600]);
        let easy = FSRS::new(&[])
            .unwrap()
            .next_states(None, 0.9, 0)
            .unwrap()
            .easy;
        assert_eq!(p[3], graduated_delay(easy.interval));
    }

    #[test]
    fn a_lapse_goes_to_relearning_and_counts() {
        let s = Scheduler::new().unwrap();
        let grad = rate(&s, None, Rating::Easy, 0);
        let lapse = rate(&s, Some(&grad), Rating::Again, grad.due);
        assert_eq!((lapse.phase, lapse.lapses), (Phase::Relearning, 1));
        assert_eq!(lapse.due - grad.due, 600);
    }
}
