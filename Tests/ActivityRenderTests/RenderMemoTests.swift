import ActivityLayout
import ActivityModel
import Canvas
import DefinitionLoader
import Foundation
import PushFeed
import Testing
@testable import ActivityRender

/// A scene rendered frame after frame with one `RenderMemo` draws exactly what a fresh render of
/// each frame draws: every sample, second by second and across its whole feed, while the
/// environment, theme and device change under the memo.
@Suite struct RenderMemoTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples")

    static let names = ["breathing", "delivery", "ev-charging", "rideshare", "sports", "transit"]

    @Test(arguments: names)
    func memoisedFramesMatchFreshOnes(_ name: String) throws {
        let path = RenderMemoTests.samples.appendingPathComponent(name).path
        let loaded = try DefinitionLoader.load(path: path)
        let definition = loaded.definition
        let (views, _) = ViewParser.parse(definition, file: path)
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(Date(timeIntervalSince1970: 1_795_341_600)))
        try FeedReader(path: loaded.folder.appendingPathComponent("feed.ndjson").path).forEach { _ = evaluator.evaluate($0) }
        let dark = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        var ascii = dark
        ascii.glyphs = .ascii
        let start = Date(timeIntervalSince1970: 1_795_341_540)  // 09:59, before the first push
        // One second apart for two minutes (a ticking screen), then across the feed 17 s apart.
        let instants = (0..<120).map { start.addingTimeInterval(Double($0)) } + (0..<240).map { start.addingTimeInterval(120 + 17 * Double($0)) }
        let memo = RenderMemo()
        for (i, now) in instants.enumerated() {
            var environment = Environment()
            var theme = dark
            var device = DeviceProfile.iPhoneStandard
            // Runs of frames with the same inputs, so the memo both hits and is invalidated.
            switch (i / 12) % 6 {
            case 1: environment.layoutDirection = .rightToLeft
            case 2: environment.isStale = true
            case 3: environment.isLuminanceReduced = true; environment.dynamicTypeSize = .accessibility2
            case 4: theme = ascii
            case 5: device = DeviceProfile.all.first { !$0.hasDynamicIsland } ?? device
            default: break
            }
            let activities = evaluator.snapshot(at: now)
            let memoised = SceneRenderer.render(Scene(definition: definition, views: views, activities: activities, now: now, device: device,
                                                      theme: theme, environment: environment, memo: memo))
            let fresh = SceneRenderer.render(Scene(definition: definition, views: views, activities: activities, now: now, device: device,
                                                   theme: theme, environment: environment))
            let frame = "\(name) frame \(i) at \(Timestamp.iso8601(now))"
            try #require(memoised.surfaces.count == fresh.surfaces.count, "\(frame)")
            for (m, f) in zip(memoised.surfaces, fresh.surfaces) {
                #expect(m.kind == f.kind && m.activityID == f.activityID && m.note == f.note, "\(frame)")
                #expect(m.cells == f.cells, "\(frame) \(f.kind)\n\(m.cells)\n\(f.cells)")
                #expect(m.widthPt == f.widthPt && m.heightPt == f.heightPt && m.budgetPt == f.budgetPt && m.maxWidthPt == f.maxWidthPt
                        && m.cutRow == f.cutRow, "\(frame) \(f.kind)")
            }
            #expect(memoised.diagnostics == fresh.diagnostics, "\(frame)")
        }
    }

    /// A count-up whose `pauseTime` is still ahead ticks in the memoised path as in a fresh render,
    /// and holds once the pause time comes (docs/ACTIVITYKIT.md, "Timer text").
    @Test func aTimerPausedAheadTicksUntilItsPauseTime() throws {
        let yaml = """
            name: Study
            contentState: { start: Date, goal: Date }
            lockScreen: { Text: { timerInterval: 'state.start...state.goal', pauseTime: state.goal, countsDown: false } }
            dynamicIsland:
              expanded: { center: { Text: Study } }
              compactLeading: { Image: book.closed.fill }
              compactTrailing: { Text: { timerInterval: 'state.start...state.goal', pauseTime: state.goal, countsDown: false } }
              minimal: { Image: book.closed.fill }
            """
        let t0 = Date(timeIntervalSince1970: 1_795_341_600)
        let definition = try ActivityDefinition(root: DefinitionLoader.parse(yaml, file: "a.yaml"), file: "a.yaml")
        let (views, _) = ViewParser.parse(definition, file: "a.yaml")
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(t0))
        let body = #"{"aps": {"timestamp": \#(Int(t0.timeIntervalSince1970)), "event": "update", "content-state": {"start": \#(t0.timeIntervalSinceReferenceDate), "goal": \#(t0.addingTimeInterval(20).timeIntervalSinceReferenceDate)}}}"#
        let result = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(body)), line: 1, byteCount: body.utf8.count))
        #expect(result.verdict == .applied, "\(result.diagnostics)")
        let theme = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        let memo = RenderMemo()
        var shown: [String] = []
        for second in [0, 11, 13, 19, 20, 21, 45, 3600] {
            let now = t0.addingTimeInterval(Double(second))
            let scene = { (memo: RenderMemo) in
                Scene(definition: definition, views: views, activities: evaluator.snapshot(at: now), now: now, device: .iPhoneStandard,
                      theme: theme, environment: Environment(), memo: memo)
            }
            let memoised = SceneRenderer.render(scene(memo)), fresh = SceneRenderer.render(scene(RenderMemo()))
            let trailing = try #require(memoised.surfaces.first { $0.kind == .compactTrailing })
            #expect(trailing.cells == fresh.surfaces.first { $0.kind == .compactTrailing }?.cells, "at +\(second) s")
            shown.append(trailing.cells.rows().joined().trimmingCharacters(in: .whitespaces))
        }
        #expect(shown == ["0:00", "0:11", "0:13", "0:19", "0:20", "0:20", "0:20", "0:20"])
    }
}
