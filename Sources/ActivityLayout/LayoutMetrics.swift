import ActivityModel

/// How big things are in one unit system: points (what the phone budgets) or cells (what is drawn).
///
/// `LayoutEngine` runs the same algorithm with either. Point metrics answer "does this fit 160 pt,
/// does the compact trailing value fit 52.33 pt"; cell metrics say where each glyph goes. Both
/// produce trees of the same shape, so a point position can be found again in cells.
public protocol LayoutMetrics: Sendable {
    /// The text's lines and size when it may be at most `maxWidth` wide (nil: unconstrained).
    func measure(_ run: TextRun, maxWidth: Double?) -> (lines: [String], width: Double, height: Double)
    /// `measure`'s size without its lines: sizing needs no lines, and building them allocated
    /// for every text measured.
    func size(of run: TextRun, maxWidth: Double?) -> (width: Double, height: Double)
    func symbolSize(_ run: SymbolRun) -> (width: Double, height: Double)
    /// Points along x in this unit.
    func horizontal(_ points: Double) -> Double
    /// Points along y in this unit.
    func vertical(_ points: Double) -> Double
    /// The width of a drawn thing (a shape) `points` wide: unlike a gap, one that has any width
    /// shows on the phone, so it must take room here too.
    func drawnWidth(_ points: Double) -> Double
    /// The height of a drawn thing `points` high, as `drawnWidth` is its width.
    func drawnHeight(_ points: Double) -> Double
    /// The height of a `ProgressView` bar and the thickness of a `Divider`.
    var barHeight: Double { get }
    var dividerThickness: Double { get }
    /// Rounds a position or a share of spare room to what the unit can draw (cells: whole cells).
    func snap(_ value: Double) -> Double
}

extension LayoutMetrics {
    public func drawnWidth(_ points: Double) -> Double { horizontal(points) }
    public func drawnHeight(_ points: Double) -> Double { vertical(points) }

    public func size(of run: TextRun, maxWidth: Double?) -> (width: Double, height: Double) {
        let measured = measure(run, maxWidth: maxWidth)
        return (measured.width, measured.height)
    }
}

/// Metrics in points, from Dynamic Type tables and SF Pro advances.
public struct PointMetrics: LayoutMetrics {
    public var dynamicTypeSize: DynamicTypeSize

    public init(dynamicTypeSize: DynamicTypeSize = .large) {
        self.dynamicTypeSize = dynamicTypeSize
    }

    public func size(of run: TextRun, maxWidth: Double?) -> (width: Double, height: Double) {
        // `measure`'s one-line case, without the array.
        if run.text.allUTF8Bytes(satisfy: { $0 != ASCII.newline }) {
            let size = FontMetrics.pointSize(run.font, dynamicTypeSize)
            let width = FontMetrics.width(of: run.text, pointSize: size, monospacedDigit: run.monospacedDigit, bold: run.weight.isBold)
            if maxWidth.map({ width <= $0 + 0.001 }) ?? true {
                return (maxWidth.map { min(width, $0) } ?? width, FontMetrics.lineHeight(run.font, dynamicTypeSize))
            }
        }
        let measured = measure(run, maxWidth: maxWidth)
        return (measured.width, measured.height)
    }

    public func measure(_ run: TextRun, maxWidth: Double?) -> (lines: [String], width: Double, height: Double) {
        let size = FontMetrics.pointSize(run.font, dynamicTypeSize)
        let lineHeight = FontMetrics.lineHeight(run.font, dynamicTypeSize)
        // One line that fits (most text): measured once. `TextWrapper` would return the text as it
        // is and the width below would measure it again.
        if run.text.allUTF8Bytes(satisfy: { $0 != ASCII.newline }) {
            let width = FontMetrics.width(of: run.text, pointSize: size, monospacedDigit: run.monospacedDigit, bold: run.weight.isBold)
            if maxWidth.map({ width <= $0 + 0.001 }) ?? true {
                return ([run.text], maxWidth.map { min(width, $0) } ?? width, lineHeight)
            }
        }
        let lines = TextWrapper.wrap(run.text, maxWidth: maxWidth, lineLimit: run.lineLimit, mode: run.truncationMode) {
            FontMetrics.width(of: $0, pointSize: size, monospacedDigit: run.monospacedDigit, bold: run.weight.isBold)
        }
        let width = lines.map { FontMetrics.width(of: $0, pointSize: size, monospacedDigit: run.monospacedDigit, bold: run.weight.isBold) }.max() ?? 0
        return (lines, maxWidth.map { min(width, $0) } ?? width, Double(max(1, lines.count)) * lineHeight)
    }

    public func symbolSize(_ run: SymbolRun) -> (width: Double, height: Double) {
        // SF Symbols are about 1.2 em wide at their text style, one line high.
        (FontMetrics.pointSize(run.font, dynamicTypeSize) * 1.2, FontMetrics.lineHeight(run.font, dynamicTypeSize))
    }

    public func horizontal(_ points: Double) -> Double { points }
    public func vertical(_ points: Double) -> Double { points }
    public var barHeight: Double { 4 }
    public var dividerThickness: Double { 1 }
    public func snap(_ value: Double) -> Double { value }
}

