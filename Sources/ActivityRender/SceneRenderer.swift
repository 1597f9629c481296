import ActivityLayout
import ActivityModel
import Canvas
import Foundation

/// Renders a scene: every presentation as cells plus its measurements and diagnostics.
///
/// The one rendering path. `dump` encodes its result; the interactive screen draws it. Per
/// presentation: evaluate the views at `now` (`ViewResolver`), lay them out twice with the same
/// algorithm (points for budgets, cells for drawing), then rasterise the cell layout in the theme.
public enum SceneRenderer {
    /// The Lock Screen and expanded presentations may be truncated above this (docs/ACTIVITYKIT.md, "Sizes").
    public static let heightBudget = 160.0

    /// The scene as its program draws it: the views and tints its code gives for the activity the
    /// Lock Screen shows (for the lints, which look at one set of views); the scene itself when its
    /// views are not a program's or no activity is there to run them for.
    public static func evaluated(_ scene: Scene) -> (scene: Scene, diagnostics: [Diagnostic], readsStale: Bool) {
        guard scene.views.program != nil, let first = lockScreenActivities(scene).first ?? scene.activities.first,
              let evaluated = scene.views.evaluated(context(first, scene: scene), environment: scene.environment) else { return (scene, [], false) }
        var drawn = scene
        drawn.views = evaluated.views
        drawn.definition.backgroundTint = evaluated.backgroundTint
        drawn.definition.keylineTint = evaluated.keylineTint
        return (drawn, evaluated.diagnostics, evaluated.readsStale)
    }

    public static func render(_ scene: Scene) -> RenderedScene {
        // A program's tints are what its code sets for the activity the Lock Screen shows; its
        // views are run for each presentation's own activity below.
        var scene = scene
        if scene.views.program != nil {
            let drawn = evaluated(scene).scene
            scene.definition.backgroundTint = drawn.definition.backgroundTint
            scene.definition.keylineTint = drawn.definition.keylineTint
        }
        // A tint that reads the state (`.activityBackgroundTint(context.state.accent.color)`) is
        // drawn as the colour it names now: the scene is drawn with that colour as its tint, so the
        // memo, the rasterizers, the lint and the page (`RenderedScene.keylineTint`) see it.
        if ActivityTint.readsState(scene.definition.backgroundTint) || ActivityTint.readsState(scene.definition.keylineTint) {
            var tintDiagnostics: [Diagnostic] = []
            var resolved = scene
            resolved.definition.backgroundTint = ActivityTint.resolve(scene.definition.backgroundTint, for: lockScreenActivities(scene).first,
                                                                      scene: scene, path: "backgroundTint", diagnostics: &tintDiagnostics)
            resolved.definition.keylineTint = ActivityTint.resolve(scene.definition.keylineTint, for: islandActivities(scene).first,
                                                                   scene: scene, path: "keylineTint", diagnostics: &tintDiagnostics)
            var rendered = render(resolved)
            rendered.diagnostics = unique(tintDiagnostics + rendered.diagnostics)
            return rendered
        }
        var diagnostics: [Diagnostic] = []
        var surfaces: [RenderedSurface] = []
        let onLockScreen = lockScreenActivities(scene)
        let onIsland = islandActivities(scene)
        // The layout engines: each keeps its size memo's storage from one presentation to the next.
        let engines = Engines(points: LayoutEngine(metrics: PointMetrics(dynamicTypeSize: scene.environment.dynamicTypeSize)),
                              cells: LayoutEngine(metrics: CellMetrics(glyphSet: scene.theme.glyphs)),
                              zoom: CellMetrics.zoom(for: scene.environment.dynamicTypeSize))
        // The last frame's drawings, if it was drawn with the same theme, device and environment.
        var memo = scene.memo.take(for: RenderMemo.Inputs(theme: scene.theme, device: scene.device, environment: scene.environment,
                                                          backgroundTint: scene.definition.backgroundTint))
        defer { scene.memo.put(memo) }
        // One colour memo per surface: the presentations share their names, and frames with the
        // same theme, device and tint (the memo's key) share the colours they resolve to.
        let colors = memo.colors
        // The presentations mostly show one activity: its context (the state and attributes
        // converted for expressions) is built once per render, not once per presentation.
        var sharedContext: (state: StateValue, attributes: StateValue?, isStale: Bool, context: EvaluationContext)? = nil

        let laysOutSmall = scene.definition.supplementalActivityFamilies.contains(.small)
        for kind in scene.surfaces {
            let choice = SurfaceChoice(kind, device: scene.device, laysOutSmall: laysOutSmall, anyActivity: !scene.activities.isEmpty,
                                       onLockScreen: onLockScreen, onIsland: onIsland)
            guard choice.shown else { continue }
            guard let snapshot = choice.snapshot else {
                surfaces.append(empty(kind, scene, note: choice.note ?? ""))
                continue
            }
            var context: EvaluationContext
            if let shared = sharedContext, shared.isStale == snapshot.isStale, shared.attributes == snapshot.record.attributes,
               shared.state == snapshot.state {
                context = shared.context
            } else {
                context = Self.context(snapshot, scene: scene)
                sharedContext = (snapshot.state, snapshot.record.attributes, snapshot.isStale, context)
            }
            context.activityFamily = choice.family
            context.isActivityFullscreen = kind == .standBy
            context.isDynamicIslandLimitedInWidth = scene.device.island?.isLimitedInWidth == true
                && (kind.isCompactSide || kind == .minimal)
            var environment = scene.environment
            environment.isStale = context.isStale
            var rendered = render(kind, scene: scene, context: context, environment: environment, diagnostics: &diagnostics,
                                  colors: colors, engines: engines, geometry: memo.geometries[slot(kind)], previous: &memo.drawings[slot(kind)])
            rendered.activityID = snapshot.id
            rendered.note = choice.note
            surfaces.append(rendered)
            if let second = choice.detached {
                var detachedContext = context
                detachedContext.state = second.state
                var detached = render(.minimal, scene: scene, context: detachedContext, environment: environment,
                                      diagnostics: &diagnostics, colors: colors, engines: engines,
                                      geometry: memo.geometries[slot(.minimal)], previous: &memo.drawings[SurfaceKind.allCases.count])
                detached.activityID = second.id
                detached.note = "detached"
                surfaces.append(detached)
            }
        }
        diagnostics += lint(scene)
        return RenderedScene(surfaces: surfaces, diagnostics: unique(diagnostics), keylineTint: scene.definition.keylineTint)
    }

