import Foundation
import Testing
@testable import ActivityModel

// Enums with associated values, decoded by synthesized `Codable` (SE-0295) and by hand-written
// `init(from:)`s of the shapes `EnumDecoding` describes, held to Foundation's `JSONDecoder` by the
// table in DecoderDifferentialTests.swift.

extension DiffFixtures {
    enum Match: Codable, Sendable {
        case notStarted
        case firstPart(minute: Int)
        case score(Int, String)
        case period(start: Double, end: Double?)
        case code(Int)
        case delayed(minutes: Int = 5)
    }

    /// Mirror loses the label of a case's only value; these are the keys synthesized Codable uses.
    static let singleValueKeys = ["Match.firstPart": "minute", "Match.delayed": "minutes", "Match.code": "_0", "Ticket.preGame": "title"]

    static let matchSpec = EnumSpec(name: "Match", rawType: .none, cases: [
        .init(name: "notStarted", rawValue: .string("notStarted")),
        .init(name: "firstPart", rawValue: .string("firstPart"), values: [FieldSpec(name: "minute", type: .integer(.int))]),
        .init(name: "score", rawValue: .string("score"), values: [FieldSpec(name: "_0", type: .integer(.int)), FieldSpec(name: "_1", type: .string)]),
        .init(name: "period", rawValue: .string("period"), values: [FieldSpec(name: "start", type: .double), FieldSpec(name: "end", type: .optional(.double))]),
        .init(name: "code", rawValue: .string("code"), values: [FieldSpec(name: "_0", type: .integer(.int))]),
        .init(name: "delayed", rawValue: .string("delayed"), values: [FieldSpec(name: "minutes", type: .integer(.int))]),
    ])

    /// A discriminator key choosing the case, its values beside it.
    enum Ticket: Codable, Sendable {
        case preGame(title: String)
        case live(home: Int, away: Int?)

