import ActivityModel
import Foundation

/// A feed's bytes (NDJSON pushes, bare content states) through the whole "what would the phone do"
/// pipeline against `FuzzFixture`'s contract. What must hold, beyond not trapping:
/// - `JSONParser` either parses the document or fails at an offset inside it with a message;
/// - every framed value gets a verdict, and a rejected one carries at least one error saying why;
/// - decoding a content state (under every date and range encoding) yields a value exactly when it
///   reports no error, and at most `errorLimit` errors plus the line counting the rest;
/// - every diagnostic has a code and a message, and its message and path are shown free of controls;
/// - the timeline can be read after the feed.
enum PayloadTarget {
    static let check = FuzzCheck(target: .payload)

    static func run(_ data: [UInt8]) throws(FuzzViolation) {
        let fixture = try FuzzFixture.get(.payload)
        switch Result(catching: { () throws(JSONParser.Failure) in try JSONParser.parseDocument(data) }) {
        case .success(let document):
            if case .object = document {
                try decodeEverywhere(document["aps"]?["content-state"] ?? document, fixture: fixture)
            }
        case .failure(let error):
            try check.require(error.offset >= 0 && error.offset <= 2 * data.count && !error.message.isEmpty,
                              "a JSON error says why, at an offset inside the document",
                              "offset \(error.offset) of \(data.count) bytes: \(error.message.debugDescription)")
            try check.requireVisible(error.message, "a JSON error message")
        }

        var evaluator = FeedEvaluator(definition: fixture.definition, clock: .fixed(FuzzFixture.now))
        for value in FeedFramingTarget.frame(data, chunk: data.count) {
            let result = evaluator.evaluate(value)
            if result.verdict == .rejected {
                try check.require(result.diagnostics.contains { $0.severity == .error }, "a rejected value says why",
                                  "line \(value.line): \(result.diagnostics)")
            }
            for diagnostic in result.diagnostics { try check.requireDiagnostic(diagnostic, "feed") }
            if let id = result.activityID { try check.requireVisible(id, "an activity id") }
        }
        _ = evaluator.snapshot(at: evaluator.currentTime)
    }

    /// Decodes `json` as a content state under each date and range encoding a definition can choose.
    static func decodeEverywhere(_ json: JSONValue, fixture: FuzzFixture) throws(FuzzViolation) {
        for dates in DateEncoding.allCases {
            for ranges in RangeEncoding.allCases {
                let decoder = ContentStateDecoder(contract: fixture.definition.contentState, dateEncoding: dates, rangeEncoding: ranges)
                let result = decoder.decode(json, referenceDate: FuzzFixture.now)
                let errors = result.diagnostics.filter { $0.severity == .error }
                try check.require(result.succeeded == errors.isEmpty, "a content state decodes exactly when no error is reported",
                                  "\(dates)/\(ranges): value \(result.succeeded ? "present" : "absent") with \(result.diagnostics)")
                try check.require(errors.count <= ContentStateDecoder.errorLimit + 1, "contract errors are capped",
                                  "\(errors.count) errors listed")
                for diagnostic in result.diagnostics { try check.requireDiagnostic(diagnostic, "contract") }
            }
        }
    }
}
