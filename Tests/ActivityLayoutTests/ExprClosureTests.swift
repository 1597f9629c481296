import ActivityModel
import Foundation
import Testing
@testable import ActivityLayout

@Suite("Closures and the collection methods that take them")
struct ExprClosureTests {
    func value(_ source: String, _ context: EvaluationContext) throws -> ExprValue { try ExprFixture.value(source, context) }
    func messages(_ source: String, _ context: EvaluationContext) throws -> [String] { try ExprFixture.failure(source, context).map(\.message) }

    @Test func parsesClosuresWithNamedShorthandAndTrailingForms() throws {
        #expect(try ExprParser.parse("{ a, b in a + b }") == .closure(["a", "b"], .binary(.add, .identifier("a"), .identifier("b"))))
        #expect(try ExprParser.parse("{ $0.line }") == .closure([], .member(.identifier("$0"), "line")))
        let trailing = try ExprParser.parse("xs.map { $0 * 2 }")
        #expect(trailing == .method(.identifier("xs"), "map", [.closure([], .binary(.multiply, .identifier("$0"), .int(2)))]))
        #expect(try ExprParser.parse("xs.reduce(0) { $0 + $1 }") == .method(.identifier("xs"), "reduce", [.int(0), .closure([], .binary(.add, .identifier("$0"), .identifier("$1")))]))
        // `description` prints what parses back to the same tree.
        for text in ["{ a, b in a + b }", "{ $0.line }", "xs.map({ x in x.count > 0 ? x : nil })"] {
            let parsed = try ExprParser.parse(text)
            #expect(try ExprParser.parse(parsed.description) == parsed, "\(text)")
        }
        #expect(throws: ExprParseError.self) { try ExprParser.parse("{ $0") }
        #expect(throws: ExprParseError.self) { try ExprParser.parse("$") }
    }

    @Test func mapsFiltersAndSearchesArrays() throws {
        let context = try ExprFixture.context()
        #expect(try value("state.departures.map { $0.line }", context) == .array([.string("S1"), .string("S2"), .string("S3")]))
        #expect(try value("state.departures.map({ d in d.line + \"!\" })", context) == .array([.string("S1!"), .string("S2!"), .string("S3!")]))
        #expect(try value("state.departures.compactMap { $0.platform }", context) == .array([.int(1), .int(2)]))
        #expect(try value("state.departures.filter { $0.platform != nil }.count", context) == .int(2))
        #expect(try value("state.departures.first { $0.line == \"S2\" }.platform", context) == .int(1))
        #expect(try value("state.departures.first({ $0.line == \"S9\" })", context) == .null)
        #expect(try value("state.departures.last({ $0.platform != nil }).line", context) == .string("S3"))
        #expect(try value("state.departures.firstIndex({ $0.line == \"S3\" })", context) == .int(2))
        #expect(try value("state.departures.lastIndex({ $0.line == \"S9\" })", context) == .null)
        #expect(try value("state.departures.contains { $0.platform == 2 }", context) == .bool(true))
        #expect(try value("state.departures.allSatisfy { $0.platform != nil }", context) == .bool(false))
        #expect(try value("state.departures.count { $0.platform != nil }", context) == .int(2))
        #expect(try value("[1, 5, 3].firstIndex(5)", context) == .int(1))
        #expect(try value("[[1, 2], [3]].flatMap { $0 }", context) == .array([.int(1), .int(2), .int(3)]))
    }