        enum CodingKeys: String, CodingKey { case type, title, home, away }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let type = try container.decode(String.self, forKey: .type)
            switch type {
            case "preGame":
                self = .preGame(title: try container.decode(String.self, forKey: .title))
            case "live":
                let home = try container.decode(Int.self, forKey: .home)
                let away = try container.decodeIfPresent(Int.self, forKey: .away)
                self = .live(home: home, away: away)
            default:
                throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type")
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .preGame(let title):
                try container.encode("preGame", forKey: .type)
                try container.encode(title, forKey: .title)
            case .live(let home, let away):
                try container.encode("live", forKey: .type)
                try container.encode(home, forKey: .home)
                try container.encodeIfPresent(away, forKey: .away)
            }
        }
    }

    static let ticketSpec = EnumSpec(name: "Ticket", rawType: .none, cases: [
        .init(name: "preGame", rawValue: .string("preGame"), values: [FieldSpec(name: "title", type: .string)]),
        .init(name: "live", rawValue: .string("live"), values: [FieldSpec(name: "home", type: .integer(.int)), FieldSpec(name: "away", type: .optional(.integer(.int)))]),
    ], customDecoding: EnumDecoding(discriminator: FieldSpec(name: "type", type: .string), branches: [
        .init(condition: .tag(.string("preGame")), fields: [FieldSpec(name: "tag0", type: .string, key: "title")], caseName: "preGame",
              arguments: [.init(label: "title", path: ["tag0"])]),
        .init(condition: .tag(.string("live")), fields: [FieldSpec(name: "home", type: .integer(.int)), FieldSpec(name: "away", type: .optional(.integer(.int)))],
              caseName: "live", arguments: [.init(label: "home", path: ["home"]), .init(label: "away", path: ["away"])]),
        .init(condition: .otherwise, fields: [], caseName: nil),
    ]))

    /// The first key present (and not null) choosing the case; numbers turned into dates.
    enum Slot: Codable, Sendable {
        case active(start: Date, end: Date?)
        case reserved(start: Date, end: Date?)

        enum CodingKeys: String, CodingKey { case active, reserved }
        struct Period: Codable { var start: Double; var end: Double? }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let value = try container.decodeIfPresent(Period.self, forKey: .active) {
                self = .active(start: Date(timeIntervalSince1970: value.start), end: value.end.map { Date(timeIntervalSince1970: $0) })
            } else if let value = try container.decodeIfPresent(Period.self, forKey: .reserved) {
                self = .reserved(start: Date(timeIntervalSince1970: value.start), end: value.end.map { Date(timeIntervalSince1970: $0) })
            } else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no slot"))
            }
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .active(let start, let end):
                try container.encode(Period(start: start.timeIntervalSince1970, end: end?.timeIntervalSince1970), forKey: .active)
            case .reserved(let start, let end):
                try container.encode(Period(start: start.timeIntervalSince1970, end: end?.timeIntervalSince1970), forKey: .reserved)
            }
        }
    }

    static let slotSpec: EnumSpec = {
        let arguments: [EnumDecoding.Argument] = [.init(label: "start", path: ["value", "start"], conversion: .secondsSince1970),
                                                  .init(label: "end", path: ["value", "end"], conversion: .secondsSince1970)]
        return EnumSpec(name: "Slot", rawType: .none, cases: [
            .init(name: "active", rawValue: .string("active"), values: [FieldSpec(name: "start", type: .date), FieldSpec(name: "end", type: .optional(.date))]),
            .init(name: "reserved", rawValue: .string("reserved"), values: [FieldSpec(name: "start", type: .date), FieldSpec(name: "end", type: .optional(.date))]),
        ], customDecoding: EnumDecoding(discriminator: nil, branches: [
            .init(condition: .present(key: "active"), fields: [FieldSpec(name: "value", type: .named("Period"), key: "active")], caseName: "active", arguments: arguments),
            .init(condition: .present(key: "reserved"), fields: [FieldSpec(name: "value", type: .named("Period"), key: "reserved")], caseName: "reserved", arguments: arguments),
            .init(condition: .otherwise, fields: [], caseName: nil),
        ]))
    }()

    static let periodSpec = StructSpec(name: "Period", fields: [FieldSpec(name: "start", type: .double), FieldSpec(name: "end", type: .optional(.double))])
}

/// An enum case with associated values as livepeek holds it: the values by payload key.
func reflectPayload(_ value: Any, _ child: Mirror.Child) -> StateValue {
    let typeName = String(describing: type(of: value))
    let caseName = child.label ?? "?"
    let inner = Mirror(reflecting: child.value)
    let values: [StateField]
    if inner.displayStyle == .tuple {
        values = inner.children.enumerated().map { index, element in
            let label = element.label.map { $0.hasPrefix(".") ? "_" + $0.dropFirst() : $0 } ?? "_\(index)"
            return StateField(name: label, value: reflect(element.value))
        }
    } else {
        values = [StateField(name: DiffFixtures.singleValueKeys["\(typeName).\(caseName)"] ?? "_0", value: reflect(child.value))]
    }
    return .enumPayload(type: typeName, name: caseName, values: values)
}

extension DiffCase {
    /// `v` of an enum type, with the enum specs the cases need.
    static func enumField<T: Codable & Sendable>(_ name: String, _ type: T.Type, _ enumName: String, _ json: String) -> DiffCase {
        var c = make(name, DiffFixtures.One<T>.self, fields: [FieldSpec(name: "v", type: .named(enumName))], json, dates: .secondsSince1970)
        c.contract.enums["Match"] = DiffFixtures.matchSpec
        c.contract.enums["Ticket"] = DiffFixtures.ticketSpec
        c.contract.enums["Slot"] = DiffFixtures.slotSpec
        c.contract.structs["Period"] = DiffFixtures.periodSpec
        return c
    }

