import ActivityModel
import ActivityRender
import Canvas
import Foundation

/// The report `validate` prints, written as the verdicts come: per-payload lines first, then where
/// each activity stands. Streaming keeps memory flat on a feed of any length.
///
/// Besides the phone's three verdicts, a payload can be `pending`: with `--now`, it arrives after
/// that instant, so the phone has not judged it yet. It is listed with when it arrives, without
/// diagnostics, and is not a rejection.
struct ValidationReport {
    var format: ReportFormat
    var style: TerminalStyle
    var output: BufferedOutput
    private(set) var counts = (applied: 0, ignored: 0, rejected: 0, pending: 0)
    private(set) var written = 0

    init(format: ReportFormat, style: TerminalStyle, output: BufferedOutput) {
        self.format = format
        self.style = style
        self.output = output
    }

    mutating func begin() {
        if format == .json { output.write("{\n  \"results\": [") }
    }

    /// - Parameter pending: the payload arrives after `--now`: listed, not judged.
    mutating func add(_ result: PushResult, pending: Bool = false) {
        var result = result
        if pending {
            counts.pending += 1
            result.diagnostics = []
        } else {
            switch result.verdict {
            case .applied: counts.applied += 1
            case .ignored: counts.ignored += 1
            case .rejected: counts.rejected += 1
            }
        }
        let verdict = pending ? ValidationReport.pending : result.verdict.rawValue
        switch format {
        case .json:
            let first = written == 0
            output.write { bytes in
                bytes.append(contentsOf: first ? "\n    ".utf8 : ",\n    ".utf8)
                ValidationReport.writeJSON(result, verdict: verdict, to: &bytes)
            }
        case .text:
            output.write(text(for: result, verdict: verdict))
        }
        written += 1
    }

    mutating func finish(activities: [ActivitySnapshot], now: Date) {
        switch format {
        case .json:
            output.write(written == 0 ? "],\n" : "\n  ],\n")
            output.write("  \"activities\": [")
            for (i, snapshot) in activities.enumerated() {
                output.write((i == 0 ? "\n    " : ",\n    ") + ValidationReport.json(for: snapshot).compactText)
            }
            output.write(activities.isEmpty ? "],\n" : "\n  ],\n")
            output.write("  \"now\": \(JSONValue.quoted(Timestamp.iso8601(now))),\n")
            output.write("  \"summary\": {\"applied\": \(counts.applied), \"ignored\": \(counts.ignored), \"rejected\": \(counts.rejected), "
                         + "\"pending\": \(counts.pending)}\n}\n")
        case .text:
            output.write(summaryText(activities: activities, now: now))
        }
        output.flush()
    }

    // MARK: JSON

    /// The verdict of a payload received after `--now`.
    static let pending = "pending"

    /// One result as compact JSON, written straight into `out` as UTF-8 (this runs once per payload).
    static func writeJSON(_ result: PushResult, verdict: String, to out: inout [UInt8]) {
        append("{\"index\":", to: &out)
        appendDecimal(result.index, to: &out)
        append(",\"line\":", to: &out)
        appendDecimal(result.line, to: &out)
        if let source = result.source {
            append(",\"file\":", to: &out)
            JSONValue.appendQuoted(source, to: &out)
        }
        append(",\"verdict\":\"", to: &out)
        out.append(contentsOf: verdict.utf8)
        out.append(UInt8(ascii: "\""))
        if let event = result.event {
            append(",\"event\":\"", to: &out)
            out.append(contentsOf: event.rawValue.utf8)
            out.append(UInt8(ascii: "\""))
        }
        if let id = result.activityID {
            append(",\"activity\":", to: &out)
            JSONValue.appendQuoted(id, to: &out)
        }
        if let timestamp = result.timestamp {
            append(",\"timestamp\":\"", to: &out)
            Timestamp.appendISO8601(timestamp, to: &out)
            out.append(UInt8(ascii: "\""))
        }
        append(",\"receivedAt\":\"", to: &out)
        Timestamp.appendISO8601(result.receivedAt, to: &out)
        append("\",\"diagnostics\":[", to: &out)
        if !result.diagnostics.isEmpty {
            var text = ""
            for (i, diagnostic) in result.diagnostics.enumerated() {
                if i > 0 { text += "," }
                json(for: diagnostic).write(to: &text)
            }
            out.append(contentsOf: text.utf8)
        }
        append("]}", to: &out)
    }

