import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// Text whose interpolation reads the instant (`dateStyle(date, "timer")`, `"relative"`): a frame
/// drawn with the last frame's memo shows it at its own instant, as a fresh render does.
@Suite struct InstantTextTests {
    let scenes = SceneRendererTests()

    /// A Lock Screen of one text, `text` as YAML writes it, with the fixture's state.
    func scene(text: String) throws -> Scene {
        let yaml = """
            name: Instant
            contentState: { label: String, end: Date, start: Date, note: String? }
            lockScreen:
              Text: '\(text)'
            """
        return try scenes.scene(yaml, states: [("a", SceneRendererTests.state(), 0)])
    }

    @Test(arguments: ["timer", "relative", "offset"])
    func anInterpolatedDateStyleTicks(_ style: String) throws {
        var scene = try scene(text: #"left \(dateStyle(state.end, "\#(style)"))"#)
        var seen: Set<[String]> = []
        for second in [0, 1, 61] {
            scene.now = SceneRendererTests.t0.addingTimeInterval(Double(second))
            let ticked = try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells.rows()
            var fresh = scene
            fresh.memo = RenderMemo()
            let whole = try scenes.surface(SceneRenderer.render(fresh), .lockScreen).cells.rows()
            #expect(ticked == whole, "second \(second): \(ticked) against \(whole)")
            seen.insert(whole)
        }
        #expect(seen.count >= 2, "the text moves with the clock: \(seen)")
    }

    /// `dayOffset(date)` counts from the render's day, which turns at midnight.
    @Test func aDayOffsetTurnsAtMidnight() throws {
        var scene = try scene(text: #"day \(dayOffset(state.end))"#)
        var drawn: [String] = []
        for seconds: Double in [0, 14 * 3600] {
            scene.now = SceneRendererTests.t0.addingTimeInterval(seconds)
            drawn.append(try scenes.surface(SceneRenderer.render(scene), .lockScreen).cells.row(0).trimmingCharacters(in: .whitespaces))
        }
        #expect(drawn == ["day 0", "day -1"], "10:00 UTC, then midnight passed: \(drawn)")
    }
}
