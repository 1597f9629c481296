import ActivityLayout
import Foundation
import Testing

/// `String(format:)` with several conversions, as widgets' `formatTime` helpers write it.
@Suite struct PrintfTests {
    func text(_ format: String, _ arguments: [Printf.Argument]) -> String? {
        try? Printf.format(format, arguments).get()
    }

    @Test func severalConversionsPositionalsAndText() {
        #expect(text("%d:%02d", [.int(30), .int(7)]) == "30:07")
        #expect(text("%02d:%02d:%02d", [.int(1), .int(2), .double(3.9)]) == "01:02:03")
        #expect(text("%@ · %.1f km", [.string("Run"), .double(4.25)]) == "Run · 4.2 km")
        #expect(text("%2$@ before %1$@", [.string("b"), .string("a")]) == "a before b")
        #expect(text("%-5s|%5s|", [.string("ab"), .string("cd")]) == "ab   |   cd|")
        #expect(text("%d%%", [.int(80)]) == "80%")
        #expect(text("no conversion", [.int(1)]) == "no conversion", "extra arguments are ignored, as Foundation does")
    }

    @Test func whatWouldReadMemoryOrCrashIsRefused() {
        for (format, arguments) in [("%d %d", [Printf.Argument.int(1)]), ("%@", [.int(1)]), ("%s", [.double(1)]),
                                    ("%d", [.string("x")]), ("%*d", [.int(1), .int(2)]), ("%n", [.int(1)]), ("%.100f", [.double(1)]),
                                    ("%3$d", [.int(1)]), ("%", [.int(1)])] {
            guard case .failure = Printf.format(format, arguments) else {
                Issue.record("\(format) with \(arguments) was accepted")
                continue
            }
        }
    }

    /// Thousands of generated formats and values, against Foundation's own `String(format:)`.
    @Test func agreesWithFoundationOnGeneratedFormats() {
        var random = SystemRandomNumberGenerator()
        let flags = ["", "-", "+", " ", "0", "#", "-+", "0+"]
        let integerConversions: [Character] = ["d", "i", "u", "x", "X", "o"]
        let floatConversions: [Character] = ["f", "F", "e", "E", "g", "G"]
        var compared = 0
        for _ in 0..<3000 {
            let flag = flags.randomElement(using: &random) ?? ""
            let width = Bool.random(using: &random) ? String(Int.random(in: 0...12, using: &random)) : ""
            let precision = Bool.random(using: &random) ? "." + String(Int.random(in: 0...6, using: &random)) : ""
            let prefix = ["", "t=", "Time ", "→ "].randomElement(using: &random) ?? ""
            if Bool.random(using: &random) {
                let conversion = integerConversions.randomElement(using: &random) ?? "d"
                let value = Int.random(in: -100_000...100_000, using: &random)
                let spec = "%" + flag + width + precision
                let ours = text(prefix + spec + String(conversion) + ":%02d", [.int(value), .int(value & 63)])
                let theirs = String(format: prefix + spec + "ll" + String(conversion) + ":%02lld", Int64(value), Int64(value & 63))
                #expect(ours == theirs, "\(spec)\(conversion) of \(value)")
            } else {
                let conversion = floatConversions.randomElement(using: &random) ?? "f"
                let value = Double.random(in: -1e6...1e6, using: &random)
                let spec = "%" + flag + width + precision + String(conversion)
                #expect(text(prefix + spec, [.double(value)]) == String(format: prefix + spec, value), "\(spec) of \(value)")
            }
            compared += 1
        }
        #expect(compared == 3000)
    }
}
