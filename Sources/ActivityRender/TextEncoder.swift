import Canvas

/// Encodes a finished `CellBuffer` as plain text: `dump --format text`, the golden-file format CI diffs.
///
/// Each row becomes one line ending in `\n`: head cells' graphemes in order, continuation cells
/// skipped (a wide glyph is written once), trailing U+0020 spaces removed so editors that strip
/// whitespace cannot break a golden. Styles are dropped. Leading and inner spaces stay, because they
/// are the layout. An empty buffer encodes as the empty string.
///
/// The output is a pure function of the cells; it needs no terminal, locale or clock.
public enum TextEncoder {
    /// The buffer's rows as lines, as described on the type.
    public static func encode(_ buffer: CellBuffer) -> String {
        var output = ""
        output.reserveCapacity(buffer.cells.count + buffer.height)
        for y in 0..<buffer.height {
            var line = buffer.row(y)
            // Only the ASCII space: a trailing U+3000 or U+00A0 was drawn on purpose by the view.
            while line.last == " " {
                line.removeLast()
            }
            output += line
            output += "\n"
        }
        return output
    }
}
