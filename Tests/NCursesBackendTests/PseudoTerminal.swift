#if os(Linux)
import Glibc

/// A pseudo-terminal for tests: `NCursesTerminal` opens `path` as its tty, the test reads what it
/// draws from the master side and types keys into it. No tmux, no person, no executable.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let master: Int32
    /// The terminal side, kept open so the pty outlives each `NCursesTerminal` and its modes can
    /// be read.
    let slave: Int32
    let path: String

    init(columns: Int, rows: Int) throws {
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure(description: "cannot open /dev/ptmx: \(String(cString: strerror(errno)))") }
        // Glibc's module leaves out posix_openpt / ptsname, so the Linux ioctls they wrap are used
        // directly: TIOCSPTLCK (unlock the slave) and TIOCGPTN (its number).
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(master, UInt(0x4004_5431), &unlock) == 0, ioctl(master, UInt(0x8004_5430), &number) == 0 else {
            Glibc.close(master)
            throw Failure(description: "cannot unlock the pseudo-terminal")
        }
        path = "/dev/pts/\(number)"
        slave = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else {
            Glibc.close(master)
            throw Failure(description: "cannot open \(path)")
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        resize(columns: columns, rows: rows)
    }

    deinit {
        Glibc.close(slave)
        Glibc.close(master)
    }

    /// Sets the window size, as a terminal emulator does; the caller raises SIGWINCH (the kernel
    /// only signals the pty's own session, which the test process is not).
    func resize(columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Types `text` as if on the keyboard.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Everything written to the terminal until it has been quiet for `quiet` milliseconds.
    func output(quiet: Int32 = 100) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, quiet) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }

    /// `output` as text (lossy for split sequences, fine for `contains`).
    func text(quiet: Int32 = 100) -> String {
        String(decoding: output(quiet: quiet), as: UTF8.self)
    }

    /// The terminal's local modes (`ICANON`, `ECHO`, `ISIG` …), to see raw mode come and go.
    func localModes() -> tcflag_t {
        var modes = termios()
        _ = tcgetattr(slave, &modes)
        return modes.c_lflag
    }
}
#endif
