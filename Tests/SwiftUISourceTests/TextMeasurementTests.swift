import ActivityModel
import Foundation
import SwiftUISource
import Testing

@Suite("UIKit text measurement read from Swift sources")
struct TextMeasurementTests {
    @Test func sizeWithAttributesIsTheLayoutsEstimateAtTheFontSize() throws {
        let source = SwiftSourceHarness.widget(state: "var label: String", lockScreen: """
            VStack {
                        let font = UIFont.systemFont(ofSize: 10)
                        let size = (context.state.label as NSString).size(withAttributes: [NSAttributedString.Key.font: font])
                        Text("w\\(Int(size.width)) h\\(Int(size.height))")
                        Text("\\((context.attributes.name as String).count) letters")
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"label": "00:00"}"#)
        // Four digits at 0.57 em and a colon at 0.27 em, at 10 pt: 25.5 pt; one line is 12 pt.
        for expected in ["w25 h12", "4 letters"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
        #expect(diagnostics.contains { $0.code == SwiftUIDiagnosticCode.approximatedModifier && $0.message.contains("size(withAttributes:)") })
    }
}
