import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// Swift as widgets write it in view code: each construct, drawn.
@Suite struct SwiftConstructsTests {
    static let source = SwiftSourceHarness.widget(state: """
        var home: Int
                var away: Int
                var kickoff: Date
                var scorers: [String]
        """, lockScreen: """
        VStack(alignment: .leading) {
                    Text("Score ") + Text("\\(context.state.home)").bold() + Text("–\\(context.state.away)")
                    Text("due ") + Text(context.state.kickoff, style: .time) + Text(", ") + Text(context.state.kickoff, style: .relative)
                    Boxed { Text("inside the box") }
                    Boxed(title: "Titled") { Text("second box") }
                    ForEach(0..<2) { i in Text("row \\(i)") }
                    ForEach(context.state.scorers.indices, id: \\.self) { i in Text("#\\(i + 1) \\(context.state.scorers[i])") }
                    ForEach(Array(context.state.scorers.enumerated()), id: \\.offset) { index, name in Text("e\\(index):\\(name)") }
                    ForEach(["x", "y"], id: \\.self) { letter in Text("letter \\(letter)") }
                    Text("kick-off at \\(context.state.kickoff, style: .time)")
                    Text(context.state.kickoff.formatted(date: .omitted, time: .shortened))
                    Text(String(localized: "Full time"))
                    Text(Date.distantFuture > context.state.kickoff ? "later" : "never")
                    Text("card").card(inset: 4)
                    Text(context.state.scorers.joined(separator: " & "))
                }
        """, extra: """
        struct Boxed<Content: View>: View {
            var title: String = "Box"
            @ViewBuilder var content: () -> Content
            var body: some View { VStack { Text(title); content() } }
        }

        @ViewBuilder
        func framed<Content: View>(@ViewBuilder content: () -> Content) -> some View {
            HStack { content() }
        }

        extension View {
            func card(inset: CGFloat = 8) -> some View { self.padding(inset) }
        }
        """)

    @Test func everyConstructDraws() throws {
        var read = try SwiftSourceHarness.read(Self.source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        #expect(!read.diagnostics.contains { $0.severity != .info }, "\(read.diagnostics)")
        let state = #"{"home": 2, "away": 1, "kickoff": 817034100, "scorers": ["Ann", "Bo"]}"#
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: state)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        for expected in ["Score 2–1", "Box", "inside the box", "Titled", "second box", "row 0", "row 1", "#1 Ann", "#2 Bo",
                         "due 9:55 AM, 5 minutes", "e0:Ann", "e1:Bo", "letter x", "letter y", "kick-off at 9:55 AM", "9:55 AM", "Full time", "later", "card", "Ann & Bo"] {
            #expect(text.contains(expected), "\(expected) is drawn:\n\(text)")
        }
        #expect(!text.contains("⟨") && !text.contains("?"), "no placeholder:\n\(text)")
    }

    @Test func aViewBuilderFunctionTakesItsClosure() throws {
        let source = Self.source.replacingOccurrences(of: "Boxed { Text(\"inside the box\") }", with: "framed { Text(\"framed content\") }")
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"home": 0, "away": 0, "kickoff": 0, "scorers": []}"#)
        #expect(text.contains("framed content"), "\(text)")
    }
}

