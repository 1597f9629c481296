import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Canvas
@testable import ActivityRender

/// The dump encoders: plain text, ANSI and SVG from a finished `CellBuffer`.
@Suite struct EncoderTests {
    static let esc = "\u{1B}"

    /// A one-row buffer of `width` with `pieces` written left to right, each in its own style.
    static func buffer(width: Int, _ pieces: [(String, Style)]) -> CellBuffer {
        var buffer = CellBuffer(size: Size(width: width, height: 1))
        var x = 0
        for (text, style) in pieces {
            x += buffer.write(text, at: Point(x: x, y: 0), style: style)
        }
        return buffer
    }

    /// Every ESC in `output` starts an SGR (`ESC [ digits-and-semicolons m`); returns how many there are.
    static func sgrCount(in output: String) -> Int? {
        let pieces = output.components(separatedBy: esc)
        for piece in pieces.dropFirst() {
            guard piece.hasPrefix("["), let end = piece.firstIndex(of: "m") else { return nil }
            let parameters = piece[piece.index(after: piece.startIndex)..<end]
            guard parameters.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ";") }) else { return nil }
        }
        return pieces.count - 1
    }

    /// `output` without its SGR sequences.
    static func strippingSGR(_ output: String) -> String {
        var result = ""
        var inSequence = false
        for character in output {
            if character == "\u{1B}" {
                inSequence = true
            } else if inSequence {
                if character == "m" { inSequence = false }
            } else {
                result.append(character)
            }
        }
        return result
    }

    // MARK: Text

    @Test func textTrimsTrailingSpacesAndEndsEveryRow() {
        let buffer = CellBuffer(lines: ["ab  ", "", "  c"])
        #expect(buffer.width == 4)
        #expect(TextEncoder.encode(buffer) == "ab\n\n  c\n")
    }

    @Test func textWritesWideGlyphsOnce() {
        let buffer = CellBuffer(lines: ["中文x", "👍"])
        #expect(buffer.width == 5)
        #expect(TextEncoder.encode(buffer) == "中文x\n👍\n")
    }

    @Test func textIgnoresStylesAndKeepsInnerSpaces() {
        let buffer = EncoderTests.buffer(width: 8, [("a", Style(foreground: .ansi(.red), bold: true)),
                                                    ("  b", Style(background: .rgb(1, 2, 3))),
                                                    ("   ", Style(background: .ansi(.blue)))])
        #expect(TextEncoder.encode(buffer) == "a  b\n")
    }

    @Test func textOfEmptyBufferIsEmpty() {
        #expect(TextEncoder.encode(CellBuffer(size: .zero)) == "")
        #expect(TextEncoder.encode(CellBuffer(size: Size(width: 3, height: 2))) == "\n\n")
    }

    // MARK: ANSI

    @Test func ansiWritesOneSGRPerRunOfEqualStyle() {
        let red = Style(foreground: .ansi(.red))
        let buffer = EncoderTests.buffer(width: 4, [("ab", red), ("c", .plain)])
        let output = ANSIEncoder().encode(buffer)
        #expect(output == "\(EncoderTests.esc)[31mab\(EncoderTests.esc)[0mc\n")
        #expect(EncoderTests.sgrCount(in: output) == 2)
    }

    @Test func ansiPlainBufferHasNoEscapes() {
        let output = ANSIEncoder().encode(CellBuffer(lines: ["hello  ", " world"]))
        #expect(output == "hello\n world\n")
    }

    @Test func ansiResetsAtTheEndOfEveryStyledRow() {
        var buffer = CellBuffer(size: Size(width: 4, height: 3))
        let green = Style(foreground: .ansi(.green))
        buffer.write("ab", at: Point(x: 0, y: 0), style: green)
        buffer.write("cd", at: Point(x: 0, y: 1), style: green)
        buffer.write("ef", at: Point(x: 0, y: 2))
        let e = EncoderTests.esc
        // Each row starts from the terminal's default state, so row 1 sets green again.
        #expect(ANSIEncoder().encode(buffer) == "\(e)[32mab\(e)[0m\n\(e)[32mcd\(e)[0m\nef\n")
    }

    @Test func ansiKeepsTrailingSpacesThatShow() {
        let buffer = EncoderTests.buffer(width: 5, [("a", .plain), ("  ", Style(background: .ansi(.blue)))])
        let e = EncoderTests.esc
        #expect(ANSIEncoder().encode(buffer) == "a\(e)[44m  \(e)[0m\n")
    }

    @Test func ansiChoosesTheShorterOfDifferenceAndReset() {
        let e = EncoderTests.esc
        let boldRed = Style(foreground: .ansi(.red), bold: true)
        let red = Style(foreground: .ansi(.red))
        let boldDefault = Style(bold: true)
        let boldDim = Style(bold: true, dim: true)
        let buffer = EncoderTests.buffer(width: 5, [("a", boldRed), ("b", red), ("c", boldRed), ("d", boldDefault),
                                                    ("e", boldDim)])
        // bold off keeps red: 22; bold on: 1; red off keeps bold: 39; dim on: 2.
        #expect(ANSIEncoder().encode(buffer) == "\(e)[1;31ma\(e)[22mb\(e)[1mc\(e)[39md\(e)[2me\(e)[0m\n")
        // Dropping dim alone clears bold too (22), so bold is set again.
        #expect(ANSIEncoder.transition(from: .init(Style(bold: true, dim: true, italic: true), encoder: ANSIEncoder()),
                                       to: .init(Style(bold: true, italic: true), encoder: ANSIEncoder()))
                == "\(e)[22;1m")
        // Several attributes off at once: the reset is shorter.
        let many = Style(foreground: .ansi(.red), italic: true, underline: true, strikethrough: true, reverse: true)
        #expect(ANSIEncoder.transition(from: .init(many, encoder: ANSIEncoder()), to: .init(red, encoder: ANSIEncoder()))
                == "\(e)[0;31m")
    }

    @Test func ansiAttributeCodes() {
        let style = Style(bold: true, dim: true, italic: true, underline: true, strikethrough: true, reverse: true)
        let output = ANSIEncoder().encode(EncoderTests.buffer(width: 1, [("x", style)]))
        #expect(output == "\(EncoderTests.esc)[1;2;3;4;7;9mx\(EncoderTests.esc)[0m\n")
    }

    @Test func ansiNamedColoursArePaletteCodesAtEveryDepth() {
        for depth in ANSIEncoder.ColorDepth.allCases {
            let encoder = ANSIEncoder(depth: depth)
            #expect(encoder.parameters(for: .ansi(.cyan), background: false) == [36])
            #expect(encoder.parameters(for: .ansi(.brightBlue), background: false) == [94])
            #expect(encoder.parameters(for: .ansi(.black), background: true) == [40])
            #expect(encoder.parameters(for: .ansi(.brightBlue), background: true) == [104])
            #expect(encoder.parameters(for: .default, background: false) == [])
        }
    }

    @Test func ansiTrueColor() {
        let style = Style(foreground: .rgb(28, 28, 30), background: .rgb(255, 128, 0))
        let output = ANSIEncoder(depth: .trueColor).encode(EncoderTests.buffer(width: 1, [("x", style)]))
        #expect(output == "\(EncoderTests.esc)[38;2;28;28;30;48;2;255;128;0mx\(EncoderTests.esc)[0m\n")
    }

    @Test func ansi256MapsToNearestCubeOrGray() {
        #expect(ANSIEncoder.xterm256Index(255, 0, 0) == 196)
        #expect(ANSIEncoder.xterm256Index(0, 0, 0) == 16)
        #expect(ANSIEncoder.xterm256Index(255, 255, 255) == 231)
        #expect(ANSIEncoder.xterm256Index(95, 135, 175) == 67)
        #expect(ANSIEncoder.xterm256Index(128, 128, 128) == 244)
        #expect(ANSIEncoder.xterm256Index(28, 28, 30) == 234)  // #1c1c1e, the island background
        #expect(ANSIEncoder.xterm256Index(100, 210, 255) == 81)  // #64d2ff, SwiftUI cyan (dark)
        let encoder = ANSIEncoder(depth: .palette256)
        #expect(encoder.parameters(for: .rgb(255, 0, 0), background: false) == [38, 5, 196])
        #expect(encoder.parameters(for: .rgb(28, 28, 30), background: true) == [48, 5, 234])
    }

    @Test func ansi16MapsToNearestXtermColour() {
        #expect(ANSIEncoder.nearestANSI(250, 10, 10) == .brightRed)
        #expect(ANSIEncoder.nearestANSI(200, 0, 0) == .red)
        #expect(ANSIEncoder.nearestANSI(28, 28, 30) == .black)
        #expect(ANSIEncoder.nearestANSI(100, 100, 100) == .brightBlack)
        #expect(ANSIEncoder.nearestANSI(240, 240, 240) == .white)
        #expect(ANSIEncoder.nearestANSI(0, 0, 230) == .blue)
        let encoder = ANSIEncoder(depth: .ansi16)
        #expect(encoder.parameters(for: .rgb(250, 10, 10), background: false) == [91])
        #expect(encoder.parameters(for: .rgb(250, 10, 10), background: true) == [101])
        #expect(encoder.parameters(for: .rgb(200, 0, 0), background: true) == [41])
    }

    @Test func ansiStylesThatEncodeAlikeNeedNoNewSGR() {
        // Both reds are index 196: at 256 colours the second cell does not change anything.
        let buffer = EncoderTests.buffer(width: 2, [("a", Style(foreground: .rgb(255, 0, 0))),
                                                    ("b", Style(foreground: .rgb(250, 5, 5)))])
        let e = EncoderTests.esc
        #expect(ANSIEncoder(depth: .palette256).encode(buffer) == "\(e)[38;5;196mab\(e)[0m\n")
        #expect(EncoderTests.sgrCount(in: ANSIEncoder(depth: .trueColor).encode(buffer)) == 3)
    }

    @Test func ansiWritesWideGlyphsOnce() {
        let buffer = EncoderTests.buffer(width: 6, [("中文", Style(foreground: .ansi(.red))), ("x", .plain)])
        let e = EncoderTests.esc
        #expect(ANSIEncoder().encode(buffer) == "\(e)[31m中文\(e)[0mx\n")
    }

    @Test func ansiHasNoEscapesButItsOwnSGRs() {
        var buffer = CellBuffer(size: Size(width: 30, height: 2))
        buffer.write("\u{1B}[2Jhi\u{1B}]0;title\u{07}", at: .zero, style: Style(foreground: .ansi(.red)))
        buffer.write("\u{9B}31m\u{9D}x\r\n", at: Point(x: 0, y: 1))
        for depth in ANSIEncoder.ColorDepth.allCases {
            let output = ANSIEncoder(depth: depth).encode(buffer)
            #expect(EncoderTests.sgrCount(in: output) == 2, "\(depth): \(output.debugDescription)")
            #expect(output.contains("␛[2Jhi␛]0;title␇"))
            #expect(!output.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x9D || $0.value == 0x07 })
            #expect(!output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\u{1B}" })
        }
    }

    @Test func ansiWithoutSGRIsTheTextEncoding() {
        var buffer = CellBuffer(size: Size(width: 12, height: 3))
        buffer.write("Pizza 中", at: .zero, style: Style(foreground: .rgb(10, 20, 30), bold: true))
        buffer.write("#42", at: Point(x: 9, y: 0), style: Style(foreground: .ansi(.brightBlack)))
        buffer.write("  ok", at: Point(x: 0, y: 2), style: Style(underline: true))
        buffer.write("  ", at: Point(x: 4, y: 2), style: Style(foreground: .ansi(.red)))
        let ansi = ANSIEncoder().encode(buffer)
        #expect(EncoderTests.strippingSGR(ansi) == TextEncoder.encode(buffer))
    }

    // MARK: SVG

    struct Element: Equatable {
        var name: String
        var attributes: [String: String]
        var text: String
    }

    /// Parses `svg` with Foundation's XMLParser: its elements in document order, or nil on any error.
    static func parse(_ svg: String) -> [Element]? {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse(), parser.parserError == nil else { return nil }
        return collector.elements
    }

    final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            open.append(elements.count)
            elements.append(Element(name: elementName, attributes: attributes, text: ""))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?) {
            open.removeLast()
        }
    }

    static func texts(_ elements: [Element]) -> [Element] { elements.filter { $0.name == "text" } }
    static func rects(_ elements: [Element]) -> [Element] { elements.filter { $0.name == "rect" } }

    @Test func svgHeaderAndFullBackground() throws {
        let svg = SVGEncoder().encode(CellBuffer(lines: ["abc", "d"]))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"36\" height=\"36\" viewBox=\"0 0 36 36\">"))
        #expect(svg.hasSuffix("</svg>\n"))
        let elements = try #require(EncoderTests.parse(svg))
        #expect(elements.first?.name == "svg")
        let background = try #require(EncoderTests.rects(elements).first)
        #expect(background.attributes == ["x": "0", "y": "0", "width": "36", "height": "36", "fill": "#000000"])
        let texts = EncoderTests.texts(elements)
        #expect(texts.map(\.text) == ["abc", "d"])
        #expect(texts.map { $0.attributes["y"] } == ["13.5", "31.5"])
        #expect(texts.allSatisfy { $0.attributes["xml:space"] == "preserve" })
        #expect(texts.allSatisfy { $0.attributes["lengthAdjust"] == "spacingAndGlyphs" })
        #expect(texts.allSatisfy { $0.attributes["fill"] == "#e5e5e5" })
        let group = try #require(elements.first { $0.name == "g" })
        #expect(group.attributes["font-family"] == "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace")
        #expect(group.attributes["font-size"] == "15")
    }

    @Test func svgMergesRunsOfEqualStyleAndBackground() throws {
        let blueOnRed = Style(foreground: .ansi(.red), background: .ansi(.blue))
        let buffer = EncoderTests.buffer(width: 8, [("abc", blueOnRed), ("de", Style(foreground: .ansi(.red))),
                                                    ("fg", Style(foreground: .ansi(.green), background: .ansi(.blue)))])
        let elements = try #require(EncoderTests.parse(SVGEncoder().encode(buffer)))
        let rects = EncoderTests.rects(elements).dropFirst()
        #expect(rects.map(\.attributes) == [
            ["x": "0", "y": "0", "width": "27", "height": "18", "fill": "#0000ee"],
            ["x": "45", "y": "0", "width": "18", "height": "18", "fill": "#0000ee"],
        ])
        let texts = EncoderTests.texts(elements)
        #expect(texts.map(\.text) == ["abc", "de", "fg"])
        #expect(texts.map { $0.attributes["x"] } == ["0", "27", "45"])
        #expect(texts.map { $0.attributes["textLength"] } == ["27", "18", "18"])
        #expect(texts.map { $0.attributes["fill"] } == ["#cd0000", "#cd0000", "#00cd00"])
    }

    @Test func svgBackgroundRunSpansDifferentTextStyles() throws {
        let onGray = Style(background: .rgb(28, 28, 30))
        var bold = onGray
        bold.bold = true
        let buffer = EncoderTests.buffer(width: 4, [("ab", onGray), ("cd", bold)])
        let elements = try #require(EncoderTests.parse(SVGEncoder().encode(buffer)))
        #expect(EncoderTests.rects(elements).dropFirst().map { $0.attributes["width"] } == ["36"])
        #expect(EncoderTests.rects(elements).dropFirst().map { $0.attributes["fill"] } == ["#1c1c1e"])
        #expect(EncoderTests.texts(elements).count == 2)
    }

    @Test func svgStyleAttributes() throws {
        let styles = [
            Style(bold: true), Style(dim: true), Style(italic: true), Style(underline: true),
            Style(underline: true, strikethrough: true),
        ]
        let buffer = EncoderTests.buffer(width: 5, styles.map { ("x", $0) })
        let texts = EncoderTests.texts(try #require(EncoderTests.parse(SVGEncoder().encode(buffer))))
        #expect(texts.count == 5)
        #expect(texts[0].attributes["font-weight"] == "bold")
        #expect(texts[1].attributes["opacity"] == "0.6")
        #expect(texts[2].attributes["font-style"] == "italic")
        #expect(texts[3].attributes["text-decoration"] == "underline")
        #expect(texts[4].attributes["text-decoration"] == "underline line-through")
        #expect(texts[0].attributes["opacity"] == nil && texts[1].attributes["font-weight"] == nil)
    }

    @Test func svgReverseSwapsColoursAndDefaultsFollowTheEncoder() throws {
        let buffer = EncoderTests.buffer(width: 2, [("r", Style(reverse: true)), ("p", .plain)])
        let encoder = SVGEncoder(background: .rgb(255, 255, 255), foreground: .ansi(.black))
        let elements = try #require(EncoderTests.parse(encoder.encode(buffer)))
        let rects = EncoderTests.rects(elements)
        #expect(rects.map { $0.attributes["fill"] } == ["#ffffff", "#000000"])
        #expect(rects.last?.attributes["width"] == "9")
        #expect(EncoderTests.texts(elements).map { $0.attributes["fill"] } == ["#ffffff", "#000000"])
    }

    @Test func svgEscapesMarkup() throws {
        let text = "<a&b> \"q\" 'x'"
        let buffer = CellBuffer(lines: [text])
        let svg = SVGEncoder().encode(buffer)
        #expect(svg.contains("&lt;a&amp;b&gt; &quot;q&quot; &apos;x&apos;"))
        let elements = try #require(EncoderTests.parse(svg))
        #expect(EncoderTests.texts(elements).map(\.text) == [text])
        let family = try #require(EncoderTests.parse(SVGEncoder(fontFamily: "A&B \"Mono\"").encode(buffer)))
        #expect(family.first { $0.name == "g" }?.attributes["font-family"] == "A&B \"Mono\"")
    }

    @Test func svgPutsWideGlyphsOnTheirTwoCells() throws {
        let buffer = CellBuffer(lines: ["a中文b👍"])
        #expect(buffer.width == 8)
        let texts = EncoderTests.texts(try #require(EncoderTests.parse(SVGEncoder().encode(buffer))))
        #expect(texts.map(\.text) == ["a", "中", "文", "b", "👍"])
        #expect(texts.map(\.text).joined() == "a中文b👍")
        #expect(texts.map { $0.attributes["x"] } == ["0", "9", "27", "45", "54"])
        #expect(texts.map { $0.attributes["textLength"] } == ["9", "18", "18", "9", "18"])
    }

    @Test func svgLeavesOutSpacesThatDrawNothing() throws {
        var buffer = CellBuffer(size: Size(width: 10, height: 2))
        buffer.write("  ab cd  ", at: .zero)
        buffer.write("  ", at: Point(x: 0, y: 1), style: Style(foreground: .ansi(.red)))
        buffer.write("  ", at: Point(x: 4, y: 1), style: Style(underline: true))
        let texts = EncoderTests.texts(try #require(EncoderTests.parse(SVGEncoder().encode(buffer))))
        #expect(texts.map(\.text) == ["ab cd", "  "])
        #expect(texts.map { $0.attributes["x"] } == ["18", "36"])
        #expect(texts.map { $0.attributes["textLength"] } == ["45", "18"])
    }

    @Test func svgIsFreeOfControlsAndStaysWellFormed() throws {
        var buffer = CellBuffer(size: Size(width: 20, height: 1))
        buffer.write("\u{1B}[2J\u{07}\u{0}x\u{9B}\u{FFFF}", at: .zero, style: Style(foreground: .ansi(.red)))
        let svg = SVGEncoder().encode(buffer)
        #expect(!svg.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
        #expect(!svg.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
        let elements = try #require(EncoderTests.parse(svg))
        #expect(EncoderTests.texts(elements).map(\.text) == ["␛[2J␇␀x\u{FFFD}\u{FFFD}"])
    }

    @Test func svgIsDeterministic() {
        var buffer = CellBuffer(size: Size(width: 12, height: 3))
        buffer.write("Order #42 中", at: .zero, style: Style(foreground: .rgb(100, 210, 255), bold: true))
        buffer.write("stale", at: Point(x: 1, y: 2), style: Style(background: .ansi(.yellow), dim: true))
        let encoder = SVGEncoder()
        let first = encoder.encode(buffer)
        #expect(encoder.encode(buffer) == first)
        #expect(SVGEncoder().encode(buffer) == first)
    }

    /// Text that ends in the last column (a page's header wider than its boxes) keeps a cell of
    /// room to its right, so a font a little wider than the cell does not cut its last glyph.
    @Test func svgLeavesRoomRightOfTheLastColumn() throws {
        let svg = SVGEncoder().encode(CellBuffer(lines: ["Delivery · xxxLarge"]))
        let elements = try #require(EncoderTests.parse(svg))
        let width = try #require(elements.first?.attributes["width"].flatMap(Double.init))
        let text = try #require(EncoderTests.texts(elements).first)
        let end = try #require(Double(text.attributes["x"] ?? "")) + #require(Double(text.attributes["textLength"] ?? ""))
        #expect(end == 19 * 9 && width >= end + 9, "\(svg)")
    }

    @Test func svgEmptyBufferAndOddCellSizes() throws {
        let empty = SVGEncoder().encode(CellBuffer(size: .zero))
        #expect(empty.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"0\" viewBox=\"0 0 0 0\">"))
        #expect(EncoderTests.parse(empty) != nil)
        let small = SVGEncoder(cellWidth: 0, cellHeight: 7)
        #expect(small.cellWidth == 1)
        let elements = try #require(EncoderTests.parse(small.encode(CellBuffer(lines: ["ab"]))))
        #expect(elements.first?.attributes["width"] == "3", "two cells of 1 px and the cell of room")
        #expect(elements.first { $0.name == "g" }?.attributes["font-size"] == "1.67")
    }

    @Test func svgNumberFormatting() {
        #expect(SVGEncoder.number(15.000000000000002) == "15")
        #expect(SVGEncoder.number(13.5) == "13.5")
        #expect(SVGEncoder.number(0.05) == "0.05")
        #expect(SVGEncoder.number(1.666666) == "1.67")
        #expect(SVGEncoder.number(-2.25) == "-2.25")
        #expect(SVGEncoder.number(.nan) == "0")
    }
}
