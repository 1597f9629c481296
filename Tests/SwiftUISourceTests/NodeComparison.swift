import Foundation
import SwiftParser
import SwiftSyntax

/// One comparison put to every node of parsed Swift sources: how many nodes it applied to, and a
/// line for each node it found differing. For the tests that hold a fast path of the reader equal
/// to swift-syntax's own.
struct NodeComparison {
    enum Outcome {
        case notApplicable
        case same
        case differs(String)
    }

    let compare: (Syntax) -> Outcome
    private(set) var compared = 0
    private(set) var differing: [String] = []

    init(_ compare: @escaping (Syntax) -> Outcome) {
        self.compare = compare
    }

    /// Every `.swift` file of the samples and of the test widgets.
    static var widgetFiles: [URL] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return ["Samples", "Tests/Widgets"].flatMap { parent -> [URL] in
            let folder = root.appendingPathComponent(parent)
            let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return children.sorted().flatMap { child -> [URL] in
                let inner = folder.appendingPathComponent(child)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: inner.path)) ?? []
                return names.filter { $0.hasSuffix(".swift") }.sorted().map { inner.appendingPathComponent($0) }
            }
        }
    }

    mutating func sweep(_ source: String) {
        walk(Syntax(Parser.parse(source: source)))
    }

    mutating func sweep(files: [URL]) throws {
        for file in files { sweep(try String(contentsOf: file, encoding: .utf8)) }
    }

    /// Missing nodes included: the reader meets them in sources that do not parse cleanly.
    private mutating func walk(_ node: Syntax) {
        switch compare(node) {
        case .notApplicable: break
        case .same: compared += 1
        case .differs(let line): compared += 1; differing.append(line)
        }
        for child in node.children(viewMode: .all) { walk(child) }
    }
}
