import Foundation
import Testing

/// `--device`, `--theme`, `--locale` and `--dynamic-type`, which `dump` and `preview` share: a wrong
/// value stops either command before it draws (or takes the terminal) and says what is accepted.
@Suite struct AppearanceOptionsTests {
    static let commands = [["dump", "Samples/delivery"], ["preview", "Samples/delivery", "--no-feed"]]

    /// Parsed in process: both stop in `validate`, before anything is drawn.
    @Test(arguments: commands) func anUnknownDeviceNamesTheList(command: [String]) throws {
        let output = InProcess.run([command[0], InProcess.path(command[1])] + command.dropFirst(2) + ["--device", "iphone-3g"])
        #expect(output.status == 2)
        let text = output.errors.joined()
        #expect(text.contains("Usage: livepeek \(command[0])"), "a usage error shows the usage")
        #expect(text.hasPrefix("livepeek: error: unknown device 'iphone-3g'; run `livepeek devices` for the list"), "\(text)")
    }

    @Test(arguments: commands) func anUnknownTextSizeNamesTheSizes(command: [String]) throws {
        let output = InProcess.run([command[0], InProcess.path(command[1])] + command.dropFirst(2) + ["--dynamic-type", "huge"])
        #expect(output.status == 2)
        #expect(output.errors.joined().hasPrefix("livepeek: error: unknown --dynamic-type 'huge'; use xSmall"), "\(output.errors)")
    }

    @Test(arguments: commands) func anUnknownThemeNamesTheBuiltInOnes(command: [String]) throws {
        let output = try BinaryRunner.run(command + ["--theme", "solarized"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("unknown theme 'solarized'; built in: dark, light"), "\(output.stderr)")
    }

    @Test(arguments: commands) func aThemeFileThatDoesNotLoadIsReportedWithItsPath(command: [String]) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-theme-\(UUID().uuidString.prefix(8)).yaml")
        try "name: broken\nlockScreen: [unclosed\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try BinaryRunner.run(command + ["--theme", file.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains(file.path), "\(output.stderr)")
        #expect(!output.stderr.contains("unknown theme"))
    }
}
