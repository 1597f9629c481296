/// The `layout.*` diagnostic codes that expressions and timer text report.
///
/// The strings are the stable names (docs/ARCHITECTURE.md, "Diagnostic codes"), not these symbols.
public enum ExprDiagnosticCode {
    /// An unknown view or modifier (the view parser's).
    public static let unknownView = "layout.unknownView"
    /// An expression calls a function or method the previewer does not know (`eta(…)`,
    /// `.reversed()`): the segment is drawn as a placeholder.
    public static let unknownFunction = "layout.unknownFunction"
    /// An expression that does not parse, names nothing in scope (a name, member or enum case),
    /// or mixes types Swift would reject (`"a" < 1`, `!5`), divides by zero or overflows.
    public static let expressionError = "layout.expressionError"
    /// A modifier value SwiftUI would reject or the phone could never show: a NaN or infinite
    /// length, a negative frame size, a length past a million points. The modifier is ignored.
    public static let invalidValue = "layout.invalidValue"
    /// `Date.now...end` with `end` in the past: a crash on the phone (docs/ACTIVITYKIT.md, "Timer text").
    public static let pastRangeTrap = "layout.pastRangeTrap"
}