/// Shapes, app images and controls: drawn as what a still picture shows of them.
@Suite struct ShapesAndControlsTests {
    /// An image the app's own static function on `Image` loads is drawn as an app image's box.
    @Test func anImageOfTheAppsOwnStaticFunctionIsABox() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: """
            HStack {
                Image.stored(named: "crest").resizable().frame(width: 20, height: 20)
                Text("Home")
            }
            """, extra: """
            extension Image {
                static func stored(named name: String) -> Image {
                    if let file = UIImage(contentsOfFile: name) { return Image(uiImage: file) }
                    return Image(name)
                }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"n": 1}"#)
        // `UIImage(contentsOfFile:)` finds no file here, so the function falls back to the asset.
        #expect(diagnostics.contains { $0.code == "swiftui.assetImage" && $0.message.contains("Image(\"crest\")") }, "\(diagnostics)")
        #expect(!text.contains("⟨") && !diagnostics.contains { $0.severity != .info }, "\(text)\n\(diagnostics)")
        #expect(text.split(separator: "\n").contains { $0.contains("▣") && $0.contains("Home") }, "\(text)")
    }

    @Test func shapesImagesAndControlsDraw() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: """
            VStack(alignment: .leading) {
                        HStack { Circle().fill(.green).frame(width: 8, height: 8); Text("Live") }
                        Image("TeamLogo").resizable().frame(width: 24, height: 24)
                        Button(intent: PauseIntent()) { Text("Pause now") }
                        Link(destination: URL(string: "app://x")!) { Text("Open app") }
                        Button("Skip") { }
                        Button { } label: { Text("Labelled") }
                        ZStack {
                            RoundedRectangle(cornerRadius: 12).fill(.blue).frame(height: 40)
                            Text("On top")
                        }
                        Capsule().stroke(.orange, lineWidth: 2).frame(width: 80, height: 32)
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"n": 1}"#)
        #expect(!diagnostics.contains { $0.severity != .info && $0.code.hasPrefix("swiftui.") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.code == "swiftui.assetImage" && $0.message.contains("Image(\"TeamLogo\")") })
        #expect(!diagnostics.contains { $0.code == "layout.unknownView" }, "\(diagnostics)")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("● Live") }, "an 8 pt dot is one glyph:\n\(text)")
        #expect(lines.contains { $0.contains("▣") }, "the app image's box")
        for label in ["Pause now", "Open app", "Skip", "Labelled"] { #expect(text.contains(label), "\(label)") }
        let card = try #require(lines.first { $0.contains("On top") })
        #expect(card.contains("░On top░"), "the text whole over the filled card: \(card)")
        #expect(lines.contains { $0.contains("╭────────╮") } && lines.contains { $0.contains("╰────────╯") }, "an 80 x 32 pt outline")
        #expect(!text.contains("⟨"))
    }
}

/// Progress styles, tints and text case.
@Suite struct ProgressStyleTests {
    @Test func ringsTintsAndTextCase() throws {
        let source = SwiftSourceHarness.widget(state: "var done: Double", lockScreen: """
            VStack(alignment: .leading) {
                        ProgressView(value: context.state.done, total: 10).tint(.green)
                        ProgressView(value: context.state.done, total: 10).progressViewStyle(.circular)
                        Gauge(value: context.state.done, in: 0...10) { Text("g") }.gaugeStyle(.accessoryCircularCapacity)
                        ProgressView(value: context.state.done, total: 10).progressViewStyle(StripedStyle())
                        Text("shout").textCase(.uppercase)
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"done": 7.5}"#)
        #expect(!diagnostics.contains { $0.severity != .info }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.code == "swiftui.approximatedModifier" && $0.message.contains("StripedStyle") })
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("◕") }.count == 2, "three quarters as a ring, twice:\n\(text)")
        #expect(text.contains("SHOUT") && !text.contains("shout"))
        #expect(lines.filter { $0.contains("━") }.count == 2, "the tinted bar and the custom style as bars")
    }
}

/// `.background`, `.overlay`, `.cornerRadius` and `.clipShape` from Swift.
@Suite struct DecorationModifierTests {
    @Test func backgroundsAndOverlaysDraw() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: """
            VStack(alignment: .leading) {
                        Text("Card title").padding().background(RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.2)))
                        Text("Badge").padding(.horizontal, 8).background(Color.orange).clipShape(Capsule())
                        Circle().frame(width: 40, height: 32).overlay { Text("\\(context.state.n)") }
                        Text("Glass").padding().background(.ultraThinMaterial).cornerRadius(10)
                    }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        #expect(!read.diagnostics.contains { $0.severity != .info }, "\(read.diagnostics)")
        let (text, _) = try SwiftSourceHarness.render(read, state: #"{"n": 7}"#)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("░░Card title░░") }, "\(text)")
        #expect(lines.contains { $0.contains("▬Badge▬") })
        #expect(lines.contains { $0.contains("░7░") })
        #expect(lines.contains { $0.contains("░░Glass░░") })
    }
}

