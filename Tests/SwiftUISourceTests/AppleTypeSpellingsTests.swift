import ActivityModel
import Foundation
import Testing
@testable import SwiftUISource

/// Ways widgets spell Apple's types that the reader evaluates as the phone does: asset colours as
/// `ColorResource`s, UIKit's system colours and fonts, a `Formatter` subclass behind
/// `Text(_:formatter:)`, the redaction reasons of a drawn activity, a `Duration` in the state, and
/// `ActivityConfiguration` in its generic form.
@Suite struct AppleTypeSpellingsTests {
    static func lost(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity != .info && !$0.code.hasPrefix("layout.") }
    }

    @Test func assetResourcesAndUIKitColoursAndFonts() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            VStack {
                Text("ink").foregroundStyle(Color(.brandInk))
                Text("grouped").foregroundStyle(Color(uiColor: .systemGroupedBackground))
                Text("tertiary").foregroundStyle(Color(.tertiarySystemBackground))
                Text("named").foregroundStyle(Color(UIColor(named: "Accent") ?? .red))
                Text("\\(context.state.value)").font(Font(UIFont.monospacedDigitSystemFont(ofSize: 28, weight: .bold)))
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"value": 42}"#)
        #expect(Self.lost(diagnostics).isEmpty, "\(diagnostics)")
        for word in ["ink", "grouped", "tertiary", "named", "42"] { #expect(text.contains(word), "\(word): \(text)") }
        #expect(diagnostics.contains { $0.code == SwiftUIDiagnosticCode.assetColor && $0.message.contains("brandInk") })
    }

    @Test func aFormatterSubclassAndTheRedactionReasons() throws {
        let source = SwiftSourceHarness.widget(state: "var elapsed: Double", lockScreen: """
            ElapsedView(elapsed: context.state.elapsed)
            """, extra: """
            final class ClockFormatter: Formatter {
                override func string(for value: Any?) -> String? {
                    guard let seconds = value as? Double else { return nil }
                    return String(format: "%02d:%02d", Int(seconds) / 60, Int(seconds) % 60)
                }
            }
            struct ElapsedView: View {
                @Environment(\\.redactionReasons) var redactionReasons
                let elapsed: Double
                var body: some View {
                    Text(redactionReasons.contains(.placeholder) ? "--" : "run")
                    Text(NSNumber(value: elapsed), formatter: ClockFormatter())
                }
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"elapsed": 754}"#)
        #expect(Self.lost(diagnostics).isEmpty, "\(diagnostics)")
        #expect(text.contains("run") && text.contains("12:34"), "\(text)")
    }

    /// `Duration` is `Codable` as the two halves of its attoseconds (`[high, low]`); a preview's
    /// `.seconds(70)` travels so and reads back as the same duration.
    @Test func aDurationInTheStateTravelsAsItsAttoseconds() throws {
        let source = SwiftSourceHarness.widget(state: "var left: Duration", lockScreen: """
            Text("\\(context.state.left.components.seconds) s")
            """, extra: """
            #Preview("Timer", as: .content, using: TestAttributes(name: "Tea")) {
                TestLiveActivity()
            } contentStates: {
                TestAttributes.ContentState(left: .seconds(70))
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        // 70 s as JSONEncoder writes it (swiftc on this machine): [3, 14659767778871345152].
        let preview = try #require(read.previewStates.first?.prettyText)
        #expect(preview.contains("14659767778871345152"), "\(preview)")
        let (text, diagnostics) = try SwiftSourceHarness.render(read)
        #expect(Self.lost(diagnostics).isEmpty, "\(diagnostics)")
        #expect(text.contains("70 s"), "\(text)")
        // 90 seconds as JSONEncoder writes it.
        let (pushed, _) = try SwiftSourceHarness.render(read, state: #"{"left": [4, 16213023705161793536]}"#)
        #expect(pushed.contains("90 s"), "\(pushed)")
    }

    /// `DateInterval` is `Codable` as its start (seconds since 2001) and duration; a preview's value
    /// travels so, and a push's reads back as the same interval.
    @Test func aDateIntervalInTheState() throws {
        let source = SwiftSourceHarness.widget(state: "var window: DateInterval", lockScreen: """
            Text("\\(Int(context.state.window.duration / 60)) min from \\(context.state.window.start, style: .time)")
            """, extra: """
            #Preview("Window", as: .content, using: TestAttributes(name: "Ride")) {
                TestLiveActivity()
            } contentStates: {
                TestAttributes.ContentState(window: DateInterval(start: .now, duration: 900))
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read)
        #expect(Self.lost(diagnostics).isEmpty, "\(diagnostics)")
        #expect(text.contains("15 min from 10:00"), "\(text)")
        let (pushed, _) = try SwiftSourceHarness.render(read, state: #"{"window": {"start": 817034700, "duration": 300}}"#)
        #expect(pushed.contains("5 min from 10:05"), "\(pushed)")
    }

    /// A key the widget adds to `EnvironmentValues` reads its `EnvironmentKey`'s default value, or the
    /// value `.environment(\.key, …)` sets on a view of the widget's.
    @Test func aCustomEnvironmentKeyReadsItsDefault() throws {
        let source = SwiftSourceHarness.widget(state: "var step: Int", lockScreen: """
            VStack {
                StepLabel(step: context.state.step)
                StepLabel(step: context.state.step + 1).environment(\\.terse, true)
            }
            """, extra: """
            private struct TerseKey: EnvironmentKey { static let defaultValue = false }
            private struct LabelPrefixKey: EnvironmentKey { static let defaultValue = "Step" }
            extension EnvironmentValues {
                var terse: Bool {
                    get { self[TerseKey.self] }
                    set { self[TerseKey.self] = newValue }
                }
                var labelPrefix: String { self[LabelPrefixKey.self] }
            }
            struct StepLabel: View {
                @Environment(\\.terse) private var terse
                @Environment(\\.labelPrefix) private var prefix
                let step: Int
                var body: some View { Text(terse ? "\\(step)" : "\\(prefix) \\(step)") }
            }
            """)
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"step": 3}"#)
        #expect(Self.lost(diagnostics).isEmpty, "\(diagnostics)")
        #expect(text.contains("Step 3"), "\(text)")
        #expect(text.split(separator: "\n").contains { $0.contains(" 4 ") && !$0.contains("Step") }, "\(text)")
    }

    @Test func theGenericFormOfActivityConfiguration() throws {
        let source = """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct FerryAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var pier: String }
            }

            struct FerryWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration<FerryAttributes> { context in
                        Text("Pier \\(context.state.pier)")
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.center) { Text(context.state.pier) }
                        } compactLeading: { Text("F") } compactTrailing: { Text(context.state.pier) } minimal: { Text("F") }
                    }
                }
            }
            """
        let read = try SwiftSourceHarness.read(source)
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"pier": "B"}"#)
        #expect(Self.lost(diagnostics).isEmpty, "\(diagnostics)")
        #expect(text.contains("Pier B"), "\(text)")
    }
}
