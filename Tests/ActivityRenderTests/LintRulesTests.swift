import ActivityLayout
import ActivityModel
import ActivityRender
import DefinitionLoader
import Foundation
import Testing

/// The review checklist's rules, each with its code, run on values as `lint` runs them.
@Suite struct LintRulesTests {
    static let withoutStaleBranch = "contentState: { label: String }\nlockScreen: { Text: '\\(state.label)' }\n"

    func views(_ yaml: String) throws -> ActivityViews {
        let definition = try ActivityDefinition(root: DefinitionLoader.parse(yaml, file: "a.yaml"), file: "a.yaml")
        return ViewParser.parse(definition, file: "a.yaml").0
    }

    /// `lint` and the renderer of stale content report the missing stale branch in the same words.
    @Test func theStaleBranchFindingIsOneFinding() throws {
        let finding = try #require(StaleBranchLint.finding(try views(Self.withoutStaleBranch)))
        #expect(finding.code == StaleBranchLint.code && finding.severity == .warning && finding.path == "lockScreen")
        let stale = try SceneRendererTests().scene(Self.withoutStaleBranch, states: [("a", #"{"label": "x"}"#, 0)],
                                                   environment: Environment(isStale: true))
        #expect(SceneRenderer.render(stale).diagnostics.filter { $0.code == StaleBranchLint.code } == [finding])
        #expect(StaleBranchLint.finding(try views(SceneRendererTests.yaml)) == nil, "the sample reads context.isStale")
    }

    @Test func everyMissingPresentationIsAnError() throws {
        let found = PresentationLint.findings(try views(Self.withoutStaleBranch))
        #expect(found.map(\.path) == ["dynamicIsland.compactLeading", "dynamicIsland.compactTrailing", "dynamicIsland.minimal", "dynamicIsland.expanded"])
        #expect(found.allSatisfy { $0.code == PresentationLint.code && $0.severity == .error })
    }

    @Test func anAttributeNamedLikePersonalDataIsAWarning() throws {
        let attributes = try JSONParser.parseDocument(#"{"customerEmail": "a@b.c", "storeName": "Noodle Bar"}"#)
        let found = SensitiveAttributeLint.findings(attributes)
        #expect(found.map(\.path) == ["attributes.customerEmail"])
        #expect(found.first?.code == SensitiveAttributeLint.code)
    }

    @Test func theFeedsPushesAreCountedOnce() throws {
        var lint = FeedLint()
        for body in [#"{"aps": {"event": "update", "content-state": {}}}"#, #"{"aps": {"event": "update", "stale-date": 1, "content-state": {}}}"#,
                     #"{"aps": {"event": "end", "content-state": {}}}"#, "[1, 2]"] {
            lint.add(FeedValue(content: .parsed(try JSONParser.parseDocument(body)), line: 1, byteCount: body.utf8.count))
        }
        #expect(lint.findings.map(\.code) == [FeedLint.missingStaleDate, FeedLint.defaultDismissal])
        #expect(lint.findings.first?.message.hasPrefix("1 push without stale-date") == true)
    }

    /// Over the height budget is an error at the scene's own text size and a warning at AX3 only.
    @Test func overBudgetIsAnErrorAtTheDefaultSizeAndAWarningAtAX3() throws {
        let scene = try SceneRendererTests().scene(states: [("a", SceneRendererTests.state("A much longer label that wraps"), 0)])
        let found = LayoutLint.findings(scene, themes: [scene.theme]).filter { $0.code == RenderDiagnosticCode.overBudget }
        #expect(found.map(\.severity) == [.warning], "\(found)")
        #expect(found.first?.message.contains("at AX3") == true)

        let large = try SceneRendererTests().scene(states: [("a", SceneRendererTests.state("A much longer label that wraps"), 0)],
                                                   environment: Environment(dynamicTypeSize: .accessibility5))
        #expect(LayoutLint.findings(large, themes: []).contains { $0.code == RenderDiagnosticCode.overBudget && $0.severity == .error })
    }

    @Test func aSceneWithoutAnActivityIsNotRendered() throws {
        let found = LayoutLint.findings(try SceneRendererTests().scene(), themes: [])
        #expect(found.map(\.code) == [LayoutLint.notRendered])
    }
}
