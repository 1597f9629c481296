/// Makes text from payloads and definitions safe to put in a cell: nothing in it can move the
/// cursor, start an escape sequence or reorder the terminal line.
///
/// Each scalar a terminal would act on rather than draw becomes one visible, one-column glyph, so a
/// developer sees that their payload carries it (a silently dropped ESC would hide a bug) and the
/// cell grid keeps one glyph per column:
///
/// | input | shown as | why |
/// |---|---|---|
/// | TAB U+0009 | a space | a tab stop depends on the column; in a cell it is just a gap |
/// | other C0 controls U+0000–U+001F | U+2400 + code: `␀` … `␛` (ESC) … `␟` | the Control Pictures block has one per code |
/// | DEL U+007F | `␡` U+2421 | its Control Picture |
/// | C1 controls U+0080–U+009F | `�` U+FFFD | no Control Pictures exist; in UTF-8 text they almost always come from CP1252 bytes decoded as Latin-1, i.e. broken text, which is what U+FFFD means. U+009B (CSI) and U+009D (OSC) are escape sequence introducers on 8-bit terminals |
/// | U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR | `↵` U+21B5 | they are line breaks, which a single-line cell cannot hold |
/// | bidi embeddings, overrides, isolates U+202A–U+202E, U+2066–U+2069 | `�` U+FFFD | invisible, but a bidi-aware terminal (VTE, Konsole, mlterm) reorders the rest of the line after them (the "Trojan Source" trick), and every terminal disagrees with our column count; there is no standard glyph for them, and U+FFFD is in every font |
///
/// The implicit direction marks (LRM U+200E, RLM U+200F, ALM U+061C) are left alone: they only
/// nudge neutral characters next to them, cannot reorder a run, and `CellWidth` gives them width 0,
/// so `CellBuffer` never writes them to a cell.
public enum Sanitizer {
    /// `text` with every control, line separator and bidi control replaced by a visible glyph.
    ///
    /// Returns `text` itself (no copy) when nothing needs replacing, which is the common case.
    public static func visible(_ text: String) -> String {
        if ASCIIText.isPrintable(text) { return text }
        guard text.unicodeScalars.contains(where: { replacement(for: $0) != nil }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(replacement(for: scalar) ?? scalar)
        }
        return String(scalars)
    }

    /// The glyph `scalar` is shown as, or nil when it is drawn as itself (see the table above).
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x09:
            return " "
        case 0x00...0x1F:
            return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F:
            return "\u{2421}"
        case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
            return "\u{FFFD}"
        case 0x2028, 0x2029:
            return "\u{21B5}"
        default:
            return nil
        }
    }
}
