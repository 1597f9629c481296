import Foundation
import Testing
@testable import ActivityModel

/// A `[String: T]` sample holds the keys the widget's code looks up, so what it reads is shown;
/// without any, one entry stands for the dictionary. Either way it decodes.
@Suite struct DictionarySampleTests {
    static let contract = ContentStateContract(fields: [
        FieldSpec(name: "data", type: .dictionary(.opaque("AnyCodable"))),
        FieldSpec(name: "counts", type: .dictionary(.integer(.int))),
    ])

    @Test func theKeysTheCodeReadsAreTheSamplesKeys() {
        let sample = ContractSample(now: Date(timeIntervalSince1970: 0), dictionaryKeys: ["title", "eta"]).value(of: Self.contract)
        #expect(sample.compactText == #"{"data":{"title":"title","eta":"eta"},"counts":{"title":3,"eta":3}}"#)
        #expect(ContentStateDecoder(contract: Self.contract).decode(sample).succeeded)
    }

    @Test func withoutKeysOneEntryStandsForTheDictionary() {
        let sample = ContractSample(now: Date(timeIntervalSince1970: 0)).value(of: Self.contract)
        #expect(sample.compactText == #"{"data":{"key":{}},"counts":{"key":3}}"#)
    }
}
