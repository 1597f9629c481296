import Foundation
import Testing

/// Shell completion as a user meets it: the script `--generate-completion-script bash` prints,
/// loaded into a real bash, asked for the words that can follow what has been typed.
@Suite struct CompletionTests {
    /// What bash would offer after `line` (the word under the cursor is its last, maybe empty),
    /// run in `directory` (the package root by default) with the built binary first on `PATH`,
    /// since custom completions call `livepeek` back.
    static func complete(_ line: String, in directory: URL = BinaryRunner.packageRoot) throws -> [String] {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let script = try BinaryRunner.run(["--generate-completion-script", "bash"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-completion-\(UUID().uuidString.prefix(8)).bash")
        try script.stdout.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let driver = """
            cd "$1" || exit 3
            export PATH="$2:$PATH"
            source "$3"
            COMP_LINE="$4"; COMP_POINT=${#COMP_LINE}
            read -r -a COMP_WORDS <<< "$COMP_LINE"
            [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            # bash calls a completion function with the command, the current word and the one before.
            _livepeek livepeek "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let output = try SpawnedCommand.run(["bash", "-c", driver, "bash", directory.path,
                                             binary.deletingLastPathComponent().path, file.path, line])
        #expect(output.status == 0, "\(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init)
    }

    @Test func devicesThemesSizesSurfacesAndFormatsComplete() throws {
        #expect(try Self.complete("livepeek dump Samples/delivery --device ").contains("iphone-no-island"))
        #expect(try Self.complete("livepeek preview Samples/delivery --device ipad").sorted() == ["ipad-11", "ipad-13"])
        #expect(try Self.complete("livepeek dump Samples/delivery --dynamic-type A").sorted() == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(try Self.complete("livepeek dump Samples/delivery --surface ").sorted() == ["all", "carplay", "compact", "expanded", "lock", "mac", "minimal", "standby", "watch"])
        #expect(try Self.complete("livepeek dump Samples/delivery --format ").sorted() == ["ansi", "json", "svg", "text"])
        #expect(try Self.complete("livepeek validate Samples/delivery x --format ").sorted() == ["json", "text"])
        #expect(try Self.complete("livepeek dump Samples/delivery --locale a").contains("ar"))
    }

    /// `--theme` offers the built-in names and the theme files on disk (`Themes/` holds some).
    @Test func themesCompleteToBuiltInNamesAndThemeFiles() throws {
        let themes = try Self.complete("livepeek dump Samples/delivery --theme ")
        #expect(themes.contains("high-contrast") && themes.contains("monochrome"))
        #expect(themes.contains("Sources"), "\(themes)")
        #expect(!themes.contains { $0.hasSuffix("/") }, "bash's -o filenames adds the slash to a folder; one of our own made 'Samples//'")
        let files = try Self.complete("livepeek dump Samples/delivery --theme Themes/")
        #expect(!files.isEmpty && files.allSatisfy { $0.hasPrefix("Themes/") && $0.hasSuffix(".yaml") }, "\(files)")
    }

    /// ACTIVITY completes to folders (a sample is a folder) and definition files, not to feeds.
    @Test func activityPathsCompleteToFoldersAndDefinitions() throws {
        let samples = try Self.complete("livepeek dump Samples/")
        #expect(samples.contains("Samples/delivery"), "\(samples)")
        let inside = try Self.complete("livepeek lint Samples/delivery/")
        #expect(inside.contains("Samples/delivery/activity.yaml"), "\(inside)")
        #expect(!inside.contains("Samples/delivery/feed.ndjson"))
    }

    @Test(arguments: ["zsh", "fish"])
    func zshAndFishScriptsCarryTheSameValues(shell: String) throws {
        let script = try BinaryRunner.run(["--generate-completion-script", shell])
        #expect(script.status == 0)
        for value in ["iphone-no-island", "AX5", "expanded", "svg"] {
            #expect(script.stdout.contains(value), "\(shell) script lacks \(value)")
        }
    }
}
