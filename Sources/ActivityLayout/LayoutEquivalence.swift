/// Whether two resolved trees lay out alike: same shape, same modifiers, and leaves that measure
/// the same under every proposal in any `LayoutMetrics`. Then every frame of the one tree's layout
/// is a frame of the other's, and only the drawn content (text lines, colours, bar fills) differs.
///
/// A ticking timer is the case this is for: from one second to the next only digits change
/// (`12:34` -> `12:33`), and an ASCII digit measures like any other digit in both metrics (0.57 em,
/// or 0.6 em with `monospacedDigit`, in points; one column in cells), nor can it start or end a
/// word. So a renderer that laid out the previous frame can keep its sizes and boxes and redraw.
///
/// Deliberately narrow: anything not known to be size-neutral (another character, a symbol name,
/// a font, a line limit, a frame or padding) makes the trees differ. Ids, definition lines,
/// opacity, colours and bar fractions are not compared: no layout reads them.
extension ResolvedView {
    public func hasSameLayout(as other: ResolvedView) -> Bool {
        guard frame == other.frame, padding == other.padding, offset == other.offset, layoutDirection == other.layoutDirection else { return false }
        switch (kind, other.kind) {
        case (.stack(let axis, let children, let alignment, let spacing), .stack(let otherAxis, let otherChildren, let otherAlignment, let otherSpacing)):
            guard axis == otherAxis, alignment == otherAlignment, spacing == otherSpacing else { return false }
            return ResolvedView.sameLayout(children, otherChildren)
        case (.zStack(let children, let alignment), .zStack(let otherChildren, let otherAlignment)):
            return alignment == otherAlignment && ResolvedView.sameLayout(children, otherChildren)
        case (.fitting(let children, let axes), .fitting(let otherChildren, let otherAxes)):
            return axes == otherAxes && ResolvedView.sameLayout(children, otherChildren)
        case (.text(let run), .text(let otherRun)):
            // Colour is the only field that does not reach the metrics.
            return run.font == otherRun.font && run.weight == otherRun.weight && run.monospacedDigit == otherRun.monospacedDigit
                && run.lineLimit == otherRun.lineLimit && run.truncationMode == otherRun.truncationMode
                && run.strikethrough == otherRun.strikethrough && run.alignment == otherRun.alignment
                && ResolvedView.measuresAlike(run.text, otherRun.text)
        case (.symbol(let run), .symbol(let otherRun)):
            // The name picks the glyph (its width in cells); the font sizes it in points.
            return run.name == otherRun.name && run.font == otherRun.font
        case (.bar, .bar), (.ring, .ring), (.shape, .shape), (.assetImage, .assetImage):
            // Sized by their proposal and frame, or fixed: the fraction, colour, outline and
            // image name are only drawn.
            return true
        case (.spacer(let minLength), .spacer(let otherMinLength)):
            return minLength == otherMinLength
        case (.divider, .divider):
            return true
        case (.placeholder(let text, let isError), .placeholder(let otherText, let otherIsError)):
            return text == otherText && isError == otherIsError
        default:
            return false
        }
    }

    static func sameLayout(_ a: [ResolvedView], _ b: [ResolvedView]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where !a[i].hasSameLayout(as: b[i]) { return false }
        return true
    }

    /// Equal texts, or ASCII texts of one length that differ only where both have a digit. Limited
    /// to ASCII so that no digit can be part of a larger grapheme (a keycap, a combining mark).
    static func measuresAlike(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let x = a.utf8, y = b.utf8
        guard x.count == y.count else { return false }
        var i = x.startIndex, j = y.startIndex
        while i != x.endIndex {
            let p = x[i], q = y[j]
            if p >= 0x80 || q >= 0x80 { return false }
            if p != q && !(p >= 0x30 && p <= 0x39 && q >= 0x30 && q <= 0x39) { return false }
            x.formIndex(after: &i)
            y.formIndex(after: &j)
        }
        return true
    }
}
