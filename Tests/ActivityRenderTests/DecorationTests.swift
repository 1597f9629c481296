import ActivityLayout
import ActivityModel
import Foundation
import Testing
@testable import ActivityRender

/// Padding on a leaf view, backgrounds, overlays and clip shapes, as the phone lays them out.
@Suite struct DecorationTests {
    func rows(_ lockScreen: String) throws -> [String] {
        let yaml = """
            name: Deco
            contentState: { label: String }
            lockScreen:
            \(lockScreen.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            """
        let scene = try SceneRendererTests().scene(yaml, states: [("a", #"{"label": "x"}"#, 0)])
        let rendered = SceneRenderer.render(scene)
        return try SceneRendererTests().surface(rendered, .lockScreen).cells.rows()
    }

    @Test func paddingOnATextInsetsTheText() throws {
        let rows = try rows("""
            VStack:
              - { Text: Padded, padding: { edges: [leading, top], length: 16 } }
            alignment: leading
            """)
        #expect(rows.count >= 2)
        #expect(rows[0].trimmingCharacters(in: .whitespaces).isEmpty, "the top padding is above the text:\n\(rows)")
        #expect(rows[1].hasPrefix("  Padded"), "two columns (16 pt) in: \(rows)")
    }

    @Test func aBackgroundCoversThePaddingAndTheTextStaysWhole() throws {
        let rows = try rows("""
            VStack:
              - { Text: Card, padding: 16, background: { RoundedRectangle: null, fill: gray } }
              - { Circle: null, frame: { width: 40, height: 32 }, overlay: { Text: '7' } }
            alignment: leading
            """)
        let card = rows.prefix(3)
        #expect(card.count == 3 && card.allSatisfy { $0.contains("░") }, "three rows of card:\n\(rows)")
        #expect(card.first?.hasPrefix(" ░") == true, "a round shape leaves its corner cells: \(card)")
        #expect(rows[1].contains("░Card░"), "the text over its background: \(rows[1])")
        #expect(rows.contains { $0.contains("░7░") }, "the overlay over the circle:\n\(rows)")
    }

    @Test func aColourBackgroundWithAClipShape() throws {
        let rows = try rows("""
            VStack:
              - { Text: Pill, padding: { edges: [horizontal], length: 8 }, background: blue, clipShape: Capsule }
            alignment: leading
            """)
        #expect(rows.first?.hasPrefix("▬Pill▬") == true, "a one-row capsule around the text: \(rows)")
    }
}

/// Frame sizes and padding that depend on the state, evaluated at each instant.
@Suite struct LengthExpressionTests {
    @Test func aFrameAndPaddingFromTheState() throws {
        let rows = try DecorationTests().rows("""
            VStack:
              - { Text: Wide, frame: { width: 'state.label == "x" ? 160 : 40' }, background: blue }
              - { Text: Inset, padding: { edges: [leading], length: 'state.label.count * 32' } }
              - { Text: Bad, frame: { width: 'state.label' } }
            alignment: leading
            """)
        #expect(rows[0].hasPrefix("░░░░░░░░Wide░░░░░░░░ "), "160 pt: 20 columns, the text centred: \(rows)")
        #expect(rows[1].hasPrefix("    Inset"), "32 pt of padding: \(rows)")
    }

    @Test func anAlignmentAndAnInfiniteWidthAsTheyAreDrawn() throws {
        let rows = try DecorationTests().rows("""
            VStack:
              - { Text: Side, frame: { maxWidth: .infinity, alignment: 'state.label == "x" ? .trailing : .leading' } }
              - { Text: Wide, frame: { width: .infinity }, background: blue }
              - { Text: Spaced, padding: { top: 0, leading: 'state.label == "x" ? 16 : 0', bottom: 0, trailing: 0 } }
            alignment: leading
            spacing: 'state.label == "x" ? 16 : 0'
            """)
        let lines = rows.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(lines.count == 3, "\(rows)")
        #expect(lines.first?.trimmingCharacters(in: .whitespaces) == "Side" && lines.first?.hasSuffix("Side") == true, "trailing: \(rows)")
        #expect(lines.dropFirst().first.map { !$0.hasPrefix(" ") && $0.hasSuffix("░") } == true, "the whole row is the background: \(rows)")
        #expect(lines.last?.hasPrefix("  Spaced") == true, "16 pt of leading inset: \(rows)")
        #expect(rows.count >= 5 && rows[1].trimmingCharacters(in: .whitespaces).isEmpty, "16 pt of spacing is a blank row: \(rows)")
    }

    @Test func aLengthThatIsNotANumberIsReportedAndLeftOut() throws {
        let yaml = """
            name: Deco
            contentState: { label: String }
            lockScreen: { Text: Bad, frame: { width: 'state.label' } }
            """
        let scene = try SceneRendererTests().scene(yaml, states: [("a", #"{"label": "x"}"#, 0)])
        let rendered = SceneRenderer.render(scene)
        #expect(rendered.diagnostics.contains { $0.code == "layout.invalidValue" && $0.message.contains("not a length in points") && $0.message.hasPrefix("a.yaml:3:") },
                "\(rendered.diagnostics)")
    }
}
