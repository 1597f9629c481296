import Foundation
import Testing
@testable import ActivityModel

// Holds livepeek's JSON parser and content-state decoder to Foundation's `JSONDecoder`.
//
// Every case pairs a real `Codable` Swift type with the `ContentStateContract` that describes it
// and a JSON text. Foundation decodes the text into the Swift type; livepeek parses it with
// `JSONParser` and decodes it with `ContentStateDecoder`. The verdicts (decodes / fails) must be the
// same, and when both decode, the values must be the same: Foundation's value is turned into a
// `StateValue` by reflection (field by field, no JSON in between) and compared with livepeek's.
// As a second check, Foundation's value is re-encoded with `JSONEncoder` and livepeek must decode
// that text to the same value too.

// MARK: - Swift types the cases decode

/// Namespace for the fixture types, so their unqualified names match the contract's names.
enum DiffFixtures {
    /// A struct with one non-optional field `v`. The property is spelled `T`, so the synthesized
    /// `init(from:)` uses `decode(_:forKey:)` even when `T` is an optional: only `Opt` models `T?`.
    struct One<T: Codable & Sendable>: Codable, Sendable {
        var v: T
    }

    /// A struct with one optional field `v: T?` (synthesized `decodeIfPresent`).
    struct Opt<T: Codable & Sendable>: Codable, Sendable {
        var v: T?
    }

    enum Battery: String, Codable {
        case charging
        case full
        case low = "LOW_BATTERY"
    }

    enum Level: Int, Codable {
        case zero = 0
        case one = 1
        case hundred = 100
    }

    enum Dose: Float, Codable {
        case tenth = 0.1
        case half = 0.5
        case whole = 1
    }

    enum Ratio: Double, Codable {
        case third = 0.333
        case two = 2
    }

    struct Stop: Codable {
        var name: String
        var plannedTime: Date
        var platform: Int?
    }

    struct Trip: Codable {
        var line: String
        var departures: [Stop]
        var next: Stop?
        var battery: Battery
        var window: ClosedRange<Date>
    }

    /// Custom `CodingKeys`: the JSON key differs from the property name.
    struct Driver: Codable {
        var driverName: String
        var etaMinutes: Int
        var note: String?

        enum CodingKeys: String, CodingKey {
            case driverName = "driver_name"
            case etaMinutes = "eta"
            case note
        }
    }

    struct Pair: Codable {
        var a: Int
        var b: String
    }

    /// A key that Swift's `String` equality matches in two spellings (precomposed or not).
    struct Accented: Codable {
        var a: Int
        var b: String

        enum CodingKeys: String, CodingKey {
            case a = "caf\u{E9}"
            case b
        }
    }

    /// A struct whose `ClosedRange<Date>` is written by a custom `Codable` as
    /// `{"lowerBound": …, "upperBound": …}` (livepeek's `rangeEncoding: .bounds`).
    struct BoundsWindow: Codable {
        var v: ClosedRange<Date>

        enum CodingKeys: String, CodingKey { case v }
        enum BoundsKeys: String, CodingKey { case lowerBound, upperBound }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let bounds = try container.nestedContainer(keyedBy: BoundsKeys.self, forKey: .v)
            let lower = try bounds.decode(Date.self, forKey: .lowerBound)
            let upper = try bounds.decode(Date.self, forKey: .upperBound)
            guard lower <= upper else {
                throw DecodingError.dataCorruptedError(forKey: .upperBound, in: bounds,
                                                       debugDescription: "lowerBound > upperBound")
            }
            v = lower...upper
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var bounds = container.nestedContainer(keyedBy: BoundsKeys.self, forKey: .v)
            try bounds.encode(v.lowerBound, forKey: .lowerBound)
            try bounds.encode(v.upperBound, forKey: .upperBound)
        }
    }

    static let enums: [String: EnumSpec] = [
        "Battery": EnumSpec(name: "Battery", rawType: .string, cases: [
            .init(name: "charging", rawValue: .string("charging")),
            .init(name: "full", rawValue: .string("full")),
            .init(name: "low", rawValue: .string("LOW_BATTERY")),
        ]),
        "Level": EnumSpec(name: "Level", rawType: .int, cases: [
            .init(name: "zero", rawValue: .int(0)),
            .init(name: "one", rawValue: .int(1)),
            .init(name: "hundred", rawValue: .int(100)),
        ]),
        "Dose": EnumSpec(name: "Dose", rawType: .float, cases: [
            .init(name: "tenth", rawValue: .double(0.1)),
            .init(name: "half", rawValue: .double(0.5)),
            .init(name: "whole", rawValue: .double(1)),
        ]),
        "Ratio": EnumSpec(name: "Ratio", rawType: .double, cases: [
            .init(name: "third", rawValue: .double(0.333)),
            .init(name: "two", rawValue: .double(2)),
        ]),
    ]

    static let structs: [String: StructSpec] = [
        "Stop": StructSpec(name: "Stop", fields: [
            FieldSpec(name: "name", type: .string),
            FieldSpec(name: "plannedTime", type: .date),
            FieldSpec(name: "platform", type: .optional(.integer(.int))),
        ]),
        "Pair": StructSpec(name: "Pair", fields: [
            FieldSpec(name: "a", type: .integer(.int)),
            FieldSpec(name: "b", type: .string),
        ]),
    ]

    static let tripFields: [FieldSpec] = [
        FieldSpec(name: "line", type: .string),
        FieldSpec(name: "departures", type: .array(.named("Stop"))),
        FieldSpec(name: "next", type: .optional(.named("Stop"))),
        FieldSpec(name: "battery", type: .named("Battery")),
        FieldSpec(name: "window", type: .closedDateRange),
    ]

    static let driverFields: [FieldSpec] = [
        FieldSpec(name: "driverName", type: .string, key: "driver_name"),
        FieldSpec(name: "etaMinutes", type: .integer(.int), key: "eta"),
        FieldSpec(name: "note", type: .optional(.string)),
    ]
}

// MARK: - The case table

/// What Foundation made of a case.
enum FoundationOutcome: Sendable {
    case failed(String)
    /// The decoded value as a `StateValue` (by reflection) and `JSONEncoder`'s text for it.
    case decoded(StateValue, reencoded: String)
}

struct DiffCase: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var contract: ContentStateContract
    var dates: DateEncoding
    var ranges: RangeEncoding
    var foundation: @Sendable () -> FoundationOutcome
    /// Why livepeek rejects, on purpose, a body Foundation's `JSONDecoder` would accept. The test
    /// then asserts both halves: Foundation decodes it, livepeek rejects it.
    var rejectedOnPurpose: String? = nil

    var testDescription: String { name }

    func rejectedOnPurpose(_ why: String) -> DiffCase {
        var copy = self
        copy.rejectedOnPurpose = why
        return copy
    }

    /// A case decoding `json` as `T`, whose contract has `fields`.
    static func make<T: Codable & Sendable>(_ name: String, _ type: T.Type, fields: [FieldSpec], _ json: String,
                                 dates: DateEncoding = .deferredToDate, ranges: RangeEncoding = .array) -> DiffCase {
        DiffCase(name: name, json: json,
                 contract: ContentStateContract(fields: fields, enums: DiffFixtures.enums, structs: DiffFixtures.structs),
                 dates: dates, ranges: ranges,
                 foundation: { foundationDecode(T.self, json, dates) })
    }

    /// `struct One { var v: T }` described as `v: type`.
    static func one<T: Codable & Sendable>(_ name: String, _ type: T.Type, _ swiftType: SwiftType, _ json: String,
                                dates: DateEncoding = .deferredToDate) -> DiffCase {
        make(name, DiffFixtures.One<T>.self, fields: [FieldSpec(name: "v", type: swiftType)], json, dates: dates)
    }

    /// `struct Opt { var v: T? }` described as `v: type?`.
    static func opt<T: Codable & Sendable>(_ name: String, _ type: T.Type, _ swiftType: SwiftType, _ json: String) -> DiffCase {
        make(name, DiffFixtures.Opt<T>.self, fields: [FieldSpec(name: "v", type: .optional(swiftType))], json)
    }
}

