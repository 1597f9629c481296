import ActivityModel
import ActivityRender
import Canvas
import Foundation
import Testing
@testable import PreviewApp

/// The status bar keeps the most important fields whole and drops the least important ones whole
/// when the terminal is narrow: nothing is ever cut in the middle.
@Suite struct StatusBarTests {
    let t0 = PreviewFixture.t0
    let start = 1_795_341_600

    static func bar(_ state: PreviewState) -> String {
        PreviewScreen.render(state).cells.row(0)
    }

    /// Every field of the bar's full list, as it would be drawn: each is either on the bar whole or
    /// not at all, and what is on the bar is nothing but fields, separators and `?`.
    static func expectWhole(_ state: PreviewState, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        var state = state
        state.reduce(.resize(Size(width: width, height: 30)))
        let scene = state.scene
        let full = StatusBar(state: state, scene: scene, rendered: SceneRenderer.render(scene))
        let bar = bar(state)
        #expect(CellWidth.of(bar) == width, sourceLocation: sourceLocation)
        var rest = bar
        for field in full.fields.sorted(by: { $0.text.count > $1.text.count }) {
            if let range = rest.range(of: field.text) { rest.replaceSubrange(range, with: "") }
        }
        let leftover = rest.replacingOccurrences(of: "│", with: "").replacingOccurrences(of: "·", with: "")
            .replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "help", with: "").trimmingCharacters(in: .whitespaces)
        #expect(leftover.isEmpty, "a field was cut at \(width) columns: \(bar)", sourceLocation: sourceLocation)
        #expect(bar.hasSuffix(" ? ") || bar.hasSuffix(" ? help "), sourceLocation: sourceLocation)
    }

    @Test(arguments: [40, 60, 80, 100, 160])
    func afterTimeTravelTheNameStaysAndNothingIsCut(width: Int) throws {
        var state = try PreviewFixture.state(mode: .live, real: t0, size: Size(width: width, height: 30))
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp")]))
        state.reduce(.key(.character("}")))
        let bar = Self.bar(state)
        #expect(bar.contains(" 10:10 +10m "), "the clock and its travel: \(bar)")
        #expect(bar.contains("Delivery"), "the activity's name outlives the device and the budgets: \(bar)")
        #expect(bar.contains("active"))
        Self.expectWhole(state, width: width)
        if width >= 60 { #expect(bar.contains("iphone-standard")) }
        if width >= 80 { #expect(bar.range(of: #"lock \d+/160 pt"#, options: .regularExpression) != nil, "\(bar)") }
        if width >= 160 { #expect(bar.contains("iphone-standard dark en large") && bar.hasSuffix(" ? help ")) }
    }

    /// `s` makes the phase longer: the budgets go whole, never as bare numbers without their names.
    @Test(arguments: [40, 60, 80, 100])
    func forcedStaleKeepsTheBudgetsLabels(width: Int) throws {
        var state = try PreviewFixture.state(mode: .live, real: t0, size: Size(width: width, height: 30))
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp")]))
        state.reduce(.key(.character("s")))
        let bar = Self.bar(state)
        #expect(bar.contains("stale (forced)"))
        #expect(bar.range(of: #"(│|^) *\d+(\.\d+)?/160 pt"#, options: .regularExpression) == nil, "a budget without its name: \(bar)")
        Self.expectWhole(state, width: width)
        if width >= 100 { #expect(bar.contains("lock ") && bar.contains("expanded ")) }
    }

    /// `serve`'s address is what the screen is for: never cut, at the narrowest terminal too.
    @Test(arguments: [40, 60, 80])
    func theEndpointsAddressIsNeverCut(width: Int) throws {
        let address = "https://127.0.0.1:2197"
        var state = try PreviewFixture.state(mode: .live, real: t0, size: Size(width: width, height: 30), endpoint: address)
        state.reduce(.requests([], served: 12, notShown: 0))
        let bar = Self.bar(state)
        #expect(bar.contains(" \(address) "), "\(bar)")
        Self.expectWhole(state, width: width)
        if width >= 80 { #expect(bar.contains("\(address) · 12 requests")) }
    }

    /// The order fields go in: least important first, a joined field with the one it is joined to.
    @Test func theLeastImportantFieldGoesFirst() {
        let bar = StatusBar(fields: [
            StatusBar.Field(text: "Name", priority: .name),
            StatusBar.Field(text: "device", priority: .device),
            StatusBar.Field(text: "dark", priority: .theme, joiner: " "),
            StatusBar.Field(text: "10:00", priority: .clock),
            StatusBar.Field(text: "http://x:1", priority: .endpoint),
            StatusBar.Field(text: "3 requests", priority: .requests, joiner: " · "),
        ], unicode: true)
        // The theme goes first, then the device, the request count, the name, the address.
        // " Name │ device dark │ 10:00 │ http://x:1 · 3 requests" is 53 columns; `?` takes 5 more
        // with the gap before it, and `help ` 5 more.
        #expect(bar.kept(width: 63).helpWord && bar.kept(width: 63).fields.count == 6)
        #expect(!bar.kept(width: 62).helpWord && bar.kept(width: 58).fields.count == 6)
        #expect(bar.kept(width: 57).fields.map(\.text) == ["Name", "device", "10:00", "http://x:1", "3 requests"])
        #expect(bar.kept(width: 53).fields.count == 5)
        #expect(bar.kept(width: 52).fields.map(\.text) == ["Name", "10:00", "http://x:1", "3 requests"])
        #expect(bar.kept(width: 43).fields.map(\.text) == ["Name", "10:00", "http://x:1"])
        #expect(bar.kept(width: 30).fields.map(\.text) == ["10:00", "http://x:1"])
        #expect(bar.kept(width: 23).fields.map(\.text) == ["10:00"])
        #expect(bar.kept(width: 5).fields.map(\.text) == ["10:00"], "the last field is cut at the edge, not dropped")
    }
}
