import Foundation
import Testing

/// The interpreter against `swiftc`: the hand-written cases and generated ones, compiled in one
/// program and compared value by value.
@Suite struct SwiftCompilerOracleTests {
    @Test func theInterpreterAgreesWithTheCompiler() throws {
        var generator = GeneratedCases(seed: 0x6C69_7665_7065_656B)
        let cases = OracleCases.all + generator.cases(count: 400)
        let outcomes = try SwiftCompilerOracle.compare(cases)
        #expect(outcomes.count >= 500)
        for outcome in outcomes where !outcome.agrees {
            Issue.record("\(outcome.name): swiftc printed \(outcome.compiled), the interpreter \(outcome.interpreted)")
        }
    }
}