func configure(_ decoder: JSONDecoder, _ dates: DateEncoding) {
    switch dates {
    case .deferredToDate: decoder.dateDecodingStrategy = .deferredToDate
    case .secondsSince1970: decoder.dateDecodingStrategy = .secondsSince1970
    case .millisecondsSince1970: decoder.dateDecodingStrategy = .millisecondsSince1970
    case .iso8601: decoder.dateDecodingStrategy = .iso8601
    }
}

func configure(_ encoder: JSONEncoder, _ dates: DateEncoding) {
    encoder.outputFormatting = .sortedKeys
    switch dates {
    case .deferredToDate: encoder.dateEncodingStrategy = .deferredToDate
    case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
    case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
    case .iso8601: encoder.dateEncodingStrategy = .iso8601
    }
}

func foundationDecode<T: Codable>(_ type: T.Type, _ json: String, _ dates: DateEncoding) -> FoundationOutcome {
    let decoder = JSONDecoder()
    configure(decoder, dates)
    let value: T
    do {
        value = try decoder.decode(T.self, from: Data(json.utf8))
    } catch {
        return .failed("\(error)")
    }
    let encoder = JSONEncoder()
    configure(encoder, dates)
    do {
        let data = try encoder.encode(value)
        return .decoded(reflect(value, root: true), reencoded: String(decoding: data, as: UTF8.self))
    } catch {
        return .decoded(reflect(value, root: true), reencoded: "<JSONEncoder failed: \(error)>")
    }
}

/// Foundation's decoded value as the `StateValue` livepeek should produce for it.
func reflect(_ value: Any, root: Bool = false) -> StateValue {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        guard let wrapped = mirror.children.first else { return .null }
        return reflect(wrapped.value)
    }
    switch value {
    case let v as String: return .string(v)
    case let v as Bool: return .bool(v)
    case let v as Int: return .int(Int64(v))
    case let v as Int8: return .int(Int64(v))
    case let v as Int16: return .int(Int64(v))
    case let v as Int32: return .int(Int64(v))
    case let v as Int64: return .int(v)
    case let v as UInt: return .uint(UInt64(v))
    case let v as UInt8: return .uint(UInt64(v))
    case let v as UInt16: return .uint(UInt64(v))
    case let v as UInt32: return .uint(UInt64(v))
    case let v as UInt64: return .uint(v)
    case let v as Double: return .double(v)
    case let v as Float: return .double(Double(v))
    case let v as Decimal: return .decimal(v.description)
    case let v as Date: return .date(v)
    case let v as ClosedRange<Date>: return .dateRange(lower: v.lowerBound, upper: v.upperBound, closed: true)
    case let v as Range<Date>: return .dateRange(lower: v.lowerBound, upper: v.upperBound, closed: false)
    case let v as UUID: return .uuid(v)
    case let v as URL: return .url(v.absoluteString)
    case let v as Data: return .string(v.base64EncodedString())
    default: break
    }
    #if !(os(macOS) && arch(x86_64))
    if let v = value as? Float16 { return .double(Double(v)) }
    #endif
    switch mirror.displayStyle {
    case .collection?:
        return .array(mirror.children.map { reflect($0.value) })
    case .dictionary?:
        return .dictionary(mirror.children.map { entry in
            let pair = Array(Mirror(reflecting: entry.value).children)
            return StateField(name: pair.first.map { "\($0.value)" } ?? "?", value: pair.last.map { reflect($0.value) } ?? .null)
        })
    case .enum?:
        if let payload = mirror.children.first { return reflectPayload(value, payload) }
        return .enumCase(type: String(describing: type(of: value)), name: String(describing: value))
    case .struct?:
        return .structure(type: root ? "ContentState" : String(describing: type(of: value)),
                          fields: mirror.children.map { StateField(name: $0.label ?? "?", value: reflect($0.value)) })
    default:
        return .string("<unreflectable \(type(of: value))>")
    }
}

/// `StateValue`s compared as values: dictionaries ignore order (Swift's are unordered) and
/// `Decimal` literals compare as numbers (`12.50` is the `Decimal` 12.5).
func normalized(_ value: StateValue) -> StateValue {
    switch value {
    case .decimal(let text):
        return .decimal(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))?.description ?? text)
    case .array(let items):
        return .array(items.map(normalized))
    case .dictionary(let fields):
        return .dictionary(fields.map { StateField(name: $0.name, value: normalized($0.value)) }.sorted { $0.name < $1.name })
    case .structure(let type, let fields):
        return .structure(type: type, fields: fields.map { StateField(name: $0.name, value: normalized($0.value)) })
    default:
        return value
    }
}

/// Equality that lets dates differ by `tolerance` seconds (the re-encoded text of a
/// millisecond or ISO-8601 date does not carry every bit of the `Date`).
func sameValue(_ a: StateValue, _ b: StateValue, dateTolerance tolerance: TimeInterval) -> Bool {
    switch (a, b) {
    case (.date(let x), .date(let y)):
        return abs(x.timeIntervalSince(y)) <= tolerance
    case (.dateRange(let l1, let u1, let c1), .dateRange(let l2, let u2, let c2)):
        return c1 == c2 && abs(l1.timeIntervalSince(l2)) <= tolerance && abs(u1.timeIntervalSince(u2)) <= tolerance
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1, dateTolerance: tolerance) }
    case (.dictionary(let x), .dictionary(let y)), (.structure(_, let x), .structure(_, let y)):
        if case .structure(let t1, _) = a, case .structure(let t2, _) = b, t1 != t2 { return false }
        return x.count == y.count && zip(x, y).allSatisfy { $0.name == $1.name && sameValue($0.value, $1.value, dateTolerance: tolerance) }
    default:
        return a == b
    }
}

/// livepeek's verdict: the value, or why there is none.
func livepeekDecode(_ c: DiffCase, _ text: String) -> (value: StateValue?, why: String) {
    let json: JSONValue
    do {
        json = try JSONParser.parseDocument(text)
    } catch {
        return (nil, "parse error at \(error.offset): \(error.message)")
    }
    let decoder = ContentStateDecoder(contract: c.contract, dateEncoding: c.dates, rangeEncoding: c.ranges)
    let result = decoder.decode(json, at: .root)
    let errors = result.diagnostics.filter { $0.severity == .error }
        .map { "\($0.code) at \($0.path ?? "-"): \($0.message)" }
    return (result.value, errors.joined(separator: "; "))
}

/// `depth` levels of nesting in all: an object holding `depth - 1` nested arrays under an extra key.
func nested(depth: Int) -> String {
    #"{"v":1,"x":"# + String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1) + "}"
}

