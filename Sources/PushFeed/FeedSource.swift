import ActivityModel
import Foundation

/// A feed (a file, standard input or a FIFO) read as its bytes arrive and framed into values: the
/// one reader of feeds. Followed, it never blocks (the preview polls it); read once, it blocks.
///
/// Followed, a regular file is read to its end and then done, unless `follow` is set: then, like `tail -F`,
/// new bytes are picked up as the file grows, and a file that shrinks (truncated or replaced) is
/// read again from the start. Standard input ends at EOF (the last state keeps ticking), whether a
/// file or a pipe is behind it: a shell pipeline's writer closing is the end; so does a pipe that
/// only looks named (`--feed <(my-server)`, `/dev/stdin`). A FIFO in the file system does not end:
/// when its writer closes it is opened again for the next one, so `echo '{…}' > fifo` once per push
/// works as a person would expect of a named pipe.
///
/// Followed, standard input that is the terminal is refused: the keys would be read as feed bytes (`q` and
/// Ctrl-C could not quit), and nothing a person types there is a push feed.
///
/// Read once (`readingOnce`, what `FeedReader` does for `validate`, `dump` and `lint`), every kind
/// of feed ends at its first end of file, a FIFO's reader waits for its writer, and values carry the
/// path as their `source`.
public struct FeedSource {
    public let path: String
    public let follow: Bool
    /// Ends at the first end of file, whatever the feed is.
    let readsOnce: Bool
    private(set) var descriptor: Int32 = -1
    public private(set) var isRegularFile = false
    private(set) var isFIFO = false
    /// A FIFO in the file system (`mkfifo`): opened again when its writer closes. An anonymous pipe
    /// reached through `/dev/fd/N` is not: opened again, it is the same pipe with no writer, and
    /// every poll would report its end at once and the preview would spin.
    private(set) var isNamedFIFO = false
    public private(set) var ended = false
    private var framer: FeedFramer
    /// Lines the FIFO's earlier writers wrote: each writer's stream is framed anew, and its values
    /// are numbered after theirs, so the log never shows two pushes at "line 1".
    private var earlierLines = 0
    /// This writer's lines so far, for the next one: its line breaks, and a last line left open.
    private var writerLines = (breaks: 0, openLine: false)
    private var offset: Int64 = 0
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public init(path: String, follow: Bool) throws(Failure) {
        self.path = path
        self.follow = follow
        readsOnce = false
        framer = FeedFramer()
        if isStandardInput, isatty(STDIN_FILENO) != 0 {
            throw Failure(description: "--feed - reads pushes from standard input, which is this terminal: pipe them in "
                + "(`my-server | livepeek preview … --feed -`) or redirect a file (`--feed - < pushes.ndjson`); "
                + "to send pushes by hand, name a FIFO (`mkfifo pushes.fifo`, `--feed pushes.fifo`, then `echo '{…}' > pushes.fifo`)")
        }
        do { try open() } catch { throw Failure(description: error.description) }
    }

    /// A feed read once, to its first end of file (standard input included, a terminal's too), with
    /// blocking reads.
    public init(readingOnce path: String, maximumValueBytes: Int = 1 << 20) throws(FeedReader.Error) {
        self.path = path
        follow = false
        readsOnce = true
        framer = FeedFramer(source: path, maximumValueBytes: maximumValueBytes)
        try open()
    }

    public var isStandardInput: Bool { path == "-" }

    /// A script (a regular file named on the command line, read once) rather than live (everything
    /// else: stdin is a stream even when the shell redirects a file into it).
    public var isScript: Bool { isRegularFile && !follow && !isStandardInput }

