import Foundation

/// The clients `ServeHostileClientTests` attack `serve` with: one Python program (raw sockets, and
/// the `h2` package httpx[http2] brings for HTTP/2 frames), one mode per attack, run until killed.
///
/// It prints `ready` once the attack is under way, then a `progress N` line at least every half
/// second (bytes sent, streams reset, connections aborted: whatever the mode repeats), so a test
/// can tell the attack went on while it measured. The idle mode prints `open N` once its
/// connections are all open and `closed N` as the server closes them.
enum HostileClient: String, CaseIterable, CustomStringConvertible, Sendable {
    /// HTTP/1.1 with `content-length: 1000000000000`, then body bytes as fast as they go.
    case http1BodyForever = "http1-body-forever"
    /// HTTP/1.1 `transfer-encoding: chunked`, 64 KB chunks forever, never the last chunk.
    case http1ChunkedForever = "http1-chunked-forever"
    /// HTTP/1.1 requests pipelined a hundred at a time, the answers never read.
    case http1UnreadAnswers = "http1-unread-answers"
    /// HTTP/2: ten streams' HEADERS, then DATA on each as flow control allows, never END_STREAM.
    case http2DataForever = "http2-data-forever"
    /// HTTP/2: a stream's HEADERS and half its body, then RST_STREAM (CANCEL), over and over.
    case http2ResetMidBody = "http2-reset-mid-body"
    /// HTTP/1.1 and HTTP/2 requests cut off mid-body by closing the socket (every other one with an
    /// RST: `SO_LINGER` 0), about 200 a second.
    case closeMidRequest = "close-mid-request"
    /// A thousand connections that send nothing, half an HTTP/1.1 head, or an h2 preface and
    /// SETTINGS, and then wait.
    case thousandIdle = "thousand-idle"

    var description: String { rawValue }

    /// Starts the attack on `port`; its output goes to files in `folder`.
    func start(port: Int, in folder: URL) throws -> BackgroundProcess {
        let script = folder.appendingPathComponent("hostile.py")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        return try BackgroundProcess(["python3", "-u", script.path, rawValue, String(port)],
                                     stdout: folder.appendingPathComponent("\(rawValue).out").path,
                                     stderr: folder.appendingPathComponent("\(rawValue).err").path)
    }

    static let script = #"""
    import select, selectors, socket, struct, sys, time
    import h2.config, h2.connection, h2.events, h2.errors

    mode, port = sys.argv[1], int(sys.argv[2])
    TOKEN = "ab" * 32
    TOPIC = "com.example.delivery.push-type.liveactivity"
    HEAD = ("POST /3/device/%s HTTP/1.1\r\nhost: 127.0.0.1\r\napns-push-type: liveactivity\r\n"
            "apns-topic: %s\r\n" % (TOKEN, TOPIC)).encode()
    H2_HEADERS = [(":method", "POST"), (":scheme", "http"), (":authority", "127.0.0.1:%d" % port),
                  (":path", "/3/device/" + TOKEN), ("apns-push-type", "liveactivity"), ("apns-topic", TOPIC)]
    CHUNK = b"x" * 65536

    def say(*words):
        print(*words, flush=True)

    class Progress:
        def __init__(self):
            self.count, self.last, self.started = 0, 0.0, False
        def add(self, n):
            self.count += n
            now = time.monotonic()
            if not self.started:
                self.started = True
                say("ready")
            if now - self.last >= 0.2:
                self.last = now
                say("progress", self.count)

    def connect():
        s = socket.create_connection(("127.0.0.1", port))
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return s

    def h2_connection(s):
        c = h2.connection.H2Connection(h2.config.H2Configuration(client_side=True, header_encoding="utf-8"))
        c.initiate_connection()
        s.sendall(c.data_to_send())
        return c

    def http1_forever(chunked):
        s, p = connect(), Progress()
        framing = b"transfer-encoding: chunked\r\n\r\n" if chunked else b"content-length: 1000000000000\r\n\r\n"
        s.sendall(HEAD + framing)
        piece = (b"%x\r\n" % len(CHUNK)) + CHUNK + b"\r\n" if chunked else CHUNK
        while True:
            s.sendall(piece)
            p.add(len(CHUNK))

