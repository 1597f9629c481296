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

    /// A progress bar drawn in a `GeometryReader` 6 pt tall takes a row of its own, between the texts
    /// around it, as a 6 pt capsule does: a frame around shapes is drawn, not only room.
    @Test func aShortBarOfShapesIsARowOfItsOwn() throws {
        let source = SwiftSourceHarness.widget(state: "var share: Double", lockScreen: """
            VStack(alignment: .leading) {
                        Text("Above")
                        GeometryReader { geo in
                            ZStack(alignment: .leading) {
                                Capsule().fill(Color.gray)
                                Capsule().fill(Color.green).frame(width: geo.size.width * context.state.share)
                            }
                        }
                        .frame(height: 6)
                        Text("Below")
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"share": 0.5}"#)
        let lines = text.split(separator: "\n").map(String.init)
        let above = try #require(lines.firstIndex { $0.contains("Above") }, "\(text)")
        let below = try #require(lines.firstIndex { $0.contains("Below") }, "\(text)")
        #expect(below == above + 2, "\(text)")
        #expect(!lines[below].contains("▬"), "\(text)")
        #expect(lines[above + 1].contains("▬"), "\(text)")
    }
}
