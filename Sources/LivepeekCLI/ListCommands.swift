import ActivityModel
import ActivityRender
import ArgumentParser

/// `livepeek devices`: the built-in device profiles and their sizes in points.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "List the built-in device profiles.")

    func run() {
        for device in DeviceProfile.all {
            // The sizes go under the name, indented, so each line fits 80 columns.
            print(device.id.padding(to: 18) + device.name)
            var line = "    lock screen \(fmt(device.lockScreenWidth))"
            if let island = device.island {
                line += ", compact ≤ \(fmt(island.compactMaxWidth)), minimal \(fmt(island.minimalWidth.lowerBound))–\(fmt(island.minimalWidth.upperBound))"
                    + ", expanded \(fmt(island.expandedWidth)) pt"
            } else {
                line += " pt, no Dynamic Island (the Lock Screen view is the banner)"
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
