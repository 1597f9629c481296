import ActivityModel
import DefinitionLoader
import Foundation
import Testing
@testable import LivepeekCLI

/// `--state` and `--attributes` take JSON text or a file, read the same way.
@Suite struct JSONArgumentTests {
    func attributesError(_ option: String) throws -> DefinitionError {
        var definition = try DefinitionLoader.load(path: InProcess.path("Samples/delivery")).definition
        return try #require(throws: DefinitionError.self) { try SwiftSourceLoading.applyAttributes(option, to: &definition) }
    }

    func stateError(_ option: String) throws -> LivepeekError {
        try #require(throws: LivepeekError.self) { try SceneOptions.stateText(option) }
    }

    /// A path that names no file is said to be one, by both (not parsed as JSON, "unexpected '/'").
    @Test func aMissingFileIsNamedByBoth() throws {
        #expect(try attributesError("/missing.json").description
                == "livepeek: error: --attributes '/missing.json': no such file (and not JSON text: the attributes value is an object, {…})")
        #expect(try stateError("/missing.json").description
                == "livepeek: error: --state '/missing.json': no such file (and not JSON text: a content state is an object, {…})")
    }

    @Test func anUnreadableFileIsNamedByBoth() throws {
        let folder = try TemporaryFolder.create("json-argument")
        defer { TemporaryFolder.remove(folder) }
        #expect(try attributesError(folder.path).description == "livepeek: error: --attributes '\(folder.path)': cannot read the file as UTF-8 text")
        #expect(try stateError(folder.path).description == "livepeek: error: --state '\(folder.path)': cannot read the file as UTF-8 text")
    }

    @Test func textAndFilesAreRead() throws {
        let folder = try TemporaryFolder.create("json-argument")
        defer { TemporaryFolder.remove(folder) }
        let file = folder.appendingPathComponent("state.json")
        try #"{"a": 1}"#.write(to: file, atomically: true, encoding: .utf8)
        let fromFile = try JSONArgument.read(file.path, flag: "--state", what: "a content state")
        #expect(fromFile.text == #"{"a": 1}"# && fromFile.source == file.path)
        let inline = try JSONArgument.read(#" {"a": 2}"#, flag: "--state", what: "a content state")
        #expect(inline.source == "--state")
    }
}
