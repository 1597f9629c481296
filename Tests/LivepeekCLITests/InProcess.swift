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

    /// `livepeek dump …` in process, paths taken from the repository's root as the binary's tests
    /// take them: what it prints, or its error and status.
    static func dump(_ arguments: [String]) -> BinaryRunner.Output {
        guard arguments.first == "dump" else { return BinaryRunner.Output(status: 64, stdout: "", stderr: "not a dump: \(arguments)") }
        do {
            let dump = try Dump.parse(Array(arguments.dropFirst())).resolvingPaths(against: BinaryRunner.packageRoot.path)
            return BinaryRunner.Output(status: 0, stdout: try dump.render(), stderr: "")
        } catch let error as LivepeekError {
            return BinaryRunner.Output(status: error.exitCode, stdout: "", stderr: error.description)
        } catch {
            return BinaryRunner.Output(status: Dump.exitCode(for: error) == .validationFailure ? 2 : Dump.exitCode(for: error).rawValue,
                                       stdout: "", stderr: Livepeek.usageMessage(Dump.fullMessage(for: error)))
        }
    }
}
