import Expressions
import Foundation
import SwiftUISource
import Testing

/// The lowering and the interpreter never crash and never hang, whatever Swift they are given.
@Suite struct InterpreterRobustnessTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus/swiftsource")

    /// Every function without parameters and every static computed property `source` declares, run.
    func runAll(_ source: String, file: String) -> (evaluated: Int, values: Int) {
        let tree = SwiftLowering.parse(source)
        var program = IR.Program()
        _ = SwiftLowering(file: file, tree: tree).declare(tree, into: &program)
        let interpreter = Interpreter(program: program)
        interpreter.stepLimit = 20_000
        var bodies = program.functions.values.flatMap { $0 }.filter(\.parameters.isEmpty).map(\.body)
        for type in program.types.values.sorted(by: { $0.name < $1.name }) {
            bodies += type.computedProperties.values.filter(\.isStatic).map(\.getter)
        }
        var values = 0
        for body in bodies where (try? interpreter.run(body)) != nil { values += 1 }
        return (bodies.count, values)
    }

    /// An eighth of the swift-source fuzz corpus (mutated widgets, many not valid Swift), by a fixed
    /// stride: parsing all of it in a debug build takes half a minute, and the fuzz target replays
    /// every file through the parser already.
    @Test func theFuzzCorpusLowersAndRunsWithoutCrashing() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path).sorted()
        #expect(files.count > 1000)
        var evaluated = 0, values = 0
        for (i, name) in files.enumerated() where i % 8 == 0 {
            let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
            let (e, v) = runAll(String(decoding: data, as: UTF8.self), file: name)
            evaluated += e
            values += v
        }
        #expect(evaluated > 20, "the corpus declares functions and static properties to run")
        #expect(values > 0)
    }

    /// A mutated widget once held a 1,000-member optional chain; nesting that deep is one
    /// unsupported value, not a stack overflow.
    @Test func deepNestingIsOneUnsupportedValue() throws {
        let chain = "func f() -> Any { let a: Int? = 1\nreturn a" + String(repeating: "?.description", count: 1000) + " }"
        let blocks = "func g() -> Any {\n" + String(repeating: "if true {\n", count: 200) + "return 1\n" + String(repeating: "}\n", count: 200) + "return 0 }"
        let tree = SwiftLowering.parse(chain + "\n" + blocks)
        var program = IR.Program()
        _ = SwiftLowering(file: "deep.swift", tree: tree).declare(tree, into: &program)
        let interpreter = Interpreter(program: program)
        for name in ["f", "g"] {
            let body = try #require(program.functions[name]?.first?.body)
            #expect(throws: EvaluationError.self) { try interpreter.run(body) }
        }
    }
}
