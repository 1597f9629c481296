import ActivityModel
import Canvas
import Foundation

/// WCAG 2.x contrast between the text a Lock Screen draws and the definition's `backgroundTint`.
///
/// The phone paints `activityBackgroundTint` in light and dark mode alike, while the label colours
/// (`primary`, `secondary`) follow the mode: a dark tint under black light-mode text is unreadable
/// on a real phone, and the light theme draws it so (docs/ACTIVITYKIT.md, "Colours"). Only text on the tint is
/// judged: the system's own backgrounds and label levels are Apple's design, the tint is the app's;
/// and a dimmed theme (Always-On) is not judged, since the system dims whatever the app draws.
/// Colours are taken from the drawn cells, so they are what the theme resolved (`.default`, the
/// terminal's own colour, has no known value and is not judged).
public enum ContrastLint {
    /// The code of the finding.
    public static let code = "lint.lowContrast"

    /// WCAG 2.x's minimum contrast for graphics such as a progress bar (success criterion 1.4.11).
    static let minimumGraphicRatio = 3.0
    /// What bars, rules and shapes are drawn with (`Rasterizer`, `ShapeCells`).
    static let graphicGlyphs: Set<Character> = ["━", "─", "░", "▬", "▭", "●", "○", "■", "□", "▣", "◔", "◑", "◕",
                                                "╭", "╮", "╰", "╯", "│", "┌", "┐", "└", "┘", "#", "-", ":", "*"]

    /// WCAG 2.x's minimum contrast for text (success criterion 1.4.3, level AA).
    public static let minimumRatio = 4.5

    /// WCAG 2.x relative luminance of an sRGB colour: 0 for black, 1 for white.
    public static func luminance(_ rgb: (UInt8, UInt8, UInt8)) -> Double {
        func linear(_ component: UInt8) -> Double {
            let s = Double(component) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(rgb.0) + 0.7152 * linear(rgb.1) + 0.0722 * linear(rgb.2)
    }

    /// WCAG 2.x contrast ratio, 1 to 21; nil when either colour is the terminal's own.
    public static func ratio(_ a: Color, _ b: Color) -> Double? {
        guard let x = a.rgbComponents, let y = b.rgbComponents else { return nil }
        let (l1, l2) = (luminance(x), luminance(y))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// One warning per text colour drawn on the tint below `minimumRatio`, quoting the first text
    /// drawn in it. `surface` is a Lock Screen drawn in `theme` with `tint` as its background.
    public static func findings(_ surface: RenderedSurface, theme: Theme, tint: String) -> [Diagnostic] {
        guard surface.kind == .lockScreen, !theme.dimmed, let background = theme.color(named: tint, on: .lockScreen) else { return [] }
        var found: [Diagnostic] = []
        var judged: Set<Color> = []
        let cells = surface.cells
        for y in 0..<cells.height where y != surface.cutRow {
            var x = 0
            while x < cells.width {
                let cell = cells[x: x, y: y]
                let style = cell.style
                guard style.background == background, !cell.character.isWhitespace, !cell.isContinuation,
                      !judged.contains(style.foreground) else { x += 1; continue }
                judged.insert(style.foreground)
                guard let ratio = ratio(style.foreground, background), ratio < minimumRatio else { x += 1; continue }
                // The run of text in this colour, as far as it goes on the row.
                var text = ""
                while x < cells.width, cells[x: x, y: y].style.foreground == style.foreground {
                    let next = cells[x: x, y: y]
                    if !next.isContinuation { text.append(next.character) }
                    x += 1
                }
                let quoted = Sanitizer.visible(text.trimmingSpaces)
                // A bar's track, a rule or a shape is not text: WCAG asks 3:1 of graphics (1.4.11).
                let isGraphic = quoted.allSatisfy { Self.graphicGlyphs.contains($0) }
                let minimum = isGraphic ? Self.minimumGraphicRatio : minimumRatio
                guard ratio < minimum else { continue }
                found.append(.warning(code,
                    "in the \(theme.name) theme, \(isGraphic ? "a bar, rule or shape" : "text") drawn \(style.foreground) on the backgroundTint \(background) ('\(quoted)') "
                    + "has a contrast of \(String(format: "%.1f", ratio)):1, under WCAG's \(String(format: "%.1f", minimum)):1; "
                    + "the phone paints the tint in light and dark mode, while label colours follow the mode",
                    path: "backgroundTint"))
            }
        }
        return found
    }
}
