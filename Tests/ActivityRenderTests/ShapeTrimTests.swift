import ActivityLayout
import Canvas
import Testing
@testable import ActivityRender

/// `.trim(from:to:)` on a shape drawn in cells: only that part of the outline, measured clockwise
/// from 3 o'clock and turned by a `.rotationEffect` written after it; a ring a cell wide shows its
/// part in quarters of a turn.
@Suite struct ShapeTrimTests {
    func rows(_ trim: ShapeTrim?, width: Int = 9, height: Int = 5) -> [String] {
        var buffer = CellBuffer(size: Size(width: width, height: height))
        let area = Rect(x: 0, y: 0, width: width, height: height)
        ShapeCells(kind: .circle, stroked: true, ascii: false, trim: trim)
            .draw(in: area, style: { _, _ in .plain }, into: &buffer, clip: area)
        return buffer.rows()
    }

    @Test func aQuarterTurnedToNoonDrawsTheTopRightOnly() {
        let drawn = rows(ShapeTrim(from: 0, to: 0.25, rotationDegrees: -90))
        #expect(drawn[0].hasSuffix("───╮"), "\(drawn)")
        #expect(drawn[0].hasPrefix("   "), "the top left is not drawn: \(drawn)")
        #expect(drawn[1].hasSuffix("│") && drawn[3].allSatisfy { $0 == " " }, "\(drawn)")
        #expect(drawn.allSatisfy { !$0.hasPrefix("│") && !$0.hasPrefix("╰") && !$0.hasPrefix("╭") }, "\(drawn)")
    }

    @Test func unturnedTheQuarterStartsAtThreeOClock() {
        let drawn = rows(ShapeTrim(from: 0, to: 0.25))
        #expect(drawn[0].allSatisfy { $0 == " " }, "the top is not drawn: \(drawn)")
        #expect(drawn[4].hasSuffix("╯") && drawn[3].hasSuffix("│"), "\(drawn)")
    }

    @Test func theWholeOutlineAndNothing() {
        #expect(rows(ShapeTrim(from: 0, to: 1)) == rows(nil))
        #expect(rows(ShapeTrim(from: 0.6, to: 0.4)).allSatisfy { $0.allSatisfy { $0 == " " } }, "crossed ends draw nothing")
    }

    @Test func aRingACellWideShowsQuarters() {
        #expect(rows(ShapeTrim(from: 0, to: 0.3), width: 1, height: 1) == ["◔"])
        #expect(rows(ShapeTrim(from: 0, to: 0.5), width: 1, height: 1) == ["◑"])
        #expect(rows(ShapeTrim(from: 0.1, to: 0.85), width: 1, height: 1) == ["◕"])
        #expect(rows(nil, width: 1, height: 1) == ["○"])
    }
}
