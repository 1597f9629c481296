import Foundation
import Testing
@testable import ActivityLayout

/// The layout algorithm in points: sizes a designer can check against the phone.
@Suite struct LayoutEngineTests {
    let engine = LayoutEngine(metrics: PointMetrics())

    func text(_ s: String, _ font: TextStyle = .body, lineLimit: Int? = nil) -> ResolvedView {
        ResolvedView(.text(TextRun(s, font: font, lineLimit: lineLimit)))
    }

    func hStack(_ children: [ResolvedView], spacing: Double? = nil) -> ResolvedView {
        ResolvedView(.stack(.horizontal, children, alignment: .vertical(.center), spacing: spacing))
    }

    func vStack(_ children: [ResolvedView], spacing: Double? = nil, padding: EdgeInsets? = nil) -> ResolvedView {
        ResolvedView(.stack(.vertical, children, alignment: .horizontal(.leading), spacing: spacing), padding: padding)
    }

    @Test func vStackHeightIsLinesPlusSpacingPlusPadding() {
        let view = vStack([text("Pizza Place", .headline), text("Marco", .body), text("Order #42", .caption)],
                          spacing: 8, padding: EdgeInsets(all: 16))
        let box = engine.layout(view, width: 371)
        // 16 + 22 + 8 + 22 + 8 + 16 + 16 = 108
        #expect(box.frame.height == 108)
        #expect(box.children.map(\.frame.y) == [16, 46, 76])
    }

    @Test func spacerPushesTheLastChildToTheTrailingEdge() {
        let box = engine.layout(hStack([text("A"), ResolvedView(.spacer(minLength: nil)), text("B")]), width: 200)
        #expect(box.frame.width == 200)
        let b = box.children[2].frame
        #expect(abs(b.maxX - 200) < 0.5, "\(b)")
        #expect(box.children[0].frame.x == 0)
    }

    @Test func rightToLeftPutsTheFirstChildOnTheRight() {
        var stack = hStack([text("A"), ResolvedView(.spacer(minLength: nil)), text("B")])
        stack.layoutDirection = .rightToLeft
        let box = engine.layout(stack, width: 200)
        #expect(abs(box.children[0].frame.maxX - 200) < 0.5)
        #expect(box.children[2].frame.x == 0)
    }

    @Test func longTextWrapsAndLineLimitTruncates() {
        let long = "Leaving the restaurant now, ring the bell twice because the buzzer is broken"
        let wrapped = engine.layout(text(long), width: 200)
        #expect(wrapped.lines.count > 1)
        #expect(wrapped.frame.height == Double(wrapped.lines.count) * 22)
        let one = engine.layout(text(long, lineLimit: 1), width: 200)
        #expect(one.lines.count == 1)
        #expect(one.lines[0].hasSuffix("…"))
        #expect(FontMetrics.width(of: one.lines[0], pointSize: 17, monospacedDigit: false, bold: false) <= 200)
    }

    @Test func stacksShareTooLittleRoomLeastFlexibleFirst() {
        let box = engine.layout(hStack([text("5:23"), text("A very long driver name that cannot fit")], spacing: 8), width: 150)
        // The short timer keeps its ideal width; the long text gets the rest and wraps.
        let timerWidth = FontMetrics.width(of: "5:23", pointSize: 17, monospacedDigit: false, bold: false)
        #expect(abs(box.children[0].frame.width - timerWidth) < 0.01)
        #expect(box.children[1].lines.count > 1)
        #expect(box.children[1].frame.maxX <= 150.01)
        // The rest, not an equal share of the room: the timer was served first.
        #expect(box.children[1].frame.width > (150 - 8) / 2)
    }

    @Test func infiniteFrameFillsTheOffer() {
        var view = text("Hi")
        view.frame = Frame(maxWidth: .infinity)
        #expect(engine.layout(view, width: 300).frame.width == 300)
    }

    @Test func accessibilitySizesGrowTheHeight() {
        let view = vStack([text("Pizza Place", .headline), text("Marco")], spacing: 8, padding: EdgeInsets(all: 16))
        let large = engine.layout(view, width: 371).frame.height
        let ax5 = LayoutEngine(metrics: PointMetrics(dynamicTypeSize: .accessibility5)).layout(view, width: 371).frame.height
        #expect(large == 84)
        #expect(ax5 > 160, "AX5 overflows the 160 pt budget, as real apps do (docs/ACTIVITYKIT.md, Typography)")
    }
}

/// `lineLimit` truncation as SwiftUI draws it: the last kept line is filled to the width and cut
/// by characters, not ended at the last word that fitted.
@Suite struct TextWrapperTruncationTests {
    /// One unit per character, like a terminal cell.
    static func columns(_ s: String) -> Double { Double(s.count) }

    @Test func theLastLineIsFilledBeforeTheEllipsis() {
        #expect(TextWrapper.wrap("S+U Alexanderplatz", maxWidth: 10, lineLimit: 1, width: Self.columns) == ["S+U Alexa…"])
        #expect(TextWrapper.wrap("one two three four five", maxWidth: 9, lineLimit: 2, width: Self.columns) == ["one two", "three fo…"])
        // A hard-broken word continues without an added space.
        #expect(TextWrapper.wrap("abcdefghijkl xy", maxWidth: 5, lineLimit: 2, width: Self.columns) == ["abcde", "fghi…"])
    }

    @Test func noSpaceIsLeftBeforeTheEllipsis() {
        #expect(TextWrapper.wrap("ab cdefgh", maxWidth: 4, lineLimit: 1, width: Self.columns) == ["ab…"])
    }