    /// The activities the Lock Screen shows: a dismissed one has left it.
    static func lockScreenActivities(_ scene: Scene) -> [ActivitySnapshot] {
        scene.activities.filter { $0.phase != .dismissed }
    }

    /// The activities the island shows: an ended one leaves it at once.
    static func islandActivities(_ scene: Scene) -> [ActivitySnapshot] {
        scene.activities.filter { $0.phase == .active || $0.phase == .stale }
    }

    /// What expressions read for `snapshot`: its state and attributes, converted once per render.
    static func context(_ snapshot: ActivitySnapshot, scene: Scene) -> EvaluationContext {
        var context = EvaluationContext(state: snapshot.state, attributes: snapshot.record.attributes ?? attributesValue(scene.definition),
                                        isStale: snapshot.isStale || scene.environment.isStale,
                                        isLuminanceReduced: scene.environment.isLuminanceReduced,
                                        now: scene.now, contract: scene.definition.contentState)
        context.timeZone = scene.timeZone
        context.clock = scene.environment.clock
        return context
    }

    /// Where a presentation's drawing is kept in `RenderMemo` (the detached minimal view comes after).
    static func slot(_ kind: SurfaceKind) -> Int {
        SurfaceKind.allCases.firstIndex(of: kind) ?? 0
    }

    /// The definition's static attributes, decoded, for activities the app started itself.
    static func attributesValue(_ definition: ActivityDefinition) -> StateValue? {
        definition.attributesDecoder.decode(definition.attributes, at: .root).value
    }

    static func view(_ kind: SurfaceKind, _ views: ActivityViews) -> ViewNode? {
        switch kind {
        case .lockScreen: return views.lockScreen
        case .compactLeading: return views.compactLeading
        case .compactTrailing: return views.compactTrailing
        case .minimal: return views.minimal
        case .expanded: return nil  // regions, composed below
        case .standBy, .smartStack, .carPlay: return views.lockScreen
        case .menuBar: return nil  // the compact views, composed below
        }
    }

    /// The name `GeometryReader`'s proxy reads in expressions (`_geometry.size.width`): the reader's
    /// size in points once a layout has measured it (`readerGeometries`), else the presentation's.
    public static let geometryName = EvaluationContext.geometryName

    /// What `_geometry` reads inside each of `readers`: its box's size (less its padding) in a point
    /// layout of `root` at the presentation's width.
    static func readerGeometries(_ root: ResolvedView, readers: [GeometryReaderMark], _ kind: SurfaceKind, device: DeviceProfile,
                                 points: LayoutEngine<PointMetrics>) -> [Int: GeometrySize] {
        var keys: [Int: Int] = [:]
        for reader in readers { keys[reader.viewID] = reader.key }
        var measured: [Int: GeometrySize] = [:]
        for box in points.layout(root, width: offeredWidth(kind, device)).flattened {
            if let key = keys[box.view.id] { measured[key] = GeometrySize(width: box.content.width, height: box.content.height) }
        }
        return measured
    }

    /// Built once per device (`RenderMemo` keeps one per presentation), not per frame.
    static func geometry(_ kind: SurfaceKind, device: DeviceProfile) -> GeometrySize {
        let height = switch kind {
        // StandBy lays the Lock Screen out at its own size, then scales it.
        case .lockScreen, .standBy, .expanded: heightBudget
        case .compactLeading, .compactTrailing, .minimal: device.island?.compactHeight ?? 0
        case .smartStack, .carPlay: SurfaceMetrics.frame(kind)?.height ?? 0
        case .menuBar: SurfaceMetrics.menuBarHeight(device)
        }
        return GeometrySize(width: offeredWidth(kind, device), height: height)
    }

    /// The width a presentation offers its views, in points: a fixed-width one's layout width, an
    /// island region's or the menu bar's widest.
    static func offeredWidth(_ kind: SurfaceKind, _ device: DeviceProfile) -> Double {
        switch kind {
        case .lockScreen, .expanded, .standBy, .smartStack, .carPlay: layoutWidth(kind, device)
        case .compactLeading, .compactTrailing, .minimal, .menuBar: maxWidthPt(kind, device)
        }
    }

