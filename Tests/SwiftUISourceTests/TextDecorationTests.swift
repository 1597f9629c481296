import ActivityLayout
import ActivityModel
import ActivityRender
import Canvas
import DefinitionLoader
import Foundation
import Testing
@testable import SwiftUISource

/// `.underline` drawn as the terminal underlines, a font function of the app's read by its `size:`,
/// and modifiers a still mockup has nothing to show for read without a word.
@Suite struct TextDecorationTests {
    static let source = SwiftSourceHarness.widget(state: "var late: Bool", lockScreen: """
        VStack {
            Text("Platform 4").underline()
            Text("Delayed").underline(context.state.late)
            Text("Express").font(.brandRounded(size: 28, weight: .bold))
            Image(systemName: "tram").renderingMode(.template)
        }
        .onPreferenceChange(HeightKey.self) { _ in }
        """, extra: """
        extension Font {
            static func brandRounded(size: CGFloat, weight: Font.Weight = .regular) -> Font {
                .custom("BrandRounded", size: size).weight(weight)
            }
        }
        """)

    /// The cells of the Lock Screen that hold `word`, and their style.
    static func styles(of word: String, state: String) throws -> [Style] {
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let definition = read.definition
        let (views, _) = ViewParser.parse(definition, file: read.file)
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(SwiftSourceHarness.t0))
        _ = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(Array(state.utf8))), line: 1, byteCount: state.utf8.count))
        let theme = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        let scene = Scene(definition: definition, views: views, activities: evaluator.snapshot(at: SwiftSourceHarness.t0),
                          now: SwiftSourceHarness.t0, theme: theme, surfaces: [.lockScreen])
        let cells = try #require(SceneRenderer.render(scene).surfaces.first).cells
        for y in 0..<cells.height {
            let row = cells.row(y)
            guard let range = row.range(of: word) else { continue }
            let x = row.distance(from: row.startIndex, to: range.lowerBound)
            return (x..<(x + word.count)).map { cells[x: $0, y: y].style }
        }
        Issue.record("'\(word)' is not drawn")
        return []
    }

    @Test func underlinedTextIsUnderlinedAndOnlyWhenTheStateSaysSo() throws {
        #expect(try Self.styles(of: "Platform 4", state: #"{"late": false}"#).allSatisfy(\.underline))
        #expect(try Self.styles(of: "Delayed", state: #"{"late": true}"#).allSatisfy(\.underline))
        let onTime = try Self.styles(of: "Delayed", state: #"{"late": false}"#)
        #expect(!onTime.isEmpty && !onTime.contains(where: \.underline))
        #expect(try !Self.styles(of: "Express", state: #"{"late": false}"#).contains(where: \.underline))
    }

    @Test func anAppFontIsReadByItsSizeAndNothingIsLost() throws {
        let evaluated = try SwiftSourceHarness.evaluated(try SwiftSourceHarness.read(Self.source), state: #"{"late": false}"#)
        #expect(evaluated.diagnostics.filter { $0.severity != .info }.isEmpty, "\(evaluated.diagnostics)")
        #expect(!evaluated.diagnostics.contains { $0.code == SwiftUIDiagnosticCode.unsupportedModifier }, "\(evaluated.diagnostics)")
        #expect(evaluated.views.lockScreen.map { "\($0)" }?.contains("title") == true, "28 pt is a title style")
    }
}
