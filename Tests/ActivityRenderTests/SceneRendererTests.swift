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
                    multilineTextAlignment: trailing
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
        let (views, _) = ViewParser.parse(definition, file: "a.yaml")
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

    @Test func aLongCompactValueOverflowsAndIsCutWithAnEllipsis() throws {
        let yaml = "contentState: { label: String }\ndynamicIsland: { compactTrailing: { Text: '\\(state.label)' } }\n"
        let rendered = SceneRenderer.render(try scene(yaml, states: [("a", #"{"label": "arriving in twelve minutes"}"#, 0)]))
        let trailing = try surface(rendered, .compactTrailing)
        #expect(trailing.overflow && trailing.widthPt > 97.16)
        #expect(rendered.diagnostics.contains { $0.code == "layout.compactOverflow" })
        // One line, the island's widest in cells (97.16 pt is 12 columns), ending in the cut.
        #expect(trailing.cells.rows() == ["arriving in…"], "\(trailing.cells.rows())")
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

/// The expanded presentation's regions (docs/ACTIVITYKIT.md, "Sizes"): leading and trailing beside the camera,
/// each in half of what the camera gap leaves; `belowIfTooWide` and a higher `priority` give a side
/// region a full-width row below the camera; center and bottom below, full width.
@Suite struct ExpandedLayoutTests {
    /// 371 − 16 − 16 on the standard iPhone.
    static let content = 339.0
    static let gap = DeviceProfile.iPhoneStandard.island?.cameraGap ?? 0
    static var side: Double { (content - gap) / 2 }

    static func yaml(leading: String?, trailing: String?, center: String? = "{ Text: Center }") -> String {
        var lines = ["contentState: { label: String }", "dynamicIsland:", "  expanded:"]
        if let leading { lines.append("    leading: \(leading)") }
        if let trailing { lines.append("    trailing: \(trailing)") }
        if let center { lines.append("    center: \(center)") }
        return lines.joined(separator: "\n") + "\n"
    }

    func scene(_ yaml: String, device: DeviceProfile = .iPhoneStandard, environment: Environment = Environment()) throws -> Scene {
        var s = try SceneRendererTests().scene(yaml, states: [("a", #"{"label": "x"}"#, 0)], environment: environment, device: device)
        s.surfaces = [.expanded]
        return s
    }

    /// The point layout of the expanded root, as `render` lays it out for the budget.
    func pointLayout(_ s: Scene) throws -> LayoutBox {
        let snapshot = try #require(s.activities.first)
        var resolver = ViewResolver(context: EvaluationContext(state: snapshot.state, now: s.now, contract: s.definition.contentState))
        let points = LayoutEngine(metrics: PointMetrics(dynamicTypeSize: s.environment.dynamicTypeSize))
        let root = SceneRenderer.expandedRoot(s, &resolver, s.environment, points: points)
        return points.layout(root, width: s.device.expandedWidth)
    }

    /// The placed text whose first line starts with `prefix`.
    func text(_ prefix: String, in box: LayoutBox) throws -> LayoutRect {
        try #require(box.flattened.first { box in
            if case .text(let run) = box.view.kind { return run.text.hasPrefix(prefix) }
            return false
        }).frame
    }

    func cells(_ s: Scene) throws -> [String] {
        try #require(SceneRenderer.render(s).surfaces.first { $0.kind == .expanded }).cells.rows()
    }

    @Test(arguments: [DeviceProfile.iPhoneStandard, .iPhoneLarge])
    func trailingStartsRightOfTheCameraGap(device: DeviceProfile) throws {
        let s = try scene(Self.yaml(leading: "{ Text: Left }", trailing: "{ Text: Arriving in twelve minutes }"), device: device)
        let box = try pointLayout(s)
        let content = device.expandedWidth - 32
        let gap = try #require(device.island).cameraGap
        let side = (content - gap) / 2
        let trailing = try text("Arriving", in: box)
        #expect(trailing.x >= 16 + side + gap - 0.001, "trailing sits right of the camera")
        #expect(trailing.maxX <= 16 + content + 0.001)
        #expect(trailing.height > 22, "it wraps within its side rather than reaching under the camera")
        #expect(try text("Left", in: box).maxX <= 16 + side + 0.001)
        #expect(try text("Center", in: box).y >= trailing.maxY, "center is below the camera row")
    }

    @Test func theCameraColumnsStayEmptyInTheCellMockup() throws {
        let rows = try cells(scene(Self.yaml(leading: "{ Text: Left }", trailing: "{ Text: Arriving in twelve minutes }")))
        // 46 columns: padding 2, leading 13 (106.8 pt), camera 16 (125.3 pt), trailing 13, padding 2.
        let besideCamera = rows.prefix { !$0.contains("Center") }
        #expect(besideCamera.count >= 2, "\(rows)")
        for row in besideCamera {
            let columns = Array(row)
            #expect(columns[15..<31].allSatisfy { $0 == " " }, "camera columns: \(row)")
            #expect(columns[44...].allSatisfy { $0 == " " }, "trailing padding: \(row)")
        }
        #expect(rows.first?.hasPrefix("  Left ") == true)
        // The wrapped block sits at the trailing edge of its side, flush with the padding.
        #expect(rows.first?.hasSuffix(" Arriving in  ") == true, "\(rows)")
    }

    @Test func aTooWideBelowIfTooWideLeadingDropsBelowTheCamera() throws {
        let wide = "{ Text: Pickup at 221B Baker Street, belowIfTooWide: true }"
        let box = try pointLayout(scene(Self.yaml(leading: wide, trailing: "{ Text: '8:00' }")))
        let leading = try text("Pickup", in: box)
        let trailing = try text("8:00", in: box)
        #expect(leading.y >= trailing.maxY, "below the camera row")
        #expect(abs(leading.x - 16) < 0.001 && abs(leading.width - Self.content) < 0.001, "a full-width row of its own")
        #expect(leading.height <= 22.001, "one line: it no longer wraps")
        #expect(try text("Center", in: box).y >= leading.maxY, "then the center")
        #expect(trailing.x >= 16 + Self.side + Self.gap - 0.001, "trailing keeps its side")

        // The same text without the placement wraps beside the camera; a short one that sets it stays.
        let wraps = try pointLayout(scene(Self.yaml(leading: "{ Text: Pickup at 221B Baker Street }", trailing: "{ Text: '8:00' }")))
        #expect(try text("Pickup", in: wraps).maxX <= 16 + Self.side + 0.001)
        #expect(try text("Pickup", in: wraps).y == text("8:00", in: wraps).y)
        let fits = try pointLayout(scene(Self.yaml(leading: "{ Text: Pickup, belowIfTooWide: true }", trailing: "{ Text: '8:00' }")))
        #expect(try text("Pickup", in: fits).y == text("8:00", in: fits).y, "it fits: it stays beside the camera")
    }

    @Test func aRegionWithAHigherPriorityGetsTheFullWidth() throws {
        let box = try pointLayout(scene(Self.yaml(leading: "{ Text: Left }", trailing: "{ Text: Arriving in twelve minutes, priority: 1 }")))
        let trailing = try text("Arriving", in: box)
        let leading = try text("Left", in: box)
        #expect(abs(trailing.width - Self.content) < 0.001 && abs(trailing.x - 16) < 0.001, "the full width")
        #expect(trailing.y >= leading.maxY && trailing.height <= 22.001, "on a row of its own, one line")
        #expect(leading.maxX <= 16 + Self.side + 0.001, "leading, outranked, stays beside the camera")

        // Priority is relative: two sides at the same priority outrank nobody and stay beside the camera.
        let tie = try pointLayout(scene(Self.yaml(leading: "{ Text: Left, priority: 1 }", trailing: "{ Text: Arriving in twelve minutes, priority: 1 }")))
        #expect(try text("Arriving", in: tie).x >= 16 + Self.side + Self.gap - 0.001)
        #expect(try text("Left", in: tie).y == text("Arriving", in: tie).y)
        // And the center outranking a side takes nothing from it.
        let centerFirst = try pointLayout(scene(Self.yaml(leading: "{ Text: Left, priority: 1 }", trailing: "{ Text: Arriving in twelve minutes }",
                                                          center: "{ Text: Center, priority: 2 }")))
        #expect(try text("Left", in: centerFirst).maxX <= 16 + Self.side + 0.001)
    }

    @Test func anEmptyLeadingKeepsTrailingInItsPlace() throws {
        let trailing = "{ Text: Arriving in twelve minutes }"
        let withLeading = try scene(Self.yaml(leading: "{ Text: Left }", trailing: trailing))
        let reference = try text("Arriving", in: pointLayout(withLeading))
        for leading in [nil, "EmptyView"] {
            let s = try scene(Self.yaml(leading: leading, trailing: trailing))
            #expect(try text("Arriving", in: pointLayout(s)) == reference, "leading: \(leading ?? "absent")")
            // In the mockup too: the trailing side's columns are drawn the same.
            let rows = try cells(s), expected = try cells(withLeading)
            #expect(rows.map { String(Array($0)[15...]) } == expected.map { String(Array($0)[15...]) }, "\(rows)")
        }
    }

    @Test func rightToLeftPutsLeadingRightOfTheCamera() throws {
        let s = try scene(Self.yaml(leading: "{ Text: Left }", trailing: "{ Text: Arriving in twelve minutes }"),
                          environment: Environment(locale: "he"))
        let box = try pointLayout(s)
        #expect(try text("Left", in: box).x >= 16 + Self.side + Self.gap - 0.001)
        #expect(try text("Arriving", in: box).maxX <= 16 + Self.side + 0.001)
    }

    @Test func theBudgetIsStillMeasuredInPoints() throws {
        let s = try scene(Self.yaml(leading: "{ Text: Pickup at 221B Baker Street, belowIfTooWide: true }", trailing: "{ Text: '8:00' }"))
        let expanded = try #require(SceneRenderer.render(s).surfaces.first { $0.kind == .expanded })
        // Padding 8 + 12, rows 22 (8:00) + 22 (leading, below) + 22 (center), spacing 4 × 2.
        #expect(abs(expanded.heightPt - (8 + 22 + 4 + 22 + 4 + 22 + 12)) < 0.001, "\(expanded.heightPt)")
    }
}

/// Lengths a designer can type that SwiftUI would reject or no phone could show. Each is reported
/// and ignored, and whatever the layout makes of the rest is drawn in bounded cells:
/// `frame: {width: .infinity}` and `padding: 1e308` must not trap the renderer.
@Suite struct ExtremeLengthTests {
    func scene(_ modifier: String) throws -> Scene {
        let yaml = """
            name: Extreme
            contentState: { label: String }
            lockScreen:
              VStack:
                - Text: a
                  \(modifier)
                - Text: b
            dynamicIsland:
              expanded: { center: { Text: c, \(modifier) } }
              compactLeading: { Text: l, \(modifier) }
              compactTrailing: { Text: t }
              minimal: { Text: m, \(modifier) }
            """
        return try SceneRendererTests().scene(yaml, states: [("a", #"{"label": "x"}"#, 0)])
    }

    func render(_ modifier: String) throws -> RenderedScene { SceneRenderer.render(try scene(modifier)) }

    @Test(arguments: ["frame: { width: .infinity }", "frame: { height: .infinity }", "frame: { width: -5 }", "frame: { width: nan }",
                      "frame: { width: 1e308 }", "padding: 1e308", "padding: -1e308", "padding: .infinity"])
    func aLengthSwiftUIWouldRejectIsReportedAndIgnored(modifier: String) throws {
        let rendered = try render(modifier)
        let lock = try SceneRendererTests().surface(rendered, .lockScreen)
        #expect(!lock.overBudget, "the modifier was ignored (ViewParserLengthTests), so the two lines fit")
        #expect(lock.cells.rows().contains { $0.contains("a") })
    }

    /// A million points is allowed, as SwiftUI allows it: the presentation is far over budget, and
    /// drawn in at most `CellMetrics.maximumRows` rows.
    @Test func aHugeButFiniteLengthIsDrawnInBoundedRows() throws {
        let scene = try scene("frame: { height: 1000000 }")
        let rendered = SceneRenderer.render(scene)
        let lock = try SceneRendererTests().surface(rendered, .lockScreen)
        #expect(lock.overBudget && lock.heightPt > 1_000_000)
        #expect(lock.cells.height == CellMetrics.maximumRows + 1, "and the 160 pt cut line")
        #expect(ScenePage.budget(lock).hasPrefix("1000"))
        let json = DumpJSON.encode(rendered, scene: scene).prettyText
        #expect(!json.contains("inf") && !json.contains("nan"))
    }
}
