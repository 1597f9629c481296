/// The `swiftui.*` diagnostic codes (docs/ARCHITECTURE.md, "Diagnostic codes"): what the Swift reader could not read, and why.
public enum SwiftUIDiagnosticCode {
    public static let unsupportedView = "swiftui.unsupportedView"
    public static let unsupportedModifier = "swiftui.unsupportedModifier"
    public static let unsupportedExpression = "swiftui.unsupportedExpression"
    public static let customDecoding = "swiftui.customDecoding"
    public static let noActivityAttributes = "swiftui.noActivityAttributes"
    public static let noActivityConfiguration = "swiftui.noActivityConfiguration"
    public static let ambiguousActivity = "swiftui.ambiguousActivity"
    /// Several activity types, one of which the previews show: that one is drawn, said at info level.
    public static let previewedActivity = "swiftui.previewedActivity"
    /// Several activity types, none or several previewed: the first in path order is drawn, said
    /// at info level with the others' names.
    public static let chosenActivity = "swiftui.chosenActivity"
    /// A file that does not parse and holds no part of the widget: read without it, one warning.
    public static let skippedFile = "swiftui.skippedFile"
    public static let syntaxError = "swiftui.syntaxError"
    /// Square brackets nested past `SquareBracketNesting.limit`: refused before parsing.
    public static let tooDeep = "swiftui.tooDeep"
    /// `Image("Logo")` and other app images: no source holds them, so a box stands in.
    public static let assetImage = "swiftui.assetImage"
    /// `Color("Brand")`: an asset colour no source holds, drawn gray.
    public static let assetColor = "swiftui.assetColor"
    /// A modifier whose visible effect cells cannot carry (`.shadow`, `.blur`): noted once per widget.
    public static let approximatedModifier = "swiftui.approximatedModifier"
    /// No `#Preview` (nor option) gives attributes or states: sample values made from the contract are drawn.
    public static let sampleValues = "swiftui.sampleValues"
    /// `Int.random(in:)` and kin: drawn as the middle of the range, so a dump is the same on every run.
    public static let randomValue = "swiftui.randomValue"
    /// The app's `UserDefaults` read: without `--defaults`, sample values; with them, a key they
    /// lack reads as never set. One note per widget naming the keys.
    public static let appDefaults = "swiftui.appDefaults"
    /// A contract field of a type the sources do not declare, or that decodes itself past reading:
    /// carried as JSON instead of losing the widget.
    public static let opaqueType = "swiftui.opaqueType"
    /// A string table (`.strings`, `.stringsdict`, `.xcstrings`) beside the sources that cannot be read.
    public static let stringTable = "swiftui.stringTable"
    /// A presentation whose closure holds no views: the phone shows nothing there either.
    public static let emptyPresentation = "swiftui.emptyPresentation"
}
