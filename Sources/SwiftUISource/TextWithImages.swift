import ActivityModel
import SwiftSyntax

/// `Text("Outdated \(Image(systemName: "clock"))")`: an image inside a text's interpolation, drawn
/// inline as SwiftUI does, read as a row of the text before it, the image and the text after it,
/// with no spacing between them. The text's modifiers then apply to the row.
extension Translator {
    mutating func textWithImages(_ literal: StringLiteralExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope) -> SourceNode? {
        func image(_ segment: StringLiteralSegmentListSyntax.Element) -> FunctionCallExprSyntax? {
            guard let expression = segment.as(ExpressionSegmentSyntax.self), expression.expressions.count == 1,
                  let inner = expression.expressions.first?.expression.as(FunctionCallExprSyntax.self),
                  inner.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image" else { return nil }
            return inner
        }
        let segments = literal.segments.nodes
        guard segments.contains(where: { image($0) != nil }) else { return nil }
        var parts: [SourceNode] = []
        var run: [StringLiteralSegmentListSyntax.Element] = []
        func flush(_ translator: inout Translator) {
            defer { run = [] }
            guard !run.isEmpty else { return }
            let text = translator.interpolated(run, scope) ?? "?"
            if !text.isEmpty { parts.append(translator.mapping([("Text", translator.scalar(text, at: literal))], at: literal)) }
        }
        for segment in segments {
            if let picture = image(segment) {
                flush(&self)
                parts += views(of: ExprSyntax(picture), scope)
            } else {
                run.append(segment)
            }
        }
        flush(&self)
        return mapping([("HStack", SourceNode(.sequence(parts), line: place(call).line, column: place(call).column)),
                        ("alignment", scalar("firstTextBaseline", at: call)), ("spacing", scalar("0", .int, at: call))], at: call)
    }
}
