import ActivityModel
import Testing
@testable import ActivityLayout

@Suite("Expression parser")
struct ExprParserTests {
    func parse(_ text: String) throws -> Expr {
        try ExprParser.parse(text)
    }

    func parseError(_ text: String) -> ExprParseError? {
        do {
            _ = try ExprParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func literals() throws {
        #expect(try parse("42") == .int(42))
        #expect(try parse("1_000") == .int(1000))
        #expect(try parse("2.5") == .double(2.5))
        #expect(try parse("1e3") == .double(1000))
        #expect(try parse("2.5e-1") == .double(0.25))
        #expect(try parse("true") == .bool(true))
        #expect(try parse("false") == .bool(false))
        #expect(try parse("nil") == .null)
        #expect(try parse(#""a\"b\\c\n\t\u{1F355}""#) == .string("a\"b\\c\n\t🍕"))
        #expect(try parse(#""""#) == .string(""))
    }

    @Test func memberAccessAndEnumCases() throws {
        #expect(try parse("state.driverName") == .member(.identifier("state"), "driverName"))
        #expect(try parse("context.isStale") == .member(.identifier("context"), "isStale"))
        #expect(try parse("step.icon") == .member(.identifier("step"), "icon"))
        #expect(try parse(".pickedUp") == .implicitMember("pickedUp"))
        #expect(try parse("DeliveryStep.pickedUp") == .member(.identifier("DeliveryStep"), "pickedUp"))
        #expect(try parse("state.note?.count") == .member(.member(.identifier("state"), "note"), "count"))
        #expect(try parse("state.departures[0].line")
                == .member(.index(.member(.identifier("state"), "departures"), .int(0)), "line"))
    }

    @Test func callsAndMethods() throws {
        #expect(try parse("state.departures.prefix(2).count")
                == .member(.method(.member(.identifier("state"), "departures"), "prefix", [.int(2)]), "count"))
        #expect(try parse("state.driverName.uppercased()") == .method(.member(.identifier("state"), "driverName"), "uppercased", []))
        #expect(try parse(#"formatted(state.rating, "%.1f")"#)
                == .call("formatted", [.member(.identifier("state"), "rating"), .string("%.1f")]))
        #expect(try parse("max(1, 2)") == .call("max", [.int(1), .int(2)]))
        #expect(try parse("duration(60 * 5)") == .call("duration", [.binary(.multiply, .int(60), .int(5))]))
    }

    @Test func precedenceFollowsSwift() throws {
        // * binds tighter than +, + tighter than comparison, comparison tighter than &&, && than ||.
        #expect(try parse("1 + 2 * 3") == .binary(.add, .int(1), .binary(.multiply, .int(2), .int(3))))
        #expect(try parse("1 - 2 - 3") == .binary(.subtract, .binary(.subtract, .int(1), .int(2)), .int(3)))
        #expect(try parse("a || b && c") == .binary(.or, .identifier("a"), .binary(.and, .identifier("b"), .identifier("c"))))
        #expect(try parse("a + 1 < b * 2 && !c")
                == .binary(.and,
                           .binary(.less, .binary(.add, .identifier("a"), .int(1)), .binary(.multiply, .identifier("b"), .int(2))),
                           .unary(.not, .identifier("c"))))
        #expect(try parse("-a.b") == .unary(.negate, .member(.identifier("a"), "b")))
        #expect(try parse("(1 + 2) * 3") == .binary(.multiply, .binary(.add, .int(1), .int(2)), .int(3)))
        // `...` sits between + and comparison: `now...now + 60` is `now...(now + 60)`.
        #expect(try parse("now...now + 60") == .binary(.closedRange, .identifier("now"), .binary(.add, .identifier("now"), .int(60))))
        // `??` binds tighter than comparison and groups to the right.
        #expect(try parse("a ?? b == c") == .binary(.equal, .binary(.nilCoalescing, .identifier("a"), .identifier("b")), .identifier("c")))
        #expect(try parse("a ?? b ?? c") == .binary(.nilCoalescing, .identifier("a"), .binary(.nilCoalescing, .identifier("b"), .identifier("c"))))
    }

    @Test func ternaryIsLowestAndRightAssociative() throws {
        #expect(try parse(#"step <= state.currentStep ? "cyan" : "tertiary""#)
                == .ternary(.binary(.lessOrEqual, .identifier("step"), .member(.identifier("state"), "currentStep")),
                            .string("cyan"), .string("tertiary")))
        #expect(try parse("a ? 1 : b ? 2 : 3") == .ternary(.identifier("a"), .int(1), .ternary(.identifier("b"), .int(2), .int(3))))
        #expect(try parse("a ? .confirmed : .delivered") == .ternary(.identifier("a"), .implicitMember("confirmed"), .implicitMember("delivered")))
    }

    @Test func stringLiteralsInterpolate() throws {
        let expr = try parse(#""\(n) of \(max(n, 3))""#)
        #expect(expr == .interpolation(InterpolatedString(segments: [
            .expression(.identifier("n")), .literal(" of "), .expression(.call("max", [.identifier("n"), .int(3)])),
        ])))
    }

    @Test func descriptionPrintsSwift() throws {
        for source in ["a + b * c", "(a + b) * c", "!state.flag && x", #"step <= state.currentStep ? "cyan" : "tertiary""#,
                       "state.departures.prefix(2).count", "-(a + 1)", "now...now + 60", #"formatted(x, "%.1f")"#] {
            let expr = try parse(source)
            #expect(expr.description == source)
            #expect(try parse(expr.description) == expr)
        }
    }

    @Test func errorsCarryMessageAndOffset() {
        let cases: [(String, Int, String)] = [
            ("1 +", 3, "expected an expression"),
            ("state.", 6, "expected a member name"),
            ("a < b < c", 6, "do not chain"),
            ("(a + b", 6, "expected ')'"),
            ("a = b", 2, "did you mean '=='"),
            ("a ? b", 5, "expected ':'"),
            ("f(x", 3, "or ')'"),
            ("1 2", 2, "after the expression"),
            (#""abc"#, 0, "unterminated string"),
            (#""\q""#, 1, "invalid escape"),
            ("a # b", 2, "unexpected character '#'"),
            ("99999999999999999999", 0, "overflows"),
            ("12abc", 2, "not a valid digit"),
            ("a..<b..<c", 5, "do not chain"),
            ("[1, 2", 5, "or ']'"),
            ("max(a: 1)", 4, "argument labels"),
            ("", 0, "expected an expression"),
        ]
        for (source, offset, fragment) in cases {
            let error = parseError(source)
            #expect(error?.offset == offset, "\(source)")
            #expect(error?.message.contains(fragment) == true, "\(source): \(error?.message ?? "parsed")")
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "(", count: 500) + "1" + String(repeating: ")", count: 500)
        #expect(parseError(deep)?.message.contains("nests too deeply") == true)
        let bangs = String(repeating: "!", count: 500) + "true"
        #expect(parseError(bangs)?.message.contains("nests too deeply") == true)
        // Parentheses and interpolated string literals count together.
        var nested = "1"
        for level in 1...40 {
            nested = #"("\("# + nested + #")")"#
            if level == 5 { #expect(parseError(nested) == nil) }
        }
        #expect(parseError(nested)?.message.contains("nests too deeply") == true)
    }

    /// A flat chain nests too: `1 + 1 + … + 1` is one tree level per operator, and a 3,000-long one
    /// would overflow the evaluator's stack. Chains a view would use still parse.
    @Test(arguments: [" + ", " ?? ", " && ", "."]) func longChainsAreRefusedNotACrash(op: String) {
        let term = op == " && " ? "true" : op == "." ? "n" : "1"
        let chain = { (count: Int) in (op == "." ? "state." : "") + Array(repeating: term, count: count).joined(separator: op) }
        #expect(parseError(chain(20)) == nil, "\(chain(20))")
        #expect(parseError(chain(5000))?.message.contains("nests too deeply") == true)
    }

    @Test func parseErrorBecomesADiagnostic() {
        let error = ExprParseError("expected an expression", at: 3)
        let diagnostic = error.diagnostic(source: "1 +", path: "lockScreen.VStack[0]")
        #expect(diagnostic.code == "layout.expressionError")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains("`1 +`"))
        #expect(diagnostic.path == "lockScreen.VStack[0]")
    }
}
