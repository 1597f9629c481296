/// One HTTP request as the endpoint received it, whatever the protocol (HTTP/1.1, h2c, TLS h2).
///
/// Header names are kept as sent (HTTP/2 sends them lowercase, HTTP/1.1 may not) and in order,
/// duplicates included: APNs refuses a repeated header, so they must not be merged on the way in.
public struct APNSRequest: Sendable, Equatable {
    public var method: String
    public var path: String
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// `h2`, or `http/1.1` / `http/1.0`, which APNs does not speak.
    public var protocolName: String
    /// The client certificate of a mutual-TLS connection (`--client-ca`): a certificate connection.
    public var clientCertificate: ClientCertificate?

    public init(method: String, path: String, headers: [(name: String, value: String)], body: [UInt8], protocolName: String = "h2",
                clientCertificate: ClientCertificate? = nil) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
        self.protocolName = protocolName
        self.clientCertificate = clientCertificate
    }

    public static func == (a: APNSRequest, b: APNSRequest) -> Bool {
        a.method == b.method && a.path == b.path && a.body == b.body && a.protocolName == b.protocolName
            && a.clientCertificate == b.clientCertificate
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }

    /// Every value of header `name` (lowercase; matched case-insensitively), in the order sent.
    public func values(of name: String) -> [String] {
        headers.compactMap { APNSRequest.isName($0.name, name) ? $0.value : nil }
    }

    /// Whether header name `sent` is `lowercase`, ignoring ASCII case. Header names are ASCII
    /// tokens (NIO's parsers refuse others), so this is `sent.lowercased() == lowercase` without
    /// making a string per header per look-up.
    static func isName(_ sent: String, _ lowercase: String) -> Bool {
        guard sent.utf8.count == lowercase.utf8.count else { return false }
        if sent == lowercase { return true }  // HTTP/2's names are lowercase already
        return zip(sent.utf8, lowercase.utf8).allSatisfy { x, y in (x >= 0x41 && x <= 0x5A ? x | 0x20 : x) == y }
    }
}
