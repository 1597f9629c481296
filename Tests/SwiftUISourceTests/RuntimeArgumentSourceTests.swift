import ActivityLayout
import ActivityModel
import Foundation
import Testing
@testable import SwiftUISource

/// Modifier and stack arguments a widget chooses at run time, read from Swift and evaluated for
/// each content state: stack spacing, `EdgeInsets`, infinite frame sizes, frame alignment, fonts.
@Suite struct RuntimeArgumentSourceTests {
    static let row = """
        struct Row: View {
            var compact: Bool
            var label: String
            var width: CGFloat = .infinity
            var insets: EdgeInsets { EdgeInsets(top: 2, leading: compact ? 24 : 8, bottom: 2, trailing: 8) }
            var body: some View {
                VStack(spacing: compact ? 15 : 5) {
                    Text("Spaced").padding(EdgeInsets(top: 14, leading: 20, bottom: compact ? 16 : 12, trailing: 32))
                    Text("Inset").padding(insets)
                    Text("Wide").frame(width: width)
                    Text("Capped").frame(maxWidth: compact ? .infinity : 40)
                    Text("Side").frame(maxWidth: .infinity, alignment: compact ? .trailing : .leading)
                    Text("Corner").frame(maxWidth: .infinity, alignment: Alignment(horizontal: compact ? .trailing : .leading, vertical: .bottom))
                    Text("Small").font(compact ? .footnote : .title2)
                    Text("Nested").font(compact ? (label.isEmpty ? .caption : .callout) : .title2)
                }
            }
        }
        """

    /// The lock screen resolved for `{compact, label}`, and every diagnostic of reading and drawing it.
    func resolve(compact: Bool, label: String = "x", lockScreen: String = "Row(compact: context.state.compact, label: context.state.label)",
                 extra: String = row) throws -> (view: ResolvedView, diagnostics: [Diagnostic]) {
        let source = SwiftSourceHarness.widget(state: "var compact: Bool\nvar label: String", lockScreen: lockScreen, extra: extra)
        let read = try SwiftSourceHarness.read(source)
        let (views, parsed) = ViewParser.parse(read.definition, file: read.file)
        let json = #"{"compact": \#(compact), "label": "\#(label)"}"#
        let state = try #require(read.definition.contentStateDecoder.decode(try JSONParser.parseDocument(json)).value)
        let context = EvaluationContext(state: state, now: SwiftSourceHarness.t0, contract: read.definition.contentState)
        let evaluated = try #require(views.evaluated(context, environment: Environment()), "a Swift widget's views are its program's")
        var resolver = ViewResolver(context: context)
        let view = resolver.resolve(evaluated.views.lockScreen, environment: Environment(), path: "lockScreen")
        return (view, read.diagnostics + parsed + evaluated.diagnostics + resolver.diagnostics)
    }

    /// The resolved `Text` showing `text`, wherever it sits.
    func text(_ text: String, in view: ResolvedView) -> ResolvedView? {
        switch view.kind {
        case .text(let run) where run.text == text: return view
        case .stack(_, let children, _, _), .zStack(let children, _): return children.lazy.compactMap { self.text(text, in: $0) }.first
        default: return nil
        }
    }

    /// The lock screen for a compact and a regular state.
    func both() throws -> (compact: ResolvedView, regular: ResolvedView) {
        let (compact, diagnostics) = try resolve(compact: true)
        #expect(!diagnostics.contains { $0.severity != .info && $0.code != SwiftUIDiagnosticCode.sampleValues }, "\(diagnostics)")
        return (compact, try resolve(compact: false).view)
    }

    @Test func stackSpacing() throws {
        let (compact, regular) = try both()
        guard case .stack(_, _, _, let compactSpacing) = compact.kind, case .stack(_, _, _, let regularSpacing) = regular.kind else {
            Issue.record("the root is not a stack: \(compact.kind)")
            return
        }
        #expect(compactSpacing == 15 && regularSpacing == 5)
    }

