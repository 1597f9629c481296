import Testing
import Canvas

@Suite("Geometry")
struct GeometryTests {
    @Test func edgesAreHalfOpen() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(rect.minX == 2 && rect.maxX == 6 && rect.minY == 3 && rect.maxY == 8)
        #expect(rect.contains(Point(x: 2, y: 3)))
        #expect(rect.contains(Point(x: 5, y: 7)))
        #expect(!rect.contains(Point(x: 6, y: 7)))
        #expect(!rect.contains(Point(x: 5, y: 8)))
        #expect(!rect.contains(Point(x: 1, y: 3)))
    }

    @Test func negativeSizeIsEmpty() {
        let rect = Rect(x: 1, y: 1, width: -3, height: 2)
        #expect(rect.isEmpty)
        #expect(rect.width == 0 && rect.maxX == 1)
        #expect(!rect.contains(Point(x: 1, y: 1)))
        #expect(Size(width: 0, height: 4).isEmpty)
    }

    @Test func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 4)
        let b = Rect(x: 6, y: 2, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 6, y: 2, width: 4, height: 2))
        #expect(b.intersection(a) == a.intersection(b))
        let apart = a.intersection(Rect(x: 20, y: 0, width: 3, height: 3))
        #expect(apart.isEmpty)
        #expect(a.intersection(a) == a)
    }

    @Test func inset() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 6)
        #expect(rect.inset(by: 1) == Rect(x: 1, y: 1, width: 8, height: 4))
        #expect(rect.inset(dx: 2, dy: 0) == Rect(x: 2, y: 0, width: 6, height: 6))
        #expect(rect.inset(by: -1) == Rect(x: -1, y: -1, width: 12, height: 8))
        #expect(rect.inset(by: 4).isEmpty)
        #expect(rect.inset(by: 4).width == 2 && rect.inset(by: 4).height == 0)
    }

    @Test func splittingCutsRowsOffTheTopAndBottom() {
        let rect = Rect(x: 2, y: 1, width: 10, height: 6)
        #expect(rect.splitTop(1) == (Rect(x: 2, y: 1, width: 10, height: 1), Rect(x: 2, y: 2, width: 10, height: 5)))
        #expect(rect.splitBottom(2) == (Rect(x: 2, y: 1, width: 10, height: 4), Rect(x: 2, y: 5, width: 10, height: 2)))
        // Never more than there is, never less than nothing.
        #expect(rect.splitTop(9).top == rect && rect.splitTop(9).rest.isEmpty)
        #expect(rect.splitBottom(-3).bottom.isEmpty && rect.splitBottom(-3).rest == rect)
    }

    @Test func arithmeticSaturatesInsteadOfTrapping() {
        let huge = Rect(x: Int.max - 1, y: Int.min, width: Int.max, height: 5)
        #expect(huge.maxX == Int.max)
        #expect(huge.inset(by: 5).minX == Int.max)
        #expect(huge.inset(by: 5).width == Int.max - 10)
        #expect(huge.inset(by: Int.min).width == Int.max)
        #expect(Point(x: Int.max, y: 0).offsetBy(dx: 1).x == Int.max)
        let clipped = huge.intersection(Rect(x: Int.min, y: Int.min, width: Int.max, height: Int.max))
        #expect(clipped.isEmpty)
    }
}
