/// `os`'s `Logger` and `os_log`: what a widget logs goes to the device's log, never to its views,
/// so a render accepts every call and shows nothing of it. Timers likewise: a widget's views are
/// drawn at an instant and never run one (`Timer.publish(every:on:in:)` and `.onReceive` change
/// nothing the phone shows), so a timer is a value whose calls do nothing.
extension Library {
    static let timerPublisher = Value.structure(StructValue(type: "Timer.TimerPublisher", fields: []))
    static let timer = Value.structure(StructValue(type: "Timer", fields: []))

    static func timerMethod(_ name: String) -> Value? {
        switch name {
        case "autoconnect", "connect": return timerPublisher
        case "invalidate", "fire", "cancel": return .void
        default: return nil
        }
    }

    static let logger = Value.structure(StructValue(type: "Logger", fields: []))

    static let loggerLevels: Set<String> = [
        "debug", "info", "notice", "error", "warning", "fault", "critical", "log", "trace",
    ]

    static func loggerMethod(_ name: String) -> Value? {
        loggerLevels.contains(name) ? .void : nil
    }
}
