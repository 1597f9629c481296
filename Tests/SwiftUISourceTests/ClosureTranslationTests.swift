import ActivityModel
import Foundation
import Testing

@Suite("Closures read from Swift sources")
struct ClosureTranslationTests {
    func render(state: String, lockScreen: String, extra: String = "", values: String) throws -> (text: String, diagnostics: [Diagnostic]) {
        let source = SwiftSourceHarness.widget(state: state, lockScreen: lockScreen, extra: extra)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        return try SwiftSourceHarness.render(read, state: values)
    }

    @Test func multiStatementBodiesAndNamesTheyCapture() throws {
        let (text, diagnostics) = try render(state: """
            var scores: [Int]
                    var bonus: Int
            """, lockScreen: """
            VStack {
                        ForEach(context.state.scores, id: \\.self) { score in
                            let doubled = score * 2
                            Text("above \\(context.state.scores.filter { score in score > doubled / 3 }.count)")
                        }
                        let sum = context.state.scores.reduce(0) { total, score in
                            let extra = score > 5 ? context.state.bonus : 0
                            guard score > 0 else { return total }
                            return total + score + extra
                        }
                        Text("sum \\(sum)")
                    }
            """, values: #"{"scores": [3, 9, 1, -1], "bonus": 100}"#)
        // `doubled` reads the ForEach's `score`, not the closure's parameter of the same name:
        // for 3, `score > 2` counts 3 and 9; for 9, `score > 6` counts 9; for 1, `score > 0` counts three.
        for expected in ["above 2", "above 1", "above 3", "sum 113"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }

    @Test func optionalMapOfAnArrayGetsTheWholeArray() throws {
        let (text, diagnostics) = try render(state: """
            var stops: [String]?
            """, lockScreen: """
            VStack {
                        Text(context.state.stops.map { "\\($0.count) stops" } ?? "no route")
                        Text((context.state.stops?.map { $0.uppercased() } ?? []).joined(separator: "/"))
                    }
            """, values: #"{"stops": ["bay", "mill"]}"#)
        for expected in ["2 stops", "BAY/MILL"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }
}
