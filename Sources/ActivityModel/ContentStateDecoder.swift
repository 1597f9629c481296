import Foundation

/// Decodes a content state (or static attributes) against a contract exactly as a default
/// `JSONDecoder` would decode the app's synthesized `Codable` types, and says why when it would not.
///
/// The verdict (decodes or not) and the decoded value follow Foundation's `JSONDecoder`; the
/// differential test in `Tests/ActivityModelTests` holds it to that. Where `JSONDecoder` stops at the
/// first error, this keeps going and reports every failing path, because a developer fixing a
/// payload wants the whole list. Unknown keys are ignored by the decoder and reported as `info`.
public struct ContentStateDecoder: Sendable {
    public var contract: ContentStateContract
    public var dateEncoding: DateEncoding
    public var rangeEncoding: RangeEncoding

    /// At most this many errors are listed for one payload; the rest are counted.
    public static let errorLimit = 20

    /// A date further than this from the push's own time is implausible…
    static let implausibleDistance: TimeInterval = 10 * 365.25 * 86_400
    /// …when another reading of the same number lands within this of it.
    static let plausibleDistance: TimeInterval = 366 * 86_400

    public init(contract: ContentStateContract, dateEncoding: DateEncoding = .deferredToDate, rangeEncoding: RangeEncoding = .array) {
        self.contract = contract
        self.dateEncoding = dateEncoding
        self.rangeEncoding = rangeEncoding
    }

    /// The outcome of decoding one value.
    public struct Result: Sendable, Equatable {
        /// The decoded value, or nil when `JSONDecoder` would throw.
        public var value: StateValue?
        public var diagnostics: [Diagnostic]
        public var succeeded: Bool { value != nil }
    }

    /// Decodes `json` as the contract's top-level struct.
    ///
    /// - Parameters:
    ///   - path: where `json` sits in the payload, for diagnostics.
    ///   - referenceDate: the push's own time; dates decades away from it while another epoch
    ///     reading is close are flagged (`contract.dateLooksUnix`).
    public func decode(_ json: JSONValue, at path: JSONPath = .contentState, referenceDate: Date? = nil) -> Result {
        var run = Run(decoder: self, referenceDate: referenceDate)
        let value = run.decodeFields(contract.fields, typeName: "ContentState", from: json, at: path)
        return run.finish(value)
    }

    /// Decodes `json` as one value of `type` (used for attributes and in tests).
    public func decode(_ json: JSONValue, as type: SwiftType, at path: JSONPath = .root, referenceDate: Date? = nil) -> Result {
        var run = Run(decoder: self, referenceDate: referenceDate)
        let value = run.decode(type, from: json, at: path)
        return run.finish(value)
    }

    struct Run {
        let decoder: ContentStateDecoder
        let referenceDate: Date?
        var diagnostics: [Diagnostic] = []
        var errorCount = 0

        init(decoder: ContentStateDecoder, referenceDate: Date?) {
            self.decoder = decoder
            self.referenceDate = referenceDate
        }

        mutating func finish(_ value: StateValue?) -> Result {
            if errorCount > ContentStateDecoder.errorLimit {
                diagnostics.append(.error(DiagnosticCode.typeMismatch,
                                          "\(errorCount - ContentStateDecoder.errorLimit) more contract errors not listed"))
            }
            // A failed decode has no value even if no single error was recorded (defensive).
            return Result(value: errorCount == 0 ? value : nil, diagnostics: diagnostics)
        }

        mutating func error(_ code: String, _ message: String, _ path: JSONPath) {
            errorCount += 1
            if errorCount <= ContentStateDecoder.errorLimit {
                diagnostics.append(.error(code, message, path: path.description))
            }
        }

        mutating func mismatch(_ type: SwiftType, _ json: JSONValue, _ path: JSONPath, _ detail: String = "") {
            let found: String
            switch json {
            case .number(let text): found = "the number \(text)"
            case .string(let s): found = "the string \(JSONValue.quoted(String(s.prefix(40))))"
            case .bool(let b): found = "\(b)"
            case .null: found = "null"
            default: found = json.kindDescription
            }
            error(DiagnosticCode.typeMismatch, "expected \(Run.expectation(for: type)), found \(found)\(detail)", path)
        }

