import Foundation
import Testing
@testable import SwiftUISource

/// Gradients in Swift reach the definition as `linear(…)`, `radial(…)`, `angular(…)`, as a view, a
/// background and a fill, with no placeholder.
@Suite struct GradientSpellingTests {
    @Test func gradientsAreRead() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            VStack {
                LinearGradient(colors: [.blue, .purple], startPoint: .leading, endPoint: .trailing).frame(height: 8)
                Text("a").background(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 20))
                Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .yellow]), center: .center))
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let text = String(describing: try #require(read.definition.lockScreen))
        #expect(text.contains("linear(blue, purple; leading, trailing)"), "\(text)")
        #expect(text.contains("radial(white, black)"), "\(text)")
        #expect(text.contains("angular(red, yellow)"), "\(text)")
        #expect(!read.diagnostics.contains { $0.code.hasPrefix("swiftui.unsupported") }, "\(read.diagnostics)")
    }
}
