import Foundation

/// The inline Markdown SwiftUI renders in a `Text` made from a `LocalizedStringKey` (`Text("**Late**
/// by \(minutes) min")`): strong, emphasis, strikethrough, code and links, drawn as their text. Cells
/// have no inline styles, so the markers are dropped and the words kept.
///
/// Hand-written: no package of this machine parses Markdown (swift-markdown is not among them), and
/// `Text` renders only these inline forms, never blocks.
enum InlineMarkdown {
    /// Stands for an interpolated value while the literal around it is read, so markers on either
    /// side of it pair up (`**\(name)**`).
    static let value: Character = "\u{FFFC}"

    static let rules: [(NSRegularExpression, String)] = [
        #"\[([^\]]*)\]\([^)\s]*\)"#,  // [text](url)
        #"`([^`]+)`"#,  // code
        #"\*\*(.+?)\*\*"#, #"(?<![\p{L}\p{N}])__(.+?)__(?![\p{L}\p{N}])"#,  // strong
        #"~~(.+?)~~"#,  // strikethrough
        #"(?<![\p{L}\p{N}*])\*(?!\s)(.+?)(?<!\s)\*(?![\p{L}\p{N}*])"#,  // emphasis
        #"(?<![\p{L}\p{N}_])_(?!\s)(.+?)(?<!\s)_(?![\p{L}\p{N}_])"#,
    ].compactMap { pattern in (try? NSRegularExpression(pattern: pattern)).map { ($0, "$1") } }

    /// The text as `Text` draws it; the same string when it holds no Markdown.
    static func plain(_ text: String) -> String {
        guard text.contains(where: { "*_~`[".contains($0) }) else { return text }
        var result = text
        for (rule, template) in rules {
            let range = NSRange(result.startIndex..., in: result)
            result = rule.stringByReplacingMatches(in: result, range: range, withTemplate: template)
        }
        return result
    }

    /// A key written as a literal or an interpolation with its Markdown read; nil when it holds none.
    static func rewrite(_ expression: IR.Expr) -> IR.Expr? {
        switch expression.kind {
        case .literal(.string(let text)):
            let read = plain(text)
            return read == text ? nil : IR.Expr(.literal(.string(read)), expression.range)
        case .interpolation(let segments):
            // The literal's text with a stand-in for each value, read whole, then split back.
            var joined = ""
            for segment in segments {
                if case .text(let text) = segment { joined += text } else { joined.append(value) }
            }
            let read = plain(joined)
            guard read != joined else { return nil }
            var texts = read.split(separator: value, omittingEmptySubsequences: false).map(String.init)
            guard texts.count == segments.filter({ if case .text = $0 { false } else { true } }).count + 1 else {
                return nil
            }
            var rebuilt: [IR.Segment] = []
            rebuilt.reserveCapacity(segments.count)
            var next = texts.removeFirst()
            for segment in segments {
                if case .text = segment { continue }
                if !next.isEmpty { rebuilt.append(.text(next)) }
                rebuilt.append(segment)
                next = texts.isEmpty ? "" : texts.removeFirst()
            }
            if !next.isEmpty { rebuilt.append(.text(next)) }
            return IR.Expr(.interpolation(rebuilt), expression.range)
        default:
            return nil
        }
    }
}
