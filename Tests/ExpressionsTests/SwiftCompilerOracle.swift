import Expressions
import Foundation
import SwiftUISource

/// Holds the interpreter to the Swift compiler: cases are compiled into one program with `swiftc`
/// (Foundation, no SwiftUI), run, and each printed value is compared with what the interpreter
/// computes from the same source through `SwiftLowering`.
struct SwiftCompilerOracle {
    /// One value to compute: a function body returning it, and the declarations it uses.
    struct Case {
        var name: String
        var body: String
        var declarations: String = ""
        /// Where Linux's Foundation is not the phone's, what the compiled program runs instead: code
        /// Linux computes as iOS does (a format style for a `NumberFormatter` it misformats).
        var phoneBody: String? = nil
    }

    struct Outcome {
        var name: String
        var compiled: String
        var interpreted: String
        var agrees: Bool { compiled == interpreted }
    }

    static let module = "Oracle"

    /// The program: every case's declarations, a function per case, and a loop printing each
    /// result on one line (newlines escaped).
    static func program(_ cases: [Case], forCompiler: Bool = false) -> String {
        var text = "import Foundation\n\n"
        for (i, c) in cases.enumerated() where !c.declarations.isEmpty {
            text += "// case \(i): \(c.name)\n" + c.declarations + "\n"
        }
        for (i, c) in cases.enumerated() {
            let body = forCompiler ? c.phoneBody ?? c.body : c.body
            text += "func case\(i)() -> Any {\n" + body + "\n}\n"
        }
        text += "let cases: [() -> Any] = [" + cases.indices.map { "case\($0)" }.joined(separator: ", ") + "]\n"
        text += #"for (i, c) in cases.enumerated() { print("\(i)\t" + String(describing: c()).replacingOccurrences(of: "\n", with: "\\n")) }"# + "\n"
        return text
    }

    /// Compiles and runs the program; the printed line of each case, by index.
    static func compiledValues(_ source: String) throws -> [Int: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("oracle.swift"), binary = folder.appendingPathComponent("oracle")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let compile = try run(["swiftc", "-module-name", module, "-Onone", "-suppress-warnings", "-enable-bare-slash-regex", file.path, "-o", binary.path])
        guard compile.status == 0 else { throw OracleError.compilation(compile.output) }
        let result = try run([binary.path])
        guard result.status == 0 else { throw OracleError.run(result.output) }
        var values: [Int: String] = [:]
        for line in result.output.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let tab = line.firstIndex(of: "\t"), let i = Int(line[..<tab]) else { continue }
            values[i] = String(line[line.index(after: tab)...])
        }
        return values
    }

    enum OracleError: Error, CustomStringConvertible {
        case compilation(String)
        case run(String)
        var description: String {
            switch self {
            case .compilation(let output): return "swiftc failed:\n" + output
            case .run(let output): return "the compiled program failed:\n" + output
            }
        }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// What the interpreter computes for each case from the same program text.
    static func interpretedValues(_ source: String, count: Int) -> [Int: String] {
        let tree = SwiftLowering.parse(source)
        let lowering = SwiftLowering(file: "oracle.swift", tree: tree)
        var program = IR.Program()
        _ = lowering.declare(tree, into: &program)
        program.mergeAliasedExtensions()
        let interpreter = Interpreter(program: program, module: module)
        var values: [Int: String] = [:]
        for i in 0..<count {
            guard let function = program.functions["case\(i)"]?.first else { continue }
            do {
                let value = try interpreter.run(function.body)
                values[i] = value.description(module: module).replacingOccurrences(of: "\n", with: "\\n")
            } catch {
                values[i] = "⟨\(error)⟩"
            }
        }
        return values
    }

    static func compare(_ cases: [Case]) throws -> [Outcome] {
        let compiled = try compiledValues(program(cases, forCompiler: true))
        let interpreted = interpretedValues(program(cases), count: cases.count)
        return cases.enumerated().map { i, c in
            Outcome(name: c.name, compiled: compiled[i] ?? "⟨no output⟩", interpreted: interpreted[i] ?? "⟨no function⟩")
        }
    }
}
