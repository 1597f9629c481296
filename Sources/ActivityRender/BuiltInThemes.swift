import ActivityModel

/// The themes shipped with livepeek: the text of each `Themes/*.yaml` file, embedded in the code at
/// build time (`resources: [.embedInCode("Themes")]`), so an installed binary needs no bundle beside
/// it and the files are the one place a theme is written. This module cannot import a YAML parser;
/// callers parse with `DefinitionLoader.parse` and `Theme(source:file:)`, or hand that parser to
/// `theme(named:parse:)`.
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

    /// Each built-in theme's name and the exact text of `Themes/<name>.yaml`, in switcher order.
    public static let all: [(name: String, yaml: String)] = [
        ("dark", PackageResources.dark_yaml), ("light", PackageResources.light_yaml), ("always-on", PackageResources.always_on_yaml),
        ("high-contrast", PackageResources.high_contrast_yaml), ("monochrome", PackageResources.monochrome_yaml),
    ].map { ($0.0, String(decoding: $0.1, as: UTF8.self)) }
}
