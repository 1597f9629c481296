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

    /// Every string of up to four characters over the alphabet the rules care about, and every
    /// string of three pieces the rules are built from (prefixes, signs, separators, words):
    /// about 106,000 cases, each judged by Yams, the same on every run.
    @Test func agreesWithYamsOnGeneratedStrings() {
        let alphabet = Array("0159_.:+-eExobnN~").map(String.init)
        var strings = [""]
        var last = [""]
        for _ in 1...4 {
            last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
            strings += last
        }
        let pieces = ["0", "7", "12", "1_0", "-", "+", ".", "..", ":", ":30", ":60", "e", "E+", "e-3",
                      "0b", "0o", "0x", "1F", ".inf", ".nan", "Inf", "NaN", "null", "yes", "On", "~"]
        for a in pieces { for b in pieces { for c in pieces { strings.append(a + b + c) } } }
        var disagreements: [String] = []
        for text in strings where PlainScalar.tag(text) != Self.yams(text) { disagreements.append(text) }
        #expect(strings.count > 80_000)
        #expect(disagreements.isEmpty, "\(disagreements.prefix(20))")
    }
}

/// Explicit tags win over the implicit rules, as in any YAML 1.1 reader: `!!str 42` is the string
/// "42", whatever a plain `42` would be.
@Suite struct ExplicitTagTests {
    static func tags(_ yaml: String) throws -> [String: SourceNode.ScalarTag] {
        let root = try DefinitionLoader.parse(yaml, file: "test.yaml")
        var tags: [String: SourceNode.ScalarTag] = [:]
        for entry in root.entries ?? [] {
            if let key = entry.key.scalarText, case .scalar(_, let tag) = entry.value.kind { tags[key] = tag }
        }
        return tags
    }

    @Test func anExplicitStringTagKeepsAPlainScalarAString() throws {
        let tags = try Self.tags("""
            plain: 42
            str: !!str 42
            bool: !!str true
            anchored: &a !!str 7
            tagThenAnchor: !!str &b 8
            nonSpecific: ! 9
            longForm: !<tag:yaml.org,2002:str> 10
            int: !!int 5
            quoted: "42"
            """)
        #expect(tags["plain"] == .int)
        for key in ["str", "bool", "anchored", "tagThenAnchor", "nonSpecific", "longForm", "quoted"] {
            #expect(tags[key] == .string, "\(key)")
        }
        #expect(tags["int"] == .int)
        let root = try DefinitionLoader.parse("nested: { inner: !!str 1.5 }\nlist: [!!str 3, 3]\n", file: "test.yaml")
        #expect(root["nested"]?["inner"]?.kind == .scalar("1.5", .string))
        #expect(root["list"]?.items?.map(\.kind) == [.scalar("3", .string), .scalar("3", .int)])
    }

    /// The tag is found by line and column: columns count code points (an emoji earlier on the
    /// line is one), and CR LF ends a line once.
    @Test func columnsAndLineBreaksAreCountedAsLibyamlCountsThem() throws {
        let root = try DefinitionLoader.parse("a: 1\r\nb: { icon: \"🚚👨‍👩‍👧\", n: !!str 42, m: 42 }\r\nc: !!str 5\r\n", file: "test.yaml")
        #expect(root["b"]?["n"]?.kind == .scalar("42", .string))
        #expect(root["b"]?["m"]?.kind == .scalar("42", .int))
        #expect(root["c"]?.kind == .scalar("5", .string))
    }
}

/// YAML aliases are values, not text: nine aliases of nine aliases, eleven deep, are 31 billion
/// values ("billion laughs"). The reader stops at `nodeLimit` with the line, instead of never
/// finishing.
@Suite struct AliasExpansionTests {
    @Test func anExponentialAliasIsRefusedWithItsLine() {
        var yaml = "name: Laughs\nx:\n  l0: &a0 [lol]\n"
        for i in 1...11 { yaml += "  l\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 9).joined(separator: ", ") + "]\n" }
        do {
            _ = try DefinitionLoader.parse(yaml, file: "activity.yaml")
            Issue.record("accepted")
        } catch {
            #expect(error.message.contains("more than 200000 values once its YAML aliases are expanded"))
            #expect(error.line > 2)
        }
    }

    @Test func ordinaryAliasesStillWork() throws {
        let root = try DefinitionLoader.parse("base: &b { font: headline }\nuse: *b\n", file: "activity.yaml")
        #expect(root["use"]?["font"]?.string == "headline")
    }
}

/// A JSON definition as Python's `json.dumps` writes it: characters past U+FFFF as UTF-16
/// surrogate pair escapes, which the YAML parser refused ("invalid Unicode character escape code").
@Suite struct JSONSurrogatePairTests {
    @Test func pairsInJSONStringsAreCharacters() throws {
        let root = try DefinitionLoader.parse(#"{"name": "\ud83d\ude9a Delivery", "note": "a\\ud83d\\ude00b", "flag": "\uD83C\uDDE9\uD83C\uDDEA"}"#,
                                              file: "activity.json")
        #expect(root["name"]?.string == "🚚 Delivery")
        #expect(root["note"]?.string == #"a\ud83d\ude00b"#, "an escaped backslash stays a backslash")
        #expect(root["flag"]?.string == "🇩🇪")
    }

    @Test func aLoneSurrogateIsStillAnErrorWithItsLine() {
        #expect(throws: DefinitionError.self) { try DefinitionLoader.parse("{\n\"name\": \"\\ud83d alone\"}", file: "activity.json") }
        do {
            _ = try DefinitionLoader.parse("{\n\"name\": \"\\ud83d alone\"}", file: "activity.json")
        } catch {
            #expect(error.line == 2)
        }
    }

    @Test func yamlTextIsLeftAsWritten() throws {
        let root = try DefinitionLoader.parse(#"name: 'single \ud83d\ude00 quoted'"#, file: "activity.yaml")
        #expect(root["name"]?.string == #"single \ud83d\ude00 quoted"#)
    }
}
