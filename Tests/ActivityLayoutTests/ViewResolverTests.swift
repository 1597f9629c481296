import ActivityModel
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityLayout

/// Views evaluated at an instant: what the phone would show, timers and traps included.
@Suite struct ViewResolverTests {
    static let t0 = Date(timeIntervalSince1970: 1_795_341_600)  // 2026-11-22T10:00:00Z

    static let yaml = """
        contentState:
          end: Date
          start: Date
          step: Step
        enums:
          Step: { cases: [one, two, three], icon: { one: a.circle, two: b.circle, three: c.circle } }
        lockScreen:
          VStack:
            - if: context.isStale
              then: { Text: Updating }
              else: { Text: { timerInterval: 'state.start...state.end', countsDown: true } }
            - HStack:
                - ForEach: Step.allCases
                  as: s
                  content: { Image: '\\(s.icon)', foregroundStyle: '\\(s <= state.step ? "cyan" : "tertiary")' }
        dynamicIsland:
          compactTrailing:
            Text: { timerInterval: 'state.start...state.end', countsDown: true }
            layoutDirection: leftToRight
          minimal:
            Text: { timerInterval: 'now...state.end', countsDown: true }
        """

    func context(endMinutes: Double = 5, isStale: Bool = false, now: Date = t0) throws -> (ActivityDefinition, ActivityViews, EvaluationContext) {
        let root = try DefinitionLoader.parse(Self.yaml, file: "a.yaml")
        let definition = try ActivityDefinition(root: root, file: "a.yaml")
        let (views, diagnostics) = ViewParser.parse(definition, file: "a.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let json = try JSONParser.parseDocument(#"{"start": \#(Self.t0.timeIntervalSinceReferenceDate), "end": \#(Self.t0.addingTimeInterval(endMinutes * 60).timeIntervalSinceReferenceDate), "step": "two"}"#)
        let state = try #require(definition.contentStateDecoder.decode(json).value)
        return (definition, views, EvaluationContext(state: state, isStale: isStale, now: now, contract: definition.contentState))
    }

    func texts(_ view: ResolvedView) -> [String] {
        switch view.kind {
        case .text(let run): return [run.text]
        case .placeholder(let text, _): return [text]
        case .stack(_, let children, _, _), .zStack(let children, _): return children.flatMap(texts)
        default: return []
        }
    }

    func symbols(_ view: ResolvedView) -> [SymbolRun] {
        switch view.kind {
        case .symbol(let run): return [run]
        case .stack(_, let children, _, _), .zStack(let children, _): return children.flatMap(symbols)
        default: return []
        }
    }

    @Test func timersAndForEachAtAnInstant() throws {
        let (_, views, context) = try context()
        var resolver = ViewResolver(context: context)
        let lock = resolver.resolve(views.lockScreen, environment: Environment(), path: "lockScreen")
        #expect(texts(lock) == ["5:00"])
        #expect(symbols(lock).map(\.name) == ["a.circle", "b.circle", "c.circle"])
        #expect(symbols(lock).map(\.color) == ["cyan", "cyan", "tertiary"])
        var later = ViewResolver(context: try self.context(now: Self.t0.addingTimeInterval(37)).2)
        #expect(texts(later.resolve(views.lockScreen, environment: Environment(), path: "lockScreen")) == ["4:23"])
    }

    @Test func theStaleBranchShowsWhenStale() throws {
        let (_, views, context) = try context(isStale: true)
        var resolver = ViewResolver(context: context)
        #expect(texts(resolver.resolve(views.lockScreen, environment: Environment(isStale: true), path: "lockScreen")) == ["Updating"])
    }

    @Test func rightToLeftMirrorsUnpinnedDigitsAndWarns() throws {
        let (_, views, context) = try context(now: Self.t0.addingTimeInterval(37))
        var resolver = ViewResolver(context: context)
        let arabic = Environment(locale: "ar")
        #expect(texts(resolver.resolve(views.lockScreen, environment: arabic, path: "lockScreen")) == ["32:4"])
        #expect(resolver.diagnostics.map(\.code) == ["layout.unpinnedDigitsRTL"])
        var pinned = ViewResolver(context: context)
        #expect(texts(pinned.resolve(views.compactTrailing, environment: arabic, path: "compactTrailing")) == ["4:23"])
        #expect(pinned.diagnostics.isEmpty)
    }

    /// A time of day and a number in a string go through the bidi algorithm, which keeps a digit
    /// run in order; only a live timer's digits mirror (docs/ACTIVITYKIT.md, "Right to left").
    @Test func rightToLeftKeepsTimesOfDayAndStringsInOrder() throws {
        let yaml = """
            contentState: { start: Date }
            lockScreen:
              VStack:
                - Text: { date: state.start, style: time }
                - Text: 'Ready at \\(time(state.start)) · \\(duration(90))'
                - Text: { date: state.start, style: timer }
            """
        let definition = try ActivityDefinition(root: try DefinitionLoader.parse(yaml, file: "a.yaml"), file: "a.yaml")
        let (views, _) = ViewParser.parse(definition, file: "a.yaml")
        let json = try JSONParser.parseDocument(#"{"start": \#(Self.t0.addingTimeInterval(-540).timeIntervalSinceReferenceDate)}"#)
        let state = try #require(definition.contentStateDecoder.decode(json).value)
        let context = EvaluationContext(state: state, now: Self.t0.addingTimeInterval(-540 + 83), contract: definition.contentState)
        var resolver = ViewResolver(context: context)
        let lock = resolver.resolve(views.lockScreen, environment: Environment(locale: "ar"), path: "lockScreen")
        #expect(texts(lock) == ["09:51", "Ready at 09:51 · 1:30", "32:1"])
        #expect(resolver.diagnostics.filter { $0.code == "layout.unpinnedDigitsRTL" }.count == 1)
    }

    @Test func aRangeEndingInThePastTrapsAndRendersAnErrorBox() throws {
        let (_, views, context) = try context(endMinutes: -1)
        var resolver = ViewResolver(context: context)
        let minimal = resolver.resolve(views.minimal, environment: Environment(), path: "minimal")
        guard case .placeholder(_, true) = minimal.kind else {
            Issue.record("expected an error box, got \(minimal.kind)")
            return
        }
        #expect(resolver.diagnostics.contains { $0.code == "layout.pastRangeTrap" && $0.severity == .error })
    }

    /// An expression's diagnostic names the file, line and column of the YAML scalar holding it
    /// (a parse error, the character inside it), under an expression code, not layout.unknownView.
    @Test func expressionDiagnosticsNameTheScalarsPlace() throws {
        let yaml = """
            contentState: { n: Int }
            lockScreen:
              VStack:
                - Text: 'count \\(frobnicate(state.n))'
                - Text: 'bad \\(state.n +)'
                - Label: Done
                  systemImage: '\\(state.nope)'
                - Text: plain \\(state.n.foo())
            """
        let root = try DefinitionLoader.parse(yaml, file: "a.yaml")
        let definition = try ActivityDefinition(root: root, file: "a.yaml")
        let (views, _) = ViewParser.parse(lockScreen: definition.lockScreen, dynamicIsland: nil, file: "a.yaml")
        let state = try #require(definition.contentStateDecoder.decode(try JSONParser.parseDocument(#"{"n": 1}"#)).value)
        var resolver = ViewResolver(context: EvaluationContext(state: state, now: Self.t0, contract: definition.contentState))
        let view = resolver.resolve(views.lockScreen, environment: Environment(), path: "lockScreen")
        let found = resolver.diagnostics.map { "\($0.code) \($0.message)" }
        #expect(found.count == 4, "\(found)")
        #expect(found.contains { $0.hasPrefix("layout.unknownFunction a.yaml:4:13: unknown function 'frobnicate'") }, "\(found)")
        // `)` is the 16th character of the text, which starts after the quote in column 14.
        #expect(found.contains { $0.hasPrefix("layout.expressionError a.yaml:5:29: cannot parse") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("layout.expressionError a.yaml:7:20: ContentState has no member 'nope'") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("layout.unknownFunction a.yaml:8:13: unknown method 'foo()'") }, "\(found)")
        #expect(texts(view).contains("count ⟨frobnicate(state.n)⟩"), "\(texts(view))")
        #expect(texts(view).contains("plain ⟨state.n.foo()⟩"))
    }
}
