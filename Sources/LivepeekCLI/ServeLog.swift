import ActivityModel
import ActivityRender
import Canvas
import Foundation
import PreviewApp
import PushServer

/// `serve --headless`'s output: one line per request, as it is answered (plus, in text, the
/// diagnostics indented below it), and one per connection event. JSON request lines carry `status`,
/// `reason` (refused), `apnsId`, `protocol`, `token`, `verdict` and `diagnostics`; connection lines
/// carry `connection` (the client's address), `event`, `failure` and `message`, and no `status`.
struct ServeLog {
    var format: ReportFormat
    var style: TerminalStyle

    func line(for served: ServedRequest) -> String {
        format == .json ? json(for: served) : text(for: served)
    }

    func json(for served: ServedRequest) -> String {
        var out = "{\"status\":\(served.response.status)"
        if let reason = served.response.reason { out += ",\"reason\":\"\(reason.rawValue)\"" }
        // As the client sent it: not necessarily a UUID, so escaped like any string from a request.
        out += ",\"apnsId\":"
        JSONValue.writeString(served.response.apnsID, to: &out)
        out += ",\"protocol\":\"\(served.protocolName)\",\"method\":"
        JSONValue.writeString(served.method, to: &out)
        out += ",\"path\":"
        JSONValue.writeString(served.path, to: &out)
        out += ",\"token\":"
        if let token = served.token { JSONValue.writeString(token, to: &out) } else { out += "null" }
        if let channel = served.channelID {
            out += ",\"channel\":"
            JSONValue.writeString(channel, to: &out)
            out += ",\"activities\":["
            for (i, result) in served.results.enumerated() {
                if i > 0 { out += "," }
                JSONValue.writeString(result.activityID ?? "", to: &out)
            }
            out += "]"
        }
        out += ",\"verdict\":"
        out += served.verdict.map { "\"\($0.rawValue)\"" } ?? "null"
        if let event = served.results.first?.event { out += ",\"event\":\"\(event.rawValue)\"" }
        if let phase = served.phase { out += ",\"phase\":\"\(phase.rawValue)\"" }
        out += ",\"receivedAt\":\"\(Timestamp.iso8601(served.receivedAt))\",\"diagnostics\":["
        for (i, diagnostic) in served.diagnostics.enumerated() {
            if i > 0 { out += "," }
            ValidationReport.json(for: diagnostic).write(to: &out)
        }
        return out + "]}\n"
    }

    func text(for served: ServedRequest) -> String {
        let status = String(served.response.status)
        var out = ""
        out.reserveCapacity(128)  // one allocation for the line, not one per part appended
        if let reason = served.response.reason {
            out += style.red(Sanitizer.visible(RequestText.refused(status: served.response.status, reason: reason.rawValue,
                                                                   method: served.method, path: served.path, token: served.token)))
        } else if let verdict = served.verdict {
            out += served.response.status == 200 ? style.green(status) : style.red(status)
            // Appended part by part: `"  " + part` would make a string of its own each time.
            let padded = ValidationReport.padded(verdict.rawValue, 8)
            out += "  "
            switch verdict {
            case .applied: out += style.green(padded)
            case .ignored: out += style.yellow(padded)
            case .rejected: out += style.red(padded)
            }
            out += "  "
            out += ValidationReport.padded(served.results.first?.event?.rawValue ?? "-", 6)
            if let phase = served.phase {
                out += "  "
                out += phase == .active ? ValidationReport.padded(phase.rawValue, 9) : style.yellow(ValidationReport.padded(phase.rawValue, 9))
            }
            if let channel = served.channelID {
                out += "  channel " + Sanitizer.visible(channel) + " (\(served.results.count) activit\(served.results.count == 1 ? "y" : "ies"))"
            } else if let token = served.token {
                out += "  "
                out += Sanitizer.visible(ShortID.of(token))
            }
        } else {
            out += style.yellow(Sanitizer.visible(RequestText.unheard(status: served.response.status, channel: served.channelID)))
        }
        out += "  "
        out += style.dim(Sanitizer.visible(served.response.apnsID))
        out += "\n"
        let diagnostics = served.diagnostics  // gathered from every result: read once
        if !diagnostics.isEmpty { out += ValidationReport.diagnosticLines(diagnostics, style: style) }
        return out
    }

    func line(for event: ConnectionEvent) -> String {
        format == .json ? json(for: event) : text(for: event)
    }

    /// `{"connection": PEER, "event": KIND, "message": …, "at": …}`: no `status`, as no request was answered.
    func json(for event: ConnectionEvent) -> String {
        var out = "{\"connection\":"
        JSONValue.writeString(event.peer, to: &out)
        out += ",\"event\":\"\(event.kind.rawValue)\",\"failure\":\(event.isFailure),\"message\":"
        JSONValue.writeString(event.message, to: &out)
        return out + ",\"at\":\"\(Timestamp.iso8601(event.at))\"}\n"
    }

    func text(for event: ConnectionEvent) -> String {
        let head = event.isFailure ? style.red("conn") : style.yellow("conn")
        return "\(head)  \(Sanitizer.visible(event.peer))  \(event.kind.rawValue)  \(Sanitizer.visible(event.message))\n"
    }
}
