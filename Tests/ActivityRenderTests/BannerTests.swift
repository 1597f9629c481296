import ActivityLayout
import Foundation
import Testing
@testable import ActivityRender

/// On a device without a Dynamic Island the banner of an alerting update is the Lock Screen
/// presentation, not the expanded regions (docs/ACTIVITYKIT.md, "Which presentation shows").
@Suite struct BannerTests {
    let scenes = SceneRendererTests()

    @Test(arguments: [DeviceProfile.iPhoneNoIsland, .iPad11, .iPad13])
    func theBannerDrawsTheLockScreenPresentation(device: DeviceProfile) throws {
        let rendered = SceneRenderer.render(try scenes.scene(states: [("a", SceneRendererTests.state("Tea"), 0)],
                                                             now: SceneRendererTests.t0.addingTimeInterval(77), device: device))
        let lock = try scenes.surface(rendered, .lockScreen)
        let banner = try scenes.surface(rendered, .expanded)
        #expect(banner.cells.rows().contains { $0.contains("Ends") && $0.contains("3:43") }, "\(banner.cells.rows())")
        #expect(banner.cells.rows() == lock.cells.rows())
        #expect(banner.heightPt == lock.heightPt)
    }

    @Test func anIslandStillExpandsItsRegions() throws {
        let rendered = SceneRenderer.render(try scenes.scene(states: [("a", SceneRendererTests.state("Tea"), 0)]))
        let expanded = try scenes.surface(rendered, .expanded)
        #expect(expanded.cells.rows().contains { $0.contains("Tea") })
        #expect(!expanded.cells.rows().contains { $0.contains("Ends") })
    }
}
