import ActivityModel
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityLayout

/// Stack spacing, `EdgeInsets` padding, infinite frame sizes, frame alignment and fonts given as
/// expressions in `activity.yaml`, evaluated for each content state.
@Suite struct RuntimeArgumentTests {
    /// The lock screen of a definition over `{wide: Bool, name: String}`, resolved for `state`.
    func resolve(_ lockScreen: String, state: String) throws -> (view: ResolvedView, diagnostics: [Diagnostic]) {
        let yaml = """
            contentState: { wide: Bool, name: String }
            lockScreen:
            \(lockScreen.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
            """
        let definition = try ActivityDefinition(root: try DefinitionLoader.parse(yaml, file: "a.yaml"), file: "a.yaml")
        let (views, parsed) = ViewParser.parse(definition, file: "a.yaml")
        #expect(parsed.isEmpty, "\(parsed)")
        let decoded = try #require(definition.contentStateDecoder.decode(try JSONParser.parseDocument(state)).value)
        var resolver = ViewResolver(context: EvaluationContext(state: decoded, now: ViewResolverTests.t0, contract: definition.contentState))
        let view = resolver.resolve(views.lockScreen, environment: Environment(), path: "lockScreen")
        return (view, resolver.diagnostics)
    }

    static let wide = #"{"wide": true, "name": "x"}"#
    static let narrow = #"{"wide": false, "name": "x"}"#

    func spacing(_ view: ResolvedView) -> Double? {
        if case .stack(_, _, _, let spacing) = view.kind { return spacing }
        return nil
    }

    @Test func stackSpacingFromAnExpression() throws {
        let yaml = """
            VStack: [{ Text: a }, { Text: b }]
            spacing: 'state.wide ? 15 : 5'
            """
        #expect(spacing(try resolve(yaml, state: Self.wide).view) == 15)
        #expect(spacing(try resolve(yaml, state: Self.narrow).view) == 5)
        // `nil` is the stack's default spacing, as in SwiftUI.
        let optional = try resolve("HStack: [{ Text: a }]\nspacing: 'state.wide ? 0 : nil'", state: Self.narrow)
        #expect(spacing(optional.view) == nil && optional.diagnostics.isEmpty, "\(optional)")
    }

    @Test func spacingThatIsNotANumberNamesTheLineAndPath() throws {
        let (_, diagnostics) = try resolve("VStack: [{ Text: a }]\nspacing: 'state.name'", state: Self.wide)
        let found = try #require(diagnostics.first { $0.code == ExprDiagnosticCode.invalidValue }, "\(diagnostics)")
        #expect(found.message.hasPrefix("a.yaml:4:") && found.message.contains("not a length in points"), "\(found)")
        #expect(found.path == "lockScreen.spacing", "\(found)")
    }

    @Test func edgeInsetsWithAnInsetFromAnExpression() throws {
        let yaml = "Text: a\npadding: { top: 14, leading: 20, bottom: 'state.wide ? 16 : 12', trailing: 32 }"
        #expect(try resolve(yaml, state: Self.wide).view.padding == EdgeInsets(top: 14, leading: 20, bottom: 16, trailing: 32))
        #expect(try resolve(yaml, state: Self.narrow).view.padding == EdgeInsets(top: 14, leading: 20, bottom: 12, trailing: 32))
    }