    /// A literal's bytes, copied from the binary: appending a `String`'s UTF-8 view takes the
    /// generic path, and the report appends several literals a push.
    static func append(_ literal: StaticString, to out: inout [UInt8]) {
        literal.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// `String(value)`'s digits, without the `String`.
    static func appendDecimal(_ value: Int, to out: inout [UInt8]) {
        if value < 0 {
            out.append(contentsOf: String(value).utf8)
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { raw in
            var v = value
            var i = raw.count
            repeat {
                i -= 1
                raw[i] = UInt8(48 + v % 10)
                v /= 10
            } while v > 0
            out.append(contentsOf: raw[i...])
        }
    }

    static func json(for diagnostic: Diagnostic) -> JSONValue {
        var members = [
            JSONMember(key: "severity", value: .string(diagnostic.severity.rawValue)),
            JSONMember(key: "code", value: .string(diagnostic.code)),
            JSONMember(key: "message", value: .string(diagnostic.message)),
        ]
        if let path = diagnostic.path { members.append(JSONMember(key: "path", value: .string(path))) }
        return .object(members)
    }

    static func json(for snapshot: ActivitySnapshot) -> JSONValue {
        let record = snapshot.record
        var members = [
            JSONMember(key: "id", value: .string(record.id)),
            JSONMember(key: "phase", value: .string(snapshot.phase.rawValue)),
            JSONMember(key: "isStale", value: .bool(snapshot.isStale)),
            JSONMember(key: "startedAt", value: .string(Timestamp.iso8601(record.startedAt))),
            JSONMember(key: "lastTimestamp", value: .string(Timestamp.iso8601(record.lastTimestamp))),
            JSONMember(key: "relevanceScore", value: JSONValue.number(record.relevanceScore)),
        ]
        if let stale = record.staleDate { members.append(JSONMember(key: "staleDate", value: .string(Timestamp.iso8601(stale)))) }
        if let ended = record.endedAt { members.append(JSONMember(key: "endedAt", value: .string(Timestamp.iso8601(ended)))) }
        if let reason = record.endReason { members.append(JSONMember(key: "endReason", value: .string(reason.rawValue))) }
        if let dismiss = record.dismissAt { members.append(JSONMember(key: "dismissAt", value: .string(Timestamp.iso8601(dismiss)))) }
        members.append(JSONMember(key: "state", value: record.state.reportJSON))
        return .object(members)
    }

    // MARK: Text

    func text(for result: PushResult, verdict verdictName: String) -> String {
        let number = String(result.line)
        let place = result.source.map { "\($0):\(number)" }
            ?? "line " + String(repeating: " ", count: max(0, 4 - number.count)) + number
        let verdict = ValidationReport.padded(verdictName, 8)
        let painted: String
        switch result.verdict {
        case _ where verdictName == ValidationReport.pending: painted = style.dim(verdict)
        case .applied: painted = style.green(verdict)
        case .ignored: painted = style.yellow(verdict)
        case .rejected: painted = style.red(verdict)
        }
        var out = "\(style.dim(place))  \(painted)  "
        out += result.activityID == nil ? (result.event?.rawValue ?? "-") : ValidationReport.padded(result.event?.rawValue ?? "-", 6)
        // The id is the payload's own `activity` string: made visible like every quoted value, and a
        // push token shortened as `serve` shortens it (the JSON report keeps it whole).
        if let id = result.activityID { out += "  " + Sanitizer.visible(ShortID.of(id)) }
        if let ts = result.timestamp { out += "  " + style.dim(Timestamp.iso8601(ts)) }
        if verdictName == ValidationReport.pending, result.timestamp != result.receivedAt {
            out += "  arrives " + Timestamp.iso8601(result.receivedAt)
        }
        out += "\n"
        return out + ValidationReport.diagnosticLines(result.diagnostics, style: style)
    }

    /// The diagnostics under a result's line, one indented line each (`serve` prints them too).
    static func diagnosticLines(_ diagnostics: [Diagnostic], style: TerminalStyle) -> String {
        var out = ""
        for d in diagnostics {
            let mark: String
            switch d.severity {
            case .error: mark = style.red("error  ")
            case .warning: mark = style.yellow("warning")
            case .info: mark = style.dim("info   ")
            }
            out += "    \(mark) \(style.cyan(d.code))" + DiagnosticText.located(d) + "\n"
        }
        return out
    }

    /// `text` followed by spaces up to `width` characters (Foundation's `padding` bridges through
    /// NSString and cost 8% of `validate` on a large feed).
    static func padded(_ text: String, _ width: Int) -> String {
        let count = text.count
        return count >= width ? text : text + String(repeating: " ", count: width - count)
    }

    func summaryText(activities: [ActivitySnapshot], now: Date) -> String {
        var out = "\n\(written) payload\(written == 1 ? "" : "s"): "
        out += "\(style.green("\(counts.applied) applied")), \(style.yellow("\(counts.ignored) ignored")), \(style.red("\(counts.rejected) rejected"))"
        if counts.pending > 0 { out += ", \(counts.pending) pending (received after \(Timestamp.iso8601(now)))" }
        out += "\n"
        if activities.isEmpty { out += "no activity started\n" }
        for snapshot in activities {
            let record = snapshot.record
            var line = "at \(Timestamp.iso8601(now)): \(style.bold(Sanitizer.visible(ShortID.of(snapshot.id)))) \(snapshot.phase.rawValue)"
            switch snapshot.phase {
            case .active:
                if let stale = record.staleDate { line += ", stale at \(Timestamp.iso8601(stale))" }
            case .stale:
                if let stale = record.staleDate { line += " since \(Timestamp.iso8601(stale))" }
            case .ended, .dismissed:
                if let ended = record.endedAt {
                    line += record.endReason == .activeLimit
                        ? " by the 8-hour limit at \(Timestamp.iso8601(ended))" : " at \(Timestamp.iso8601(ended))"
                }
                if snapshot.isStale { line += " (stale)" }
                if let dismiss = record.dismissAt, dismiss != record.endedAt || snapshot.phase == .ended {
                    line += snapshot.phase == .ended
                        ? "; leaves the Lock Screen at \(Timestamp.iso8601(dismiss))" : "; removed at \(Timestamp.iso8601(dismiss))"
                }
            }
            out += line + "\n"
        }
        return out
    }
}
