import ActivityModel
import Testing

/// One way to write a number in messages and labels.
@Suite struct NumberTextTests {
    @Test func wholeNumbersHaveNoFraction() {
        #expect(NumberText.of(160) == "160")
        #expect(NumberText.of(-3) == "-3")
        #expect(NumberText.of(52.33) == "52.33")
        #expect(NumberText.of(160.3333, fractionDigits: 2) == "160.33")
    }

    /// Converting these to an integer would trap.
    @Test func nonFiniteAndHugeValuesAreWrittenAsSwiftPrintsThem() {
        #expect(NumberText.of(.infinity) == "inf")
        #expect(NumberText.of(-.infinity) == "-inf")
        #expect(NumberText.of(.nan) == "nan")
        #expect(NumberText.of(1e20) == "1e+20")
        #expect(NumberText.of(.infinity, fractionDigits: 2) == "inf")
    }

    @Test func jsonNumbersUseTheSameText() {
        #expect(JSONValue.number(2.5) == .number("2.5"))
        #expect(JSONValue.number(7) == .number("7"))
        #expect(JSONValue.number(.nan) == .null)
    }
}
