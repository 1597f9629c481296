import Testing
@testable import ActivityLayout

@Suite("DateComponentsFormatter text (DurationFormat)")
struct DurationFormatTests {
    func text(_ seconds: Double, _ spec: String) -> String? {
        DurationFormat(spec: spec)?.string(seconds: seconds)
    }

    @Test func abbreviatedDropsZeroUnitsAndTheRestBelowTheSmallest() {
        let spec = "units:hour,minute;style:abbreviated"
        #expect(text(5400, spec) == "1h 30m")
        #expect(text(3600, spec) == "1h")
        #expect(text(3660, spec) == "1h 1m")
        #expect(text(119, spec) == "1m")
        #expect(text(59, spec) == "0m")
        #expect(text(0, spec) == "0m")
        #expect(text(90_061, "units:day,hour,minute;style:abbreviated") == "1d 1h 1m")
        #expect(text(90_061, spec) == "25h 1m", "hours take what days would, when days are not allowed")
        #expect(text(-1800, spec) == "-30m")
    }

    @Test func shortAndFullStylesSpellTheUnits() {
        #expect(text(3660, "units:hour,minute;style:short") == "1 hr, 1 min")
        #expect(text(172_800, "units:day,hour;style:short") == "2 days")
        #expect(text(60, "units:hour,minute;style:full") == "1 minute")
        #expect(text(7320, "units:hour,minute;style:full") == "2 hours, 2 minutes")
    }

    @Test func specsRoundTripAndUnknownOnesAreRefused() throws {
        let format = try #require(DurationFormat(spec: "units:minute,hour;style:full"))
        #expect(format.units == [.hour, .minute], "largest first, whatever the order written")
        #expect(DurationFormat(spec: format.spec) == format)
        #expect(DurationFormat(spec: "units:fortnight") == nil)
        #expect(DurationFormat(spec: "style:positional") == nil)
        #expect(DurationFormat().string(seconds: 60) == nil, "no style set: Foundation's positional default is not read")
    }

    @Test func theEvaluatorFunctionFormatsAndReports() throws {
        let context = try ExprFixture.context()
        #expect(try ExprFixture.eval("durationFormat(5400, \"units:hour,minute;style:abbreviated\")", in: context).value == .string("1h 30m"))
        #expect(try ExprFixture.eval("durationFormat(state.note, \"units:minute;style:full\")", in: context).value == .null)
        let positional = try ExprFixture.eval("durationFormat(60, \"units:minute\")", in: context)
        #expect(positional.value == .null && positional.diagnostics.contains { $0.message.contains("positional") })
    }
}
