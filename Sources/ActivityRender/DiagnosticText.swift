import ActivityModel
import Canvas

/// A diagnostic as a line of text: `warning layout.overBudget at lockScreen: …`, the one wording
/// `dump`, `validate`, `lint` and the preview's log share.
///
/// The path and the message are made visible with `Sanitizer`: both quote payloads and definitions
/// (an `activity` id, a key, an enum value), and printed raw an ESC in them would run as a terminal
/// command, `\u{1B}[2J` clearing the reader's screen, U+202E reversing the rest of the line.
public enum DiagnosticText {
    /// `warning layout.overBudget at lockScreen: message`.
    public static func line(_ d: Diagnostic) -> String {
        "\(d.severity.rawValue) \(d.code)" + located(d)
    }

    /// ` at path: message`, for callers that style the severity and code themselves.
    public static func located(_ d: Diagnostic) -> String {
        (d.path.map { " at " + Sanitizer.visible($0) } ?? "") + ": " + Sanitizer.visible(d.message)
    }
}
