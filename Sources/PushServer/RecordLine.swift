import ActivityModel
import Foundation
import PushFeed

/// The feed line `serve` keeps for a push it answered 200, and judges: a body APNs accepted,
/// addressed and timed the way `validate`, `dump --feed` and `preview --feed` read a feed.
///
/// An object body gets the envelope spliced in front of its members, so the body's bytes (its
/// number spellings, its key order) are what is replayed:
/// `{"at":1795000000.125,"activity":"<token>","apns":{"id":"…","priority":10,…},"aps":{…}}`.
/// Line breaks of a pretty-printed body become spaces (JSON allows no raw line break inside a
/// string, so nothing else changes). A body that is not one JSON object is kept as it came, on one
/// line: it is judged malformed (or not an object) now and on replay alike.
enum RecordLine {
    /// The line, and the value a feed reader frames out of it: the push is judged as that value,
    /// so a replay of the record gives the verdict the endpoint gave.
    static func make(body: [UInt8], activity: String, at: Date, push: AcceptedPush) -> (line: [UInt8], value: FeedValue) {
        let line = bytes(body: body, activity: activity, at: at, push: push)
        if let value = framedAlone(line) { return (line, value) }
        // Two values on one line would be replayed as two pushes; a leading `!` makes the line one
        // malformed value.
        let marked = Array("!".utf8) + line
        let value = framedAlone(marked) ?? FeedValue(content: .malformed(message: "not one JSON value", line: 1, column: 1), line: 1, byteCount: body.count)
        return (marked, value)
    }

    static func framedAlone(_ line: [UInt8]) -> FeedValue? {
        var framer = FeedFramer(maximumValueBytes: 64 * 1024)
        let values = framer.push(line) + framer.finish()
        return values.count == 1 ? values[0] : nil
    }

    static func bytes(body: [UInt8], activity: String, at: Date, push: AcceptedPush) -> [UInt8] {
        var flat = body.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
        guard let first = flat.firstIndex(where: { !isSpace($0) }), flat[first] == UInt8(ascii: "{"),
              case .object(let members)? = try? JSONParser.parseDocument(flat) else {
            // Not an object: what the phone gets is unreadable, and one line keeps it so.
            return flat + [0x0A]
        }
        var envelope = "{\"at\":\(seconds(at)),\"activity\":"
        JSONValue.writeString(activity, to: &envelope)
        envelope += ",\"apns\":{\"id\":\"\(push.apnsID)\",\"priority\":\(push.priority)"
        if let topic = push.topic { envelope += ",\"topic\":"; JSONValue.writeString(topic, to: &envelope) }
        if case .channel(_, let channel) = push.target { envelope += ",\"channel\":"; JSONValue.writeString(channel, to: &envelope) }
        if let expiration = push.expiration { envelope += ",\"expiration\":\(expiration)" }
        if let collapse = push.collapseID { envelope += ",\"collapse-id\":"; JSONValue.writeString(collapse, to: &envelope) }
        envelope += "}"
        envelope += members.isEmpty ? "}" : ","
        flat.removeSubrange(...first)
        if members.isEmpty { flat.removeAll() }
        return Array(envelope.utf8) + flat + [0x0A]
    }

    /// Unix seconds with milliseconds: the feed's `at`.
    static func seconds(_ date: Date) -> String {
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        let whole = Int64(millis / 1000), fraction = Int64(millis) - whole * 1000
        guard fraction != 0 else { return "\(whole)" }
        var digits = String(String(fraction + 1000).dropFirst())
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits)"
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}
