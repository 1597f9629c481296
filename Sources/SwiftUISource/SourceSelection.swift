/// Which sources a widget can need, found from their text before any is parsed: pointed at a
/// repository, the reader parses the files holding the widget and those declaring what they
/// name, transitively, not the hundreds of others.
///
/// Hand-written over the bytes, not swift-syntax: the point is to avoid parsing. It errs on the
/// side of keeping a file: a name in a comment or a string counts as used.
enum SourceSelection {
    /// What one file declares and uses, read from its words.
    struct Words {
        var used: Set<Substring> = []
        /// The types it declares at the top level (a nested one is reached through its parent).
        var types: Set<Substring> = []
        /// Its top-level functions and variables.
        var globals: Set<Substring> = []
        /// Each extension's type and the members it adds; `init` stands for its initializers.
        var extensions: [(type: Substring, members: Set<Substring>)] = []
        /// It holds an `ActivityConfiguration` or an `ActivityAttributes` type.
        var isRoot = false
        var isPreview = false
    }

    /// The indices of `texts` the widget can need, in their order.
    static func needed(_ texts: [String]) -> [Int] {
        // One file is needed whole; reading its words would only cost time.
        guard texts.count > 1 else { return Array(texts.indices) }
        let words = texts.map(read)
        var needed = Set(words.indices.filter { words[$0].isRoot })
        guard !needed.isEmpty else { return Array(texts.indices) }
        // An extension of a type the sources declare is reached through that type; one of a
        // library type (`extension Color { static let brand }`) through the members it adds.
        let declaredTypes = words.reduce(into: Set<Substring>()) { $0.formUnion($1.types) }
        let declared = words.map { w in
            w.extensions.reduce(into: w.types.union(w.globals)) { result, e in
                guard !declaredTypes.contains(e.type) else { return }
                result.formUnion(e.members.subtracting(["init"]))
                // `Color(hex:)` names no member: an initializer is reached through its type.
                if e.members.contains("init") { result.insert(e.type) }
            }
        }
        var used: Set<Substring> = []
        var neededTypes: Set<Substring> = []
        // A preview elsewhere is the widget's when it names the attributes' file's types.
        let rootTypes = needed.reduce(into: Set<Substring>()) { $0.formUnion(words[$1].types) }
        var pending = Array(needed)
        while let i = pending.popLast() {
            used.formUnion(words[i].used)
            neededTypes.formUnion(words[i].types)
            for j in words.indices where !needed.contains(j) {
                let w = words[j]
                let reached =
                    !declared[j].isDisjoint(with: used) || w.extensions.contains { neededTypes.contains($0.type) }
                    || w.isPreview && !w.used.isDisjoint(with: rootTypes)
                if reached {
                    needed.insert(j)
                    pending.append(j)
                }
            }
        }
        return texts.indices.filter(needed.contains)
    }

    static let typeKeywords: Set<Substring> = [
        "struct", "class", "enum", "actor", "protocol", "typealias", "associatedtype",
    ]
    static let keywords: Set<Substring> = [
        "let", "var", "func", "case", "return", "if", "else", "switch", "for", "in", "while", "guard", "static",
        "private",
        "public", "internal", "fileprivate", "open", "final", "override", "mutating", "some", "any", "init", "self",
        "Self",
        "true", "false", "nil", "where", "extension", "import", "struct", "class", "enum", "actor", "protocol",
        "typealias",
    ]

    static func read(_ text: String) -> Words {
        enum Block { case type, extensionBody, other }
        var words = Words()
        var previous: Substring = ""
        var beforePrevious: Substring = ""
        var blocks: [Block] = []
        // What the next `{` opens: a type's or an extension's body, or any other block.
        var opening: Block = .other
        var extensionType: Substring?
        for token in tokens(text) {
            switch token {
            case "{":
                blocks.append(opening)
                if opening == .extensionBody, let type = extensionType { words.extensions.append((type, [])) }
                opening = .other
            case "}":
                _ = blocks.popLast()
            case "#Preview", "PreviewProvider", "previewContext":
                words.isPreview = true
            case ".":
                break
            default:
                guard let first = token.first, first.isLetter || first == "_" else { break }
                words.used.insert(token)
                if token == "ActivityConfiguration" || token == "ActivityAttributes" { words.isRoot = true }
                if typeKeywords.contains(token) { opening = .type }
                if token == "extension" { opening = .extensionBody }
                // `init` for an initializer, the first label for `subscript(safe:)`.
                if token == "init" || beforePrevious == "subscript" && previous == "(",
                    blocks.count == 1, blocks[0] == .extensionBody, !words.extensions.isEmpty
                {
                    words.extensions[words.extensions.count - 1].members.insert(token)
                }
                guard !keywords.contains(token) else { break }
                if typeKeywords.contains(previous) {
                    if blocks.isEmpty { words.types.insert(token) }
                } else if previous == "extension" {
                    extensionType = token
                } else if previous == "let" || previous == "var" || previous == "func" {
                    if blocks.isEmpty {
                        words.globals.insert(token)
                    } else if blocks.count == 1, blocks[0] == .extensionBody, !words.extensions.isEmpty {
                        words.extensions[words.extensions.count - 1].members.insert(token)
                    }
                }
            }
            beforePrevious = previous
            previous = token
        }
        return words
    }

    /// Identifiers, `#Preview`, and the punctuation outside string literals, with comments left out.
    static func tokens(_ text: String) -> [Substring] {
        var result: [Substring] = []
        let bytes = text.utf8
        var i = bytes.startIndex
        var inString = false
        func byte(_ index: String.Index) -> UInt8? { index < bytes.endIndex ? bytes[index] : nil }
        func isWord(_ b: UInt8) -> Bool {
            b == 0x5F || (0x30...0x39).contains(b) || (0x41...0x5A).contains(b) || (0x61...0x7A).contains(b)
                || b >= 0x80
        }
        while i < bytes.endIndex {
            let b = bytes[i]
            let next = bytes.index(after: i)
            if b == 0x2F, byte(next) == 0x2F, !inString {  // a line comment
                while i < bytes.endIndex, bytes[i] != 0x0A { i = bytes.index(after: i) }
            } else if b == 0x2F, byte(next) == 0x2A, !inString {  // a block comment (Swift's nest)
                var level = 0
                while i < bytes.endIndex {
                    let n = bytes.index(after: i)
                    if bytes[i] == 0x2F, byte(n) == 0x2A { level += 1; i = bytes.index(after: n); continue }
                    if bytes[i] == 0x2A, byte(n) == 0x2F {
                        level -= 1; i = bytes.index(after: n); if level == 0 { break }; continue
                    }
                    i = n
                }
            } else if b == 0x22 {
                // Words in a string still count (an interpolation's names are used); braces do not.
                inString.toggle()
                i = next
            } else if b == 0x5C, inString {
                i = byte(next) == nil ? next : bytes.index(after: next)
            } else if b == 0x0A {
                inString = false
                i = next
            } else if b > 0x20, b < 0x80, !isWord(b), !inString, !(b == 0x23 && byte(next).map(isWord) == true) {
                // Punctuation, one character a token: `func ==(lhs:` declares no `lhs`.
                result.append(Substring(text[i..<next]))
                i = next
            } else if isWord(b) || b == 0x23 && byte(next).map(isWord) == true {
                let start = i
                i = next
                while i < bytes.endIndex, isWord(bytes[i]) { i = bytes.index(after: i) }
                if (0x30...0x39).contains(b) { continue }
                result.append(Substring(text[start..<i]))
            } else {
                i = next
            }
        }
        return result
    }
}