    @Test func edgeInsets() throws {
        let (compact, regular) = try both()
        #expect(text("Spaced", in: compact)?.padding == EdgeInsets(top: 14, leading: 20, bottom: 16, trailing: 32))
        #expect(text("Spaced", in: regular)?.padding == EdgeInsets(top: 14, leading: 20, bottom: 12, trailing: 32))
        #expect(text("Inset", in: compact)?.padding == EdgeInsets(top: 2, leading: 24, bottom: 2, trailing: 8))
        #expect(text("Inset", in: regular)?.padding?.leading == 8)
    }

    @Test func infiniteSizes() throws {
        let (compact, regular) = try both()
        #expect(text("Wide", in: regular)?.frame?.maxWidth == .infinity)
        #expect(text("Capped", in: compact)?.frame?.maxWidth == .infinity)
        #expect(text("Capped", in: regular)?.frame?.maxWidth == 40)
    }

    @Test func frameAlignment() throws {
        let (compact, regular) = try both()
        #expect(text("Side", in: compact)?.frame?.alignment == Alignment2D(horizontal: .trailing))
        #expect(text("Side", in: regular)?.frame?.alignment == Alignment2D(horizontal: .leading))
        #expect(text("Corner", in: compact)?.frame?.alignment == Alignment2D(horizontal: .trailing, vertical: .bottom))
        #expect(text("Corner", in: regular)?.frame?.alignment == Alignment2D(horizontal: .leading, vertical: .bottom))
    }

    @Test func font() throws {
        let (compact, regular) = try both()
        #expect(font(text("Small", in: compact)) == .footnote && font(text("Small", in: regular)) == .title2)
        #expect(font(text("Nested", in: compact)) == .callout && font(text("Nested", in: regular)) == .title2)
        #expect(font(text("Nested", in: try resolve(compact: true, label: "").view)) == .caption)
    }

    @Test func aFontStaticOfTheSourcesInAChoice() throws {
        let extra = """
            extension Font {
                static var caption3: Font { .system(size: 11, weight: .medium) }
                static let lead = Font.headline.weight(.bold)
            }
            """
        let lockScreen = """
            Text("a").font(context.state.compact ? .caption3 : (context.state.label.isEmpty ? .lead : .title2))
            """
        func style(compact: Bool, label: String = "x") throws -> TextStyle? {
            let (view, diagnostics) = try resolve(compact: compact, label: label, lockScreen: lockScreen, extra: extra)
            #expect(!diagnostics.contains { $0.severity != .info && $0.code != SwiftUIDiagnosticCode.sampleValues }, "\(diagnostics)")
            return font(text("a", in: view))
        }
        #expect(try style(compact: true) == .caption2)
        #expect(try style(compact: false, label: "") == .headline)
        #expect(try style(compact: false) == .title2)
    }

    func font(_ view: ResolvedView?) -> TextStyle? {
        if case .text(let run)? = view?.kind { return run.font }
        return nil
    }

    @Test func aValueOfTheWrongKindNamesTheSourceLineAndPath() throws {
        let (_, diagnostics) = try resolve(compact: true, lockScreen: """
            VStack(spacing: context.state.compact ? 4 : nil) { Text("a").frame(width: context.state.compact ? -3 : 20) }
            """)
        let found = try #require(diagnostics.first { $0.code == ExprDiagnosticCode.invalidValue }, "\(diagnostics)")
        #expect(found.message.hasPrefix("Widget.swift:") && found.message.contains("frame width -3"), "\(found)")
    }

    @Test func aFontChoiceThatIsNotAStyleIsReportedWhenRead() throws {
        let (view, diagnostics) = try resolve(compact: false, lockScreen: """
            Text("a").font(context.state.compact ? .body : .bold)
            """)
        #expect(font(text("a", in: view)) == .body, "the default, the modifier ignored")
        #expect(diagnostics.contains { $0.code == SwiftUIDiagnosticCode.unsupportedModifier && $0.message.contains("not a Dynamic Type style") }, "\(diagnostics)")
        // A system font of a size is the Dynamic Type style nearest it: 12 pt is the caption.
        let (sized, read) = try resolve(compact: true, lockScreen: """
            Text("a").font(context.state.compact ? .system(size: 12) : .body)
            """)
        #expect(font(text("a", in: sized)) == .caption && !read.contains { $0.severity != .info }, "\(read)")
    }
}
