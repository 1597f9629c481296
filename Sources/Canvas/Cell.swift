/// One terminal cell: a grapheme, its style, and whether it is the right half of a wide glyph.
///
/// A wide glyph (`漢`, `👍`) is stored as its head cell, holding the grapheme, followed by a
/// continuation cell, which holds a space that is never drawn. Only `CellBuffer` makes continuation
/// cells, so it can keep every pair whole.
///
/// The grapheme is always something a terminal draws in one or two columns: `init` sanitises it
/// (ESC becomes `␛`, see `Sanitizer`), and a cluster that would draw nothing or more than one glyph
/// (a lone combining mark, ZWSP, twenty skin tones after an `a`: `CellWidth.isOneGlyph`) is stored
/// as `�` U+FFFD, so a cell can never be invisible or spill into its neighbour.
public struct Cell: Sendable, Hashable {
    /// The grapheme drawn in this cell, as bytes (see `Glyph`); a space in a continuation cell.
    public let glyph: Glyph
    public var style: Style
    /// True for the right half of a wide glyph, whose head is the cell to the left.
    public let isContinuation: Bool
    /// The glyph's columns, measured once when the cell is made: drawing asks for it per cell.
    private let columns: UInt8

    /// The grapheme drawn in this cell; a space in a continuation cell.
    public var character: Character { glyph.character }

    /// A cell showing `character` in `style`, sanitised as described on the type.
    public init(_ character: Character, style: Style = .plain) {
        if let byte = character.asciiValue, byte >= 0x20, byte < 0x7F {
            self.init(unchecked: Glyph(ascii: byte), width: 1, style: style)
            return
        }
        let shown = Cell.displayable(character)
        self.init(unchecked: Glyph(shown), width: CellWidth.of(shown), style: style)
    }

    /// Trusts that `glyph` is already displayable and `width` (1 or 2) columns wide: `CellBuffer.write`
    /// sanitises whole strings once and measures each cluster anyway, so checking again per cell
    /// would be wasted work.
    init(unchecked glyph: Glyph, width: Int, style: Style, isContinuation: Bool = false) {
        self.glyph = glyph
        self.style = style
        self.isContinuation = isContinuation
        self.columns = UInt8(clamping: width)
    }

    /// A space in the terminal's own colours.
    public static let blank = Cell(unchecked: .space, width: 1, style: .plain)

    /// The right half of a wide glyph whose head has `style`.
    static func continuation(style: Style) -> Cell {
        Cell(unchecked: .space, width: 0, style: style, isContinuation: true)
    }

    /// A space in `style`: what replaces half of a wide glyph, or a wide glyph that does not fit.
    static func space(style: Style) -> Cell {
        Cell(unchecked: .space, width: 1, style: style)
    }

    /// Columns this cell's glyph takes from here: 1 or 2 for a head, 0 for a continuation.
    public var width: Int { Int(columns) }

    private static func displayable(_ character: Character) -> Character {
        let visible = Sanitizer.visible(String(character))
        guard visible.count == 1, let only = visible.first, CellWidth.of(only) > 0, CellWidth.isOneGlyph(only) else { return "\u{FFFD}" }
        return only
    }
}
