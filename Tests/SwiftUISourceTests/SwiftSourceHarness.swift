import ActivityLayout
import ActivityModel
import ActivityRender
import DefinitionLoader
import Foundation
import SwiftUISource
import Testing

/// Reads Swift sources and renders them as `dump` does, so tests state what a user would see.
enum SwiftSourceHarness {
    static let t0 = Date(timeIntervalSince1970: 1_795_341_600)  // 2026-11-22T10:00:00Z

    static func read(_ files: [String: String], activity: String? = nil, defaults: JSONValue? = nil)
        throws(DefinitionError) -> SwiftSourceReader.Read
    {
        try SwiftSourceReader.read(
            files.sorted { $0.key < $1.key }.map { .init(path: $0.key, text: $0.value) }, activity: activity, start: t0,
            defaults: defaults)
    }

    static func read(_ source: String, activity: String? = nil, defaults: JSONValue? = nil)
        throws(DefinitionError) -> SwiftSourceReader.Read
    {
        try read(["Widget.swift": source], activity: activity, defaults: defaults)
    }

    /// The text dump of every surface for one content state (or the preview's first).
    static func render(_ read: SwiftSourceReader.Read, state: String? = nil, now: Date = t0,
                       environment: Environment = Environment()) throws -> (text: String, diagnostics: [Diagnostic]) {
        let (scene, viewDiagnostics) = try self.scene(read, state: state, now: now, environment: environment)
        let rendered = SceneRenderer.render(scene)
        return (TextEncoder.encode(ScenePage.compose(rendered, scene: scene)), read.diagnostics + viewDiagnostics + rendered.diagnostics)
    }

    /// The scene `render` draws, in the dark theme on the standard iPhone, with the views' diagnostics.
    static func scene(_ read: SwiftSourceReader.Read, state: String? = nil, now: Date = t0,
                      environment: Environment = Environment()) throws -> (scene: Scene, viewDiagnostics: [Diagnostic]) {
        let definition = read.definition
        let (views, viewDiagnostics) = ViewParser.parse(definition, file: read.file)
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(now))
        let body = state ?? read.previewStates.first?.prettyText ?? "{}"
        let result = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(Array(body.utf8))), line: 1, byteCount: body.utf8.count))
        #expect(result.verdict == .applied, "\(result.diagnostics)")
        let theme = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        return (Scene(definition: definition, views: views, activities: evaluator.snapshot(at: now), now: now, device: .iPhoneStandard,
                      theme: theme, environment: environment), viewDiagnostics)
    }

    /// What the widget's code gives for one content state (or the preview's first): the views and
    /// tints it builds for the Lock Screen's activity, and what running it found.
    static func evaluated(_ read: SwiftSourceReader.Read, state: String? = nil, now: Date = t0,
                          environment: Environment = Environment()) throws -> (definition: ActivityDefinition, views: ActivityViews, diagnostics: [Diagnostic]) {
        let (scene, viewDiagnostics) = try self.scene(read, state: state, now: now, environment: environment)
        let drawn = SceneRenderer.evaluated(scene)
        #expect(drawn.scene.views.program != nil, "a Swift widget's views are its program's")
        return (drawn.scene.definition, drawn.scene.views, read.diagnostics + viewDiagnostics + drawn.diagnostics)
    }

    /// A widget file around a lock screen view and the contract lines given.
    static func widget(state: String, lockScreen: String, extra: String = "", attributes: String = "var name: String",
                       islandModifier: String = "") -> String {
        """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct TestAttributes: ActivityAttributes {
            \(attributes)
            struct ContentState: Codable, Hashable {
                \(state)
            }
        }

        \(extra)

        struct TestLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TestAttributes.self) { context in
                    \(lockScreen)
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("centre") }
                    } compactLeading: {
                        Text("L")
                    } compactTrailing: {
                        Text("T")
                    } minimal: {
                        Text("M")
                    }\(islandModifier)
                }
            }
        }
        """
    }
}
