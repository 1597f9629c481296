import ActivityModel
import Foundation
import SwiftUISource
import Testing

/// A presentation whose code builds nothing for the state drawn is empty on the phone too: said
/// at info level, so a blank box is not taken for lost content.
@Suite("A presentation the code leaves empty for this state")
struct ChosenEmptyPresentationTests {
    static let source = """
        import ActivityKit
        import SwiftUI
        struct TripAttributes: ActivityAttributes {
            var kind: String
            struct ContentState: Codable, Hashable { var progress: Double }
        }
        struct TripLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: TripAttributes.self) { context in
                    Text("trip")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("centre") }
                    } compactLeading: {
                        if context.attributes.kind == "progress" { Text("\\(Int(context.state.progress * 100))%") } else { EmptyView() }
                    } compactTrailing: {
                        Text("T")
                    } minimal: {
                        ZStack {}
                    }
                }
            }
        }
        """

    static func notes(kind: String) throws -> [Diagnostic] {
        var read = try SwiftSourceHarness.read(Self.source)
        read.definition.attributes = .object([JSONMember(key: "kind", value: .string(kind))])
        return try SwiftSourceHarness.render(read, state: #"{"progress": 0.5}"#).diagnostics
            .filter { $0.code == SwiftUIDiagnosticCode.emptyPresentation }
    }

    @Test func theEmptyBranchIsSaid() throws {
        let notes = try Self.notes(kind: "upload")
        #expect(Set(notes.compactMap(\.path)) == ["dynamicIsland.compactLeading", "dynamicIsland.minimal"], "\(notes)")
        #expect(notes.allSatisfy { $0.severity == .info })
    }

    @Test func aDrawnBranchIsNotSaid() throws {
        let notes = try Self.notes(kind: "progress")
        #expect(notes.compactMap(\.path) == ["dynamicIsland.minimal"], "\(notes)")
    }
}
