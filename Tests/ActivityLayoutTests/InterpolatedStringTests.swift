import ActivityModel
import Testing
@testable import ActivityLayout

@Suite("Interpolated strings")
struct InterpolatedStringTests {
    @Test func plainStringIsOneLiteral() throws {
        let string = try InterpolatedString(parsing: "Updating...")
        #expect(string.segments == [.literal("Updating...")])
        #expect(string.literalText == "Updating...")
        #expect(try InterpolatedString(parsing: "").segments.isEmpty)
        #expect(try InterpolatedString(parsing: "").literalText == "")
    }

    @Test func otherBackslashesStayAsWritten() throws {
        #expect(try InterpolatedString(parsing: #"a\nb \\ c\"#).literalText == #"a\nb \\ c\"#)
    }

    @Test func splitsAtInterpolations() throws {
        let string = try InterpolatedString(parsing: #"Order #\(attributes.orderNumber)"#)
        #expect(string.segments == [.literal("Order #"), .expression(.member(.identifier("attributes"), "orderNumber"))])
        #expect(string.literalText == nil)
        #expect(string.expressions == [.member(.identifier("attributes"), "orderNumber")])
    }

    @Test func nestedParenthesesAndStringLiterals() throws {
        let string = try InterpolatedString(parsing: #"[\(ok ? "(done)" : "\(n) left)") ] \((1 + 2) * 3)"#)
        #expect(string.segments == [
            .literal("["),
            .expression(.ternary(.identifier("ok"), .string("(done)"),
                                 .interpolation(InterpolatedString(segments: [.expression(.identifier("n")), .literal(" left)")])))),
            .literal(" ] "),
            .expression(.binary(.multiply, .binary(.add, .int(1), .int(2)), .int(3))),
        ])
    }

    @Test func rendersAgainstAContext() throws {
        let context = try ExprFixture.context(step: "preparing")
        func render(_ text: String) throws -> String {
            let (rendered, diagnostics) = try InterpolatedString(parsing: text).render(in: context)
            #expect(diagnostics.isEmpty, "\(text): \(diagnostics.map(\.message))")
            return rendered
        }
        #expect(try render(#"Order #\(attributes.orderNumber)"#) == "Order #42")
        #expect(try render(#"\(state.driverName) · \(attributes.restaurantName)"#) == "Marco · Pizza Place")
        #expect(try render(#"\(state.currentStep.icon)"#) == "frying.pan")
        #expect(try render(#"\(state.currentStep)"#) == "preparing")
        #expect(try render(#"\(state.rating) stars"#) == "4.5 stars")
        #expect(try render(#"\(state.departures.count > 2 ? "\(state.departures.count) departures" : "few")"#) == "3 departures")
        #expect(try render(#"\(DeliveryStep.confirmed <= state.currentStep ? "cyan" : "tertiary")"#) == "cyan")
    }

    /// Every string and condition the delivery sample's views hold, as they are written there.
    @Test func deliverySampleExpressions() throws {
        let context = try ExprFixture.context(step: "pickedUp", note: "Leaving the restaurant now")
        let strings = [#"\(attributes.restaurantName)"#, #"Order #\(attributes.orderNumber)"#, #"\(state.driverName)"#,
                       #"\(state.note)"#, #"#\(attributes.orderNumber)"#, #"\(state.driverName) · \(attributes.restaurantName)"#,
                       #"\(state.currentStep.icon)"#, "Updating..."]
        let rendered = try strings.map { try InterpolatedString(parsing: $0).render(in: context) }
        #expect(rendered.map(\.text) == ["Pizza Place", "Order #42", "Marco", "Leaving the restaurant now", "#42",
                                         "Marco · Pizza Place", "bag.fill", "Updating..."])
        #expect(rendered.allSatisfy { $0.diagnostics.isEmpty })

        var evaluator = ExprEvaluator(context: context)
        #expect(!evaluator.condition(try ExprParser.parse("context.isStale")))
        #expect(evaluator.condition(try ExprParser.parse("state.note != nil")))
        let tints = try (evaluator.evaluate(try ExprParser.parse("DeliveryStep.allCases")).arrayValue ?? []).map { step in
            try InterpolatedString(parsing: #"\(step <= state.currentStep ? "cyan" : "tertiary")"#)
                .render(in: context.binding("step", to: step)).text
        }
        #expect(tints == ["cyan", "cyan", "cyan", "tertiary", "tertiary"])
        #expect(evaluator.diagnostics.isEmpty)
    }

    @Test func errorsPointIntoTheWholeString() {
        func error(_ text: String) -> ExprParseError? {
            do {
                _ = try InterpolatedString(parsing: text)
                return nil
            } catch {
                return error
            }
        }
        #expect(error(#"Order #\(attributes.)"#)?.offset == 20)
        #expect(error(#"Order #\(attributes.orderNumber"#)?.message.contains("never closed") == true)
        #expect(error(#"Order #\(attributes.orderNumber"#)?.offset == 7)
        #expect(error(#"a \()"#)?.message.contains("expected an expression") == true)
        #expect(error(#"a \(1 2)"#)?.offset == 6)
    }
}
