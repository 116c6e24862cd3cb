//! Opening the store without ever damaging a file.
//!
//! Order matters: (1) an existing file must start with the SQLite header, checked by reading
//! 16 bytes ourselves, before SQLite sees it; (2) it must pass `PRAGMA quick_check` on a
//! read-only connection, so that nothing (not even a WAL checkpoint on close) writes to a
//! corrupt file; (3) only then is it opened for writing, switched to WAL and migrated.
//! Every refusal is a [`UserError`] naming the path (exit status 2).

use std::io::Read;
use std::path::Path;
use std::time::Duration;

use anyhow::Result;
use rusqlite::{Connection, ErrorCode, OpenFlags, TransactionBehavior};

use super::schema;
use crate::ui::UserError;

/// The first 16 bytes of every SQLite 3 database file.
const HEADER: &[u8; 16] = b"SQLite format 3\0";

/// How long a writer waits for another session's transaction before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Opens `path` (in directory `dir`) for reading and writing, after the checks above.
pub fn open_checked(dir: &Path, path: &Path) -> Result<Connection> {
    let exists = match std::fs::metadata(path) {
        Ok(meta) if meta.is_dir() => {
            return Err(cannot_write(path, "it is a directory"));
        }
        Ok(meta) => meta.len() > 0,
        Err(_) => false,
    };
    if exists {
        check_header(path)?;
        let sidecars = Sidecars::note(path);
        let checked = check_integrity(path);
        if checked.is_err() {
            sidecars.remove_new_empty();
        }
        checked?;
    } else if let Err(err) = std::fs::create_dir_all(dir) {
        return Err(cannot_write(path, &err.to_string()));
    }
    let conn = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_CREATE,
    )
    .map_err(|err| cannot_write(path, &err.to_string()))?;
    // SQLite falls back to read-only when the file's permissions forbid writing; we would
    // only find out at the first rating, so refuse now.
    if conn.is_readonly(rusqlite::MAIN_DB).unwrap_or(true) {
        return Err(cannot_write(path, "the file is read-only"));
    }
    conn.busy_timeout(BUSY_TIMEOUT)?;
    set_wal(&conn, path)?;
    migrate(&conn, path)?;
    Ok(conn)
}

/// Refuses a file that does not start with the SQLite header, without opening it in SQLite.
fn check_header(path: &Path) -> Result<()> {
    let mut head = Vec::with_capacity(16);
    let read = std::fs::File::open(path).and_then(|f| f.take(16).read_to_end(&mut head));
    if let Err(err) = read {
        return Err(refuse(path, &format!("cannot be read ({err})")));
    }
    if head.as_slice() != HEADER {
        return Err(refuse(
            path,
            "is not a SQLite database (it does not start with \"SQLite format 3\")",
        ));
    }
    Ok(())
}

/// The `-wal` and `-shm` files SQLite keeps beside a database in WAL mode. Even a read-only
/// connection creates them; when we refuse a file, we remove the ones we created (empty
/// ones only), so that a refused file is left exactly as it was found, and alone.
struct Sidecars {
    created: Vec<std::path::PathBuf>,
}

impl Sidecars {
    fn note(path: &Path) -> Sidecars {
        let created = ["-wal", "-shm"]
            .iter()
            .map(|ext| {
                let mut name = path.as_os_str().to_owned();
                name.push(ext);
                std::path::PathBuf::from(name)
            })
            .filter(|p| !p.exists())
            .collect();
        Sidecars { created }
    }

    fn remove_new_empty(&self) {
        let wal_empty = self
            .created
            .iter()
            .filter(|p| p.to_string_lossy().ends_with("-wal"))
            .all(|p| std::fs::metadata(p).map_or(true, |m| m.len() == 0));
        if wal_empty {
            for p in &self.created {
                let _ = std::fs::remove_file(p);
            }
        }
    }
}

