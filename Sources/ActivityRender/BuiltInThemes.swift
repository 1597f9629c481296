import ActivityModel

/// The themes shipped with livepeek: the text of each `Themes/*.yaml` file, embedded.
///
/// Embedded because an installed binary has no repository beside it, and SwiftPM resources would
/// tie the module to `Bundle.module` and a resource bundle that must travel with the binary. Kept as
/// YAML text, not as `Theme` values, so the files stay the one place a theme is written: a test
/// compares every literal here with its file byte for byte, so after editing a file paste its whole
/// text into the literal of the same name. This module cannot import a YAML parser; callers parse
/// with `DefinitionLoader.parse` and `Theme(source:file:)`, or hand that parser to `theme(named:parse:)`.
public enum BuiltInThemes {
    /// The theme used when none is chosen.
    public static let defaultName = "dark"

    /// The theme a scene in Always-On is drawn with, for the theme called `name`. The phone draws
    /// Always-On as dark mode, dimmed (docs/ACTIVITYKIT.md, "Colours"), so both phone appearances, `dark`
    /// and `light`, give way to `always-on`. The terminal themes (`high-contrast`, `monochrome`) and
    /// theme files are kept: they are chosen for the terminal, not the phone; views still see
    /// `isLuminanceReduced`.
    public static func underAlwaysOn(_ name: String) -> String {
        name == "dark" || name == "light" ? "always-on" : name
    }

    /// The theme names, in the order a theme switcher cycles through them.
    public static var names: [String] { all.map(\.name) }

    /// The YAML text of the built-in theme called `name`; nil for any other name.
    public static func yaml(named name: String) -> String? {
        all.first { $0.name == name }?.yaml
    }

    /// The built-in theme called `name`, read with the given YAML parser (`DefinitionLoader.parse`);
    /// nil for an unknown name. Errors name the file as `<name>.yaml`, the file it was embedded from.
    public static func theme(named name: String,
                             parse: (String, String) throws(DefinitionError) -> SourceNode) throws(DefinitionError) -> Theme? {
        guard let text = yaml(named: name) else { return nil }
        let file = "\(name).yaml"
        return try Theme(source: parse(text, file), file: file)
    }

