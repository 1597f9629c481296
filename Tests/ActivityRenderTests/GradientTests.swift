import ActivityLayout
import Canvas
import Foundation
import Testing
@testable import ActivityRender

/// A shape filled with a gradient takes, in each cell, the gradient's colour at that place.
@Suite struct GradientTests {
    let scenes = SceneRendererTests()

    func barCells(_ fill: String) throws -> (cells: [Cell], scene: Scene) {
        let (scene, lock) = try scenes.lockScreen("""
              Rectangle: null
              fill: '\(fill)'
              frame: { width: 160, height: 16 }
            """)
        let rows = lock.cells.rows()
        let y = try #require(rows.firstIndex { $0.contains("░") }, "\(rows)")
        let cells = (0..<lock.cells.width).map { lock.cells[x: $0, y: y] }.filter { $0.character == "░" }
        return (cells, scene)
    }

    @Test func aLinearGradientRunsFromItsFirstColourToItsLast() throws {
        let (cells, scene) = try barCells("linear(#ff0000, #0000ff; leading, trailing)")
        #expect(cells.count == 20, "160 pt is 20 columns")
        let first = try #require(cells.first?.style.foreground.rgbComponents)
        let last = try #require(cells.last?.style.foreground.rgbComponents)
        #expect(first.0 > 200 && first.2 < 60, "red at the leading edge: \(first)")
        #expect(last.2 > 200 && last.0 < 60, "blue at the trailing edge: \(last)")
        let middle = try #require(cells[10].style.foreground.rgbComponents)
        #expect(middle.0 > 80 && middle.2 > 80, "a mix between: \(middle)")
        #expect(Set(cells.map(\.style.foreground)).count > 5, "every cell its own colour")
        // Text and bars take the middle colour.
        let mid = try #require(scene.theme.color(named: "linear(#ff0000, #0000ff; leading, trailing)", on: .lockScreen)?.rgbComponents)
        #expect(mid.0 > 100 && mid.2 > 100)
    }

    @Test func radialAndAngularGradientsVaryAcrossTheShape() throws {
        let (radial, _) = try barCells("radial(#ffffff, #000000)")
        #expect(Set(radial.map(\.style.foreground)).count > 2, "lighter in the middle, darker out")
        #expect(radial[10].style.foreground != radial[0].style.foreground)
        // Across the middle row an angular gradient is at 0 on the trailing half and halfway round on the other.
        let (angular, _) = try barCells("angular(#ff0000, #00ff00, #0000ff)")
        #expect(angular.first?.style.foreground == .rgb(0, 255, 0) && angular.last?.style.foreground == .rgb(255, 0, 0), "\(angular.map(\.style.foreground))")
    }

    @Test func stopsWithLocationsSitWhereTheySay() throws {
        // Two stops at the same place: a hard edge in the middle, each half one colour.
        let (edge, _) = try barCells("linear(#ff0000 0.5, #0000ff 0.5; leading, trailing)")
        #expect(edge.count == 20)
        #expect(edge.prefix(10).allSatisfy { $0.style.foreground == .rgb(255, 0, 0) }, "\(edge.map(\.style.foreground))")
        #expect(edge.suffix(10).allSatisfy { $0.style.foreground == .rgb(0, 0, 255) }, "\(edge.map(\.style.foreground))")
        // Before the first stop its colour holds; the blend runs between the stops only.
        let (late, _) = try barCells("linear(#ff0000 0.75, #0000ff 1; leading, trailing)")
        #expect(late.prefix(14).allSatisfy { $0.style.foreground == .rgb(255, 0, 0) }, "\(late.map(\.style.foreground))")
        #expect(late.last?.style.foreground != .rgb(255, 0, 0))
    }
}
