// The command tree. The only module that reads the clock, the environment and the terminal.
import ActivityModel
import ArgumentParser
import Foundation

public struct Livepeek: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "livepeek",
        abstract: "Preview iOS Live Activities in the terminal, and check pushes the way the phone reads them.",
        discussion: """
            An activity is a folder with activity.yaml (or a .yaml/.json file): its static attributes, \
            the ContentState contract in Swift types, and its views. It may also be the widget's own \
            Swift sources (a .swift file or a folder of them), read as an iOS widget extension \
            compiles them in debug: #if canImport(ActivityKit), os(iOS), canImport(UIKit) and DEBUG \
            hold; os(macOS), targetEnvironment(simulator) and targetEnvironment(macCatalyst) do not. \
            A feed is a file of JSON values: \
            APNs bodies ({"aps": {...}}), .apns files, or bare content states, one per line or \
            concatenated, optionally with "at" (when it arrives) and "activity" (which one).

            Examples:
              livepeek preview Samples/delivery
              livepeek validate Samples/delivery Samples/delivery/feed.ndjson
              livepeek validate Samples/delivery push.apns --format json
            """,
        version: "0.1.0",
        subcommands: [Preview.self, Validate.self, Serve.self, Dump.self, Check.self, Lint.self, Devices.self, Themes.self, Symbols.self],
        defaultSubcommand: Preview.self
    )

    public init() {}

    /// Runs the command tree on `arguments` and returns the exit status of docs/ARCHITECTURE.md,
    /// "Command line"; every error is written once, through `errors`. A usage error (bad flag, bad
    /// value) is unusable input and exits 2, not argument-parser's default 64.
    public static func run(_ arguments: [String], errors: (String) -> Void = StandardError.write) -> Int32 {
        if let typo = mistypedCommand(arguments) {
            errors(LivepeekError("unknown command '\(typo.typed)'; did you mean '\(typo.meant)'? (livepeek --help lists the commands)").description)
            return 2
        }
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            return 0
        } catch let error as LivepeekError {
            if !error.description.isEmpty { errors(error.description) }
            return error.exitCode
        } catch {
            let code = exitCode(for: error)
            let text = fullMessage(for: error)
            if code == .success {
                // --help, --version, completion scripts: what was asked for, on standard output.
                if !text.isEmpty { print(text) }
                return 0
            }
            if !text.isEmpty { errors(usageMessage(text)) }
            return code == .validationFailure ? 2 : code.rawValue
        }
    }

    /// argument-parser's `Error: message` and usage, with the message in the one format.
    static func usageMessage(_ text: String) -> String {
        text.hasPrefix("Error: ") ? LivepeekError.prefix + text.dropFirst("Error: ".count) : text
    }

    /// `livepeek dmup Samples/delivery`: a first argument that is no command, no file and no option,
    /// but one or two letters from a command. Without this, `preview` (the default command) would
    /// take it as its ACTIVITY and refuse the real one as an unexpected argument.
    static func mistypedCommand(_ arguments: [String]) -> (typed: String, meant: String)? {
        guard let first = arguments.first, !first.hasPrefix("-"), !FileManager.default.fileExists(atPath: first) else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !names.contains(first) else { return nil }
        return NameSuggestion.nearest(to: first, among: names).map { (first, $0) }
    }
}
