import Foundation
@testable import ActivityModel
import DefinitionLoader

/// Builds definitions and feed values for tests without touching the disk.
enum Fixture {
    /// 2026-11-22T10:00:00Z.
    static let t0 = Date(timeIntervalSince1970: 1_795_341_600)

    static let deliveryYAML = """
        name: Delivery
        attributesType: DeliveryAttributes
        attributes: { orderNumber: 42, restaurantName: "Pizza Place" }
        contentState:
          driverName: String
          estimatedDeliveryTime: ClosedRange<Date>
          currentStep: DeliveryStep
          note: String?
        enums:
          DeliveryStep: { cases: [confirmed, preparing, pickedUp, delivering, delivered] }
        """

    /// A definition from YAML text, via the real loader's parser.
    static func definition(_ yaml: String = deliveryYAML) throws -> ActivityDefinition {
        try ActivityDefinition(root: DefinitionLoader.parse(yaml, file: "activity.yaml"), file: "activity.yaml")
    }

    /// Seconds since 2001 for `t0 + minutes`: what a correct server sends for a Date.
    static func ref(_ minutes: Double) -> Double {
        t0.addingTimeInterval(minutes * 60).timeIntervalSinceReferenceDate
    }

    static func unix(_ minutes: Double) -> Int {
        Int(t0.addingTimeInterval(minutes * 60).timeIntervalSince1970)
    }

    static func state(step: String = "preparing", driver: String = "Marco", eta: (Double, Double) = (25, 35)) -> String {
        #"{"driverName":"\#(driver)","estimatedDeliveryTime":[\#(ref(eta.0)),\#(ref(eta.1))],"currentStep":"\#(step)"}"#
    }

    static func update(_ minute: Double, step: String = "preparing", extra: String = "") -> String {
        #"{"aps":{"timestamp":\#(unix(minute)),"event":"update","content-state":\#(state(step: step))\#(extra)}}"#
    }

    static func value(_ text: String, line: Int = 1) -> FeedValue {
        let bytes = Array(text.utf8)
        do {
            return FeedValue(content: .parsed(try JSONParser.parseDocument(bytes)), line: line, byteCount: bytes.count)
        } catch {
            return FeedValue(content: .malformed(message: error.message, line: line, column: 1), line: line, byteCount: bytes.count)
        }
    }

    /// Evaluates each line as one feed value and returns the results and the evaluator.
    static func run(_ lines: [String], definition: ActivityDefinition? = nil) throws -> ([PushResult], FeedEvaluator) {
        var evaluator = FeedEvaluator(definition: try definition ?? self.definition(), clock: .fixed(t0))
        let results = lines.enumerated().map { evaluator.evaluate(value($0.element, line: $0.offset + 1)) }
        return (results, evaluator)
    }
}
