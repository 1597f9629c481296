import SwiftSyntax

/// `geometry.frame(in: .local)` of a `GeometryReader`'s proxy: a rectangle at the origin with the
/// proxy's size, and the edges and centre `CGRect` derives from them. Other coordinate spaces
/// place the view on the screen, which a mockup does not know, so they are not read.
extension Translator {
    mutating func geometryFrame(_ call: FunctionCallExprSyntax, base: Term) -> Term? {
        guard base.type == "GeometryProxy", call.arguments.count == 1, let argument = call.arguments.first, argument.label?.text == "in",
              Self.memberName(argument.expression) == "local" else { return nil }
        let width = Term.value(base.operand + ".size.width", "Double")
        let height = Term.value(base.operand + ".size.height", "Double")
        let zero = Term.value("0.0", "Double")
        let members: [String: Term] = [
            "width": width, "height": height, "minX": zero, "minY": zero, "maxX": width, "maxY": height,
            "midX": .value(width.text + " / 2", "Double"), "midY": .value(height.text + " / 2", "Double"),
            "size": Self.instance("CGSize", simpleName: "CGSize", order: ["width", "height"], members: ["width": width, "height": height]),
            "origin": Self.instance("CGPoint", simpleName: "CGPoint", order: ["x", "y"], members: ["x": zero, "y": zero]),
        ]
        return Self.instance("CGRect", simpleName: "CGRect", order: ["origin", "size"], members: members)
    }
}