/// Word wrapping shared by every metric: break at spaces, hard-break words longer than a line,
/// stop at `lineLimit` with `…` on the last line.
public enum TextWrapper {
    public static func wrap(_ text: String, maxWidth: Double?, lineLimit: Int?, mode: TruncationMode = .tail,
                            width: (String) -> Double) -> [String] {
        // Most text is one line that fits: measure once, split nothing.
        if text.allUTF8Bytes(satisfy: { $0 != ASCII.newline }), maxWidth.map({ width(text) <= $0 + 0.001 }) ?? true {
            return [text]
        }
        // One line cut at its head or middle, as `.truncationMode` asks; the tail's cut is the wrap's own.
        if lineLimit == 1, mode != .tail, let maxWidth, text.allUTF8Bytes(satisfy: { $0 != ASCII.newline }) {
            return [ellipsize(text, maxWidth: maxWidth, mode: mode, width: width)]
        }
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let maxWidth else {
            return truncate(paragraphs, lineLimit: lineLimit, maxWidth: nil, width: width)
        }
        var lines: [String] = []
        // Per line: its paragraph, and that paragraph's text from the line's first character on.
        // Where `lineLimit` cuts inside a paragraph, the last kept line is refilled with the rest
        // and truncated by characters, as SwiftUI's tail truncation does ("S+U Alexand…", not "S+U…").
        var paragraphOf: [Int] = []
        var rests: [Substring] = []
        for (p, paragraph) in paragraphs.enumerated() {
            func emit(_ line: String, from start: String.Index) {
                lines.append(line)
                paragraphOf.append(p)
                rests.append(paragraph[start...])
            }
            var current = ""
            var currentStart = paragraph.startIndex
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if width(candidate) <= maxWidth + 0.001 {
                    if current.isEmpty { currentStart = word.startIndex }
                    current = candidate
                    continue
                }
                if !current.isEmpty { emit(current, from: currentStart) }
                // A word longer than the line is broken by characters, as SwiftUI does.
                var piece = ""
                var pieceStart = word.startIndex
                var index = word.startIndex
                for character in word {
                    if width(piece + String(character)) > maxWidth + 0.001, !piece.isEmpty {
                        emit(piece, from: pieceStart)
                        piece = ""
                        pieceStart = index
                    }
                    piece.append(character)
                    index = word.index(after: index)
                }
                current = piece
                currentStart = pieceStart
            }
            emit(current, from: currentStart)
        }
        return truncate(lines, lineLimit: lineLimit, maxWidth: maxWidth, width: width, paragraphOf: paragraphOf, rests: rests)
    }

    /// Keeps `lineLimit` lines, ending the last kept one with `…` when text was cut. With the
    /// paragraphs and rests `wrap` records, a last line whose paragraph goes on is first refilled
    /// with the rest of that paragraph; one that ends a paragraph just gets the `…`.
    static func truncate(_ lines: [String], lineLimit: Int?, maxWidth: Double?, width: (String) -> Double,
                         paragraphOf: [Int] = [], rests: [Substring] = []) -> [String] {
        guard let limit = lineLimit, lines.count > limit, limit > 0 else { return lines }
        var kept = Array(lines.prefix(limit))
        let k = limit - 1
        if let maxWidth, paragraphOf.count == lines.count, rests.count == lines.count, paragraphOf[k + 1] == paragraphOf[k] {
            kept[k] = ellipsize(String(rests[k]), maxWidth: maxWidth, width: width)
            return kept
        }
        var last = kept[k] + "…"
        if let maxWidth {
            while width(last) > maxWidth + 0.001, last.count > 1 {
                last.remove(at: last.index(last.endIndex, offsetBy: -2))
            }
        }
        kept[k] = last
        return kept
    }

    /// One line cut to `maxWidth` with `…` (for single-line labels that must not wrap).
    ///
    /// The longest prefix that fits beside the `…` is found by bisecting its length: a prefix is
    /// never narrower than a shorter one, and dropping one character at a time would measure a
    /// push's 3 KB note 3,000 times a frame (RELIABILITY.md).
    public static func ellipsize(_ text: String, maxWidth: Double, mode: TruncationMode = .tail,
                                 width: (String) -> Double) -> String {
        guard width(text) > maxWidth + 0.001 else { return text }
        let characters = Array(text)
        // `kept` characters around the `…`: all before it (tail), all after it (head), or split
        // evenly, the extra one before (middle).
        func cut(_ kept: Int) -> String {
            let front = mode == .tail ? kept : mode == .head ? 0 : (kept + 1) / 2
            return String(characters[..<front]) + "…" + String(characters[(characters.count - (kept - front))...])
        }
        var fits = 0, tooLong = characters.count
        while tooLong - fits > 1 {
            let middle = (fits + tooLong) / 2
            if width(cut(middle)) <= maxWidth + 0.001 { fits = middle } else { tooLong = middle }
        }
        guard mode == .tail else { return cut(fits) }
        var kept = String(characters[..<fits])
        // No space before the ellipsis: "S+U…", not "S+U …".
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }
}
