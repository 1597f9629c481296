import Crypto
import Foundation
import Glibc
import Testing

/// aioapns, the asyncio APNs client backends use (PyPI), against `serve --tls-self-signed`,
/// unchanged but for its host, port and CA: it names no protocol by ALPN and speaks HTTP/2 at once,
/// matches answers to requests by the exact `apns-id` string, and drops a connection on GOAWAY.
@Suite(.serialized) struct ServeAioapnsTests {
    /// The client: `python3 client.py CONFIG`, CONFIG a JSON object; prints one JSON object.
    static let client = #"""
    import asyncio, json, os, signal, ssl, sys, uuid
    from aioapns import APNs, NotificationRequest, PushType
    from aioapns.connection import APNsProductionClientProtocol

    # Watched, not changed: which requests reached the wire (h2 sends their HEADERS), so a push that
    # waits inside aioapns's own pool is told from one the server left unanswered.
    import h2.connection
    SENT = set()
    _send_headers = h2.connection.H2Connection.send_headers
    def send_headers(self, stream_id, headers, *args, **kwargs):
        SENT.update(value for name, value in headers if name == "apns-id")
        return _send_headers(self, stream_id, headers, *args, **kwargs)
    h2.connection.H2Connection.send_headers = send_headers

    config = json.loads(sys.argv[1])
    APNsProductionClientProtocol.APNS_SERVER = "localhost"
    APNsProductionClientProtocol.APNS_PORT = config["port"]
    TOPIC = "com.example.delivery.push-type.liveactivity"
    KEY = open(config["key"]).read()

    def start(i):
        return {"aps": {"timestamp": 1795341600 + i, "event": "start", "attributes-type": "DeliveryAttributes",
                        "attributes": {"orderNumber": 42, "restaurantName": "Pizza Place"},
                        "content-state": {"driverName": "Marco", "estimatedDeliveryTime": [817035900, 817036500],
                                          "currentStep": "confirmed", "note": None},
                        "alert": {"title": "Order confirmed", "body": "On it"}}}

    def client(key_id="ABC123DEFG", key=KEY):
        return APNs(key=key, key_id=key_id, team_id="TEAM123456", topic=TOPIC, use_sandbox=False,
                    ssl_context=ssl.create_default_context(cafile=config["ca"]), max_connection_attempts=2)

    async def send(apns, token, message, **options):
        options.setdefault("push_type", PushType.LIVEACTIVITY)
        request = NotificationRequest(device_token=token, message=message, **options)
        try:
            result = await asyncio.wait_for(apns.send_notification(request), 20)
            return {"sent": request.notification_id, "id": result.notification_id, "status": result.status,
                    "reason": result.description}
        except asyncio.TimeoutError:
            return {"sent": request.notification_id, "error": "timeout", "onTheWire": request.notification_id in SENT}
        except Exception as error:
            return {"sent": request.notification_id, "error": type(error).__name__}

    async def tokens():
        apns = client()
        out = {"concurrent": await asyncio.gather(*(send(apns, f"{i:064x}", start(i)) for i in range(100)))}
        token = "a1" * 40
        refusals = {
            "BadTopic": dict(apns_topic="com.example.delivery"),
            "TopicDisallowed": dict(apns_topic="com.other.push-type.liveactivity"),
            "BadPriority": dict(priority=7),
            "BadMessageId": dict(notification_id="42"),
            "BadCollapseId": dict(collapse_key="c" * 65),
            "InvalidPushType": dict(push_type=PushType.ALERT),
            "BadExpirationDate": dict(time_to_live=-10 ** 11),
        }
        out["refusals"] = {name: await send(apns, token, start(0), **options) for name, options in refusals.items()}
        out["refusals"]["BadDeviceToken"] = await send(apns, "not-hex", start(0))
        out["refusals"]["PayloadTooLarge"] = await send(apns, token, {"aps": {"alert": "x" * 5000}})
        out["uppercaseId"] = await send(apns, token, start(1), notification_id=str(uuid.uuid4()).upper())
        out["otherKid"] = await send(client(key_id="OTHERKEYID"), token, start(2))
        out["otherKey"] = await send(client(key=config["otherKey"]), token, start(3))
        return out