/// Runs `PRAGMA quick_check` on a read-only connection and refuses anything but "ok".
fn check_integrity(path: &Path) -> Result<()> {
    let corrupt = |detail: String| refuse(path, &format!("is corrupt ({detail})"));
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .map_err(|err| corrupt(err.to_string()))?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .map_err(|err| corrupt(err.to_string()))?;
    if version > schema::current_version() {
        return Err(refuse(
            path,
            &format!(
                "was written by a newer course (schema version {version}; this one knows up to {})",
                schema::current_version()
            ),
        ));
    }
    let mut stmt = conn
        .prepare("PRAGMA quick_check")
        .map_err(|err| corrupt(err.to_string()))?;
    let rows: Vec<String> = stmt
        .query_map([], |row| row.get(0))
        .and_then(|rows| rows.collect())
        .map_err(|err| corrupt(err.to_string()))?;
    if rows != ["ok"] {
        return Err(corrupt(format!("PRAGMA quick_check: {}", rows.join("; "))));
    }
    Ok(())
}

/// Switches to WAL, so that readers and one writer proceed at once. Another session may be
/// doing the same on a fresh file: a busy answer is retried for as long as the busy timeout.
fn set_wal(conn: &Connection, path: &Path) -> Result<()> {
    let deadline = std::time::Instant::now() + BUSY_TIMEOUT;
    loop {
        match conn.query_row("PRAGMA journal_mode = WAL", [], |row| {
            row.get::<_, String>(0)
        }) {
            Ok(_) => return Ok(()),
            Err(err) if is_busy(&err) && std::time::Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(20));
            }
            Err(err) => return Err(cannot_write(path, &err.to_string())),
        }
    }
}

/// Brings the schema up to date in one immediate transaction (re-reading the version inside
/// it, since another session may have migrated in the meantime).
fn migrate(conn: &Connection, path: &Path) -> Result<()> {
    let fail = |err: rusqlite::Error| cannot_write(path, &err.to_string());
    let version: i64 = conn
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .map_err(fail)?;
    if version == schema::current_version() {
        return Ok(());
    }
    let tx =
        rusqlite::Transaction::new_unchecked(conn, TransactionBehavior::Immediate).map_err(fail)?;
    let version: i64 = tx
        .query_row("PRAGMA user_version", [], |row| row.get(0))
        .map_err(fail)?;
    for (from, sql) in schema::MIGRATIONS.iter().enumerate().skip(version as usize) {
        tx.execute_batch(sql).map_err(fail)?;
        tx.pragma_update(None, "user_version", from as i64 + 1)
            .map_err(fail)?;
    }
    tx.commit().map_err(fail)?;
    Ok(())
}

fn is_busy(err: &rusqlite::Error) -> bool {
    matches!(
        err.sqlite_error_code(),
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked)
    )
}

fn refuse(path: &Path, why: &str) -> anyhow::Error {
    UserError(format!(
        "course: {}: {why}; the file was left untouched (move it away to start a new progress store)",
        path.display()
    ))
    .into()
}

fn cannot_write(path: &Path, why: &str) -> anyhow::Error {
    UserError(format!(
        "course: {}: cannot write the progress store ({why})",
        path.display()
    ))
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn version(conn: &Connection) -> i64 {
        conn.query_row("PRAGMA user_version", [], |row| row.get(0))
            .unwrap()
    }

    #[test]
    fn a_new_store_is_migrated_to_the_current_schema_in_wal_mode() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.sqlite3");
        let conn = open_checked(dir.path(), &path).unwrap();
        assert_eq!(version(&conn), schema::current_version());
        let mode: String = conn
            .query_row("PRAGMA journal_mode", [], |row| row.get(0))
            .unwrap();
        assert_eq!(mode, "wal");
        for table in [
            "card_state",
            "review_log",
            "drill_attempt",
            "quiz_attempt",
            "quiz_answer",
        ] {
            let n: i64 = conn
                .query_row(
                    "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = ?1",
                    [table],
                    |row| row.get(0),
                )
                .unwrap();
            assert_eq!(n, 1, "table {table}");
        }
        drop(conn);
        // Opening again finds the schema current and changes nothing.
        let again = open_checked(dir.path(), &path).unwrap();
        assert_eq!(version(&again), schema::current_version());
    }

    #[test]
    fn an_older_store_is_migrated_in_place_keeping_its_data() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("progress.sqlite3");
        // A version-0 file: a SQLite database that has never been migrated.
        let old = Connection::open(&path).unwrap();
        old.execute_batch("CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('kept');")
            .unwrap();
        drop(old);
        let conn = open_checked(dir.path(), &path).unwrap();
        assert_eq!(version(&conn), schema::current_version());
        let kept: String = conn
            .query_row("SELECT text FROM notes", [], |row| row.get(0))
            .unwrap();
        assert_eq!(kept, "kept");
    }
}
