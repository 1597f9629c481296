import ActivityModel
import Foundation
import SwiftUISource
import Testing

@Suite("UserDefaults read from Swift sources")
struct AppDefaultsTests {
    @Test func everyKeyReadsAsNeverSet() throws {
        let source = SwiftSourceHarness.widget(state: "var count: Int", lockScreen: """
            VStack {
                        Text(UserDefaults.standard.bool(forKey: "pro") ? "pro" : "free")
                        Text("n=\\(UserDefaults(suiteName: "group.app")?.integer(forKey: "n") ?? 9)")
                        Text(Store.nickname())
                    }
            """, extra: """
            enum Store {
                static func nickname() -> String {
                    guard let name = UserDefaults(suiteName: "group.app")?.value(forKey: "nick") as? String else { return "anonymous" }
                    return name
                }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"count": 1}"#)
        for expected in ["free", "n=0", "anonymous"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
        #expect(diagnostics.contains { $0.code == SwiftUIDiagnosticCode.approximatedModifier && $0.message.contains("read as never set") })
    }
}
