/// How a log names a request no phone judged, the same in `serve --headless`'s text log and the
/// preview's log pane: a refused one by its status, APNs' reason and what it asked for (the device
/// token by its ends, `ShortID`), one that reached no activity by its status and channel.
/// Payload text is not made visible here: each log does it on the way out.
public enum RequestText {
    /// `400  BadTopic  POST /3/device/a1a1a1a1…a1a1a1a1`.
    public static func refused(status: Int, reason: String, method: String, path: String, token: String?) -> String {
        "\(status)  \(reason)  \(method) \(shortened(path, token: token))"
    }

    /// `200  no activity listens  channel Y2hhbm5lbDE=`.
    public static func unheard(status: Int, channel: String?) -> String {
        "\(status)  no activity listens" + (channel.map { "  channel \($0)" } ?? "")
    }

    /// `path` with the device token at its end shortened.
    static func shortened(_ path: String, token: String?) -> String {
        guard let token, path.hasSuffix(token) else { return path }
        return String(path.dropLast(token.count)) + ShortID.of(token)
    }
}