/// Colours, fonts and modifiers the app declares itself.
@Suite struct AppDeclaredStyleTests {
    @Test func assetAndHexColoursFontExtensionsAndViewModifiers() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: """
            VStack(alignment: .leading) {
                        Text("Brand").foregroundStyle(Color("BrandRed"))
                        Text("Hex").foregroundStyle(Color(hex: "#FF8800"))
                        Text("System").foregroundStyle(Color(.systemGray))
                        Text("Score").font(.score)
                        Text("New").modifier(Badge(tint: .red))
                    }
            """, extra: """
            extension Font { static let score = Font.system(size: 28, weight: .bold) }
            struct Badge: ViewModifier {
                var tint: Color
                func body(content: Content) -> some View { content.padding(.horizontal, 8).background(tint) }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"n": 1}"#)
        #expect(!diagnostics.contains { $0.severity != .info && $0.code.hasPrefix("swiftui.") }, "\(diagnostics)")
        #expect(diagnostics.filter { $0.code == "swiftui.assetColor" }.count == 1)
        #expect(!diagnostics.contains { $0.code == "layout.unknownView" }, "\(diagnostics)")
        #expect(text.contains("░New░"), "the modifier's padding and background:\n\(text)")
        #expect(text.contains("Score"))
    }
}

/// A helper called with a case of the views' own enum, and the lengths and labels it decides.
@Suite struct HelperCaseTests {
    @Test func aCaseArgumentDecidesComparisonsAndLengths() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: """
            VStack(alignment: .leading) {
                        Row(placement: .lockScreen)
                        Row(placement: .island)
                        Label { Text("Gate 4") } icon: { Image("gate") }
                        Text("Tall").frame(minHeight: 48)
                        Text("Live").frame(width: context.state.n > 0 ? 80 : 16, alignment: .leading).background(Color.red)
                    }
            """, extra: """
            enum Placement { case lockScreen, island }
            struct Row: View {
                var placement: Placement
                var body: some View {
                    Text(placement == .lockScreen ? "on the lock screen" : "in the island")
                        .padding(.leading, placement == .lockScreen ? 16 : 0)
                }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        #expect(!read.diagnostics.contains { $0.severity != .info }, "\(read.diagnostics)")
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"n": 1}"#)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("│  on the lock screen") }, "16 pt of leading padding:\n\(text)")
        #expect(lines.contains { $0.hasPrefix("│in the island") })
        #expect(lines.contains { $0.contains("▣") && $0.contains("Gate 4") }, "the icon beside the title:\n\(text)")
        #expect(lines.contains { $0.hasPrefix("│Live░░░░░░ ") }, "80 pt wide while n > 0:\n\(text)")
        let tall = try #require(lines.firstIndex { $0.contains("Tall") })
        #expect(lines[tall + 1].trimmingCharacters(in: CharacterSet(charactersIn: "│ ")).isEmpty && lines[tall + 2].trimmingCharacters(in: CharacterSet(charactersIn: "│ ")).isEmpty,
                "48 pt tall: three rows")
    }
}

/// A segment of a string the reader cannot evaluate costs that segment only.
@Suite struct PartialInterpolationTests {
    @Test func theRestOfTheTextStays() throws {
        let source = SwiftSourceHarness.widget(state: "var n: Int", lockScreen: #"Text("Score: \(UIDevice.current.name) and \(context.state.n) goals")"#)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("n"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"n": 3}"#)
        #expect(diagnostics.filter { $0.code == "swiftui.unsupportedExpression" }.count == 1, "one diagnostic: \(diagnostics)")
        #expect(text.contains("Score: ⟨?⟩ and 3 goals"), "\(text)")
    }
}
