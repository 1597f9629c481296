import ActivityLayout
import ActivityModel
import ActivityRender
import ArgumentParser
import DefinitionLoader
import Foundation

/// How a scene looks, the same for `dump` and `preview`: the device, the theme, the locale and the
/// text size, with their validation and the loading of a theme file.
struct AppearanceOptions: ParsableArguments {
    @Option(help: "Device: \(DeviceProfile.all.map(\.id).joined(separator: ", ")).", completion: Completions.devices)
    var device: String = DeviceProfile.iPhoneStandard.id

    @Option(
        help: ArgumentHelp(
            "The Dynamic Island: standard (a compact side grows with its content, as devices show it) or limited "
                + "(iOS 27's limited width, as in landscape: the HIG's size is the limit).",
            valueName: "standard|limited"))
    var island: IslandOption = .standard

    /// Nil when not given, so that `preview` can start in `monochrome` under `NO_COLOR` unless a
    /// theme is asked for; `themeName` is the theme everything else uses.
    @Option(help: "Theme: \(BuiltInThemes.names.joined(separator: ", ")), or a theme .yaml file (default: \(BuiltInThemes.defaultName)).", completion: Completions.themes)
    var theme: String?

    @Option(
        help:
            ArgumentHelp(
                "Locale, e.g. en, de, ar, he (right to left): the language of a Swift widget's string tables, "
                    + "and its formats."),
        completion: Completions.locales)
    var locale: String = Self.defaultLocale

    static let defaultLocale = "en"

    @Option(name: .customLong("dynamic-type"), help: "Text size: xSmall … xxxLarge, AX1 … AX5.", completion: Completions.dynamicTypeSizes)
    var dynamicType: String = "large"

    /// Nil when not given: `dump` then reads times in UTC, so a golden is the same on every machine,
    /// and `preview` in the machine's zone, as the phone beside it would.
    @Option(name: .customLong("timezone"), help: "Time zone for times of day, e.g. America/New_York, Europe/Berlin, UTC (default: dump UTC, preview the machine's).",
            completion: Completions.timeZones)
    var timezone: String?

    func validate() throws {
        if let timezone, TimeZone(identifier: timezone) == nil {
            throw ValidationError("unknown --timezone '\(timezone)'; give an IANA zone such as America/New_York, Europe/Berlin or UTC")
        }
        guard DeviceProfile.named(device) != nil else {
            throw ValidationError("unknown device '\(device)'; run `livepeek devices` for the list")
        }
        guard DynamicTypeSize(name: dynamicType) != nil else {
            throw ValidationError("unknown --dynamic-type '\(dynamicType)'; use xSmall, small, medium, large, xLarge, xxLarge, xxxLarge or AX1…AX5")
        }
        // Foundation's list of locales takes longer to build than the rest of a dump's options.
        guard locale == Self.defaultLocale || Self.isKnownLocale(locale) else {
            throw ValidationError("unknown --locale '\(locale)'; give a language, or a language and region: en, en-US, de, ar, he")
        }
    }

    /// A locale Foundation's data knows (`en`, `en-US`, `zh-Hant-TW`), in either separator.
    static func isKnownLocale(_ identifier: String) -> Bool {
        guard !identifier.isEmpty else { return false }
        let canonical = identifier.replacingEvery("-", with: "_")
        let known = Locale.availableIdentifiers
        if known.contains(canonical) { return true }
        // A known language with a region or script Foundation lists no data for (`en-ZA` is listed; `fr-AQ` is not).
        let parts = canonical.split(separator: "_", omittingEmptySubsequences: false)
        return known.contains(String(parts[0])) && parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// `--theme`, or the default theme.
    var themeName: String { theme ?? BuiltInThemes.defaultName }

    /// `--device` (checked by `validate`), with `--island`.
    var deviceProfile: DeviceProfile {
        (DeviceProfile.named(device) ?? .iPhoneStandard).islandLimited(island == .limited)
    }

    /// `--timezone` (checked by `validate`), else `fallback`.
    func timeZone(else fallback: TimeZone) -> TimeZone {
        timezone.flatMap(TimeZone.init(identifier:)) ?? fallback
    }

    /// `--dynamic-type` (checked by `validate`).
    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize(name: dynamicType) ?? .large }

    /// The built-in theme called `name`. A broken built-in theme is our bug, but it is still reported
    /// as a definition error with its file and line rather than a crash.
    static func builtInTheme(_ name: String) throws -> Theme? {
        do { return try BuiltInThemes.theme(named: name, parse: DefinitionLoader.parse) } catch {
            throw LivepeekError(error)
        }
    }

    /// `--theme` read as a theme file, for when it is not a built-in theme's name. An unknown name
    /// or a theme file that does not load ends the command with status 2 and says why.
    func themeFile() throws -> Theme {
        try Self.themeFile(themeName)
    }

    /// The theme file `theme`, for a name that is not a built-in theme's.
    static func themeFile(_ theme: String) throws -> Theme {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: theme, isDirectory: &isFolder), isFolder.boolValue {
            throw LivepeekError("--theme '\(theme)' is a folder; give a built-in theme (\(BuiltInThemes.names.joined(separator: ", "))) or a theme's .yaml file")
        }
        guard FileManager.default.fileExists(atPath: theme) else {
            throw LivepeekError("unknown theme '\(theme)'; built in: \(BuiltInThemes.names.joined(separator: ", ")), or give a .yaml file")
        }
        do {
            return try Theme(source: DefinitionLoader.parse(try CommandSupport.readText(theme), file: theme), file: theme)
        } catch let error as DefinitionError {
            throw LivepeekError(error)
        }
    }
}

/// `--island`: how wide the Dynamic Island lets a compact side grow.
enum IslandOption: String, CaseIterable, ExpressibleByArgument {
    case standard, limited
}
