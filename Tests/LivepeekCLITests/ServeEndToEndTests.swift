import Crypto
import Foundation
import Testing

/// `livepeek serve` started from the built binary and spoken to by real clients: curl over
/// HTTP/1.1 and h2c, and Python's httpx over HTTP/2 with many concurrent streams.
@Suite(.serialized) struct ServeEndToEndTests {
    static let token = String(repeating: "a1", count: 40)
    static let topic = "com.example.delivery.push-type.liveactivity"
    static let activity = BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery").path

    static func startBody(_ t: Int) -> String {
        #"{"aps":{"timestamp":\#(t),"event":"start","attributes-type":"DeliveryAttributes","attributes":{"orderNumber":42,"restaurantName":"Pizza Place"},"content-state":{"driverName":"Marco","estimatedDeliveryTime":[817035900,817036500],"currentStep":"confirmed","note":null},"alert":{"title":"Order confirmed","body":"On it"}}}"#
    }

    static func updateBody(_ t: Int, step: String = "preparing") -> String {
        #"{"aps":{"timestamp":\#(t),"event":"update","content-state":{"driverName":"Marco","estimatedDeliveryTime":[817035900,817036500],"currentStep":"\#(step)"}}}"#
    }

    struct Answer {
        var status: Int
        var apnsID: String?
        var body: String
        var version: String
    }

    /// One request with curl; `h2` uses HTTP/2 with prior knowledge.
    static func curl(port: Int, path: String = "/3/device/\(token)", method: String = "POST", h2: Bool,
                     headers: [String] = ["apns-push-type: liveactivity", "apns-topic: \(topic)"], body: String?) throws -> Answer {
        var arguments = ["curl", "-s", "-S", "--max-time", "10", "-D", "-", "-X", method]
        arguments.append(h2 ? "--http2-prior-knowledge" : "--http1.1")
        for header in headers { arguments += ["-H", header] }
        if let body { arguments += ["--data-binary", body] }
        arguments.append("http://127.0.0.1:\(port)\(path)")
        let run = try SpawnedCommand.run(arguments)
        guard run.status == 0 else { throw ServeProcess.Failure(description: "curl failed: \(run.stderr)") }
        let parts = run.stdout.components(separatedBy: "\r\n\r\n")
        let head = parts[0].components(separatedBy: "\r\n")
        let statusLine = head[0].split(separator: " ")
        let id = head.dropFirst().first { $0.lowercased().hasPrefix("apns-id:") }.map { String($0.dropFirst(8)).trimmingCharacters(in: .whitespaces) }
        return Answer(status: statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0, apnsID: id,
                      body: parts.dropFirst().joined(separator: "\r\n\r\n"), version: String(statusLine.first ?? ""))
    }

