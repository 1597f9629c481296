import ActivityLayout
import ActivityModel
import Canvas
import Foundation

/// What the last render of a scene drew, kept so the next one can skip work whose inputs did not
/// change: the screen renders every second and, between ticks, usually only a timer's digits move.
///
/// A reference held by `Scene`, so that the copies of a scene a screen makes per frame share it.
/// Everything the drawing depends on besides the resolved views (theme, device, environment, the
/// definition's background tint) is part of the key, so a copy whose theme or device was changed
/// finds nothing to reuse rather than a wrong picture. Access is under a lock, and a render takes
/// the contents out while it works and puts them back after, so two renders of one scene on two
/// threads never share mutable state (the second simply finds nothing and draws from scratch).
public final class RenderMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Contents?

    public init() {}

    /// The inputs besides the resolved views that decide a presentation's drawing.
    struct Inputs: Equatable {
        var theme: Theme
        var device: DeviceProfile
        var environment: Environment
        var backgroundTint: String?
    }

    struct Contents {
        var inputs: Inputs
        /// One per `SurfaceKind` in declaration order, then the detached minimal view.
        var drawings: [SurfaceDrawing?]
        /// Colour names resolved in `inputs.theme`, per surface (a theme look-up parses hex).
        var colors = SurfaceColors()
        /// What `_geometry` reads in each presentation, one per `SurfaceKind`: it depends on the
        /// device only, so it is built when the inputs change, not every frame.
        var geometries: [GeometrySize] = []
    }

    /// The contents for `inputs`, emptied when they were kept for other inputs. Leaves the memo
    /// empty until `put`.
    func take(for inputs: Inputs) -> Contents {
        lock.lock()
        let contents = stored
        stored = nil
        lock.unlock()
        if let contents, contents.inputs == inputs { return contents }
        return Contents(inputs: inputs, drawings: Array(repeating: nil, count: SurfaceKind.allCases.count + 1),
                        geometries: SurfaceKind.allCases.map { SceneRenderer.geometry($0, device: inputs.device) })
    }

    func put(_ contents: Contents) {
        lock.lock()
        stored = contents
        lock.unlock()
    }
}

/// One presentation as drawn from a resolved tree: reused whole when the next frame resolves to
/// the same tree, and for its sizes and boxes when the tree has the same layout.
struct SurfaceDrawing {
    var root: ResolvedView
    /// Lock Screen and expanded: the point height for the budget. The others: the natural size.
    var widthPt: Double
    var heightPt: Double
    var cellBox: LayoutBox
    var size: Size
    var cutRow: Int?
    /// The layout rasterised: what a tick draws again in place.
    var raster: CellBuffer
    /// The raster as shown (`SceneRenderer.finish`): with the budget line when there is a cut.
    var cells: CellBuffer
    var unknownSymbols: [Diagnostic]
    /// A compact side cut to the island's widest: its cells hold `root` kept to one line, so a
    /// tick lays it out again rather than relabelling.
    var linesLimited = false
    /// The resolver's calls that produced `root`, for the next frame's resolver to replay.
    var resolved: [ResolveRecord?] = []
}
