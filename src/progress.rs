//! Progress of long work (seeding, verifying, converting a database): a
//! bar on a terminal, else a line at every tenth, so a log shows it too.

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;

/// One piece of long work's progress, counted in `unit`s.
#[derive(Clone, Debug)]
pub struct Progress {
    bar: ProgressBar,
    what: String,
    unit: &'static str,
    lines: bool,
}

impl Progress {
    /// Work on `what` of `total` units (`games`).
    pub fn new(what: &str, total: u64, unit: &'static str) -> Progress {
        let lines = !std::io::stderr().is_terminal();
        let bar = if lines {
            ProgressBar::hidden()
        } else {
            ProgressBar::new(total)
        };
        bar.set_length(total);
        let template =
            format!("{what}: [{{bar:40}}] {{pos}}/{{len}} {unit} ({{per_sec}}, {{eta}} left)");
        if let Ok(style) = ProgressStyle::with_template(&template) {
            bar.set_style(style.progress_chars("=> "));
        }
        Progress {
            bar,
            what: what.to_string(),
            unit,
            lines,
        }
    }

    /// A progress that shows nothing (tests).
    pub fn hidden() -> Progress {
        Progress {
            bar: ProgressBar::hidden(),
            what: String::new(),
            unit: "",
            lines: false,
        }
    }

    /// `n` more units done.
    pub fn inc(&self, n: u64) {
        let total = self.bar.length().unwrap_or(0).max(1);
        let before = self.bar.position();
        self.bar.inc(n);
        let after = self.bar.position();
        if self.lines && before * 10 / total != after * 10 / total {
            eprintln!(
                "{}: {} % ({after} of {total} {})",
                self.what,
                after * 100 / total,
                self.unit
            );
        }
    }

    /// Done: the bar is cleared.
    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}
