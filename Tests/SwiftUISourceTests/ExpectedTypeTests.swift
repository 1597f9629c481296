import ActivityModel
import Foundation
import Testing

/// Values whose meaning comes from the type they are given as: `.init(…)` builds the declared type,
/// and an implicit member in a `Color` is a colour (of the asset catalog when nothing declares it).
@Suite struct ExpectedTypeTests {
    static let source = SwiftSourceHarness.widget(state: "var minutes: Int", lockScreen: """
        VStack {
            Badge(text: "zone", size: .init(width: 80, height: 20))
            Badge(text: "lot")
            Minutes(minutes: context.state.minutes)
        }
        """, extra: """
        enum Shade {
            case day, night
            var ink: Color {
                switch self {
                case .day: .appInkDark
                case .night: .appInkLight
                }
            }
        }

        struct Badge: View {
            let text: String
            var size: CGSize = .init(width: 24, height: 20)
            var body: some View {
                Text(text).frame(width: size.width, height: size.height, alignment: .leading)
            }
        }

        struct Minutes: View {
            let minutes: Int
            private let shade: Shade = .night
            var body: some View {
                Text("\\(minutes) min").foregroundColor(shade.ink)
            }
        }
        """)

    @Test func implicitInitAndAssetColoursRead() throws {
        let read = try SwiftSourceHarness.read(Self.source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"minutes": 12}"#)
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
        for expected in ["zone", "lot", "12 min"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        let assets = diagnostics.filter { $0.code == "swiftui.assetColor" }.map(\.message)
        #expect(assets.contains { $0.contains("appInkLight") }, "\(assets)")
    }

    /// 80 pt is ten columns: the next view starts after them, not after the text.
    @Test func theBuiltSizeIsTheFrame() throws {
        let source = SwiftSourceHarness.widget(state: "var minutes: Int", lockScreen: """
            HStack(spacing: 0) {
                Badge(text: "zone", size: .init(width: 80, height: 20))
                Text("|")
            }
            """, extra: """
            struct Badge: View {
                let text: String
                var size: CGSize = .init(width: 24, height: 20)
                var body: some View {
                    Text(text).frame(width: size.width, height: size.height, alignment: .leading)
                }
            }
            """)
        let (text, _) = try SwiftSourceHarness.render(try SwiftSourceHarness.read(source), state: #"{"minutes": 1}"#)
        let row = try #require(text.split(separator: "\n").first { $0.contains("zone") })
        #expect(row.contains("zone      |"), "\(text)")
    }
}
