import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// A timer's text takes all the width it is offered, as SwiftUI sizes it for any time it may show:
/// beside a Spacer it shares the spare room, its digits at its leading edge unless
/// `multilineTextAlignment` says otherwise; in a `frame(maxWidth:)` it is the frame's width where a
/// static text keeps its own. Figures by hand: 371 pt of Lock Screen is 46 columns, 32 pt of padding
/// leaves 42; "Ends" is 4 columns and the timer's "3:43" 4.
@Suite struct TimerWidthTests {
    let scenes = SceneRendererTests()

    func render(lockRow alignment: String, compactFrame: String) throws -> RenderedScene {
        let yaml = """
            name: Timer
            contentState: { label: String, end: Date, start: Date, note: String? }
            lockScreen:
              HStack:
                - Text: Ends
                - Spacer
                - Text: { timerInterval: 'state.start...state.end', countsDown: true }
                  \(alignment)
              padding: 16
            dynamicIsland:
              expanded:
                center: { Text: x }
              compactLeading: { Image: timer }
              compactTrailing:
                Text: { timerInterval: 'state.start...state.end', countsDown: true }
                \(compactFrame)
              minimal: { Image: timer }
            """
        return SceneRenderer.render(try scenes.scene(yaml, states: [("a", SceneRendererTests.state(), 0)],
                                                     now: SceneRendererTests.t0.addingTimeInterval(77)))
    }

    /// 42 columns less "Ends", "3:43" and two 1-column gaps leave 32 to share, 16 each: the digits
    /// start at column 2 + 4 + 1 + 16 + 1 = 24, or end at the row's edge when aligned trailing.
    @Test func besideASpacerATimerSharesTheRoom() throws {
        let leading = try scenes.surface(render(lockRow: "", compactFrame: ""), .lockScreen).cells.row(1)
        #expect(leading == "  Ends" + String(repeating: " ", count: 18) + "3:43" + String(repeating: " ", count: 18), "'\(leading)'")
        let trailing = try scenes.surface(render(lockRow: "multilineTextAlignment: trailing", compactFrame: ""), .lockScreen).cells.row(1)
        #expect(trailing == "  Ends" + String(repeating: " ", count: 34) + "3:43  ", "'\(trailing)'")
    }

    /// In `frame(maxWidth: 44)` the timer is 44 pt wide; without a frame, nothing offers it more
    /// than its text's width; in `frame(width: 30)` it is 30.
    @Test(arguments: [("frame: { maxWidth: 44 }", 44.0), ("", nil), ("frame: { width: 30 }", 30.0)])
    func inTheIslandATimerFillsItsFrame(frame: String, width: Double?) throws {
        let trailing = try scenes.surface(render(lockRow: "", compactFrame: frame), .compactTrailing)
        let text = PointMetrics(dynamicTypeSize: .large).size(of: TextRun("3:43"), maxWidth: nil).width
        #expect(abs(trailing.widthPt - (width ?? text)) < 0.01, "\(trailing.widthPt)")
        #expect(width.map { $0 > text + 5 || $0 < text } ?? true, "each frame must differ from the text's own width")
        #expect(trailing.cells.row(0).hasPrefix("3:43"), "the digits at its leading edge: '\(trailing.cells.row(0))'")
    }
}
