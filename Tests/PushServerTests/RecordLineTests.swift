import ActivityModel
import Foundation
@testable import PushServer
import Testing

/// A record line's value is built from the body's one parse, not by framing the line again: it must
/// be the value a feed reader frames out of that line, or a replay would judge another push.
@Suite struct RecordLineTests {
    static let token = String(repeating: "a1", count: 40)
    static let at = Date(timeIntervalSince1970: 1_795_341_600.125)

    static func push(_ body: String, target: PushTarget = .device(token: token), topic: String? = "com.example.delivery.push-type.liveactivity",
                     expiration: Int? = nil, collapseID: String? = nil) -> AcceptedPush {
        AcceptedPush(target: target, apnsID: "0e4a2c1e-8f3b-4d2a-9c51-7b6d5e4f3a21", priority: 5, topic: topic, expiration: expiration,
                     collapseID: collapseID, body: Array(body.utf8))
    }

    static let bodies = [
        #"{"aps":{"timestamp":1795341600,"event":"update","content-state":{"driverName":"Marco","currentStep":"preparing"}}}"#,
        "{\n  \"aps\": {\"timestamp\": 1795341660, \"event\": \"update\",\r\n \"content-state\": {\"driverName\": \"Ana\"}}\n}\n\n",
        "   \t{\"aps\":{\"timestamp\":1.5e9,\"event\":\"end\",\"dismissal-date\":-0.0}}   \t ",
        "{}", "{ }  ", "\n{\n}\n",
        #"{"at":5,"activity":"other","apns":{"id":"x"},"aps":{"event":"start"}}"#,
        #"{"aps":{"alert":{"title":"caf\u00e9 \"quoted\" \\ / \ud83d\ude00 ☕️ 日本","body":""}},"aps":null}"#,
        #"{"a":[1,[2,[3,{"b":[]}]]],"c":true,"d":false,"e":null,"f":-12.5E+3}"#,
    ]

    @Test func theValueBuiltIsTheValueAFeedReaderFramesOutOfTheLine() throws {
        let pushes = Self.bodies.flatMap { body in [
            Self.push(body),
            Self.push(body, target: .channel(bundleID: "com.example.delivery", channelID: "dHN0LXNyY2gtY2hubA=="), topic: nil,
                      expiration: 1_795_345_200, collapseID: "tab\there \"q\" \u{7F} \u{85} é"),
        ] }
        for push in pushes {
            for activity in [Self.token, "activity with \"quotes\"\n"] {
                let made = RecordLine.Body(push.body).line(activity: activity, at: Self.at, push: push)
                #expect(made.line.last == 0x0A && made.line.dropLast().allSatisfy { $0 != 0x0A }, "one line")
                let framed = try #require(RecordLine.framedAlone(made.line), "\(String(decoding: made.line, as: UTF8.self))")
                #expect(made.value == framed, "\(String(decoding: made.line, as: UTF8.self))")
                guard case .parsed(let json) = made.value.content else { Issue.record("not parsed"); continue }
                #expect(json["activity"] == .string(activity))
                #expect(json["apns"]?["id"] == .string(push.apnsID))
            }
        }
    }

    @Test func aBodyThatIsNotOneObjectIsKeptAsItCameAndFramedAsTheReaderFramesIt() throws {
        for body in ["{oops", "[1,\n2] [3]", "42", "\"text\"", "{\"a\":1} {\"b\":2}", "\u{FEFF}{\"aps\":{}}", "{\"a\":\"\0\"}"] {
            let push = Self.push(body)
            let made = RecordLine.Body(push.body).line(activity: Self.token, at: Self.at, push: push)
            #expect(made.line.last == 0x0A)
            let framed = try #require(RecordLine.framedAlone(made.line), "\(body)")
            #expect(made.value == framed, "\(body)")
            if case .parsed(.object(let members)) = made.value.content {
                #expect(!members.contains { $0.key == "activity" }, "\(body): no envelope spliced into what is not an object")
            }
        }
    }
}