    /// `ellipsize` bisects for the longest prefix that fits: the same cut as dropping one character
    /// at a time (written out here as the reference), over widths that are not one per character.
    @Test func ellipsizeCutsWhereDroppingCharactersOneByOneWould() {
        func reference(_ text: String, _ maxWidth: Double, _ width: (String) -> Double) -> String {
            guard width(text) > maxWidth + 0.001 else { return text }
            var cut = text
            while !cut.isEmpty, width(cut + "…") > maxWidth + 0.001 { cut.removeLast() }
            while cut.last == " " { cut.removeLast() }
            return cut + "…"
        }
        // Wide letters count 2.5, the ellipsis 1, combining marks 0: uneven, as FontMetrics is.
        func uneven(_ s: String) -> Double {
            s.unicodeScalars.reduce(0) { $0 + ($1 == "W" || $1 == "🚚" ? 2.5 : $1.properties.generalCategory == .nonspacingMark ? 0 : 1) }
        }
        let pieces = ["a", "W", " ", "🚚", "e\u{301}", "…", "ab", "  "]
        for length in 0..<9 {
            for seed in 0..<60 {
                let text = (0..<length).map { pieces[($0 * 7 + seed * 13 + $0 * seed) % pieces.count] }.joined()
                for maxWidth in [0.5, 1, 3, 4.5, 8] {
                    #expect(TextWrapper.ellipsize(text, maxWidth: maxWidth, width: uneven) == reference(text, maxWidth, uneven),
                            "\(text.debugDescription) in \(maxWidth)")
                }
            }
        }
    }

    /// A push's 4 KB note under `lineLimit: 1`: re-measuring it once per dropped character would take
    /// seconds a frame (RELIABILITY.md). The bound only tells a stall from a cut.
    @Test func aLongLabelIsCutAtOnce() {
        let note = String(repeating: "Leave it with the concierge, please. ", count: 110)
        let started = Date()
        let cut = TextWrapper.ellipsize(note, maxWidth: 300, width: { Double($0.count) * 7.5 })
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(cut.count == 40 && cut.hasSuffix("…"))
    }

    @Test func aLineThatEndsItsParagraphJustGetsTheEllipsis() {
        #expect(TextWrapper.wrap("first\nsecond", maxWidth: 10, lineLimit: 1, width: Self.columns) == ["first…"])
        #expect(TextWrapper.wrap("short", maxWidth: 10, lineLimit: 1, width: Self.columns) == ["short"])
    }
}

/// `ViewThatFits`: the first child whose ideal size fits the proposal on the given axes, else the
/// last; the cell layout draws what the points chose.
@Suite struct ViewThatFitsLayoutTests {
    let engine = LayoutEngine(metrics: PointMetrics())

    func fits(_ texts: [String], axes: FitAxes = FitAxes()) -> ResolvedView {
        var id = 0
        let children = texts.map { text -> ResolvedView in
            id += 1
            var view = ResolvedView(.text(TextRun(text, lineLimit: 1)))
            view.id = id
            return view
        }
        var view = ResolvedView(.fitting(children, axes: axes))
        view.id = id + 1
        return view
    }

    func drawnText(_ box: LayoutBox) -> String? {
        if case .text(let run) = box.view.kind { return run.text }
        return box.children.lazy.compactMap(drawnText).first
    }

    @Test func theFirstChildThatFitsIsLaidOut() {
        let view = fits(["Boarding at pier 4 in 12 minutes", "Pier 4 · 12 min", "12m"])
        #expect(drawnText(engine.layout(view, width: 371)) == "Boarding at pier 4 in 12 minutes")
        #expect(drawnText(engine.layout(view, width: 130)) == "Pier 4 · 12 min")
        #expect(drawnText(engine.layout(view, width: 120)) == "12m", "a truncated line does not fit")
        #expect(drawnText(engine.layout(view, width: 40)) == "12m")
        #expect(drawnText(engine.layout(view, width: 5)) == "12m", "none fits: the last")
        let narrow = engine.sizeThatFits(view, width: 130, height: nil)
        let chosen = engine.sizeThatFits(ResolvedView(.text(TextRun("Pier 4 · 12 min", lineLimit: 1))), width: 130, height: nil)
        #expect(narrow == chosen, "its size is its choice's")
    }

    @Test func onlyTheGivenAxesAreMeasured() {
        let vertical = fits(["Boarding at pier 4 in 12 minutes", "12m"], axes: FitAxes(name: "vertical"))
        #expect(drawnText(engine.layout(vertical, width: 40)) == "Boarding at pier 4 in 12 minutes", "width is not checked")
        #expect(drawnText(engine.layout(vertical, width: 371, height: 5)) == "12m", "none fits: the last, though it is larger than offered")
        #expect(FitAxes(name: nil) == FitAxes(horizontal: true, vertical: true))
    }

    /// The tree with each ViewThatFits replaced by the child the layout placed.
    @Test func theChoiceIsKeptForTheCellLayout() {
        let view = fits(["Boarding at pier 4 in 12 minutes", "12m"])
        guard case .fitting = view.kind else {
            Issue.record("\(view.kind)")
            return
        }
        let chosen = view.choosingFits(as: engine.layout(view, width: 40))
        guard case .zStack(let children, _) = chosen.kind, case .text(let run) = children.first?.kind else {
            Issue.record("\(chosen.kind)")
            return
        }
        #expect(run.text == "12m")
        #expect(drawnText(engine.layout(chosen, width: 371)) == "12m", "the choice stands at any width")
    }
}
