import ActivityModel
import ArgumentParser
import Foundation

/// `--now TIME`: ISO-8601 (`2026-11-22T10:00:00Z`) or Unix seconds.
struct TimeArgument: ExpressibleByArgument {
    var date: Date

    init?(argument: String) {
        guard let date = Timestamp.parseInstant(argument) else { return nil }
        self.date = date
    }

    static var defaultValueDescription: String { "ISO-8601 or Unix seconds" }
}

/// `--after DURATION`: `90s`, `5m`, `2h`, `1h30m`.
struct DurationArgument: ExpressibleByArgument {
    var seconds: TimeInterval

    init?(argument: String) {
        guard let seconds = Timestamp.parseDuration(argument) else { return nil }
        self.seconds = seconds
    }
}

/// `--format` for reports.
enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
