/// One finding about a payload, a definition or a layout, with a stable code a script can match.
///
/// Codes are the grouped names of docs/ARCHITECTURE.md, "Diagnostic codes" (`payload.tooLarge`,
/// `contract.typeMismatch` …); messages are for people and may change, codes may not.
/// `path` is a JSON path into the payload (`aps.content-state.departures[1].plannedTime`) or,
/// for definition findings, into the definition.
public struct Diagnostic: Sendable, Equatable, Hashable {
    public enum Severity: String, Sendable, Comparable, CaseIterable {
        case info, warning, error

        var rank: Int {
            switch self {
            case .info: return 0
            case .warning: return 1
            case .error: return 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    public var code: String
    public var message: String
    public var path: String?

    public init(_ severity: Severity, _ code: String, _ message: String, path: String? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.path = path
    }

    public static func error(_ code: String, _ message: String, path: String? = nil) -> Diagnostic {
        Diagnostic(.error, code, message, path: path)
    }

    public static func warning(_ code: String, _ message: String, path: String? = nil) -> Diagnostic {
        Diagnostic(.warning, code, message, path: path)
    }

    public static func info(_ code: String, _ message: String, path: String? = nil) -> Diagnostic {
        Diagnostic(.info, code, message, path: path)
    }
}

/// The stable diagnostic codes, in one place so a typo is a compile error.
public enum DiagnosticCode {
    public static let malformedJSON = "payload.malformedJSON"
    /// `dump`'s count of the rejected feed lines past the ones it lists one by one.
    public static let moreRejected = "payload.moreRejected"
    public static let tooLarge = "payload.tooLarge"
    public static let missingAps = "payload.missingAps"
    public static let badEvent = "payload.badEvent"
    public static let missingTimestamp = "payload.missingTimestamp"
    public static let badField = "payload.badField"
    /// An APNs date field (`timestamp`, `stale-date`, `dismissal-date`) in milliseconds or 2001-seconds.
    public static let dateUnits = "payload.dateUnits"

    public static let missingKey = "contract.missingKey"
    public static let typeMismatch = "contract.typeMismatch"
    public static let unknownEnumCase = "contract.unknownEnumCase"
    public static let invalidRange = "contract.invalidRange"
    /// A payload takes a branch of a hand-written `init(from:)` that the Swift reader could not follow.
    public static let customDecoding = "contract.customDecoding"
    public static let dateLooksUnix = "contract.dateLooksUnix"
    public static let dateLooksReference = "contract.dateLooksReference"
    public static let extraKey = "contract.extraKey"

    public static let olderTimestamp = "lifecycle.olderTimestamp"
    public static let afterEnd = "lifecycle.afterEnd"
    public static let startWithoutAlert = "lifecycle.startWithoutAlert"
    public static let startWithoutAttributes = "lifecycle.startWithoutAttributes"
    public static let dismissalTooLate = "lifecycle.dismissalTooLate"
    public static let activeLimit = "lifecycle.activeLimit"
    public static let futureTimestamp = "lifecycle.futureTimestamp"
    public static let noActivity = "lifecycle.noActivity"
    public static let implicitStart = "lifecycle.implicitStart"
    public static let staleOnArrival = "lifecycle.staleOnArrival"
    public static let dismissedOnArrival = "lifecycle.dismissedOnArrival"
}
