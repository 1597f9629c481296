#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `--record` file: every push answered 200, one feed line each, handed to the kernel with
/// `write(2)` before the answer goes out.
///
/// Not synchronised itself: the endpoint calls it under its own lock, in the order pushes are
/// judged. `fsync` runs at exit (`close`), not per push: a push is safe from a crash of `serve` once
/// written, and from a crash of the machine once synced. After the first failed write (a full disk)
/// the record stays failed: pushes are answered 500 from then on, so none answered 200 is missing.
public final class PushRecord: @unchecked Sendable {
    public let path: String
    private var fd: Int32
    /// Why the record stopped taking lines, once it has.
    public private(set) var failure: String?
    /// The most bytes the file may hold (`--record-limit`), lines already in it counted.
    public let limit: Int?
    private var size: Int

    /// Opens (creates, or appends to) `path`, which may grow to `limit` bytes.
    public init(path: String, limit: Int? = nil) throws {
        self.path = path
        self.limit = limit
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw RecordError(path: path, message: PushRecord.errorText(errno)) }
        var status = stat()
        size = fstat(fd, &status) == 0 ? Int(status.st_size) : 0
    }

    /// Writes `line` whole; false (and `failure` set) when it could not be, or would pass the limit.
    public func append(_ line: [UInt8]) -> Bool {
        guard failure == nil, fd >= 0 else { return false }
        if let limit, size + line.count > limit {
            failure = "the record reached its limit of \(limit) bytes (--record-limit; a full disk is worse)"
            return false
        }
        size += line.count
        var written = 0
        while written < line.count {
            let n = line.withUnsafeBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return write(fd, base + written, raw.count - written)
            }
            if n < 0 {
                if errno == EINTR { continue }
                failure = PushRecord.errorText(errno)
                return false
            }
            written += n
        }
        return true
    }

    /// `fsync` and close; safe to call twice (the signal path and the normal exit may both).
    public func close() {
        guard fd >= 0 else { return }
        if fsync(fd) != 0, failure == nil { failure = PushRecord.errorText(errno) }
        #if canImport(Glibc)
        _ = Glibc.close(fd)
        #else
        _ = Darwin.close(fd)
        #endif
        fd = -1
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// A record that cannot be opened, with its path.
    public struct RecordError: Error, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): cannot be written: \(message)" }
    }
}
