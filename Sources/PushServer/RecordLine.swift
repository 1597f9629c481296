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
    /// A line, and the value a feed reader frames out of it: the push is judged as that value, so a
    /// replay of the record gives the verdict the endpoint gave.
    typealias Made = (line: [UInt8], value: FeedValue)

    /// A body read once, for the line of each activity it reaches (a broadcast reaches several).
    ///
    /// An object body is parsed here, once, and its line's value is built from those members and
    /// the envelope's, without framing the line again (which cost as much as the parse): the
    /// members are the ones the framer would read back, and `RecordLineTests` holds the two equal.
    struct Body {
        /// The body with its line breaks made spaces.
        let flat: [UInt8]
        /// The object's members and where its `{` is, for a UTF-8 object body; nil for anything else.
        let object: (members: [JSONMember], brace: Int)?

        init(_ body: [UInt8]) {
            flat = body.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
            // A zero byte makes the parser read the body as UTF-16 or UTF-32 (and JSON has no raw zero
            // byte in UTF-8): such a body is not spliced, as its bytes would not be the object read.
            guard let first = flat.firstIndex(where: { !RecordLine.isSpace($0) }), flat[first] == UInt8(ascii: "{"),
                  !flat.contains(0), case .object(let members)? = try? JSONParser.parseDocument(flat) else {
                object = nil
                return
            }
            object = (members, first)
        }

        func line(activity: String, at: Date, push: AcceptedPush) -> Made {
            guard let (members, brace) = object else {
                // Not an object: what the phone gets is unreadable, and one line keeps it so.
                let line = flat + [0x0A]
                if let value = RecordLine.framedAlone(line) { return (line, value) }
                // Two values on one line would be replayed as two pushes, and a value left open would take in
                // the next line; a leading `!` makes the line one malformed value, ended by its line break.
                let marked = Array("!".utf8) + line
                let value = RecordLine.framedAlone(marked)
                    ?? FeedValue(content: .malformed(message: "not one JSON value", line: 1, column: 1), line: 1, byteCount: flat.count)
                return (marked, value)
            }
            var envelope = ""
            envelope.reserveCapacity(256)  // one allocation, not one per part appended
            envelope += "{\"at\":"
            let seconds = RecordLine.seconds(at)
            envelope += seconds
            envelope += ",\"activity\":"
            JSONValue.writeString(activity, to: &envelope)
            envelope += ",\"apns\":{\"id\":\"\(push.apnsID)\",\"priority\":\(push.priority)"
            var apns = [JSONMember(key: "id", value: .string(push.apnsID)), JSONMember(key: "priority", value: .number(String(push.priority)))]
            if let topic = push.topic {
                envelope += ",\"topic\":"
                JSONValue.writeString(topic, to: &envelope)
                apns.append(JSONMember(key: "topic", value: .string(topic)))
            }
            if case .channel(_, let channel) = push.target {
                envelope += ",\"channel\":"
                JSONValue.writeString(channel, to: &envelope)
                apns.append(JSONMember(key: "channel", value: .string(channel)))
            }
            if let expiration = push.expiration {
                envelope += ",\"expiration\":\(expiration)"
                apns.append(JSONMember(key: "expiration", value: .number(String(expiration))))
            }
            if let collapse = push.collapseID {
                envelope += ",\"collapse-id\":"
                JSONValue.writeString(collapse, to: &envelope)
                apns.append(JSONMember(key: "collapse-id", value: .string(collapse)))
            }
            envelope += "}"
            envelope += members.isEmpty ? "}" : ","
            var line: [UInt8] = []
            line.reserveCapacity(envelope.utf8.count + flat.count - brace)
            line += envelope.utf8
            var byteCount = line.count
            if !members.isEmpty {
                let tail = flat[(brace + 1)...]
                line += tail
                // The value ends at the body's last `}`: the framer counts no whitespace after it.
                byteCount += tail.count - tail.reversed().prefix(while: RecordLine.isSpace).count
            }
            line.append(0x0A)
            let envelopeMembers = [JSONMember(key: "at", value: .number(seconds)), JSONMember(key: "activity", value: .string(activity)),
                                   JSONMember(key: "apns", value: .object(apns))]
            return (line, FeedValue(content: .parsed(.object(envelopeMembers + members)), line: 1, byteCount: byteCount))
        }
    }

    /// The one value a feed reader frames out of `line`, wherever the line stands in the record; nil
    /// when it frames more or fewer, or leaves that value open at its end.
    ///
    /// A value left open (a body cut short: `{"aps": {"timestamp": `) is malformed only because the
    /// stream ends there; in the record the next line continues it (a `{` there is a valid value for
    /// the key), so the next push would be framed into this one. A byte-order mark is skipped at the
    /// start of a stream only, which a record line is not, past the first.
    static func framedAlone(_ line: [UInt8]) -> FeedValue? {
        guard !line.starts(with: [0xEF, 0xBB, 0xBF]) else { return nil }
        var framer = FeedFramer(maximumValueBytes: 64 * 1024)
        let values = framer.push(line)
        guard values.count == 1, framer.finish().isEmpty else { return nil }
        return values[0]
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
