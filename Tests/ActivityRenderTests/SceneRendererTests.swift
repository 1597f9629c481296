import ActivityLayout
import ActivityModel
import Canvas
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityRender

/// Whole scenes rendered as a user sees them: timers at an instant, budgets, RTL, stale, overflow.
@Suite struct SceneRendererTests {
    static let t0 = Date(timeIntervalSince1970: 1_795_341_600)  // 2026-11-22T10:00:00Z

    static let yaml = """
        name: Timer
        contentState: { label: String, end: Date, start: Date, note: String? }
        lockScreen:
          VStack:
            - Text: '\\(state.label)'
              font: headline
            - if: context.isStale
              then: { Text: Updating }
              else:
                HStack:
                  - Text: 'Ends'
                  - Spacer
                  - Text: { timerInterval: 'state.start...state.end', countsDown: true }
                    layoutDirection: leftToRight
          alignment: leading
          spacing: 8
          padding: 16
        dynamicIsland:
          expanded:
            center: { Text: '\\(state.label)' }
          compactLeading: { Image: timer }
          compactTrailing: { Text: { timerInterval: 'state.start...state.end', countsDown: true } }
          minimal: { Image: timer }
        """

    func scene(_ yaml: String = yaml, states: [(id: String, json: String, relevance: Double)] = [], now: Date = t0,
               environment: Environment = Environment(), device: DeviceProfile = .iPhoneStandard) throws -> Scene {
        let definition = try ActivityDefinition(root: DefinitionLoader.parse(yaml, file: "a.yaml"), file: "a.yaml")
        let (views, _) = ViewParser.parse(lockScreen: definition.lockScreen, dynamicIsland: definition.dynamicIsland, file: "a.yaml")
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(now))
        for (i, state) in states.enumerated() {
            let body = #"{"activity": "\#(state.id)", "aps": {"timestamp": \#(Int(now.timeIntervalSince1970)), "event": "update", "relevance-score": \#(state.relevance), "content-state": \#(state.json)}}"#
            let result = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(body)), line: i + 1, byteCount: body.utf8.count))
            #expect(result.verdict == .applied, "\(result.diagnostics)")
        }
        let theme = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        return Scene(definition: definition, views: views, activities: evaluator.snapshot(at: now), now: now, device: device,
                     theme: theme, environment: environment)
    }

    static func state(_ label: String = "Tea", minutes: Double = 5, startOffset: Double = 0) -> String {
        let start = t0.addingTimeInterval(startOffset).timeIntervalSinceReferenceDate
        return #"{"label": \#(JSONValue.quoted(label)), "start": \#(start), "end": \#(t0.addingTimeInterval(minutes * 60).timeIntervalSinceReferenceDate)}"#
    }

    func surface(_ rendered: RenderedScene, _ kind: SurfaceKind) throws -> RenderedSurface {
        try #require(rendered.surfaces.first { $0.kind == kind })
    }

    @Test func aCountdownReadsTheRemainingTimeAtTheInstant() throws {
        let rendered = SceneRenderer.render(try scene(states: [("a", Self.state(), 0)], now: Self.t0.addingTimeInterval(77)))
        let lock = try surface(rendered, .lockScreen)
        #expect(lock.cells.rows().contains { $0.contains("Ends") && $0.hasSuffix("3:43  ") })
        #expect(lock.heightPt == 16 + 22 + 8 + 22 + 16)
        #expect(!lock.overBudget)
        #expect(try surface(rendered, .compactTrailing).cells.rows() == ["3:43"])
        #expect(rendered.nextChange == Self.t0.addingTimeInterval(78))
    }

    @Test func renderingIsDeterministic() throws {
        let s = try scene(states: [("a", Self.state(), 0)])
        let a = ScenePage.compose(SceneRenderer.render(s), scene: s)
        let b = ScenePage.compose(SceneRenderer.render(s), scene: s)
        #expect(a == b)
    }

    @Test func rightToLeftMirrorsTheUnpinnedCompactTimerOnly() throws {
        let rendered = SceneRenderer.render(try scene(states: [("a", Self.state(minutes: 5.5), 0)], now: Self.t0.addingTimeInterval(7),
                                                      environment: Environment(locale: "he")))
        #expect(try surface(rendered, .compactTrailing).cells.rows() == ["32:5"])
        #expect(try surface(rendered, .lockScreen).cells.rows().contains { $0.contains("5:23") })
        #expect(rendered.diagnostics.filter { $0.code == "layout.unpinnedDigitsRTL" }.map(\.path) == ["dynamicIsland.compactTrailing"])
    }

    @Test func largeTextRunsOverBudgetAndDrawsTheCutLine() throws {
        let s = try scene(states: [("a", Self.state("A much longer label that wraps"), 0)], environment: Environment(dynamicTypeSize: .accessibility5))
        let rendered = SceneRenderer.render(s)
        let lock = try surface(rendered, .lockScreen)
        #expect(lock.overBudget && lock.heightPt > 160)
        #expect(lock.cutRow != nil)
        #expect(lock.cells.rows().contains { $0.contains("160 pt") })
        #expect(rendered.diagnostics.contains { $0.code == "layout.overBudget" })
    }

    @Test func staleContentShowsTheStaleBranch() throws {
        let rendered = SceneRenderer.render(try scene(states: [("a", Self.state(), 0)], environment: Environment(isStale: true)))
        #expect(try surface(rendered, .lockScreen).cells.rows().contains { $0.contains("Updating") })
        #expect(!rendered.diagnostics.contains { $0.code == "layout.staleUnhandled" })
    }

    @Test func aLayoutWithoutAStaleBranchIsFlaggedWhenStale() throws {
        let yaml = "contentState: { label: String }\nlockScreen: { Text: '\\(state.label)' }\n"
        let rendered = SceneRenderer.render(try scene(yaml, states: [("a", #"{"label": "x"}"#, 0)], environment: Environment(isStale: true)))
        #expect(rendered.diagnostics.contains { $0.code == "layout.staleUnhandled" })
        #expect(try surface(rendered, .lockScreen).cells.rows().contains { $0.contains("x") }, "the phone keeps the old content")
    }

    @Test func aLongCompactValueOverflows() throws {
        let yaml = "contentState: { label: String }\ndynamicIsland: { compactTrailing: { Text: '\\(state.label)' } }\n"
        let rendered = SceneRenderer.render(try scene(yaml, states: [("a", #"{"label": "12 min away"}"#, 0)]))
        let trailing = try surface(rendered, .compactTrailing)
        #expect(trailing.overflow && trailing.widthPt > 52.33)
        #expect(rendered.diagnostics.contains { $0.code == "layout.compactOverflow" })
    }

    @Test func escapeSequencesFromPayloadsNeverReachACell() throws {
        let rendered = SceneRenderer.render(try scene(states: [("a", Self.state("\u{1B}[2J\u{9B}31mhi"), 0)]))
        let rows = try surface(rendered, .lockScreen).cells.rows().joined()
        #expect(!rows.contains("\u{1B}") && !rows.contains("\u{9B}"))
        #expect(rows.contains("␛[2J"))
    }

    @Test func twoActivitiesShowAttachedAndDetachedMinimalViews() throws {
        let rendered = SceneRenderer.render(try scene(states: [("low", Self.state("Low"), 10), ("high", Self.state("High"), 90)]))
        let minimal = rendered.surfaces.filter { $0.kind == .minimal }
        #expect(minimal.map(\.activityID) == ["high", "low"])
        #expect(try surface(rendered, .compactLeading).cells.width == 0, "compact views give way to minimal ones")
        #expect(try surface(rendered, .lockScreen).activityID == "high")
    }

    @Test func aDeviceWithoutAnIslandDrawsTheExpandedViewAsABanner() throws {
        let s = try scene(states: [("a", Self.state(), 0)], device: .iPhoneNoIsland)
        let rendered = SceneRenderer.render(s)
        #expect(rendered.surfaces.map(\.kind) == [.lockScreen, .expanded])
        #expect(TextEncoder.encode(ScenePage.compose(rendered, scene: s)).contains("Banner"))
    }

    @Test func anIPadLockScreenIsWider() throws {
        let rendered = SceneRenderer.render(try scene(states: [("a", Self.state(), 0)], device: .iPad13))
        #expect(try surface(rendered, .lockScreen).widthPt == 500)
        #expect(try surface(rendered, .lockScreen).cells.width == 63)
    }
}

@Suite struct UnknownSymbolTests {
    @Test func anUnknownSymbolIsAPlaceholderWithAnInfoDiagnostic() throws {
        let yaml = "contentState: { n: Int }\nlockScreen: { HStack: [ { Image: not.a.symbol }, { Image: bolt.fill } ] }\n"
        let definition = try ActivityDefinition(root: DefinitionLoader.parse(yaml, file: "a.yaml"), file: "a.yaml")
        let (views, _) = ViewParser.parse(lockScreen: definition.lockScreen, dynamicIsland: nil, file: "a.yaml")
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(SceneRendererTests.t0))
        _ = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(#"{"n": 1}"#)), line: 1, byteCount: 8))
        let theme = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        let scene = Scene(definition: definition, views: views, activities: evaluator.snapshot(at: SceneRendererTests.t0),
                          now: SceneRendererTests.t0, theme: theme, surfaces: [.lockScreen])
        let rendered = SceneRenderer.render(scene)
        let found = rendered.diagnostics.filter { $0.code == "layout.unknownSymbol" }
        #expect(found.count == 1 && found.first?.severity == .info && found.first?.message.contains("not.a.symbol") == true)
        #expect(rendered.surfaces.first?.cells.rows().joined().contains(SymbolGlyphs.placeholder(for: .unicode).glyph) == true)
    }
}
