import Foundation
import ActivityModel
import Canvas

/// The colours and glyph set a mockup is drawn with: what `foregroundStyle: secondary` or `cyan`
/// becomes on the Lock Screen and in the Dynamic Island.
///
/// Read from a theme file (`Themes/*.yaml`, whose header documents the schema) by
/// `init(source:file:)`; the built-in themes' text is in `BuiltInThemes`. Two vocabularies meet here:
/// in the theme file a colour value is a terminal colour (`default`, an ANSI name such as `cyan`, or
/// `#rrggbb`), while the keys of `colors` and what `color(named:on:)` resolves are SwiftUI's names as
/// a definition spells them. So SwiftUI's `cyan` may well draw as `#64d2ff` in one theme and ANSI
/// `brightCyan` in another.
public struct Theme: Sendable, Equatable {
    /// Where a colour is drawn: the label levels differ between the Lock Screen and the island.
    public enum Surface: String, Sendable, CaseIterable {
        case lockScreen, island
    }

    /// A surface's background and its three label levels.
    public struct Palette: Sendable, Equatable {
        public var background: Color
        public var primary: Color
        public var secondary: Color
        public var tertiary: Color

        public init(background: Color, primary: Color, secondary: Color, tertiary: Color) {
            self.background = background
            self.primary = primary
            self.secondary = secondary
            self.tertiary = tertiary
        }
    }

    /// The mockup's own chrome, drawn on the terminal's background rather than the phone's.
    public struct Frame: Sendable, Equatable {
        /// The box drawing around each presentation.
        public var border: Color
        /// The presentation names and captions beside the boxes.
        public var label: Color

        public init(border: Color, label: Color) {
            self.border = border
            self.label = label
        }
    }

    public var name: String
    public var lockScreen: Palette
    /// Black with white text in every built-in theme but monochrome: a real island never follows
    /// light mode.
    public var island: Palette
    /// The island's border when the definition sets no `keylineTint`.
    public var keyline: Color
    /// SwiftUI's named colours (the keys of `namedColors`) as this theme draws them.
    public var colors: [String: Color]
    public var glyphs: SymbolGlyphs.GlyphSet
    /// Always-On: the renderer sets `isLuminanceReduced`, which views may branch on. The theme's
    /// colours are already dimmed; this flag does not dim them again.
    public var dimmed: Bool
    /// Whether `#rrggbb` colours spelled out in a definition (`foregroundStyle`, `keylineTint`,
    /// `backgroundTint`) are drawn; false draws them as `.default`, so monochrome output stays
    /// colourless whatever the definition asks for.
    public var literalColors: Bool
    public var frame: Frame

