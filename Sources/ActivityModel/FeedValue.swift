/// One value framed out of a feed: the parsed JSON, or why it could not be parsed, with where it was.
///
/// The framer (`PushFeed`) produces these; `FeedEvaluator` consumes them. A malformed value does not
/// stop the stream: it becomes a `.malformed` value with the line it started on.
public struct FeedValue: Sendable, Equatable {
    public enum Content: Sendable, Equatable {
        case parsed(JSONValue)
        /// Not valid JSON. `line`/`column` are where the error is, in the whole feed.
        case malformed(message: String, line: Int, column: Int)
        /// Larger than the framer keeps in memory; the bytes were skipped, not parsed.
        case oversized
    }

    public var content: Content
    /// 1-based line on which the value starts.
    public var line: Int
    /// The value's size in bytes as it stood in the feed (what APNs would count as the body).
    public var byteCount: Int
    /// The file (or `-`) the value came from, when there are several.
    public var source: String?

    public init(content: Content, line: Int, byteCount: Int, source: String? = nil) {
        self.content = content
        self.line = line
        self.byteCount = byteCount
        self.source = source
    }
}
