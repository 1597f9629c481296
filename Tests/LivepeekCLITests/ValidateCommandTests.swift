import ActivityModel
import Foundation
import Testing

/// `livepeek validate`, run in process (`InProcess.validate`), and as a user runs it where it reads
/// standard input or writes warnings.
@Suite struct ValidateCommandTests {
    func json(_ text: String) throws -> JSONValue {
        try JSONParser.parseDocument(text)
    }

    func verdicts(_ report: JSONValue) -> [String] {
        guard case .array(let results)? = report["results"] else { return [] }
        return results.compactMap { $0["verdict"]?.stringValue }
    }

    @Test func theDeliverySampleWalksEveryVerdict() throws {
        let output = try InProcess.validate(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson", "--format", "json"])
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
        let output = try InProcess.validate(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson",
                                           "--format", "json", "--now", "2026-11-22T10:50:00Z"])
        let report = try json(output.stdout)
        guard case .array(let activities)? = report["activities"] else { Issue.record("no activities"); return }
        #expect(activities.first?["phase"]?.stringValue == "dismissed")
    }

    @Test func textReportNamesVerdictsCodesAndReasons() throws {
        let output = try InProcess.validate(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson"])
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
        let output = try InProcess.validate(["validate", folder.path, "Samples/delivery/feed.ndjson"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("activity.yaml:3:"))
        #expect(output.stdout.isEmpty)
    }

    @Test func anUnreadableFeedExitsTwo() throws {
        let output = try InProcess.validate(["validate", "Samples/delivery", "/nonexistent/feed.ndjson"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("/nonexistent/feed.ndjson"))
    }

    @Test func aBadTimeIsAUsageError() throws {
        let output = try InProcess.validate(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson", "--now", "yesterday"])
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

    /// `--now` judges only what has arrived by then, as `dump --now` draws it: the sports feed's
    /// second-half pushes arrive after 11:10, so the game is stale at the half-time score, not final.
    @Test func pushesReceivedAfterNowArePending() throws {
        let arguments = ["validate", "Samples/sports", "Samples/sports/feed.ndjson", "--now", "2026-11-22T11:10:00Z"]
        let output = try InProcess.validate(arguments + ["--format", "json"])
        #expect(output.status == 0, "pending is not a rejection: \(output.stderr)")
        let report = try json(output.stdout)
        #expect(verdicts(report) == ["applied", "applied", "applied", "applied", "pending", "pending", "pending"])
        guard case .array(let activities)? = report["activities"], case .array(let results)? = report["results"] else {
            Issue.record("no activities or results")
            return
        }
        #expect(activities.first?["phase"]?.stringValue == "stale")
        #expect(activities.first?["state"]?["homeScore"] == .number("61"), "the half-time score, not the final one")
        #expect(results[4]["receivedAt"]?.stringValue == "2026-11-22T11:20:00Z")
        #expect(report["summary"]?["pending"] == .number("3") && report["summary"]?["applied"] == .number("4"))
        let dump = InProcess.dump(["dump", "Samples/sports", "--feed", "Samples/sports/feed.ndjson", "--now", "2026-11-22T11:10:00Z",
                                         "--format", "json"])
        guard case .array(let drawn)? = try JSONParser.parseDocument(dump.stdout)["activities"] else { Issue.record("dump: no activities"); return }
        #expect(drawn.first?["phase"]?.stringValue == "stale", "dump agrees")

        let text = try InProcess.validate(arguments)
        #expect(text.stdout.contains("line    5  pending   update"), "\(text.stdout)")
        #expect(text.stdout.contains("7 payloads: 4 applied, 0 ignored, 0 rejected, 3 pending (received after 2026-11-22T11:10:00Z)"))
        #expect(text.stdout.contains("activity stale since 2026-11-22T11:05:00Z"))
    }

    /// A pending payload is not judged: one that would be rejected neither shows its diagnostics
    /// nor makes validate exit 1 before it arrives.
    @Test func aBadPushAfterNowIsPendingNotRejected() throws {
        let feed = #"{"aps":{"timestamp":1795341600,"event":"update","content-state":{"driverName":"Marco"}}}"#
        let later = try BinaryRunner.run(["validate", "Samples/delivery", "-", "--now", "2026-11-22T09:00:00Z", "--format", "json"], stdin: feed + "\n")
        #expect(later.status == 0)
        #expect(verdicts(try json(later.stdout)) == ["pending"])
        #expect(!later.stdout.contains("contract.missingKey"))
        let after = try BinaryRunner.run(["validate", "Samples/delivery", "-", "--now", "2026-11-22T10:00:00Z", "--format", "json"], stdin: feed + "\n")
        #expect(after.status == 1)
        #expect(verdicts(try json(after.stdout)) == ["rejected"])
    }

    /// Like `preview`, a bare `validate` reads the folder's feed.ndjson.
    @Test func withoutAFeedTheFoldersFeedIsRead() throws {
        let bare = try InProcess.validate(["validate", "Samples/delivery"])
        let named = try InProcess.validate(["validate", "Samples/delivery", "Samples/delivery/feed.ndjson"])
        #expect(bare.status == 1 && bare.stdout == named.stdout, "\(bare.stderr)")
        #expect(bare.stdout.contains("12 payloads: 6 applied, 3 ignored, 3 rejected"))

        let file = try InProcess.validate(["validate", "Samples/delivery/activity.yaml"])
        #expect(file.status == 2)
        #expect(file.stderr.contains("give a feed file, or - for standard input"), "\(file.stderr)")
    }

    /// A finding about the sources is one line in the compilers' form, its severity said once.
    @Test func aSourceFindingSaysItsSeverityOnce() throws {
        let output = try BinaryRunner.run(["validate", "Tests/Widgets/restaurant-waitlist-sample-attributes"])
        #expect(output.stderr.contains("livepeek: note: swiftui.sampleValues at attributes: "), "\(output.stderr)")
        #expect(!output.stderr.contains("warning: info"), "\(output.stderr)")
    }

    /// A push token names its activity by its ends in the text report, as `serve` logs it; the JSON
    /// report keeps it whole for scripts.
    @Test func aPushTokenIsShortenedInTheTextReport() throws {
        let token = String(repeating: "5f", count: 40)
        let feed = #"{"activity": "\#(token)", "aps": {"timestamp": 1795341600, "event": "update", "content-state": {"driverName": "Aiko", "estimatedDeliveryTime": [817035900, 817036500], "currentStep": "delivering"}}}"#
        let text = try BinaryRunner.run(["validate", "Samples/delivery", "-"], stdin: feed + "\n")
        #expect(text.status == 0, "\(text.stdout)\(text.stderr)")
        #expect(text.stdout.contains("5f5f5f5f…5f5f5f5f"), "\(text.stdout)")
        #expect(!text.stdout.contains(token))
        let json = try BinaryRunner.run(["validate", "Samples/delivery", "-", "--format", "json"], stdin: feed + "\n")
        #expect(json.stdout.contains(token))
    }
}
