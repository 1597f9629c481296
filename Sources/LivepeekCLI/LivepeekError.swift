import ActivityModel

/// Why a command stopped, and its exit status: `main` prints `description` once on standard error.
///
/// Messages read as compilers write theirs: `livepeek: error: …`, or `FILE:LINE:COL: error: …`
/// when they point into a file. Status 2 is unusable input (a definition, a feed, an option); 1 is
/// a finding the command's own output has already shown (a changed golden, a rejected push).
public struct LivepeekError: Error, Equatable, CustomStringConvertible {
    /// What `main` prints; empty when the command's output already says it.
    public var description: String
    public var exitCode: Int32

    /// `livepeek: error: message`, exit 2.
    init(_ message: String, exitCode: Int32 = 2) {
        description = LivepeekError.prefix + message
        self.exitCode = exitCode
    }

    /// A mistake located in a file, `file:line:column: error: …`, exit 2.
    init(_ error: DefinitionError) {
        description = error.description
        exitCode = 2
    }

    private init(description: String, exitCode: Int32) {
        self.description = description
        self.exitCode = exitCode
    }

    /// Exit with `status` and print nothing more.
    static func status(_ status: Int32) -> LivepeekError {
        LivepeekError(description: "", exitCode: status)
    }

    /// The command found what its output reports (exit 1).
    static let findings = LivepeekError.status(1)

    static let prefix = "livepeek: error: "

    /// The message without the prefix `livepeek: error: `, for callers that quote it (`check`).
    var message: String {
        description.hasPrefix(LivepeekError.prefix) ? String(description.dropFirst(LivepeekError.prefix.count)) : description
    }
}
