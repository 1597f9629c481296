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

    /// Every command has examples to copy, and they fit 80 columns: argument-parser would wrap a
    /// longer one inside an argument, and the piece it moves to the next line starts at column 0.
    @Test(arguments: commands.filter { ["", "preview", "dump", "validate", "check", "lint"].contains($0.first ?? "") } + [["serve"]])
    func examplesFitTheWidth(command: [String]) throws {
        let output = try BinaryRunner.run(command + ["--help"], environment: ["COLUMNS": "80"])
        let lines = output.stdout.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "Examples:"), "no examples")
        let examples = lines[(start + 1)...].prefix { !$0.hasPrefix("USAGE:") }.filter { !$0.isEmpty }
        #expect(!examples.isEmpty)
        for example in examples {
            #expect(example.hasPrefix("  ") && example.count <= 80, "an example broken at 80 columns: \"\(example)\"")
        }
    }
}

/// What a user who mistypes sees first.
@Suite struct MistypedInputTests {
    @Test func aMistypedCommandIsNamedWithTheOneMeant() throws {
        let output = try BinaryRunner.run(["dmup", "Samples/delivery"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("unknown command 'dmup'; did you mean 'dump'?"), "\(output.stderr)")
        #expect(!output.stderr.contains("Unexpected argument"), "not preview's usage")
    }

    @Test func optionValuesAreCheckedAndNegativeTimesRead() throws {
        for locale in ["", "xx-YY"] {
            let output = try BinaryRunner.run(["dump", "Samples/delivery", "--locale", locale])
            #expect(output.status == 2 && output.stderr.contains("unknown --locale"), "'\(locale)': \(output.stderr)")
        }
        #expect(try BinaryRunner.run(["dump", "Samples/delivery", "--locale", "de-DE", "--surface", "lock"]).status == 0)
        let folderTheme = try BinaryRunner.run(["dump", "Samples/delivery", "--theme", "Samples"])
        #expect(folderTheme.status == 2 && folderTheme.stderr.contains("is a folder"), "\(folderTheme.stderr)")
        let negative = try BinaryRunner.run(["dump", "Samples/delivery", "--now", "-5", "--surface", "lock"])
        #expect(negative.status == 0 && negative.stdout.contains("1969-12-31T23:59:55Z"), "--now takes a negative Unix time: \(negative.stderr)")
        let early = try BinaryRunner.run(["dump", "Samples/delivery", "--now", "0", "--surface", "lock"])
        #expect(early.stdout.contains("no activity yet at this instant") && !early.stdout.contains("--feed"), "\(early.stdout)")
    }

    @Test func anActivityNamedLikeNoCommandIsStillAnActivity() throws {
        // A folder that exists is read as the ACTIVITY of the default command, whatever its name.
        let output = try BinaryRunner.run(["dump", "Samples/delivery", "--now", "2026-11-22T10:13:00Z", "--surface", "lock"])
        #expect(output.status == 0)
        let folder = try TemporaryFolder.create("dumpp")
        defer { TemporaryFolder.remove(folder) }
        let empty = try BinaryRunner.run(["validate", folder.path])
        #expect(empty.status == 2 && empty.stderr.contains("neither activity.yaml") && empty.stderr.contains(".swift sources"), "\(empty.stderr)")
    }
}
