import Expressions
import SwiftUISource
import Testing

/// What a widget does that the phone never shows (logging, timers) runs and changes nothing: the
/// values after it are the program's. `os` is not on Linux, so the compiled oracle cannot hold these.
@Suite struct InertValuesTests {
    func value(_ body: String, declarations: String = "") throws -> String {
        let source = declarations + "\nfunc subject() -> Any {\n" + body + "\n}\n"
        let tree = SwiftLowering.parse(source)
        var program = IR.Program()
        _ = SwiftLowering(file: "t.swift", tree: tree).declare(tree, into: &program)
        let interpreter = Interpreter(program: program)
        let function = try #require(program.functions["subject"]?.first)
        return try interpreter.run(function.body).description(module: "")
    }

    @Test func loggingRunsAndShowsNothing() throws {
        let result = try value("""
            let stage = "prep"
            log.info("stage \\(stage, privacy: .public)")
            log.error("failed")
            os_log("plain")
            return stage.count
            """, declarations: #"let log = Logger(subsystem: "com.example", category: "widget")"#)
        #expect(result == "4")
    }

    @Test func aTimerPublisherIsAValueWhoseCallsDoNothing() throws {
        let result = try value("""
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            _ = timer
            return 7
            """)
        #expect(result == "7")
    }

    @Test func anUnknownLoggerLevelIsStillAnError() {
        #expect(throws: EvaluationError.self) {
            _ = try value("Logger().shout(\"x\")\nreturn 1")
        }
    }
}