        static func expectation(for type: SwiftType) -> String {
            switch type {
            case .string: return "a String"
            case .bool: return "a Bool (true or false)"
            case .integer(let w): return "an \(w.rawValue) (a whole number)"
            case .double, .float, .float16: return "a \(type) (a number)"
            case .decimal: return "a Decimal (a number)"
            case .date: return "a Date"
            case .uuid: return "a UUID string"
            case .url: return "a URL string"
            case .closedDateRange, .dateRange: return "a \(type)"
            case .array(let t): return "an array of \(t)"
            case .optional(let t): return expectation(for: t)
            case .dictionary(let t): return "an object of \(t) values"
            case .named(let n): return "a \(n)"
            }
        }

        // MARK: Structs

        mutating func decodeFields(_ fields: [FieldSpec], typeName: String, from json: JSONValue, at path: JSONPath) -> StateValue? {
            guard case .object(let members) = json else {
                error(DiagnosticCode.typeMismatch, "expected an object for \(typeName), found \(json.kindDescription)", path)
                return nil
            }
            // JSONDecoder keeps the last of duplicate keys.
            var byKey: [String: JSONValue] = [:]
            byKey.reserveCapacity(members.count)
            for member in members { byKey[member.key] = member.value }

            var result: [StateField] = []
            result.reserveCapacity(fields.count)
            var failed = false
            var missing: [FieldSpec] = []
            for field in fields {
                let fieldPath = path.appending(field.key)
                guard let value = byKey[field.key] else {
                    if field.type.isOptional {
                        result.append(StateField(name: field.name, value: .null))
                    } else {
                        missing.append(field)
                        failed = true
                    }
                    continue
                }
                if let decoded = decode(field.type, from: value, at: fieldPath) {
                    result.append(StateField(name: field.name, value: decoded))
                } else {
                    failed = true
                }
            }
            let known = Set(fields.map(\.key))
            let extras = members.map(\.key).filter { !known.contains($0) }
            for field in missing {
                var message = "missing key \"\(field.key)\" (\(field.type)); JSONDecoder fails and the phone drops the update"
                if let near = extras.first(where: { Run.looksAlike($0, field.key) }) {
                    message += "; the payload has \"\(near)\""
                }
                error(DiagnosticCode.missingKey, message, path.appending(field.key))
            }
            var reported: Set<String> = []
            for key in extras where reported.insert(key).inserted {
                diagnostics.append(.info(DiagnosticCode.extraKey,
                                         "key \"\(key)\" is not in \(typeName)'s contract; JSONDecoder ignores it",
                                         path: path.appending(key).description))
            }
            return failed ? nil : .structure(type: typeName, fields: result)
        }

        /// `driver_name` ~ `driverName` ~ `DriverName`: the usual reasons a key goes missing.
        static func looksAlike(_ a: String, _ b: String) -> Bool {
            func fold(_ s: String) -> String { s.lowercased().filter { $0 != "_" && $0 != "-" } }
            return a != b && fold(a) == fold(b)
        }

        // MARK: Values

