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
        let read = try SwiftSourceHarness.read(source)
        let text = String(describing: try #require(read.definition.lockScreen))
        #expect(text.contains("linear(blue, purple; leading, trailing)"), "\(text)")
        #expect(text.contains("radial(white, black)"), "\(text)")
        #expect(text.contains("angular(red, yellow)"), "\(text)")
        #expect(!read.diagnostics.contains { $0.code.hasPrefix("swiftui.unsupported") }, "\(read.diagnostics)")
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
        let root = try #require(read.definition.lockScreen)
        func scalars(_ node: SourceNode) -> [String] {
            switch node.kind {
            case .scalar(let text, _): return [text]
            case .sequence(let items): return items.flatMap(scalars)
            case .mapping(let entries): return entries.flatMap { scalars($0.key) + scalars($0.value) }
            }
        }
        let fills = scalars(root).filter { $0.hasPrefix("linear(") }
        #expect(fills == [#"linear(\(state.ready ? ("purple") : ("white")) 0.5, purple 0.5; leading, trailing)"#], "\(fills)")
        #expect(!read.diagnostics.contains { $0.code.hasPrefix("swiftui.unsupported") }, "\(read.diagnostics)")
    }
}