    @Test func paddingFromAnEdgeInsetsValue() throws {
        // What a Swift `.padding(insets)` of a value built elsewhere becomes.
        let yaml = #"""
            Text: a
            padding: 'record("EdgeInsets", "top", 4, "leading", state.wide ? 24 : 8, "bottom", 4, "trailing", 8)'
            """#
        let (view, diagnostics) = try resolve(yaml, state: Self.wide)
        #expect(view.padding == EdgeInsets(top: 4, leading: 24, bottom: 4, trailing: 8), "\(diagnostics)")
        let bad = try resolve("Text: a\npadding: { top: 2, bottom: 'state.name' }", state: Self.wide)
        #expect(bad.diagnostics.contains { $0.code == ExprDiagnosticCode.invalidValue && $0.path == "lockScreen.padding.bottom" && $0.message.hasPrefix("a.yaml:4:") },
                "\(bad.diagnostics)")
    }

    @Test func anInfiniteWidthTakesTheRoomOffered() throws {
        let fixed = try resolve("Text: a\nframe: { width: .infinity }", state: Self.wide)
        #expect(fixed.view.frame?.maxWidth == .infinity && fixed.view.frame?.width == nil && fixed.diagnostics.isEmpty, "\(fixed)")
        let yaml = "Text: a\nframe: { maxWidth: 'state.wide ? .infinity : 40', height: 'state.wide ? .infinity : 20' }"
        let wide = try resolve(yaml, state: Self.wide)
        #expect(wide.view.frame?.maxWidth == .infinity && wide.view.frame?.maxHeight == .infinity && wide.diagnostics.isEmpty, "\(wide)")
        #expect(try resolve(yaml, state: Self.narrow).view.frame?.maxWidth == 40)
        // A minimum cannot be infinite.
        let minimum = try resolve("Text: a\nframe: { minWidth: 'state.wide ? .infinity : 4' }", state: Self.wide)
        #expect(minimum.diagnostics.contains { $0.code == ExprDiagnosticCode.invalidValue && $0.path == "lockScreen.frame.minWidth" }, "\(minimum.diagnostics)")
    }

    @Test func frameAlignmentChosenAtEachInstant() throws {
        let yaml = "Text: a\nframe: { maxWidth: .infinity, alignment: 'state.wide ? .trailing : .leading' }"
        #expect(try resolve(yaml, state: Self.wide).view.frame?.alignment == Alignment2D(horizontal: .trailing))
        #expect(try resolve(yaml, state: Self.narrow).view.frame?.alignment == Alignment2D(horizontal: .leading))
        let axes = "Text: a\nframe: { maxWidth: .infinity, alignment: { horizontal: 'state.wide ? .trailing : .leading', vertical: top } }"
        #expect(try resolve(axes, state: Self.wide).view.frame?.alignment == Alignment2D(horizontal: .trailing, vertical: .top))
        let record = #"Text: a\#nframe: { maxWidth: .infinity, alignment: 'record("Alignment", "horizontal", .trailing, "vertical", state.wide ? .bottom : .top)' }"#
        #expect(try resolve(record, state: Self.wide).view.frame?.alignment == Alignment2D(horizontal: .trailing, vertical: .bottom))
    }

    @Test func anAlignmentOfTheWrongKindIsReported() throws {
        let (view, diagnostics) = try resolve("Text: a\nframe: { maxWidth: .infinity, alignment: 'state.wide ? state.name : .leading' }", state: Self.wide)
        #expect(view.frame?.alignment == .center)
        let found = try #require(diagnostics.first { $0.path == "lockScreen.frame.alignment" }, "\(diagnostics)")
        #expect(found.code == ExprDiagnosticCode.invalidValue && found.message.hasPrefix("a.yaml:4:") && found.message.contains("not a frame alignment"), "\(found)")
        let typo = try resolve("Text: a\nframe: { alignment: 'state.wide ? .trailling : .leading' }", state: Self.wide)
        #expect(typo.diagnostics.contains { $0.code == ExprDiagnosticCode.expressionError && $0.message.contains("Alignment has no member 'trailling'") },
                "\(typo.diagnostics)")
    }

    func font(_ view: ResolvedView) -> TextStyle? {
        if case .text(let run) = view.kind { return run.font }
        return nil
    }

    @Test func aFontChosenAtEachInstant() throws {
        let yaml = "Text: a\nfont: 'state.wide ? .title2 : (state.name == \"x\" ? .footnote : .body)'"
        #expect(font(try resolve(yaml, state: Self.wide).view) == .title2)
        #expect(font(try resolve(yaml, state: Self.narrow).view) == .footnote)
        let bad = try resolve("Text: a\nfont: 'state.wide ? state.name : .body'", state: Self.wide)
        #expect(font(bad.view) == .body)
        #expect(bad.diagnostics.contains { $0.code == ExprDiagnosticCode.invalidValue && $0.path == "lockScreen.font" && $0.message.contains("not a Dynamic Type style") },
                "\(bad.diagnostics)")
    }
}
