import Testing
@testable import ActivityLayout

struct FrameTests {
    @Test func lengthsNotGivenReadAsNil() {
        var frame = Frame(width: 10, maxHeight: .infinity)
        #expect(frame.width == 10 && frame.maxHeight == .infinity)
        #expect(frame.height == nil && frame.minWidth == nil && frame.maxWidth == nil && frame.minHeight == nil)
        frame.width = nil
        frame.minHeight = 0
        #expect(frame.width == nil && frame.minHeight == 0)
    }

    @Test func framesCompareByTheirLengthsAndAlignment() {
        #expect(Frame() == Frame())
        #expect(Frame(width: 10) == Frame(width: 10))
        #expect(Frame(width: 10) != Frame(height: 10))
        #expect(Frame(maxWidth: .infinity) != Frame(maxWidth: 100))
        #expect(Frame(alignment: .center) != Frame(alignment: Alignment2D(horizontal: .leading, vertical: .center)))
    }

    @Test func anInfiniteWidthIsKeptAsAMaximum() {
        var frame = Frame(width: 20)
        frame.set(.width, .infinity)
        #expect(frame.width == nil && frame.maxWidth == .infinity)
    }
}
