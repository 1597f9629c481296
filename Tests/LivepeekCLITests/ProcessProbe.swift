import Foundation

/// What `/proc` says about a running process: its resident memory now and at its peak, and how
/// many file descriptors it holds. The bounds the stream and hostile-client tests check are on
/// these, read from outside as `top` or `ls /proc/PID/fd` would.
struct ProcessProbe {
    let pid: Int32

    /// `VmRSS` in bytes; nil once the process is gone.
    var residentBytes: Int? { statusField("VmRSS") }

    /// `VmHWM` in bytes: the most it was ever resident, so a spike between two samples still counts.
    var peakResidentBytes: Int? { statusField("VmHWM") }

    /// The entries of `/proc/PID/fd`; nil once the process is gone.
    var openDescriptors: Int? {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count
    }

    /// Whether it still runs (a zombie, exited and not yet reaped, does not).
    var isRunning: Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
        return stat.split(separator: ")").last?.split(separator: " ").first != "Z"
    }

    /// Waits up to `timeout` seconds for the descriptor count to satisfy `condition`; returns the last count.
    @discardableResult
    func waitForDescriptors(timeout: Double, _ condition: (Int) -> Bool) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        var count = openDescriptors
        while let current = count, !condition(current), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            count = openDescriptors
        }
        return count
    }

    /// The descriptor count once two readings a third of a second apart agree (at most `timeout` s).
    func settledDescriptors(timeout: Double = 5) -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        var last = openDescriptors
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.35)
            let now = openDescriptors
            if now == last { return now }
            last = now
        }
        return last
    }

    /// A `kB` line of `/proc/PID/status`, in bytes.
    private func statusField(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
              let kilobytes = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap({ Int($0) }) else { return nil }
        return kilobytes * 1024
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}