    /// Each built-in theme's name and the exact text of `Themes/<name>.yaml`.
    public static let all: [(name: String, yaml: String)] = [
        ("dark", #"""
            # livepeek theme: dark. The iPhone in dark mode: a black Lock Screen, iOS's dark-mode system colours.
            #
            # Schema (every key is required unless marked optional):
            #   name           the theme's name, as given to `--theme`
            #   lockScreen     background, primary, secondary, tertiary: the Lock Screen presentation's
            #                  background and the foreground levels `foregroundStyle: primary` (and
            #                  secondary, tertiary) resolve to
            #   island         background, primary, secondary, tertiary, keyline: the same for the Dynamic
            #                  Island, black with white text on every real phone; keyline is its border when
            #                  the definition sets no `keylineTint`
            #   colors         SwiftUI's named colours, as a definition's `foregroundStyle: cyan` spells them:
            #                  red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown,
            #                  gray, white, black (each optional; a missing one draws as `default`)
            #   glyphs         unicode | ascii: which form of SF Symbol glyphs to draw (optional, unicode)
            #   dimmed         true renders as Always-On, `isLuminanceReduced` (optional, false)
            #   literalColors  false draws the `#rrggbb` colours a definition spells out (foregroundStyle,
            #                  keylineTint, backgroundTint) as `default` (optional, true)
            #   frame          border, label: the mockup's own box drawing and presentation labels, drawn on
            #                  the terminal's background rather than the phone's
            #
            # A colour is `default` (the terminal's own colour), an ANSI name (black, red, green, yellow, blue,
            # magenta, cyan, white, brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta,
            # brightCyan, brightWhite) or "#rrggbb", quoted: YAML reads an unquoted # as a comment. Here `cyan`
            # is the terminal's ANSI cyan; in an activity definition `cyan` is SwiftUI's, mapped by `colors`.

            # Lock Screen and island labels are iOS's label colours (secondary 60 %, tertiary 30 % of white)
            # flattened onto black; named colours are iOS's dark-mode system colours.
            name: dark
            glyphs: unicode
            dimmed: false
            literalColors: true

            lockScreen:
              background: "#000000"
              primary: "#ffffff"
              secondary: "#8d8d93"
              tertiary: "#464649"

            island:
              background: "#000000"
              primary: "#ffffff"
              secondary: "#8d8d93"
              tertiary: "#464649"
              keyline: default

            colors:
              red: "#ff453a"
              orange: "#ff9f0a"
              yellow: "#ffd60a"
              green: "#30d158"
              mint: "#63e6e2"
              teal: "#40c8e0"
              cyan: "#64d2ff"
              blue: "#0a84ff"
              indigo: "#5e5ce6"
              purple: "#bf5af2"
              pink: "#ff375f"
              brown: "#ac8e68"
              gray: "#8e8e93"
              white: "#ffffff"
              black: "#000000"

            frame:
              border: brightBlack
              label: default

            """#),
        ("light", #"""
            # livepeek theme: light. The iPhone in light mode: a white Lock Screen, iOS's light-mode system colours.
            #
            # Schema (every key is required unless marked optional):
            #   name           the theme's name, as given to `--theme`
            #   lockScreen     background, primary, secondary, tertiary: the Lock Screen presentation's
            #                  background and the foreground levels `foregroundStyle: primary` (and
            #                  secondary, tertiary) resolve to
            #   island         background, primary, secondary, tertiary, keyline: the same for the Dynamic
            #                  Island, black with white text on every real phone; keyline is its border when
            #                  the definition sets no `keylineTint`
            #   colors         SwiftUI's named colours, as a definition's `foregroundStyle: cyan` spells them:
            #                  red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown,
            #                  gray, white, black (each optional; a missing one draws as `default`)
            #   glyphs         unicode | ascii: which form of SF Symbol glyphs to draw (optional, unicode)
            #   dimmed         true renders as Always-On, `isLuminanceReduced` (optional, false)
            #   literalColors  false draws the `#rrggbb` colours a definition spells out (foregroundStyle,
            #                  keylineTint, backgroundTint) as `default` (optional, true)
            #   frame          border, label: the mockup's own box drawing and presentation labels, drawn on
            #                  the terminal's background rather than the phone's
            #
            # A colour is `default` (the terminal's own colour), an ANSI name (black, red, green, yellow, blue,
            # magenta, cyan, white, brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta,
            # brightCyan, brightWhite) or "#rrggbb", quoted: YAML reads an unquoted # as a comment. Here `cyan`
            # is the terminal's ANSI cyan; in an activity definition `cyan` is SwiftUI's, mapped by `colors`.

            # The Lock Screen's labels are iOS's light-mode label colours flattened onto white. The island
            # stays black with white text, as on a real phone in light mode.
            name: light
            glyphs: unicode
            dimmed: false
            literalColors: true

            lockScreen:
              background: "#ffffff"
              primary: "#000000"
              secondary: "#8a8a8e"
              tertiary: "#c5c5c7"

            island:
              background: "#000000"
              primary: "#ffffff"
              secondary: "#8d8d93"
              tertiary: "#464649"
              keyline: default

            colors:
              red: "#ff3b30"
              orange: "#ff9500"
              yellow: "#ffcc00"
              green: "#34c759"
              mint: "#00c7be"
              teal: "#30b0c7"
              cyan: "#32ade6"
              blue: "#007aff"
              indigo: "#5856d6"
              purple: "#af52de"
              pink: "#ff2d55"
              brown: "#a2845e"
              gray: "#8e8e93"
              white: "#ffffff"
              black: "#000000"

            frame:
              border: brightBlack
              label: default

            """#),
        ("always-on", #"""
            # livepeek theme: always-on. Always-On: the dark theme dimmed, as with isLuminanceReduced.
            #
            # Schema (every key is required unless marked optional):
            #   name           the theme's name, as given to `--theme`
            #   lockScreen     background, primary, secondary, tertiary: the Lock Screen presentation's
            #                  background and the foreground levels `foregroundStyle: primary` (and
            #                  secondary, tertiary) resolve to
            #   island         background, primary, secondary, tertiary, keyline: the same for the Dynamic
            #                  Island, black with white text on every real phone; keyline is its border when
            #                  the definition sets no `keylineTint`
            #   colors         SwiftUI's named colours, as a definition's `foregroundStyle: cyan` spells them:
            #                  red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown,
            #                  gray, white, black (each optional; a missing one draws as `default`)
            #   glyphs         unicode | ascii: which form of SF Symbol glyphs to draw (optional, unicode)
            #   dimmed         true renders as Always-On, `isLuminanceReduced` (optional, false)
            #   literalColors  false draws the `#rrggbb` colours a definition spells out (foregroundStyle,
            #                  keylineTint, backgroundTint) as `default` (optional, true)
            #   frame          border, label: the mockup's own box drawing and presentation labels, drawn on
            #                  the terminal's background rather than the phone's
            #
            # A colour is `default` (the terminal's own colour), an ANSI name (black, red, green, yellow, blue,
            # magenta, cyan, white, brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta,
            # brightCyan, brightWhite) or "#rrggbb", quoted: YAML reads an unquoted # as a comment. Here `cyan`
            # is the terminal's ANSI cyan; in an activity definition `cyan` is SwiftUI's, mapped by `colors`.

            # Every foreground is the dark theme's at 60 % brightness; views see isLuminanceReduced = true.
            name: always-on
            glyphs: unicode
            dimmed: true
            literalColors: true

            lockScreen:
              background: "#000000"
              primary: "#999999"
              secondary: "#555558"
              tertiary: "#2a2a2c"

            island:
              background: "#000000"
              primary: "#999999"
              secondary: "#555558"
              tertiary: "#2a2a2c"
              keyline: default

            colors:
              red: "#992923"
              orange: "#995f06"
              yellow: "#998006"
              green: "#1d7d35"
              mint: "#3b8a88"
              teal: "#267886"
              cyan: "#3c7e99"
              blue: "#064f99"
              indigo: "#38378a"
              purple: "#733691"
              pink: "#992139"
              brown: "#67553e"
              gray: "#555558"
              white: "#999999"
              black: "#000000"

            frame:
              border: brightBlack
              label: default

            """#),
        ("high-contrast", #"""
            # livepeek theme: high-contrast. High contrast: bright ANSI colours on black, for any 16-colour terminal.
            #
            # Schema (every key is required unless marked optional):
            #   name           the theme's name, as given to `--theme`
            #   lockScreen     background, primary, secondary, tertiary: the Lock Screen presentation's
            #                  background and the foreground levels `foregroundStyle: primary` (and
            #                  secondary, tertiary) resolve to
            #   island         background, primary, secondary, tertiary, keyline: the same for the Dynamic
            #                  Island, black with white text on every real phone; keyline is its border when
            #                  the definition sets no `keylineTint`
            #   colors         SwiftUI's named colours, as a definition's `foregroundStyle: cyan` spells them:
            #                  red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown,
            #                  gray, white, black (each optional; a missing one draws as `default`)
            #   glyphs         unicode | ascii: which form of SF Symbol glyphs to draw (optional, unicode)
            #   dimmed         true renders as Always-On, `isLuminanceReduced` (optional, false)
            #   literalColors  false draws the `#rrggbb` colours a definition spells out (foregroundStyle,
            #                  keylineTint, backgroundTint) as `default` (optional, true)
            #   frame          border, label: the mockup's own box drawing and presentation labels, drawn on
            #                  the terminal's background rather than the phone's
            #
            # A colour is `default` (the terminal's own colour), an ANSI name (black, red, green, yellow, blue,
            # magenta, cyan, white, brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta,
            # brightCyan, brightWhite) or "#rrggbb", quoted: YAML reads an unquoted # as a comment. Here `cyan`
            # is the terminal's ANSI cyan; in an activity definition `cyan` is SwiftUI's, mapped by `colors`.

            # Foregrounds use only the bright ANSI colours, so the terminal's palette decides the exact shades.
            # SwiftUI's black stays black (it is black on a real phone too). The frame uses `default`, the
            # terminal's own foreground, which contrasts with its background whatever that is.
            name: high-contrast
            glyphs: unicode
            dimmed: false
            literalColors: true

            lockScreen:
              background: black
              primary: brightWhite
              secondary: brightWhite
              tertiary: brightBlack

            island:
              background: black
              primary: brightWhite
              secondary: brightWhite
              tertiary: brightBlack
              keyline: brightWhite

            colors:
              red: brightRed
              orange: brightYellow
              yellow: brightYellow
              green: brightGreen
              mint: brightCyan
              teal: brightCyan
              cyan: brightCyan
              blue: brightBlue
              indigo: brightBlue
              purple: brightMagenta
              pink: brightMagenta
              brown: brightYellow
              gray: brightBlack
              white: brightWhite
              black: black

            frame:
              border: default
              label: default

            """#),
        ("monochrome", #"""
            # livepeek theme: monochrome. Monochrome: the terminal's own colours and ASCII glyphs, for logs and plain text.
            #
            # Schema (every key is required unless marked optional):
            #   name           the theme's name, as given to `--theme`
            #   lockScreen     background, primary, secondary, tertiary: the Lock Screen presentation's
            #                  background and the foreground levels `foregroundStyle: primary` (and
            #                  secondary, tertiary) resolve to
            #   island         background, primary, secondary, tertiary, keyline: the same for the Dynamic
            #                  Island, black with white text on every real phone; keyline is its border when
            #                  the definition sets no `keylineTint`
            #   colors         SwiftUI's named colours, as a definition's `foregroundStyle: cyan` spells them:
            #                  red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown,
            #                  gray, white, black (each optional; a missing one draws as `default`)
            #   glyphs         unicode | ascii: which form of SF Symbol glyphs to draw (optional, unicode)
            #   dimmed         true renders as Always-On, `isLuminanceReduced` (optional, false)
            #   literalColors  false draws the `#rrggbb` colours a definition spells out (foregroundStyle,
            #                  keylineTint, backgroundTint) as `default` (optional, true)
            #   frame          border, label: the mockup's own box drawing and presentation labels, drawn on
            #                  the terminal's background rather than the phone's
            #
            # A colour is `default` (the terminal's own colour), an ANSI name (black, red, green, yellow, blue,
            # magenta, cyan, white, brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta,
            # brightCyan, brightWhite) or "#rrggbb", quoted: YAML reads an unquoted # as a comment. Here `cyan`
            # is the terminal's ANSI cyan; in an activity definition `cyan` is SwiftUI's, mapped by `colors`.

            # Every colour is `default` and literal colours are ignored, so output carries no colour at all.
            name: monochrome
            glyphs: ascii
            dimmed: false
            literalColors: false

            lockScreen:
              background: default
              primary: default
              secondary: default
              tertiary: default

            island:
              background: default
              primary: default
              secondary: default
              tertiary: default
              keyline: default

            colors:
              red: default
              orange: default
              yellow: default
              green: default
              mint: default
              teal: default
              cyan: default
              blue: default
              indigo: default
              purple: default
              pink: default
              brown: default
              gray: default
              white: default
              black: default

            frame:
              border: default
              label: default

            """#),
    ]
}
