import Foundation
@testable import LivepeekCLI
import PreviewApp
import Testing

/// A definition that fails to read is reported only once the file has stayed as it was read: a
/// half-written save finished a moment later is read again, and its error never reaches the screen.
@Suite struct HeldReloadFailureTests {
    static func input(watching file: URL) throws -> (PollingInput, close: () -> Void) {
        var terminal: [Int32] = [-1, -1], signals: [Int32] = [-1, -1]
        #expect(pipe(&terminal) == 0 && pipe(&signals) == 0)
        let input = PollingInput(terminalDescriptor: terminal[0], signalDescriptor: signals[0], takeSignals: { [] }, feed: nil, endpoint: nil,
                                 definitionPath: file.path, definitionFiles: [file.path], definitionStamps: [FileStamp(path: file.path)],
                                 swiftSource: try SwiftSourceOptions.parse([]))
        return (input, { for end in terminal + signals { close(end) } })
    }

    /// An empty `activity.yaml`: a save's first step, which does not load.
    static func emptyDefinition(in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("activity.yaml")
        try "".write(to: file, atomically: false, encoding: .utf8)
        return file
    }

    static func actions(_ input: inout PollingInput, for seconds: TimeInterval) -> [PreviewAction] {
        var actions: [PreviewAction] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            for action in input.wait(until: min(deadline, Date().addingTimeInterval(0.1)), readFeed: true) {
                actions.append(action)
                if case .definitionChanged = action { actions += input.reloadDefinition() }
            }
        }
        return actions
    }

    static func failures(_ actions: [PreviewAction]) -> [String] {
        actions.compactMap { if case .definitionFailed(let message) = $0 { message } else { nil } }
    }

    @Test func aFailureOfAFileThatStaysBrokenIsReported() throws {
        let folder = try TemporaryFolder.create("held-failure")
        defer { TemporaryFolder.remove(folder) }
        let file = try Self.emptyDefinition(in: folder)
        var (input, close) = try Self.input(watching: file)
        defer { close() }
        #expect(input.reloadDefinition().isEmpty, "held, not reported at once")
        let failures = Self.failures(Self.actions(&input, for: PollingInput.failureSettle + 1))
        #expect(failures.count == 1 && failures.first?.contains("the definition is empty") == true, "\(failures)")
    }

    @Test func aFailureOfAFileWrittenAgainIsDropped() throws {
        let folder = try TemporaryFolder.create("held-failure")
        defer { TemporaryFolder.remove(folder) }
        let file = try Self.emptyDefinition(in: folder)
        var (input, close) = try Self.input(watching: file)
        defer { close() }
        #expect(input.reloadDefinition().isEmpty)
        // The second step of the save, after the first was read.
        try String(contentsOfFile: InProcess.path("Samples/delivery/activity.yaml"), encoding: .utf8)
            .write(to: file, atomically: false, encoding: .utf8)
        let actions = Self.actions(&input, for: PollingInput.failureSettle + 1)
        #expect(Self.failures(actions).isEmpty, "\(actions)")
        #expect(actions.contains { if case .definitionReloaded = $0 { true } else { false } }, "\(actions)")
    }
}
