import Foundation

/// Buffered standard output: reports of a 100,000-line feed are written in 64 KiB blocks rather
/// than one `write` per line.
final class BufferedOutput {
    private var buffer: [UInt8] = []
    private let descriptor: Int32
    private let capacity = 1 << 16

    init(descriptor: Int32 = STDOUT_FILENO) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    /// Lets `body` append bytes straight to the buffer: a line per push built as a `String` first
    /// cost more than judging the push.
    func write(_ body: (inout [UInt8]) -> Void) {
        body(&buffer)
        if buffer.count >= capacity { flush() }
    }

    func flush() {
        var offset = 0
        buffer.withUnsafeBytes { raw in
            while offset < raw.count {
                let n = Foundation.write(descriptor, raw.baseAddress?.advanced(by: offset), raw.count - offset)
                if n <= 0 { break }  // EPIPE and friends: the reader is gone; drop the rest.
                offset += n
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}
