import Yams

/// A definition's text by line, to read what Yams' nodes no longer say: whether a scalar carried an
/// explicit tag. (Yams resolves a node's tag when it is built, and the basic resolver names a plain
/// `42` and a tagged `!!str 42` alike.)
struct SourceText {
    let scalars: String.UnicodeScalarView
    /// Where each line starts. libyaml counts a column per code point and ends a line at LF,
    /// CR LF, CR, NEL, LS or PS (YAML 1.1, 5.4 "Line Break Characters").
    let lineStarts: [String.UnicodeScalarView.Index]

    init(_ text: String) {
        scalars = text.unicodeScalars
        var starts = [scalars.startIndex]
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            scalars.formIndex(after: &index)
            switch scalar {
            case "\r" where index < scalars.endIndex && scalars[index] == "\n":
                continue  // the LF that follows ends the line
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                starts.append(index)
            default:
                break
            }
        }
        lineStarts = starts
    }

    /// Whether the node whose properties start at `mark` (1-based, as Yams reports it) has a tag:
    /// `!!str 42`, `! 42`, `!<tag:yaml.org,2002:str> 42`, or one after an anchor, `&a !!str 42`.
    func hasExplicitTag(at mark: Mark?) -> Bool {
        guard let mark, mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 1,
              let start = scalars.index(lineStarts[mark.line - 1], offsetBy: mark.column - 1, limitedBy: scalars.endIndex)
        else { return false }
        var rest = scalars[start...].prefix { !["\n", "\r"].contains($0) }
        while let first = rest.first {
            if first == "!" { return true }
            guard first == "&" else { return false }
            // An anchor: skip its name and the blanks after it.
            rest = rest.drop { $0 != " " && $0 != "\t" }.drop { $0 == " " || $0 == "\t" }
        }
        return false
    }
}
