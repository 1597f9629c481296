import Testing
@testable import ActivityLayout

@Suite("textWidth()")
struct TextWidthTests {
    @Test func measuresAsTheLayoutDoes() throws {
        let context = try ExprFixture.context()
        let (width, diagnostics) = try ExprFixture.eval("textWidth(\"00:00\", 10)", in: context)
        #expect(diagnostics.isEmpty)
        #expect(width == .double(FontMetrics.width(of: "00:00", pointSize: 10, monospacedDigit: false, bold: false)))
        #expect(width.doubleValue.map { abs($0 - 25.5) < 1e-9 } == true)
        #expect(try ExprFixture.eval("textWidth(state.note, 10)", in: context).value == .null)
        let refused = try ExprFixture.eval("textWidth(\"a\", -1)", in: context)
        #expect(refused.value == .null && refused.diagnostics.contains { $0.message.contains("font size of 0 to 10000") })
    }
}
