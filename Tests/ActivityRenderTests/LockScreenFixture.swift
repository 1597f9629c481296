import ActivityModel
@testable import ActivityRender

extension SceneRendererTests {
    /// One activity whose Lock Screen is `lockScreen` (YAML lines indented two spaces, as under
    /// `lockScreen:`), with plain island views, rendered once: the Lock Screen surface and its scene.
    func lockScreen(_ lockScreen: String, backgroundTint: String? = nil) throws -> (scene: Scene, surface: RenderedSurface) {
        let yaml = """
            name: Fixture
            contentState: { label: String }
            \(backgroundTint.map { "backgroundTint: '\($0)'" } ?? "")
            lockScreen:
            \(lockScreen)
            dynamicIsland:
              expanded:
                center: { Text: x }
              compactLeading: { Text: A }
              compactTrailing: { Text: B }
              minimal: { Text: M }
            """
        let scene = try scene(yaml, states: [("a", #"{"label": "Tea"}"#, 0)])
        return (scene, try surface(SceneRenderer.render(scene), .lockScreen))
    }
}