    static func render(_ kind: SurfaceKind, scene: Scene, context: EvaluationContext, environment: Environment,
                       diagnostics: inout [Diagnostic],
                       colors: SurfaceColors = SurfaceColors(), engines: Engines? = nil) -> RenderedSurface {
        var previous: SurfaceDrawing? = nil
        return render(kind, scene: scene, context: context, environment: environment, diagnostics: &diagnostics,
                      colors: colors, engines: engines, geometry: geometry(kind, device: scene.device), previous: &previous)
    }

    /// `previous` is the slot's drawing from the last frame with the same theme, device,
    /// environment and tint (`RenderMemo`), replaced by this frame's: the views are resolved every
    /// frame, but laid out and rasterised only as far as they differ from that drawing's. Three
    /// steps: resolve the views at this instant, redraw what changed, judge the drawing's figures.
    static func render(_ kind: SurfaceKind, scene: Scene, context: EvaluationContext, environment: Environment,
                       diagnostics: inout [Diagnostic],
                       colors: SurfaceColors, engines: Engines?, geometry: GeometrySize, previous: inout SurfaceDrawing?) -> RenderedSurface {
        var context = context
        context.geometry = geometry
        var scene = scene
        if let evaluated = scene.views.evaluated(context, environment: environment) {
            scene.views = evaluated.views
            diagnostics += evaluated.diagnostics
        }
        // Moved, not shared: the resolver patches the records in place as it replays them.
        let records = previous?.resolved ?? []
        previous?.resolved = []
        // A tree with GeometryReaders is resolved first with no size measured; its records were
        // made with the sizes, so only the second pass can replay them.
        var heldForMeasured = records.contains { $0?.readsGeometry ?? false } ? records : []
        var resolver = ViewResolver(context: context)
        resolver.previous = heldForMeasured.isEmpty ? records : []
        let points = engines?.points ?? LayoutEngine(metrics: PointMetrics(dynamicTypeSize: environment.dynamicTypeSize))
        let zoom = kind == .lockScreen || kind == .expanded || kind == .standBy ? CellMetrics.zoom(for: environment.dynamicTypeSize) : 1
        let cells = engines.flatMap { zoom == 1 ? $0.cells : $0.zoomed } ?? LayoutEngine(metrics: CellMetrics(glyphSet: scene.theme.glyphs, zoom: zoom))
        var root = resolve(kind, scene: scene, family: context.activityFamily, environment: environment, resolver: &resolver, points: points)
        // A GeometryReader's content reads the size its container offers it, which only a layout
        // tells: measure the readers, and resolve again while a size moves (a reader inside a
        // reader settles on the second pass). Every frame starts from the presentation's size, not
        // the last frame's sizes: a reader's content can move its own size (a reader in an HStack is
        // as wide as its content wants), and only the same start gives a tick a fresh render's picture.
        for _ in 0..<3 where !resolver.readers.isEmpty {
            let measured = readerGeometries(root, readers: resolver.readers, kind, device: scene.device, points: points)
            if measured == context.readerGeometries { break }
            context.readerGeometries = measured
            resolver = ViewResolver(context: context)
            resolver.previous = heldForMeasured
            heldForMeasured = []
            root = resolve(kind, scene: scene, family: context.activityFamily, environment: environment, resolver: &resolver, points: points)
        }
        diagnostics += resolver.diagnostics

        // The resolver knows when it only replayed the last frame's calls: then the trees need no
        // comparing (the expanded composition around them is decided by the same inputs).
        let change: ViewResolver.TreeChange = previous == nil ? .unknown : resolver.change
        var drawing = redraw(kind, root: root, change: change, previous: &previous, scene: scene, environment: environment, colors: colors,
                             points: points, cells: cells)
        drawing.resolved = resolver.recorded
        previous = drawing
        diagnostics += drawing.unknownSymbols
        let judged = judge(kind, drawing, scene: scene, family: context.activityFamily, environment: environment)
        diagnostics += judged.diagnostics
        return judged.surface
    }

    /// The presentation's view tree at this instant.
    static func resolve(_ kind: SurfaceKind, scene: Scene, family: ActivityFamily, environment: Environment, resolver: inout ViewResolver,
                        points: LayoutEngine<PointMetrics>) -> ResolvedView {
        if kind == .expanded && scene.device.hasDynamicIsland {
            return expandedRoot(scene, &resolver, environment, points: points)
        } else if kind == .expanded || kind == .standBy || (kind.pairsCompactViews && family == .small) {
            // Without an island, the banner of an alerting update is the Lock Screen presentation;
            // StandBy scales it; the small family is its content closure read as `.small`
            // (docs/ACTIVITYKIT.md, "Which presentation shows", "Surfaces").
            return resolver.resolve(scene.views.lockScreen, environment: environment, path: pathName(.lockScreen))
        } else if kind.pairsCompactViews {
            return pairedRoot(kind, scene, &resolver, environment)
        }
        return resolver.resolve(view(kind, scene.views), environment: environment, path: pathName(kind))
    }

