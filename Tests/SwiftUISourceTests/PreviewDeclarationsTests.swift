import ActivityModel
import Foundation
import Testing

@Suite("Declarations inside a #Preview's contentStates")
struct PreviewDeclarationsTests {
    /// `let home = Team(…)` before the state that reads it: the state is built, as the preview does.
    @Test func aStateReadsTheLetsWrittenBeforeIt() throws {
        let source = SwiftSourceHarness.widget(
            state: "var home: Team\n        var away: Team", lockScreen: #"Text("\(context.state.home.name) \(context.state.home.score)-\(context.state.away.score) \(context.state.away.name)")"#,
            extra: """
                struct Team: Codable, Hashable { var name: String; var score: Int }

                #Preview("Match", as: .content, using: TestAttributes(name: "Cup")) {
                    TestLiveActivity()
                } contentStates: {
                    let home: Team = .init(name: "Porto", score: 2)
                    let away = Team(name: "Braga", score: 1)
                    TestAttributes.ContentState(home: home, away: away)
                }
                """)
        let read = try SwiftSourceHarness.read(source)
        #expect(read.previewStates.count == 1, "\(read.diagnostics)")
        let (text, _) = try SwiftSourceHarness.render(read)
        #expect(text.contains("Porto 2-1 Braga"), "\(text)")
        #expect(!read.diagnostics.contains { $0.code == "swiftui.unsupportedExpression" }, "\(read.diagnostics)")
    }
}
