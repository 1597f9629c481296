import ActivityModel
import Foundation
import Testing

@Suite("Random values in views are drawn as the middle of their range")
struct RandomValueTests {
    static func drawn(_ expression: String) throws -> (text: String, diagnostics: [Diagnostic]) {
        let source = SwiftSourceHarness.widget(state: "var level: Int", lockScreen: "Text(\"roll \\(\(expression))\")")
        let read = try SwiftSourceHarness.read(source)
        return try SwiftSourceHarness.render(read, state: #"{"level": 1}"#)
    }

    @Test(arguments: [
        ("Int.random(in: 1...6)", "roll 3"),
        ("Int.random(in: 0..<4)", "roll 1"),
        ("Int.random(in: 10...10)", "roll 10"),
        ("Double.random(in: 0...1)", "roll 0.5"),
        ("Double.random(in: 2.0..<3.0)", "roll 2.5"),
        ("Bool.random()", "roll false"),
    ])
    func drawnAsTheMiddle(expression: String, expected: String) throws {
        let (text, diagnostics) = try Self.drawn(expression)
        #expect(text.contains(expected), "\(expression)\n\(text)")
        let notes = diagnostics.filter { $0.code == "swiftui.randomValue" }
        #expect(notes.count == 1, "\(diagnostics)")
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }

    /// A bar whose height is drawn at random has height to draw: the middle of `0...1` is half.
    @Test func aRandomBarIsNotEmpty() throws {
        let source = SwiftSourceHarness.widget(state: "var level: Int", lockScreen: """
            HStack {
                Text("vol")
                Rectangle().frame(width: 40, height: 40 * Double.random(in: 0...1))
            }
            """)
        let (text, _) = try SwiftSourceHarness.render(try SwiftSourceHarness.read(source), state: #"{"level": 1}"#)
        let row = try #require(text.split(separator: "\n").first { $0.contains("vol") })
        let bar = row.split(separator: "vol", maxSplits: 1).last?.filter { !" │".contains($0) } ?? ""
        #expect(!bar.isEmpty, "\(text)")
    }
}