    static let associatedValues: [DiffCase] = [
        enumField("Payload labelled", F.Match.self, "Match", #"{"v":{"firstPart":{"minute":12}}}"#),
        enumField("Payload none", F.Match.self, "Match", #"{"v":{"notStarted":{}}}"#),
        enumField("Payload none with keys inside", F.Match.self, "Match", #"{"v":{"notStarted":{"x":1}}}"#),
        enumField("Payload none as array", F.Match.self, "Match", #"{"v":{"notStarted":[]}}"#),
        enumField("Payload unlabelled pair", F.Match.self, "Match", #"{"v":{"score":{"_0":2,"_1":"HT"}}}"#),
        enumField("Payload unlabelled single", F.Match.self, "Match", #"{"v":{"code":{"_0":7}}}"#),
        enumField("Payload unlabelled by position name", F.Match.self, "Match", #"{"v":{"code":{"0":7}}}"#),
        enumField("Payload optional missing", F.Match.self, "Match", #"{"v":{"period":{"start":1.5}}}"#),
        enumField("Payload optional null", F.Match.self, "Match", #"{"v":{"period":{"start":1.5,"end":null}}}"#),
        enumField("Payload required missing", F.Match.self, "Match", #"{"v":{"firstPart":{}}}"#),
        enumField("Payload wrong type", F.Match.self, "Match", #"{"v":{"firstPart":{"minute":"12"}}}"#),
        enumField("Payload not an object", F.Match.self, "Match", #"{"v":{"firstPart":12}}"#),
        enumField("Payload two cases", F.Match.self, "Match", #"{"v":{"notStarted":{},"firstPart":{"minute":1}}}"#),
        enumField("Payload no case", F.Match.self, "Match", #"{"v":{}}"#),
        enumField("Payload unknown key beside the case", F.Match.self, "Match", #"{"v":{"firstPart":{"minute":1},"note":"x"}}"#),
        enumField("Payload unknown case", F.Match.self, "Match", #"{"v":{"halfTime":{}}}"#),
        enumField("Payload default value not sent", F.Match.self, "Match", #"{"v":{"delayed":{}}}"#),
        enumField("Payload as a string", F.Match.self, "Match", #"{"v":"notStarted"}"#),
    ]

    static let customEnumDecoding: [DiffCase] = [
        enumField("Custom tag with one value", F.Ticket.self, "Ticket", #"{"v":{"type":"preGame","title":"Final"}}"#),
        enumField("Custom tag with optional missing", F.Ticket.self, "Ticket", #"{"v":{"type":"live","home":2}}"#),
        enumField("Custom tag with both values", F.Ticket.self, "Ticket", #"{"v":{"type":"live","home":2,"away":1}}"#),
        enumField("Custom tag missing a required key", F.Ticket.self, "Ticket", #"{"v":{"type":"live","away":1}}"#),
        enumField("Custom tag unknown", F.Ticket.self, "Ticket", #"{"v":{"type":"postGame","title":"x"}}"#),
        enumField("Custom tag missing", F.Ticket.self, "Ticket", #"{"v":{"title":"x"}}"#),
        enumField("Custom tag of the wrong type", F.Ticket.self, "Ticket", #"{"v":{"type":1,"title":"x"}}"#),
        enumField("Custom tag case-sensitive", F.Ticket.self, "Ticket", #"{"v":{"type":"PreGame","title":"x"}}"#),
        enumField("Custom presence first key", F.Slot.self, "Slot", #"{"v":{"active":{"start":1795000000,"end":1795003600}}}"#),
        enumField("Custom presence second key", F.Slot.self, "Slot", #"{"v":{"reserved":{"start":1795000000}}}"#),
        enumField("Custom presence both keys", F.Slot.self, "Slot", #"{"v":{"reserved":{"start":1},"active":{"start":2}}}"#),
        enumField("Custom presence null first key", F.Slot.self, "Slot", #"{"v":{"active":null,"reserved":{"start":1}}}"#),
        enumField("Custom presence no key", F.Slot.self, "Slot", #"{"v":{"other":{"start":1}}}"#),
        enumField("Custom presence bad value", F.Slot.self, "Slot", #"{"v":{"active":{"end":1},"reserved":{"start":1}}}"#),
    ]
}
