import Foundation
import Testing
@testable import SwiftUISource

/// Colours built in Swift reach the definition with their opacity, so the renderer can mix them
/// into what is behind: `Color(red:green:blue:opacity:)`, `Color(white:opacity:)`,
/// `Color(hue:saturation:brightness:)` and `.opacity(x)` on a colour.
@Suite struct ColorSpellingTests {
    @Test func componentColoursKeepTheirOpacity() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            VStack {
                Text("a").foregroundStyle(Color(red: 1, green: 0.5, blue: 0, opacity: 0.4))
                Text("b").foregroundStyle(Color(white: 1, opacity: 0.5))
                Text("c").foregroundStyle(Color(hue: 0.5, saturation: 1, brightness: 1))
                Text("d").foregroundStyle(.orange.opacity(0.25))
            }
            .activityBackgroundTint(Color.black.opacity(0.6))
            """)
        let read = try SwiftSourceHarness.read(source)
        let text = String(describing: try #require(read.definition.lockScreen))
        #expect(text.contains("#ff8000.opacity(0.4)"), "\(text)")
        #expect(text.contains("#ffffff.opacity(0.5)"), "\(text)")
        #expect(text.contains("#00ffff"), "\(text)")
        #expect(text.contains("orange.opacity(0.25)"), "\(text)")
        #expect(read.definition.backgroundTint == "black.opacity(0.6)")
    }
}
