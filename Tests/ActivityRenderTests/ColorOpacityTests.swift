import ActivityLayout
import ActivityModel
import Canvas
import Foundation
import Testing
@testable import ActivityRender

/// Colours at an opacity are drawn as the opaque colour they make over what is behind them, the
/// contrast lint judges that colour, and `accentColor` is system blue.
@Suite struct ColorOpacityTests {
    let scenes = SceneRendererTests()

    func lockCell(_ lockScreen: String, tint: String? = nil, text: String) throws -> (cell: Cell, scene: Scene, surface: RenderedSurface) {
        let (scene, lock) = try scenes.lockScreen(lockScreen, backgroundTint: tint)
        let rows = lock.cells.rows()
        let y = try #require(rows.firstIndex { $0.contains(text) }, "\(rows)")
        let x = try #require(rows[y].firstRange(of: text)).lowerBound.utf16Offset(in: rows[y])
        return (lock.cells[x: x, y: y], scene, lock)
    }

    @Test func aColourAtAnOpacityIsMixedIntoTheBackground() throws {
        let (cell, scene, _) = try lockCell("  Text: Half\n  foregroundStyle: 'white.opacity(0.5)'", text: "Half")
        let white = try #require(scene.theme.colors["white"]?.rgbComponents)
        let back = try #require(cell.style.background.rgbComponents)
        let expected = Color.rgb(UInt8((Double(white.0) + Double(back.0)) / 2 + 0.5), UInt8((Double(white.1) + Double(back.1)) / 2 + 0.5),
                                 UInt8((Double(white.2) + Double(back.2)) / 2 + 0.5))
        #expect(cell.style.foreground == expected)
        #expect(!cell.style.dim)
    }

    @Test func aViewsOpacityIsMixedIntoTheBackgroundToo() throws {
        let (cell, _, _) = try lockCell("  Text: Faint\n  foregroundStyle: '#ffffff'\n  opacity: 0.2", text: "Faint")
        let back = try #require(cell.style.background.rgbComponents)
        let mixed = try #require(cell.style.foreground.rgbComponents)
        #expect(Int(mixed.0) == Int((255 * 0.2 + Double(back.0) * 0.8).rounded()), "\(mixed) over \(back)")
    }

    @Test func accentColorIsSystemBlue() throws {
        let (cell, scene, _) = try lockCell("  Text: Accent\n  foregroundStyle: accentColor", text: "Accent")
        #expect(cell.style.foreground == scene.theme.colors["blue"])
        #expect(cell.style.foreground != scene.theme.lockScreen.primary)
    }

    @Test func aTintAtAnOpacityIsMixedAndJudgedAsMixed() throws {
        let (cell, scene, lock) = try lockCell("  Text: Plain", tint: "#ffffff.opacity(0.9)", text: "Plain")
        let tint = try #require(cell.style.background.rgbComponents)
        #expect(tint.0 > 200 && tint.0 < 255, "white at 90% over the dark background is a light grey, not white: \(tint)")
        let findings = ContrastLint.findings(lock, theme: scene.theme, tint: "#ffffff.opacity(0.9)")
        #expect(findings.contains { $0.code == ContrastLint.code && $0.message.contains(cell.style.background.description) }, "\(findings)")
    }
}