    /// The last frame's drawing (taken from `previous`) where the tree has not changed; where only
    /// labels moved (a timer's digits), its rows that show them drawn again in place; else a new
    /// layout and rasterisation.
    static func redraw(_ kind: SurfaceKind, root: ResolvedView, change: ViewResolver.TreeChange, previous: inout SurfaceDrawing?, scene: Scene,
                       environment: Environment, colors: SurfaceColors, points: LayoutEngine<PointMetrics>,
                       cells: LayoutEngine<CellMetrics>) -> SurfaceDrawing {
        if var kept = previous.take() {
            if change == .same || (change == .unknown && kept.root == root) {
                kept.root = root
                return kept
            }
            var changed: [LayoutRect] = []
            if !kept.linesLimited, change == .sameLayout || (change == .unknown && kept.root.hasSameLayout(as: root)),
               cells.relabel(&kept.cellBox, with: root, changed: &changed) {
                kept.root = root
                // The finished cells often share the raster's storage: let go of them first, so
                // the raster is redrawn in place rather than copied.
                kept.cells = CellBuffer(size: .zero)
                let rasterizer = rasterizer(kind, scene: scene, environment: environment, colors: colors)
                for rows in changedRows(changed) { rasterizer.redraw(kept.cellBox, into: &kept.raster, rows: rows) }
                kept.cells = finish(kept.raster, kind, scene: scene, rasterizer: rasterizer, cutRow: kept.cutRow)
                return kept
            }
        }
        return draw(kind, root: root, scene: scene, environment: environment, colors: colors, points: points, cells: cells)
    }

