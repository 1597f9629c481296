import ActivityModel
import Foundation
import TestSupport
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

    /// Fixed digits as `printf` writes them, ties (exact in binary) to even, near-ties by the exact
    /// value: the same text as `String(format:)` for random values and for the hard cases.
    @Test func fixedDigitsAreWhatPrintfWrites() {
        var random = SplitMix64(seed: 0x2F1D_0007)
        var values: [Double] = [0.125, 0.375, 2.5e-7, 1.005, 1.015, -0.001, -2.675, 52.335, 0.5, 1.5, 2.5, 999.9995, .leastNonzeroMagnitude, 123456789.125]
        for _ in 0..<3_000 {
            values.append(Double.random(in: -1_000...1_000, using: &random))
            values.append(Double(Int.random(in: -100_000...100_000, using: &random)) / 1_000)
            values.append(Double.random(in: 0...1e14, using: &random))
        }
        for value in values where value != value.rounded() {
            for digits in 0...6 {
                #expect(NumberText.of(value, fractionDigits: digits) == String(format: "%.\(digits)f", value), "\(value) to \(digits)")
            }
        }
    }

    @Test func jsonNumbersUseTheSameText() {
        #expect(JSONValue.number(2.5) == .number("2.5"))
        #expect(JSONValue.number(7) == .number("7"))
        #expect(JSONValue.number(.nan) == .null)
    }
}
