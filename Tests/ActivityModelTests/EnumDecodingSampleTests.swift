import Foundation
import Testing
@testable import ActivityModel

/// The sample state of an enum that decodes itself takes a branch the decoder follows to a case,
/// so it always decodes.
@Suite struct EnumDecodingSampleTests {
    static func contract(_ branches: [EnumDecoding.Branch]) -> ContentStateContract {
        let spec = EnumSpec(name: "Gate", rawType: .none, cases: [
            .init(name: "open", rawValue: .string("open"), values: [FieldSpec(name: "lane", type: .integer(.int))]),
            .init(name: "unknown", rawValue: .string("unknown")),
        ], customDecoding: EnumDecoding(discriminator: FieldSpec(name: "kind", type: .string, key: "type"), branches: branches))
        return ContentStateContract(fields: [], enums: ["Gate": spec], rootEnum: "Gate")
    }

    @Test func aTaggedArmIsPreferredToTheDefaultOne() throws {
        let contract = Self.contract([
            .init(condition: .otherwise, fields: [], caseName: "unknown"),
            .init(condition: .tag(.string("open")), fields: [FieldSpec(name: "lane", type: .integer(.int))], caseName: "open",
                  arguments: [.init(label: "lane", path: ["lane"])]),
        ])
        let sample = ContractSample(now: Date(timeIntervalSince1970: 0)).value(of: contract)
        #expect(sample.compactText == #"{"type":"open","lane":3}"#)
        let decoded = ContentStateDecoder(contract: contract).decode(sample)
        #expect(decoded.value == .enumPayload(type: "Gate", name: "open", values: [StateField(name: "lane", value: .int(3))]))
    }

    @Test func onlyTheDefaultArmMakesACaseSoTheTagIsOneNoCaseNames() throws {
        let contract = Self.contract([
            .init(condition: .tag(.string("other")), fields: [], caseName: nil),
            .init(condition: .otherwise, fields: [], caseName: "unknown"),
        ])
        let sample = ContractSample(now: Date(timeIntervalSince1970: 0)).value(of: contract)
        #expect(sample.compactText == #"{"type":"other_"}"#)
        #expect(ContentStateDecoder(contract: contract).decode(sample).value == .enumCase(type: "Gate", name: "unknown"))
    }
}
