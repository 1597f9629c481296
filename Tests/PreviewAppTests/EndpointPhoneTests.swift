import ActivityModel
import DefinitionLoader
import Foundation
import Testing
@testable import PreviewApp

/// With the endpoint's judgements (`serve`, `preview --listen`), the screen shows the endpoint's
/// phone: the first time it reaches a value, the verdict and the activities are the endpoint's, not
/// a second evaluation of the push. Sent back in time, it rebuilds the state from its replay.
@Suite struct EndpointPhoneTests {
    let start = 1_795_341_600
    let log = EndpointLogTests()

    /// The endpoint's phone after judging `value` with the sample's definition.
    func judged(_ value: FeedValue) throws -> EndpointJudgement {
        let loaded = try DefinitionLoader.load(path: PreviewFixture.samples.appendingPathComponent("delivery").path)
        var phone = FeedEvaluator(definition: loaded.definition, clock: .fixed(PreviewFixture.t0))
        let result = phone.evaluate(value)
        return EndpointJudgement(result: result, phone: phone)
    }

    @Test func theScreenShowsTheEndpointsPhone() throws {
        var state = try PreviewFixture.state(mode: .live, real: PreviewFixture.t0.addingTimeInterval(5), endpoint: EndpointLogTests.address)
        // What the endpoint judged, and a value the screen would judge differently on its own (a
        // step no case has): the screen must show the endpoint's verdict and state.
        let endpointValue = log.recorded("start", at: start, step: "preparing", note: "Cooking now")
        let screenValue = log.recorded("start", at: start, step: "teleported", note: "Nowhere")
        var request = log.request(at: start, values: [screenValue])
        request.judgements = [try judged(endpointValue)]
        state.reduce(.requests([request], served: 1, notShown: 0))
        let shown = PreviewFixture.text(state)
        #expect(shown.contains("Cooking now") && shown.contains("200  applied start"), "the endpoint's phone and verdict:\n\(shown)")
        #expect(state.judgements.isEmpty, "taken once, not kept")

        // Back before the push and forward again: the replay is judged here, as dump would.
        state.reduce(.key(.character("[")))
        state.reduce(.key(.character("0")))
        let replayed = PreviewFixture.text(state)
        #expect(replayed.contains("rejected start") && !replayed.contains("Cooking now"), "\(replayed)")
    }

    @Test func withoutJudgementsTheScreenJudgesItself() throws {
        var state = try PreviewFixture.state(mode: .live, real: PreviewFixture.t0.addingTimeInterval(5), endpoint: EndpointLogTests.address)
        state.reduce(.requests([log.request(at: start, values: [log.recorded("start", at: start, step: "preparing", note: "Cooking now")])],
                               served: 1, notShown: 0))
        #expect(PreviewFixture.text(state).contains("Cooking now"))
    }
}

/// While the screen is paused, pushes keep coming: it holds the endpoint's phone for a few values
/// next in line only, and judges the rest itself when it reaches them.
@Suite struct EndpointPhoneBoundTests {
    @Test func aPausedScreenHoldsFewPhones() throws {
        let phones = EndpointPhoneTests()
        var state = try PreviewFixture.state(mode: .live, real: PreviewFixture.t0.addingTimeInterval(5), endpoint: EndpointLogTests.address)
        state.reduce(.key(.character(" ")))
        for i in 0..<100 {
            let value = phones.log.recorded(i == 0 ? "start" : "update", at: phones.start, step: "preparing", note: "Push \(i)")
            var request = phones.log.request(at: phones.start, values: [value])
            request.judgements = [try phones.judged(value)]
            state.reduce(.requests([request], served: i + 1, notShown: 0))
        }
        #expect(state.judgements.count == PreviewState.heldPhones, "\(state.judgements.count) held")
        state.reduce(.key(.character(" ")))
        #expect(state.judgements.isEmpty)
        #expect(PreviewFixture.text(state).contains("Push 99"), "the last push, judged here from the last phone taken")
    }
}
