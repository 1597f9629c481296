import Foundation
import Testing
@testable import LivepeekCLI

/// A `#Preview` whose values the sources cannot give (a constant from another target) costs its
/// values only when they are used: given `--attributes` and `--state`, its code is never run.
@Suite struct PreviewNotRunTests {
    static let widget = """
        import ActivityKit
        import SwiftUI
        import WidgetKit

        struct ParcelAttributes: ActivityAttributes {
            var parcelID: Int
            struct ContentState: Codable, Hashable { var stop: Int }
        }

        struct ParcelLiveActivity: Widget {
            var body: some WidgetConfiguration {
                ActivityConfiguration(for: ParcelAttributes.self) { context in
                    Text("parcel \\(context.attributes.parcelID) stop \\(context.state.stop)")
                } dynamicIsland: { context in
                    DynamicIsland {
                        DynamicIslandExpandedRegion(.center) { Text("c") }
                    } compactLeading: { Text("l") } compactTrailing: { Text("t") } minimal: { Text("m") }
                }
            }
        }

        extension ParcelAttributes {
            fileprivate static var preview: ParcelAttributes { ParcelAttributes(parcelID: SHARED_PARCEL_ID) }
        }

        #Preview("Parcel", as: .content, using: ParcelAttributes.preview) {
            ParcelLiveActivity()
        } contentStates: {
            ParcelAttributes.ContentState(stop: STOP_FROM_APP)
        }
        """

    func dump(_ extra: [String]) throws -> BinaryRunner.Output {
        let folder = try TemporaryFolder.create("preview-not-run")
        defer { TemporaryFolder.remove(folder) }
        try Self.widget.write(to: folder.appendingPathComponent("Parcel.swift"), atomically: true, encoding: .utf8)
        return InProcess.dump(["dump", folder.path, "--surface", "lock"] + extra)
    }

    @Test func previewValuesThatCannotBeReadAreSaidWhenUsed() throws {
        let out = try dump([])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("at preview.attributes") && out.stdout.contains("SHARED_PARCEL_ID"), "\(out.stdout)")
        #expect(out.stdout.contains("at preview.contentState") && out.stdout.contains("STOP_FROM_APP"), "\(out.stdout)")
    }

    @Test func givenAttributesDropWhatTheirPreviewSaid() throws {
        let out = try dump(["--attributes", #"{"parcelID": 7}"#])
        #expect(out.stdout.contains("parcel 7"), "\(out.stdout)")
        #expect(!out.stdout.contains("SHARED_PARCEL_ID"), "\(out.stdout)")
        #expect(out.stdout.contains("STOP_FROM_APP"), "the states still come from the preview:\n\(out.stdout)")
    }

    @Test func givenStatesAndAttributesRunNoPreviewCode() throws {
        let out = try dump(["--attributes", #"{"parcelID": 7}"#, "--state", #"{"stop": 3}"#])
        #expect(out.stdout.contains("parcel 7 stop 3"), "\(out.stdout)")
        #expect(!out.stdout.contains("SHARED_PARCEL_ID") && !out.stdout.contains("STOP_FROM_APP"), "\(out.stdout)")
        #expect(!out.stdout.contains("warning"), "\(out.stdout)")
    }
}
