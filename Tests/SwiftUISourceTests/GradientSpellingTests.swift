import ActivityModel
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
        let evaluated = try SwiftSourceHarness.evaluated(try SwiftSourceHarness.read(source), state: #"{"value": 1}"#)
        let text = String(describing: try #require(evaluated.views.lockScreen))
        #expect(text.contains("linear(blue, purple; leading, trailing)"), "\(text)")
        #expect(text.contains("radial(white, black)"), "\(text)")
        #expect(text.contains("angular(red, yellow)"), "\(text)")
        #expect(!evaluated.diagnostics.contains { $0.code.hasPrefix("swiftui.unsupported") }, "\(evaluated.diagnostics)")
    }

    @Test func stopsKeepTheirLocationsAndColoursMayFollowTheState() throws {
        let source = SwiftSourceHarness.widget(state: "var ready: Bool", lockScreen: """
            Rectangle()
                .fill(LinearGradient(gradient: Gradient(stops: [
                    Gradient.Stop(color: context.state.ready ? .purple : .white.opacity(0.6), location: 0.5),
                    .init(color: .purple, location: 0.5),
                ]), startPoint: .leading, endPoint: .trailing))
            """)
        let read = try SwiftSourceHarness.read(source)
        for (ready, first) in [(true, "purple"), (false, "white.opacity(0.6)")] {
            let evaluated = try SwiftSourceHarness.evaluated(read, state: #"{"ready": \#(ready)}"#)
            let text = String(describing: try #require(evaluated.views.lockScreen))
            #expect(text.contains("linear(\(first) 0.5, purple 0.5; leading, trailing)"), "\(text)")
            #expect(!evaluated.diagnostics.contains { $0.code.hasPrefix("swiftui.unsupported") }, "\(evaluated.diagnostics)")
        }
    }
}
