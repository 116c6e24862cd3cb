//! The clock every scheduling decision reads: the system time, or `COURSE_NOW` (RFC 3339)
//! when set, so that tests and demonstrations see the same intervals on every run.

use anyhow::Result;
use chrono::{DateTime, Utc};

use crate::ui::UserError;

/// The current time, as Unix seconds.
pub fn now() -> Result<i64> {
    match std::env::var("COURSE_NOW") {
        Ok(text) if !text.trim().is_empty() => parse(&text),
        _ => Ok(Utc::now().timestamp()),
    }
}

/// Parses an RFC 3339 time (`2026-11-30T08:00:00Z`) into Unix seconds.
pub fn parse(text: &str) -> Result<i64> {
    DateTime::parse_from_rfc3339(text.trim())
        .map(|t| t.timestamp())
        .map_err(|err| {
            UserError(format!(
                "course: COURSE_NOW: '{text}' is not an RFC 3339 time such as 2026-11-30T08:00:00Z ({err})"
            ))
            .into()
        })
}

/// Unix seconds as RFC 3339 in UTC, to the second.
pub fn rfc3339(secs: i64) -> String {
    DateTime::<Utc>::from_timestamp(secs, 0)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_else(|| secs.to_string())
}

/// Unix seconds as a short UTC date and time for tables.
pub fn short(secs: i64) -> String {
    DateTime::<Utc>::from_timestamp(secs, 0)
        .map(|t| t.format("%Y-%m-%d %H:%M").to_string())
        .unwrap_or_else(|| secs.to_string())
}

/// The first second of the UTC day after the one containing `secs`: "due today" means
/// due before this. UTC, not local time, so that the answer does not depend on the machine.
pub fn end_of_day(secs: i64) -> i64 {
    (secs.div_euclid(86_400) + 1) * 86_400
}

/// The first second of the UTC day containing `secs`.
pub fn start_of_day(secs: i64) -> i64 {
    secs.div_euclid(86_400) * 86_400
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_rfc3339_with_offsets() {
        assert_eq!(parse("1970-01-01T00:00:10Z").unwrap(), 10);
        assert_eq!(parse("1970-01-01T01:00:10+01:00").unwrap(), 10);
        assert!(parse("yesterday").is_err());
    }

    #[test]
    fn day_boundaries_are_utc() {
        let t = parse("2026-11-30T23:59:59Z").unwrap();
        assert_eq!(rfc3339(end_of_day(t)), "2026-12-01T00:00:00Z");
        assert_eq!(rfc3339(start_of_day(t)), "2026-11-30T00:00:00Z");
    }
}
