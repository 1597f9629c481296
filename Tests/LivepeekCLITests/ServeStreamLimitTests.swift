import Crypto
import Foundation
import Testing

/// APNs' rule for token-based connections ("Establishing a connection to APNs"): one stream until
/// a request with a valid provider token has been posted. Read off the wire with Python's h2, which
/// reports each SETTINGS frame the server sends.
@Suite(.serialized) struct ServeStreamLimitTests {
    /// Opens one HTTP/2 connection and posts one request per token given, one after the other,
    /// printing what arrives in order: `settings N` for each MAX_CONCURRENT_STREAMS the server
    /// sets, `status N` for each answer.
    static let client = """
        import json, socket, sys
        import h2.config, h2.connection, h2.events, h2.settings
        port, body, tokens = int(sys.argv[1]), sys.argv[2].encode(), sys.argv[3:]
        sock = socket.create_connection(("127.0.0.1", port))
        sock.settimeout(10)
        conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True))
        conn.initiate_connection()
        sock.sendall(conn.data_to_send())
        seen = []
        def pump(done):
            while not done():
                data = sock.recv(65535)
                if not data:
                    seen.append("closed")
                    return
                for event in conn.receive_data(data):
                    if isinstance(event, h2.events.RemoteSettingsChanged):
                        changed = event.changed_settings.get(h2.settings.SettingCodes.MAX_CONCURRENT_STREAMS)
                        if changed is not None:
                            seen.append(f"settings {changed.new_value}")
                    elif isinstance(event, h2.events.ResponseReceived):
                        seen.append("status " + dict(event.headers)[b":status"].decode())
                    elif isinstance(event, h2.events.StreamEnded):
                        seen.append("ended")
                sock.sendall(conn.data_to_send())
        pump(lambda: any(s.startswith("settings") for s in seen))
        for token in tokens:
            stream = conn.get_next_available_stream_id()
            headers = [(":method", "POST"), (":scheme", "http"), (":authority", f"127.0.0.1:{port}"),
                       (":path", "/3/device/" + "a1" * 40), ("apns-push-type", "liveactivity"),
                       ("apns-topic", "com.example.delivery.push-type.liveactivity")]
            if token != "-":
                headers.append(("authorization", "bearer " + token))
            conn.send_headers(stream, headers)
            conn.send_data(stream, body, end_stream=True)
            sock.sendall(conn.data_to_send())
            before = seen.count("ended")
            pump(lambda: seen.count("ended") > before)
        # A SETTINGS frame sent with the last answer may come in the next read.
        sock.settimeout(1)
        try:
            pump(lambda: False)
        except socket.timeout:
            pass
        print(json.dumps([s for s in seen if s != "ended"]))
        """

    static func run(_ serve: ServeProcess, in folder: URL, tokens: [String]) throws -> [String] {
        let script = folder.appendingPathComponent("h2client.py")
        try client.write(to: script, atomically: true, encoding: .utf8)
        let run = try SpawnedCommand.run(["python3", script.path, String(serve.port), ServeEndToEndTests.startBody(1_795_341_600)] + tokens)
        guard run.status == 0 else { throw ServeProcess.Failure(description: "the h2 client failed: \(run.stderr)") }
        return try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String] ?? []
    }

    @Test func withAnAuthKeyOneStreamUntilAValidTokenThenAThousand() throws {
        let folder = try TemporaryFolder.create("serve-streams")
        defer { TemporaryFolder.remove(folder) }
        let (keyPath, key) = try ServeEndToEndTests.authKey(in: folder)
        let serve = try ServeProcess([ServeEndToEndTests.activity, "--auth-key", keyPath, "--team-id", "TEAM123456"], in: folder)
        defer { serve.stop() }
        let now = Int(Date().timeIntervalSince1970)
        let forged = try ServeEndToEndTests.jwt(iat: now, signer: P256.Signing.PrivateKey())
        let expired = try ServeEndToEndTests.jwt(iat: now - 3700, signer: key)
        let valid = try ServeEndToEndTests.jwt(iat: now, signer: key)
        // No token, a forged one and an expired one leave the limit at 1; the valid one raises it,
        // and a second valid one changes nothing more.
        let seen = try Self.run(serve, in: folder, tokens: ["-", forged, expired, valid, valid])
        #expect(seen == ["settings 1", "status 403", "status 403", "status 403", "settings 1000", "status 200", "status 200"])
    }

    @Test func withoutAnAuthKeyAThousandFromTheStart() throws {
        let folder = try TemporaryFolder.create("serve-streams-open")
        defer { TemporaryFolder.remove(folder) }
        let serve = try ServeProcess([ServeEndToEndTests.activity], in: folder)
        defer { serve.stop() }
        #expect(try Self.run(serve, in: folder, tokens: ["-", "-"]) == ["settings 1000", "status 200", "status 200"])
    }
}