    async def sigterm():
        apns = client()
        results = []
        async def push(i):
            result = await send(apns, f"{i:064x}", start(i))
            results.append(result)
            if len(results) == config["after"]:
                os.kill(config["pid"], signal.SIGTERM)
            return result
        return {"all": await asyncio.gather(*(push(i) for i in range(config["count"])))}

    def certificates():
        """A CA, and client certificates as Apple issues them (subject UID = bundle id, an environment marker)."""
        import datetime
        from cryptography import x509
        from cryptography.hazmat.primitives import hashes, serialization
        from cryptography.hazmat.primitives.asymmetric import ec
        from cryptography.x509.oid import NameOID, ObjectIdentifier
        now = datetime.datetime.now(datetime.timezone.utc)
        def make(subject, issuer_name, issuer_key, key, extensions, ca=False):
            builder = (x509.CertificateBuilder().subject_name(subject).issuer_name(issuer_name).public_key(key.public_key())
                       .serial_number(x509.random_serial_number()).not_valid_before(now - datetime.timedelta(hours=1))
                       .not_valid_after(now + datetime.timedelta(days=1))
                       .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True))
            for oid in extensions:
                builder = builder.add_extension(x509.UnrecognizedExtension(ObjectIdentifier(oid), b"\x05\x00"), critical=False)
            return builder.sign(issuer_key, hashes.SHA256())
        pem = lambda c: c.public_bytes(serialization.Encoding.PEM)
        keypem = lambda k: k.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption())
        ca_key = ec.generate_private_key(ec.SECP256R1())
        ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Test Push CA")])
        open(config["clientCA"], "wb").write(pem(make(ca_name, ca_name, ca_key, ca_key, [], ca=True)))
        def client(path, uid, extensions, signer=(ca_name, ca_key)):
            key = ec.generate_private_key(ec.SECP256R1())
            attributes = [x509.NameAttribute(NameOID.COMMON_NAME, "Apple Push Services: " + uid)]
            if uid:
                attributes.append(x509.NameAttribute(NameOID.USER_ID, uid))
            open(path, "wb").write(pem(make(x509.Name(attributes), signer[0], signer[1], key, extensions)) + keypem(key))
            return path
        folder = os.path.dirname(config["clientCA"])
        other_key = ec.generate_private_key(ec.SECP256R1())
        return {
            "production": client(folder + "/production.pem", "com.example.delivery", ["1.2.840.113635.100.6.3.2"]),
            "development": client(folder + "/development.pem", "com.example.delivery", ["1.2.840.113635.100.6.3.1"]),
            "noTopic": client(folder + "/no-topic.pem", "", ["1.2.840.113635.100.6.3.2"]),
            "untrusted": client(folder + "/untrusted.pem", "com.example.delivery", ["1.2.840.113635.100.6.3.2"],
                                signer=(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Other CA")]), other_key)),
        }

    async def certificate():
        out = {}
        for name, path in config["certificates"].items():
            apns = APNs(client_cert=path, topic=TOPIC, use_sandbox=False, max_connection_attempts=1,
                        ssl_context=ssl.create_default_context(cafile=config["ca"]))
            out[name] = await send(apns, "a1" * 40, start(0))
            if name == "production":
                out["otherTopic"] = await send(apns, "a1" * 40, start(1), apns_topic="com.other.push-type.liveactivity")
                out["concurrent"] = await asyncio.gather(*(send(apns, f"{i:064x}", start(i)) for i in range(100)))
        return out

    if config["scenario"] == "make-certificates":
        print(json.dumps(certificates()))
    else:
        print(json.dumps(asyncio.run({"tokens": tokens, "sigterm": sigterm, "certificate": certificate}[config["scenario"]]())))
    """#

    struct Setup {
        var folder: URL
        var serve: ServeProcess
        var certificate: String
        var key: String
        var record: String
    }

    static func start(_ name: String, extra: [String] = []) throws -> Setup {
        let folder = try TemporaryFolder.create(name)
        let (keyPath, _) = try ServeEndToEndTests.authKey(in: folder)
        let record = folder.appendingPathComponent("record.ndjson").path
        let serve = try ServeProcess([ServeEndToEndTests.activity, "--format", "json", "--tls-self-signed", "--tls-dir", folder.appendingPathComponent("tls").path,
                                      "--auth-key", keyPath, "--team-id", "TEAM123456", "--bundle-id", "com.example.delivery",
                                      "--record", record] + extra, in: folder)
        let certificate = folder.appendingPathComponent("tls/localhost.pem").path
        try client.write(to: folder.appendingPathComponent("client.py"), atomically: true, encoding: .utf8)
        return Setup(folder: folder, serve: serve, certificate: certificate, key: keyPath, record: record)
    }

    static func run(_ setup: Setup, _ config: [String: Any]) throws -> [String: Any] {
        var config = config
        config["port"] = setup.serve.port
        config["ca"] = setup.certificate
        config["key"] = setup.key
        let json = String(decoding: try JSONSerialization.data(withJSONObject: config), as: UTF8.self)
        let run = try SpawnedCommand.run(["python3", setup.folder.appendingPathComponent("client.py").path, json])
        guard run.status == 0, let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] else {
            throw ServeProcess.Failure(description: "aioapns client failed (\(run.status)): \(run.stderr.suffix(2000))")
        }
        return object
    }

    @Test func tokenAuthRefusalsAndAHundredConcurrentPushes() throws {
        let setup = try Self.start("serve-aioapns")
        defer { TemporaryFolder.remove(setup.folder) }
        defer { setup.serve.stop() }
        let otherKey = setup.folder.appendingPathComponent("other.p8").path
        try P256.Signing.PrivateKey().pemRepresentation.write(toFile: otherKey, atomically: true, encoding: .utf8)
        let out = try Self.run(setup, ["scenario": "tokens", "otherKey": try String(contentsOfFile: otherKey, encoding: .utf8)])

        let concurrent = out["concurrent"] as? [[String: Any]] ?? []
        #expect(concurrent.count == 100)
        #expect(concurrent.allSatisfy { $0["status"] as? String == "200" }, "\(concurrent.filter { $0["status"] as? String != "200" }.prefix(3))")
        #expect(concurrent.allSatisfy { ($0["id"] as? String) == ($0["sent"] as? String) }, "each answer carries its request's apns-id")

        let refusals = out["refusals"] as? [String: [String: Any]] ?? [:]
        for name in ["BadTopic", "TopicDisallowed", "BadPriority", "BadMessageId", "BadCollapseId", "InvalidPushType", "BadExpirationDate",
                     "BadDeviceToken", "PayloadTooLarge"] {
            let result = refusals[name] ?? [:]
            #expect(result["reason"] as? String == name, "\(name): \(result)")
            #expect(result["status"] as? String == (name == "PayloadTooLarge" ? "413" : "400"), "\(name): \(result)")
            #expect(result["id"] as? String == result["sent"] as? String, "\(name): answered with the id it sent")
        }
        let upper = out["uppercaseId"] as? [String: Any] ?? [:]
        #expect(upper["status"] as? String == "200" && upper["id"] as? String == upper["sent"] as? String, "\(upper)")
        for name in ["otherKid", "otherKey"] {
            let result = out[name] as? [String: Any] ?? [:]
            #expect(result["status"] as? String == "403" && result["reason"] as? String == "InvalidProviderToken", "\(name): \(result)")
        }

        #expect(setup.serve.stop() == 0)
        let answered = try setup.serve.logLines()
        let ok = answered.filter { $0["status"] as? Int == 200 }
        #expect(ok.count == 101)
        #expect(ok.allSatisfy { $0["protocol"] as? String == "h2" })
        let lines = try String(contentsOfFile: setup.record, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 101, "every push answered 200 is in the record")
        #expect(try setup.serve.connectionLines().filter { $0["failure"] as? Bool == true }.isEmpty, "no connection failed")
    }

    /// Certificate auth (`--client-ca`): aioapns with a client certificate as Apple issues them.
    @Test func certificateAuthWithItsTopicsAndEnvironment() throws {
        let folder = try TemporaryFolder.create("serve-aioapns-certificate")
        defer { TemporaryFolder.remove(folder) }
        try Self.client.write(to: folder.appendingPathComponent("client.py"), atomically: true, encoding: .utf8)
        let clientCA = folder.appendingPathComponent("client-ca.pem").path
        let made = try SpawnedCommand.run(["python3", folder.appendingPathComponent("client.py").path,
                                           #"{"scenario": "make-certificates", "clientCA": "\#(clientCA)", "port": 0, "key": "/dev/null"}"#])
        let certificates = try #require(try JSONSerialization.jsonObject(with: Data(made.stdout.utf8)) as? [String: String], "\(made.stderr)")
        let record = folder.appendingPathComponent("record.ndjson").path
        let serve = try ServeProcess([ServeEndToEndTests.activity, "--format", "json", "--tls-self-signed", "--tls-dir", folder.appendingPathComponent("tls").path,
                                      "--client-ca", clientCA, "--record", record], in: folder)
        defer { serve.stop() }
        let setup = Setup(folder: folder, serve: serve, certificate: folder.appendingPathComponent("tls/localhost.pem").path, key: "/dev/null",
                          record: record)
        let out = try Self.run(setup, ["scenario": "certificate", "certificates": certificates])

        let production = out["production"] as? [String: Any] ?? [:]
        #expect(production["status"] as? String == "200" && production["id"] as? String == production["sent"] as? String, "\(production)")
        let concurrent = out["concurrent"] as? [[String: Any]] ?? []
        #expect(concurrent.count == 100 && concurrent.allSatisfy { $0["status"] as? String == "200" }, "100 at once: no one-stream rule without a token")
        for (name, status, reason) in [("otherTopic", "400", "TopicDisallowed"), ("development", "403", "BadCertificateEnvironment"),
                                       ("noTopic", "403", "BadCertificate")] {
            let result = out[name] as? [String: Any] ?? [:]
            #expect(result["status"] as? String == status && result["reason"] as? String == reason, "\(name): \(result)")
        }
        let untrusted = out["untrusted"] as? [String: Any] ?? [:]
        #expect(untrusted["error"] != nil && untrusted["error"] as? String != "timeout", "a certificate from another CA: refused in the handshake, \(untrusted)")
        #expect(serve.stop() == 0)
        let failures = try serve.connectionLines().filter { $0["event"] as? String == "tlsHandshakeFailed" }
        #expect(!failures.isEmpty, "the refused client certificate is logged")
        #expect(try String(contentsOfFile: record, encoding: .utf8).split(separator: "\n").count == 101)
    }

    /// SIGTERM while pushes are in flight: each is answered or fails at once (GOAWAY, then a closed
    /// connection), none hangs; every push answered 200 is in the record, and the log, whose every
    /// line is written before the record closes, agrees with it.
    @Test func sigtermWithPushesInFlight() throws {
        let setup = try Self.start("serve-aioapns-sigterm")
        defer { TemporaryFolder.remove(setup.folder) }
        defer { setup.serve.stop() }
        let out = try Self.run(setup, ["scenario": "sigterm", "pid": Int(setup.serve.pid), "count": 600, "after": 150])
        let all = out["all"] as? [[String: Any]] ?? []
        #expect(all.count == 600)
        // aioapns's pool, once at its ten connections, waits for one of them to free up and never opens
        // another: a push waiting there when SIGTERM closes them waits for ever without reaching serve.
        #expect(!all.contains { $0["error"] as? String == "timeout" && $0["onTheWire"] as? Bool != false },
                "no push that reached serve hangs: \(all.filter { $0["error"] as? String == "timeout" }.prefix(3))")
        let ok = Set(all.filter { $0["status"] as? String == "200" }.compactMap { $0["id"] as? String })
        #expect(ok.count >= 150)
        #expect(setup.serve.stop() == 0, "serve exits 0 on SIGTERM")
        let record = try String(contentsOfFile: setup.record, encoding: .utf8)
        let recorded = Set(record.split(separator: "\n").compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return (object["apns"] as? [String: Any])?["id"] as? String
        })
        #expect(ok.isSubset(of: recorded), "every push answered 200 is in the record: \(ok.subtracting(recorded).prefix(3))")
        let logged = try setup.serve.logLines().filter { $0["status"] as? Int == 200 }.compactMap { $0["apnsId"] as? String }
        #expect(Set(logged) == recorded, "the log and the record agree")
    }
}
