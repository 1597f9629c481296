import ActivityLayout
import ActivityModel
import ActivityRender
import Foundation
import SwiftUISource
import Testing

/// Items 4, 5 and 7: computed properties, views, modifiers and what is not understood.
@Suite struct ViewAndExpressionTests {
    @Test func computedEnumAndStructPropertiesEvaluate() throws {
        let source = SwiftSourceHarness.widget(state: """
            var step: Step
                    var done: Int
                    var total: Int
                    var percent: String {
                        if total == 0 { return "–" }
                        return "\\(done * 100 / total)%"
                    }
            """, lockScreen: """
            VStack {
                        Text(context.state.step.label)
                        Text(context.state.step.isLate ? "late" : "on time")
                        Text(context.state.percent)
                        Text(context.attributes.name.uppercased())
                    }
            """, extra: """
            enum Step: String, Codable, Hashable {
                case one, two
                var label: String {
                    switch self {
                    case .one: "First step"
                    case .two: return "Second step"
                    }
                }
                var isLate: Bool { self == .two }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        #expect(read.definition.contentState.enums["Step"]?.caseValues["label"] == ["one": "First step", "two": "Second step"])
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Kiosk"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"step": "two", "done": 3, "total": 4}"#)
        for expected in ["Second step", "late", "75%", "KIOSK"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }

    @Test func foreachIfLetSwitchAndCustomViewsExpand() throws {
        let source = SwiftSourceHarness.widget(state: """
            var stops: [String]
                    var note: String?
                    var phase: Phase
            """, lockScreen: """
            VStack(alignment: .leading, spacing: 4) {
                        ForEach(context.state.stops, id: \\.self) { stop in
                            StopRow(name: stop)
                        }
                        if let note = context.state.note, !note.isEmpty {
                            Text("Note: \\(note)")
                        } else {
                            Text("No note")
                        }
                        switch context.state.phase {
                        case .boarding: Text("Boarding now")
                        default: EmptyView()
                        }
                        header
                    }
            """, extra: """
            enum Phase: String, Codable, Hashable { case boarding, riding }
            struct StopRow: View {
                let name: String
                var marker: String = "•"
                var body: some View {
                    HStack { Text(marker); Text(name).font(.caption) }
                }
            }
            extension TestLiveActivity {
                var header: some View { Text("Header line") }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"stops": ["Alpha", "Beta"], "note": "Gate 4", "phase": "boarding"}"#)
        for expected in ["• Alpha", "• Beta", "Note: Gate 4", "Boarding now", "Header line"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        let (other, _) = try SwiftSourceHarness.render(read, state: #"{"stops": [], "phase": "riding"}"#)
        #expect(other.contains("No note") && !other.contains("Boarding now"))
    }

    @Test func modifiersWithoutACellFormAreKnown() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: """
            VStack {
                        Text("a").shadow(radius: 2).onAppear { }
                        Text("b").shadow(color: .black, radius: 4).buttonStyle(.plain).minimumScaleFactor(0.5)
                    }
            """)
        let diagnostics = try SwiftSourceHarness.evaluated(try SwiftSourceHarness.read(source), state: #"{"n": 1}"#).diagnostics
        #expect(!diagnostics.contains { $0.code == "swiftui.unsupportedModifier" }, "\(diagnostics)")
        let notes = diagnostics.filter { $0.code == "swiftui.approximatedModifier" }
        #expect(notes.map(\.severity) == [.info, .info], "one note per modifier name: \(notes)")
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0.contains("Text(\"a\").shadow") })
        let column = try #require(lines[line].range(of: ".shadow")).lowerBound.utf16Offset(in: lines[line]) + 1
        #expect(notes.first?.message.hasPrefix("Widget.swift:\(line + 1):\(column): '.shadow'") == true, "at the modifier: \(notes)")
    }

