import Expressions
import SwiftUISource
import Testing

/// What Swift traps on, and what the interpreter cannot finish, become errors at the source range
/// of the construct: never a crash, never a hang. (The compiled oracle cannot hold these: the
/// program would stop at the first.)
@Suite struct InterpreterTrapTests {
    /// The error running `body` (a function body) gives, or nil when it gives a value.
    func error(_ body: String, declarations: String = "") -> EvaluationError? {
        let source = declarations + "\nfunc subject() -> Any {\n" + body + "\n}\n"
        let tree = SwiftLowering.parse(source)
        var program = IR.Program()
        _ = SwiftLowering(file: "t.swift", tree: tree).declare(tree, into: &program)
        let interpreter = Interpreter(program: program)
        interpreter.stepLimit = 100_000
        guard let function = program.functions["subject"]?.first else {
            Issue.record("no function")
            return nil
        }
        do {
            _ = try interpreter.run(function.body)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("return Int.max + 1", "arithmetic overflow"),
        ("let a = Int.min\nreturn a * -1", "arithmetic overflow"),
        ("let z = 0\nreturn 7 / z", "Division by zero"),
        ("let z = 0\nreturn 7 % z", "Division by zero in remainder operation"),
        ("return -Int.min", "arithmetic overflow"),
        ("return [1, 2][2]", "Index out of range"),
        ("let x: Int? = nil\nreturn x!", "Unexpectedly found nil"),
        ("return Int(Double.nan)", "infinite or NaN"),
        ("let lo = 5\nreturn lo...1", "Range requires lowerBound <= upperBound"),
        ("var a: [Int] = []\na.removeLast()\nreturn a", "Can't remove last element from an empty collection"),
        ("return [\"a\": 1, \"a\": 2]", "duplicate keys"),
        ("return abs(Int.min)", "arithmetic overflow"),
        ("fatalError(\"Couldn't find stations.json\")", "Fatal error: Couldn't find stations.json"),
        ("preconditionFailure()", "Fatal error"),
        ("precondition(1 > 2, \"order\")\nreturn 0", "Precondition failed: order"),
    ])
    func swiftTrapsAreReportedWhereTheyHappen(body: String, message: String) throws {
        let found = try #require(error(body))
        #expect(found.kind == .trap)
        #expect(found.message.contains(message), "\(found.message)")
        #expect(found.range.file == "t.swift" && found.range.line >= 2)
    }

    /// Checks a release build drops, and a precondition that holds, let the body go on.
    @Test func assertionsAndHoldingPreconditionsDoNotTrap() throws {
        #expect(error("assert(false, \"debug only\")\nassertionFailure()\nprecondition(2 > 1)\nreturn 1") == nil)
    }

    /// A getter of the sources that fails reports its own cause, not its name as unknown.
    @Test func aFailingDeclaredPropertyReportsItsOwnCause() throws {
        let found = try #require(error("return Board().summary", declarations: """
            struct Board {
                var total: Int { missingHelper() }
                var summary: String { "n=\\(total)" }
            }
            """))
        #expect(found.message.contains("missingHelper"), "\(found.message)")
    }

    @Test func aLoopThatNeverEndsStopsAtTheStepLimit() throws {
        let found = try #require(error("var n = 0\nwhile true { n += 1 }\nreturn n"))
        #expect(found.kind == .limit)
    }

    @Test func runawayRecursionStopsAtTheDepthLimit() throws {
        let found = try #require(error("return f(1)", declarations: "func f(_ n: Int) -> Int { f(n + 1) }"))
        #expect(found.kind == .limit)
    }

    /// Swift rejects a global or static whose value needs itself; a mutated widget may still say it.
    @Test func aValueThatNeedsItselfIsAnErrorNotARecursion() throws {
        #expect(error("return loop", declarations: "let loop = loop + 1")?.kind == .typeMismatch)
        #expect(error("return S.x", declarations: "struct S { static let x = S.x * 2 }")?.kind == .typeMismatch)
    }

    @Test func anUnknownNameIsReportedAtItsColumn() throws {
        let found = try #require(error("let a = 1\nreturn a + missing"))
        #expect(found.kind == .unknownName)
        #expect(found.message.contains("missing"))
        #expect((found.range.line, found.range.column) == (4, 12))
    }

    @Test func syntaxTheLoweringCannotSayLosesOnlyItsValue() throws {
        let found = try #require(error(#"return #imageLiteral(resourceName: "crest")"#))
        #expect(found.kind == .unsupported)
        #expect((found.range.line, found.range.column) == (3, 8))
        #expect(error("let ok = 1\nreturn ok") == nil)
    }
}

/// `&` belongs to an argument: anywhere else it is an error at its place, as swiftc rejects it.
@Suite struct InoutMisuseTests {
    @Test func anAmpersandOutsideAnArgumentIsAnError() throws {
        let error = try #require(InterpreterTrapTests().error("var x = 1\nlet y = &x\nreturn y"))
        #expect(error.message.contains("inout"))
    }

    @Test func aScanWithoutItsInoutArgumentIsAnError() throws {
        let error = try #require(InterpreterTrapTests().error("let v = 0\nreturn Scanner(string: \"ff\").scanHexInt64(v)"))
        #expect(error.message.contains("&value"))
    }
}
