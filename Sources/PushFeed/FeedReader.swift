// FeedReader: streams a feed file, a FIFO or stdin through a FeedFramer with plain read(2), so a feed of
// any size is read in fixed chunks and its values are delivered as they complete.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ActivityModel

/// Reads a feed from a path (`-` for standard input) and delivers its framed values one by one.
///
/// The file is read in 64 KiB chunks until end of file and never held whole, so a FIFO or a pipe
/// works as well as a regular file; memory stays near the framer's `maximumValueBytes`. Every value
/// carries the path as its `source`. Reading stops at the first end of file: `FeedSource` follows a
/// growing file or a FIFO's writers without blocking, and says its errors as this type does.
public struct FeedReader: Sendable {
    /// Why a feed could not be read: the path, what was being done, and the system's reason.
    public struct Error: Swift.Error, Sendable, Equatable, CustomStringConvertible {
        public enum Operation: String, Sendable {
            case open
            case read
        }

        public var path: String
        public var operation: Operation
        /// The `errno` value.
        public var code: Int32

        public init(path: String, operation: Operation, code: Int32) {
            self.path = path
            self.operation = operation
            self.code = code
        }

        public var description: String {
            let name = path == "-" ? "standard input" : "'\(path)'"
            return "cannot \(operation.rawValue) \(name): \(String(cString: strerror(code)))"
        }
    }

    /// The path read, or `-` for standard input.
    public let path: String
    public let maximumValueBytes: Int

    static let chunkSize = 64 * 1024

    public init(path: String, maximumValueBytes: Int = 1 << 20) {
        self.path = path
        self.maximumValueBytes = maximumValueBytes
    }

    /// Reads the feed to its end, calling `body` with each value as soon as it is framed; an error
    /// thrown by `body` stops the reading and is rethrown.
    public func forEach(_ body: (FeedValue) throws -> Void) throws {
        let isStandardInput = path == "-"
        let descriptor = isStandardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Error(path: path, operation: .open, code: errno) }
        defer { if !isStandardInput { close(descriptor) } }

        var framer = FeedFramer(source: path, maximumValueBytes: maximumValueBytes)
        var chunk = [UInt8](repeating: 0, count: Self.chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { raw in
                read(descriptor, raw.baseAddress, raw.count)
            }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw Error(path: path, operation: .read, code: code)
            }
            if count == 0 { break }
            let values = chunk.withUnsafeBufferPointer { bytes in
                framer.push(UnsafeBufferPointer(rebasing: bytes[..<count]))
            }
            for value in values { try body(value) }
        }
        for value in framer.finish() { try body(value) }
    }
}