    @Test func stringFormatWithSeveralArgumentsInAHelper() throws {
        let source = SwiftSourceHarness.widget(state: "var seconds: Int\n        var team: String", lockScreen: """
            VStack {
                        Text(String(format: "%d:%02d", context.state.seconds / 60, context.state.seconds % 60))
                        Text(String(format: "%@ leads", context.state.team))
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"seconds": 1847, "team": "Owls"}"#)
        #expect(text.contains("30:47"), "\(text)\n\(diagnostics)")
        #expect(text.contains("Owls leads"))
    }

    @Test func timersFormattersAndPinnedDigits() throws {
        let source = SwiftSourceHarness.widget(state: """
            var end: Date
                    var km: Double
            """, lockScreen: """
            VStack {
                        Text(timerInterval: Date.now...context.state.end, countsDown: true)
                            .monospacedDigit()
                            .environment(\\.layoutDirection, .leftToRight)
                        Text("\\(context.state.km, specifier: "%.1f") km")
                        Text(String(format: "%.0f m", context.state.km * 1000))
                        ProgressView(value: context.state.km, total: 10)
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let end = SwiftSourceHarness.t0.addingTimeInterval(15 * 60).timeIntervalSinceReferenceDate
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"end": \#(end), "km": 2.25}"#,
                                                               environment: Environment(locale: "ar"))
        for expected in ["15:00", "2.2 km", "2250 m"] { #expect(text.contains(expected), "\(expected)\n\(text)") }
        #expect(!diagnostics.contains { $0.code == "layout.unpinnedDigitsRTL" }, "the timer is pinned left to right")
    }

    @Test func unknownViewsModifiersAndExpressionsArePlaceholdersWithLocations() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            VStack {
                        Canvas { context, size in }
                        Text("kept").modifier(Shimmer())
                        Text(context.state.value.formatted(.byteCount(style: .file)))
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"value": 5}"#)
        let codes = diagnostics.map(\.code)
        #expect(codes.contains("swiftui.unsupportedView") && codes.contains("swiftui.unsupportedModifier") && codes.contains("swiftui.unsupportedExpression"), "\(diagnostics)")
        let geometry = try #require(diagnostics.first { $0.code == "swiftui.unsupportedView" })
        #expect(geometry.message.hasPrefix("Widget.swift:18:13:"), "\(geometry.message)")
        #expect(text.contains("kept"), "the view under an unknown modifier still renders")
        #expect(text.contains("⟨Canvas⟩"), "\(text)")
    }

    @Test func deepNestingAndSelfReferenceDoNotCrash() throws {
        let deep = String(repeating: "VStack { ", count: 300) + "Text(\"x\")" + String(repeating: " }", count: 300)
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: deep, extra: """
            extension TestAttributes.ContentState { var loop: Int { loop + 1 } }
            """)
        let read = try? SwiftSourceHarness.read(source)
        // swift-syntax caps nesting itself (a syntax error) or the reader's own depth limit draws a placeholder.
        if let read { #expect(read.diagnostics.contains { $0.message.contains("deeper than") }) }
        let looping = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: "Text(\"\\(context.state.loop)\")", extra: """
            extension TestAttributes.ContentState { var loop: Int { loop + 1 } }
            """)
        let diagnostics = try SwiftSourceHarness.evaluated(try SwiftSourceHarness.read(looping), state: #"{"value": 1}"#).diagnostics
        // A property that calls itself runs until the interpreter's depth limit: one placeholder, said where.
        #expect(diagnostics.contains { $0.code == "swiftui.unsupportedExpression" && $0.message.hasPrefix("Widget.swift:") }, "\(diagnostics)")
    }

    @Test func configurationModifiersSetTints() throws {
        let source = SwiftSourceHarness.widget(state: "var value: Int", lockScreen: """
            Text("x").activityBackgroundTint(Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
            """, islandModifier: ".keylineTint(Color.cyan)")
        let definition = try SwiftSourceHarness.evaluated(try SwiftSourceHarness.read(source), state: #"{"value": 1}"#).definition
        #expect(definition.backgroundTint == "#1c1c1e", "28 / 255 divides as the Double it is there")
        #expect(definition.keylineTint == "cyan")
    }

    /// A modifier whose argument the state decides is the modifier each state's code gives.
    @Test func aModifierThatDependsOnTheStateFollowsIt() throws {
        let source = SwiftSourceHarness.widget(state: "var cancelled: Bool", lockScreen: """
            Text("Kassel").strikethrough(context.state.cancelled).opacity(context.isStale ? 0.4 : 1)
            """)
        let read = try SwiftSourceHarness.read(source)
        for (cancelled, stale) in [(true, false), (false, true)] {
            let (scene, _) = try SwiftSourceHarness.scene(read, state: #"{"cancelled": \#(cancelled)}"#)
            var staled = scene
            staled.environment.isStale = stale
            let evaluated = SceneRenderer.evaluated(staled)
            let modifiers = try #require(evaluated.scene.views.lockScreen).modifiers
            #expect(modifiers.strikethrough == cancelled && modifiers.opacity == (stale ? 0.4 : 1), "\(cancelled) \(stale): \(modifiers)")
            #expect(evaluated.readsStale && evaluated.diagnostics.isEmpty, "\(evaluated.diagnostics)")
        }
    }

    @Test func unicodeEscapesInStringLiteralsAreTheirCharacters() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: #"Text("\u{1F69A} \(context.state.n) \u{2192} \"home\"")"#)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"n": 3}"#)
        #expect(text.contains("🚚 3 → \"home\""), "\(text)")
    }

    @Test func everyOneLetterEscapeIsReadAsSwiftReadsIt() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: #"Text("a\rb\tc\0d\'e\u{41}")"#)
        let views = try SwiftSourceHarness.evaluated(try SwiftSourceHarness.read(source), state: #"{"n": 1}"#).views
        guard case .text(.string(let template))? = views.lockScreen?.kind else {
            Issue.record("expected a Text: \(String(describing: views.lockScreen))")
            return
        }
        #expect(template.text == "a\rb\tc\0d'eA")
    }
}
