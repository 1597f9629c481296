import Foundation

/// A fresh folder for one test's files (goldens, feeds, FIFOs), under the system's temporary
/// directory and named for what it holds; the test removes it in a `defer`.
enum TemporaryFolder {
    static func create(_ purpose: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("livepeek-\(purpose)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func remove(_ folder: URL) {
        try? FileManager.default.removeItem(at: folder)
    }
}
