import ActivityModel
import DefinitionLoader
import Foundation
import Testing
import ActivityLayout

/// Every folder under `Samples/` is an example a user copies: its definition must load, its views
/// must use only the vocabulary of docs/ARCHITECTURE.md ("Views"), every presentation must be there, and its feed must run.
@Suite struct SamplesTests {
    static let samplesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    /// The sample folders, found on disk so a new sample is tested without touching this file.
    static let sampleNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let path = samplesFolder.appendingPathComponent(name).path
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted()
    }()

    @Test func theSamplesFolderHasSamples() {
        #expect(SamplesTests.sampleNames.contains("delivery"), "found \(SamplesTests.sampleNames) in \(SamplesTests.samplesFolder.path)")
        #expect(SamplesTests.sampleNames.count >= 2)
    }

    @Test(arguments: SamplesTests.sampleNames)
    func definitionAndViewsLoadWithoutDiagnostics(_ name: String) throws {
        let loaded = try DefinitionLoader.load(path: SamplesTests.samplesFolder.appendingPathComponent(name).path)
        #expect(loaded.definition.warnings.isEmpty, "\(loaded.definition.warnings)")
        #expect(loaded.definition.attributesType != nil, "\(name) has no attributesType")
        #expect(loaded.definition.keylineTint != nil, "\(name) has no keylineTint")
        let (views, diagnostics) = ViewParser.parse(loaded.definition, file: loaded.file.path)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(views.lockScreen != nil, "\(name): no lockScreen")
        #expect(views.expanded.leading != nil, "\(name): no expanded leading")
        #expect(views.expanded.trailing != nil, "\(name): no expanded trailing")
        #expect(views.expanded.center != nil, "\(name): no expanded center")
        #expect(views.expanded.bottom != nil, "\(name): no expanded bottom")
        #expect(views.compactLeading != nil, "\(name): no compactLeading")
        #expect(views.compactTrailing != nil, "\(name): no compactTrailing")
        #expect(views.minimal != nil, "\(name): no minimal")
    }

    @Test(arguments: SamplesTests.sampleNames)
    func feedRunsAndAppliesPayloads(_ name: String) throws {
        let (_, results, _) = try SamplesTests.run(name)
        #expect(!results.isEmpty, "\(name): empty feed")
        #expect(results.contains { $0.verdict == .applied }, "\(name): no payload applied")
        for result in results {
            #expect(!result.diagnostics.contains { $0.code == DiagnosticCode.malformedJSON },
                    "\(name) line \(result.line): \(result.diagnostics)")
        }
    }

    /// After each applied payload, every presentation resolves without an error (no unknown name,
    /// no reversed timer range) in both reading directions, with digits pinned, and fits its size:
    /// the Lock Screen 160 pt at the default text size, compact 52.33 pt, minimal 45 pt.
    @Test(arguments: SamplesTests.sampleNames)
    func everyAppliedStateResolvesAndFits(_ name: String) throws {
        let (loaded, results, snapshots) = try SamplesTests.run(name)
        let (views, _) = ViewParser.parse(loaded.definition, file: loaded.file.path)
        let definitionAttributes = loaded.definition.attributesDecoder.decode(loaded.definition.attributes, at: .root).value
        // A fresh engine per measurement: an engine memoizes sizes by view id until its next layout().
        func size(_ view: ResolvedView, width: Double?) -> (width: Double, height: Double) {
            LayoutEngine(metrics: PointMetrics()).sizeThatFits(view, width: width, height: nil)
        }
        for (result, shown) in zip(results, snapshots) where result.verdict == .applied {
            for snapshot in shown {
                for isStale in [snapshot.isStale, true] {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        let context = EvaluationContext(state: snapshot.state, attributes: snapshot.record.attributes ?? definitionAttributes,
                                                        isStale: isStale, now: result.receivedAt, contract: loaded.definition.contentState)
                        let environment = Environment(isStale: isStale, layoutDirection: direction)
                        let place = "\(name) line \(result.line) (\(snapshot.id), stale: \(isStale), \(direction))"
                        var resolver = ViewResolver(context: context)
                        let lock = resolver.resolve(views.lockScreen, environment: environment, path: "lockScreen")
                        let compactLeading = resolver.resolve(views.compactLeading, environment: environment, path: "compactLeading")
                        let compactTrailing = resolver.resolve(views.compactTrailing, environment: environment, path: "compactTrailing")
                        let minimal = resolver.resolve(views.minimal, environment: environment, path: "minimal")
                        for (region, node) in [("leading", views.expanded.leading), ("trailing", views.expanded.trailing),
                                               ("center", views.expanded.center), ("bottom", views.expanded.bottom)] {
                            _ = resolver.resolve(node, environment: environment, path: "expanded.\(region)")
                        }
                        let problems = resolver.diagnostics.filter { $0.severity == .error || $0.code == "layout.unpinnedDigitsRTL" }
                        #expect(problems.isEmpty, "\(place): \(problems)")

                        let lockHeight = size(lock, width: 371).height
                        #expect(lockHeight <= 160, "\(place): the Lock Screen is \(lockHeight) pt tall")
                        for (surface, view, limit) in [("compactLeading", compactLeading, 52.33), ("compactTrailing", compactTrailing, 52.33),
                                                       ("minimal", minimal, 45.0)] {
                            let width = size(view, width: nil).width
                            #expect(width <= limit + 0.001, "\(place): \(surface) is \(width) pt wide, at most \(limit) fits")
                        }
                    }
                }
            }
        }
    }

    /// Loads a sample and runs its feed, framed one JSON value per line, through `FeedEvaluator`.
    /// Returns each line's result and, for each, the activities the phone shows right after it.
    static func run(_ name: String) throws -> (DefinitionLoader.Loaded, [PushResult], [[ActivitySnapshot]]) {
        let folder = samplesFolder.appendingPathComponent(name)
        let loaded = try DefinitionLoader.load(path: folder.path)
        let feed = try String(contentsOf: folder.appendingPathComponent("feed.ndjson"), encoding: .utf8)
        var evaluator = FeedEvaluator(definition: loaded.definition, clock: .fixed(Date(timeIntervalSince1970: 1_795_341_600)))
        var results: [PushResult] = []
        var snapshots: [[ActivitySnapshot]] = []
        for (offset, line) in feed.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let bytes = Array(line.utf8)
            let content: FeedValue.Content
            do {
                content = .parsed(try JSONParser.parseDocument(bytes))
            } catch {
                content = .malformed(message: error.message, line: offset + 1, column: error.offset + 1)
            }
            let result = evaluator.evaluate(FeedValue(content: content, line: offset + 1, byteCount: bytes.count))
            results.append(result)
            snapshots.append(evaluator.snapshot(at: result.receivedAt).filter { $0.phase != .dismissed })
        }
        return (loaded, results, snapshots)
    }
}
