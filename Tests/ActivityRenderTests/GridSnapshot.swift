import Canvas
import Foundation
import Testing

/// Golden grids next to the tests that own them: `__Grids__/<name>.txt`, one `|…|` row per line so
/// trailing spaces survive editors and diffs.
///
/// A grid is written only with `LIVEPEEK_RECORD=1`, and a run that records fails, so CI can never
/// pass by recording (swift-argument-parser's snapshot helpers work the same way).
enum GridSnapshot {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Grids__")

    static func assertMatches(_ buffer: CellBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let actual = buffer.description + "\n"
        let file = folder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["LIVEPEEK_RECORD"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try actual.write(to: file, atomically: true, encoding: .utf8)
                Issue.record("recorded \(file.lastPathComponent); review it, then run again without LIVEPEEK_RECORD", sourceLocation: sourceLocation)
            } catch {
                Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("no golden grid \(file.lastPathComponent); record it with LIVEPEEK_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            Issue.record("grid \(name) changed:\n--- expected\n\(expected)+++ actual\n\(actual)", sourceLocation: sourceLocation)
        }
    }
}
