import Foundation
import Testing

/// Every `@Test` in the suite can fail on its subject: it records a failure itself or through a
/// helper of the test sources that does. A test that can only throw a time-out, or that asserts
/// inside a loop over inputs that may be empty, passes with its subject deleted.
@Suite struct TestsCanFailTests {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    static func index() throws -> AssertionIndex {
        var index = AssertionIndex()
        let files = FileManager.default.enumerator(at: testsFolder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            // Widget sources under test are inputs, not tests.
            let relative = String(file.path.dropFirst(testsFolder.path.count + 1))
            guard !relative.hasPrefix("Widgets/"), !relative.hasPrefix("Fuzz/Corpus/"), !relative.hasPrefix("Fuzz/Crashes/") else { continue }
            index.add(file: relative, source: try String(contentsOf: file, encoding: .utf8))
        }
        return index
    }

    @Test func everyTestRecordsAFailureOfItsOwn() throws {
        let index = try Self.index()
        #expect(index.functions.filter(\.isTest).count > 500, "the walk found the suite's tests")
        let silent = index.testsThatCannotFail()
        #expect(silent.isEmpty, "tests that can fail only by throwing or timing out:\n\(silent.joined(separator: "\n"))")
    }

    @Test func aTestWithoutAnAssertionIsFound() {
        var index = AssertionIndex()
        index.add(file: "T.swift", source: """
            @Test func waits() throws { try session.waitFor(text: "x") }
            @Test func checks() { #expect(1 == 1) }
            @Test func viaHelper() { look(at: 2) }
            @Test func viaHelperWithADefault() { look(at: 2, twice: true) }
            @Test func wrongLabel() { look(on: 2) }
            @Test func known() { withKnownIssue { fail() } }
            func look(at value: Int, twice: Bool = false) { #expect(value > 0) }
            """)
        #expect(index.testsThatCannotFail() == ["T.swift:1 waits", "T.swift:5 wrongLabel"])
    }

    @Test func anAssertionReachedThroughAChainOfHelpersCounts() {
        var index = AssertionIndex()
        index.add(file: "T.swift", source: """
            @Test func outer() { middle { 1 } }
            func middle(_ body: () -> Int) { inner(body()) }
            func inner(_ value: Int) { Issue.record("\\(value)") }
            """)
        #expect(index.testsThatCannotFail().isEmpty)
    }
}
