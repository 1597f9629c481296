import Foundation

/// What `check` found for one golden: the one record the terminal report, the JUnit report and
/// the artifacts folder are all written from.
struct GoldenOutcome {
    enum Verdict {
        case unchanged
        /// Rewritten by `--update` (`reason` says what: the output, or only an old header).
        case updated(reason: String)
        /// The output differs; `actual` is the new output, `diff` the unified diff against the golden.
        case changed(actual: String, diff: String)
        /// The golden cannot be read or its header does not run.
        case unusable(reason: String)
    }

    var path: String
    var verdict: Verdict
    /// What the golden's owner should fix although it passed (an old header, an output that moves
    /// with the wall clock), printed as warnings.
    var warnings: [String] = []
    /// Wall-clock seconds spent re-rendering (JUnit's `time`).
    var seconds: Double
}