    /// The rows the cells of `frames` take, overlapping and adjacent ranges joined.
    static func changedRows(_ frames: [LayoutRect]) -> [Range<Int>] {
        let ranges = frames.map { frame -> Range<Int> in
            let rect = Rasterizer.rect(frame)
            return rect.minY..<(rect.minY + max(rect.height, 1))
        }.sorted { $0.lowerBound < $1.lowerBound }
        var joined: [Range<Int>] = []
        for range in ranges {
            if let last = joined.last, range.lowerBound <= last.upperBound {
                joined[joined.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                joined.append(range)
            }
        }
        return joined
    }

    /// The drawing's figures as the phone judges them: over the 160 pt budget, a compact region
    /// too wide or taller than a line; and the surface as reported.
    static func judge(_ kind: SurfaceKind, _ drawing: SurfaceDrawing, scene: Scene, family: ActivityFamily,
                      environment: Environment) -> (surface: RenderedSurface, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        switch kind {
        case .lockScreen, .expanded, .standBy, .smartStack, .carPlay:
            let height = drawing.heightPt
            let budget = layoutBudget(kind)
            // StandBy reports the figures of the scaled presentation; its layout is the Lock Screen's.
            let scale = kind == .standBy ? SurfaceMetrics.standByScale : 1
            if height > budget {
                let limit = kind == .lockScreen || kind == .expanded ? "\(Int(heightBudget))" : format(budget * scale)
                diagnostics.append(.warning(RenderDiagnosticCode.overBudget,
                    "\(kind.title) is \(format(height * scale)) pt tall at \(environment.dynamicTypeSize.rawValue); the system may truncate above \(limit) pt",
                    path: pathName(kind)))
            }
            var cutRow = drawing.cutRow
            var maxWidth: Double? = nil
            if kind == .standBy {
                let screen = SurfaceMetrics.standByScreen(scene.device)
                maxWidth = screen.width
                cutRow = cutRow.map { $0 + standByOffset(drawing.size, scene.device).y }
            }
            var rendered = RenderedSurface(kind: kind, cells: drawing.cells, widthPt: drawing.widthPt * scale, heightPt: height * scale,
                                           budgetPt: budget * scale, maxWidthPt: maxWidth, cutRow: cutRow, activityID: nil, note: nil)
            if kind.pairsCompactViews, family == .small { rendered.family = .small }
            return (rendered, diagnostics)
        case .compactLeading, .compactTrailing, .minimal, .menuBar:
            let maxWidth = maxWidthPt(kind, scene.device)
            let maxHeight = kind == .menuBar ? SurfaceMetrics.menuBarHeight(scene.device) : scene.device.island?.compactHeight ?? 36.67
            // The menu bar shows the compact views unchanged: their own boxes report what is too
            // wide or too tall for the island.
            let recommended = kind.isCompactSide ? scene.device.island?.compactMaxWidth : nil
            if kind != .menuBar, drawing.widthPt > maxWidth + 0.001 {
                let code = kind == .minimal ? RenderDiagnosticCode.minimalTooWide : RenderDiagnosticCode.compactOverflow
                let cut = kind.isCompactSide ? ", and the island cuts it with …" : ""
                diagnostics.append(.warning(code,
                    "\(kind.title) is \(format(drawing.widthPt)) pt wide; at most \(format(maxWidth)) pt fits on "
                        + "\(scene.device.name)\(cut)",
                    path: pathName(kind)))
            } else if let recommended, drawing.widthPt > recommended + 0.001 {
                diagnostics.append(
                    .info(
                        RenderDiagnosticCode.compactWide,
                        "\(kind.title) is \(format(drawing.widthPt)) pt wide, past the \(format(recommended)) pt "
                            + "recommended on \(scene.device.name): the island widens and covers more of the "
                            + "status bar",
                        path: pathName(kind)))
            }
            // Judged on the drawn rows: a point height just over one line can come from the point
            // metrics' wider glyphs while the text still sits on one line.
            if kind != .menuBar, drawing.size.height > 1, drawing.heightPt > maxHeight + 0.001 {
                diagnostics.append(.warning(RenderDiagnosticCode.regionTooTall,
                    "\(kind.title) is \(format(drawing.heightPt)) pt tall (\(drawing.size.height) rows); the island shows one line, at most \(format(maxHeight)) pt",
                    path: pathName(kind)))
            }
            var rendered = RenderedSurface(
                kind: kind, cells: drawing.cells, widthPt: drawing.widthPt, heightPt: drawing.heightPt, budgetPt: nil,
                                           maxWidthPt: maxWidth, cutRow: nil, activityID: nil, note: nil, maxHeightPt: maxHeight)
            rendered.recommendedWidthPt = recommended
            return (rendered, diagnostics)
        }
    }

    /// The width a fixed-width presentation is laid out at, in points (StandBy: the Lock Screen's,
    /// before the system scales it).
    static func layoutWidth(_ kind: SurfaceKind, _ device: DeviceProfile) -> Double {
        switch kind {
        case .expanded: return device.expandedWidth
        case .smartStack, .carPlay: return SurfaceMetrics.frame(kind)?.width ?? device.lockScreenWidth
        default: return device.lockScreenWidth
        }
    }

    /// The height a fixed-width presentation may take before the system truncates it, as laid out.
    static func layoutBudget(_ kind: SurfaceKind) -> Double {
        SurfaceMetrics.frame(kind)?.height ?? heightBudget
    }

    /// The widest a compact or minimal presentation, or the menu bar's pair, may be on `device`.
    static func maxWidthPt(_ kind: SurfaceKind, _ device: DeviceProfile) -> Double {
        if kind == .menuBar { return SurfaceMetrics.menuBarMaxWidth(device) }
        return kind == .minimal ? (device.island?.minimalWidth.upperBound ?? 45) : (device.compactLimitWidth ?? 52.33)
    }

    /// The surface theme a presentation is drawn in.
    static func surfaceTheme(_ kind: SurfaceKind, _ scene: Scene) -> Theme.Surface {
        kind == .lockScreen || kind == .standBy || (kind == .expanded && !scene.device.hasDynamicIsland) ? .lockScreen : .island
    }

    /// Lays a resolved tree out (points for budgets, cells for drawing) and rasterises it.
    static func draw(_ kind: SurfaceKind, root: ResolvedView, scene: Scene, environment: Environment, colors: SurfaceColors,
                     points: LayoutEngine<PointMetrics>, cells: LayoutEngine<CellMetrics>) -> SurfaceDrawing {
        let survey = survey(root, glyphs: scene.theme.glyphs, path: pathName(kind))
        switch kind {
        case .lockScreen, .expanded, .standBy, .smartStack, .carPlay:
            let widthPt = layoutWidth(kind, scene.device)
            let budget = layoutBudget(kind)
            let root = survey.containsFitting ? root.choosingFits(as: points.layout(root, width: widthPt)) : root
            // Only the height matters in points, unless it runs over: then the placed tree finds the cut.
            let height = points.sizeThatFits(root, width: widthPt, height: nil).height
            let columns = Int((widthPt / (CellMetrics.pointsPerColumn * cells.metrics.zoom)).rounded())
            let cellBox = cells.layout(root, width: Double(columns))
            let size = Size(width: columns, height: CellMetrics.rows(cellBox.frame.height))
            let cut = height > budget ? cutRow(points: points.layout(root, width: widthPt), cells: cellBox, budget: budget) : nil
            let rasterizer = rasterizer(kind, scene: scene, environment: environment, colors: colors)
            let raster = rasterizer.draw(cellBox, size: size)
            return SurfaceDrawing(root: root, widthPt: widthPt, heightPt: height, cellBox: cellBox, size: size, cutRow: cut, raster: raster,
                                  cells: finish(raster, kind, scene: scene, rasterizer: rasterizer, cutRow: cut), unknownSymbols: survey.unknownSymbols)
        case .compactLeading, .compactTrailing, .minimal, .menuBar:
            // A region is measured at its natural width, to tell what overflows; a ViewThatFits
            // chooses by the room the island offers, the region's width.
            let root = survey.containsFitting ? root.choosingFits(as: points.layout(root, width: maxWidthPt(kind, scene.device))) : root
            let natural = points.sizeThatFits(root, width: nil, height: nil)
            let limit = maxWidthPt(kind, scene.device)
            let isCut = kind.isCompactSide && natural.width > limit + 0.001
            var columns: Int
            var drawn = root
            if isCut {
                // Past the widest the island grows, the side is cut to that width on its one line.
                columns = max(1, Int((limit / CellMetrics.pointsPerColumn).rounded()))
                drawn = root.limitingLines(to: 1)
            } else {
                let cellSize = cells.sizeThatFits(root, width: nil, height: nil)
                let limitColumns = Int((limit / CellMetrics.pointsPerColumn).rounded(.up))
                columns = max(1, min(limitColumns + 4, CellMetrics.whole(cellSize.width, .up)))
            }
            let cellBox = cells.layout(drawn, width: Double(columns))
            let size = Size(width: columns, height: CellMetrics.rows(cellBox.frame.height))
            let rasterizer = rasterizer(kind, scene: scene, environment: environment, colors: colors)
            let raster = rasterizer.draw(cellBox, size: size)
            return SurfaceDrawing(root: root, widthPt: natural.width, heightPt: natural.height, cellBox: cellBox, size: size, cutRow: nil,
                                  raster: raster, cells: finish(raster, kind, scene: scene, rasterizer: rasterizer, cutRow: nil),
                                  unknownSymbols: survey.unknownSymbols, linesLimited: isCut)
        }
    }

    /// The presentation's rasterizer: its surface's theme and colour memo.
    static func rasterizer(_ kind: SurfaceKind, scene: Scene, environment: Environment, colors: SurfaceColors) -> Rasterizer {
        let surface = surfaceTheme(kind, scene)
        return Rasterizer(theme: scene.theme, surface: surface, backgroundTint: scene.definition.backgroundTint, dimmed: environment.isLuminanceReduced,
                          colors: colors.memo(surface))
    }

    /// A rasterised layout as the presentation shows it: the budget line above `cutRow` when it
    /// falls inside, and the frame around it that StandBy, the small family and the minimal
    /// presentation give it. Most presentations show the raster as it is, sharing its storage.
    static func finish(_ raster: CellBuffer, _ kind: SurfaceKind, scene: Scene, rasterizer: Rasterizer, cutRow: Int?) -> CellBuffer {
        var buffer = raster
        let size = raster.size
        if let cutRow, cutRow < size.height {
            // The line names the budget as the surface shows it: StandBy's is the Lock Screen's, scaled.
            let budget = layoutBudget(kind) * (kind == .standBy ? SurfaceMetrics.standByScale : 1)
            buffer = Rasterizer.markCut(buffer, row: cutRow, theme: scene.theme, budget: NumberText.of(budget, fractionDigits: 2))
        }
        if kind == .standBy {
            // The landscape screen at the Lock Screen's own scale (half the screen's points): the
            // presentation in its middle, its background extended to the edges, as StandBy extends it.
            let offset = standByOffset(buffer.size, scene.device)
            let cells = standByCells(scene.device)
            var screen = CellBuffer(size: Size(width: max(buffer.width, cells.width), height: max(buffer.height, cells.height)),
                                    fill: rasterizer.blank)
            screen.blit(buffer, at: offset)
            buffer = screen
        }
        if let frame = SurfaceMetrics.frame(kind) {
            // The small family is shown in a frame of fixed size: a shorter layout sits in its
            // middle, as SwiftUI centres a view in the space it was offered.
            let rows = Int(CellMetrics(glyphSet: scene.theme.glyphs).vertical(frame.height))
            if buffer.height < rows {
                var frame = CellBuffer(size: Size(width: buffer.width, height: rows),
                                       fill: rasterizer.blank)
                frame.blit(buffer, at: Point(x: 0, y: (rows - buffer.height) / 2))
                buffer = frame
            }
        }
        if kind == .minimal, let island = scene.device.island {
            // The minimal presentation is never narrower than the island's circle: its content is
            // centred in it, as the system centres it.
            let columns = Int((island.minimalWidth.lowerBound / CellMetrics.pointsPerColumn).rounded())
            if buffer.width < columns {
                var pill = CellBuffer(size: Size(width: columns, height: buffer.height),
                                      fill: Cell(" ", style: Style(background: scene.theme.island.background)))
                pill.blit(buffer, at: Point(x: (columns - buffer.width) / 2, y: 0))
                buffer = pill
            }
        }
        return buffer
    }

    /// Where StandBy's scaled presentation sits on its screen, drawn at the Lock Screen's scale: the
    /// margins either side of a presentation of `size` cells.
    static func standByOffset(_ size: Size, _ device: DeviceProfile) -> Point {
        let screen = standByCells(device)
        return Point(x: max(0, screen.width - size.width) / 2, y: max(0, screen.height - size.height) / 2)
    }

    /// StandBy's landscape screen in cells, at the Lock Screen's scale (half the screen's points).
    static func standByCells(_ device: DeviceProfile) -> Size {
        let screen = SurfaceMetrics.standByScreen(device)
        return Size(width: Int((screen.width / SurfaceMetrics.standByScale / CellMetrics.pointsPerColumn).rounded()),
                    height: Int((screen.height / SurfaceMetrics.standByScale / CellMetrics.pointsPerRow).rounded(.down)))
    }

    /// The compact leading and trailing views side by side. In the Smart Stack and CarPlay, when the
    /// widget lays out no small family, they sit at the lower corners of the small family's frame,
    /// as watchOS draws them; in the menu bar they are shown unchanged, next to each other
    /// (docs/ACTIVITYKIT.md, "Surfaces").
    static func pairedRoot(_ kind: SurfaceKind, _ scene: Scene, _ resolver: inout ViewResolver, _ environment: Environment) -> ResolvedView {
        let direction = environment.layoutDirection
        let leading = resolver.resolve(scene.views.compactLeading, environment: environment, path: pathName(.compactLeading))
        let trailing = resolver.resolve(scene.views.compactTrailing, environment: environment, path: pathName(.compactTrailing))
        if kind == .menuBar {
            var row = ResolvedView(.stack(.horizontal, [leading, trailing], alignment: .vertical(.center), spacing: SurfaceMetrics.menuBarSpacing),
                                   layoutDirection: direction)
            row.id = resolver.newViewID()
            return row
        }
        let gap = ResolvedView(.spacer(minLength: 0), layoutDirection: direction)
        var row = ResolvedView(.stack(.horizontal, [leading, gap, trailing], alignment: .vertical(.bottom), spacing: 0), layoutDirection: direction)
        row.id = resolver.newViewID()
        let corner = Alignment2D(horizontal: .leading, vertical: .bottom)
        let size = SurfaceMetrics.frame(kind) ?? (SurfaceMetrics.smartStackWidth, SurfaceMetrics.smartStackHeight)
        var root = ResolvedView(.zStack([row], alignment: corner), frame: Frame(width: size.width, height: size.height, alignment: corner),
                                layoutDirection: direction)
        root.id = resolver.newViewID()
        return root
    }

    /// The expanded presentation's padding and row spacing: none is documented (docs/ACTIVITYKIT.md,
    /// "Sizes"), so these are livepeek's choice, which the goldens hold.
    static let expandedPadding = EdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 16)
    static let expandedSpacing = 4.0

