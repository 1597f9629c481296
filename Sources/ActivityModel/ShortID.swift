/// An activity id shortened for a message a person reads: a push token is 64 to 160 hex digits, and
/// a diagnostic that starts with all of them pushes its reason off the line.
public enum ShortID {
    /// The first and last 8 characters around an ellipsis, for ids over 20; shorter ones whole. A hex
    /// token is sliced by bytes: walking grapheme clusters cost twice as much on every line serve logs.
    public static func of(_ id: String) -> String {
        let bytes = id.utf8
        if bytes.count <= 20 { return id }
        if id.allUTF8Bytes(satisfy: { $0 < 0x80 }) {
            return String(decoding: bytes.prefix(8), as: UTF8.self) + "…" + String(decoding: bytes.suffix(8), as: UTF8.self)
        }
        return id.count <= 20 ? id : "\(id.prefix(8))…\(id.suffix(8))"
    }
}
