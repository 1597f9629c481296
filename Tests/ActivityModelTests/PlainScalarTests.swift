import ActivityModel
import Testing
import Yams
@testable import DefinitionLoader

/// `PlainScalar` types plain YAML scalars by hand; Yams' default resolver, which does it with regular
/// expressions, is the judge. Where they disagree, Yams is right.
@Suite struct PlainScalarTests {
    /// What the definition reader would have seen through `Resolver.default`.
    static func yams(_ text: String) -> SourceNode.ScalarTag {
        switch Resolver.default.resolveTag(of: Node(text)) {
        case .bool: return .bool
        case .int: return .int
        case .float: return .float
        case .null: return .null
        default: return .string
        }
    }

    static let table = [
        "", "~", "null", "Null", "NULL", "nULL", "none",
        "yes", "Yes", "YES", "yEs", "no", "No", "on", "ON", "off", "Off", "true", "True", "TRUE", "tRUE", "false", "y", "n",
        "0", "-0", "+0", "00", "007", "08", "0o17", "0o", "0o8", "0_", "0b", "0b101", "0b2", "-0b1_0", "0x", "0x1F", "0xg", "+0x_a",
        "1", "42", "-42", "+42", "1_000", "1__", "_1", "12a", "1:30", "190:20:30", "1:60", "1:5", "1:05:", "0:30", "-1:30",
        "1.", "1.5", "-1.5", "+.5", ".5", "._", ".5e+3", ".5e3", "1e3", "1E-3", "1.5e", "1.5e+", "1_0.0_1", "1:30.5", "1:30.", "1:3x.5",
        ".inf", "-.inf", "+.Inf", ".INF", ".iNF", ".nan", ".NaN", "-.nan", "nan", "inf", ".", "-", "+", "e3", "..5",
        "2026-11-22", "<<", "=", "Pizza Place", "checkmark.circle", "#1c1c1e", "8:00", "10:25", "leading",
    ]

    @Test(arguments: table) func agreesWithYamsOnTheTable(_ text: String) {
        #expect(PlainScalar.tag(text) == Self.yams(text), "\(text.debugDescription)")
    }

    /// Every string of up to four characters over the alphabet the rules care about, and longer
    /// random ones: 100,000 cases, each judged by Yams.
    @Test func agreesWithYamsOnGeneratedStrings() {
        let alphabet = Array("0159_.:+-eExobnifNa~")
        var generator = SplitMix(seed: 2026)
        var disagreements: [String] = []
        for index in 0..<100_000 {
            let length = index < 20_000 ? index % 5 : 5 + Int(generator.next() % 6)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            if PlainScalar.tag(text) != Self.yams(text) { disagreements.append(text) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }

    /// A small deterministic generator: the cases are the same on every run.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
