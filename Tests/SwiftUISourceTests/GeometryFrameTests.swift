import ActivityModel
import Foundation
import Testing

@Suite("GeometryProxy.frame(in:) read from Swift sources")
struct GeometryFrameTests {
    @Test func localFrameHasTheProxySizeAtTheOrigin() throws {
        let source = SwiftSourceHarness.widget(state: "var level: Double", lockScreen: """
            GeometryReader { geometry in
                        let frame = geometry.frame(in: .local)
                        VStack {
                            Text("same \\(frame.width == geometry.size.width && frame.maxY == geometry.size.height)")
                            Text("origin \\(Int(frame.minX)),\\(Int(frame.origin.y)) mid \\(frame.midX == frame.width / 2)")
                            Rectangle().frame(width: frame.width * context.state.level, height: 4)
                        }
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"level": 0.5}"#)
        for expected in ["same true", "origin 0,0 mid true"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }
}
