import ActivityModel
import Foundation
import PushFeed
@testable import PushServer
import Testing

/// A record replays one result per recorded line, whatever the bodies APNs accepted were: APNs reads
/// none of them (any non-empty body up to 4 KB is answered 200), so the record keeps bodies that are
/// not JSON, and none of them may take in the push recorded after it.
@Suite struct RecordReplayTests {
    /// Every kind of body APNs answers 200, as bytes.
    static let bodies: [(name: String, bytes: [UInt8])] = {
        var kinds: [(String, [UInt8])] = [
            ("cut after a colon", Array(#"{"aps": {"timestamp": "#.utf8)),
            ("cut inside a string", Array(#"{"aps":{"alert":"On its w"#.utf8)),
            ("cut after an escape", Array(#"{"aps":{"alert":"\"#.utf8)),
            ("cut inside an array", Array(#"{"aps":{"content-state":{"estimatedDeliveryTime":[817035900,"#.utf8)),
            ("a lone brace", Array("{".utf8)),
            ("a lone bracket", Array("[".utf8)),
            ("a closing brace", Array("}".utf8)),
            ("a number cut short", Array("-".utf8)),
            ("an exponent cut short", Array("1e".utf8)),
            ("a number", Array("42".utf8)),
            ("a string", Array(#""text""#.utf8)),
            ("an open string", Array(#""text"#.utf8)),
            ("null", Array("null".utf8)),
            ("true", Array("true".utf8)),
            ("an array over lines", Array("[1,\n2]".utf8)),
            ("two objects", Array(#"{"a":1} {"b":2}"#.utf8)),
            ("an object then garbage", Array(#"{"aps":{}} trailing"#.utf8)),
            ("garbage", Array("not json at all".utf8)),
            ("spaces only", Array("   \t ".utf8)),
            ("line breaks only", Array("\n\r\n".utf8)),
            ("a byte-order mark", [0xEF, 0xBB, 0xBF] + Array(#"{"aps":{}}"#.utf8)),
            ("invalid UTF-8 in a string", Array(#"{"aps":{"alert":""#.utf8) + [0xFF, 0xFE] + Array(#""}}"#.utf8)),
            ("a zero byte", Array(#"{"a":""#.utf8) + [0] + Array(#""}"#.utf8)),
            ("control characters", [0x01, 0x1B] + Array("[31m".utf8)),
            ("an empty object", Array("{}".utf8)),
            ("pretty-printed with CRLF", Array("{\r\n  \"aps\": {\r\n    \"event\": \"update\"\r\n  }\r\n}\r\n".utf8)),
            ("a bare content state", Array(#"{"driverName":"Marco","currentStep":"preparing"}"#.utf8)),
        ]
        var atLimit = Array(#"{"aps":{"alert":""#.utf8)
        atLimit += Array(repeating: UInt8(ascii: "x"), count: APNSRules.maximumBodyBytes - atLimit.count - 3) + Array(#""}}"#.utf8)
        kinds.append(("4096 bytes", atLimit))
        kinds.append(("4096 bytes cut short", Array(atLimit.dropLast(3))))
        return kinds
    }()

    /// A malformed value's line is where it stands in the record; the endpoint framed its line alone.
    static func unlined(_ content: FeedValue.Content) -> FeedValue.Content {
        guard case .malformed(let message, _, let column) = content else { return content }
        return .malformed(message: message, line: 1, column: column)
    }

    @Test func everyKindOfBodyAPNsAcceptsReplaysAsOneValuePerRecordedLine() throws {
        let path = PushEndpointTests.temporaryFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let collected = PushEndpointTests.Collected()
        let definition = try PushEndpointTests.definition()
        let endpoint = PushEndpoint(definition: definition, rules: APNSRules(), record: try PushRecord(path: path), observer: collected.add)
        let start = PushEndpointTests.start
        let now = Date(timeIntervalSince1970: TimeInterval(start))
        var t = start
        var names: [String] = []
        func send(_ name: String, _ body: [UInt8]) {
            var request = PushEndpointTests.push(PushEndpointTests.tokenA, "")
            request.body = body
            #expect(endpoint.handle(request, now: now).status == 200, "\(name)")
            names.append(name)
        }
        send("start", Array(PushEndpointTests.startBody(t).utf8))
        // Each odd body is followed by a valid update, which must keep a line and a result of its own.
        for (name, bytes) in Self.bodies {
            send(name, bytes)
            t += 1
            send("update after \(name)", Array(PushEndpointTests.updateBody(t).utf8))
        }
        endpoint.finish()

        let record = try Data(contentsOf: URL(fileURLWithPath: path))
        let lineCount = record.filter { $0 == 0x0A }.count
        #expect(lineCount == names.count, "one line per push answered 200")
        var replayed: [FeedValue] = []
        try FeedReader(path: path).forEach { replayed.append($0) }
        #expect(replayed.count == names.count, "one value per recorded line")
        for (i, value) in replayed.enumerated() where i < collected.served.count {
            #expect(value.line == i + 1, "\(names[i]) is line \(i + 1)")
            #expect(collected.served[i].values.map { Self.unlined($0.content) } == [Self.unlined(value.content)],
                    "\(names[i]): the value the endpoint judged")
        }
        // The updates keep their verdicts: each is applied, none was taken into the body before it.
        var replay = FeedEvaluator(definition: definition, clock: .fixed(now))
        let verdicts = replayed.map { replay.evaluate($0).verdict }
        #expect(verdicts == collected.served.map { $0.verdict ?? .rejected })
        for (i, name) in names.enumerated() where name.hasPrefix("update after") && i < verdicts.count {
            #expect(verdicts[i] == .applied, "\(name)")
        }
    }
}
