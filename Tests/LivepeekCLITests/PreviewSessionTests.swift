import ActivityLayout
import ActivityRender
import Foundation
@testable import LivepeekCLI
import Testing

/// The preview is started from values: `preview`'s options become a `PreviewSession`, and `serve`'s
/// screen is a session made from `serve`'s own values, not from a second parse of arguments.
@Suite struct PreviewSessionTests {
    @Test func previewsOptionsBecomeTheSessionsValues() throws {
        let session = try Preview.parse(["Samples/delivery", "--feed", "f.ndjson", "--follow", "--device", "ipad-13", "--theme", "monochrome",
                                         "--locale", "ar", "--dynamic-type", "AX3", "--timezone", "Asia/Tokyo", "--speed", "10", "--stale",
                                         "--always-on", "--now", "1795341600", "--activity", "DeliveryAttributes"]).session
        #expect(session.activity == "Samples/delivery" && session.feed == "f.ndjson" && session.follow && !session.noFeed)
        #expect(session.device.id == "ipad-13" && session.theme == "monochrome" && session.locale == "ar")
        #expect(session.dynamicTypeSize == DynamicTypeSize(name: "AX3") && session.timeZone.identifier == "Asia/Tokyo")
        #expect(session.speed == 10 && session.stale && session.alwaysOn)
        #expect(session.now == Date(timeIntervalSince1970: 1_795_341_600))
        #expect(session.swiftSource.activityName == "DeliveryAttributes")
    }

    @Test func servesScreenLooksAsAPreviewWithNoOptions() throws {
        let preview = try Preview.parse(["Samples/delivery"]).session
        let serve = PreviewSession(activity: "Samples/delivery", swiftSource: try SwiftSourceOptions.parse([]))
        #expect(serve.device.id == preview.device.id && serve.theme == preview.theme && serve.locale == preview.locale)
        #expect(serve.dynamicTypeSize == preview.dynamicTypeSize && serve.timeZone == preview.timeZone)
        #expect(serve.speed == preview.speed && serve.now == preview.now && serve.stale == preview.stale && serve.alwaysOn == preview.alwaysOn)
        #expect(serve.feed == nil && preview.feed == nil && !serve.follow)
    }
}