        mutating func decode(_ type: SwiftType, from json: JSONValue, at path: JSONPath) -> StateValue? {
            if case .optional(let wrapped) = type {
                if case .null = json { return .null }
                return decode(wrapped, from: json, at: path)
            }
            if case .null = json {
                error(DiagnosticCode.typeMismatch,
                      "expected \(Run.expectation(for: type)), found null; \(type) is not optional", path)
                return nil
            }
            switch type {
            case .string:
                guard case .string(let s) = json else { mismatch(type, json, path); return nil }
                return .string(s)
            case .bool:
                guard case .bool(let b) = json else { mismatch(type, json, path); return nil }
                return .bool(b)
            case .integer(let width):
                return decodeInteger(width, json, path)
            case .double, .float, .float16:
                return decodeFloatingPoint(type, json, path)
            case .decimal:
                guard case .number(let text) = json else { mismatch(type, json, path); return nil }
                return .decimal(text)
            case .date:
                guard let date = decodeDate(json, path) else { return nil }
                return .date(date)
            case .uuid:
                guard case .string(let s) = json else { mismatch(type, json, path); return nil }
                guard let uuid = UUID(uuidString: s) else {
                    mismatch(type, json, path, " that is not a UUID")
                    return nil
                }
                return .uuid(uuid)
            case .url:
                guard case .string(let s) = json else { mismatch(type, json, path); return nil }
                guard URL(string: s) != nil else {
                    mismatch(type, json, path, " that URL(string:) rejects")
                    return nil
                }
                return .url(s)
            case .closedDateRange, .dateRange:
                return decodeRange(closed: type == .closedDateRange, json, path)
            case .array(let element):
                guard case .array(let items) = json else { mismatch(type, json, path); return nil }
                var values: [StateValue] = []
                values.reserveCapacity(items.count)
                var failed = false
                for (i, item) in items.enumerated() {
                    if let v = decode(element, from: item, at: path.appending(index: i)) {
                        values.append(v)
                    } else {
                        failed = true
                    }
                }
                return failed ? nil : .array(values)
            case .dictionary(let valueType):
                guard case .object(let members) = json else { mismatch(type, json, path); return nil }
                var fields: [StateField] = []
                var failed = false
                var seen: [String: Int] = [:]
                for member in members {
                    guard let v = decode(valueType, from: member.value, at: path.appending(member.key)) else {
                        failed = true
                        continue
                    }
                    if let index = seen[member.key] {
                        fields[index].value = v
                    } else {
                        seen[member.key] = fields.count
                        fields.append(StateField(name: member.key, value: v))
                    }
                }
                return failed ? nil : .dictionary(fields)
            case .named(let name):
                if let spec = decoder.contract.enums[name] {
                    return decodeEnum(spec, json, path)
                }
                if let spec = decoder.contract.structs[name] {
                    return decodeFields(spec.fields, typeName: name, from: json, at: path)
                }
                error(DiagnosticCode.typeMismatch, "type \(name) is not declared in the definition", path)
                return nil
            case .optional:
                return nil  // handled above
            }
        }

        mutating func decodeEnum(_ spec: EnumSpec, _ json: JSONValue, _ path: JSONPath) -> StateValue? {
            let raw: EnumSpec.RawValue
            switch (spec.rawType, json) {
            case (.string, .string(let s)):
                raw = .string(s)
            case (.int, .number):
                guard case .int(let i)? = decodeInteger(.int, json, path) else { return nil }
                raw = .int(i)
            default:
                mismatch(.named(spec.name), json, path, " (\(spec.name) has \(spec.rawType.rawValue) raw values)")
                return nil
            }
            guard let found = spec.caseNamed(rawValue: raw) else {
                var message = "\(raw) is not a case of \(spec.name) (\(spec.cases.map { $0.rawValue.description }.joined(separator: ", ")))"
                if case .string(let s) = raw,
                   let near = spec.cases.first(where: { if case .string(let r) = $0.rawValue { return r.lowercased() == s.lowercased() } else { return false } }) {
                    message += "; raw values are case-sensitive: did you mean \(near.rawValue)?"
                }
                error(DiagnosticCode.unknownEnumCase, message, path)
                return nil
            }
            return .enumCase(type: spec.name, name: found.name)
        }

        // MARK: Numbers

        mutating func decodeInteger(_ width: IntegerWidth, _ json: JSONValue, _ path: JSONPath) -> StateValue? {
            guard case .number(let text) = json else { mismatch(.integer(width), json, path); return nil }
            if let value = Run.parseInteger(text, width) { return value }
            error(DiagnosticCode.typeMismatch, "the number \(text) does not fit in \(width.rawValue)", path)
            return nil
        }

        /// `JSONDecoder`'s integer rule: plain digits must fit the width; a number with a fraction or
        /// exponent is read as a `Double` and must be exactly a whole number within the width.
        static func parseInteger(_ text: String, _ width: IntegerWidth) -> StateValue? {
            let isPlain = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
            if isPlain {
                let negative = text.hasPrefix("-")
                guard let magnitude = UInt64(negative ? String(text.dropFirst()) : text) else { return nil }
                return integer(negative: negative, magnitude: magnitude, width)
            }
            guard let double = Double(text), double.isFinite, double.rounded(.towardZero) == double else { return nil }
            if double < 0 {
                guard let magnitude = UInt64(exactly: -double) else { return nil }
                return integer(negative: magnitude != 0, magnitude: magnitude, width)
            }
            guard let magnitude = UInt64(exactly: double) else { return nil }
            return integer(negative: false, magnitude: magnitude, width)
        }

