import ActivityLayout
import ActivityModel
import SwiftUISource

/// Any text as a widget's Swift source through `SwiftSourceReader` (swift-syntax's parser, the
/// declaration index, the contract builder, the view and `#Preview` translators), then
/// `ActivityDefinition`'s warnings and `ViewParser`. What must hold, beyond not trapping, not hanging
/// and not overflowing the stack (swift-syntax stops nesting at its own limit; the translators at
/// theirs):
/// - the text loads, or a `DefinitionError` names the file, says why, and points at a line and
///   column inside the text (1-based, the column in UTF-8 bytes as swift-syntax counts; 0:0 only for
///   a finding about the whole file, such as "no ActivityAttributes");
/// - every `swiftui.*` diagnostic has a code and a message starting `file:line:column:` inside the
///   text, and every message is control-free through `Sanitizer`;
/// - the `#Preview` states come out as a feed of values the framer reads back as JSON.
enum SwiftSourceTarget {
    static let check = FuzzCheck(target: .swiftsource)
    static let file = "fuzz/WidgetLiveActivity.swift"

    static func run(_ data: [UInt8]) throws(FuzzViolation) {
        // The reader takes text: invalid UTF-8 arrives as U+FFFD, as a file read with
        // `String(decoding:)` by the CLI does.
        let text = String(decoding: data, as: UTF8.self)
        let lines = SourceLines(text)
        let read: SwiftSourceReader.Read
        switch Result(catching: { () throws(DefinitionError) in
            try SwiftSourceReader.read([.init(path: file, text: text)], start: FuzzFixture.now)
        }) {
        case .success(let value):
            read = value
        case .failure(let error):
            try check.require(error.file == file, "a Swift source error names the file", "\(error.file) for \(file)")
            try check.require(!error.message.isEmpty, "a Swift source error says what was expected", "\(error)")
            try requireInside(lines, line: error.line, column: error.column, allowingNone: true, "\(error)")
            try check.requireVisible(error.message, "a Swift source error's message")
            return
        }
        let definition = read.definition
        try check.requireVisible(definition.name, "the activity's name")
        for diagnostic in read.diagnostics {
            try check.requireDiagnostic(diagnostic, "Swift source")
            // Declarations livepeek reads beside the file (`livepeek:AlarmKit.swift:9:19: …`) are
            // placed in their own text.
            let framework = diagnostic.message.hasPrefix("livepeek:")
            let message = framework ? String(diagnostic.message.dropFirst("livepeek:".count)) : diagnostic.message
            let place = message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
            try check.require(
                place.count == 4 && (framework || place[0] == file),
                "a Swift source diagnostic starts with file:line:column:",
                              diagnostic.message.debugDescription)
            if !framework {
                try requireInside(
                    lines, line: Int(place[1]) ?? -1, column: Int(place[2]) ?? -1, allowingNone: false,
                    diagnostic.message)
            }
        }
        for warning in definition.warnings {
            try check.require(!warning.message.isEmpty, "a definition warning says why", "\(warning)")
            try check.requireVisible(warning.message, "a definition warning's message")
        }
        let (_, diagnostics) = ViewParser.parse(definition, file: read.file)
        for diagnostic in diagnostics { try check.requireDiagnostic(diagnostic, "view") }

        let feed = Array(read.previewFeed(start: FuzzFixture.now).utf8)
        let values = FeedFramingTarget.frame(feed, chunk: feed.count)
        try check.require(values.count == read.previewStates.count, "every #Preview state is one value of the preview feed",
                          "\(read.previewStates.count) states, \(values.count) values")
        for value in values {
            guard case .parsed = value.content else {
                throw FuzzViolation(.swiftsource, "the preview feed is JSON the framer reads", "line \(value.line): \(value.content)")
            }
        }
    }

    /// `line:column` is a place in the text: a line that exists and a column at most one past its
    /// last byte (where a missing token at the end of a line is reported).
    static func requireInside(_ lines: SourceLines, line: Int, column: Int, allowingNone: Bool, _ shown: String) throws(FuzzViolation) {
        if allowingNone, line == 0, column == 0 { return }
        let length = lines.byteLength(ofLine: line)
        try check.require(length.map { (1...($0 + 1)).contains(column) } ?? false, "a Swift source finding points inside the text",
                          "line \(line) column \(column) (\(lines.count) lines; that line \(length.map(String.init) ?? "absent")): \(shown.debugDescription)")
    }
}

/// The text's lines as swift-syntax counts them: broken at LF, CR and CR LF, measured in UTF-8 bytes.
struct SourceLines {
    private var lengths: [Int] = [0]

    init(_ text: String) {
        var previousWasCR = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n") where previousWasCR:
                break
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                lengths.append(0)
            default:
                lengths[lengths.count - 1] += 1
            }
            previousWasCR = byte == UInt8(ascii: "\r")
        }
    }

    var count: Int { lengths.count }

    /// The length of 1-based `line` in bytes, or nil when the text has no such line.
    func byteLength(ofLine line: Int) -> Int? {
        (1...lengths.count).contains(line) ? lengths[line - 1] : nil
    }
}
