import NIOCore

/// A request's body as the endpoint keeps it: up to one byte past APNs' limit, the rest counted,
/// not stored, so a client sending gigabytes costs no memory and is still answered 413.
struct RequestBody {
    private(set) var bytes: [UInt8] = []
    /// More arrived than `bytes` keeps.
    private(set) var oversized = false

    mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
        oversized = false
    }

    mutating func append(_ buffer: ByteBuffer) {
        let room = APNSRules.maximumBodyBytes + 1 - bytes.count
        if buffer.readableBytes > room { oversized = true }
        if room > 0 { bytes += buffer.readableBytesView.prefix(room) }
    }
}
