import ActivityLayout
import SwiftSyntax

/// UIKit's text measurement: `(text as NSString).size(withAttributes: [.font: font])`. The width is
/// the layout's own estimate for the text at the font's size (`FontMetrics`, SF Pro's average
/// advances), the height one line of it; said once at info level, as it is an estimate.
extension Translator {
    /// `[NSAttributedString.Key.font: font]`: the attributes, known by their font.
    mutating func textAttributes(_ dictionary: DictionaryExprSyntax, _ scope: Scope) -> Term? {
        guard case .elements(let elements) = dictionary.content else { return nil }
        var members: [String: Term] = [:]
        for element in elements.nodes {
            let key = element.key.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            guard key == "font" else { return nil }
            guard let font = expr(element.value, scope) else { return nil }
            members["font"] = font
        }
        return Term(kind: .instance, text: "record(\"TextAttributes\")", type: "TextAttributes", members: members)
    }

    /// `text.size(withAttributes: attributes)` with a font of known size (`.systemFont(ofSize: 12)`).
    mutating func textSize(_ call: FunctionCallExprSyntax, base: Term, _ scope: Scope) -> Term? {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "withAttributes",
              let attributes = expr(argument.expression, scope), let font = attributes.members["font"], font.type == "UIFont" else { return nil }
        inform(call, SwiftUIDiagnosticCode.approximatedModifier,
               "size(withAttributes:) is estimated from the font's size (average SF Pro advances); UIKit's own measure may differ by a few points")
        let width = Term.value("textWidth(" + base.text + ", " + font.text + ")", "Double")
        let height = Term.value(font.operand + " * 1.2", "Double")
        return Self.instance("CGSize", simpleName: "CGSize", order: ["width", "height"], members: ["width": width, "height": height])
    }
}
