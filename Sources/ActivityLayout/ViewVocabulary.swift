/// SwiftUI's own values that a view's argument may be chosen among at run time
/// (`.frame(alignment: isLeft ? .trailing : .leading)`, `.font(compact ? .footnote : .title2)`,
/// `.frame(maxWidth: wide ? .infinity : 40)`). The type an argument expects gives a bare
/// `.member` in its expression its meaning, as Swift's type inference does; no contract declares them.
public enum ViewVocabulary {
    public static let length = "CGFloat"
    public static let alignment = "Alignment"
    public static let horizontalAlignment = "HorizontalAlignment"
    public static let verticalAlignment = "VerticalAlignment"
    public static let font = "Font"
    public static let edgeInsets = "EdgeInsets"

    static let alignmentNames = ["center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing"]

    /// The members `.name` may be where `type` is expected; nil for a type that is not one of these.
    static func memberNames(of type: String) -> [String]? {
        // Every type here starts with a capital: the roots of most member expressions (`state`,
        // `step`) are told apart by one byte, not by a string comparison per case.
        guard let first = type.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        switch type {
        case length, "Double": return lengthNames
        case alignment: return alignmentNames
        case horizontalAlignment: return horizontalAlignmentNames
        case verticalAlignment: return verticalAlignmentNames
        case font: return fontNames
        default: return nil
        }
    }

    // Made once: expressions ask for them per view, per frame.
    static let lengthNames = ["infinity", "greatestFiniteMagnitude", "zero"]
    static let horizontalAlignmentNames = HorizontalAlignment.allCases.map(\.rawValue)
    static let verticalAlignmentNames = VerticalAlignment.allCases.map(\.rawValue)
    static let fontNames = TextStyle.allCases.map(\.rawValue)

    /// `names` as a message lists the choices: `leading, center or trailing`.
    static func either(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    /// The value of `type.name` (or `.name` where `type` is expected), or nil when it has no such member.
    static func member(_ name: String, of type: String) -> ExprValue? {
        guard let names = memberNames(of: type), names.contains(name) else { return nil }
        switch type {
        case length, "Double":
            // `.greatestFiniteMagnitude` as a frame size is the room offered, as `.infinity` is.
            return name == "zero" ? .int(0) : .double(.infinity)
        default:
            return .enumCase(type: type, name: name)
        }
    }

    /// The type a field of a value built in view code expects: `Alignment(horizontal: h, vertical: v)`
    /// reads `h` as a `HorizontalAlignment`, `EdgeInsets(top: …)` its insets as lengths.
    static func fieldType(record type: String, field: String) -> String? {
        switch (type, field) {
        case (alignment, "horizontal"): return horizontalAlignment
        case (alignment, "vertical"): return verticalAlignment
        case (edgeInsets, _): return length
        default: return nil
        }
    }

    /// The name an alignment or text style value carries: an enum case of the vocabulary's, or a
    /// string as a definition may write it (`"leading"`, `".title2"`).
    static func name(_ value: ExprValue) -> String? {
        switch value {
        case .enumCase(_, let name): return name
        case .string(let text): return text.hasPrefix(".") ? String(text.dropFirst()) : text
        default: return nil
        }
    }
}