    /// The expanded presentation from its regions (docs/ACTIVITYKIT.md, "Sizes"):
    ///
    /// - leading and trailing sit beside the camera, each in half of what the camera gap leaves of
    ///   the content width (no gap without an island). The two slots are fixed, so an absent or
    ///   empty region still holds its side and the other side does not move;
    /// - a side region drops below the camera onto a full-width row of its own when it sets
    ///   `belowIfTooWide` and its ideal width in points is wider than its side, or when its
    ///   `priority` is higher than every other region's (absent regions count as the default 0);
    /// - then center (below the camera), then bottom, full width.
    ///
    /// `points` measures ideal widths: the decision is the phone's, made once in points, so the
    /// point layout (budgets) and the cell layout (drawing) of the returned tree agree.
    static func expandedRoot(_ scene: Scene, _ resolver: inout ViewResolver, _ environment: Environment,
                             points: LayoutEngine<PointMetrics>) -> ResolvedView {
        let regions = scene.views.expanded
        let direction = environment.layoutDirection
        let padding = expandedPadding
        let contentWidth = max(0, scene.device.expandedWidth - padding.leading - padding.trailing)
        let cameraGap = min(contentWidth, scene.device.island?.cameraGap ?? 0)
        let side = (contentWidth - cameraGap) / 2

        // Resolved leading, center, trailing, bottom: view ids and the order of diagnostics follow
        // the definition's reading order, which goldens hold.
        let leading = regions.leading.map { resolver.resolve($0, environment: environment, path: "dynamicIsland.expanded.leading") }
        let center = regions.center.map { resolver.resolve($0, environment: environment, path: "dynamicIsland.expanded.center") }
        let trailing = regions.trailing.map { resolver.resolve($0, environment: environment, path: "dynamicIsland.expanded.trailing") }
        let bottom = regions.bottom.map { resolver.resolve($0, environment: environment, path: "dynamicIsland.expanded.bottom") }

        // Priority is relative: a region gets the full width only by outranking all three others.
        let priorities = [regions.leading?.modifiers.priority ?? 0, regions.trailing?.modifiers.priority ?? 0,
                          regions.center?.modifiers.priority ?? 0, regions.bottom?.modifiers.priority ?? 0]
        func outranksOthers(_ index: Int) -> Bool {
            priorities.indices.allSatisfy { $0 == index || priorities[index] > priorities[$0] }
        }
        func dropsBelow(_ node: ViewNode?, _ view: ResolvedView?, index: Int) -> Bool {
            guard let node, let view else { return false }
            if outranksOthers(index) { return true }
            return node.modifiers.belowIfTooWide && points.sizeThatFits(view, width: nil, height: nil).width > side + 0.001
        }
        let leadingBelow = dropsBelow(regions.leading, leading, index: 0)
        let trailingBelow = dropsBelow(regions.trailing, trailing, index: 1)

        /// A side of the camera: exactly `side` wide whatever it holds, its content at the side's edge.
        func slot(_ view: ResolvedView?, _ alignment: HorizontalAlignment) -> ResolvedView {
            let corner = Alignment2D(horizontal: alignment, vertical: .top)
            var slot = ResolvedView(.zStack(view.map { [$0] } ?? [], alignment: corner), frame: Frame(width: side, alignment: corner),
                                    layoutDirection: direction)
            slot.id = resolver.newViewID()
            return slot
        }
        /// A row of its own: the region takes the full width unless it set a frame itself.
        func fullWidth(_ view: ResolvedView, _ alignment: HorizontalAlignment) -> ResolvedView {
            var view = view
            if view.frame == nil { view.frame = Frame(maxWidth: .infinity, alignment: Alignment2D(horizontal: alignment)) }
            return view
        }

        var rows: [ResolvedView] = []
        let besideLeading = leadingBelow ? nil : leading
        let besideTrailing = trailingBelow ? nil : trailing
        if besideLeading != nil || besideTrailing != nil {
            // The camera is the spacer: it takes what the two fixed sides leave, which in points is
            // exactly the gap and in cells absorbs the rounding of the sides (they stay symmetric
            // and the trailing side stays flush with the padding). The stack's direction puts the
            // leading side on the right in right-to-left layouts.
            let camera = ResolvedView(.spacer(minLength: 0), layoutDirection: direction)
            var row = ResolvedView(.stack(.horizontal, [slot(besideLeading, .leading), camera, slot(besideTrailing, .trailing)],
                                          alignment: .vertical(.top), spacing: 0),
                                   layoutDirection: direction)
            row.id = resolver.newViewID()
            rows.append(row)
        }
        if leadingBelow, let leading { rows.append(fullWidth(leading, .leading)) }
        if trailingBelow, let trailing { rows.append(fullWidth(trailing, .trailing)) }
        if let center { rows.append(fullWidth(center, .center)) }
        if let bottom { rows.append(fullWidth(bottom, .leading)) }
        var root = ResolvedView(.stack(.vertical, rows, alignment: .horizontal(.leading), spacing: expandedSpacing),
                                padding: padding, layoutDirection: direction)
        root.id = resolver.newViewID()
        return root
    }

