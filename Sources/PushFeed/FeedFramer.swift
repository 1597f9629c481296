// FeedFramer: splits a push feed's byte stream into top-level JSON values, with their lines and sizes.
// Hand-written because Foundation's JSONSerialization parses exactly one document, reports no
// positions, and cannot frame concatenated values; a feed is many values arriving in arbitrary chunks,
// and a broken one must be reported by line and stepped over, not end the stream.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ActivityModel

/// Incremental framing of a byte stream into top-level JSON values.
///
/// Push bytes as they arrive, split anywhere; each call returns the values they completed. NDJSON,
/// concatenated and pretty-printed values (`.apns` files), blank lines, CRLF and a leading byte-order
/// mark are accepted; top-level scalars are framed for the consumer to reject.
///
/// Malformed input never stops the stream: a broken value ends at the end of the line holding the
/// error, unless the error is the first thing on a later line (a truncated NDJSON line before a good
/// one), where it ends with the previous line so the good value is kept. An unterminated value is
/// caught at the first byte that cannot continue it, so it never swallows the rest of a feed. Memory
/// stays near `maximumValueBytes`: a longer value is followed to its end, not kept, and reported
/// once as `.oversized`. Lines are 1-based; error columns are 1-based byte offsets in the line.
public struct FeedFramer: Sendable {
    /// Passed through to every `FeedValue`.
    public let source: String?
    /// The largest value kept in memory and parsed; larger ones are reported as `.oversized`.
    public let maximumValueBytes: Int

    /// Unconsumed bytes, plus the open value's bytes while it is buffered.
    private var buffer: [UInt8] = []
    /// Absolute stream offset of `buffer[0]`.
    private var base = 0
    /// Index in `buffer` where scanning resumes.
    private var cursor = 0
    private var scanner = JSONStreamScanner()
    /// The keys of the last value parsed, which the next one most likely repeats.
    private var keys = JSONParser.KeyMemo()
    private var mode = Mode.between
    /// Whether the stream's first bytes were checked for a byte-order mark.
    private var checkedStart = false
    /// Set by `finish()`: no more bytes will come, so nothing may wait for them.
    private var endOfStream = false

    /// Pushed bytes are taken in pieces this large, so a huge push costs no more memory than many
    /// small ones.
    private static let pieceSize = 64 * 1024
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private enum Mode: Sendable {
        case between
        /// The open value's bytes are kept from its start.
        case buffering(OpenValue)
        /// The open value outgrew `maximumValueBytes`: followed to its end, not kept.
        case skipping(OpenValue)
        /// A value was found broken; the rest of the error's line is being skipped before it is reported.
        case discarding(start: Int, line: Int, content: FeedValue.Content)
    }

    private struct OpenValue: Sendable {
        /// Absolute offset of the value's first byte.
        var start: Int
        var line: Int
        /// Absolute offset of the first byte of `line`.
        var lineStart: Int
    }

    public init(source: String? = nil, maximumValueBytes: Int = 1 << 20) {
        self.source = source
        self.maximumValueBytes = max(0, maximumValueBytes)
    }

    /// Frames `bytes`, the next part of the stream; returns the values they completed, in order.
    public mutating func push(_ bytes: some Collection<UInt8>) -> [FeedValue] {
        var output: [FeedValue] = []
        let handled: Void? = bytes.withContiguousStorageIfAvailable { chunk in
            ingest(chunk, into: &output)
        }
        if handled == nil {
            Array(bytes).withUnsafeBufferPointer { chunk in
                ingest(chunk, into: &output)
            }
        }
        return output
    }

    /// Ends the stream: returns a trailing value that was waiting for a delimiter (a top-level number),
    /// or reports the value left open as malformed (or oversized). The framer then starts a new stream.
    public mutating func finish() -> [FeedValue] {
        var output: [FeedValue] = []
        endOfStream = true
        _ = skipByteOrderMark(atEndOfStream: true)
        drain(into: &output)
        while closeAtEnd(into: &output) {
            drain(into: &output)
        }
        self = FeedFramer(source: source, maximumValueBytes: maximumValueBytes)
        return output
    }

    /// Bytes held right now, for tests of the memory bound.
    var bufferCapacity: Int { buffer.capacity }

    // MARK: - Scanning

