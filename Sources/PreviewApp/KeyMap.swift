import Canvas

/// What a key asks the preview to do.
public enum PreviewCommand: Sendable, Hashable, CaseIterable {
    case quit, suspend, help, stale, rightToLeft, device, compareDevices, islandLimited, theme, alwaysOn
    case largerText, smallerText
    case minuteForward, minuteBack, tenMinutesForward, tenMinutesBack, realTime
    case pauseFeed, focusExpanded, surfaces, historyBack, historyForward, log, scrollUp, scrollDown
}

/// One line of the key map: the keys, how the help names them, and what they do.
public struct KeyBinding: Sendable {
    public var keys: [Key]
    /// The keys as the help overlay and README write them (`]` / `[`).
    public var label: String
    public var command: PreviewCommand
    public var summary: String
}

/// The keys of the preview, in the order the help overlay lists them. The README's key table is
/// checked against this list by a test, so the two cannot drift apart.
public enum KeyMap {
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.character("q"), .control("c")], label: "q, Ctrl-C", command: .quit, summary: "quit"),
        KeyBinding(keys: [.control("z")], label: "Ctrl-Z", command: .suspend, summary: "suspend to the shell (fg comes back)"),
        KeyBinding(keys: [.character("?"), .character("h")], label: "?", command: .help, summary: "this help"),
        KeyBinding(keys: [.character("s")], label: "s", command: .stale, summary: "force stale on/off"),
        KeyBinding(keys: [.character("r")], label: "r", command: .rightToLeft, summary: "right-to-left on/off"),
        KeyBinding(keys: [.character("d")], label: "d", command: .device, summary: "next device"),
        KeyBinding(keys: [.character("c")], label: "c", command: .compareDevices, summary: "every device side by side on/off (d pages through them)"),
        KeyBinding(keys: [.character("i")], label: "i", command: .islandLimited,
                   summary: "island limited in width on/off (iOS 27, landscape: compact sides keep to the HIG's size)"),
        KeyBinding(keys: [.character("t")], label: "t", command: .theme, summary: "next theme"),
        KeyBinding(keys: [.character("a")], label: "a", command: .alwaysOn, summary: "Always-On on/off"),
        KeyBinding(keys: [.character("+"), .character("=")], label: "+", command: .largerText, summary: "larger text (Dynamic Type)"),
        KeyBinding(keys: [.character("-"), .character("_")], label: "-", command: .smallerText, summary: "smaller text"),
        KeyBinding(keys: [.character("]")], label: "]", command: .minuteForward, summary: "one minute forward"),
        KeyBinding(keys: [.character("[")], label: "[", command: .minuteBack, summary: "one minute back"),
        KeyBinding(keys: [.character("}")], label: "}", command: .tenMinutesForward, summary: "ten minutes forward"),
        KeyBinding(keys: [.character("{")], label: "{", command: .tenMinutesBack, summary: "ten minutes back"),
        KeyBinding(keys: [.character("0")], label: "0", command: .realTime, summary: "back to real time (no travel)"),
        KeyBinding(keys: [.character(" ")], label: "space", command: .pauseFeed, summary: "pause/resume the feed"),
        KeyBinding(keys: [.character("e")], label: "e", command: .focusExpanded, summary: "focus the expanded presentation"),
        KeyBinding(keys: [.character("v")], label: "v", command: .surfaces,
                   summary: "next surface: the phone, StandBy, Apple Watch, CarPlay, Mac menu bar"),
        KeyBinding(keys: [.left], label: "←", command: .historyBack, summary: "back to the previous applied push (the clock goes with it)"),
        KeyBinding(keys: [.right], label: "→", command: .historyForward, summary: "on to the next push waiting for the clock (or back to real time)"),
        KeyBinding(keys: [.character("l")], label: "l", command: .log, summary: "log pane on/off"),
        KeyBinding(keys: [.up, .pageUp, .character("k")], label: "↑, PgUp", command: .scrollUp, summary: "scroll the log back"),
        KeyBinding(keys: [.down, .pageDown, .character("j")], label: "↓, PgDn", command: .scrollDown, summary: "scroll the log forward"),
    ]

    /// The command bound to `key`, or nil.
    public static func command(for key: Key) -> PreviewCommand? {
        // Letters are bound in lower case; Caps Lock should not make the preview deaf.
        var key = key
        if case .character(let c) = key, c.isUppercase, let lower = c.lowercased().first { key = .character(lower) }
        return bindings.first { $0.keys.contains(key) }?.command
    }
}
