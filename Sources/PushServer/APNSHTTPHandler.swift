import Foundation
import NIOCore
import NIOHTTP1

/// Collects one HTTP/1.1 request and answers it through the `PushEndpoint` (HTTP/2 streams:
/// `APNSHTTP2Handler`).
///
/// The body is kept up to one byte past APNs' limit and the rest is counted, not stored
/// (`RequestBody`).
///
/// It also answers what NIO's parser cannot read (400, as NIO's `HTTPServerProtocolErrorHandler`
/// would), but only while the connection is open: after a response that closes it nothing the
/// client sent is read, a request or garbage (RFC 9112 §9.6), whichever read the bytes came in.
final class APNSHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let endpoint: PushEndpoint
    let clock: @Sendable () -> Date
    private var head: HTTPRequestHead?
    private var body = RequestBody()
    /// A response said `connection: close`: the rest of the connection is not read.
    private var closing = false
    /// The connection's first request was seen, and its `http1` event reported: once per connection.
    private var reported = false

    /// The connection's client certificate (`--client-ca`), handed to the rules with each request.
    let certificate: ClientCertificate?

    init(endpoint: PushEndpoint, certificate: ClientCertificate? = nil, clock: @escaping @Sendable () -> Date) {
        self.endpoint = endpoint
        self.certificate = certificate
        self.clock = clock
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body.reset()
        case .body(let buffer):
            body.append(buffer)
        case .end:
            guard let head else { return }
            self.head = nil
            let protocolName = head.version.minor == 0 ? "http/1.0" : "http/1.1"
            if !reported {
                reported = true
                endpoint.report(ConnectionEvent(
                    peer: ConnectionEvent.peer(of: context.channel), kind: .http1,
                    message: "\(protocolName.uppercased()) served, but APNs speaks HTTP/2 only: this client would fail against Apple (--strict refuses it)",
                    at: clock()))
            }
            let request = APNSRequest(method: head.method.rawValue, path: head.uri,
                                      headers: head.headers.map { (name: $0.name, value: $0.value) }, body: body.bytes,
                                      protocolName: protocolName, clientCertificate: certificate)
            let response = endpoint.handle(request, now: clock())
            write(response, keepAlive: head.isKeepAlive && !body.oversized, version: head.version, context: context)
        }
    }

    private func write(_ response: APNSResponse, keepAlive: Bool, version: HTTPVersion, context: ChannelHandlerContext) {
        var headers = HTTPHeaders()
        headers.add(name: response.idHeader, value: response.apnsID)
        let text = response.body
        if !text.isEmpty { headers.add(name: "content-type", value: "application/json") }
        headers.add(name: "content-length", value: String(text.utf8.count))
        if version.major == 1, !keepAlive { headers.add(name: "connection", value: "close") }
        let status = HTTPResponseStatus(statusCode: response.status)
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: version, status: status, headers: headers))), promise: nil)
        if !text.isEmpty {
            var buffer = context.channel.allocator.buffer(capacity: text.utf8.count)
            buffer.writeString(text)
            context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        }
        if version.major == 1, !keepAlive {
            closing = true
            let done = context.eventLoop.makePromise(of: Void.self)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: done)
            done.futureResult.whenComplete { [channel = context.channel] _ in channel.close(promise: nil) }
        } else {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        if error is HTTPParserError, !closing {
            closing = true
            endpoint.report(ConnectionEvent(peer: ConnectionEvent.peer(of: context.channel), kind: .protocolError,
                                            message: "not an HTTP request (HTTP/1.1 parser: \(error)): answered 400 and closed", at: clock()))
            let head = HTTPResponseHead(version: .http1_1, status: .badRequest,
                                        headers: HTTPHeaders([("connection", "close"), ("content-length", "0")]))
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
        context.close(promise: nil)
    }
}
