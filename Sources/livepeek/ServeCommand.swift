import ActivityModel
import ArgumentParser
import Foundation
import PushServer

/// `livepeek serve`: the APNs endpoint a backend points at, and the phone's verdict on each push.
struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Accept APNs requests for an activity and say what APNs and the phone would do with each.",
        discussion: """
            Point the APNs host your server uses at this address. Each POST /3/device/<token> (and \
            broadcast, POST /4/broadcasts/apps/<bundle id>) is checked as APNs checks it (headers, \
            provider token, size) and answered with APNs' status, apns-id and reason; every push \
            APNs would accept is then judged as the phone would (applied, ignored, rejected) and \
            answered 200 whatever the verdict. Each token is one activity. HTTP/1.1 and HTTP/2 \
            with prior knowledge share the port. With --headless it prints "listening on \
            http://HOST:PORT" on standard error once it accepts connections and one line per \
            request on standard output; without, it is the preview screen, whose status bar shows \
            the address and the request count and whose log pane lists every request, refused ones \
            too, with its status, reason and verdict. SIGINT or SIGTERM stop it.

            Examples:
              livepeek serve Samples/delivery --headless
              livepeek serve Samples/delivery --headless --port 0 --format json --record pushes.ndjson
              livepeek serve MyWidget/ --activity DeliveryAttributes --attributes attributes.json
              curl --http2-prior-knowledge http://127.0.0.1:2197/3/device/<token> \\
                -H 'apns-push-type: liveactivity' -H 'apns-topic: com.example.app.push-type.liveactivity' \\
                -d @push.json
            """
    )

    @Argument(help: CommandSupport.activityHelp, completion: Completions.activity)
    var activity: String

    @OptionGroup var swiftSource: SwiftSourceOptions

    @Option(help: "The address to listen on (loopback by default).")
    var host = "127.0.0.1"

    @Option(help: "The port (APNs' alternative port by default; 0 picks a free one).")
    var port = 2197

    @Flag(help: "Write one line per request to standard output instead of showing the preview.")
    var headless = false

    @Option(help: "Append every push answered 200 to this feed file (replayable with validate, dump, preview).")
    var record: String?

    @Option(help: "Output format with --headless: text or json (one NDJSON object per request).")
    var format: ReportFormat = .text

    @Option(name: .customLong("bundle-id"), help: "Accept only topics of this bundle id (repeatable).")
    var bundleIDs: [String] = []

    @Option(name: .customLong("auth-key"), help: "An APNs auth key (AuthKey_KEYID.p8): provider tokens must be signed with it.")
    var authKey: String?

    @Option(name: .customLong("team-id"), help: "The team id provider tokens must name as their issuer (with --auth-key).")
    var teamID: String?

    @Option(name: .customLong("tls-cert"), help: "Speak TLS (ALPN h2) with this PEM certificate chain (with --tls-key).")
    var tlsCert: String?

    @Option(name: .customLong("tls-key"), help: "The PEM private key of --tls-cert.")
    var tlsKey: String?

    @Flag(name: .customLong("tls-self-signed"), help: "Speak TLS with a new certificate for localhost, 127.0.0.1 and ::1; says where it wrote it.")
    var tlsSelfSigned = false

    /// How long a connection may send nothing before it is closed; for tests, not for people.
    @Option(name: .customLong("idle-timeout"), help: .hidden)
    var idleTimeout: Int = 60

    func validate() throws {
        if (tlsCert == nil) != (tlsKey == nil) { throw ValidationError("--tls-cert and --tls-key go together") }
        if tlsSelfSigned, tlsCert != nil { throw ValidationError("--tls-self-signed or --tls-cert/--tls-key, not both") }
        if (authKey == nil) != (teamID == nil) { throw ValidationError("--auth-key and --team-id go together") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535, found \(port)") }
        if !headless, format != .text { throw ValidationError("--format is for --headless output") }
    }

    func run() throws {
        var tokens = ProviderTokenCheck()
        if let authKey, let teamID {
            do {
                tokens = ProviderTokenCheck(key: try ProviderTokenCheck.loadKey(path: authKey, teamID: teamID))
            } catch {
                StandardError.write("livepeek: \(error)")
                throw ExitCode(2)
            }
        }
        let rules = APNSRules(bundleIDs: bundleIDs.isEmpty ? nil : Set(bundleIDs), providerTokens: tokens)
        var tls: TLSSetup.Identity? = nil
        if let tlsCert, let tlsKey { tls = TLSSetup.Identity(certificatePath: tlsCert, keyPath: tlsKey) }
        if tlsSelfSigned {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-tls-\(getpid())")
            do { tls = try TLSSetup.makeSelfSigned(in: folder) } catch {
                StandardError.write("livepeek: cannot write a self-signed certificate in \(folder.path): \(error)")
                throw ExitCode(2)
            }
            if let path = tls?.certificatePath {
                StandardError.write("self-signed certificate for localhost, 127.0.0.1 and ::1: \(path) (trust it: curl --cacert \(path))")
            }
        }
        var pushRecord: PushRecord? = nil
        if let record {
            do { pushRecord = try PushRecord(path: record) } catch {
                StandardError.write("livepeek: \(error)")
                throw ExitCode(2)
            }
        }
        guard headless else {
            // The preview screen, with the endpoint's requests as its live feed.
            var preview = try Preview.parse([activity])
            preview.swiftSource = swiftSource
            try preview.run(endpoint: .init(host: host, port: port, record: pushRecord, rules: rules, tls: tls, idleSeconds: idleTimeout))
            return
        }
        let loaded = try CommandSupport.loadDefinition(activity, swift: swiftSource)
        let log = ServeLog(format: format, style: .forStandardOutput())
        let recordPath = record ?? ""
        let endpoint = PushEndpoint(definition: loaded.definition, rules: rules, record: pushRecord) { served in
            // Called in answer order, one request at a time (after the endpoint's lock): lines never interleave.
            Serve.writeOut(log.line(for: served))
            if let failure = served.recordFailure {
                StandardError.write("livepeek: \(recordPath): \(failure): pushes are answered 500 from now on")
            }
        }
        let listener: PushListener
        do {
            listener = try PushListener.start(host: host, port: port, endpoint: endpoint, tls: tls,
                                              idleSeconds: idleTimeout)
        } catch {
            StandardError.write("livepeek: cannot listen on \(host):\(port): \(error)")
            throw ExitCode(2)
        }
        StandardError.write("listening on \(Serve.url(host: host, port: listener.port, tls: tls != nil))")
        Serve.stopOnSignals { endpoint.finish() }
        try listener.wait()
        endpoint.finish()
    }

    /// `http://HOST:PORT`, or `https://` with TLS; an IPv6 host in brackets.
    static func url(host: String, port: Int, tls: Bool) -> String {
        "\(tls ? "https" : "http")://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    /// One write(2) per line, so a reader of a pipe sees each request as it is answered.
    static func writeOut(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress?.advanced(by: offset), $0.count - offset) }
            if n <= 0 { break }  // the reader is gone; the record still keeps every push
            offset += n
        }
    }

    /// SIGINT and SIGTERM sync the record and exit 0: a record survives both.
    static func stopOnSignals(_ finish: @escaping @Sendable () -> Void) {
        for sig in [SIGINT, SIGTERM] {
            signal(sig, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: sig, queue: .global())
            source.setEventHandler {
                finish()
                Foundation.exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
    }

    nonisolated(unsafe) static var signalSources: [DispatchSourceSignal] = []
}