    /// The first cell row whose content ends past the budget in the point layout: the two layouts
    /// have the same shape, so leaves are matched in order.
    static func cutRow(points: LayoutBox, cells: LayoutBox, budget: Double = heightBudget) -> Int? {
        let pointLeaves = points.flattened.filter { $0.children.isEmpty }
        let cellLeaves = cells.flattened.filter { $0.children.isEmpty }
        for (p, c) in zip(pointLeaves, cellLeaves) where p.frame.maxY > budget + 0.001 {
            // The leaf straddles or follows the line: the cut goes at its first row that is past it.
            let fractionVisible = max(0, (budget - p.frame.y) / max(p.frame.height, 0.001))
            return CellMetrics.whole(c.frame.y, .towardZero) + CellMetrics.whole(fractionVisible * c.frame.height, .down)
        }
        return nil
    }

    /// What drawing needs to know of a resolved tree before laying it out, from one walk of it: the
    /// SF Symbols the glyph table does not know (drawn as a placeholder, reported once each), and
    /// whether a `ViewThatFits` is in it (outside decorations), whose choice depends on the room.
    struct Survey {
        var unknownSymbols: [Diagnostic] = []
        var containsFitting = false
    }

    static func survey(_ view: ResolvedView, glyphs: SymbolGlyphs.GlyphSet, path: String) -> Survey {
        var found = Survey()
        survey(view, glyphs: glyphs, path: path, into: &found)
        return found
    }

