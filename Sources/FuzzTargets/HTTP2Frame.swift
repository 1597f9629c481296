/// One HTTP/2 frame as RFC 9113 §4.1 lays it out: a 9-byte header (24-bit length, type, flags,
/// 31-bit stream id), then the payload. Read here without NIO, so the target's view of the bytes
/// does not share a bug with the server's.
struct HTTP2Frame {
    static let headers: UInt8 = 0x1
    static let rstStream: UInt8 = 0x3
    static let settings: UInt8 = 0x4
    static let goaway: UInt8 = 0x7
    static let continuation: UInt8 = 0x9
    static let data: UInt8 = 0x0
    static let endStream: UInt8 = 0x1
    static let endHeaders: UInt8 = 0x4
    static let padded: UInt8 = 0x8
    static let priority: UInt8 = 0x20

    var type: UInt8
    var flags: UInt8
    var stream: UInt32
    var payload: ArraySlice<UInt8>

    /// The whole frames in `bytes`, and how many bytes are left over after the last one (a frame
    /// cut short).
    static func frames(in bytes: ArraySlice<UInt8>) -> (frames: [HTTP2Frame], leftOver: Int) {
        var frames: [HTTP2Frame] = []
        var at = bytes.startIndex
        while bytes.endIndex - at >= 9 {
            let length = Int(bytes[at]) << 16 | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2])
            guard bytes.endIndex - at - 9 >= length else { break }
            let stream = (UInt32(bytes[at + 5]) << 24 | UInt32(bytes[at + 6]) << 16 | UInt32(bytes[at + 7]) << 8 | UInt32(bytes[at + 8])) & 0x7FFF_FFFF
            frames.append(HTTP2Frame(type: bytes[at + 3], flags: bytes[at + 4], stream: stream, payload: bytes[(at + 9)..<(at + 9 + length)]))
            at += 9 + length
        }
        return (frames, bytes.endIndex - at)
    }

    /// A DATA or HEADERS frame's content without its padding (and a HEADERS frame's priority
    /// fields); nil when the padding is longer than the frame.
    var content: ArraySlice<UInt8>? {
        var content = payload
        if flags & Self.padded != 0 {
            guard let padding = content.first, content.count - 1 >= Int(padding) else { return nil }
            content = content.dropFirst().dropLast(Int(padding))
        }
        if type == Self.headers, flags & Self.priority != 0 {
            guard content.count >= 5 else { return nil }
            content = content.dropFirst(5)
        }
        return content
    }

    /// The largest `SETTINGS_HEADER_TABLE_SIZE` any SETTINGS frame among `frames` asks for: how
    /// large a table the server's HPACK encoder may then use.
    static func largestHeaderTable(_ frames: [HTTP2Frame]) -> Int {
        var largest = 4096
        for frame in frames where frame.type == settings && frame.stream == 0 && frame.payload.count % 6 == 0 {
            var at = frame.payload.startIndex
            while at < frame.payload.endIndex {
                let parameter = Int(frame.payload[at]) << 8 | Int(frame.payload[at + 1])
                let value = (2...5).reduce(0) { $0 << 8 | Int(frame.payload[at + $1]) }
                if parameter == 1 { largest = max(largest, value) }
                at += 6
            }
        }
        return largest
    }
}
