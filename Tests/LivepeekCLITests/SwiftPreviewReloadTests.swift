import Foundation
import Testing

/// `livepeek preview` of a folder of Swift sources: the `#Preview`'s states play at once, and saving
/// any read file reloads (a syntax error keeps the last good definition and says where it is).
@Suite(.serialized, .enabled(if: TmuxSession.isAvailable, "tmux is not installed (.ci/run installs it)"))
struct SwiftPreviewReloadTests {
    @Test func savingAnyReadSwiftFileReloads() throws {
        guard let binary = BinaryRunner.binary else { throw BinaryRunner.RunnerError.binaryNotFound }
        let folder = try TemporaryFolder.create("swift-reload")
        defer { TemporaryFolder.remove(folder) }
        let widget = folder.appendingPathComponent("Widget").appendingPathComponent("DeliveryLiveActivity.swift")
        try FileManager.default.createDirectory(at: widget.deletingLastPathComponent(), withIntermediateDirectories: true)
        let original = try String(contentsOf: BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery/DeliveryLiveActivity.swift"), encoding: .utf8)
        try original.write(to: widget, atomically: true, encoding: .utf8)
        // A hidden folder's sources are not read: this one would make two ActivityAttributes.
        let hidden = folder.appendingPathComponent(".build").appendingPathComponent("Copy.swift")
        try FileManager.default.createDirectory(at: hidden.deletingLastPathComponent(), withIntermediateDirectories: true)
        try original.write(to: hidden, atomically: true, encoding: .utf8)

        let session = try TmuxSession("\(binary.path) preview \(folder.path)")
        defer { session.close() }
        try session.waitFor(text: "Order #42")

        try original.replacingOccurrences(of: "Order #", with: "Ticket #").write(to: widget, atomically: true, encoding: .utf8)
        try session.waitFor(text: "Ticket #42")

        try (original + "\nstruct Broken {\n").write(to: widget, atomically: true, encoding: .utf8)
        let broken = try session.waitFor(text: "swiftui.syntaxError")
        #expect(broken.contains("Ticket #42"), "the last good definition stays on screen:\n\(broken)")
        #expect(!broken.contains("Order #42"), "not the file the preview first read:\n\(broken)")
        try session.keys("q")
    }
}
