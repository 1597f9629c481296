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
        relative.hasPrefix("/") ? relative : BinaryRunner.packageRoot.appendingPathComponent(relative).path
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

    /// `livepeek validate …` in process, paths taken from the repository's root: its report (no
    /// colour), or its error and status.
    static func validate(_ arguments: [String]) throws -> BinaryRunner.Output {
        guard arguments.first == "validate" else { return BinaryRunner.Output(status: 64, stdout: "", stderr: "not a validate: \(arguments)") }
        var validate: Validate
        do {
            validate = try Validate.parse(Array(arguments.dropFirst()))
        } catch {
            return BinaryRunner.Output(status: 2, stdout: "", stderr: Livepeek.usageMessage(Validate.fullMessage(for: error)))
        }
        validate.activity = path(validate.activity)
        validate.feeds = validate.feeds.map { $0 == "-" ? $0 : path($0) }
        let folder = try TemporaryFolder.create("validate-report")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("report").path
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return BinaryRunner.Output(status: 64, stdout: "", stderr: "cannot write \(file)") }
        var status: Int32 = 0
        var stderr = ""
        do {
            let output = BufferedOutput(descriptor: descriptor)
            defer { output.flush() }
            try validate.run(output: output, style: TerminalStyle(enabled: false))
        } catch let error as LivepeekError {
            (status, stderr) = (error.exitCode, error.description)
        }
        close(descriptor)
        return BinaryRunner.Output(status: status, stdout: try String(contentsOfFile: file, encoding: .utf8), stderr: stderr)
    }
}