extension DiffCase {
    typealias F = DiffFixtures
    static let all: [DiffCase] = strings + bools + integers + floats + decimals + dates + identifiers
        + ranges + collections + enums + structs + topLevel + syntax + associatedValues + customEnumDecoding

    static let strings: [DiffCase] = [
        one("String plain", String.self, .string, #"{"v":"hello"}"#),
        one("String escapes", String.self, .string, #"{"v":"a\"b\\c\/d\b\f\n\r\t"}"#),
        one("String \\u0000", String.self, .string, #"{"v":"nul\u0000end"}"#),
        one("String surrogate pair", String.self, .string, #"{"v":"\uD83D\uDE00 ok"}"#),
        one("String lone high surrogate", String.self, .string, #"{"v":"\uD83D"}"#),
        one("String lone high surrogate then text", String.self, .string, #"{"v":"\uD83Dabc"}"#),
        one("String lone low surrogate", String.self, .string, #"{"v":"\uDE00x"}"#),
        one("String high surrogate then non-surrogate escape", String.self, .string, #"{"v":"\uD83D\u0041"}"#),
        one("String unescaped tab", String.self, .string, "{\"v\":\"a\tb\"}"),
        one("String unescaped DEL", String.self, .string, "{\"v\":\"a\u{7F}b\"}"),
        one("String invalid escape \\a", String.self, .string, #"{"v":"\a"}"#),
        one("String uppercase \\U escape", String.self, .string, #"{"v":"\U0041"}"#),
        one("String non-ASCII UTF-8", String.self, .string, #"{"v":"café ☕ 東京"}"#),
        one("String number for String", String.self, .string, #"{"v":1}"#),
        one("String bool for String", String.self, .string, #"{"v":true}"#),
        one("String escaped key", String.self, .string, #"{"\u0076":"x"}"#),
    ]

    static let bools: [DiffCase] = [
        one("Bool true", Bool.self, .bool, #"{"v":true}"#),
        one("Bool false", Bool.self, .bool, #"{"v":false}"#),
        one("Bool 1", Bool.self, .bool, #"{"v":1}"#),
        one("Bool 0", Bool.self, .bool, #"{"v":0}"#),
        one("Bool \"true\"", Bool.self, .bool, #"{"v":"true"}"#),
        one("Bool TRUE literal", Bool.self, .bool, #"{"v":TRUE}"#),
        one("Bool truthy literal prefix", Bool.self, .bool, #"{"v":tru}"#),
    ]

    static let integers: [DiffCase] = [
        one("Int 42", Int.self, .integer(.int), #"{"v":42}"#),
        one("Int 1.0", Int.self, .integer(.int), #"{"v":1.0}"#),
        one("Int 1.5", Int.self, .integer(.int), #"{"v":1.5}"#),
        one("Int 1e2", Int.self, .integer(.int), #"{"v":1e2}"#),
        one("Int 1E+2", Int.self, .integer(.int), #"{"v":1E+2}"#),
        one("Int 100e-2", Int.self, .integer(.int), #"{"v":100e-2}"#),
        one("Int 1e-2", Int.self, .integer(.int), #"{"v":1e-2}"#),
        one("Int -0", Int.self, .integer(.int), #"{"v":-0}"#),
        one("Int -0.0", Int.self, .integer(.int), #"{"v":-0.0}"#),
        one("Int 0e0", Int.self, .integer(.int), #"{"v":0e0}"#),
        one("Int \"42\"", Int.self, .integer(.int), #"{"v":"42"}"#),
        one("Int 1e400", Int.self, .integer(.int), #"{"v":1e400}"#),
        one("Int 1e-400", Int.self, .integer(.int), #"{"v":1e-400}"#),
        one("Int 0e5", Int.self, .integer(.int), #"{"v":0e5}"#),
        one("Int 9007199254740993.0", Int.self, .integer(.int), #"{"v":9007199254740993.0}"#),
        one("Int 9007199254740993", Int.self, .integer(.int), #"{"v":9007199254740993}"#),
        one("Int 9.223372036854775807e18", Int.self, .integer(.int), #"{"v":9.223372036854775807e18}"#),
        one("Int -9.223372036854775808e18", Int.self, .integer(.int), #"{"v":-9.223372036854775808e18}"#),
        one("Int 100000000000000000000", Int.self, .integer(.int), #"{"v":100000000000000000000}"#),
        one("Int8 127", Int8.self, .integer(.int8), #"{"v":127}"#),
        one("Int8 128", Int8.self, .integer(.int8), #"{"v":128}"#),
        one("Int8 -128", Int8.self, .integer(.int8), #"{"v":-128}"#),
        one("Int8 -129", Int8.self, .integer(.int8), #"{"v":-129}"#),
        one("Int8 128.0", Int8.self, .integer(.int8), #"{"v":128.0}"#),
        one("Int16 32767", Int16.self, .integer(.int16), #"{"v":32767}"#),
        one("Int16 32768", Int16.self, .integer(.int16), #"{"v":32768}"#),
        one("Int32 2147483647", Int32.self, .integer(.int32), #"{"v":2147483647}"#),
        one("Int32 2147483648", Int32.self, .integer(.int32), #"{"v":2147483648}"#),
        one("Int32 -2147483648", Int32.self, .integer(.int32), #"{"v":-2147483648}"#),
        one("Int64 9223372036854775807", Int64.self, .integer(.int64), #"{"v":9223372036854775807}"#),
        one("Int64 9223372036854775808", Int64.self, .integer(.int64), #"{"v":9223372036854775808}"#),
        one("Int64 -9223372036854775808", Int64.self, .integer(.int64), #"{"v":-9223372036854775808}"#),
        one("Int64 -9223372036854775809", Int64.self, .integer(.int64), #"{"v":-9223372036854775809}"#),
        one("UInt 18446744073709551615", UInt.self, .integer(.uint), #"{"v":18446744073709551615}"#),
        one("UInt 1e19", UInt.self, .integer(.uint), #"{"v":1e19}"#),
        one("UInt -1", UInt.self, .integer(.uint), #"{"v":-1}"#),
        one("UInt8 255", UInt8.self, .integer(.uint8), #"{"v":255}"#),
        one("UInt8 256", UInt8.self, .integer(.uint8), #"{"v":256}"#),
        one("UInt8 -1", UInt8.self, .integer(.uint8), #"{"v":-1}"#),
        one("UInt8 -0", UInt8.self, .integer(.uint8), #"{"v":-0}"#),
        one("UInt8 -0.0", UInt8.self, .integer(.uint8), #"{"v":-0.0}"#),
        one("UInt16 65535", UInt16.self, .integer(.uint16), #"{"v":65535}"#),
        one("UInt16 65536", UInt16.self, .integer(.uint16), #"{"v":65536}"#),
        one("UInt32 4294967295", UInt32.self, .integer(.uint32), #"{"v":4294967295}"#),
        one("UInt32 4294967296", UInt32.self, .integer(.uint32), #"{"v":4294967296}"#),
        one("UInt64 18446744073709551615", UInt64.self, .integer(.uint64), #"{"v":18446744073709551615}"#),
        one("UInt64 18446744073709551616", UInt64.self, .integer(.uint64), #"{"v":18446744073709551616}"#),
        one("UInt64 1.8446744073709551615e19", UInt64.self, .integer(.uint64), #"{"v":1.8446744073709551615e19}"#),
        // Beyond 2^53 JSONDecoder re-reads the literal as a Decimal and cuts off the fraction.
        one("Int64 9007199254740993.5 truncates", Int64.self, .integer(.int64), #"{"v":9007199254740993.5}"#),
        one("Int64 -9007199254740993.5 truncates", Int64.self, .integer(.int64), #"{"v":-9007199254740993.5}"#),
        one("UInt64 -9007199254740993.5", UInt64.self, .integer(.uint64), #"{"v":-9007199254740993.5}"#),
        one("Int64 9007199254740993.0000", Int64.self, .integer(.int64), #"{"v":9007199254740993.0000}"#),
        one("Int64 12345678901234567890e-2", Int64.self, .integer(.int64), #"{"v":12345678901234567890e-2}"#),
        one("Int64 1e18", Int64.self, .integer(.int64), #"{"v":1e18}"#),
        one("Int64 -9.2233720368547758e18", Int64.self, .integer(.int64), #"{"v":-9.2233720368547758e18}"#),
        one("UInt64 1.8e19", UInt64.self, .integer(.uint64), #"{"v":1.8e19}"#),
    ]

    static let floats: [DiffCase] = {
        var cases: [DiffCase] = [
            one("Double 3.14", Double.self, .double, #"{"v":3.14}"#),
            one("Double integer", Double.self, .double, #"{"v":42}"#),
            one("Double -0.0", Double.self, .double, #"{"v":-0.0}"#),
            one("Double 1.5E-3", Double.self, .double, #"{"v":1.5E-3}"#),
            one("Double huge integer", Double.self, .double, #"{"v":123456789012345678901234567890}"#),
            one("Double 1e309", Double.self, .double, #"{"v":1e309}"#),
            one("Double -1e309", Double.self, .double, #"{"v":-1e309}"#),
            one("Double 1.7976931348623157e308", Double.self, .double, #"{"v":1.7976931348623157e308}"#),
            one("Double 1e-400 underflow", Double.self, .double, #"{"v":1e-400}"#),
            one("Double 4.9e-324", Double.self, .double, #"{"v":4.9e-324}"#),
            one("Double \"3.14\"", Double.self, .double, #"{"v":"3.14"}"#),
            one("Double \"NaN\"", Double.self, .double, #"{"v":"NaN"}"#),
            one("Float 0.1", Float.self, .float, #"{"v":0.1}"#),
            one("Float 3.4028235e38", Float.self, .float, #"{"v":3.4028235e38}"#),
            one("Float 3.5e38 overflow", Float.self, .float, #"{"v":3.5e38}"#),
            one("Float 3.4028235677973366e38 rounds to max", Float.self, .float, #"{"v":3.4028235677973366e38}"#),
            one("Float 3.4028235677973367e38 rounds to infinity", Float.self, .float, #"{"v":3.4028235677973367e38}"#),
            one("Float double rounding", Float.self, .float, #"{"v":1.000000059604644775390625000000000001}"#),
            one("Float 1e-50 underflow", Float.self, .float, #"{"v":1e-50}"#),
            one("Float 1.4e-45 smallest subnormal", Float.self, .float, #"{"v":1.4e-45}"#),
            one("Float 7e-46 rounds to zero", Float.self, .float, #"{"v":7e-46}"#),
            one("Float 1e-40 subnormal", Float.self, .float, #"{"v":1e-40}"#),
            one("Double 0.0e-999 true zero", Double.self, .double, #"{"v":0.0e-999}"#),
            one("Double 0e400 true zero", Double.self, .double, #"{"v":0e400}"#),
            one("Double -0.000 true zero", Double.self, .double, #"{"v":-0.000}"#),
            one("Double 0e5", Double.self, .double, #"{"v":0e5}"#),
            one("Double 0E5", Double.self, .double, #"{"v":0E5}"#),
            one("Double 0e-5", Double.self, .double, #"{"v":0e-5}"#),
            one("Double 0.0e5", Double.self, .double, #"{"v":0.0e5}"#),
            one("Double 0.00e5", Double.self, .double, #"{"v":0.00e5}"#),
            one("Double 0.000000e12", Double.self, .double, #"{"v":0.000000e12}"#),
            one("Float 0e5", Float.self, .float, #"{"v":0e5}"#),
            one("Float 0.0e7", Float.self, .float, #"{"v":0.0e7}"#),
            one("Double 0.0001e-400 underflow", Double.self, .double, #"{"v":0.0001e-400}"#),
            one("Double 2.4703282292062328e-324 rounds up", Double.self, .double, #"{"v":2.4703282292062328e-324}"#),
        ]
        #if !(os(macOS) && arch(x86_64))
        cases += [
            one("Float16 1.1", Float16.self, .float16, #"{"v":1.1}"#),
            one("Float16 65504", Float16.self, .float16, #"{"v":65504}"#),
            one("Float16 65519 rounds to max", Float16.self, .float16, #"{"v":65519}"#),
            one("Float16 65520 overflow", Float16.self, .float16, #"{"v":65520}"#),
            one("Float16 70000 overflow", Float16.self, .float16, #"{"v":70000}"#),
            one("Float16 1e-8 underflow", Float16.self, .float16, #"{"v":1e-8}"#),
            one("Float16 3e-6 subnormal", Float16.self, .float16, #"{"v":3e-6}"#),
            one("Float16 2049 ties to even", Float16.self, .float16, #"{"v":2049}"#),
            one("Float16 1e39", Float16.self, .float16, #"{"v":1e39}"#),
            one("Float16 -1e-8 to -0", Float16.self, .float16, #"{"v":-1e-8}"#),
            one("Float16 -65519", Float16.self, .float16, #"{"v":-65519}"#),
            one("Float16 -65520", Float16.self, .float16, #"{"v":-65520}"#),
            one("Float16 6.1e-5 near smallest normal", Float16.self, .float16, #"{"v":6.1e-5}"#),
            one("Float16 1e-50 Float underflow", Float16.self, .float16, #"{"v":1e-50}"#),
        ]
        #endif
        return cases
    }()

    static let decimals: [DiffCase] = [
        one("Decimal 12.50", Decimal.self, .decimal, #"{"v":12.50}"#),
        one("Decimal -0", Decimal.self, .decimal, #"{"v":-0}"#),
        one("Decimal 1e-3", Decimal.self, .decimal, #"{"v":1e-3}"#),
        one("Decimal \"12.5\"", Decimal.self, .decimal, #"{"v":"12.5"}"#),
        one("Decimal 40 digits", Decimal.self, .decimal, #"{"v":3.141592653589793238462643383279502884197}"#),
        one("Decimal 1e300", Decimal.self, .decimal, #"{"v":1e300}"#),
        one("Decimal 1e-300", Decimal.self, .decimal, #"{"v":1e-300}"#),
        one("Decimal 1e127", Decimal.self, .decimal, #"{"v":1e127}"#),
        one("Decimal 0e400", Decimal.self, .decimal, #"{"v":0e400}"#),
        one("Decimal 0e5", Decimal.self, .decimal, #"{"v":0e5}"#),
        one("Decimal 1e128", Decimal.self, .decimal, #"{"v":1e128}"#),
        one("Decimal 1e-128", Decimal.self, .decimal, #"{"v":1e-128}"#),
        one("Decimal 1e-129", Decimal.self, .decimal, #"{"v":1e-129}"#),
        one("Decimal 45 digits", Decimal.self, .decimal, #"{"v":123456789012345678901234567890123456789012345}"#),
    ]

    static let dates: [DiffCase] = [
        one("Date integer", Date.self, .date, #"{"v":785000000}"#),
        one("Date fractional", Date.self, .date, #"{"v":785000000.125}"#),
        one("Date negative", Date.self, .date, #"{"v":-1000.25}"#),
        one("Date ISO string under default", Date.self, .date, #"{"v":"2026-11-22T10:00:00Z"}"#),
        one("Date 1e309", Date.self, .date, #"{"v":1e309}"#),
        one("Date null", Date.self, .date, #"{"v":null}"#),
        one("Date 1e-400 underflow", Date.self, .date, #"{"v":1e-400}"#),
        one("Date 0e5", Date.self, .date, #"{"v":0e5}"#),
        one("Date 0e400", Date.self, .date, #"{"v":0e400}"#),
        one("Date -0.0e1", Date.self, .date, #"{"v":-0.0e1}"#),
        one("Date secondsSince1970", Date.self, .date, #"{"v":1795341600}"#, dates: .secondsSince1970),
        one("Date secondsSince1970 fractional", Date.self, .date, #"{"v":1795341600.5}"#, dates: .secondsSince1970),
        one("Date secondsSince1970 string", Date.self, .date, #"{"v":"1795341600"}"#, dates: .secondsSince1970),
        one("Date millisecondsSince1970", Date.self, .date, #"{"v":1795341600123}"#, dates: .millisecondsSince1970),
        one("Date millisecondsSince1970 negative", Date.self, .date, #"{"v":-1500}"#, dates: .millisecondsSince1970),
        one("Date iso8601 Z", Date.self, .date, #"{"v":"2026-11-22T10:00:00Z"}"#, dates: .iso8601),
        one("Date iso8601 fractional seconds", Date.self, .date, #"{"v":"2026-11-22T10:00:00.250Z"}"#, dates: .iso8601),
        one("Date iso8601 nanoseconds", Date.self, .date, #"{"v":"2026-11-22T10:00:00.123456789Z"}"#, dates: .iso8601),
        one("Date iso8601 fraction and offset", Date.self, .date, #"{"v":"2026-11-22T12:00:00.5+02:00"}"#, dates: .iso8601),
        one("Date iso8601 +00:00", Date.self, .date, #"{"v":"2026-11-22T10:00:00+00:00"}"#, dates: .iso8601),
        one("Date iso8601 leap second", Date.self, .date, #"{"v":"2016-12-31T23:59:60Z"}"#, dates: .iso8601),
        one("Date iso8601 Feb 30", Date.self, .date, #"{"v":"2026-02-30T10:00:00Z"}"#, dates: .iso8601),
        one("Date iso8601 +02:00", Date.self, .date, #"{"v":"2026-11-22T12:00:00+02:00"}"#, dates: .iso8601),
        one("Date iso8601 +0200", Date.self, .date, #"{"v":"2026-11-22T12:00:00+0200"}"#, dates: .iso8601),
        one("Date iso8601 -05:30", Date.self, .date, #"{"v":"2026-11-22T04:30:00-05:30"}"#, dates: .iso8601),
        one("Date iso8601 no zone", Date.self, .date, #"{"v":"2026-11-22T10:00:00"}"#, dates: .iso8601),
        one("Date iso8601 date only", Date.self, .date, #"{"v":"2026-11-22"}"#, dates: .iso8601),
        one("Date iso8601 lowercase t z", Date.self, .date, #"{"v":"2026-11-22t10:00:00z"}"#, dates: .iso8601),
        one("Date iso8601 space separator", Date.self, .date, #"{"v":"2026-11-22 10:00:00Z"}"#, dates: .iso8601),
        one("Date iso8601 invalid month", Date.self, .date, #"{"v":"2026-13-22T10:00:00Z"}"#, dates: .iso8601),
        one("Date iso8601 number", Date.self, .date, #"{"v":785000000}"#, dates: .iso8601),
    ]

    static let identifiers: [DiffCase] = [
        one("UUID uppercase", UUID.self, .uuid, #"{"v":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#),
        one("UUID lowercase", UUID.self, .uuid, #"{"v":"e621e1f8-c36c-495a-93fc-0c247a3e6e5f"}"#),
        one("UUID invalid", UUID.self, .uuid, #"{"v":"E621E1F8-C36C-495A-93FC-0C247A3E6E5"}"#),
        one("UUID without dashes", UUID.self, .uuid, #"{"v":"E621E1F8C36C495A93FC0C247A3E6E5F"}"#),
        one("UUID with braces", UUID.self, .uuid, #"{"v":"{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}"}"#),
        one("UUID number", UUID.self, .uuid, #"{"v":12}"#),
        one("URL https", URL.self, .url, #"{"v":"https://example.com/a?b=c#d"}"#),
        one("URL empty string", URL.self, .url, #"{"v":""}"#),
        one("URL with spaces", URL.self, .url, #"{"v":"https://example.com/a b"}"#),
        one("URL relative", URL.self, .url, #"{"v":"path/to/file"}"#),
        one("URL non-ASCII", URL.self, .url, #"{"v":"https://例え.jp/パス"}"#),
        one("URL bad percent escape", URL.self, .url, #"{"v":"https://example.com/%zz"}"#),
        one("URL object", URL.self, .url, #"{"v":{"relative":"https://example.com"}}"#),
    ]

    static let ranges: [DiffCase] = [
        one("ClosedRange [1,2]", ClosedRange<Date>.self, .closedDateRange, #"{"v":[1,2]}"#),
        one("ClosedRange reversed", ClosedRange<Date>.self, .closedDateRange, #"{"v":[2,1]}"#),
        one("ClosedRange equal bounds", ClosedRange<Date>.self, .closedDateRange, #"{"v":[5,5]}"#),
        one("ClosedRange three elements", ClosedRange<Date>.self, .closedDateRange, #"{"v":[1,2,3]}"#),
        one("ClosedRange third element garbage", ClosedRange<Date>.self, .closedDateRange, #"{"v":[1,2,"x"]}"#),
        one("ClosedRange one element", ClosedRange<Date>.self, .closedDateRange, #"{"v":[1]}"#),
        one("ClosedRange one bad element", ClosedRange<Date>.self, .closedDateRange, #"{"v":["x"]}"#),
        one("ClosedRange empty array", ClosedRange<Date>.self, .closedDateRange, #"{"v":[]}"#),
        one("ClosedRange null bound", ClosedRange<Date>.self, .closedDateRange, #"{"v":[null,2]}"#),
        one("ClosedRange bounds object", ClosedRange<Date>.self, .closedDateRange, #"{"v":{"lowerBound":1,"upperBound":2}}"#),
        one("ClosedRange ISO strings", ClosedRange<Date>.self, .closedDateRange, #"{"v":["2026-11-22T10:00:00Z","2026-11-22T11:00:00Z"]}"#),
        one("ClosedRange iso8601 strategy", ClosedRange<Date>.self, .closedDateRange,
            #"{"v":["2026-11-22T10:00:00Z","2026-11-22T11:00:00Z"]}"#, dates: .iso8601),
        one("ClosedRange secondsSince1970 reversed", ClosedRange<Date>.self, .closedDateRange,
            #"{"v":[1795341600,1795341599.5]}"#, dates: .secondsSince1970),
        one("Range [1,2]", Range<Date>.self, .dateRange, #"{"v":[1,2]}"#),
        one("Range reversed", Range<Date>.self, .dateRange, #"{"v":[2,1]}"#),
        one("Range equal bounds", Range<Date>.self, .dateRange, #"{"v":[5,5]}"#),
        one("Range three elements", Range<Date>.self, .dateRange, #"{"v":[1,2,3]}"#),
        one("Range one element", Range<Date>.self, .dateRange, #"{"v":[1]}"#),
        one("Range bounds object", Range<Date>.self, .dateRange, #"{"v":{"lowerBound":1,"upperBound":2}}"#),
        make("Bounds custom Codable", F.BoundsWindow.self, fields: [FieldSpec(name: "v", type: .closedDateRange)],
             #"{"v":{"lowerBound":1,"upperBound":2}}"#, ranges: .bounds),
        make("Bounds custom Codable reversed", F.BoundsWindow.self, fields: [FieldSpec(name: "v", type: .closedDateRange)],
             #"{"v":{"upperBound":1,"lowerBound":2}}"#, ranges: .bounds),
        make("Bounds custom Codable missing upper", F.BoundsWindow.self, fields: [FieldSpec(name: "v", type: .closedDateRange)],
             #"{"v":{"lowerBound":1}}"#, ranges: .bounds),
        make("Bounds custom Codable given an array", F.BoundsWindow.self, fields: [FieldSpec(name: "v", type: .closedDateRange)],
             #"{"v":[1,2]}"#, ranges: .bounds),
        make("Bounds custom Codable duplicate bound", F.BoundsWindow.self, fields: [FieldSpec(name: "v", type: .closedDateRange)],
             #"{"v":{"lowerBound":1,"upperBound":2,"lowerBound":3}}"#, ranges: .bounds),
    ]

    static let collections: [DiffCase] = [
        one("[Int]", [Int].self, .array(.integer(.int)), #"{"v":[1,2,3]}"#),
        one("[Int] empty", [Int].self, .array(.integer(.int)), #"{"v":[]}"#),
        one("[Int] with a string", [Int].self, .array(.integer(.int)), #"{"v":[1,"2",3]}"#),
        one("[Int] with null", [Int].self, .array(.integer(.int)), #"{"v":[1,null]}"#),
        one("[Int?] with null", [Int?].self, .array(.optional(.integer(.int))), #"{"v":[1,null,3]}"#),
        one("[[Int]] nested", [[Int]].self, .array(.array(.integer(.int))), #"{"v":[[1],[],[2,3]]}"#),
        one("[[Int]] error deep", [[Int]].self, .array(.array(.integer(.int))), #"{"v":[[1],[2,2.5]]}"#),
        one("[Int] given an object", [Int].self, .array(.integer(.int)), #"{"v":{"0":1}}"#),
        one("[String: Int]", [String: Int].self, .dictionary(.integer(.int)), #"{"v":{"b":2,"a":1}}"#),
        one("[String: Int] empty", [String: Int].self, .dictionary(.integer(.int)), #"{"v":{}}"#),
        one("[Int: String]", [Int: String].self, .intDictionary(.string), #"{"v":{"2":"b","1":"a"}}"#),
        one("[Int: String] negative and padded keys", [Int: String].self, .intDictionary(.string), #"{"v":{"-3":"x","007":"y"}}"#),
        one("[Int: String] key not an Int", [Int: String].self, .intDictionary(.string), #"{"v":{"1":"a","one":"b"}}"#),
        one("[Int: String] key past Int", [Int: String].self, .intDictionary(.string), #"{"v":{"99999999999999999999":"a"}}"#),
        one("[Int: Int] wrong value", [Int: Int].self, .intDictionary(.integer(.int)), #"{"v":{"1":"a"}}"#),
        one("Data base64", Data.self, .data, #"{"v":"aGVsbG8="}"#),
        one("Data empty", Data.self, .data, #"{"v":""}"#),
        one("Data not base64", Data.self, .data, #"{"v":"not base64!"}"#),
        one("Data without padding", Data.self, .data, #"{"v":"aGVsbG8"}"#),
        one("Data as a number", Data.self, .data, #"{"v":12}"#),
        one("Data with a line break", Data.self, .data, #"{"v":"aGVs\nbG8="}"#),
        one("[String: Int] wrong value", [String: Int].self, .dictionary(.integer(.int)), #"{"v":{"a":1,"b":"2"}}"#),
        one("[String: Int] duplicate key", [String: Int].self, .dictionary(.integer(.int)), #"{"v":{"a":1,"a":2}}"#),
        one("[String: Int] duplicate key, second bad", [String: Int].self, .dictionary(.integer(.int)), #"{"v":{"a":1,"a":"x"}}"#),
        one("[String: Int] duplicate key, first bad", [String: Int].self, .dictionary(.integer(.int)), #"{"v":{"a":"x","a":1}}"#),
        one("[String: Int?] null value", [String: Int?].self, .dictionary(.optional(.integer(.int))), #"{"v":{"a":null,"b":1}}"#),
        one("[String: [Date]]", [String: [Date]].self, .dictionary(.array(.date)), #"{"v":{"a":[1,2.5],"b":[]}}"#),
        one("[String: Int] given an array", [String: Int].self, .dictionary(.integer(.int)), #"{"v":[1]}"#),
        opt("Optional absent", Int.self, .integer(.int), #"{}"#),
        opt("Optional null", Int.self, .integer(.int), #"{"v":null}"#),
        opt("Optional present", Int.self, .integer(.int), #"{"v":7}"#),
        opt("Optional wrong type", Int.self, .integer(.int), #"{"v":"7"}"#),
        opt("Optional [String] null", [String].self, .array(.string), #"{"v":null}"#),
        one("Non-optional null", Int.self, .integer(.int), #"{"v":null}"#),
        one("Non-optional missing", Int.self, .integer(.int), #"{}"#),
        one("Non-optional missing, other keys", Int.self, .integer(.int), #"{"V":1,"value":2}"#),
    ]

    static let enums: [DiffCase] = [
        one("String enum charging", F.Battery.self, .named("Battery"), #"{"v":"charging"}"#),
        one("String enum Charging (case)", F.Battery.self, .named("Battery"), #"{"v":"Charging"}"#),
        one("String enum unknown case", F.Battery.self, .named("Battery"), #"{"v":"empty"}"#),
        one("String enum custom raw value", F.Battery.self, .named("Battery"), #"{"v":"LOW_BATTERY"}"#),
        one("String enum case name instead of raw", F.Battery.self, .named("Battery"), #"{"v":"low"}"#),
        one("String enum number", F.Battery.self, .named("Battery"), #"{"v":1}"#),
        one("String enum escaped raw value", F.Battery.self, .named("Battery"), #"{"v":"\u0066ull"}"#),
        opt("String enum optional null", F.Battery.self, .named("Battery"), #"{"v":null}"#),
        one("[String enum]", [F.Battery].self, .array(.named("Battery")), #"{"v":["full","charging"]}"#),
        one("Int enum 1", F.Level.self, .named("Level"), #"{"v":1}"#),
        one("Int enum 1.0", F.Level.self, .named("Level"), #"{"v":1.0}"#),
        one("Int enum 1e2", F.Level.self, .named("Level"), #"{"v":1e2}"#),
        one("Int enum 1.5", F.Level.self, .named("Level"), #"{"v":1.5}"#),
        one("Int enum unknown 2", F.Level.self, .named("Level"), #"{"v":2}"#),
        one("Int enum -0", F.Level.self, .named("Level"), #"{"v":-0}"#),
        one("Int enum string \"1\"", F.Level.self, .named("Level"), #"{"v":"1"}"#),
        one("Int enum overflow", F.Level.self, .named("Level"), #"{"v":9223372036854775808}"#),
        one("Float enum 0.1", F.Dose.self, .named("Dose"), #"{"v":0.1}"#),
        one("Float enum 0.1 at Float precision", F.Dose.self, .named("Dose"), #"{"v":0.100000001}"#),
        one("Float enum 0.5", F.Dose.self, .named("Dose"), #"{"v":0.5}"#),
        one("Float enum 1", F.Dose.self, .named("Dose"), #"{"v":1}"#),
        one("Float enum 1e0", F.Dose.self, .named("Dose"), #"{"v":1e0}"#),
        one("Float enum unknown 0.2", F.Dose.self, .named("Dose"), #"{"v":0.2}"#),
        one("Float enum string \"0.5\"", F.Dose.self, .named("Dose"), #"{"v":"0.5"}"#),
        one("Double enum 0.333", F.Ratio.self, .named("Ratio"), #"{"v":0.333}"#),
        one("Double enum 0.333 at Float precision", F.Ratio.self, .named("Ratio"), #"{"v":0.33300001}"#),
        one("Double enum 2.0", F.Ratio.self, .named("Ratio"), #"{"v":2.0}"#),
        one("Double enum null", F.Ratio.self, .named("Ratio"), #"{"v":null}"#),
    ]

    static let structs: [DiffCase] = [
        make("Nested struct", F.Trip.self, fields: F.tripFields,
             #"{"line":"U2","departures":[{"name":"A","plannedTime":785000000},{"name":"B","plannedTime":785000600,"platform":3}],"battery":"full","window":[785000000,785003600]}"#),
        make("Nested struct with next", F.Trip.self, fields: F.tripFields,
             #"{"line":"U2","departures":[],"next":{"name":"C","plannedTime":1,"platform":null},"battery":"LOW_BATTERY","window":[1,1]}"#),
        make("Nested struct error deep", F.Trip.self, fields: F.tripFields,
             #"{"line":"U2","departures":[{"name":"A","plannedTime":785000000},{"name":"B","plannedTime":"2026-11-22T10:00:00Z"}],"battery":"full","window":[1,2]}"#),
        make("Nested struct missing key deep", F.Trip.self, fields: F.tripFields,
             #"{"line":"U2","departures":[{"name":"A"}],"battery":"full","window":[1,2]}"#),
        make("Nested struct extra keys", F.Trip.self, fields: F.tripFields,
             #"{"line":"U2","extra":{"deep":[1,2,{"x":null}]},"departures":[{"name":"A","plannedTime":5,"color":"red"}],"battery":"charging","window":[1,2],"z":1e999}"#),
        make("Nested struct given an array", F.Trip.self, fields: F.tripFields,
             #"{"line":"U2","departures":[["A",1]],"battery":"full","window":[1,2]}"#),
        make("Nested struct optional next wrong", F.Trip.self, fields: F.tripFields,
             #"{"line":"U2","departures":[],"next":"C","battery":"full","window":[1,2]}"#),
        one("Array of structs", [F.Pair].self, .array(.named("Pair")), #"{"v":[{"a":1,"b":"x"},{"b":"y","a":2}]}"#),
        one("Dictionary of structs", [String: F.Pair].self, .dictionary(.named("Pair")), #"{"v":{"k":{"a":1,"b":"x"}}}"#),
        make("Custom CodingKeys", F.Driver.self, fields: F.driverFields, #"{"driver_name":"Ana","eta":4}"#),
        make("Custom CodingKeys with Swift names", F.Driver.self, fields: F.driverFields, #"{"driverName":"Ana","etaMinutes":4}"#),
        make("Custom CodingKeys both spellings", F.Driver.self, fields: F.driverFields,
             #"{"driverName":"X","driver_name":"Ana","eta":4,"note":"hi"}"#),
        make("Duplicate key", F.Pair.self, fields: DiffFixtures.structs["Pair"]?.fields ?? [], #"{"a":1,"b":"x","a":2}"#),
        make("Duplicate key, second bad", F.Pair.self, fields: DiffFixtures.structs["Pair"]?.fields ?? [], #"{"a":1,"b":"x","a":"two"}"#),
        make("Duplicate key, first bad", F.Pair.self, fields: DiffFixtures.structs["Pair"]?.fields ?? [], #"{"a":"one","b":"x","a":2}"#),
        make("Duplicate key, null then value", F.Driver.self, fields: F.driverFields, #"{"driver_name":"A","eta":1,"note":null,"note":"n"}"#),
        make("Canonically equivalent keys", F.Accented.self, fields: [FieldSpec(name: "a", type: .integer(.int), key: "caf\u{E9}"),
                                                               FieldSpec(name: "b", type: .string)],
             #"{"cafe\u0301":1,"b":"x"}"#),
        make("Canonically equivalent duplicate keys", F.Accented.self, fields: [FieldSpec(name: "a", type: .integer(.int), key: "caf\u{E9}"),
                                                                             FieldSpec(name: "b", type: .string)],
             #"{"cafe\u0301":1,"b":"x","caf\u00e9":2}"#),
    ]

    static let topLevel: [DiffCase] = [
        one("Top-level array", Int.self, .integer(.int), #"[1]"#),
        one("Top-level string", Int.self, .integer(.int), #""v""#),
        one("Top-level number", Int.self, .integer(.int), #"1"#),
        one("Top-level null", Int.self, .integer(.int), #"null"#),
        opt("Top-level null, all optional", Int.self, .integer(.int), #"null"#),
        opt("Top-level empty object", Int.self, .integer(.int), #"{}"#),
    ]

    static let syntax: [DiffCase] = [
        one("Syntax leading zero 01", Int.self, .integer(.int), #"{"v":01}"#),
        one("Syntax leading zero -01", Int.self, .integer(.int), #"{"v":-01}"#),
        one("Syntax leading zero 00.5", Double.self, .double, #"{"v":00.5}"#),
        one("Syntax leading +", Int.self, .integer(.int), #"{"v":+1}"#),
        one("Syntax .5", Double.self, .double, #"{"v":.5}"#),
        one("Syntax 1.", Double.self, .double, #"{"v":1.}"#),
        one("Syntax 1e", Double.self, .double, #"{"v":1e}"#),
        one("Syntax 1e+", Double.self, .double, #"{"v":1e+}"#),
        one("Syntax lone -", Int.self, .integer(.int), #"{"v":-}"#),
        one("Syntax NaN", Double.self, .double, #"{"v":NaN}"#),
        one("Syntax Infinity", Double.self, .double, #"{"v":Infinity}"#),
        one("Syntax hex number", Int.self, .integer(.int), #"{"v":0x10}"#),
        one("Syntax trailing comma in object", Int.self, .integer(.int), #"{"v":1,}"#),
        one("Syntax trailing comma in array", [Int].self, .array(.integer(.int)), #"{"v":[1,]}"#),
        one("Syntax missing comma", [Int].self, .array(.integer(.int)), #"{"v":[1 2]}"#),
        one("Syntax single quotes", Int.self, .integer(.int), #"{'v':1}"#),
        one("Syntax unquoted key", Int.self, .integer(.int), #"{v:1}"#),
        one("Syntax comment", Int.self, .integer(.int), #"{"v":1 /* c */}"#),
        one("Syntax trailing garbage", Int.self, .integer(.int), #"{"v":1} x"#),
        one("Syntax two documents", Int.self, .integer(.int), #"{"v":1}{"v":2}"#),
        one("Syntax empty input", Int.self, .integer(.int), ""),
        one("Syntax whitespace only", Int.self, .integer(.int), " \n"),
        one("Syntax JSON whitespace", Int.self, .integer(.int), " \t\r\n{ \"v\" :\t1 }\r\n "),
        one("Syntax form feed whitespace", Int.self, .integer(.int), "{\"v\":1}\u{0C}"),
        one("Syntax non-breaking space", Int.self, .integer(.int), "{\"v\":1}\u{A0}"),
        one("Syntax byte order mark", Int.self, .integer(.int), "\u{FEFF}{\"v\":1}"),
        one("Syntax unterminated string", String.self, .string, #"{"v":"abc}"#),
        one("Syntax unterminated object", Int.self, .integer(.int), #"{"v":1"#),
        one("Syntax nesting 600", Int.self, .integer(.int), nested(depth: 600)),
        one("Syntax nesting 511", Int.self, .integer(.int), nested(depth: 511)),
        one("Syntax nesting 512", Int.self, .integer(.int), nested(depth: 512)),
        one("Syntax nesting 513", Int.self, .integer(.int), nested(depth: 513)),
        one("Syntax trailing comma nested", [[Int]].self, .array(.array(.integer(.int))), #"{"v":[[1,],[2, ] , ], }"#),
        one("Syntax two trailing commas", [Int].self, .array(.integer(.int)), #"{"v":[1,,]}"#),
        one("Syntax lone comma array", [Int].self, .array(.integer(.int)), #"{"v":[,]}"#),
        one("Syntax lone comma object", [String: Int].self, .dictionary(.integer(.int)), #"{"v":{,}}"#),
        one("Syntax two trailing commas in object", Int.self, .integer(.int), #"{"v":1,,}"#),
        one("Syntax byte order mark then space", Int.self, .integer(.int), "\u{FEFF} {\"v\":1}"),
        one("Syntax space then byte order mark", Int.self, .integer(.int), " \u{FEFF}{\"v\":1}"),
        opt("Syntax UTF-16LE by zero bytes", Int.self, .integer(.int), "{\u{0}}\u{0}"),
        opt("Syntax UTF-16BE by zero bytes", Int.self, .integer(.int), "\u{0}{\u{0}}"),
        // JSONDecoder checks a string or number only when it decodes that value, so it accepts these
        // bodies. The phone never gets that far: iOS parses the whole push (strictly) before
        // ActivityKit decodes content-state, so a body that is not valid JSON is lost. livepeek
        // rejects it as payload.malformedJSON, and these cases hold that deliberate difference.
        one("Lazy: leading zero in an ignored key", Int.self, .integer(.int), #"{"v":1,"x":01}"#)
            .rejectedOnPurpose("not valid JSON as a whole: a number JSONDecoder never reads is malformed"),
        one("Lazy: bad number shape in an ignored key", Int.self, .integer(.int), #"{"v":1,"x":1.-e+}"#)
            .rejectedOnPurpose("not valid JSON as a whole: a number JSONDecoder never reads is malformed"),
        one("Lazy: invalid escape in an ignored key", Int.self, .integer(.int), #"{"v":1,"x":"\q"}"#)
            .rejectedOnPurpose("not valid JSON as a whole: a string JSONDecoder never reads is malformed"),
        one("Lazy: control character in an ignored key", Int.self, .integer(.int), "{\"v\":1,\"x\":\"a\tb\"}")
            .rejectedOnPurpose("not valid JSON as a whole: a string JSONDecoder never reads is malformed"),
        one("Lazy: lone surrogate in an ignored key", Int.self, .integer(.int), #"{"v":1,"x":"\uD800"}"#)
            .rejectedOnPurpose("not valid JSON as a whole: a string JSONDecoder never reads is malformed"),
        one("Lazy: bad number in the third range element", ClosedRange<Date>.self, .closedDateRange, #"{"v":[1,2,01]}"#)
            .rejectedOnPurpose("not valid JSON as a whole: a number JSONDecoder never reads is malformed"),
        one("Lazy: bad number in an ignored duplicate", Int.self, .integer(.int), #"{"v":1,"v":01}"#)
            .rejectedOnPurpose("not valid JSON as a whole: a number JSONDecoder never reads is malformed"),
        one("Lazy: leading + is structural", Int.self, .integer(.int), #"{"v":1,"x":+1}"#),
        one("Lazy: leading . is structural", Int.self, .integer(.int), #"{"v":1,"x":.5}"#),
        one("Lazy: short \\u escape is structural", Int.self, .integer(.int), #"{"v":1,"x":"\u12"}"#),
        one("Lazy: invalid escape in a decoded object's key", [String: Int].self, .dictionary(.integer(.int)), #"{"v":{"\q":1}}"#),
    ]
}

// MARK: - The test

@Suite("Decoder differential: livepeek vs Foundation's JSONDecoder")
struct DecoderDifferentialTests {
    @Test("table has enough cases with unique names")
    func tableIsLargeEnough() {
        #expect(DiffCase.all.count >= 60)
        #expect(Set(DiffCase.all.map(\.name)).count == DiffCase.all.count)
    }

    @Test("livepeek decodes exactly as JSONDecoder", arguments: DiffCase.all)
    func matchesFoundation(_ c: DiffCase) {
        if let why = c.rejectedOnPurpose {
            guard case .decoded = c.foundation() else {
                Issue.record("JSONDecoder now rejects this too; drop the deviation note (\(why))")
                return
            }
            #expect(livepeekDecode(c, c.json).value == nil, "livepeek must reject: \(why)")
        } else {
            compare(c)
        }
    }

    func compare(_ c: DiffCase) {
        let foundation = c.foundation()
        let livepeek = livepeekDecode(c, c.json)
        switch foundation {
        case .failed(let why):
            #expect(livepeek.value == nil,
                    "JSONDecoder fails (\(why)) but livepeek decodes \(String(describing: livepeek.value))")
        case .decoded(let expected, let reencoded):
            guard let value = livepeek.value else {
                Issue.record("JSONDecoder decodes \(expected) but livepeek fails: \(livepeek.why)")
                return
            }
            #expect(normalized(value) == normalized(expected), "livepeek's value differs from JSONDecoder's")

            // What JSONEncoder writes for Foundation's value decodes to the same value in livepeek.
            let again = livepeekDecode(c, reencoded)
            guard let roundTripped = again.value else {
                Issue.record("livepeek fails on JSONEncoder's text \(reencoded): \(again.why)")
                return
            }
            let tolerance: TimeInterval = c.dates == .iso8601 ? 1 : (c.dates == .millisecondsSince1970 ? 1e-3 : 0)
            #expect(sameValue(normalized(roundTripped), normalized(expected), dateTolerance: tolerance),
                    "JSONEncoder's text \(reencoded) decodes in livepeek to \(roundTripped), not \(expected)")
        }
    }
}