    private mutating func open() throws(FeedReader.Error) {
        if isStandardInput {
            descriptor = STDIN_FILENO
        } else {
            // Followed, non-blocking: opening a FIFO for reading would otherwise wait for a writer.
            // Read once, blocking: a FIFO's reader waits for its writer, and reads wait for bytes.
            descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | (readsOnce ? 0 : O_NONBLOCK))
            guard descriptor >= 0 else { throw FeedReader.Error(path: path, operation: .open, code: errno) }
        }
        var info = stat()
        if fstat(descriptor, &info) == 0 {
            isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
            isFIFO = (info.st_mode & S_IFMT) == S_IFIFO
        }
        // `/dev/fd/63` resolves to `pipe:[…]`, which is no path: realpath fails for it.
        if isFIFO, !isStandardInput, let resolved = realpath(path, nil) {
            isNamedFIFO = true
            free(resolved)
        }
        guard !readsOnce else { return }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) }
    }

    /// The descriptor to poll for readability, or nil when polling it would not help: a regular
    /// file is always "readable", so a followed file at its end is checked on a timer instead.
    public var pollDescriptor: Int32? {
        guard !ended, descriptor >= 0 else { return nil }
        return isRegularFile ? nil : descriptor
    }

    /// Whether there may be bytes to read without waiting (a regular file not yet at its end).
    public private(set) var hasMore = true

    /// Reads what is available now, up to `limit` bytes, and returns the values framed. Sets
    /// `ended` at the end of a feed that does not continue. The limit keeps a fast feed from
    /// holding thousands of parsed values at once between two frames (BENCHMARKS.md: RSS).
    public mutating func read(limit: Int = 128 * 1024) -> (values: [FeedValue], error: FeedReader.Error?) {
        guard !ended, descriptor >= 0 else { return ([], nil) }
        var values: [FeedValue] = []
        var total = 0
        if isRegularFile, follow { reopenIfTruncated() }
        while total < limit {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                total += count
                offset += Int64(count)
                if isNamedFIFO, !readsOnce { countLines(buffer[0..<count]) }
                values += numbered(framer.push(buffer[0..<count]))
                continue
            }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK { hasMore = false; return (values, nil) }
                let failure = FeedReader.Error(path: path, operation: .read, code: errno)
                values += numbered(framer.finish())
                finish()
                return (values, failure)
            }
            // count == 0: the end, for now.
            hasMore = false
            if isRegularFile && follow { return (values, nil) }
            if isNamedFIFO, !readsOnce {
                // The writer closed; wait for the next one. (A pipe on stdin cannot be reopened:
                // its writer is gone for good, and closing fd 0 would leave nothing to read.)
                values += numbered(framer.finish())
                framer = FeedFramer()
                earlierLines += writerLines.breaks + (writerLines.openLine ? 1 : 0)
                writerLines = (0, false)
                Glibc.close(descriptor)
                do { try open() } catch { finish(); return (values, error) }
                return (values, nil)
            }
            values += numbered(framer.finish())
            finish()
            return (values, nil)
        }
        hasMore = true
        return (values, nil)
    }

    private mutating func countLines(_ bytes: ArraySlice<UInt8>) {
        writerLines.breaks += bytes.reduce(0) { $0 + ($1 == ASCII.newline ? 1 : 0) }
        if let last = bytes.last { writerLines.openLine = last != ASCII.newline }
    }

    /// `values` numbered after the lines of the FIFO's earlier writers.
    private func numbered(_ values: [FeedValue]) -> [FeedValue] {
        guard earlierLines > 0 else { return values }
        return values.map { value in
            var value = value
            value.line += earlierLines
            return value
        }
    }

    private mutating func reopenIfTruncated() {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        var current = stat()
        let replaced = fstat(descriptor, &current) == 0 && (current.st_ino != info.st_ino || current.st_dev != info.st_dev)
        if replaced || Int64(info.st_size) < offset {
            if replaced {
                Glibc.close(descriptor)
                descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
                guard descriptor >= 0 else { finish(); return }
            } else {
                lseek(descriptor, 0, SEEK_SET)
            }
            offset = 0
            framer = FeedFramer()
            hasMore = true
        } else if Int64(info.st_size) > offset {
            hasMore = true
        }
    }

    /// Stops reading and closes the descriptor (not standard input's).
    public mutating func close() {
        finish()
    }

    private mutating func finish() {
        ended = true
        if descriptor > STDIN_FILENO { Glibc.close(descriptor) }
        descriptor = -1
    }
}
