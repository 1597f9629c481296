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
            provider token, size) and answered with APNs' status, the request's own apns-id and \
            reason; every push APNs would accept is then judged as the phone would (applied, \
            ignored, rejected) and answered 200 whatever the verdict. Each token is one activity.

            Without TLS, HTTP/2 with prior knowledge (h2c) and HTTP/1.1 share the port \
            (http://HOST:PORT). With --tls-self-signed or --tls-cert/--tls-key every connection is \
            TLS (https://HOST:PORT): ALPN h2 or, for a client that names no protocol (aioapns), \
            HTTP/2 read from its first bytes, as Apple's servers serve it. HTTP/1.1 is served but \
            marked (a warning once per connection, "protocol" in JSON lines), as APNs refuses it; \
            --strict refuses it too. A connection idle for --idle-timeout seconds is closed with \
            GOAWAY IdleTimeout; a failed TLS handshake or a protocol error is logged.

            With --headless it prints "listening on URL" on standard error once it accepts \
            connections and one line per request (and per connection event) on standard output; \
            without, it is the preview screen, whose status bar shows the address and the request \
            count and whose log pane lists every request, refused ones too, with its status, reason \
            and verdict. SIGINT or SIGTERM stop it as APNs stops a server: GOAWAY on every \
            connection, the requests begun answered, then the record synced and closed.

            Examples:
              livepeek serve Samples/delivery --headless
              livepeek serve Samples/delivery --headless --port 0 --format json \\
                --record pushes.ndjson
              livepeek serve Samples/delivery --headless --tls-self-signed \\
                --auth-key AuthKey_ABC123DEFG.p8 --team-id TEAM123456
              livepeek serve MyWidget/ --activity DeliveryAttributes \\
                --attributes attributes.json
              curl --http2-prior-knowledge http://127.0.0.1:2197/3/device/<token> \\
                -H 'apns-push-type: liveactivity' \\
                -H 'apns-topic: com.example.app.push-type.liveactivity' \\
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

    @Option(name: .customLong("record-limit"),
            help: "The most the --record file may hold (bytes, or with K, M or G); past it pushes are answered 500 and said why.")
    var recordLimit: String = "1G"

    @Option(help: "Output format with --headless: text or json (one NDJSON object per request).")
    var format: ReportFormat = .text

    @Option(name: .customLong("bundle-id"), help: "Accept only topics of this bundle id (repeatable).")
    var bundleIDs: [String] = []

    @Option(name: .customLong("auth-key"), help: "An APNs auth key (AuthKey_KEYID.p8): provider tokens must be signed with it.")
    var authKey: String?

    @Option(name: .customLong("team-id"), help: "The team id provider tokens must name as their issuer (with --auth-key).")
    var teamID: String?

    @Option(name: .customLong("key-id"),
            help: "The key id provider tokens must name (kid), with --auth-key; by default the file name's (AuthKey_KEYID.p8).")
    var keyID: String?

    @Option(name: .customLong("tls-cert"), help: "Speak TLS (ALPN h2) with this PEM certificate chain (with --tls-key).")
    var tlsCert: String?

    @Option(name: .customLong("tls-key"), help: "The PEM private key of --tls-cert.")
    var tlsKey: String?

    @Flag(name: .customLong("tls-self-signed"),
          help: "Speak TLS with a self-signed certificate for localhost, 127.0.0.1 and ::1, kept in --tls-dir and reused; prints its path.")
    var tlsSelfSigned = false

    @Option(name: .customLong("client-ca"),
            help: "Ask TLS clients for a certificate signed by a CA in this PEM file: certificate auth, its topics and environment checked as APNs does.")
    var clientCA: String?

    @Option(help: "The APNs environment stood for, production or development (sandbox): a client certificate for the other is refused.")
    var environment: ClientCertificate.Environment = .production

    @Option(name: .customLong("tls-dir"), help: "Where --tls-self-signed keeps its certificate and key (default: ~/.local/share/livepeek/tls).")
    var tlsDir: String?

    @Option(name: .customLong("idle-timeout"),
            help: "Seconds a connection may send nothing before it is closed (HTTP/2: GOAWAY IdleTimeout); APNs keeps connections long.")
    var idleTimeout: Int = PushListener.defaultIdleSeconds

    @Flag(help: "Refuse HTTP/1.1 as APNs does (GOAWAY PROTOCOL_ERROR) instead of serving it with a warning.")
    var strict = false

    func validate() throws {
        if (tlsCert == nil) != (tlsKey == nil) { throw ValidationError("--tls-cert and --tls-key go together") }
        if tlsSelfSigned, tlsCert != nil { throw ValidationError("--tls-self-signed or --tls-cert/--tls-key, not both") }
        if tlsDir != nil, !tlsSelfSigned { throw ValidationError("--tls-dir goes with --tls-self-signed") }
        if clientCA != nil, !tlsSelfSigned, tlsCert == nil { throw ValidationError("--client-ca needs TLS: --tls-self-signed or --tls-cert/--tls-key") }
        if (authKey == nil) != (teamID == nil) { throw ValidationError("--auth-key and --team-id go together") }
        if keyID != nil, authKey == nil { throw ValidationError("--key-id goes with --auth-key and --team-id") }
        if let keyID, keyID.isEmpty { throw ValidationError("--key-id must not be empty") }
        guard idleTimeout >= 1 else { throw ValidationError("--idle-timeout must be at least 1 second, found \(idleTimeout)") }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535, found \(port)") }
        if !headless, format != .text { throw ValidationError("--format is for --headless output") }
        guard Serve.bytes(recordLimit) != nil else { throw ValidationError("--record-limit must be a size like 1G, 500M or 65536, found \(recordLimit)") }
    }

    func run() throws {
        var tokens = ProviderTokenCheck()
        if let authKey, let teamID {
            do {
                tokens = ProviderTokenCheck(key: try ProviderTokenCheck.loadKey(path: authKey, teamID: teamID, keyID: keyID))
            } catch {
                throw LivepeekError("\(error)")
            }
            if tokens.key?.keyID == nil {
                StandardError.warning("\(authKey): the file name gives no key id (Apple names it AuthKey_KEYID.p8) and no "
                                    + "--key-id was given: tokens naming any kid are accepted here, and APNs refuses a kid that is not the key's "
                                    + "(403 InvalidProviderToken)")
            }
        }
        if !PushListener.isLoopback(host), authKey == nil, clientCA == nil {
            StandardError.warning("listening on \(host) without --auth-key or --client-ca: anyone who can reach this address "
                                + "can drive the screen and fill the record")
        }
        let rules = APNSRules(bundleIDs: bundleIDs.isEmpty ? nil : Set(bundleIDs), providerTokens: tokens, environment: environment)
        var tls: TLSSetup.Identity? = nil
        if let tlsCert, let tlsKey { tls = TLSSetup.Identity(certificatePath: tlsCert, keyPath: tlsKey) }
        if tlsSelfSigned {
            let folder = Serve.tlsFolder(tlsDir)
            do {
                let (identity, created) = try TLSSetup.selfSigned(in: folder)
                tls = identity
                let path = identity.certificatePath
                StandardError.write("\(created ? "made a" : "reusing the") self-signed certificate for localhost, 127.0.0.1 and ::1 "
                                    + "(trust it: curl --cacert CERT; Python: ssl.create_default_context(cafile=CERT)); CERT is:")
                StandardError.write(path)
            } catch {
                throw LivepeekError("cannot keep a self-signed certificate in \(folder.path): \(error) (choose another folder with --tls-dir)")
            }
        }
        var pushRecord: PushRecord? = nil
        if let record {
            do { pushRecord = try PushRecord(path: record, limit: Serve.bytes(recordLimit)) } catch {
                throw LivepeekError("\(error)")
            }
        }
        guard headless else {
            // The preview screen, with the endpoint's requests as its live feed.
            try PreviewSession(activity: activity, swiftSource: swiftSource).run(endpoint: .init(host: host, port: port, record: pushRecord, rules: rules, tls: tls, idleSeconds: idleTimeout,
                                            strict: strict, clientCA: clientCA))
            return
        }
        let loaded = try CommandSupport.loadDefinition(activity, swift: swiftSource)
        let log = ServeLog(format: format, style: .forStandardOutput())
        let recordPath = record ?? ""
        // Both called in order, one line at a time (after the endpoint's lock): lines never interleave.
        let endpoint = PushEndpoint(definition: loaded.definition, rules: rules, record: pushRecord, observer: { served in
            Serve.writeOut(log.line(for: served))
            if let failure = served.recordFailure {
                StandardError.write(LivepeekError("\(recordPath): \(failure): pushes are answered 500 from now on").description)
            }
        }, connections: { event in
            Serve.writeOut(log.line(for: event))
        })
        let listener: PushListener
        do {
            listener = try PushListener.start(host: host, port: port, endpoint: endpoint, tls: tls, idleSeconds: idleTimeout, strict: strict,
                                              clientCA: clientCA)
        } catch {
            throw LivepeekError("\(error)")
        }
        // GOAWAY, the begun requests answered, the connections closed: only then is the record closed,
        // so no push is answered 200 and missing from it, and no line follows its close. Set before
        // "listening on", which a client or a supervisor may answer with SIGTERM at once.
        Serve.stopOnSignals {
            listener.shutdown()
            endpoint.finish()
        }
        StandardError.write("listening on \(Serve.url(host: host, port: listener.port, tls: tls != nil))")
        try listener.wait()
        endpoint.finish()
    }

    /// `65536`, `64K`, `500M`, `2G` in bytes (powers of 1024); nil for anything else.
    static func bytes(_ text: String) -> Int? {
        let units: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        guard let last = text.uppercased().last else { return nil }
        let (digits, unit) = units[last].map { (text.dropLast(), $0) } ?? (Substring(text), 1)
        guard let count = Int(digits), count > 0 else { return nil }
        let (total, overflow) = count.multipliedReportingOverflow(by: unit)
        return overflow ? nil : total
    }

    /// `--tls-dir`, else `$XDG_DATA_HOME/livepeek/tls` (`~/.local/share/livepeek/tls`).
    static func tlsFolder(_ given: String?) -> URL {
        if let given { return URL(fileURLWithPath: given) }
        let environment = ProcessInfo.processInfo.environment
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("livepeek/tls")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share/livepeek/tls")
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

extension ClientCertificate.Environment: ExpressibleByArgument {}
