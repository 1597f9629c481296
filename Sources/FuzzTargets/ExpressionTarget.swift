import ActivityLayout
import ActivityModel

/// One line of text as an expression (`ExprParser`) and as an interpolated string
/// (`InterpolatedString`), each evaluated against `FuzzFixture`'s state when it parses. What must hold,
/// beyond not trapping and not exhausting the stack:
/// - the text parses, or the error is at a character offset inside it, with a message;
/// - a parse error's diagnostic, quoting the source, is shown free of controls;
/// - evaluation gives a value or diagnostics, every one shown free of controls, and a rendered string
///   is shown free of controls.
enum ExpressionTarget {
    static let check = FuzzCheck(target: .expression)

    static func run(_ data: [UInt8]) throws(FuzzViolation) {
        let fixture = try FuzzFixture.get(.expression)
        let text = String(decoding: data, as: UTF8.self)
        let characters = text.count
        switch Result(catching: { () throws(ExprParseError) in try ExprParser.parse(text) }) {
        case .success(let expr):
            var evaluator = ExprEvaluator(context: fixture.context, path: "fuzz")
            _ = evaluator.evaluate(expr)
            for diagnostic in evaluator.diagnostics { try check.requireDiagnostic(diagnostic, "evaluation") }
        case .failure(let error):
            try requireParseError(error, characters: characters, source: text)
        }
        switch Result(catching: { () throws(ExprParseError) in try InterpolatedString(parsing: text) }) {
        case .success(let template):
            let (rendered, diagnostics) = template.render(in: fixture.context, path: "fuzz")
            try check.requireVisible(rendered, "an interpolated string's text")
            for diagnostic in diagnostics { try check.requireDiagnostic(diagnostic, "interpolation") }
        case .failure(let error):
            try requireParseError(error, characters: characters, source: text)
        }
    }

    static func requireParseError(_ error: ExprParseError, characters: Int, source: String) throws(FuzzViolation) {
        try check.require((0...characters).contains(error.offset) && !error.message.isEmpty,
                          "a parse error says why, at a character inside the text",
                          "offset \(error.offset) of \(characters) characters: \(error.message.debugDescription)")
        try check.requireDiagnostic(error.diagnostic(source: source, path: "fuzz"), "parse")
    }
}
