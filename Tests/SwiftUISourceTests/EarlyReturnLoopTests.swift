import ActivityModel
import Foundation
import Testing

@Suite("for loops that return early, read from Swift sources")
struct EarlyReturnLoopTests {
    @Test func theFirstElementThatPassesGivesTheValueElseTheRest() throws {
        let source = SwiftSourceHarness.widget(state: """
            var bays: [Bay]
                    var wanted: Int
            """, lockScreen: """
            VStack {
                        Text("bay \\(bayLabel(context.state.bays, number: context.state.wanted))")
                        Text("first free \\(firstFree(context.state.bays))")
                    }
            """, extra: """
            struct Bay: Codable, Hashable {
                var number: Int
                var name: String?
                var free: Bool
            }

            func bayLabel(_ bays: [Bay], number: Int) -> String {
                for bay in bays where bay.free {
                    if bay.number == number, let name = bay.name {
                        return name.uppercased()
                    }
                }
                return "none"
            }

            func firstFree(_ bays: [Bay]) -> Int {
                for index in 0..<bays.count {
                    if bays[index].free { return index }
                }
                return -1
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let bays = #"[{"number": 1, "name": "a", "free": false}, {"number": 2, "free": true}, {"number": 3, "name": "c", "free": true}]"#
        let found = try SwiftSourceHarness.render(read, state: #"{"bays": \#(bays), "wanted": 3}"#)
        for expected in ["bay C", "first free 1"] { #expect(found.text.contains(expected), "\(expected)\n\(found.text)") }
        #expect(found.diagnostics.filter { $0.severity != .info }.isEmpty, "\(found.diagnostics)")
        // Bay 1 has a name but is not free (the where clause); bay 2 is free but has no name (the if let).
        for wanted in [1, 2] {
            let missing = try SwiftSourceHarness.render(read, state: #"{"bays": \#(bays), "wanted": \#(wanted)}"#)
            #expect(missing.text.contains("bay none"), "\(wanted)\n\(missing.text)")
        }
    }
}
