import ActivityModel
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityLayout

/// A delivery-like definition and content state for expression tests, read through the real
/// loader and decoder so the values have exactly the shapes layout will see.
enum ExprFixture {
    /// 2026-11-22T10:00:00Z.
    static let t0 = Date(timeIntervalSince1970: 1_795_341_600)

    static let yaml = """
        name: Delivery
        attributes: { orderNumber: 42, restaurantName: "Pizza Place" }
        contentState:
          driverName: String
          estimatedDeliveryTime: ClosedRange<Date>
          currentStep: DeliveryStep
          note: String?
          departures: "[Departure]"
          rating: Double
        enums:
          DeliveryStep:
            cases: [confirmed, preparing, pickedUp, delivering, delivered]
            icon: { confirmed: checkmark.circle, preparing: frying.pan, pickedUp: bag.fill,
                    delivering: box.truck.fill, delivered: house.fill }
          Priority: { rawType: Int, cases: { low: 1, high: 2 } }
        structs:
          Departure: { line: String, time: Date, platform: Int? }
        """

    static func definition() throws -> ActivityDefinition {
        try ActivityDefinition(root: DefinitionLoader.parse(yaml, file: "activity.yaml"), file: "activity.yaml")
    }

    /// Seconds since 2001 for `t0 + minutes`, as a correct server sends a `Date`.
    static func ref(_ minutes: Double) -> Double {
        t0.addingTimeInterval(minutes * 60).timeIntervalSinceReferenceDate
    }

    static func stateJSON(step: String = "pickedUp", note: String? = nil, departures: Int = 3) -> String {
        let noteJSON = note.map { "\"\($0)\"" } ?? "null"
        let list = (0..<departures).map { i in
            #"{"line":"S\#(i + 1)","time":\#(ref(Double(5 * i))),"platform":\#(i == 0 ? "null" : String(i))}"#
        }.joined(separator: ",")
        return #"{"driverName":"Marco","estimatedDeliveryTime":[\#(ref(0)),\#(ref(5))],"currentStep":"\#(step)","#
            + #""note":\#(noteJSON),"departures":[\#(list)],"rating":4.5}"#
    }

    /// An evaluation context at `t0 + seconds`, with the decoded state and attributes.
    static func context(step: String = "pickedUp", note: String? = nil, departures: Int = 3, at seconds: Double = 0) throws -> EvaluationContext {
        let definition = try definition()
        let state = definition.contentStateDecoder.decode(try JSONParser.parseDocument(stateJSON(step: step, note: note, departures: departures)))
        let attributes = definition.attributesDecoder.decode(definition.attributes)
        guard let stateValue = state.value, let attributesValue = attributes.value else {
            throw FixtureError(diagnostics: state.diagnostics + attributes.diagnostics)
        }
        return EvaluationContext(state: stateValue, attributes: attributesValue, now: t0.addingTimeInterval(seconds),
                                 contract: definition.contentState)
    }

    struct FixtureError: Error {
        var diagnostics: [Diagnostic]
    }

    /// Parses and evaluates `source` in `context`.
    static func eval(_ source: String, in context: EvaluationContext) throws -> (value: ExprValue, diagnostics: [Diagnostic]) {
        try ExprParser.parse(source).evaluate(in: context)
    }

    /// The value of `source`, expecting no diagnostics.
    static func value(_ source: String, _ context: EvaluationContext) throws -> ExprValue {
        let (value, diagnostics) = try eval(source, in: context)
        #expect(diagnostics.isEmpty, "\(source): \(diagnostics.map(\.message))")
        return value
    }

    /// The diagnostics of `source`, whose value must be null.
    static func failure(_ source: String, _ context: EvaluationContext) throws -> [Diagnostic] {
        let (value, diagnostics) = try eval(source, in: context)
        #expect(value == .null, "\(source)")
        return diagnostics
    }
}
