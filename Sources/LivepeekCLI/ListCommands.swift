import ActivityModel
import ActivityRender
import ArgumentParser

/// `livepeek devices`: the built-in device profiles and their sizes in points.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the built-in device profiles.")

    func run() {
        for device in DeviceProfile.all {
            var line = "\(device.id.padding(to: 18))\(device.name.padding(to: 34)) lock screen \(fmt(device.lockScreenWidth)) pt"
            if let island = device.island {
                line += ", compact ≤ \(fmt(island.compactMaxWidth)) pt, minimal \(fmt(island.minimalWidth.lowerBound))–\(fmt(island.minimalWidth.upperBound)) pt, expanded \(fmt(island.expandedWidth)) pt"
            } else {
                line += ", no Dynamic Island (the Lock Screen view shows as the banner)"
            }
            print(line)
        }
    }

    func fmt(_ d: Double) -> String { NumberText.of(d) }
}

/// `livepeek themes`: the built-in themes.
struct Themes: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "themes", abstract: "List the built-in themes (or pass a theme .yaml file to --theme).")

    func run() {
        for name in BuiltInThemes.names { print(name + (name == BuiltInThemes.defaultName ? " (default)" : "")) }
    }
}

/// `livepeek symbols`: the SF Symbols livepeek can draw, with their glyphs.
struct Symbols: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "symbols", abstract: "List the SF Symbol names livepeek draws, with their glyphs.")

    @Option(help: "Only names containing this text.")
    var matching: String?

    func run() {
        for name in SymbolGlyphs.allNames where matching.map({ name.contains($0) }) ?? true {
            let unicode = SymbolGlyphs.glyph(for: name, set: .unicode)?.glyph ?? "?"
            let ascii = SymbolGlyphs.glyph(for: name, set: .ascii)?.glyph ?? "?"
            print("\(unicode)\t\(ascii)\t\(name)")
        }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
