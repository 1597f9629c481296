import Foundation
@testable import LivepeekCLI

/// Runs the command tree in this process, as `main` does, and keeps what it would print on
/// standard error. For commands that fail before they draw or print: output goes to standard out.
enum InProcess {
    struct Outcome {
        var status: Int32
        var errors: [String]
    }

    static func run(_ arguments: [String]) -> Outcome {
        nonisolated(unsafe) var errors: [String] = []
        let status = Livepeek.run(arguments) { errors.append($0) }
        return Outcome(status: status, errors: errors)
    }

    /// A path in the repository, absolute, so tests do not depend on the working directory.
    static func path(_ relative: String) -> String {
        BinaryRunner.packageRoot.appendingPathComponent(relative).path
    }
}
