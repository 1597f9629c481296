import SwiftSyntax

/// `Gradient(stops: [.init(color: .white, location: 0.5), Gradient.Stop(color: c, location: 0.5)])`:
/// each stop as its colour and location, `white 0.5`, which `ColorGradient` places where it says.
/// A colour may depend on the state (`status == .ready ? .purple : .gray`): it is spelled as an
/// interpolation the render instant resolves.
extension Translator {
    mutating func gradientStops(_ syntax: ExprSyntax, _ scope: Scope) -> [String]? {
        guard let elements = syntax.as(ArrayExprSyntax.self)?.elements, !elements.isEmpty else { return nil }
        var stops: [String] = []
        for element in elements.nodes {
            guard let stop = element.expression.as(FunctionCallExprSyntax.self),
                  ["Gradient.Stop", ".init", "Stop"].contains(stop.calledExpression.trimmedSource),
                  let colourSyntax = Self.argument(stop, "color"), let locationSyntax = Self.argument(stop, "location"),
                  let location = LiteralText.number(locationSyntax), (0...1).contains(location),
                  let colour = color(colourSyntax, scope)?.scalarText else { return nil }
            stops.append(colour + " " + String(location))
        }
        return stops
    }
}