    /// SwiftUI's named colours, the names `colors` maps.
    public static let namedColors = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
                                     "indigo", "purple", "pink", "brown", "gray", "white", "black"]

    /// The hierarchical styles that resolve per surface.
    public static let labelLevels = ["primary", "secondary", "tertiary"]

    public init(name: String, lockScreen: Palette, island: Palette, keyline: Color, colors: [String: Color],
                glyphs: SymbolGlyphs.GlyphSet = .unicode, dimmed: Bool = false, literalColors: Bool = true,
                frame: Frame) {
        self.name = name
        self.lockScreen = lockScreen
        self.island = island
        self.keyline = keyline
        self.colors = colors
        self.glyphs = glyphs
        self.dimmed = dimmed
        self.literalColors = literalColors
        self.frame = frame
    }

    /// Reads a theme file's tree, throwing at the first mistake with its line and column.
    ///
    /// Stricter than a definition: an unknown key is an error, not a warning, since a theme is small
    /// and a misspelt key would otherwise silently keep some colour at `default`.
    public init(source: SourceNode, file: String) throws(DefinitionError) {
        let reader = ThemeReader(file: file)
        let root = try reader.mapping(source, path: "the theme", keys: ThemeReader.rootKeys)
        name = try reader.requiredString(root, "name", path: "the theme", parent: source)
        lockScreen = try reader.palette(reader.required(root, "lockScreen", path: "the theme", parent: source),
                                        path: "lockScreen", extraKeys: [])
        let islandNode = try reader.required(root, "island", path: "the theme", parent: source)
        island = try reader.palette(islandNode, path: "island", extraKeys: ["keyline"])
        keyline = try reader.color(reader.required(islandNode.entries ?? [], "keyline", path: "island", parent: islandNode),
                                   path: "island.keyline")
        colors = try reader.namedColors(source["colors"])
        glyphs = try reader.glyphSet(source["glyphs"])
        dimmed = try reader.bool(source["dimmed"], path: "dimmed", default: false)
        literalColors = try reader.bool(source["literalColors"], path: "literalColors", default: true)
        let frameNode = try reader.required(root, "frame", path: "the theme", parent: source)
        let frameEntries = try reader.mapping(frameNode, path: "frame", keys: ["border", "label"])
        frame = Frame(border: try reader.color(reader.required(frameEntries, "border", path: "frame", parent: frameNode),
                                               path: "frame.border"),
                      label: try reader.color(reader.required(frameEntries, "label", path: "frame", parent: frameNode),
                                              path: "frame.label"))
    }

    public func palette(for surface: Surface) -> Palette {
        switch surface {
        case .lockScreen: return lockScreen
        case .island: return island
        }
    }

    /// The colour a definition's colour spelling draws as on `surface`: a label level (`primary`,
    /// `secondary`, `tertiary`), a SwiftUI named colour (`cyan`, also written `.cyan`) or a
    /// `#rrggbb` literal, each optionally at an opacity (`blue.opacity(0.3)`), composited over
    /// `behind` (default: the surface's background). `accentColor` is system blue, as it is for an
    /// app that defines no accent colour. Nil for anything else; the caller reports it and draws a
    /// fallback.
    ///
    /// ANSI names (`brightBlack`) are deliberately not accepted: they are terminal colours, which
    /// only a theme may name, so a definition stays meaningful for a real phone.
    public func color(named name: String, on surface: Surface, behind: Color? = nil) -> Color? {
        var key = Substring(name.trimmedOfSpaces)
        if key.utf8.first == UInt8(ascii: "."), key.hasPrefix(".") { key = key.dropFirst() }
        let palette = palette(for: surface)
        if let gradient = ColorGradient.parse(key) {
            return gradient.color(at: 0.5) { color(named: String($0), on: surface, behind: behind) }
        }
        if let (base, alpha) = ColorOpacity.split(key) {
            guard let color = color(named: String(base), on: surface) else { return nil }
            return ColorOpacity.composite(color, over: behind ?? palette.background, alpha: alpha)
        }
        // A String from here: comparing one with literals is a compare of bytes.
        let name = String(key)
        switch name {
        case "accentColor": return colors["blue"] ?? .default
        case "primary": return palette.primary
        case "secondary": return palette.secondary
        case "tertiary": return palette.tertiary
        default: break
        }
        if Theme.namedColors.contains(name) { return colors[name] ?? .default }
        if let literal = Color(hex: name) {
            return literalColors ? literal : .default
        }
        return nil
    }

    /// A colour value as a theme file may write it: `default`, an ANSI name or a hex literal.
    static func themeColor(_ text: String) -> Color? {
        if text == "default" { return .default }
        if let ansi = ANSIColor(rawValue: text) { return .ansi(ansi) }
        return Color(hex: text)
    }
}

/// Reads the parts of a theme file, remembering the file for error messages.
private struct ThemeReader {
    let file: String

    static let rootKeys = ["name", "lockScreen", "island", "colors", "glyphs", "dimmed", "literalColors", "frame"]
    static let paletteKeys = ["background", "primary", "secondary", "tertiary"]
    static let allowedColors = "default, an ANSI colour name ("
        + ANSIColor.allCases.map(\.rawValue).joined(separator: ", ") + ") or \"#rrggbb\""

    func error(_ node: SourceNode, _ message: String) -> DefinitionError {
        DefinitionError(file: file, at: node, message)
    }

