import ActivityLayout
import ActivityModel
import Canvas
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityRender

/// StandBy, the Apple Watch Smart Stack, CarPlay and the Mac's menu bar: their sizes in points, and
/// which activity and which views each one shows.
@Suite struct OtherSurfacesTests {
    static let t0 = Date(timeIntervalSince1970: 1_795_341_600)  // 2026-11-22T10:00:00Z

    static let yaml = """
        name: Tea
        contentState: { label: String }
        backgroundTint: '#204060'
        lockScreen:
          if: context.activityFamily == .small
          then: { Text: 'Small \\(state.label) \\(_geometry.size.width)' }
          else: { Text: 'Medium \\(state.label) \\(_geometry.size.width)', padding: 16 }
        dynamicIsland:
          expanded: { center: { Text: '\\(state.label)' } }
          compactLeading: { Text: L }
          compactTrailing: { Text: TR }
          minimal: { Text: M }
        """

    func scene(_ yaml: String = yaml, families: String? = nil, surfaces: [SurfaceKind], device: DeviceProfile = .iPhoneStandard,
               events: [String] = ["update"]) throws -> Scene {
        let text = families.map { yaml + "\nsupplementalActivityFamilies: \($0)\n" } ?? yaml
        let definition = try ActivityDefinition(root: DefinitionLoader.parse(text, file: "a.yaml"), file: "a.yaml")
        let (views, _) = ViewParser.parse(definition, file: "a.yaml")
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(Self.t0))
        for (i, event) in events.enumerated() {
            let body = #"{"aps": {"timestamp": \#(Int(Self.t0.timeIntervalSince1970) + i), "event": "\#(event)", "content-state": {"label": "Oolong"}}}"#
            let result = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(body)), line: i + 1, byteCount: body.utf8.count))
            #expect(result.verdict == .applied, "\(result.diagnostics)")
        }
        let theme = try #require(try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse))
        return Scene(definition: definition, views: views, activities: evaluator.snapshot(at: Self.t0.addingTimeInterval(5)),
                     now: Self.t0.addingTimeInterval(5), device: device, theme: theme, surfaces: surfaces)
    }

    func surface(_ scene: Scene, _ kind: SurfaceKind) throws -> RenderedSurface {
        try #require(SceneRenderer.render(scene).surfaces.first { $0.kind == kind })
    }

    @Test func standByIsTheLockScreenScaledTwiceOnTheLandscapeScreen() throws {
        let lock = try surface(try scene(surfaces: [.lockScreen]), .lockScreen)
        let standBy = try surface(try scene(surfaces: [.standBy]), .standBy)
        #expect(standBy.widthPt == 2 * 371 && standBy.heightPt == 2 * lock.heightPt)
        #expect(standBy.budgetPt == 320 && standBy.maxWidthPt == 852)
        // Drawn at the Lock Screen's scale: the 852 x 393 pt screen is 426 x 196.5 of its points.
        #expect(standBy.cells.width == 53 && standBy.cells.height == 12)
        let offset = SceneRenderer.standByOffset(lock.cells.size, .iPhoneStandard)
        #expect(offset.x > 0 && offset.y > 0)
        #expect(standBy.cells.rows()[offset.y + 1].contains("Medium Oolong 371"), "the Lock Screen's layout and geometry")
        // The custom background reaches the screen's corners.
        #expect(standBy.cells[Point(x: 0, y: 0)].style.background == lock.cells[Point(x: 0, y: 0)].style.background)
        #expect(standBy.cells[Point(x: 0, y: 0)].style.background == .rgb(0x20, 0x40, 0x60))
    }

    @Test func aLayoutReadingIsActivityFullscreenAdaptsInStandByOnly() throws {
        let yaml = """
            contentState: { label: String }
            lockScreen:
              if: context.isActivityFullscreen
              then: { Text: 'Big \\(state.label)' }
              else: { Text: '\\(state.label)' }
            """
        let rendered = SceneRenderer.render(try scene(yaml, surfaces: [.lockScreen, .standBy, .smartStack]))
        let rows = { (kind: SurfaceKind) in rendered.surfaces.first { $0.kind == kind }?.cells.rows().joined() ?? "" }
        #expect(rows(.standBy).contains("Big Oolong"))
        #expect(rows(.lockScreen).contains("Oolong") && !rows(.lockScreen).contains("Big"))
        #expect(!rows(.smartStack).contains("Big"))
    }

    @Test func aLargeIPhoneHasALargerStandByScreen() throws {
        let standBy = try surface(try scene(surfaces: [.standBy], device: .iPhoneLarge), .standBy)
        #expect(standBy.maxWidthPt == 932 && standBy.widthPt == 2 * 408)
        #expect(standBy.cells.width == 58)
    }

    /// The Smart Stack of a 45 mm watch, and the first of CarPlay's sizes: points, then cells.
    static let frames: [(kind: SurfaceKind, width: Double, height: Double, columns: Int)] = [(.smartStack, 184, 80.5, 23), (.carPlay, 240, 78, 30)]

    @Test func withoutASmallFamilyTheCompactViewsSitAtTheLowerCorners() throws {
        for (kind, width, height, columns) in Self.frames {
            let drawn = try surface(try scene(surfaces: [kind]), kind)
            #expect(drawn.family == nil)
            #expect(drawn.widthPt == width && drawn.heightPt == height && drawn.budgetPt == height && !drawn.overBudget)
            #expect(drawn.cells.width == columns && drawn.cells.height == 5)
            let rows = drawn.cells.rows()
            #expect(rows.last == "L" + String(repeating: " ", count: columns - 3) + "TR", "\(rows)")
            #expect(rows.dropLast().allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty })
        }
    }

    @Test func aDeclaredSmallFamilyDrawsTheContentClosureReadAsSmall() throws {
        for (kind, width, height, columns) in Self.frames {
            let s = try scene(families: "[small, medium]", surfaces: [.lockScreen, kind])
            let rendered = SceneRenderer.render(s)
            let drawn = try #require(rendered.surfaces.first { $0.kind == kind })
            #expect(drawn.family == .small && drawn.widthPt == width && drawn.budgetPt == height)
            #expect(drawn.cells.width == columns && drawn.cells.height == 5, "the surface's frame, the layout in its middle")
            #expect(drawn.cells.rows()[2].contains("Small Oolong \(Int(width))"), "\(drawn.cells.rows())")
            let lock = try #require(rendered.surfaces.first { $0.kind == .lockScreen })
            #expect(lock.cells.rows().joined().contains("Medium Oolong"), "the phone keeps the medium family")
        }
    }

    @Test func aSmallLayoutTallerThanTheSmartStackIsOverBudget() throws {
        let tall = """
            contentState: { label: String }
            supplementalActivityFamilies: [small]
            lockScreen:
              VStack: [{ Text: a }, { Text: b }, { Text: c }, { Text: d }, { Text: e }]
            """
        let rendered = SceneRenderer.render(try scene(tall, surfaces: [.smartStack]))
        let watch = try #require(rendered.surfaces.first)
        #expect(watch.overBudget && watch.heightPt > 80.5 && watch.cutRow != nil)
        #expect(watch.cells.rows().contains { $0.contains("80.50 pt") }, "the cut line names the Smart Stack's height")
        #expect(rendered.diagnostics.contains { $0.code == RenderDiagnosticCode.overBudget && $0.message.contains("80.50 pt") })
    }

    @Test func theMenuBarShowsTheCompactViewsSideBySide() throws {
        let mac = try surface(try scene(surfaces: [.menuBar]), .menuBar)
        #expect(mac.cells.rows() == ["L TR"])
        #expect(mac.maxWidthPt == 112.66 && mac.maxHeightPt == 36.67)
        #expect(abs(mac.widthPt - (try surface(try scene(surfaces: [.compactLeading]), .compactLeading).widthPt
                                   + 8 + (try surface(try scene(surfaces: [.compactTrailing]), .compactTrailing).widthPt))) < 0.01)
        let large = try surface(try scene(surfaces: [.menuBar], device: .iPhoneLarge), .menuBar)
        #expect(large.maxWidthPt == 132.66)
    }

    @Test func anEndedActivityLeavesCarPlayButStaysInTheSmartStackAndTheMenuBar() throws {
        let s = try scene(surfaces: [.smartStack, .carPlay, .menuBar, .standBy], events: ["update", "end"])
        let rendered = SceneRenderer.render(s)
        let car = try #require(rendered.surfaces.first { $0.kind == .carPlay })
        #expect(car.cells.width == 0 && car.note == "ended: an ended activity leaves the island")
        for kind in [SurfaceKind.smartStack, .menuBar, .standBy] {
            #expect(try #require(rendered.surfaces.first { $0.kind == kind }).cells.width > 0, "\(kind)")
        }
    }

    @Test func anIPadHasNoneOfThem() throws {
        let rendered = SceneRenderer.render(try scene(surfaces: [.standBy, .smartStack, .carPlay, .menuBar], device: .iPad11))
        #expect(rendered.surfaces.map(\.kind) == [.standBy, .smartStack, .carPlay, .menuBar])
        for drawn in rendered.surfaces {
            #expect(drawn.cells.width == 0 && drawn.note?.contains("ipad-11 is an iPad") == true, "\(drawn.kind)")
        }
    }

    @Test func eachSurfaceIsABoxOfThePageWithItsSize() throws {
        let s = try scene(families: "[small]", surfaces: [.standBy, .smartStack, .carPlay, .menuBar])
        let page = ScenePage.compose(SceneRenderer.render(s), scene: s).rows().joined(separator: "\n")
        for title in ["StandBy (Lock Screen x2) · 742x", " pt on 852x393", "Apple Watch Smart Stack · small · 184x", "/80.50 pt",
                      "CarPlay · small · 240x", "/78 pt", "Mac menu bar · "] {
            #expect(page.contains(title), "\(title)\n\(page)")
        }
    }

    @Test func theJSONCarriesEachSurfaceWithItsFigures() throws {
        let s = try scene(surfaces: [.standBy, .smartStack, .menuBar])
        let json = DumpJSON.encode(SceneRenderer.render(s), scene: s)
        #expect(json["surfaces"]?["standBy"]?["widthPt"] == .number(742))
        #expect(json["surfaces"]?["standBy"]?["screenWidthPt"] == .number(852))
        #expect(json["surfaces"]?["smartStack"]?["family"] == .string("compact"))
        #expect(json["surfaces"]?["smartStack"]?["budgetPt"] == .number(80.5))
        #expect(json["surfaces"]?["menuBar"]?["maxWidthPt"] == .number(112.66))
    }

    @Test func surfaceNamesParseAloneAndJoined() {
        #expect(SurfaceKind.named("standby,watch") == [.standBy, .smartStack])
        #expect(SurfaceKind.named("carplay,mac,carplay") == [.carPlay, .menuBar])
        #expect(SurfaceKind.named("all") == SurfaceKind.phone)
        #expect(SurfaceKind.named("watch,tv") == nil)
        #expect(SurfaceKind.named("") == nil)
        #expect(SurfaceKind.names.allSatisfy { SurfaceKind.named($0) != nil })
    }

    @Test func thePreviewCyclesEverySurfaceGroupBackToThePhone() {
        var group = SurfaceGroup.phone
        var seen: [SurfaceGroup] = []
        repeat {
            seen.append(group)
            group = group.next
        } while group != .phone
        #expect(seen == SurfaceGroup.allCases)
        #expect(Set(seen.flatMap(\.kinds)) == Set(SurfaceKind.allCases))
    }

    @Test func geometryIsTheSurfacesSizeInPoints() {
        func width(_ kind: SurfaceKind) -> ExprValue? {
            guard case .structure(_, let fields) = SceneRenderer.geometry(kind, device: .iPhoneStandard).proxy,
                  case .structure(_, let size)? = fields.first?.value else { return nil }
            return size.first?.value
        }
        #expect(width(.standBy) == .double(371))
        #expect(width(.smartStack) == .double(184))
        #expect(width(.carPlay) == .double(240))
        #expect(width(.menuBar) == .double(112.66))
    }

    @Test func lintAsksForASmallFamilyUntilOneIsDeclared() throws {
        let without = try ActivityDefinition(root: DefinitionLoader.parse(Self.yaml, file: "a.yaml"), file: "a.yaml")
        #expect(SmallFamilyLint.finding(without)?.code == "lint.noSmallFamily")
        let with = try ActivityDefinition(root: DefinitionLoader.parse(Self.yaml + "\nsupplementalActivityFamilies: [.small]\n", file: "a.yaml"),
                                          file: "a.yaml")
        #expect(with.supplementalActivityFamilies == [.small])
        #expect(SmallFamilyLint.finding(with) == nil)
        let mediumOnly = try ActivityDefinition(root: DefinitionLoader.parse(Self.yaml + "\nsupplementalActivityFamilies: [medium]\n", file: "a.yaml"),
                                                file: "a.yaml")
        #expect(SmallFamilyLint.finding(mediumOnly) != nil)
    }

    @Test func anUnknownFamilyIsADefinitionErrorWithItsLine() {
        #expect(throws: DefinitionError.self) {
            try ActivityDefinition(root: DefinitionLoader.parse(Self.yaml + "\nsupplementalActivityFamilies: [large]\n", file: "a.yaml"), file: "a.yaml")
        }
    }
}
