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

    /// What messages call the top-level struct: `ContentState`, or the attributes type.
    public var rootTypeName = "ContentState"

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
    ///   - referenceDate: the push's own time, the moment an `init(from:)` choosing its case by the
    ///     clock compares with (`EnumDecoding.ClockChoice`); dates decades away from it while another epoch
    ///     reading is close are flagged (`contract.dateLooksUnix`).
    public func decode(_ json: JSONValue, at path: JSONPath = .contentState, referenceDate: Date? = nil) -> Result {
        var run = Run(decoder: self, referenceDate: referenceDate)
        if let root = contract.rootEnum { return run.finish(run.decode(.named(root), from: json, at: { path })) }
        let value = run.decodeFields(contract.fields, typeName: rootTypeName, from: json, at: { path })
        return run.finish(value)
    }

    /// Decodes `json` as one value of `type` (used for attributes and in tests).
    public func decode(_ json: JSONValue, as type: SwiftType, at path: JSONPath = .root, referenceDate: Date? = nil) -> Result {
        var run = Run(decoder: self, referenceDate: referenceDate)
        let value = run.decode(type, from: json, at: { path })
        return run.finish(value)
    }

    /// Where a value sits, built only when a diagnostic names it: a `JSONPath` per field decoded
    /// was an allocation per field of every push.
    typealias Trail = () -> JSONPath

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

        mutating func error(_ code: String, _ message: String, _ path: Trail) {
            errorCount += 1
            if errorCount <= ContentStateDecoder.errorLimit {
                diagnostics.append(.error(code, message, path: path().description))
            }
        }

        mutating func mismatch(_ type: SwiftType, _ json: JSONValue, _ path: Trail, _ detail: String = "") {
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
            case .data: return "a Data (a base64 string)"
            case .closedDateRange, .dateRange: return "a \(type)"
            case .array(let t): return "an array of \(t)"
            case .optional(let t): return expectation(for: t)
            case .dictionary(let t): return "an object of \(t) values"
            case .intDictionary(let t): return "an object of \(t) values under Int keys"
            case .named(let n): return "a \(n)"
            case .opaque(let n): return "a \(n) (any JSON value)"
            }
        }

        // MARK: Structs

        mutating func decodeFields(_ fields: [FieldSpec], typeName: String, from json: JSONValue, at path: Trail) -> StateValue? {
            guard case .object(let members) = json else {
                error(DiagnosticCode.typeMismatch, "expected an object for \(typeName), found \(json.kindDescription)", path)
                return nil
            }
            // JSONDecoder keeps the first of duplicate keys and never looks at the later ones.
            // Keys compare as Swift `String`s (canonical equivalence), as its dictionary does.
            // Content states are small objects: a linear scan beats hashing every key (BENCHMARKS.md).
            let isSmall = members.count <= Run.smallObject
            var byKey: [String: JSONValue] = [:]
            if !isSmall {
                byKey.reserveCapacity(members.count)
                for member in members where byKey[member.key] == nil { byKey[member.key] = member.value }
            }

            var result: [StateField] = []
            result.reserveCapacity(fields.count)
            var failed = false
            var missing: [FieldSpec] = []
            for field in fields {
                var found = isSmall ? Run.firstValue(field, in: members) : byKey[field.key]
                if let fallback = field.fallback, found == nil || found == .null { found = fallback }
                guard let value = found else {
                    if field.type.isOptional {
                        result.append(StateField(name: field.name, value: .null))
                    } else {
                        missing.append(field)
                        failed = true
                    }
                    continue
                }
                // The key alone is captured: a closure holding `field` copied the whole spec per field.
                let key = field.key
                if let decoded = decode(field.type, from: value, at: { path().appending(key) }) {
                    result.append(StateField(name: field.name, value: decoded))
                } else {
                    failed = true
                }
            }
            var extras: [String] = []
            var seenExtras: Set<String> = []
            for member in members where !fields.contains(where: { $0.named(member.key) }) {
                let isNew = isSmall ? !extras.contains(member.key) : seenExtras.insert(member.key).inserted
                if isNew { extras.append(member.key) }
            }
            for field in missing {
                var message = "missing key \"\(field.key)\" (\(field.type)); JSONDecoder fails and the phone drops the update"
                if let near = extras.first(where: { Run.looksAlike($0, field.key) }) {
                    message += "; the payload has \"\(near)\""
                }
                error(DiagnosticCode.missingKey, message, { path().appending(field.key) })
            }
            for key in extras.prefix(Run.extraKeyLimit) {
                diagnostics.append(.info(DiagnosticCode.extraKey,
                                         "key \"\(key)\" is not in \(typeName)'s contract; JSONDecoder ignores it",
                                         path: path().appending(key).description))
            }
            if extras.count > Run.extraKeyLimit {
                diagnostics.append(.info(DiagnosticCode.extraKey,
                                         "\(extras.count - Run.extraKeyLimit) more keys are not in \(typeName)'s contract", path: path().description))
            }
            noteDuplicates(members, isKnown: { key in fields.contains { $0.named(key) } }, path)
            return failed ? nil : .structure(type: typeName, fields: result)
        }

        /// Objects with at most this many members are searched linearly.
        static let smallObject = 16
        /// Unknown keys listed per object; a hostile payload can have thousands.
        static let extraKeyLimit = 10

        /// Reports contract keys that appear more than once: `JSONDecoder` decodes the first and
        /// ignores the rest, where other JSON readers (and people) often take the last.
        mutating func noteDuplicates(_ members: [JSONMember], isKnown: (String) -> Bool, _ path: Trail) {
            guard members.count > 1 else { return }
            var duplicated: [String] = []
            if members.count <= Run.smallObject {
                for i in 1..<members.count where !duplicated.contains(members[i].key) {
                    if members[0..<i].contains(where: { $0.key == members[i].key }) { duplicated.append(members[i].key) }
                }
            } else {
                var seen: Set<String> = []
                for member in members where !seen.insert(member.key).inserted && !duplicated.contains(member.key) {
                    duplicated.append(member.key)
                }
            }
            for key in duplicated.prefix(Run.extraKeyLimit) where isKnown(key) {
                diagnostics.append(.info(DiagnosticCode.extraKey,
                                         "key \"\(key)\" appears more than once; JSONDecoder uses the first value and ignores the others",
                                         path: path().appending(key).description))
            }
        }

        /// The value of the first member named `key`, as `JSONDecoder`'s keyed containers find it.
        static func firstValue(_ key: String, in members: [JSONMember]) -> JSONValue? {
            members.first(where: { $0.key == key })?.value
        }

        /// `firstValue(field.key, in:)`, as the field matches keys (`FieldSpec.named`).
        static func firstValue(_ field: FieldSpec, in members: [JSONMember]) -> JSONValue? {
            members.first(where: { field.named($0.key) })?.value
        }

        /// `driver_name` ~ `driverName` ~ `DriverName`: the usual reasons a key goes missing.
        static func looksAlike(_ a: String, _ b: String) -> Bool {
            func fold(_ s: String) -> String { s.lowercased().filter { $0 != "_" && $0 != "-" } }
            return a != b && fold(a) == fold(b)
        }

        // MARK: Values

        mutating func decode(_ type: SwiftType, from json: JSONValue, at path: Trail) -> StateValue? {
            // A type whose decoding is not known takes the value as it came, `null` included.
            if case .opaque = type { return StateValue(untyped: json) }
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
                return decodeDecimal(json, path)
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
                guard let url = URL(string: s) else {
                    mismatch(type, json, path, " that URL(string:) rejects")
                    return nil
                }
                // The app holds the parsed URL: `URL(string:)` percent-encodes spaces and other
                // characters it does not allow and IDNA-encodes host names.
                return .url(url.absoluteString)
            case .data:
                // The default `.base64` strategy: `Data(base64Encoded:)`, which refuses line breaks
                // and other characters outside the alphabet. The value keeps its text.
                guard case .string(let s) = json else { mismatch(type, json, path); return nil }
                guard let bytes = Data(base64Encoded: s) else {
                    mismatch(type, json, path, " that is not base64")
                    return nil
                }
                return .string(bytes.base64EncodedString())
            case .closedDateRange, .dateRange:
                return decodeRange(closed: type == .closedDateRange, json, path)
            case .opaque:
                return StateValue(untyped: json)
            case .array(let element):
                guard case .array(let items) = json else { mismatch(type, json, path); return nil }
                var values: [StateValue] = []
                values.reserveCapacity(items.count)
                var failed = false
                for (i, item) in items.enumerated() {
                    if let v = decode(element, from: item, at: { path().appending(index: i) }) {
                        values.append(v)
                    } else {
                        failed = true
                    }
                }
                return failed ? nil : .array(values)
            case .dictionary(let valueType), .intDictionary(let valueType):
                guard case .object(let members) = json else { mismatch(type, json, path); return nil }
                // `[Int: T]` is keyed by the keys' `Int(_:)` readings, as `Dictionary` decodes it.
                if case .intDictionary = type, let key = members.first(where: { Int($0.key) == nil })?.key {
                    mismatch(type, json, { path().appending(key) }, ": the key '\(key)' is not an Int")
                    return nil
                }
                var fields: [StateField] = []
                var failed = false
                var seen: Set<String> = []
                // Like a struct: the first of duplicate keys is decoded, later ones are not read.
                for member in members where seen.insert(member.key).inserted {
                    let key = member.key
                    if let v = decode(valueType, from: member.value, at: { path().appending(key) }) {
                        // An Int key is known by its value: `"007"` is the key 7.
                        let name = type == .intDictionary(valueType) ? Int(member.key).map(String.init) ?? member.key : member.key
                        fields.append(StateField(name: name, value: v))
                    } else {
                        failed = true
                    }
                }
                noteDuplicates(members, isKnown: { _ in true }, path)
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

        mutating func decodeEnum(_ spec: EnumSpec, _ json: JSONValue, _ path: Trail) -> StateValue? {
            if let custom = spec.customDecoding { return decodeCustom(spec, custom, json, path) }
            let raw: EnumSpec.RawValue
            switch (spec.rawType, json) {
            case (.string, .string(let s)):
                raw = .string(s)
            case (.int, .number):
                guard case .int(let i)? = decodeInteger(.int, json, path) else { return nil }
                raw = .int(i)
            case (.double, .number(let text)), (.float, .number(let text)):
                guard let d = Double(text), d.isFinite else { mismatch(.named(spec.name), json, path); return nil }
                raw = .double(d)
            case (.none, .object(let members)):
                // Synthesized Codable reads the keys that name cases and wants exactly one, holding an object.
                let named = members.filter { member in spec.cases.contains { $0.name == member.key } }
                guard named.count == 1, let only = named.first else {
                    error(DiagnosticCode.typeMismatch, "\(spec.name) has no raw values: expected an object with exactly one key naming a case "
                          + "(\(spec.cases.map(\.name).joined(separator: ", "))), as {\"\(spec.cases.first?.name ?? "case")\": {}}, found \(named.count)", path)
                    return nil
                }
                guard case .object = only.value else {
                    let detail = spec.cases.first { $0.name == only.key }?.values == nil ? " (a case without associated values is {})"
                        : " (a case's associated values are an object keyed by their labels, or _0, _1…)"
                    mismatch(.named(spec.name), only.value, { path().appending(only.key) }, detail)
                    return nil
                }
                if let values = spec.cases.first(where: { $0.name == only.key })?.values {
                    let key = only.key
                    guard case .structure(_, let fields)? = decodeFields(values, typeName: "\(spec.name).\(key)", from: only.value,
                                                                         at: { path().appending(key) }) else { return nil }
                    return .enumPayload(type: spec.name, name: key, values: fields)
                }
                raw = .string(only.key)
            default:
                mismatch(.named(spec.name), json, path, spec.rawType == .none ? " (\(spec.name) has no raw values: {\"case\": {}})"
                                                                               : " (\(spec.name) has \(spec.rawType.rawValue) raw values)")
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

        mutating func decodeInteger(_ width: IntegerWidth, _ json: JSONValue, _ path: Trail) -> StateValue? {
            guard case .number(let text) = json else { mismatch(.integer(width), json, path); return nil }
            if let value = Run.parseInteger(text, width) { return value }
            if let double = Double(text), double.isFinite, double.rounded(.towardZero) != double {
                error(DiagnosticCode.typeMismatch, "the number \(text) is not a whole number; \(width.rawValue) cannot hold it", path)
            } else {
                error(DiagnosticCode.typeMismatch, "the number \(text) does not fit in \(width.rawValue)", path)
            }
            return nil
        }

        /// 2^53: below it every whole `Double` is exactly the integer it was written as.
        static let exactDoubleLimit = Double(sign: .plus, exponent: Double.significandBitCount + 1, significand: 1)

        /// `JSONDecoder`'s integer rule, step by step:
        /// 1. plain digits (no fraction, no exponent) that fit the width are the value;
        /// 2. otherwise the number is read as a `Double`, which must be a whole number within the width
        ///    (`1.0`, `1e2` and `-0.0` decode; `1.5`, `128` for `Int8` and `1e400` do not);
        /// 3. when that `Double` is 2^53 or more in magnitude, the number is read again as a `Decimal`
        ///    whose digits are taken as a `UInt64`, the fraction cut off, and a negative result
        ///    must fit the width's positive range (so `9007199254740993.5` is `9007199254740993`,
        ///    and `-9.223372036854775808e18` fails although `-9223372036854775808` decodes).
        static func parseInteger(_ text: String, _ width: IntegerWidth) -> StateValue? {
            let isPlain = !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" })
            if isPlain {
                let negative = text.hasPrefix("-")
                if let magnitude = UInt64(negative ? String(text.dropFirst()) : text),
                   let value = integer(negative: negative, magnitude: magnitude, width) {
                    return value
                }
            }
            guard let double = Double(text), double.isFinite, double.rounded(.towardZero) == double,
                  let magnitude = UInt64(exactly: double.magnitude),
                  let value = integer(negative: double < 0, magnitude: magnitude, width) else { return nil }
            if double.magnitude < exactDoubleLimit { return value }
            return integer(fromDecimalLiteral: text, width)
        }

        /// Foundation's `FixedWidthInteger.init?(_: Decimal)` as `JSONDecoder` uses it for large numbers.
        static func integer(fromDecimalLiteral text: String, _ width: IntegerWidth) -> StateValue? {
            guard let decimal = Decimal(string: text, locale: posixLocale), !decimal.isNaN else { return nil }
            let negative = decimal.sign == .minus
            if negative && !width.isSigned { return nil }
            var digits = decimal.significand.description
            if digits.hasPrefix("-") { digits.removeFirst() }
            guard var magnitude = UInt64(digits) else { return nil }
            if decimal.exponent < 0 {
                for _ in 0..<(-decimal.exponent) { magnitude /= 10 }
            } else {
                for _ in 0..<decimal.exponent {
                    let (product, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                    guard !overflow else { return nil }
                    magnitude = product
                }
            }
            guard magnitude <= width.maximum else { return nil }
            if negative && magnitude != 0 { return .int(-Int64(magnitude)) }
            return width.isSigned ? .int(Int64(magnitude)) : .uint(magnitude)
        }

        static let posixLocale = Locale(identifier: "en_US_POSIX")

        static func integer(negative: Bool, magnitude: UInt64, _ width: IntegerWidth) -> StateValue? {
            if negative && magnitude != 0 {
                guard width.isSigned, magnitude <= width.minimumMagnitude else { return nil }
                return .int(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
            }
            guard magnitude <= width.maximum else { return nil }
            return width.isSigned ? .int(Int64(magnitude)) : .uint(magnitude)
        }

        /// Why `JSONDecoder` rejects a JSON number as a floating-point type.
        enum FloatingPointProblem: Error {
            /// The number rounds to infinity in the type.
            case overflow
            /// A number with a non-zero digit rounds to zero in the type.
            case underflow
        }

        /// `JSONDecoder`'s floating-point rule: the literal is parsed directly as the type (correctly
        /// rounded, so `3.4028235e38` is `Float.greatestFiniteMagnitude`), and a result that is
        /// infinite, or zero although the literal has a non-zero digit, is rejected. `Float16` is
        /// decoded as a `Float` and then converted, failing only if that conversion overflows.
        static func parseFloatingPoint(_ text: String, _ type: SwiftType) -> Swift.Result<Double, FloatingPointProblem> {
            switch type {
            case .float, .float16:
                guard let float = Float(text), float.isFinite else { return .failure(.overflow) }
                guard float != 0 || isTrueZero(text) else { return .failure(.underflow) }
                guard type == .float16 else { return .success(Double(float)) }
                let half = roundedToFloat16(float)
                return half.isFinite ? .success(half) : .failure(.overflow)
            default:
                guard let double = JSONValue.double(text), double.isFinite else { return .failure(.overflow) }
                guard double != 0 || isTrueZero(text) else { return .failure(.underflow) }
                return .success(double)
            }
        }

        /// Whether `JSONDecoder` takes a literal that parsed as zero for a real zero, rather than a
        /// non-zero number that underflowed. It looks for a non-zero digit before the exponent, but
        /// (swift-foundation's `isTrueZero`, reproduced exactly) it reads the text in blocks of four
        /// bytes and the last one to three bytes from the end backwards, so an exponent digit there
        /// can be seen first: `0e5` and `-0.0e1` are rejected while `0e400` and `0.0e5` are not.
        static func isTrueZero(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            func check(_ i: Int) -> Bool? {
                switch bytes[i] {
                case UInt8(ascii: "1")...UInt8(ascii: "9"): return false
                case UInt8(ascii: "e"), UInt8(ascii: "E"): return true
                default: return nil
                }
            }
            var start = 0
            while bytes.count - start >= 4 {
                for i in start..<(start + 4) {
                    if let answer = check(i) { return answer }
                }
                start += 4
            }
            for i in (start..<bytes.count).reversed() {
                if let answer = check(i) { return answer }
            }
            return true
        }

        /// `Double(Float16(float))`, computed without `Float16` (unavailable on Intel Macs):
        /// round to 11 significant bits, ties to even, with `Float16`'s subnormals; beyond
        /// 65504 after rounding it is infinite.
        static func roundedToFloat16(_ float: Float) -> Double {
            let x = Double(float)
            guard x.isFinite, x != 0 else { return x }
            let exponent = max(Int(x.exponent), -14)
            let spacing = Double(sign: .plus, exponent: exponent - 10, significand: 1)
            let rounded = (x / spacing).rounded(.toNearestOrEven) * spacing
            guard rounded.magnitude <= 65504 else { return x < 0 ? -.infinity : .infinity }
            return rounded
        }

        mutating func decodeFloatingPoint(_ type: SwiftType, _ json: JSONValue, _ path: Trail) -> StateValue? {
            guard case .number(let text) = json else { mismatch(type, json, path); return nil }
            switch Run.parseFloatingPoint(text, type) {
            case .success(let value):
                return .double(value)
            case .failure(.overflow):
                error(DiagnosticCode.typeMismatch, "the number \(text) does not fit in \(type) (it rounds to infinity)", path)
            case .failure(.underflow):
                error(DiagnosticCode.typeMismatch, "the number \(text) is too small for \(type) (it rounds to zero, which JSONDecoder rejects)", path)
            }
            return nil
        }

        mutating func decodeDecimal(_ json: JSONValue, _ path: Trail) -> StateValue? {
            guard case .number(let text) = json else { mismatch(.decimal, json, path); return nil }
            // Decimal holds 38 digits and an exponent from -128 to 127; beyond that JSONDecoder fails.
            guard let decimal = Decimal(string: text, locale: Run.posixLocale), !decimal.isNaN else {
                error(DiagnosticCode.typeMismatch, "the number \(text) is out of Decimal's range (exponent -128...127)", path)
                return nil
            }
            return .decimal(text)
        }

        // MARK: Dates and ranges

        mutating func decodeDate(_ json: JSONValue, _ path: Trail) -> Date? {
            switch decoder.dateEncoding {
            case .iso8601:
                guard case .string(let s) = json else { mismatch(.date, json, path, " (dateEncoding is iso8601)"); return nil }
                guard let date = Run.iso8601(s) else {
                    error(DiagnosticCode.typeMismatch,
                          "expected an ISO-8601 date-time string like \"2026-11-22T10:00:00Z\" or \"2026-11-22T12:00:00.5+02:00\", found \(JSONValue.quoted(s))", path)
                    return nil
                }
                return date
            case .deferredToDate, .secondsSince1970, .millisecondsSince1970:
                guard case .number(let text) = json else {
                    let unit: String
                    switch decoder.dateEncoding {
                    case .deferredToDate: unit = "seconds since 2001-01-01"
                    case .millisecondsSince1970: unit = "milliseconds since 1970"
                    default: unit = "seconds since 1970"
                    }
                    mismatch(.date, json, path, " (dateEncoding is \(decoder.dateEncoding.rawValue): a number of \(unit))")
                    return nil
                }
                // A Date is read as a Double, with Double's rules (no infinity, no rounding to zero).
                guard case .success(let seconds) = Run.parseFloatingPoint(text, .double) else {
                    error(DiagnosticCode.typeMismatch, "the number \(text) is not representable as a Date (JSONDecoder reads it as a Double)", path)
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
        mutating func checkPlausibility(seconds: Double, decoded: Date, _ path: Trail) {
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
                        path: path().description))
                } else if near(asUnixMilliseconds) {
                    diagnostics.append(.warning(DiagnosticCode.dateLooksUnix,
                        "\(Run.number(seconds)) decodes as \(decodedText) (seconds since 2001, JSONDecoder's default) but reads as \(Run.format(asUnixMilliseconds)) in Unix milliseconds; the phone shows \(decodedText)",
                        path: path().description))
                }
            case .secondsSince1970:
                if near(asReference) {
                    diagnostics.append(.warning(DiagnosticCode.dateLooksReference,
                        "\(Run.number(seconds)) decodes as \(decodedText) (Unix seconds, dateEncoding secondsSince1970) but reads as \(Run.format(asReference)) in seconds since 2001; the phone shows \(decodedText)",
                        path: path().description))
                } else if near(asUnixMilliseconds) {
                    diagnostics.append(.warning(DiagnosticCode.dateLooksUnix,
                        "\(Run.number(seconds)) decodes as \(decodedText) (Unix seconds) but reads as \(Run.format(asUnixMilliseconds)) in Unix milliseconds; the phone shows \(decodedText)",
                        path: path().description))
                }
            case .millisecondsSince1970, .iso8601:
                break
            }
        }

        mutating func decodeRange(closed: Bool, _ json: JSONValue, _ path: Trail) -> StateValue? {
            let type: SwiftType = closed ? .closedDateRange : .dateRange
            let lowerJSON: JSONValue, upperJSON: JSONValue
            let lowerStep: JSONPath.Component, upperStep: JSONPath.Component
            switch (decoder.rangeEncoding, json) {
            case (.array, .array(let items)):
                guard items.count >= 2 else {
                    error(DiagnosticCode.invalidRange,
                          "\(type) is encoded as [lower, upper]; found an array of \(items.count) element\(items.count == 1 ? "" : "s")", path)
                    return nil
                }
                lowerJSON = items[0]; upperJSON = items[1]
                lowerStep = .index(0); upperStep = .index(1)
            case (.bounds, .object(let members)):
                // A custom `init(from:)` reads the bounds through a keyed container: first of duplicates wins.
                let l = Run.firstValue("lowerBound", in: members), u = Run.firstValue("upperBound", in: members)
                guard let l, let u else {
                    let absent = l == nil ? "lowerBound" : "upperBound"
                    error(DiagnosticCode.missingKey, "missing key \"\(absent)\" of \(type) (rangeEncoding is bounds)", { path().appending(absent) })
                    return nil
                }
                lowerJSON = l; upperJSON = u
                lowerStep = .key("lowerBound"); upperStep = .key("upperBound")
            case (.array, .object(let members)) where members.contains(where: { $0.key == "lowerBound" || $0.key == "upperBound" }):
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
            let lower = decodeDate(lowerJSON, { JSONPath(path().components + [lowerStep]) })
            let upper = decodeDate(upperJSON, { JSONPath(path().components + [upperStep]) })
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
            // Exactly what JSONDecoder.DateDecodingStrategy.iso8601 does: a default
            // `Date.ISO8601FormatStyle` parse, which also accepts fractional seconds and offsets.
            try? Date.ISO8601FormatStyle().parse(s)
        }

        static func format(_ date: Date) -> String {
            Timestamp.iso8601(date)
        }

        static func number(_ d: Double) -> String {
            d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        }
    }
}
