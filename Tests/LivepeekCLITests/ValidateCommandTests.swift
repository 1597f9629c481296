import ActivityModel
import Foundation
import Testing

/// `livepeek validate`, run as a user runs it.
@Suite struct ValidateCommandTests {
    func json(_ text: String) throws -> JSONValue {
        try JSONParser.parseDocument(text)
    }

    func verdicts(_ report: JSONValue) -> [String] {
        guard case .array(let results)? = report["results"] else { return [] }
        return results.compactMap { $0["verdict"]?.stringValue }
    }

    @Test func theDeliverySampleWalksEveryVerdict() throws {
        let output = try BinaryRunner.run(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson", "--format", "json"])
        #expect(output.status == 1, "a rejected payload makes validate exit 1")
        let report = try json(output.stdout)
        #expect(verdicts(report) == ["applied", "applied", "applied", "ignored", "applied", "rejected",
                                     "rejected", "rejected", "applied", "ignored", "applied", "ignored"])
        guard case .array(let results)? = report["results"], case .array(let activities)? = report["activities"] else {
            Issue.record("results and activities must be arrays")
            return
        }
        func codes(_ i: Int) -> [String] {
            guard case .array(let diagnostics)? = results[i]["diagnostics"] else { return [] }
            return diagnostics.compactMap { $0["code"]?.stringValue }
        }
        #expect(codes(3) == ["lifecycle.olderTimestamp"])
        #expect(codes(4).contains("contract.dateLooksUnix"))
        #expect(codes(5) == ["contract.typeMismatch"])
        #expect(codes(6).first == "contract.missingKey")
        #expect(codes(7) == ["contract.unknownEnumCase"])
        #expect(codes(9) == ["lifecycle.startWithoutAlert"])
        #expect(codes(11) == ["lifecycle.afterEnd"])
        #expect(results[0]["line"] == .number("1"))
        // Without --now the report stands at the last applied push: the end at 10:29.
        #expect(report["now"]?.stringValue == "2026-11-22T10:29:00Z")
        #expect(activities.count == 1)
        #expect(activities.first?["phase"]?.stringValue == "ended")
        #expect(activities.first?["isStale"] == .bool(false))
    }

    @Test func nowMovesThePhase() throws {
        let output = try BinaryRunner.run(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson",
                                           "--format", "json", "--now", "2026-11-22T10:50:00Z"])
        let report = try json(output.stdout)
        guard case .array(let activities)? = report["activities"] else { Issue.record("no activities"); return }
        #expect(activities.first?["phase"]?.stringValue == "dismissed")
    }

    @Test func textReportNamesVerdictsCodesAndReasons() throws {
        let output = try BinaryRunner.run(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson"])
        #expect(output.status == 1)
        #expect(output.stdout.contains("line    6  rejected"))
        #expect(output.stdout.contains("contract.typeMismatch at aps.content-state.estimatedDeliveryTime"))
        #expect(output.stdout.contains("12 payloads: 6 applied, 3 ignored, 3 rejected"))
        #expect(!output.stdout.contains("\u{1B}["), "no colour when NO_COLOR is set or output is piped")
    }

    @Test func standardInputIsAFeed() throws {
        let push = #"{"aps":{"timestamp":1795341600,"event":"update","content-state":{"driverName":"A","estimatedDeliveryTime":[817035900,817036500],"currentStep":"preparing"}}}"#
        let output = try BinaryRunner.run(["validate", "Samples/delivery", "-", "--format", "json"], stdin: push + "\n")
        #expect(output.status == 0)
        #expect(verdicts(try json(output.stdout)) == ["applied"])
    }

    @Test func aBadDefinitionExitsTwoNamingFileAndLine() throws {
        let folder = try TemporaryFolder.create("bad")
        defer { TemporaryFolder.remove(folder) }
        try "name: Bad\ncontentState:\n  eta: ClosedRange<Dat>\n".write(to: folder.appendingPathComponent("activity.yaml"), atomically: true, encoding: .utf8)
        let output = try BinaryRunner.run(["validate", folder.path, "Samples/delivery/feed.ndjson"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("activity.yaml:3:"))
        #expect(output.stdout.isEmpty)
    }

    @Test func anUnreadableFeedExitsTwo() throws {
        let output = try BinaryRunner.run(["validate", "Samples/delivery", "/nonexistent/feed.ndjson"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("/nonexistent/feed.ndjson"))
    }

    @Test func aBadTimeIsAUsageError() throws {
        let output = try BinaryRunner.run(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson", "--now", "yesterday"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--now"))
    }

    @Test func escapeSequencesInPayloadsNeverReachTheTerminal() throws {
        let push = "{\"aps\":{\"timestamp\":1795341600,\"event\":\"update\",\"content-state\":{\"driverName\":7,\"estimatedDeliveryTime\":[1,2],\"currentStep\":\"\\u001b[2J\\u009b31m\"}}}"
        let output = try BinaryRunner.run(["validate", "Samples/delivery", "-"], stdin: push)
        #expect(output.status == 1)
        #expect(!output.stdout.contains("\u{1B}"))
        #expect(!output.stdout.contains("\u{9B}"))
        #expect(output.stdout.contains("\\u001b[2J"))
    }

    /// Not only messages quote payloads: the `activity` id, a content-state key in a diagnostic's
    /// path, and a definition's own keys reach the report too. Each ESC shows as `␛`, and U+202E
    /// (which would reverse the rest of the line) as `�`.
    @Test func idsPathsAndKeysAreShownNotObeyed() throws {
        let push = #"{"aps":{"timestamp":1795341600,"event":"update","content-state":{"driverName":"x","estimatedDeliveryTime":[1,2],"currentStep":"pickedUp","\u001b[5mextra":1}},"activity":"\u001b]0;pwned\u0007id\u202e"}"#
        let output = try BinaryRunner.run(["validate", "Samples/delivery", "-"], stdin: push + "\n")
        for text in [output.stdout, output.stderr] {
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{202E}" }, "\(text.debugDescription)")
        }
        #expect(output.stdout.contains("␛]0;pwned␇id�"))
        #expect(output.stdout.contains("key \"␛[5mextra\""))

        let folder = try TemporaryFolder.create("escape")
        defer { TemporaryFolder.remove(folder) }
        try "name: T\nattributes: { \"password\\e[5m\": x }\ncontentState: { n: Int }\nlockScreen:\n  Text: hi\n  \"mod\\e]0;pwned\\a\": 1\n"
            .write(to: folder.appendingPathComponent("activity.yaml"), atomically: true, encoding: .utf8)
        for command in [["lint", folder.path], ["dump", folder.path, "--state", #"{"n":1}"#]] {
            let report = try BinaryRunner.run(command)
            #expect(!(report.stdout + report.stderr).unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(command[0])")
            #expect((report.stdout + report.stderr).contains("mod␛]0;pwned␇"), "\(command[0]): \(report.stdout)")
        }
    }
}
