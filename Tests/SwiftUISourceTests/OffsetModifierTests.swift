import ActivityModel
import Foundation
import Testing
@testable import SwiftUISource

/// `.offset(x:y:)` with literal points is read, not noted as approximated.
@Suite struct OffsetModifierTests {
    @Test func aLiteralOffsetIsRead() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            VStack(alignment: .leading) { Text("Top").offset(x: 40); Text("Bottom") }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        #expect(!read.diagnostics.contains { $0.code == SwiftUIDiagnosticCode.approximatedModifier }, "\(read.diagnostics)")
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"value": 1}"#)
        #expect(text.contains("│     Top"), "\(text)")
    }
}
