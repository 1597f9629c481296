import Foundation
import Testing

/// Every command's `--help`, as a person reads it in an 80-column terminal.
@Suite struct HelpTests {
    static let commands = [[], ["preview"], ["dump"], ["validate"], ["check"], ["lint"], ["devices"], ["themes"], ["symbols"]]

    /// The prose before `USAGE:` is wrapped by argument-parser, not broken by hand: in a paragraph,
    /// each line but the last is as full as the next word allows. (A discussion written with line
    /// breaks comes out ragged, "presentations, laid" alone on a line.) Indented lines are examples.
    @Test(arguments: commands) func proseIsWrappedToTheWidth(command: [String]) throws {
        let output = try BinaryRunner.run(command + ["--help"])
        #expect(output.status == 0)
        let prose = output.stdout.components(separatedBy: "\nUSAGE:")[0].components(separatedBy: "\n")
        for (line, next) in zip(prose, prose.dropFirst()) {
            guard !line.isEmpty, !line.hasPrefix(" "), !next.isEmpty, !next.hasPrefix(" ") else { continue }
            let nextWord = next.split(separator: " ").first.map(String.init) ?? ""
            // argument-parser keeps lines shorter than the 80 columns it assumes without a terminal.
            #expect(line.count + 1 + nextWord.count >= 80, "a hand-broken line in `livepeek \(command.joined(separator: " ")) --help`: \"\(line)\"")
        }
    }

    /// Every command has examples to copy, and they fit the width.
    @Test(arguments: commands.filter { ["", "preview", "dump", "validate", "check", "lint"].contains($0.first ?? "") })
    func examplesFitTheWidth(command: [String]) throws {
        let output = try BinaryRunner.run(command + ["--help"])
        let lines = output.stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "Examples:"), "no examples")
        let examples = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }
        #expect(!examples.isEmpty)
        for example in examples { #expect(example.count <= 80, "\(example)") }
    }
}
