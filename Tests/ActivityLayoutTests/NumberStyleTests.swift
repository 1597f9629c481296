import Foundation
import Testing
@testable import ActivityLayout

@Suite("NumberStyle")
struct NumberStyleTests {
    @Test(arguments: ["number", "percent", "currency:EUR", "number;fraction:2", "number;fraction:0...2", "percent;fraction:1;grouping:never"])
    func specsRoundTrip(_ spec: String) throws {
        #expect(try #require(NumberStyle(spec: spec)).spec == spec)
    }

    @Test(arguments: ["", "numbers", "currency:EURO", "currency:E1R", "number;fraction:3...1", "number;fraction:-1", "number;fraction:21",
                      "number;grouping:sometimes", "number;;fraction:1"])
    func malformedSpecsAreRefused(_ spec: String) {
        #expect(NumberStyle(spec: spec) == nil)
    }

    @Test func formsAreFoundationsInEnUS() throws {
        #expect(try #require(NumberStyle(spec: "number")).format(1_234_567) == "1,234,567")
        #expect(try #require(NumberStyle(spec: "number;grouping:never")).format(1_234_567) == "1234567")
        #expect(try #require(NumberStyle(spec: "number;fraction:2")).format(21.0975) == "21.10")
        #expect(try #require(NumberStyle(spec: "number;fraction:0...1")).format(21.0) == "21")
        // An Int percent is that many percent; a Double is a fraction of one.
        #expect(try #require(NumberStyle(spec: "percent")).format(25) == "25%")
        #expect(try #require(NumberStyle(spec: "percent")).format(0.25) == "25%")
        #expect(try #require(NumberStyle(spec: "currency:EUR")).format(250.5) == "€250.50")
        #expect(try #require(NumberStyle(spec: "currency:USD")).format(12) == "$12.00")
    }
}
