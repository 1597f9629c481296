import Foundation
import Testing
@testable import LivepeekCLI

/// Which files of a folder `check` takes as goldens.
@Suite struct GoldenFilesTests {
    @Test func aFolderInsideIsSkippedNotRead() throws {
        let folder = try TemporaryFolder.create("golden-files")
        defer { TemporaryFolder.remove(folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try "# livepeek dump Samples/delivery --now 2026-11-22T10:00:00Z\nx\n"
            .write(to: folder.appendingPathComponent("lock.txt"), atomically: true, encoding: .utf8)
        try "not a golden\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let files = try Golden.files(at: folder.path)
        #expect(files.map { URL(fileURLWithPath: $0).lastPathComponent } == ["lock.txt"])
    }
}
