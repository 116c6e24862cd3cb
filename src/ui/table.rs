//! Tables in the terminal (comfy-table), the same shape in every command.

use comfy_table::{ContentArrangement, Table, presets};

/// A table with a header row; UTF-8 borders, wrapped to the terminal (or 110
/// columns when output is not a terminal, so that files and pipes stay stable).
pub fn table(headers: &[&str], rows: Vec<Vec<String>>) -> String {
    let mut t = Table::new();
    t.load_style(presets::UTF8_FULL_CONDENSED)
        .set_content_arrangement(ContentArrangement::Dynamic);
    if !std::io::IsTerminal::is_terminal(&std::io::stdout()) {
        t.set_width(110);
    }
    t.set_header(headers.iter().copied());
    for row in rows {
        t.add_row(row);
    }
    t.to_string()
}
