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
/// The reading is `FeedSource`'s, read once: 64 KiB chunks until the first end of file, never held
/// whole, so a FIFO or a pipe works as well as a regular file, and memory stays near the framer's
/// `maximumValueBytes`. Every value carries the path as its `source`.
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

    public init(path: String, maximumValueBytes: Int = 1 << 20) {
        self.path = path
        self.maximumValueBytes = maximumValueBytes
    }

    /// Reads the feed to its end, calling `body` with each value as soon as it is framed; an error
    /// thrown by `body` stops the reading and is rethrown.
    public func forEach(_ body: (FeedValue) throws -> Void) throws {
        var source = try FeedSource(readingOnce: path, maximumValueBytes: maximumValueBytes)
        defer { source.close() }
        while !source.ended {
            let (values, error) = source.read()
            for value in values { try body(value) }
            if let error { throw error }
        }
    }
}
