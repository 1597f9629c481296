import ActivityModel
import ArgumentParser
import Foundation
import PushServer

/// The endpoint as the interactive preview's live feed (`serve` without `--headless`,
/// `preview --listen`): each push APNs would accept is written, as its record line, into a pipe the
/// preview reads like any live feed (`/dev/fd/N`), so the screen judges it with the same pipeline
/// and shows it in the log pane.
///
/// The pipe's writes do not hold the server up: when the screen falls more than the pipe's 1 MiB
/// behind (a paused feed), lines for the screen are dropped whole; the record keeps them all.
final class LiveEndpoint: @unchecked Sendable {
    let listener: PushListener
    let readDescriptor: Int32
    let url: String
    var feedPath: String { "/dev/fd/\(readDescriptor)" }

    /// Options shared by `serve` and `preview --listen`.
    struct Options {
        var host = "127.0.0.1"
        var port = 2197
        var record: String?
        var rules = APNSRules()
        var tls: TLSSetup.Identity?
    }

    static func start(definition: ActivityDefinition, options: Options) throws -> LiveEndpoint {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw ValidationError("cannot make a pipe: \(String(cString: strerror(errno)))") }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(writeEnd, 1031 /* F_SETPIPE_SZ */, 1 << 20)
        var pushRecord: PushRecord? = nil
        if let record = options.record { pushRecord = try PushRecord(path: record) }
        let endpoint = PushEndpoint(definition: definition, rules: options.rules, record: pushRecord, feedSink: { line in
            LiveEndpoint.send(line, to: writeEnd)
        }, observer: { _ in })
        let listener = try PushListener.start(host: options.host, port: options.port, endpoint: endpoint, tls: options.tls)
        let shownHost = options.host.contains(":") ? "[\(options.host)]" : options.host
        return LiveEndpoint(listener: listener, readDescriptor: readEnd, url: "\(options.tls == nil ? "http" : "https")://\(shownHost):\(listener.port)")
    }

    /// Syncs the record: the preview restores the terminal on SIGINT/SIGTERM and returns, then this.
    func finish() {
        listener.endpoint.finish()
    }

    /// Writes a line whole or not at all. Up to PIPE_BUF (4 KiB) a non-blocking write is atomic;
    /// a longer line that went in part is finished (for at most 100 ms), so framing never breaks.
    static func send(_ line: [UInt8], to descriptor: Int32) {
        var offset = 0
        var waits = 0
        while offset < line.count {
            let n = line.withUnsafeBytes { raw in write(descriptor, raw.baseAddress?.advanced(by: offset), raw.count - offset) }
            if n > 0 {
                offset += n
            } else if n < 0, errno == EAGAIN, offset > 0, waits < 100 {
                waits += 1
                usleep(1000)
            } else if n < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }

    init(listener: PushListener, readDescriptor: Int32, url: String) {
        self.listener = listener
        self.readDescriptor = readDescriptor
        self.url = url
    }

    /// `[HOST:]PORT` of `--listen`.
    static func parseAddress(_ text: String) -> (host: String, port: Int)? {
        let host: String, portText: Substring
        if let colon = text.lastIndex(of: ":") {
            host = String(text[..<colon]).trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            portText = text[text.index(after: colon)...]
        } else {
            host = "127.0.0.1"
            portText = Substring(text)
        }
        guard !host.isEmpty, let port = Int(portText), (0...65535).contains(port) else { return nil }
        return (host, port)
    }
}