    /// The entries of a mapping whose keys must come from `keys`, each at most once.
    func mapping(_ node: SourceNode, path: String, keys: [String]) throws(DefinitionError) -> [SourceEntry] {
        guard let entries = node.entries else {
            throw error(node, "\(path) must be a mapping of \(keys.joined(separator: ", ")), found \(node.kindDescription)")
        }
        var seen: Set<String> = []
        for entry in entries {
            guard let key = entry.key.scalarText else {
                throw error(entry.key, "keys in \(path) must be plain names")
            }
            guard keys.contains(key) else {
                var message = "unknown key '\(key)' in \(path); expected one of \(keys.joined(separator: ", "))"
                if let near = keys.first(where: { $0.lowercased() == key.lowercased() }) {
                    message += "; did you mean '\(near)'?"
                }
                throw error(entry.key, message)
            }
            if !seen.insert(key).inserted {
                throw error(entry.key, "key '\(key)' appears twice in \(path)")
            }
        }
        return entries
    }

    /// The value under `key`; a missing key is reported at the mapping that should hold it.
    func required(_ entries: [SourceEntry], _ key: String, path: String, parent: SourceNode) throws(DefinitionError) -> SourceNode {
        guard let value = entries.last(where: { $0.key.scalarText == key })?.value else {
            throw error(parent, "missing key '\(key)' in \(path)")
        }
        return value
    }

    func requiredString(_ entries: [SourceEntry], _ key: String, path: String, parent: SourceNode) throws(DefinitionError) -> String {
        let node = try required(entries, key, path: path, parent: parent)
        guard let text = node.string, !text.isEmpty else {
            throw error(node, "'\(key)' must be a non-empty string, found \(node.kindDescription)")
        }
        return text
    }

    func palette(_ node: SourceNode, path: String, extraKeys: [String]) throws(DefinitionError) -> Theme.Palette {
        let entries = try mapping(node, path: path, keys: ThemeReader.paletteKeys + extraKeys)
        func level(_ key: String) throws(DefinitionError) -> Color {
            try color(required(entries, key, path: path, parent: node), path: "\(path).\(key)")
        }
        return Theme.Palette(background: try level("background"), primary: try level("primary"),
                             secondary: try level("secondary"), tertiary: try level("tertiary"))
    }

    func color(_ node: SourceNode, path: String) throws(DefinitionError) -> Color {
        if case .scalar(_, .null) = node.kind {
            throw error(node, "'\(path)' has no colour; quote hex colours (\"#1c1c1e\"): YAML reads an unquoted # as a comment")
        }
        guard let text = node.string else {
            throw error(node, "'\(path)' must be a colour (\(ThemeReader.allowedColors)), found \(node.kindDescription)")
        }
        guard let color = Theme.themeColor(text) else {
            var message = "unknown colour '\(text)' for '\(path)'; write \(ThemeReader.allowedColors)"
            if Theme.namedColors.contains(text) || text.hasPrefix(".") {
                message += " (SwiftUI names such as '\(text)' belong in an activity definition, not a theme)"
            }
            throw error(node, message)
        }
        return color
    }

    /// `colors:`: SwiftUI names to terminal colours. Every name is present in the result, a missing
    /// one as `.default`, so `Theme.color(named:on:)` never has to guess.
    func namedColors(_ node: SourceNode?) throws(DefinitionError) -> [String: Color] {
        var colors = Dictionary(uniqueKeysWithValues: Theme.namedColors.map { ($0, Color.default) })
        guard let node else { return colors }
        for entry in try mapping(node, path: "colors", keys: Theme.namedColors) {
            guard let name = entry.key.scalarText else { continue }
            colors[name] = try color(entry.value, path: "colors.\(name)")
        }
        return colors
    }

    func glyphSet(_ node: SourceNode?) throws(DefinitionError) -> SymbolGlyphs.GlyphSet {
        guard let node else { return .unicode }
        guard let text = node.string, let set = SymbolGlyphs.GlyphSet(rawValue: text) else {
            let found = node.string.map { "'\($0)'" } ?? node.kindDescription
            let allowed = SymbolGlyphs.GlyphSet.allCases.map(\.rawValue).joined(separator: " or ")
            throw error(node, "'glyphs' must be \(allowed), found \(found)")
        }
        return set
    }

    func bool(_ node: SourceNode?, path: String, default value: Bool) throws(DefinitionError) -> Bool {
        guard let node else { return value }
        guard case .scalar(let text, .bool) = node.kind else {
            let found = node.scalarText.map { "'\($0)'" } ?? node.kindDescription
            throw error(node, "'\(path)' must be true or false, found \(found)")
        }
        return ["true", "yes", "on"].contains(text.lowercased())
    }
}
