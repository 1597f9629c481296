/// One HTTP request as the endpoint received it, whatever the protocol (HTTP/1.1, h2c, TLS h2).
///
/// Header names are kept as sent (HTTP/2 sends them lowercase, HTTP/1.1 may not) and in order,
/// duplicates included: APNs refuses a repeated header, so they must not be merged on the way in.
public struct APNSRequest: Sendable, Equatable {
    public var method: String
    public var path: String
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]

    public init(method: String, path: String, headers: [(name: String, value: String)], body: [UInt8]) {
        self.method = method
        self.path = path
        self.headers = headers
        self.body = body
    }

    public static func == (a: APNSRequest, b: APNSRequest) -> Bool {
        a.method == b.method && a.path == b.path && a.body == b.body
            && a.headers.map(\.name) == b.headers.map(\.name) && a.headers.map(\.value) == b.headers.map(\.value)
    }

    /// Every value of header `name` (case-insensitive), in the order sent.
    public func values(of name: String) -> [String] {
        headers.compactMap { $0.name.lowercased() == name ? $0.value : nil }
    }
}