    @Test func curlOverHTTP1AndH2CGetsAPNsAnswersAndThePhonesVerdicts() throws {
        let folder = try TemporaryFolder.create("serve")
        defer { TemporaryFolder.remove(folder) }
        let record = folder.appendingPathComponent("record.ndjson").path
        let serve = try ServeProcess([Self.activity, "--format", "json", "--record", record], in: folder)
        defer { serve.stop() }
        let t = 1_795_341_600
        let id = "eabeae54-14a8-11e5-b60b-1697f925ec7b"
        let started = try Self.curl(port: serve.port, h2: true,
                                    headers: ["apns-push-type: liveactivity", "apns-topic: \(Self.topic)", "apns-id: \(id)"],
                                    body: Self.startBody(t))
        #expect(started.status == 200 && started.apnsID == id && started.body.isEmpty && started.version == "HTTP/2")
        let updated = try Self.curl(port: serve.port, h2: false, body: Self.updateBody(t + 60))
        #expect(updated.status == 200 && updated.version == "HTTP/1.1")
        #expect(updated.apnsID.map { $0.count == 36 } == true, "a new UUID when the request has none")
        // Older than the last applied: APNs delivers it, the phone drops it.
        #expect(try Self.curl(port: serve.port, h2: true, body: Self.updateBody(t + 30)).status == 200)
        // Breaks the contract (no such step): delivered, and the phone cannot decode it.
        #expect(try Self.curl(port: serve.port, h2: false, body: Self.updateBody(t + 90, step: "teleported")).status == 200)

        #expect(serve.stop() == 0)
        let log = try serve.logLines()
        #expect(log.map { $0["status"] as? Int } == [200, 200, 200, 200])
        #expect(log.map { $0["verdict"] as? String } == ["applied", "applied", "ignored", "rejected"])
        #expect(log[0]["apnsId"] as? String == id && log[0]["token"] as? String == Self.token)
        // Each line says where the activity stands after it (no stale-date here: active throughout).
        #expect(log.map { $0["phase"] as? String } == ["active", "active", "active", "active"], "\(log)")
        let codes = (log[3]["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? []
        #expect(codes.contains("contract.unknownEnumCase"))
        // HTTP/1.1 is served but marked: in each line, and once per connection (curl makes one per request).
        #expect(log.map { $0["protocol"] as? String } == ["h2", "http/1.1", "h2", "http/1.1"])
        let marks = try serve.connectionLines()
        #expect(marks.map { $0["event"] as? String } == ["http1", "http1"], "\(marks)")
        #expect(marks.allSatisfy { ($0["message"] as? String)?.contains("APNs speaks HTTP/2 only") == true && $0["failure"] as? Bool == false })

        // The record replays through validate with the same verdicts.
        let replay = try BinaryRunner.run(["validate", Self.activity, record, "--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(replay.stdout.utf8)) as? [String: Any]
        let results = report?["results"] as? [[String: Any]] ?? []
        #expect(results.map { $0["verdict"] as? String } == ["applied", "applied", "ignored", "rejected"])
        #expect(results.map { $0["activity"] as? String } == Array(repeating: Self.token, count: 4))
        #expect(replay.status == 1, "validate exits 1 for the rejected push")
    }

    @Test func everyRefusalOfTheRequestChecks() throws {
        let folder = try TemporaryFolder.create("serve-refusals")
        defer { TemporaryFolder.remove(folder) }
        let serve = try ServeProcess([Self.activity, "--format", "json", "--bundle-id", "com.example.delivery"], in: folder)
        defer { serve.stop() }
        let body = Self.updateBody(1_795_341_600)
        let base = ["apns-push-type: liveactivity", "apns-topic: \(Self.topic)"]
        let cases: [(String, Int, String, String, [String], String?)] = [
            ("unknown path", 404, "BadPath", "/3/nothing", base, body),
            ("GET", 405, "MethodNotAllowed", "/3/device/\(Self.token)", base, nil),
            ("duplicate", 400, "DuplicateHeaders", "/3/device/\(Self.token)", base + ["apns-priority: 10", "apns-priority: 5"], body),
            ("push type", 400, "InvalidPushType", "/3/device/\(Self.token)", ["apns-push-type: alert", "apns-topic: \(Self.topic)"], body),
            ("no topic", 400, "MissingTopic", "/3/device/\(Self.token)", ["apns-push-type: liveactivity"], body),
            ("bad topic", 400, "BadTopic", "/3/device/\(Self.token)", ["apns-push-type: liveactivity", "apns-topic: com.example.delivery"], body),
            ("other app", 400, "TopicDisallowed", "/3/device/\(Self.token)",
             ["apns-push-type: liveactivity", "apns-topic: com.other.push-type.liveactivity"], body),
            ("priority", 400, "BadPriority", "/3/device/\(Self.token)", base + ["apns-priority: 7"], body),
            ("expiration", 400, "BadExpirationDate", "/3/device/\(Self.token)", base + ["apns-expiration: tomorrow"], body),
            ("apns-id", 400, "BadMessageId", "/3/device/\(Self.token)", base + ["apns-id: 42"], body),
            ("collapse", 400, "BadCollapseId", "/3/device/\(Self.token)", base + ["apns-collapse-id: \(String(repeating: "c", count: 65))"], body),
            ("no token", 400, "MissingDeviceToken", "/3/device/", base, body),
            ("bad token", 400, "BadDeviceToken", "/3/device/not-hex", base, body),
            ("empty", 400, "PayloadEmpty", "/3/device/\(Self.token)", base, nil),
            ("oversized", 413, "PayloadTooLarge", "/3/device/\(Self.token)", base, String(repeating: " ", count: 4097)),
        ]
        for (index, (name, status, reason, path, headers, body)) in cases.enumerated() {
            let method = name == "GET" ? "GET" : "POST"
            let answer = try Self.curl(port: serve.port, path: path, method: method, h2: index % 2 == 0, headers: headers, body: body)
            #expect(answer.status == status, "\(name)")
            #expect(answer.body == #"{"reason":"\#(reason)"}"#, "\(name)")
        }
        #expect(serve.stop() == 0)
        #expect(try serve.logLines().map { $0["reason"] as? String } == cases.map { $0.2 })
    }

    @Test func providerTokensWithAnAuthKey() throws {
        let folder = try TemporaryFolder.create("serve-tokens")
        defer { TemporaryFolder.remove(folder) }
        let (keyPath, key) = try Self.authKey(in: folder)
        let serve = try ServeProcess([Self.activity, "--format", "json", "--auth-key", keyPath, "--team-id", "TEAM123456"], in: folder)
        defer { serve.stop() }
        let now = Int(Date().timeIntervalSince1970)
        let base = ["apns-push-type: liveactivity", "apns-topic: \(Self.topic)"]
        let body = Self.startBody(1_795_341_600)
        let missing = try Self.curl(port: serve.port, h2: true, headers: base, body: body)
        let forged = try Self.curl(port: serve.port, h2: true, headers: base + ["authorization: bearer \(try Self.jwt(iat: now, signer: P256.Signing.PrivateKey()))"], body: body)
        let expired = try Self.curl(port: serve.port, h2: false, headers: base + ["authorization: bearer \(try Self.jwt(iat: now - 3700, signer: key))"], body: body)
        let goodToken = try Self.jwt(iat: now, signer: key)
        let good = try Self.curl(port: serve.port, h2: true, headers: base + ["authorization: bearer \(goodToken)"], body: body)
        #expect((missing.status, missing.body) == (403, #"{"reason":"MissingProviderToken"}"#))
        #expect((forged.status, forged.body) == (403, #"{"reason":"InvalidProviderToken"}"#))
        #expect((expired.status, expired.body) == (403, #"{"reason":"ExpiredProviderToken"}"#))
        #expect(good.status == 200)
        #expect(serve.stop() == 0)
        let out = try String(contentsOfFile: serve.stdoutPath, encoding: .utf8)
        #expect(!out.contains(String(goodToken.split(separator: ".")[2])), "a token's signature never reaches the log")
        #expect(!out.contains(String(goodToken.split(separator: ".")[0])), "nor any part of the token")
    }

    /// `--strict` refuses HTTP/1.1 as APNs does; HTTP/2 is served as ever.
    @Test func strictRefusesHTTP1() throws {
        let folder = try TemporaryFolder.create("serve-strict")
        defer { TemporaryFolder.remove(folder) }
        let serve = try ServeProcess([Self.activity, "--format", "json", "--strict"], in: folder)
        defer { serve.stop() }
        #expect(try Self.curl(port: serve.port, h2: true, body: Self.startBody(1_795_341_600)).status == 200)
        #expect(throws: ServeProcess.Failure.self) { try Self.curl(port: serve.port, h2: false, body: Self.updateBody(1_795_341_660)) }
        #expect(serve.stop() == 0)
        #expect(try serve.logLines().map { $0["status"] as? Int } == [200], "the HTTP/1.1 request reached no endpoint")
        #expect(try serve.connectionLines().map { $0["event"] as? String } == ["http1Refused"])
    }

    /// A key file not named as Apple names it gives no key id: said at start, and `--key-id` gives it.
    @Test func aKeyFileNamedOtherwiseIsWarnedAboutAndTakesKeyID() throws {
        let folder = try TemporaryFolder.create("serve-key-id")
        defer { TemporaryFolder.remove(folder) }
        let key = P256.Signing.PrivateKey()
        let path = folder.appendingPathComponent("key.p8").path
        try key.pemRepresentation.write(toFile: path, atomically: true, encoding: .utf8)
        let warned = try ServeProcess([Self.activity, "--auth-key", path, "--team-id", "TEAM123456"], in: folder)
        #expect(try String(contentsOfFile: warned.stderrPath, encoding: .utf8).contains("gives no key id"))
        #expect(warned.stop() == 0)

        let serve = try ServeProcess([Self.activity, "--format", "json", "--auth-key", path, "--team-id", "TEAM123456", "--key-id", "OTHERKEYID"],
                                     in: folder)
        defer { serve.stop() }
        #expect(!(try String(contentsOfFile: serve.stderrPath, encoding: .utf8).contains("gives no key id")))
        let base = ["apns-push-type: liveactivity", "apns-topic: \(Self.topic)"]
        // jwt() names kid ABC123DEFG: not the key's id given here.
        let wrongKid = try Self.curl(port: serve.port, h2: true, headers: base + ["authorization: bearer \(try Self.jwt(iat: Int(Date().timeIntervalSince1970), signer: key))"],
                                     body: Self.startBody(1_795_341_600))
        #expect((wrongKid.status, wrongKid.body) == (403, #"{"reason":"InvalidProviderToken"}"#))
    }

    /// A port in use is named, with the fix.
    @Test func aBusyPortSaysHowToPickAnother() throws {
        let folder = try TemporaryFolder.create("serve-busy")
        defer { TemporaryFolder.remove(folder) }
        let first = try ServeProcess([Self.activity], in: folder)
        defer { first.stop() }
        let second = try BinaryRunner.run(["serve", Self.activity, "--headless", "--port", String(first.port)])
        #expect(second.status == 2)
        #expect(second.stderr.contains("cannot listen on 127.0.0.1:\(first.port): the port is in use"), "\(second.stderr)")
        #expect(second.stderr.contains("--port 0"))
    }

    /// Swift sources holding two ActivityAttributes types: `--activity` picks one, `--attributes`
    /// gives its static attributes, as for preview, dump, validate and lint.
    @Test func swiftSourcesWithTwoActivitiesTakeActivityAndAttributes() throws {
        let widget = BinaryRunner.packageRoot.appendingPathComponent("Tests/Widgets/fitness-two-activities").path
        let unknown = try BinaryRunner.run(["serve", widget, "--activity", "NoSuchAttributes", "--headless", "--port", "0"])
        #expect(unknown.status == 2 && unknown.stderr.contains("swiftui.ambiguousActivity"), "\(unknown.stderr)")

        let folder = try TemporaryFolder.create("serve-swift")
        defer { TemporaryFolder.remove(folder) }
        let serve = try ServeProcess([widget, "--activity", "WorkoutAttributes", "--attributes", #"{"workoutType": "run", "goalMeters": 10000}"#,
                                      "--format", "json"], in: folder)
        defer { serve.stop() }
        let body = #"{"aps": {"timestamp": 1795860000, "event": "update", "content-state": {"startedAt": 817032600, "distanceMeters": 5230, "heartRate": 152, "activeCalories": 410, "isPaused": false}}}"#
        let answer = try Self.curl(port: serve.port, h2: true,
                                   headers: ["apns-push-type: liveactivity", "apns-topic: com.example.fitness.push-type.liveactivity"], body: body)
        #expect(answer.status == 200)
        #expect(serve.stop() == 0)
        let log = try serve.logLines()
        #expect(log.map { $0["verdict"] as? String } == ["applied"], "a WorkoutAttributes content state: \(log)")
    }

    /// A provider token for key id ABC123DEFG and team TEAM123456, issued at `iat`, signed by `signer`.
    static func jwt(iat: Int, signer: P256.Signing.PrivateKey) throws -> String {
        func b64(_ data: Data) -> String {
            data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
        }
        let input = b64(Data(#"{"alg":"ES256","kid":"ABC123DEFG"}"#.utf8)) + "." + b64(Data(#"{"iss":"TEAM123456","iat":\#(iat)}"#.utf8))
        return input + "." + b64(try signer.signature(for: Data(input.utf8)).rawRepresentation)
    }

    /// An auth key file named as Apple names them (`AuthKey_ABC123DEFG.p8`) in `folder`, and its key.
    static func authKey(in folder: URL) throws -> (path: String, key: P256.Signing.PrivateKey) {
        let key = P256.Signing.PrivateKey()
        let path = folder.appendingPathComponent("AuthKey_ABC123DEFG.p8").path
        try key.pemRepresentation.write(toFile: path, atomically: true, encoding: .utf8)
        return (path, key)
    }

    @Test func httpxSendsManyConcurrentStreamsOnOneConnection() throws {
        let folder = try TemporaryFolder.create("serve-httpx")
        defer { TemporaryFolder.remove(folder) }
        let record = folder.appendingPathComponent("record.ndjson").path
        let serve = try ServeProcess([Self.activity, "--format", "json", "--record", record], in: folder)
        defer { serve.stop() }
        let script = folder.appendingPathComponent("client.py")
        try """
        import asyncio, json, sys, httpx
        port, count = int(sys.argv[1]), int(sys.argv[2])
        start = json.loads(sys.argv[3])
        async def main():
            async with httpx.AsyncClient(http1=False, http2=True, timeout=20) as client:
                async def push(i):
                    body = dict(start)
                    body["aps"] = dict(start["aps"], timestamp=1795341600 + i)
                    r = await client.post(f"http://127.0.0.1:{port}/3/device/{i:064x}", json=body,
                                          headers={"apns-push-type": "liveactivity", "apns-topic": "com.example.delivery.push-type.liveactivity"})
                    return r.status_code, r.headers.get("apns-id"), r.http_version
                results = await asyncio.gather(*(push(i) for i in range(count)))
            print(json.dumps(results))
        asyncio.run(main())
        """.write(to: script, atomically: true, encoding: .utf8)
        let run = try SpawnedCommand.run(["python3", script.path, String(serve.port), "300", Self.startBody(1_795_341_600)])
        #expect(run.status == 0, "\(run.stderr)")
        let results = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[Any]] ?? []
        #expect(results.count == 300)
        #expect(results.allSatisfy { ($0[0] as? Int) == 200 && ($0[2] as? String) == "HTTP/2" })
        #expect(Set(results.compactMap { $0[1] as? String }).count == 300, "each push its own apns-id")
        #expect(serve.stop() == 0)
        let lines = try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 300, "every push answered 200 is in the record")
        #expect(try serve.logLines().filter { $0["verdict"] as? String == "applied" }.count == 300, "300 tokens, 300 activities started")
    }

    @Test func tlsWithASelfSignedCertificateThatClientsTrust() throws {
        let folder = try TemporaryFolder.create("serve-tls")
        defer { TemporaryFolder.remove(folder) }
        let tlsDir = folder.appendingPathComponent("tls").path
        let serve = try ServeProcess([Self.activity, "--format", "json", "--tls-self-signed", "--tls-dir", tlsDir], in: folder)
        defer { serve.stop() }
        let err = try String(contentsOfFile: serve.stderrPath, encoding: .utf8)
        #expect(err.contains("listening on https://127.0.0.1:\(serve.port)"))
        #expect(err.contains("made a self-signed certificate"))
        let certificate = try #require(err.split(separator: "\n").first { $0.hasPrefix("/") && $0.hasSuffix(".pem") }).description
        #expect(certificate == tlsDir + "/localhost.pem", "its path on a line of its own")
        let key = try FileManager.default.attributesOfItem(atPath: tlsDir + "/localhost-key.pem")
        #expect((key[.posixPermissions] as? NSNumber)?.intValue == 0o600, "the key is its owner's only")
        // curl negotiates h2 by ALPN and verifies the certificate for localhost and for 127.0.0.1.
        for host in ["localhost", "127.0.0.1"] {
            let run = try SpawnedCommand.run(["curl", "-s", "-S", "--max-time", "10", "--http2", "--cacert", certificate,
                                              "-o", "/dev/null", "-w", "%{http_code} %{http_version}",
                                              "-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(Self.topic)",
                                              "--data-binary", Self.startBody(1_795_341_600),
                                              "https://\(host):\(serve.port)/3/device/\(Self.token)"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "200 2", "\(host)")
        }
        // Without trusting it, a client refuses the connection.
        let untrusted = try SpawnedCommand.run(["curl", "-s", "--max-time", "10", "https://localhost:\(serve.port)/3/device/\(Self.token)"])
        #expect(untrusted.status == 60, "curl: the certificate is not trusted")
        let script = folder.appendingPathComponent("tls.py")
        try """
        import sys, httpx
        with httpx.Client(http2=True, verify=sys.argv[2], timeout=10) as client:
            r = client.post(f"https://localhost:{sys.argv[1]}/3/device/{'b2' * 40}", content=sys.argv[3],
                            headers={"apns-push-type": "liveactivity", "apns-topic": "com.example.delivery.push-type.liveactivity"})
            print(r.status_code, r.http_version)
        """.write(to: script, atomically: true, encoding: .utf8)
        let python = try SpawnedCommand.run(["python3", script.path, String(serve.port), certificate, Self.startBody(1_795_341_600)])
        #expect(python.stdout == "200 HTTP/2\n", "\(python.stderr)")
        #expect(serve.stop() == 0)
        #expect(try serve.logLines().map { $0["verdict"] as? String } == ["applied", "applied", "applied"])
        let failures = try serve.connectionLines()
        #expect(failures.map { $0["event"] as? String } == ["tlsHandshakeFailed"], "the untrusting curl is logged")
        #expect((failures.first?["message"] as? String)?.contains("does not trust") == true, "\(failures)")

        // Restarted, it reuses the certificate clients already trust.
        let again = try ServeProcess([Self.activity, "--tls-self-signed", "--tls-dir", tlsDir], in: folder)
        defer { again.stop() }
        #expect(try String(contentsOfFile: again.stderrPath, encoding: .utf8).contains("reusing the self-signed certificate"))
        let trusted = try SpawnedCommand.run(["curl", "-s", "-S", "--max-time", "10", "--cacert", certificate, "-o", "/dev/null",
                                              "-w", "%{http_code}", "-H", "apns-push-type: liveactivity", "-H", "apns-topic: \(Self.topic)",
                                              "--data-binary", Self.startBody(1_795_341_600), "https://localhost:\(again.port)/3/device/\(Self.token)"])
        #expect(trusted.stdout == "200", "\(trusted.stderr)")
        #expect(again.stop() == 0)
    }

    @Test func garbageAndHalfOpenClientsDoNotHarmOthers() throws {
        let folder = try TemporaryFolder.create("serve-garbage")
        defer { TemporaryFolder.remove(folder) }
        let serve = try ServeProcess([Self.activity, "--format", "json"], in: folder)
        defer { serve.stop() }
        // A client that sends garbage, one that sends half a preface and stalls, one with a huge header.
        let garbage = try Self.rawConnection(port: serve.port, send: Array("\u{0}\u{1}GARBAGE\r\n\r\n".utf8))
        let stalled = try Self.rawConnection(port: serve.port, send: Array("PRI * HTTP/2".utf8))
        let huge = try Self.curl(port: serve.port, h2: false, headers: ["x-big: " + String(repeating: "h", count: 100_000)], body: "{}")
        #expect(huge.status == 400 || huge.status == 431, "an oversized header is answered, not crashed on")
        let answer = try Self.curl(port: serve.port, h2: true, body: Self.startBody(1_795_341_600))
        #expect(answer.status == 200, "other connections are served")
        close(garbage)
        close(stalled)
        #expect(serve.stop() == 0)
    }

    @Test func aStalledClientIsClosedAfterTheIdleTimeout() throws {
        let folder = try TemporaryFolder.create("serve-idle")
        defer { TemporaryFolder.remove(folder) }
        let serve = try ServeProcess([Self.activity, "--idle-timeout", "1"], in: folder)
        defer { serve.stop() }
        for start in ["PRI * HTTP/2", "POST /3/device/ab HTTP/1.1\r\nHost: x\r\n"] {
            let stalled = try Self.rawConnection(port: serve.port, send: Array(start.utf8))
            defer { close(stalled) }
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(stalled, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var byte: UInt8 = 0
            let began = Date()
            let n = recv(stalled, &byte, 1, 0)
            #expect(n == 0, "the server closed the connection (\(start))")
            #expect(Date().timeIntervalSince(began) < 5)
        }
    }

    /// A TCP connection to the server that sends `bytes` and is left open.
    static func rawConnection(port: Int, send bytes: [UInt8]) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); throw ServeProcess.Failure(description: "connect failed") }
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, 0) }
        return fd
    }
}
