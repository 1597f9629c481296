import Foundation
import Testing

/// `--device`, `--theme`, `--locale` and `--dynamic-type`, which `dump` and `preview` share: a wrong
/// value stops either command before it draws (or takes the terminal) and says what is accepted.
@Suite struct AppearanceOptionsTests {
    static let commands = [["dump", "Samples/delivery"], ["preview", "Samples/delivery", "--no-feed"]]

    @Test(arguments: commands) func anUnknownDeviceNamesTheList(command: [String]) throws {
        let output = try BinaryRunner.run(command + ["--device", "iphone-3g"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("Usage: livepeek \(command[0])"), "a usage error shows the usage")
        #expect(output.stderr.contains("unknown device 'iphone-3g'; run `livepeek devices` for the list"), "\(output.stderr)")
    }

    @Test(arguments: commands) func anUnknownTextSizeNamesTheSizes(command: [String]) throws {
        let output = try BinaryRunner.run(command + ["--dynamic-type", "huge"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("unknown --dynamic-type 'huge'; use xSmall"), "\(output.stderr)")
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