    def http1_unread_answers():
        # Small buffers, so the unread answers fill them soon (with the kernel's defaults, some
        # 15,000 requests go before serve stops reading, and others wait up to 0.5 s behind them).
        s, p = socket.socket(), Progress()
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        s.connect(("127.0.0.1", port))
        body = b'{"aps":{"timestamp":1795341600,"event":"update","content-state":{}}}'
        request = HEAD + b"content-length: %d\r\n\r\n" % len(body) + body
        # Blocks for good once serve, its answers unread, stops reading.
        while True:
            s.sendall(request * 100)
            p.add(100)

    def http2_data_forever():
        s, p = connect(), Progress()
        c = h2_connection(s)
        streams = []
        for _ in range(10):
            sid = c.get_next_available_stream_id()
            c.send_headers(sid, H2_HEADERS)
            streams.append(sid)
        s.sendall(c.data_to_send())
        while True:
            sent = 0
            for sid in streams:
                n = min(c.local_flow_control_window(sid), c.max_outbound_frame_size)
                if n > 0:
                    c.send_data(sid, CHUNK[:n])
                    sent += n
            if sent:
                s.sendall(c.data_to_send())
                p.add(sent)
                continue
            # Every window is used up: wait for the server's WINDOW_UPDATEs.
            data = s.recv(65536)
            if not data:
                say("closed by the server after", p.count)
                return
            for event in c.receive_data(data):
                if isinstance(event, (h2.events.StreamReset, h2.events.ConnectionTerminated)):
                    say("refused", type(event).__name__, getattr(event, "error_code", ""))
                    return
            s.sendall(c.data_to_send())

    def http2_reset_mid_body():
        p = Progress()
        while True:
            s = connect()
            c = h2_connection(s)
            try:
                while True:
                    sid = c.get_next_available_stream_id()
                    c.send_headers(sid, H2_HEADERS + [("content-length", "4000")])
                    c.send_data(sid, CHUNK[:2000])
                    c.reset_stream(sid, h2.errors.ErrorCodes.CANCEL)
                    s.sendall(c.data_to_send())
                    p.add(1)
                    # The reset streams' bytes still count against the connection's window: wait
                    # for the server to give it back when it runs low.
                    while select.select([s], [], [], 0 if c.outbound_flow_control_window >= 2000 else 1)[0]:
                        data = s.recv(65536)
                        if not data:
                            raise ConnectionError("closed by the server")
                        c.receive_data(data)
                        s.sendall(c.data_to_send())
                        if c.outbound_flow_control_window >= 2000:
                            break
            except Exception as error:
                # The server may end a connection that resets this much (GOAWAY): open another.
                say("reconnect", type(error).__name__)
            s.close()

    def close_mid_request():
        p = Progress()
        while True:
            s = connect()
            if p.count % 2 == 0:
                s.sendall(HEAD + b"content-length: 4000\r\n\r\n" + CHUNK[:2000])
            else:
                c = h2_connection(s)
                sid = c.get_next_available_stream_id()
                c.send_headers(sid, H2_HEADERS + [("content-length", "4000")])
                c.send_data(sid, CHUNK[:2000])
                s.sendall(c.data_to_send())
            if p.count % 4 < 2:
                s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            s.close()
            p.add(1)
            # About 200 a second: clients that give up, not a connection flood (at full speed one
            # client opens 300-900 a second, and every answer waits in the listen queue behind
            # them: RELIABILITY.md).
            time.sleep(0.005)

    def thousand_idle():
        selector, sockets = selectors.DefaultSelector(), []
        for i in range(1000):
            s = connect()
            if i % 3 == 1:
                s.sendall(HEAD)
            elif i % 3 == 2:
                h2_connection(s)
            s.setblocking(False)
            selector.register(s, selectors.EVENT_READ)
            sockets.append(s)
        say("open", len(sockets))
        closed = 0
        while closed < len(sockets):
            for key, _ in selector.select(timeout=0.5):
                try:
                    data = key.fileobj.recv(65536)
                except ConnectionResetError:
                    data = b""
                if not data:
                    selector.unregister(key.fileobj)
                    closed += 1
            say("closed", closed)

    {"http1-body-forever": lambda: http1_forever(False),
     "http1-chunked-forever": lambda: http1_forever(True),
     "http1-unread-answers": http1_unread_answers,
     "http2-data-forever": http2_data_forever,
     "http2-reset-mid-body": http2_reset_mid_body,
     "close-mid-request": close_mid_request,
     "thousand-idle": thousand_idle}[mode]()
    """#
}
