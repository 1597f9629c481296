import ActivityModel
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityLayout

/// Reading view sections: the vocabulary of docs/ARCHITECTURE.md, "Views",, and placeholders (never failures) for the rest.
@Suite struct ViewParserTests {
    func parse(_ yaml: String) throws -> (ActivityViews, [Diagnostic]) {
        let root = try DefinitionLoader.parse(yaml, file: "activity.yaml")
        return ViewParser.parse(lockScreen: root["lockScreen"], dynamicIsland: root["dynamicIsland"], file: "activity.yaml")
    }

    @Test func theDeliverySampleParsesWithoutDiagnostics() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Samples/delivery/activity.yaml")
        let (views, diagnostics) = try parse(String(contentsOf: url, encoding: .utf8))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .vStack(let rows, let alignment, let spacing)? = views.lockScreen?.kind else {
            Issue.record("lock screen must be a VStack")
            return
        }
        #expect(alignment == .leading && spacing == 8)
        #expect(views.lockScreen?.modifiers.padding == EdgeInsets(all: 16))
        #expect(rows.count == 4)
        guard case .conditional(let condition, let then, let otherwise) = rows[1].kind else {
            Issue.record("second row must be an if")
            return
        }
        #expect(condition.text == "context.isStale" && condition.source?.line == 30 && condition.source?.column == 11, "parsed, with its place")
        #expect(condition.parsed == .success(.member(.identifier("context"), "isStale")))
        #expect(then.count == 1 && otherwise.count == 1)
        #expect(views.expanded.bottom != nil && views.minimal != nil)
        guard case .text(.timer(let interval, nil, true, true))? = views.compactTrailing?.kind else {
            Issue.record("compact trailing must be a countdown timer")
            return
        }
        #expect(interval.text == "state.estimatedDeliveryTime")
        #expect(views.compactTrailing?.modifiers.layoutDirection == .leftToRight)
        #expect(views.compactTrailing?.modifiers.frame?.maxWidth == 44)
    }

    @Test func unknownViewsAndModifiersArePlaceholdersWithTheirLine() throws {
        let (views, diagnostics) = try parse("""
            lockScreen:
              VStack:
                - Marquee: hello
                - Text: hi
                  blink: true
                - Canvas
            """)
        guard case .vStack(let rows, _, _)? = views.lockScreen?.kind else {
            Issue.record("expected a VStack")
            return
        }
        #expect(rows.count == 3)
        #expect(rows.first?.kind == .unknown("Marquee") && rows.last?.kind == .unknown("Canvas"))
        guard case .text(.string(let hi)) = rows[1].kind else {
            Issue.record("expected a Text, found \(rows[1].kind)")
            return
        }
        #expect(hi.text == "hi" && hi.source?.line == 4, "the string keeps where it is written")
        #expect(diagnostics.count == 3)
        #expect(diagnostics.allSatisfy { $0.code == "layout.unknownView" })
        #expect(diagnostics[0].message.hasPrefix("activity.yaml:3:"))
        #expect(diagnostics[1].message.contains("'blink'"))
        #expect(diagnostics[1].path == "lockScreen.VStack[1].Text.blink")
    }

    @Test func modifiersAreRead() throws {
        let (views, diagnostics) = try parse("""
            lockScreen:
              Text: '\\(state.name)'
              font: .headline
              fontWeight: bold
              foregroundStyle: secondary
              lineLimit: 1
              padding: { edges: [horizontal, top], length: 12 }
              frame: { maxWidth: infinity, alignment: leading }
              opacity: 0.5
              strikethrough: true
              multilineTextAlignment: trailing
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let m = try #require(views.lockScreen?.modifiers)
        #expect(m.font == .headline && m.fontWeight == .bold && m.foregroundStyle?.text == "secondary" && m.lineLimit == 1)
        #expect(m.padding == EdgeInsets(top: 12, leading: 12, bottom: 0, trailing: 12))
        #expect(m.frame?.maxWidth == .infinity && m.frame?.alignment == Alignment2D(horizontal: .leading))
        #expect(m.opacity == 0.5 && m.strikethrough && m.multilineTextAlignment == .trailing)
    }

    @Test func badModifierValuesAreReportedAndIgnored() throws {
        let (views, diagnostics) = try parse("lockScreen:\n  Text: a\n  font: huge\n  lineLimit: zero\n")
        #expect(views.lockScreen?.modifiers.font == nil && views.lockScreen?.modifiers.lineLimit == nil)
        #expect(diagnostics.count == 2)
        #expect(diagnostics[0].message.contains("font expects a text style"))
    }

    @Test func viewThatFitsTakesItsViewsAndAxes() throws {
        let (views, diagnostics) = try parse("""
            lockScreen:
              ViewThatFits:
                - Text: Boarding at pier 4
                - Text: Pier 4
              in: horizontal
            dynamicIsland:
              minimal:
                ViewThatFits: [{Text: "12 min"}, {Image: ferry}]
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .viewThatFits(let children, let axes)? = views.lockScreen?.kind else {
            Issue.record("\(String(describing: views.lockScreen?.kind))")
            return
        }
        #expect(children.count == 2 && axes == FitAxes(horizontal: true, vertical: false))
        guard case .viewThatFits(let minimal, let both)? = views.minimal?.kind else {
            Issue.record("\(String(describing: views.minimal?.kind))")
            return
        }
        #expect(minimal.count == 2 && both == FitAxes())
    }

    @Test func forEachIfAndTimerForms() throws {
        let (views, diagnostics) = try parse("""
            dynamicIsland:
              expanded:
                bottom:
                  ForEach: state.departures.prefix(3)
                  as: departure
                  content:
                    - Text: '\\(departure.line)'
                    - Text: { date: departure.plannedTime, style: relative }
                center:
                  if: state.isPaused
                  then: { Text: '\\(duration(state.remaining))' }
                  else: { Text: { timerInterval: 'now...state.end', pauseTime: state.pausedAt, countsDown: true, showsHours: false } }
              minimal: { ProgressView: { timerInterval: state.window, countsDown: false } }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .forEach(let collection, let variable, let content)? = views.expanded.bottom?.kind else {
            Issue.record("bottom must be a ForEach")
            return
        }
        #expect(collection.text == "state.departures.prefix(3)" && variable == "departure" && content.count == 2)
        guard case .text(.date(let date, .relative)) = content[1].kind else {
            Issue.record("a relative date, not \(content[1].kind)")
            return
        }
        #expect(date.text == "departure.plannedTime")
        guard case .conditional(_, _, let otherwise)? = views.expanded.center?.kind else {
            Issue.record("center must be an if")
            return
        }
        guard case .text(.timer(let interval, let pause?, true, false))? = otherwise.first?.kind,
              case .progress(.timer(let window, false))? = views.minimal?.kind else {
            Issue.record("a paused timer and a counting-up progress: \(String(describing: otherwise.first?.kind)), \(String(describing: views.minimal?.kind))")
            return
        }
        #expect(interval.text == "now...state.end" && pause.text == "state.pausedAt" && window.text == "state.window")
    }

    @Test func shapesAndAppImages() throws {
        let (views, diagnostics) = try parse("""
            lockScreen:
              VStack:
                - Circle
                - { Capsule: null, stroke: orange }
                - { RoundedRectangle: null, fill: '#336699', frame: { height: 40 } }
                - { Image: TeamLogo, asset: true }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        guard case .vStack(let rows, _, _)? = views.lockScreen?.kind, rows.count == 4 else {
            Issue.record("four rows: \(String(describing: views.lockScreen))")
            return
        }
        #expect(rows[0].kind == .shape(.circle, fill: nil, stroked: false))
        guard case .shape(.capsule, let stroke?, true) = rows[1].kind, case .shape(.roundedRectangle, let fill?, false) = rows[2].kind else {
            Issue.record("a stroked capsule and a filled rounded rectangle: \(rows[1].kind), \(rows[2].kind)")
            return
        }
        #expect(stroke.text == "orange" && fill.text == "#336699" && rows[2].modifiers.frame?.height == 40)
        #expect(rows[3].kind == .assetImage("TeamLogo"))
    }

    @Test func unknownIslandPresentationsAreReported() throws {
        let (_, diagnostics) = try parse("dynamicIsland:\n  compact: Spacer\n  expanded:\n    middle: Spacer\n")
        #expect(diagnostics.map(\.path) == ["dynamicIsland.compact", "dynamicIsland.expanded.middle"])
    }
}

@Suite struct FontMetricsTests {
    @Test func largeIsTheDefaultColumnOfFacts() {
        let expected: [TextStyle: (Double, Double)] = [.largeTitle: (34, 41), .title: (28, 34), .title2: (22, 28), .title3: (20, 25),
                                                       .headline: (17, 22), .body: (17, 22), .callout: (16, 21), .subheadline: (15, 20),
                                                       .footnote: (13, 18), .caption: (12, 16), .caption2: (11, 13)]
        for (style, (size, leading)) in expected {
            #expect(FontMetrics.pointSize(style, .large) == size, "\(style)")
            #expect(FontMetrics.lineHeight(style, .large) == leading, "\(style)")
        }
    }

    @Test func theExtremesOfFacts() {
        #expect(FontMetrics.pointSize(.body, .xSmall) == 14 && FontMetrics.lineHeight(.body, .xSmall) == 19)
        #expect(FontMetrics.pointSize(.body, .accessibility5) == 53 && FontMetrics.lineHeight(.body, .accessibility5) == 62)
        #expect(FontMetrics.pointSize(.largeTitle, .accessibility5) == 60 && FontMetrics.lineHeight(.largeTitle, .accessibility5) == 70)
    }

    @Test func sizesGrowMonotonically() {
        for style in TextStyle.allCases {
            let heights = DynamicTypeSize.allCases.map { FontMetrics.lineHeight(style, $0) }
            #expect(heights == heights.sorted(), "\(style)")
        }
    }

    /// Widths summed by bytes or by scalars where no cluster can form are the widths summed by
    /// character, with the same rounding (the sum is taken in the same order).
    @Test func widthsByScalarAreWidthsByCharacter() {
        let pieces = ["a", "W", "7", " ", ":", "\r\n", "\r", "\n", "·", "é", "É", "²", "½", "ß", "\u{A0}", "\u{AD}", "ǅ", "ʼ",
                      "e\u{301}", "\u{301}", "–", "漢", "👍🏽", "🇫🇷", "٣"]
        var generator = SystemRandomNumberGenerator()
        var wrong: [String] = []
        for i in 0..<4_000 {
            let text = (0..<Int.random(in: 1...10, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let digits = i % 2 == 0, bold = i % 3 == 0
            if FontMetrics.width(of: text, pointSize: 17, monospacedDigit: digits, bold: bold)
                != FontMetrics.clusterWidth(of: text, pointSize: 17, monospacedDigit: digits, bold: bold) { wrong.append(text) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test func sizeNames() {
        #expect(DynamicTypeSize(name: "AX3") == .accessibility3)
        #expect(DynamicTypeSize(name: "accessibility5") == .accessibility5)
        #expect(DynamicTypeSize(name: "xxxlarge") == .xxxLarge)
        #expect(DynamicTypeSize(name: "huge") == nil)
    }
}

/// Numbers in modifiers: what SwiftUI takes, and a `layout.invalidValue` naming the line for what
/// it would reject.
@Suite struct ViewParserLengthTests {
    func parse(_ modifier: String) throws -> (ViewNode?, [Diagnostic]) {
        let root = try DefinitionLoader.parse("lockScreen:\n  Text: hi\n  \(modifier)\n", file: "activity.yaml")
        let (views, diagnostics) = ViewParser.parse(lockScreen: root["lockScreen"], dynamicIsland: nil, file: "activity.yaml")
        return (views.lockScreen, diagnostics)
    }

    @Test func sizesAndMaximaTakeInfinityAndMinimaDoNot() throws {
        let (fill, none) = try parse("frame: { maxWidth: .infinity, maxHeight: infinity }")
        #expect(none.isEmpty)
        #expect(fill?.modifiers.frame?.maxWidth == .infinity && fill?.modifiers.frame?.maxHeight == .infinity)
        // An infinite width or height takes all that is offered, as an infinite maximum does.
        let (offered, fine) = try parse("frame: { width: .infinity, height: infinity }")
        #expect(fine.isEmpty, "\(fine)")
        #expect(offered?.modifiers.frame == Frame(maxWidth: .infinity, maxHeight: .infinity))
        let (view, diagnostics) = try parse("frame: { minWidth: .infinity, height: -1, minHeight: 2e6 }")
        #expect(view?.modifiers.frame?.minWidth == nil && view?.modifiers.frame?.height == nil && view?.modifiers.frame?.minHeight == nil)
        #expect(diagnostics.map(\.code) == Array(repeating: "layout.invalidValue", count: 3))
        #expect(diagnostics.map(\.path) == ["lockScreen.Text.frame.height", "lockScreen.Text.frame.minWidth", "lockScreen.Text.frame.minHeight"])
        #expect(diagnostics.first?.message.hasPrefix("activity.yaml:3:") == true)
    }

    @Test func paddingAndSpacingMustBeFinite() throws {
        let (negative, fine) = try parse("padding: -4")
        #expect(fine.isEmpty, "negative padding is SwiftUI's too")
        #expect(negative?.modifiers.padding == EdgeInsets(all: -4))
        let (_, diagnostics) = try parse("padding: { length: 1e400, edges: [top] }")
        #expect(diagnostics.map(\.code) == ["layout.invalidValue"])
    }

    @Test func anUnknownFrameKeyIsNamed() throws {
        let (view, diagnostics) = try parse("frame: { minHeight: 30, idealWidth: 10 }")
        #expect(diagnostics.map(\.path) == ["lockScreen.Text.frame.idealWidth"])
        #expect(view?.modifiers.frame?.minHeight == 30)
        #expect(diagnostics.allSatisfy { $0.code == "layout.unknownView" })
    }
}

/// Views nested past `maximumDepth` end in a placeholder with a diagnostic: every later stage
/// recurses over the tree, and 800 nested stacks overflow the stack.
@Suite struct ViewParserDepthTests {
    @Test func deepNestingEndsInAPlaceholder() throws {
        let yaml = "lockScreen:\n" + (1...700).map { String(repeating: "  ", count: $0) + "- VStack:\n" }.joined()
        let root = try DefinitionLoader.parse(yaml, file: "activity.yaml")
        let (views, diagnostics) = ViewParser.parse(lockScreen: root["lockScreen"], dynamicIsland: nil, file: "activity.yaml")
        #expect(diagnostics.map(\.code) == ["layout.invalidValue"])
        var depth = 0
        var node = views.lockScreen
        while case .vStack(let children, _, _)? = node?.kind, let first = children.first {
            depth += 1
            node = first
        }
        #expect(depth == ViewParser.maximumDepth)
        #expect(node?.kind == .unknown("…"))
    }
}
