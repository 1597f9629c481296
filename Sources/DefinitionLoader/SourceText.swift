import Yams

/// A definition's text by line, to read what Yams' nodes no longer say: whether a scalar carried an
/// explicit tag. (Yams resolves a node's tag when it is built, and the basic resolver names a plain
/// `42` and a tagged `!!str 42` alike.)
struct SourceText {
    /// Each line's Unicode scalars. libyaml counts a column per code point and ends a line at LF,
    /// CR LF, CR, NEL, LS or PS (YAML 1.1, 5.4 "Line Break Characters").
    let lines: [[Unicode.Scalar]]

    init(_ text: String) {
        var lines: [[Unicode.Scalar]] = []
        var line: [Unicode.Scalar] = []
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\n" where previous == "\r":
                continue
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(line)
                line = []
            default:
                line.append(scalar)
            }
        }
        lines.append(line)
        self.lines = lines
    }

    /// Whether the node whose properties start at `mark` (1-based, as Yams reports it) has a tag:
    /// `!!str 42`, `! 42`, `!<tag:yaml.org,2002:str> 42`, or one after an anchor, `&a !!str 42`.
    func hasExplicitTag(at mark: Mark?) -> Bool {
        guard let mark, mark.line >= 1, mark.line <= lines.count, mark.column >= 1 else { return false }
        var rest = lines[mark.line - 1].dropFirst(mark.column - 1)
        while let first = rest.first {
            if first == "!" { return true }
            guard first == "&" else { return false }
            // An anchor: skip its name and the blanks after it.
            rest = rest.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        }
        return false
    }
}
