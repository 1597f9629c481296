import ActivityLayout
import ActivityModel
@testable import ActivityRender
import Canvas
import DefinitionLoader
import Foundation
import SwiftUISource
import Testing

/// Every `Text` a widget lays out is drawn whole where its box is: no other view's cells land on
/// it, and no parent cuts it. Run over every sample (its YAML and its Swift source, through its
/// feed) and every widget under Tests/Widgets (through the states its expect.json gives), on every
/// device and surface. A line truncated by layout (`…`) counts as whole: the phone truncates too.
@Suite struct TextsAppearWholeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func folders(_ parent: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(parent).path)) ?? []
        return names.filter { !$0.hasPrefix("hard-") && !$0.contains(".") }.sorted()
    }

    static let samples = folders("Samples")
    static let widgets = folders("Tests/Widgets").filter {
        FileManager.default.fileExists(atPath: root.appendingPathComponent("Tests/Widgets/\($0)/expect.json").path)
    }

    /// A state to draw: the definition's content state (or a push) at an instant, in a locale.
    struct Case {
        var label: String
        var feedLine: JSONValue
        var now: Date
        var locale = "en"
        var stale = false
    }

    @Test func theFoldersAreFound() {
        #expect(Self.samples.count >= 6, "\(Self.samples)")
        #expect(Self.widgets.count >= 40, "\(Self.widgets)")
    }

    @Test(arguments: samples)
    func everySampleTextIsWhole(_ name: String) throws {
        let folder = Self.root.appendingPathComponent("Samples/\(name)")
        let feed = try String(contentsOf: folder.appendingPathComponent("feed.ndjson"), encoding: .utf8)
        let cases = try feed.split(separator: "\n").enumerated().map { index, line in
            let push = try JSONParser.parseDocument(Array(line.utf8))
            let at = push["aps"]?["timestamp"]?.doubleValue ?? 0
            return Case(label: "\(name) line \(index + 1)", feedLine: push, now: Date(timeIntervalSince1970: at))
        }
        let yamlLoaded = try DefinitionLoader.load(path: folder.path)
        let yaml = Self.check(yamlLoaded.definition, file: yamlLoaded.file.path, cases: cases, cumulative: true)
        let read = try SwiftSourceReader.read(try Self.sources(folder), start: SwiftSourceHarness.t0)
        let swift = Self.check(read.definition, file: read.file, cases: cases, cumulative: true)
        #expect(yaml.lines > 0 && swift.lines > 0, "no text drawn")
        let failures = yaml.failures + swift.failures
        #expect(failures.count == 0, "\(failures.prefix(12).joined(separator: "\n"))")
    }

    @Test(arguments: widgets)
    func everyWidgetTextIsWhole(_ name: String) throws {
        let folder = Self.root.appendingPathComponent("Tests/Widgets/\(name)")
        let expect = try JSONParser.parseDocument(Array(try Data(contentsOf: folder.appendingPathComponent("expect.json"))))
        guard case .array(let items)? = expect["cases"] else { return }
        let texts = try Self.sources(folder)
        var failures: [String] = []
        var lines = 0
        for item in items {
            let read = try SwiftSourceReader.read(texts, activity: (item["activity"] ?? expect["activity"])?.stringValue, start: SwiftSourceHarness.t0)
            var definition = read.definition
            if let attributes = item["attributes"] ?? expect["attributes"] {
                definition.attributes = attributes
            } else if !read.hasPreviewAttributes {
                definition.attributes = ContractSample(now: SwiftSourceHarness.t0, dateEncoding: definition.dateEncoding,
                                                       rangeEncoding: definition.rangeEncoding).value(of: definition.attributesContract)
            }
            let now = Timestamp.parseISO8601(item["now"]?.stringValue ?? "") ?? SwiftSourceHarness.t0
            var members: [JSONMember] = []
            if case .object(let given)? = item["state"] { members = given }
            let line = JSONValue.object([JSONMember(key: "at", value: .number(String(Int64(now.timeIntervalSince1970))))] + members)
            let one = Case(label: "\(name)/\(item["name"]?.stringValue ?? "?")", feedLine: line, now: now,
                           locale: item["locale"]?.stringValue ?? "en", stale: item["stale"] == .bool(true))
            let checked = Self.check(definition, file: read.file, cases: [one], cumulative: false)
            failures += checked.failures
            lines += checked.lines
        }
        #expect(lines > 0, "no text drawn")
        #expect(failures.count == 0, "\(failures.prefix(12).joined(separator: "\n"))")
    }

    /// The check itself: a text a ZStack draws over another is found, and the one on top is whole.
    @Test func aTextDrawnOverAnotherIsFound() throws {
        let source = SwiftSourceHarness.widget(state: "var score: String", lockScreen: """
            ZStack {
                Text("Manchester United")
                Text(context.state.score)
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let state = JSONValue.object([JSONMember(key: "score", value: .string("2 - 0"))])
        let checked = Self.check(read.definition, file: read.file, cases: [Case(label: "overlap", feedLine: state, now: SwiftSourceHarness.t0)],
                                 cumulative: false)
        let onStandard = checked.failures.filter { $0.contains("on \(DeviceProfile.iPhoneStandard.id), lockScreen:") }
        #expect(onStandard.count == 1, "\(checked.failures)")
        #expect(onStandard.first?.contains("'Manchester United' reads 'Manche2 - 0United'") == true, "\(onStandard)")
    }

    /// The folder's `.swift` files, in its subfolders too.
    static func sources(_ folder: URL) throws -> [SwiftSourceReader.Source] {
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { .init(path: $0, text: try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// Draws `cases` (one feed when `cumulative`, else each alone) on every device: a line per
    /// text not drawn whole, and how many text lines were looked at.
    static func check(_ definition: ActivityDefinition, file: String, cases: [Case], cumulative: Bool) -> (failures: [String], lines: Int) {
        let (views, _) = ViewParser.parse(definition, file: file)
        guard let theme = try? BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse) else { return (["no dark theme"], 0) }
        var failures: [String] = []
        var lines = 0
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(cases.first?.now ?? SwiftSourceHarness.t0))
        for item in cases {
            if !cumulative { evaluator = FeedEvaluator(definition: definition, clock: .fixed(item.now)) }
            let body = item.feedLine.prettyText
            _ = evaluator.evaluate(FeedValue(content: .parsed(item.feedLine), line: 1, byteCount: body.utf8.count))
            let activities = evaluator.snapshot(at: item.now)
            guard !activities.isEmpty else { continue }
            for device in DeviceProfile.all {
                let memo = RenderMemo()
                let scene = Scene(definition: definition, views: views, activities: activities, now: item.now, device: device, theme: theme,
                                  environment: Environment(locale: item.locale, isStale: item.stale), surfaces: SurfaceKind.allCases, memo: memo)
                _ = SceneRenderer.render(scene)
                // The tint the drawing was keyed by: a program's is what its code sets.
                let tint = ActivityTint.resolve(SceneRenderer.evaluated(scene).scene.definition.backgroundTint,
                                                for: SceneRenderer.lockScreenActivities(scene).first, scene: scene)
                let inputs = RenderMemo.Inputs(theme: theme, device: device, environment: scene.environment, backgroundTint: tint)
                let drawings = memo.take(for: inputs).drawings
                for (index, drawing) in drawings.enumerated() {
                    guard let drawing else { continue }
                    let surface = index < SurfaceKind.allCases.count ? SurfaceKind.allCases[index].rawValue : "detached minimal"
                    let found = brokenTexts(drawing.cellBox, in: drawing.raster)
                    lines += found.lines
                    for broken in found.broken { failures.append("\(item.label) on \(device.id), \(surface): \(broken)") }
                }
            }
        }
        return (failures, lines)
    }

    /// The text lines of `box`'s tree that `raster` does not show whole within their box's columns.
    static func brokenTexts(_ box: LayoutBox, in raster: CellBuffer) -> (broken: [String], lines: Int) {
        var broken: [String] = []
        var lines = 0
        for placed in box.flattened {
            guard case .text = placed.view.kind, placed.view.opacity != 0 else { continue }
            let area = Rasterizer.rect(placed.content)
            for (i, line) in placed.lines.enumerated() where !line.allSatisfy(\.isWhitespace) {
                lines += 1
                let y = area.minY + i
                guard y >= 0, y < raster.height else {
                    broken.append("'\(line)' falls outside the drawing (row \(y) of \(raster.height))")
                    continue
                }
                // An offset view is drawn where it moved to: look along its whole row.
                let columns = placed.view.offset == nil ? max(0, area.minX)..<min(raster.width, area.maxX) : 0..<raster.width
                let shown = Self.text(raster, row: y, columns: columns)
                if !shown.contains(line) { broken.append("'\(line)' reads '\(shown)' (row \(y), columns \(columns))") }
            }
        }
        return (broken, lines)
    }

    /// The characters of `columns` in row `row`, continuation cells skipped.
    static func text(_ raster: CellBuffer, row: Int, columns: Range<Int>) -> String {
        var text = ""
        for x in columns where !raster[x: x, y: row].isContinuation { text.append(raster[x: x, y: row].character) }
        return text
    }
}
