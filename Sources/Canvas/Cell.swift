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
    /// The grapheme drawn in this cell; a space in a continuation cell.
    public let character: Character
    public var style: Style
    /// True for the right half of a wide glyph, whose head is the cell to the left.
    public let isContinuation: Bool

    /// A cell showing `character` in `style`, sanitised as described on the type.
    public init(_ character: Character, style: Style = .plain) {
        self.init(unchecked: Cell.displayable(character), style: style, isContinuation: false)
    }

    /// Trusts that `character` is already displayable: `CellBuffer.write` sanitises whole strings
    /// once and measures each cluster anyway, so checking again per cell would be wasted work.
    init(unchecked character: Character, style: Style, isContinuation: Bool) {
        self.character = character
        self.style = style
        self.isContinuation = isContinuation
    }

    /// A space in the terminal's own colours.
    public static let blank = Cell(unchecked: " ", style: .plain, isContinuation: false)

    /// The right half of a wide glyph whose head has `style`.
    static func continuation(style: Style) -> Cell {
        Cell(unchecked: " ", style: style, isContinuation: true)
    }

    /// A space in `style`: what replaces half of a wide glyph, or a wide glyph that does not fit.
    static func space(style: Style) -> Cell {
        Cell(unchecked: " ", style: style, isContinuation: false)
    }

    /// Columns this cell's glyph takes from here: 1 or 2 for a head, 0 for a continuation.
    public var width: Int {
        isContinuation ? 0 : CellWidth.of(character)
    }

    private static func displayable(_ character: Character) -> Character {
        let visible = Sanitizer.visible(String(character))
        guard visible.count == 1, let only = visible.first, CellWidth.of(only) > 0, CellWidth.isOneGlyph(only) else { return "\u{FFFD}" }
        return only
    }
}
