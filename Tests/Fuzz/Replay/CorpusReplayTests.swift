import Foundation
import Testing
@testable import FuzzTargets

/// Every committed fuzz input, replayed through the same target functions libFuzzer runs: the seed
/// corpora (`Tests/Fuzz/Corpus/<target>/`) and every input a campaign once crashed on
/// (`Tests/Fuzz/Crashes/<target>/`), so no finding can come back unnoticed. No sanitizer build
/// needed; a trap still fails the run, and a violated property becomes an issue naming the file.
@Suite struct CorpusReplayTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func inputs(_ kind: String, _ target: FuzzTarget) throws -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyCorpusAndCrashInputHoldsItsProperties(_ target: FuzzTarget) throws {
        let corpus = try Self.inputs("Corpus", target)
        #expect(corpus.count >= 5, "the \(target) corpus has \(corpus.count) files")
        for file in try corpus + Self.inputs("Crashes", target) {
            let data = try [UInt8](Data(contentsOf: file))
            do {
                try target.run(data)
            } catch {
                Issue.record("\(file.path): \(error)")
            }
        }
    }

    /// A misspelt folder would hold inputs nothing replays.
    @Test func everyInputFolderNamesATarget() throws {
        for kind in ["Corpus", "Crashes"] {
            let folder = Self.fuzzFolder.appendingPathComponent(kind)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !name.hasPrefix(".") {
                #expect(FuzzTarget(rawValue: name) != nil, "\(kind)/\(name) is not a fuzz target")
            }
        }
    }

    /// The targets can fail: a message a terminal would act on is a violation, not a pass.
    @Test func aControlLeftInShownTextIsAViolation() {
        let check = FuzzCheck(target: .payload)
        #expect(throws: FuzzViolation.self) { try check.require(false, "it holds", "it did not") }
        #expect(throws: Never.self) { try check.requireVisible("ESC \u{1B}[2J, bidi \u{202E}, NEL \u{85}", "a message") }
        #expect(FuzzCheck.isTerminalControl("\u{1B}") && FuzzCheck.isTerminalControl("\u{202E}") && !FuzzCheck.isTerminalControl("a"))
    }

    /// The Swift source target's idea of "inside the text" is swift-syntax's: lines broken at LF, CR
    /// and CR LF, columns in UTF-8 bytes up to one past the line's end; 0:0 only where allowed.
    @Test func aSwiftSourcePositionOutsideTheTextIsAViolation() {
        let lines = SourceLines("ab\r\ncé\rx\n")
        #expect(lines.count == 4 && lines.byteLength(ofLine: 2) == 3 && lines.byteLength(ofLine: 4) == 0 && lines.byteLength(ofLine: 5) == nil)
        #expect(throws: Never.self) { try SwiftSourceTarget.requireInside(lines, line: 2, column: 4, allowingNone: false, "") }
        #expect(throws: Never.self) { try SwiftSourceTarget.requireInside(lines, line: 0, column: 0, allowingNone: true, "") }
        #expect(throws: FuzzViolation.self) { try SwiftSourceTarget.requireInside(lines, line: 2, column: 5, allowingNone: false, "") }
        #expect(throws: FuzzViolation.self) { try SwiftSourceTarget.requireInside(lines, line: 5, column: 1, allowingNone: false, "") }
        #expect(throws: FuzzViolation.self) { try SwiftSourceTarget.requireInside(lines, line: 0, column: 0, allowingNone: false, "") }
    }

    /// The HTTP target reads the server's bytes itself, and refuses what APNs would never send.
    @Test func aResponseAPNsWouldNotSendIsAViolation() throws {
        let ok = Array("HTTP/1.1 400 Bad Request\r\napns-id: x\r\ncontent-length: 27\r\n\r\n{\"reason\":\"BadDeviceToken\"}".utf8)
        let responses = try HTTPResponse.http1(ok + Array("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n".utf8))
        #expect(responses.map(\.status) == [400, 400] && responses.map(\.isEndpointAnswer) == [true, false])
        #expect(throws: Never.self) { try responses.forEach(HTTPTarget.requireAPNsShaped) }
        #expect(throws: HTTPResponseError.self) { try HTTPResponse.http1(Array("HTTP/1.1 200 OK\r\napns-id: x\r\n\r\n".utf8)) }
        #expect(throws: HTTPResponseError.self) { try HTTPResponse.http1(Array(ok.dropLast(3))) }
        var wrongStatus = responses[0]
        wrongStatus.status = 200
        #expect(throws: FuzzViolation.self) { try HTTPTarget.requireAPNsShaped(wrongStatus) }
        var unknownReason = responses[0]
        unknownReason.body = Array(#"{"reason":"Bogus"}"#.utf8)
        #expect(throws: FuzzViolation.self) { try HTTPTarget.requireAPNsShaped(unknownReason) }
    }

    /// The fixture every payload, expression and view input runs against loads and decodes.
    @Test func theFixtureLoads() throws {
        let fixture = try FuzzFixture.get(.payload)
        #expect(fixture.definition.contentState.fields.count == 20)
        #expect(fixture.context.state != nil)
    }
}
