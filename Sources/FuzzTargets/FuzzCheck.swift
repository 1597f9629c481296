import ActivityModel
import Canvas

/// The assertions the targets share: each throws a `FuzzViolation` naming the property.
struct FuzzCheck {
    let target: FuzzTarget

    func require(_ condition: Bool, _ property: String, _ detail: @autoclosure () -> String) throws(FuzzViolation) {
        if !condition { throw FuzzViolation(target, property, detail()) }
    }

    /// Text from a payload or definition, as it reaches a terminal (through `Sanitizer`), holds no
    /// scalar a terminal acts on. The list is written out here rather than taken from `Sanitizer`, so
    /// a gap in `Sanitizer` shows up as a violation instead of agreeing with itself.
    func requireVisible(_ text: String, _ what: String) throws(FuzzViolation) {
        let shown = Sanitizer.visible(text)
        if let scalar = shown.unicodeScalars.first(where: Self.isTerminalControl) {
            throw FuzzViolation(target, "\(what) through Sanitizer is free of C0/C1/bidi controls",
                                "U+\(String(scalar.value, radix: 16, uppercase: true)) survives in \(shown.debugDescription)")
        }
    }

    /// A diagnostic says something (code and message) and its message and path are shown safely.
    func requireDiagnostic(_ diagnostic: Diagnostic, _ what: String) throws(FuzzViolation) {
        try require(!diagnostic.code.isEmpty && !diagnostic.message.isEmpty, "every \(what) diagnostic has a code and a message",
                    "\(diagnostic)")
        try requireVisible(diagnostic.message, "a \(what) diagnostic's message")
        if let path = diagnostic.path { try requireVisible(path, "a \(what) diagnostic's path") }
    }

    /// A definition error names the file, a position inside the text (0 when it has none) and a reason.
    func requireDefinitionError(_ error: DefinitionError, file: String, text: String) throws(FuzzViolation) {
        try require(error.file == file, "a definition error names the file", "\(error.file) for \(file)")
        try require(!error.message.isEmpty, "a definition error says what was expected", "\(error)")
        let lines = Self.lineCountBound(text)
        try require((0...lines).contains(error.line) && error.column >= 0,
                    "a definition error's line is within the text", "line \(error.line) column \(error.column) of at most \(lines) lines")
        try requireVisible(error.message, "a definition error's message")
    }

    /// What `load` read from definition text, or nil when it failed with a proper `DefinitionError`.
    func loaded<Value>(file: String, text: String, _ load: () throws(DefinitionError) -> Value) throws(FuzzViolation) -> Value? {
        switch Result(catching: load) {
        case .success(let value):
            return value
        case .failure(let error):
            try requireDefinitionError(error, file: file, text: text)
            return nil
        }
    }

    /// More lines than the text can have by any reckoning: every line-break scalar YAML knows
    /// (CR and LF counted apart), plus the first line and one past the end.
    static func lineCountBound(_ text: String) -> Int {
        text.unicodeScalars.reduce(2) { count, scalar in
            switch scalar.value {
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029: return count + 1
            default: return count
            }
        }
    }

    static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
