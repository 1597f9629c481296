import ActivityLayout
import ActivityRender
import ArgumentParser
import Foundation
import Testing
@testable import LivepeekCLI

/// The commands parsed and run in process: options land where the command reads them, and every
/// error is one `LivepeekError`, printed once as `livepeek: error: …` or `FILE:LINE:COL: error: …`.
@Suite struct CommandParsingTests {
    let delivery = InProcess.path("Samples/delivery")

    @Test func dumpsOptionsLandInItsSceneOptions() throws {
        let dump = try Dump.parse([delivery, "--device", "iphone-large", "--locale", "ar", "--dynamic-type", "xxxLarge",
                                   "--after", "5m", "--surface", "lock", "--format", "svg", "--always-on"])
        #expect(dump.activity == delivery)
        #expect(dump.scene.appearance.device == "iphone-large")
        #expect(dump.scene.appearance.locale == "ar")
        #expect(dump.scene.appearance.dynamicTypeSize == .xxxLarge)
        #expect(dump.scene.after?.seconds == 300)
        #expect(dump.scene.alwaysOn)
        #expect(dump.surface == "lock" && dump.format == .svg)
    }

    @Test func dumpsSurfaceFlagTakesTheOtherSurfacesJoinedByCommas() throws {
        let dump = try Dump.parse([delivery, "--surface", "standby,mac"])
        #expect(dump.surface == "standby,mac")
        #expect(SurfaceKind.named(dump.surface) == [.standBy, .menuBar])
        #expect(throws: (any Error).self) { try Dump.parse([delivery, "--surface", "standby,pager"]) }
    }

    @Test func theDefaultCommandIsPreview() throws {
        let command = try Livepeek.parseAsRoot([delivery, "--no-feed", "--speed", "4"])
        let preview = try #require(command as? Preview)
        #expect(preview.noFeed && preview.speed == 4 && preview.feed == nil)
    }

    /// argument-parser's own `Error: …` comes out in the one format, with the usage below it.
    @Test func aUsageErrorIsOneMessageInTheOneFormat() {
        let outcome = InProcess.run(["dump", delivery, "--device", "iphone-3g"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.count == 1)
        let text = outcome.errors.joined()
        #expect(text.hasPrefix("livepeek: error: unknown device 'iphone-3g'; run `livepeek devices` for the list"), "\(text)")
        #expect(text.contains("Usage: livepeek dump"))
        #expect(!text.contains("Error:"))
    }

    @Test func aMissingArgumentIsAUsageError() {
        let outcome = InProcess.run(["validate"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.joined().hasPrefix("livepeek: error: Missing expected argument '<activity>'"), "\(outcome.errors)")
    }

    @Test func aMistypedCommandSuggestsTheCommand() {
        let outcome = InProcess.run(["dmup", delivery])
        #expect(outcome.status == 2)
        #expect(outcome.errors == ["livepeek: error: unknown command 'dmup'; did you mean 'dump'? (livepeek --help lists the commands)"])
    }

    /// A command's own error is thrown, not written where it happens: `main` prints it once.
    @Test func aCommandsErrorIsThrownWithItsStatus() throws {
        let dump = try Dump.parse([delivery, "--state", "/missing.json"])
        let error = try #require(throws: LivepeekError.self) { try dump.render() }
        #expect(error.exitCode == 2)
        #expect(error.description == "livepeek: error: --state '/missing.json': no such file (and not JSON text: a content state is an object, {…})")
    }

    @Test func aStateThatDoesNotDecodeSaysWhyInOneError() throws {
        let dump = try Dump.parse([delivery, "--state", #"{"driverName": 1}"#, "--now", "2026-11-22T10:20:00Z"])
        let error = try #require(throws: LivepeekError.self) { try dump.render() }
        #expect(error.description.hasPrefix("livepeek: error: --state was rejected:\n"), "\(error.description)")
        #expect(error.description.contains("contract.typeMismatch at driverName"))
    }

    /// A definition error keeps its place in the file, as a compiler's does.
    @Test func aBrokenDefinitionIsReportedAtItsLine() throws {
        let folder = try TemporaryFolder.create("broken-definition")
        defer { TemporaryFolder.remove(folder) }
        try "name: Broken\ncontentState:\n  count: [Int\n".write(to: folder.appendingPathComponent("activity.yaml"), atomically: true, encoding: .utf8)
        let outcome = InProcess.run(["validate", folder.path, "/dev/null"])
        #expect(outcome.status == 2)
        #expect(outcome.errors.count == 1)
        let text = outcome.errors.joined()
        #expect(text.hasPrefix(folder.appendingPathComponent("activity.yaml").path + ":"), "\(text)")
        #expect(text.contains(": error: "))
    }

    @Test func anUnknownThemeStopsDumpWithTheBuiltInNames() {
        let outcome = InProcess.run(["dump", delivery, "--theme", "solarized"])
        #expect(outcome.status == 2)
        #expect(outcome.errors == ["livepeek: error: unknown theme 'solarized'; built in: \(BuiltInThemes.names.joined(separator: ", ")), or give a .yaml file"])
    }

    /// A golden whose header does not run says why in its own line, not "exit status 2".
    @Test func aGoldenWhoseHeaderFailsSaysWhy() throws {
        let folder = try TemporaryFolder.create("failing-header")
        defer { TemporaryFolder.remove(folder) }
        let golden = folder.appendingPathComponent("lock.txt")
        try "# livepeek dump \(delivery) --theme solarized\nanything\n".write(to: golden, atomically: true, encoding: .utf8)
        let check = try Check.parse([golden.path])
        let outcome = check.check(golden.path)
        guard case .unusable(let reason) = outcome.verdict else {
            Issue.record("expected unusable, got \(outcome.verdict)")
            return
        }
        #expect(reason == "its header does not run: unknown theme 'solarized'; built in: \(BuiltInThemes.names.joined(separator: ", ")), or give a .yaml file")
    }
}
