import ActivityModel
import Foundation
import Testing

@Suite("Shapes behind and over a view")
struct DecorationShapesTests {
    static func drawn(_ lockScreen: String, state: String = #"{"on": false}"#) throws -> String {
        let source = SwiftSourceHarness.widget(state: "var on: Bool", lockScreen: lockScreen)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        return try SwiftSourceHarness.render(read, state: state).text
    }

    /// `.overlay(Capsule().stroke())` is a hairline around the badge: the badge's text stays, and the
    /// outline shows only in the blank cells around it.
    @Test func aStrokedOverlayKeepsTheTextUnderIt() throws {
        let text = try Self.drawn("""
            VStack(alignment: .leading) {
                        Text("Closed").padding(2).overlay(Capsule().stroke(.gray))
                        Text("Boxed").padding(4).overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.gray, lineWidth: 1))
                    }
            """)
        #expect(text.contains("│Closed "), "\(text)")
        #expect(text.contains("╭Boxed╮"), "\(text)")
        #expect(!text.contains("░"), "\(text)")
    }

    /// `.background(style, in: shape)` fills the shape with the style: a clear one draws nothing, a
    /// colour shades the shape, never a second shape in the foreground colour.
    @Test func aStyleInAShapeFillsThatShape() throws {
        let lockScreen = """
            Text("Badge").padding(.horizontal, 4)
                        .background(context.state.on ? Color.red.opacity(0.3) : .clear, in: RoundedRectangle(cornerRadius: 4))
            """
        let off = try Self.drawn(lockScreen)
        #expect(off.contains(" Badge "), "\(off)")
        #expect(!off.contains("░"), "\(off)")
        let on = try Self.drawn(lockScreen, state: #"{"on": true}"#)
        #expect(on.contains("░Badge░"), "\(on)")
    }
}
