import ActivityLayout
import Expressions

/// `.caption.bold()`, `.white.opacity(0.5)`: an implicit member used as a base is typed by the
/// member after it, as Swift's contextual type would type it.
extension SwiftUIHost {
    static let fontMethods: Set<String> = [
        "bold", "weight", "italic", "monospacedDigit", "monospaced", "width", "leading", "smallCaps", "design",
    ]
    static let colorMethods: Set<String> = ["opacity", "gradient", "mix"]

    func implicitMember(
        _ name: String, _ payload: [TupleValue], member: String, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value? {
        if Self.fontMethods.contains(member), name == "system" || name == "custom" {
            return .host(try Self.font(systemArguments: payload, at: range))
        }
        guard payload.isEmpty else { return nil }
        if Self.fontMethods.contains(member), let style = TextStyle(rawValue: name) {
            return .host(FontValue(style: style))
        }
        if let colour = Self.namedColor(name) { return .host(ColorValue(spec: colour)) }
        // `.accent.opacity(0.3)`: a colour the program's `extension Color` declares, else one Xcode
        // generates from the asset catalog.
        if Self.colorMethods.contains(member) {
            if let declared = try programStatic("Color", name, [], at: range) { return declared }
            return .host(ColorValue(spec: assetColor(name, at: range)))
        }
        return nil
    }
}