    /// Adds to `found`: one value for the whole walk, not one per view.
    static func survey(_ view: ResolvedView, glyphs: SymbolGlyphs.GlyphSet, path: String, into found: inout Survey) {
        switch view.kind {
        case .symbol(let run) where SymbolGlyphs.glyph(for: run.name, set: glyphs) == nil:
            let shown = SymbolGlyphs.placeholder(for: glyphs).glyph
            found.unknownSymbols.append(.info(RenderDiagnosticCode.unknownSymbol, "no glyph for SF Symbol '\(run.name)'; drawn as \(shown) (see `livepeek symbols`)", path: path))
        case .fitting(let children, _):
            found.containsFitting = true
            for child in children { survey(child, glyphs: glyphs, path: path, into: &found) }
        case .stack(_, let children, _, _), .zStack(let children, _):
            for child in children { survey(child, glyphs: glyphs, path: path, into: &found) }
        default:
            break
        }
    }

    /// Literals rather than interpolation: this runs twice per presentation per frame.
    static func pathName(_ kind: SurfaceKind) -> String {
        switch kind {
        case .lockScreen: return "lockScreen"
        case .expanded: return "dynamicIsland.expanded"
        case .compactLeading: return "dynamicIsland.compactLeading"
        case .compactTrailing: return "dynamicIsland.compactTrailing"
        case .minimal: return "dynamicIsland.minimal"
        // The views they draw: the Lock Screen's (scaled, or read as the small family), or the island's.
        case .standBy, .smartStack, .carPlay: return "lockScreen"
        case .menuBar: return "dynamicIsland"
        }
    }

    static func empty(_ kind: SurfaceKind, _ scene: Scene, note: String) -> RenderedSurface {
        RenderedSurface(kind: kind, cells: CellBuffer(size: Size(width: 0, height: 0)), widthPt: 0, heightPt: 0,
                        budgetPt: kind == .lockScreen || kind == .expanded ? heightBudget : nil, maxWidthPt: nil,
                        cutRow: nil, activityID: nil, note: note)
    }

    static func format(_ d: Double) -> String {
        NumberText.of(d, fractionDigits: 2)
    }

    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// Findings about the definition that show in this scene: a stale Lock Screen with no stale branch.
    static func lint(_ scene: Scene) -> [Diagnostic] {
        guard scene.activities.contains(where: \.isStale) || scene.environment.isStale else { return [] }
        if scene.views.program != nil {
            // A program tells by running whether its Lock Screen reads `isStale`.
            guard let stale = scene.activities.first(where: \.isStale) ?? scene.activities.first,
                  let evaluated = scene.views.evaluated(context(stale, scene: scene), environment: scene.environment) else { return [] }
            return evaluated.readsStale ? [] : [StaleBranchLint.unhandled]
        }
        return StaleBranchLint.finding(scene.views).map { [$0] } ?? []
    }
}

/// All presentations of a scene, drawn, with the diagnostics found on the way.
public struct RenderedScene: Sendable {
    public var surfaces: [RenderedSurface]
    public var diagnostics: [Diagnostic]
    /// The colour the island's border is drawn in: the definition's `keylineTint`, as its activity
    /// gives it when the tint reads the state.
    public var keylineTint: String?
}

/// The colour memos of one render, one per surface (a name resolves differently on each).
struct SurfaceColors {
    let lockScreen = ColorMemo()
    let island = ColorMemo()

    func memo(_ surface: Theme.Surface) -> ColorMemo {
        surface == .lockScreen ? lockScreen : island
    }
}

/// The two layout engines of one render (points for budgets, cells for drawing).
struct Engines {
    let points: LayoutEngine<PointMetrics>
    let cells: LayoutEngine<CellMetrics>
    /// The Lock Screen's and expanded's cells above the default text size; nil at and below it.
    let zoomed: LayoutEngine<CellMetrics>?

    init(points: LayoutEngine<PointMetrics>, cells: LayoutEngine<CellMetrics>, zoom: Double = 1) {
        self.points = points
        self.cells = cells
        zoomed = zoom > 1 ? LayoutEngine(metrics: CellMetrics(glyphSet: cells.metrics.glyphSet, zoom: zoom)) : nil
    }
}
