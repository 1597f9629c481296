import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// A struct's own `init(from:)` assigning a property under `if let … decodeIfPresent`, with a
/// literal (or nothing) in the `else`: the key is optional and the literal stands in.
@Suite struct DecoderIfLetTests {
    static func source(_ elseBranch: String, label: String = "var label: String") -> String {
        SwiftSourceHarness.widget(state: """
            var level: Int
                    \(label)
                    enum CodingKeys: String, CodingKey { case level, label = "text" }
                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        level = try container.decode(Int.self, forKey: .level)
                        if let text = try container.decodeIfPresent(String.self, forKey: .label) {
                            label = text
                        }\(elseBranch)
                    }
            """, lockScreen: "Text(\"\\(context.state.label) \\(context.state.level)\")")
    }

    @Test func aLiteralInTheElseIsTheMissingKeysValue() throws {
        let read = try SwiftSourceHarness.read(Self.source(" else {\n                label = \"none\"\n            }"))
        let label = try #require(read.definition.contentState.fields.first { $0.name == "label" })
        #expect(label.key == "text" && label.fallback == .string("none") && label.type == .string)
        let missing = try SwiftSourceHarness.render(read, state: #"{"level": 2}"#).text
        #expect(missing.contains("none 2"), "\(missing)")
        let given = try SwiftSourceHarness.render(read, state: #"{"level": 2, "text": "high"}"#).text
        #expect(given.contains("high 2"), "\(given)")
        #expect(read.definition.contentStateDecoder.decode(try JSONParser.parseDocument(#"{"text": "x"}"#)).value == nil,
                "level is still required")
    }

    @Test func withoutElseAMissingKeyLeavesTheInitialValue() throws {
        let optional = try SwiftSourceHarness.read(Self.source("", label: "var label: String?"))
        #expect(optional.definition.contentState.fields.first { $0.name == "label" }?.type == .optional(.string))
        let defaulted = try SwiftSourceHarness.read(Self.source("", label: "var label: String = \"plain\""))
        let label = try #require(defaulted.definition.contentState.fields.first { $0.name == "label" })
        #expect(label.type == .string && label.fallback == .string("plain"))
        let missing = try SwiftSourceHarness.render(defaulted, state: #"{"level": 1}"#).text
        #expect(missing.contains("plain 1"), "\(missing)")
    }

    @Test func anElseDoingMoreIsReportedAndReadAsDeclared() throws {
        let read = try SwiftSourceHarness.read(Self.source(" else {\n                label = String(level)\n            }"))
        #expect(read.diagnostics.contains { $0.code == "swiftui.customDecoding" && $0.severity == .warning }, "\(read.diagnostics)")
    }
}
