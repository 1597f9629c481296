import ActivityModel
import Testing
@testable import SwiftUISource

/// The `swiftsource` fuzz target's hang: 106 nested `[` in a property's type kept swift-syntax's
/// parser busy for more than 15 minutes (its look-ahead doubles with each level). The reader refuses
/// such nesting with its place before parsing (`Tests/Fuzz/Crashes/swiftsource/nested-square-brackets-hang`).
@Suite struct SquareBracketNestingTests {
    @Test func aHundredNestedSquareBracketsAreRefusedWithTheirPlaceNotParsed() {
        let source = "struct A {\n    let round: I" + String(repeating: "[", count: 106) + "nt\n}\n"
        #expect {
            _ = try SwiftSourceHarness.read(source)
        } throws: { error in
            let error = error as? DefinitionError
            // The 13th `[`: column 17 is the first, after `    let round: I`.
            return error?.message.contains("swiftui.tooDeep") == true && error?.line == 2 && error?.column == 17 + 12
        }
    }

    @Test func closedNestingAndLiteralsCountToo() {
        let deep = String(repeating: "[", count: 13)
        #expect(SquareBracketNesting.firstTooDeep(in: "let a: \(deep)Int\(String(repeating: "]", count: 13))") != nil)
        #expect(SquareBracketNesting.firstTooDeep(in: "let a = \(deep)1") != nil)
    }

    @Test func bracketsInStringsAndCommentsAreText() {
        let deep = String(repeating: "[", count: 40)
        let source = """
            let a = "\(deep)" // \(deep)
            /* \(deep)
               \(deep) */
            let b = \"\"\"
                \(deep) "quoted"
                \"\"\"
            let c: [[String: [Int]]] = [:]
            """
        #expect(SquareBracketNesting.firstTooDeep(in: source) == nil)
        #expect(SquareBracketNesting.firstTooDeep(in: source + "\nlet d = \(deep)")?.line == 8)
    }

    /// Swift ends a line at `\n`, `\r` or `\r\n`, and the place of a too-deep bracket is counted so:
    /// counting `\n` alone points past the end of a line (RELIABILITY.md, "Findings").
    @Test func linesEndingInCarriageReturnsAreCountedAsSwiftCountsThem() {
        let deep = String(repeating: "[", count: 13)
        for (breakText, name) in [("\r", "CR"), ("\r\n", "CRLF"), ("\n", "LF")] {
            let source = ["struct A {", "    // a comment", "    let s = \"unterminated", "    let round: I\(deep)nt", "}"].joined(separator: breakText)
            let place = SquareBracketNesting.firstTooDeep(in: source)
            #expect(place?.line == 4 && place?.column == 17 + 12, "\(name): \(String(describing: place))")
        }
    }
}
