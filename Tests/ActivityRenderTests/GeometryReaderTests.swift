import ActivityLayout
import ActivityModel
import Canvas
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityRender

/// A `GeometryReader`'s content reads the reader's own size, which a layout measures: the room its
/// container offers, less the reader's padding. Figures by hand: the standard iPhone's Lock Screen
/// is 371 pt wide, 339 pt inside a 16 pt padding.
@Suite struct GeometryReaderTests {
    let scenes = SceneRendererTests()

    func lockScreenText(_ body: String, device: DeviceProfile = .iPhoneStandard) throws -> String {
        let yaml = """
            name: Geo
            contentState: { label: String }
            lockScreen:
              VStack:
            \(body)
              padding: 16
            dynamicIsland:
              compactLeading: { Text: A }
              compactTrailing: { Text: B }
              minimal: { Text: M }
              expanded:
                center: { Text: x }
            """
        var scene = try scenes.scene(yaml, states: [("a", #"{"label": "x"}"#, 0)], device: device)
        scene.surfaces = [.lockScreen]
        return try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells.rows().joined(separator: "\n")
    }

    @Test func aReaderReadsTheRoomItsContainerOffers() throws {
        let text = try lockScreenText("""
                - Text: 'outside \\(_geometry.size.width)'
                - GeometryReader:
                    - Text: 'whole \\(_geometry.size.width)'
                - GeometryReader:
                    - Text: 'padded \\(_geometry.size.width)'
                  padding: 20
                - HStack:
                    - Rectangle:
                      frame: { width: 100, height: 1 }
                    - GeometryReader:
                        - Text: 'beside \\(_geometry.size.width)'
                  spacing: 0
            """)
        for expected in ["outside 371.0", "whole 339.0", "padded 299.0", "beside 239.0"] {
            #expect(text.contains(expected), "\(expected)\n\(text)")
        }
    }

    @Test func aReaderInsideAReaderReadsItsOwnSize() throws {
        let text = try lockScreenText("""
                - GeometryReader:
                    - VStack:
                        - Text: 'outer \\(_geometry.size.width)'
                        - GeometryReader:
                            - Text: 'inner \\(_geometry.size.width)'
                          padding: 10
                      frame: { width: '_geometry.size.width / 2' }
            """)
        for expected in ["outer 339.0", "inner 149.5"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
    }

    /// A reader that is the first view inside another reads its own size, and the outer its own.
    @Test func aReaderFirstInsideAReaderReadsItsOwnSize() throws {
        let text = try lockScreenText("""
                - GeometryReader:
                    - VStack:
                        - GeometryReader:
                            - Text: 'inner \\(_geometry.size.width)'
                          padding: 10
                        - Text: 'outer \\(_geometry.size.width)'
                  padding: 5
            """)
        for expected in ["inner 309.0", "outer 329.0"] { #expect(text.contains(expected), "339 less 2 x 5, less 2 x 10\n\(text)") }
    }

    /// The content is drawn top leading in all the width offered, whatever the frame's alignment.
    @Test func theContentSitsTopLeadingInTheWholeWidth() throws {
        let text = try lockScreenText("""
                - GeometryReader:
                    - Text: Hi
                  frame: { height: 40, alignment: bottomTrailing }
            """)
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count > 2 && rows[1].hasPrefix("  Hi "), "\(text)")
    }

    /// A second frame with the first frame's memo draws the same.
    @Test func aSecondFrameDrawsTheSame() throws {
        let yaml = """
            name: Geo
            contentState: { label: String }
            lockScreen:
              GeometryReader:
                - Text: 'w \\(_geometry.size.width)'
              padding: 16
            """
        let scene = try scenes.scene(yaml, states: [("a", #"{"label": "x"}"#, 0)])
        let first = try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells.rows()
        let second = try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells.rows()
        #expect(first == second)
        #expect(first.joined().contains("w 339.0"), "\(first)")
    }

    /// A ticking timer inside a reader: each second drawn with the last frame's memo is a fresh
    /// render's.
    @Test func aTickingReaderDrawsAsAFreshRender() throws {
        let yaml = """
            name: Geo
            contentState: { label: String, end: Date, start: Date, note: String? }
            lockScreen:
              GeometryReader:
                - HStack:
                    - Text: 'w \\(_geometry.size.width)'
                    - Text: { timerInterval: 'state.start...state.end', countsDown: true }
                      multilineTextAlignment: trailing
              padding: 16
            """
        var scene = try scenes.scene(yaml, states: [("a", SceneRendererTests.state(), 0)])
        for second in 0..<3 {
            scene.now = SceneRendererTests.t0.addingTimeInterval(Double(second))
            let ticked = try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells
            var fresh = scene
            fresh.memo = RenderMemo()
            let whole = try scenes.surface(SceneRenderer.render(fresh), .lockScreen).cells
            #expect(ticked == whole, "second \(second)")
            #expect(ticked.rows().joined().contains("w 339.0"), "\(ticked.rows())")
        }
    }
}
