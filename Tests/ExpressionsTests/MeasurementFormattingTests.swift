import Expressions
import Foundation
import SwiftUISource
import Testing

/// Linux's Foundation formats no `Measurement`, so the compiled oracle cannot hold its text: the
/// interpreter writes the value with the number style given and the unit's own symbol, and notes
/// that the phone may convert it to the locale's unit.
@Suite struct MeasurementFormattingTests {
    func run(_ body: String) throws -> (text: String, notes: [InterpreterNote]) {
        let source = "func subject() -> Any {\n" + body + "\n}\n"
        let tree = SwiftLowering.parse(source)
        var program = IR.Program()
        _ = SwiftLowering(file: "t.swift", tree: tree).declare(tree, into: &program)
        let interpreter = Interpreter(program: program, locale: Locale(identifier: "en_US"))
        let function = try #require(program.functions["subject"]?.first)
        return (try interpreter.run(function.body).description(module: ""), interpreter.notes)
    }

    @Test func theValueInItsOwnUnitWithTheNumberStyleGiven() throws {
        let wide = try run("""
            let m = Measurement(value: 4.26, unit: UnitLength.kilometers)
            return m.formatted(.measurement(width: .abbreviated, usage: .road, numberFormatStyle: .number.precision(.fractionLength(1))))
            """)
        #expect(wide.text == "4.3 km")
        #expect(wide.notes.contains { $0.kind == .approximated })
        let narrow = try run("""
            return Measurement(value: 1250, unit: UnitEnergy.kilocalories).formatted(.measurement(width: .narrow))
            """)
        #expect(narrow.text == "1,250kCal")
    }

    @Test func aUnitOfAnotherDimensionIsAnError() {
        #expect(throws: EvaluationError.self) {
            _ = try run("return Measurement(value: 1, unit: UnitLength.meters).converted(to: UnitMass.grams)")
        }
    }
}