    @Test func reducesSortsAndFindsExtremes() throws {
        let context = try ExprFixture.context()
        #expect(try value("[1, 2, 3].reduce(10) { $0 + $1 }", context) == .int(16))
        #expect(try value("[\"a\", \"b\"].reduce(\"\", { acc, s in acc + s })", context) == .string("ab"))
        #expect(try value("[3, 1, 2].sorted { $0 > $1 }", context) == .array([.int(3), .int(2), .int(1)]))
        #expect(try value("[3, 1, 2].sorted()", context) == .array([.int(1), .int(2), .int(3)]))
        // Stable: equal keys keep their order.
        let byPlatform = try value("state.departures.sorted { ($0.platform ?? 9) < ($1.platform ?? 9) }.map { $0.line }", context)
        #expect(byPlatform == .array([.string("S2"), .string("S3"), .string("S1")]))
        let tied = try value("[\"bb\", \"a\", \"cc\", \"d\"].sorted { $0.count < $1.count }", context)
        #expect(tied == .array([.string("a"), .string("d"), .string("bb"), .string("cc")]))
        #expect(try value("[4, 9, 2].max()", context) == .int(9))
        #expect(try value("state.departures.min { ($0.platform ?? 0) < ($1.platform ?? 0) }.line", context) == .string("S1"))
        #expect(try value("[].max()", context) == .null)
    }

    @Test func closuresAreValuesThatCaptureTheirScope() throws {
        let context = try ExprFixture.context().binding("wanted", to: .string("S2"))
        #expect(try value("state.departures.contains { $0.line == wanted }", context) == .bool(true))
        // The inner `$0` is the inner closure's; the outer one is captured under its own name.
        #expect(try value("[[1, 2], [3]].map { $0.map { $0 * 10 } }", context) == .array([.array([.int(10), .int(20)]), .array([.int(30)])]))
        #expect(try value("[1, 2, 3].map { x in [10, 20].filter { $0 > x * 5 }.count }", context) == .array([.int(2), .int(1), .int(1)]))
        #expect(try value("[2, 1, 3].sorted(state.rating > 4 ? { $0 > $1 } : { $0 < $1 })", context) == .array([.int(3), .int(2), .int(1)]))
        #expect(try value("\"\\({ $0 })\"", context) == .string("(Function)"))
    }

    @Test func optionalMapAppliesToTheWrappedValue() throws {
        #expect(try value("state.note.map { $0.uppercased() }", ExprFixture.context(note: "ring twice")) == .string("RING TWICE"))
        #expect(try value("state.note.map { $0.uppercased() } ?? \"none\"", ExprFixture.context()) == .string("none"))
        #expect(try value("\"a-b-c\".filter { $0 != \"-\" }", ExprFixture.context()) == .string("abc"))
    }

    @Test func nestedClosuresOverLongArraysStopAtTheWorkLimit() throws {
        let context = try ExprFixture.context()
        let source = "(0..<1000).map { a in (0..<1000).map { b in (0..<1000).count { c in a + b + c == 0 } } }.count"
        #expect(try messages(source, context).contains { $0.contains("do more than \(ExprEvaluator.maximumClosureWork) steps") })
        let gathered = "(0..<1000).flatMap { a in (0..<1000).flatMap { b in (0..<1000) } }.count"
        #expect(try messages(gathered, context).contains { $0.contains("do more than") })
        // Each expression an evaluator reads starts with the whole allowance.
        var evaluator = ExprEvaluator(context: context)
        let large = try ExprParser.parse("(0..<300).map { a in (0..<300).count { $0 < a } }.count")
        #expect(evaluator.evaluate(large) == .int(300))
        #expect(evaluator.evaluate(large) == .int(300))
        #expect(evaluator.diagnostics.isEmpty, "\(evaluator.diagnostics)")
    }

    @Test func reportsClosuresSwiftWouldReject() throws {
        let context = try ExprFixture.context()
        #expect(try messages("[1, 2].filter { $0 }", context).contains { $0.contains("the closure must return a Bool, found Int") })
        #expect(try messages("[1, 2].map({ a, b in a })", context).contains { $0.contains("takes 2 parameters, but is given 1") })
        #expect(try messages("[1, \"a\"].sorted()", context).contains { $0.contains("cannot order") })
        #expect(try messages("state.rating.filter { $0 > 1 }", context).contains { $0.contains("Double has no method 'filter' taking a closure") })
    }
}
