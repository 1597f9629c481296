import Canvas
import CNcurses

/// The curses video attributes for a `Style`'s flags. Colours are not here: they go through the
/// colour pair (`ColorPalette`). Strikethrough has no curses attribute and is dropped.
enum CursesAttributes {
    static func of(_ style: Style) -> attr_t {
        var attributes = lp_a_normal()
        if style.bold { attributes |= lp_a_bold() }
        if style.dim { attributes |= lp_a_dim() }
        if style.italic { attributes |= lp_a_italic() }
        if style.underline { attributes |= lp_a_underline() }
        if style.reverse { attributes |= lp_a_reverse() }
        return attributes
    }
}
