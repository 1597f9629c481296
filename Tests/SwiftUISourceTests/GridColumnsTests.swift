import ActivityModel
import Foundation
import Testing

@Suite("A Grid's columns")
struct GridColumnsTests {
    /// Each column of a `Grid` is as wide as its widest cell, so the cells of a column start at one
    /// place in every row, a `ForEach` of `GridRow`s included.
    @Test func theCellsOfAColumnLineUp() throws {
        let source = SwiftSourceHarness.widget(state: "var levels: [String: Int]", lockScreen: """
            Grid(alignment: .leading, horizontalSpacing: 8) {
                        ForEach(context.state.levels.sorted(by: { $0.key < $1.key }), id: \\.key) { name, level in
                            GridRow {
                                Text(name)
                                Text(String(repeating: "*", count: level))
                            }
                        }
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"levels": {"birch": 1, "grass": 3, "ragweed": 2}}"#)
        let lines = text.split(separator: "\n").map(String.init)
        let stars = try ["birch", "grass", "ragweed"].map { name in
            let line = try #require(lines.first { $0.contains(name) }, "\(text)")
            return try #require(line.range(of: "*"), "\(line)").lowerBound.utf16Offset(in: line)
        }
        #expect(Set(stars).count == 1, "\(text)")
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }
}