    private mutating func ingest(_ chunk: UnsafeBufferPointer<UInt8>, into output: inout [FeedValue]) {
        var offset = 0
        while offset < chunk.count {
            let end = min(chunk.count, offset + Self.pieceSize)
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[offset..<end]))
            offset = end
            guard skipByteOrderMark(atEndOfStream: false) else { continue }
            drain(into: &output)
            compact()
        }
    }

    /// Steps over a UTF-8 byte-order mark at the very start of the stream; false while too few bytes
    /// have arrived to tell (a mark can be split across pushes too).
    private mutating func skipByteOrderMark(atEndOfStream: Bool) -> Bool {
        guard !checkedStart else { return true }
        let count = min(buffer.count, Self.byteOrderMark.count)
        guard buffer[..<count].elementsEqual(Self.byteOrderMark[..<count]) else {
            checkedStart = true
            return true
        }
        guard count == Self.byteOrderMark.count else {
            checkedStart = atEndOfStream  // at the end, a partial mark is just bytes
            return atEndOfStream
        }
        checkedStart = true
        cursor = count
        scanner.lineStart = count  // columns on line 1 count from after the mark, as editors show them
        return true
    }

    private mutating func drain(into output: inout [FeedValue]) {
        // A second reference, not a copy: the buffer is not mutated until `compact`, after this returns.
        let storage = buffer
        storage.withUnsafeBufferPointer { bytes in
            while step(bytes, into: &output) {}
        }
    }

    /// Scans on from `cursor` and acts on what the scanner stopped at; false once all bytes are consumed.
    private mutating func step(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [FeedValue]) -> Bool {
        var limit = bytes.count
        if case .buffering(let open) = mode {
            // Stop at the byte that makes the value too large, so "too large" does not depend on
            // how the stream was chunked.
            limit = min(limit, index(open.start) + maximumValueBytes + 1)
        }
        let (event, position) = scanner.scan(bytes, from: cursor, to: limit, base: base)
        cursor = position
        switch (event, mode) {
        case (.needMore, .buffering(let open)) where position - index(open.start) > maximumValueBytes:
            outgrow(open, bytes, into: &output)
        case (.needMore, _):
            return false
        case (.started(let start), _):
            let open = OpenValue(start: base + start, line: scanner.line, lineStart: scanner.lineStart)
            if !takeWhole(open, bytes, from: start, into: &output) {
                mode = .buffering(open)
            }
        case (.completed(let end), .buffering(let open)):
            if base + end - open.start > maximumValueBytes {
                output.append(value(.oversized, open, end: base + end))
                mode = .between
            } else {
                return settle(open, bytes, parsingTo: end, scannerFailedAt: nil, into: &output)
            }
        case (.completed(let end), .skipping(let open)):
            output.append(value(.oversized, open, end: base + end))
            mode = .between
        case (.failed(let at), .buffering(let open)):
            // After a `\uD8xx` escape the parser reads two bytes to look for the low surrogate, so
            // it gets the byte after the bad one too.
            return settle(open, bytes, parsingTo: min(at + 2, bytes.count), scannerFailedAt: at, into: &output)
        case (.failed(let at), .skipping(let open)):
            abandonOversized(open, at: at, into: &output)
        case (.lineEnded, .discarding(let start, let line, let content)):
            output.append(FeedValue(content: content, line: line, byteCount: scanner.contentEnd - start, source: source))
            scanner.state = .idle  // which reads the line break
            mode = .between
        default:
            // The scanner raises no other event in these modes; should one come anyway, frame on from
            // this byte rather than stop the stream.
            scanner.reset(to: .idle, line: scanner.line, lineStart: scanner.lineStart, contentEnd: scanner.contentEnd)
            mode = .between
        }
        return true
    }

    /// Frames an object or array that already lies whole in `bytes` with one pass of the parser,
    /// without the scanner: what the scanner would find for a value the parser accepts. False, with
    /// nothing changed, when the value is not whole yet, is too large or is broken: the scanner then
    /// takes it byte by byte, which is what reports and recovers.
    private mutating func takeWhole(_ open: OpenValue, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                   into output: inout [FeedValue]) -> Bool {
        guard bytes[start] == ASCII.openBrace || bytes[start] == ASCII.openBracket else { return false }
        let limit = min(bytes.count, start + maximumValueBytes)
        guard let (parsed, end) = try? JSONParser.parseValue(in: UnsafeBufferPointer(rebasing: bytes[..<limit]), from: start, keys: &keys) else {
            return false
        }
        var line = scanner.line
        var lineStart = scanner.lineStart
        // memchr: most values hold no line break, and it finds that at many bytes a step.
        guard let origin = bytes.baseAddress else { return false }
        var from = start
        while from < end, let found = memchr(origin + from, Int32(ASCII.newline), end - from) {
            let i = origin.distance(to: found.assumingMemoryBound(to: UInt8.self))
            line += 1
            lineStart = base + i + 1
            from = i + 1
        }
        output.append(value(.parsed(parsed), open, end: base + end))
        scanner.reset(to: .idle, line: line, lineStart: lineStart, contentEnd: base + end)
        cursor = end
        return true
    }

    /// Drops bytes no longer needed: everything before the open value, or everything once no value
    /// is buffered. Moves what is left once per push, never per byte.
    private mutating func compact() {
        let keep: Int
        if case .buffering(let open) = mode {
            keep = index(open.start)
        } else {
            keep = cursor
        }
        guard keep > 0 else { return }
        if keep >= buffer.count {
            buffer.removeAll(keepingCapacity: true)
        } else {
            buffer.removeSubrange(..<keep)
        }
        base += keep
        cursor -= keep
    }

    // MARK: - Verdicts

    /// Parses the open value's bytes up to `end` and acts on the parser's verdict, which has the last
    /// word over the scanner's (`failedAt` is where the scanner saw a bad byte, if it did). False when
    /// the verdict needs a byte that has not arrived: the cursor stays on the bad byte, and the
    /// scanner fails there again once more bytes come.
    private mutating func settle(_ open: OpenValue, _ bytes: UnsafeBufferPointer<UInt8>, parsingTo end: Int,
                                 scannerFailedAt failedAt: Int?, into output: inout [FeedValue]) -> Bool {
        let start = index(open.start)
        do {
            let (parsed, valueEnd) = try JSONParser.parseValue(in: UnsafeBufferPointer(rebasing: bytes[..<end]), from: start, keys: &keys)
            output.append(value(.parsed(parsed), open, end: base + valueEnd))
            if valueEnd == end, failedAt == nil {
                mode = .between
            } else {
                restart(open, bytes, at: valueEnd)  // the parser ended the value elsewhere: trust it
            }
        } catch where error.isUnexpectedEnd && failedAt == bytes.count - 1 && !endOfStream {
            return false
        } catch where error.isUnexpectedEnd && end == bytes.count && endOfStream {
            // The stream ended within the parser's lookahead: the value is cut short.
            output.append(truncated(open, bytes, message: error.message))
            restart(open, bytes, at: bytes.count)
        } catch where error.isUnexpectedEnd {
            // The parser wants more bytes where the scanner saw an end or a bad byte. Neither should
            // happen; keep the scanner's position so the stream goes on.
            let at = failedAt ?? end - 1
            let message = failedAt.map { "unexpected \(ASCII.describe(bytes[$0]))" } ?? error.message
            recover(open, bytes, errorAt: at, message: message, into: &output)
        } catch {
            recover(open, bytes, errorAt: min(max(error.offset, start), end - 1), message: error.message, into: &output)
        }
        return true
    }

    /// Ends the open value as malformed, because of the error at index `at`, by the recovery rule in
    /// the type's documentation; the cursor moves back to `at` (the bytes are still buffered).
    private mutating func recover(_ open: OpenValue, _ bytes: UnsafeBufferPointer<UInt8>, errorAt at: Int,
                                  message: String, into output: inout [FeedValue]) {
        let start = index(open.start)
        let (line, lineStart) = lineAndStart(of: at, in: open, bytes)
        let content = FeedValue.Content.malformed(message: message, line: line, column: base + at - lineStart + 1)
        let lineStartIndex = lineStart - base
        if line > open.line, bytes[lineStartIndex..<at].allSatisfy(ASCII.isWhitespace) {
            // The value broke off at the end of the previous line; this line may hold a good value.
            let end = contentEnd(before: lineStartIndex, from: start, bytes)
            output.append(value(content, open, end: base + end))
            scanner.reset(to: .idle, line: line, lineStart: lineStart, contentEnd: base + end)
            mode = .between
        } else {
            let end = contentEnd(before: at, from: start, bytes)
            scanner.reset(to: .skippingLine, line: line, lineStart: lineStart, contentEnd: base + end)
            mode = .discarding(start: open.start, line: open.line, content: content)
        }
        cursor = at
    }

    /// Frames on from index `at`, inside bytes that were scanned as part of the open value.
    private mutating func restart(_ open: OpenValue, _ bytes: UnsafeBufferPointer<UInt8>, at: Int) {
        let (line, lineStart) = lineAndStart(of: at, in: open, bytes)
        let end = contentEnd(before: at, from: index(open.start), bytes)
        scanner.reset(to: .idle, line: line, lineStart: lineStart, contentEnd: base + end)
        mode = .between
        cursor = at
    }

    /// The open value just grew past `maximumValueBytes`. Before its bytes are dropped the parser reads
    /// them once: an error there that the scanner leaves to the parser (bad UTF-8, a lone surrogate)
    /// makes the value malformed, as it would have been had it been smaller.
    private mutating func outgrow(_ open: OpenValue, _ bytes: UnsafeBufferPointer<UInt8>, into output: inout [FeedValue]) {
        let start = index(open.start)
        do {
            let (parsed, valueEnd) = try JSONParser.parseValue(in: UnsafeBufferPointer(rebasing: bytes[..<cursor]), from: start)
            if valueEnd < cursor {
                output.append(value(.parsed(parsed), open, end: base + valueEnd))
                restart(open, bytes, at: valueEnd)
                return
            }
        } catch where !error.isUnexpectedEnd {
            recover(open, bytes, errorAt: min(max(error.offset, start), cursor - 1), message: error.message, into: &output)
            return
        } catch {}
        mode = .skipping(open)
    }

    /// An oversized value turned out broken at index `at`. Its bytes are gone, so the scanner's own
    /// line tracking decides where it ends, by the same rule as `recover`.
    private mutating func abandonOversized(_ open: OpenValue, at: Int, into output: inout [FeedValue]) {
        if scanner.line > open.line, scanner.contentEnd <= scanner.lineStart {
            output.append(value(.oversized, open, end: scanner.contentEnd))
            scanner.reset(to: .idle, line: scanner.line, lineStart: scanner.lineStart, contentEnd: scanner.contentEnd)
            mode = .between
        } else {
            scanner.reset(to: .skippingLine, line: scanner.line, lineStart: scanner.lineStart, contentEnd: scanner.contentEnd)
            mode = .discarding(start: open.start, line: open.line, content: .oversized)
        }
        cursor = at
    }

    /// Ends whatever is open at the end of the stream; true when that moved the cursor back and the
    /// bytes after it must be framed again.
    private mutating func closeAtEnd(into output: inout [FeedValue]) -> Bool {
        switch mode {
        case .between:
            return false
        case .discarding(let start, let line, let content):
            output.append(FeedValue(content: content, line: line, byteCount: scanner.contentEnd - start, source: source))
        case .skipping(let open):
            output.append(value(.oversized, open, end: scanner.contentEnd))
        case .buffering(let open):
            let storage = buffer
            return storage.withUnsafeBufferPointer { bytes in
                closeBuffered(open, bytes, into: &output)
            }
        }
        mode = .between
        return false
    }

    private mutating func closeBuffered(_ open: OpenValue, _ bytes: UnsafeBufferPointer<UInt8>,
                                        into output: inout [FeedValue]) -> Bool {
        let start = index(open.start)
        let end = scanner.contentEnd - base
        do {
            // A top-level number ends here; anything else open is truncated and fails.
            let (parsed, valueEnd) = try JSONParser.parseValue(in: UnsafeBufferPointer(rebasing: bytes[..<end]), from: start)
            output.append(value(.parsed(parsed), open, end: base + valueEnd))
            if valueEnd < end {
                restart(open, bytes, at: valueEnd)
                return true
            }
        } catch where error.isUnexpectedEnd {
            output.append(truncated(open, bytes, message: error.message))
        } catch {
            recover(open, bytes, errorAt: min(max(error.offset, start), end - 1), message: error.message, into: &output)
            return true
        }
        mode = .between
        return false
    }

    /// The open value, cut short by the end of the stream: reported where its text stops, not
    /// after the whitespace that followed it.
    private func truncated(_ open: OpenValue, _ bytes: UnsafeBufferPointer<UInt8>, message: String) -> FeedValue {
        let end = contentEnd(before: bytes.count, from: index(open.start), bytes)
        let (line, lineStart) = lineAndStart(of: end, in: open, bytes)
        let content = FeedValue.Content.malformed(message: message, line: line, column: base + end - lineStart + 1)
        return value(content, open, end: base + end)
    }

    // MARK: - Positions

    private func index(_ absolute: Int) -> Int { absolute - base }

    private func value(_ content: FeedValue.Content, _ open: OpenValue, end: Int) -> FeedValue {
        FeedValue(content: content, line: open.line, byteCount: end - open.start, source: source)
    }

    /// The line of index `at` and the absolute offset where it starts, counted from the open value's
    /// start; only needed when a value breaks, so not tracked per byte.
    private func lineAndStart(of at: Int, in open: OpenValue, _ bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, start: Int) {
        var line = open.line
        var lineStart = open.lineStart
        var i = index(open.start)
        while i < at {
            if bytes[i] == ASCII.newline {
                line += 1
                lineStart = base + i + 1
            }
            i += 1
        }
        return (line, lineStart)
    }

    /// The index just past the last non-whitespace byte in `bytes[from..<before]`, or `from`.
    private func contentEnd(before: Int, from: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var i = before
        while i > from, ASCII.isWhitespace(bytes[i - 1]) { i -= 1 }
        return i
    }
}