        static func integer(negative: Bool, magnitude: UInt64, _ width: IntegerWidth) -> StateValue? {
            if negative && magnitude != 0 {
                guard width.isSigned, magnitude <= width.minimumMagnitude else { return nil }
                return .int(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
            }
            guard magnitude <= width.maximum else { return nil }
            return width.isSigned ? .int(Int64(magnitude)) : .uint(magnitude)
        }

        mutating func decodeFloatingPoint(_ type: SwiftType, _ json: JSONValue, _ path: JSONPath) -> StateValue? {
            guard case .number(let text) = json else { mismatch(type, json, path); return nil }
            guard let double = Double(text), double.isFinite else {
                error(DiagnosticCode.typeMismatch, "the number \(text) is not representable as \(type)", path)
                return nil
            }
            switch type {
            case .float:
                guard abs(double) <= Double(Float.greatestFiniteMagnitude) else {
                    error(DiagnosticCode.typeMismatch, "the number \(text) does not fit in Float", path)
                    return nil
                }
                return .double(Double(Float(double)))
            case .float16:
                let limit = 65504.0  // Float16.greatestFiniteMagnitude; Float16 is unavailable on some hosts.
                guard abs(double) <= limit else {
                    error(DiagnosticCode.typeMismatch, "the number \(text) does not fit in Float16", path)
                    return nil
                }
                return .double(double)
            default:
                return .double(double)
            }
        }

        // MARK: Dates and ranges

        mutating func decodeDate(_ json: JSONValue, _ path: JSONPath) -> Date? {
            switch decoder.dateEncoding {
            case .iso8601:
                guard case .string(let s) = json else { mismatch(.date, json, path, " (dateEncoding is iso8601)"); return nil }
                guard let date = Run.iso8601(s) else {
                    error(DiagnosticCode.typeMismatch,
                          "expected an ISO-8601 date string like \"2026-11-22T10:00:00Z\" (no fractional seconds), found \(JSONValue.quoted(s))", path)
                    return nil
                }
                return date
            case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
                guard case .number(let text) = json else {
                    var detail = " (dateEncoding is \(decoder.dateEncoding.rawValue): a number of seconds"
                    detail += decoder.dateEncoding == .deferredToDate ? " since 2001-01-01)" : " since 1970)"
                    mismatch(.date, json, path, detail)
                    return nil
                }
                guard let seconds = Double(text), seconds.isFinite else {
                    error(DiagnosticCode.typeMismatch, "the number \(text) is not representable as a Date", path)
                    return nil
                }
                let date: Date
                switch decoder.dateEncoding {
                case .deferredToDate: date = Date(timeIntervalSinceReferenceDate: seconds)
                case .secondsSince1970: date = Date(timeIntervalSince1970: seconds)
                default: date = Date(timeIntervalSince1970: seconds / 1000)
                }
                checkPlausibility(seconds: seconds, decoded: date, path)
                return date
            }
        }

        /// Warns when a date decodes decades from the push's time but another epoch reading fits.
        mutating func checkPlausibility(seconds: Double, decoded: Date, _ path: JSONPath) {
            guard let reference = referenceDate,
                  abs(decoded.timeIntervalSince(reference)) > ContentStateDecoder.implausibleDistance else { return }
            func near(_ d: Date) -> Bool { abs(d.timeIntervalSince(reference)) <= ContentStateDecoder.plausibleDistance }
            let asUnix = Date(timeIntervalSince1970: seconds)
            let asUnixMilliseconds = Date(timeIntervalSince1970: seconds / 1000)
            let asReference = Date(timeIntervalSinceReferenceDate: seconds)
            let decodedText = Run.format(decoded)
            switch decoder.dateEncoding {
            case .deferredToDate:
                if near(asUnix) {
                    diagnostics.append(.warning(DiagnosticCode.dateLooksUnix,
                        "\(Run.number(seconds)) decodes as \(decodedText) (seconds since 2001, JSONDecoder's default) but reads as \(Run.format(asUnix)) in Unix seconds; the phone shows \(decodedText). Send timeIntervalSinceReferenceDate (Unix - 978307200)",
                        path: path.description))
                } else if near(asUnixMilliseconds) {
                    diagnostics.append(.warning(DiagnosticCode.dateLooksUnix,
                        "\(Run.number(seconds)) decodes as \(decodedText) (seconds since 2001, JSONDecoder's default) but reads as \(Run.format(asUnixMilliseconds)) in Unix milliseconds; the phone shows \(decodedText)",
                        path: path.description))
                }
            case .secondsSince1970:
                if near(asReference) {
                    diagnostics.append(.warning(DiagnosticCode.dateLooksReference,
                        "\(Run.number(seconds)) decodes as \(decodedText) (Unix seconds, dateEncoding secondsSince1970) but reads as \(Run.format(asReference)) in seconds since 2001; the phone shows \(decodedText)",
                        path: path.description))
                } else if near(asUnixMilliseconds) {
                    diagnostics.append(.warning(DiagnosticCode.dateLooksUnix,
                        "\(Run.number(seconds)) decodes as \(decodedText) (Unix seconds) but reads as \(Run.format(asUnixMilliseconds)) in Unix milliseconds; the phone shows \(decodedText)",
                        path: path.description))
                }
            case .millisecondsSince1970, .iso8601:
                break
            }
        }

        mutating func decodeRange(closed: Bool, _ json: JSONValue, _ path: JSONPath) -> StateValue? {
            let type: SwiftType = closed ? .closedDateRange : .dateRange
            let lowerJSON: JSONValue, upperJSON: JSONValue
            let lowerPath: JSONPath, upperPath: JSONPath
            switch (decoder.rangeEncoding, json) {
            case (.array, .array(let items)):
                guard items.count >= 2 else {
                    error(DiagnosticCode.invalidRange,
                          "\(type) is encoded as [lower, upper]; found an array of \(items.count) element\(items.count == 1 ? "" : "s")", path)
                    return nil
                }
                lowerJSON = items[0]; upperJSON = items[1]
                lowerPath = path.appending(index: 0); upperPath = path.appending(index: 1)
            case (.bounds, .object):
                guard let l = json["lowerBound"], let u = json["upperBound"] else {
                    let absent = json["lowerBound"] == nil ? "lowerBound" : "upperBound"
                    error(DiagnosticCode.missingKey, "missing key \"\(absent)\" of \(type) (rangeEncoding is bounds)", path.appending(absent))
                    return nil
                }
                lowerJSON = l; upperJSON = u
                lowerPath = path.appending("lowerBound"); upperPath = path.appending("upperBound")
            case (.array, .object) where json["lowerBound"] != nil || json["upperBound"] != nil:
                error(DiagnosticCode.typeMismatch,
                      "expected [lower, upper] (synthesized Codable of \(type)), found {lowerBound, upperBound}: that shape decodes only with a custom Codable (rangeEncoding: bounds)", path)
                return nil
            case (.bounds, .array):
                error(DiagnosticCode.typeMismatch,
                      "expected {\"lowerBound\": …, \"upperBound\": …} (rangeEncoding is bounds), found an array", path)
                return nil
            default:
                mismatch(type, json, path, decoder.rangeEncoding == .array ? " (encoded as [lower, upper])" : "")
                return nil
            }
            let lower = decodeDate(lowerJSON, lowerPath)
            let upper = decodeDate(upperJSON, upperPath)
            guard let lower, let upper else { return nil }
            if lower > upper {
                error(DiagnosticCode.invalidRange,
                      "lower bound \(Run.format(lower)) is after upper bound \(Run.format(upper)); \(type) cannot be formed and decoding fails", path)
                return nil
            }
            return .dateRange(lower: lower, upper: upper, closed: closed)
        }

        // MARK: Formatting

        static func iso8601(_ s: String) -> Date? {
            // The same formatter configuration JSONDecoder.DateDecodingStrategy.iso8601 uses.
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = .withInternetDateTime
            return formatter.date(from: s)
        }

        static func format(_ date: Date) -> String {
            Timestamp.iso8601(date)
        }

        static func number(_ d: Double) -> String {
            d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        }
    }
}
