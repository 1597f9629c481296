import Foundation

/// The `aps` dictionary of an APNs `liveactivity` push, read field by field as ActivityKit reads it.
///
/// `content-state` and `attributes` stay JSON here: they are decoded against the definition's
/// contract by `FeedEvaluator`, which knows the push's time (needed for the date-epoch warnings).
public struct PushPayload: Sendable, Equatable {
    public enum Event: String, Sendable, Equatable, CaseIterable {
        case start, update, end
    }

    public var event: Event
    /// `timestamp`, Unix seconds. ActivityKit orders updates by it.
    public var timestamp: Date?
    public var contentState: JSONValue?
    public var staleDate: Date?
    public var dismissalDate: Date?
    public var relevanceScore: Double?
    /// An `alert` dictionary is present (push-to-start needs one).
    public var hasAlert: Bool
    public var attributesType: String?
    public var attributes: JSONValue?

    /// The limit APNs puts on a whole push body, in bytes (HTTP 413 `PayloadTooLarge` above it).
    /// A date field past the year 5138 read as Unix seconds: milliseconds, by every account.
    public static func looksLikeMilliseconds(_ seconds: Double) -> Bool { seconds > 1e11 }

    /// Unix milliseconds of the years 1973 to 5138: a clock's reading in the wrong unit, not a time
    /// beyond any calendar (which a feed may use on purpose).
    public static func isMillisecondClock(_ seconds: Double) -> Bool { seconds > 1e11 && seconds < 1e14 }

    public static let maximumBodyBytes = 4096

    static let apsPath = JSONPath([.key("aps")])

    /// Reads `aps`. Returns nil with error diagnostics when a field has the wrong shape.
    public static func read(aps: JSONValue) -> (PushPayload?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        guard case .object = aps else {
            return (nil, [.error(DiagnosticCode.missingAps, "\"aps\" must be an object, found \(aps.kindDescription)", path: "aps")])
        }
        func path(_ key: String) -> String { apsPath.appending(key).description }
        func date(_ key: String) -> Date? {
            guard let value = aps[plain: key] else { return nil }
            guard let seconds = value.doubleValue else {
                diagnostics.append(.error(DiagnosticCode.badField,
                    "\"\(key)\" must be a number of Unix seconds, found \(value.kindDescription)\(value.stringValue.map { " \(JSONValue.quoted($0))" } ?? "")",
                    path: path(key)))
                return nil
            }
            checkUnits(seconds, key)
            return Date(timeIntervalSince1970: seconds)
        }
        /// APNs dates are Unix seconds; milliseconds or seconds since 2001 are silent failures.
        func checkUnits(_ seconds: Double, _ key: String) {
            if PushPayload.looksLikeMilliseconds(seconds) {
                let meant = Date(timeIntervalSince1970: seconds / 1000)
                var message = "\"\(key)\" is \(Timestamp.iso8601(Date(timeIntervalSince1970: seconds))) read as Unix seconds; it looks like milliseconds (\(Timestamp.iso8601(meant)))"
                if key == "timestamp" { message += ". The phone keeps it, and every later push in seconds looks older and is ignored" }
                diagnostics.append(.warning(DiagnosticCode.dateUnits, message, path: path(key)))
            } else if seconds > 0, seconds < 946_684_800 {  // before 2000: not a Unix time anyone sends
                let meant = Date(timeIntervalSinceReferenceDate: seconds)
                diagnostics.append(.warning(DiagnosticCode.dateUnits,
                    "\"\(key)\" is \(Timestamp.iso8601(Date(timeIntervalSince1970: seconds))) read as Unix seconds; it looks like seconds since 2001 (\(Timestamp.iso8601(meant))), which is what content-state dates use, not APNs fields",
                    path: path(key)))
            }
        }

        var event = Event.update
        if let eventValue = aps[plain: "event"] {
            if let text = eventValue.stringValue, let parsed = Event(rawValue: text) {
                event = parsed
            } else {
                diagnostics.append(.error(DiagnosticCode.badEvent,
                    "\"event\" must be \"start\", \"update\" or \"end\", found \(eventValue.stringValue.map(JSONValue.quoted) ?? eventValue.kindDescription)",
                    path: path("event")))
            }
        } else {
            diagnostics.append(.error(DiagnosticCode.badEvent,
                "missing \"event\" (\"start\", \"update\" or \"end\"); a liveactivity push must say which", path: path("event")))
        }

        let timestamp = date("timestamp")
        if aps[plain: "timestamp"] == nil {
            diagnostics.append(.error(DiagnosticCode.missingTimestamp,
                "missing \"timestamp\" (Unix seconds); ActivityKit orders updates by it", path: path("timestamp")))
        }
        let staleDate = date("stale-date")
        let dismissalDate = date("dismissal-date")
        var relevance: Double? = nil
        if let value = aps[plain: "relevance-score"] {
            if let number = value.doubleValue {
                relevance = number
            } else {
                diagnostics.append(.error(DiagnosticCode.badField, "\"relevance-score\" must be a number, found \(value.kindDescription)", path: path("relevance-score")))
            }
        }
        var attributesType: String? = nil
        if let value = aps[plain: "attributes-type"] {
            if let text = value.stringValue {
                attributesType = text
            } else {
                diagnostics.append(.error(DiagnosticCode.badField, "\"attributes-type\" must be a string (the Swift type name), found \(value.kindDescription)", path: path("attributes-type")))
            }
        }
        var hasAlert = false
        if let alert = aps[plain: "alert"] {
            switch alert {
            case .object, .string: hasAlert = true
            default:
                diagnostics.append(.error(DiagnosticCode.badField, "\"alert\" must be an object (title, body, sound) or a string, found \(alert.kindDescription)", path: path("alert")))
            }
        }
        if dismissalDate != nil && event != .end {
            diagnostics.append(.info(DiagnosticCode.badField, "\"dismissal-date\" only takes effect on an \"end\" event", path: path("dismissal-date")))
        }
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
        let payload = PushPayload(event: event, timestamp: timestamp, contentState: aps[plain: "content-state"], staleDate: staleDate,
                                  dismissalDate: dismissalDate, relevanceScore: relevance, hasAlert: hasAlert,
                                  attributesType: attributesType, attributes: aps[plain: "attributes"])
        return (payload, diagnostics)
    }
}
