import Testing
@testable import ActivityRender

/// `CellMetrics.whole` rounds by truncating and stepping; it must give what `rounded(_:)` and the
/// ±1,000,000 clamp give, for each of its rules.
@Suite struct CellRoundingTests {
    static func reference(_ length: Double, _ rule: FloatingPointRoundingRule) -> Int {
        guard !length.isNaN else { return 0 }
        return Int(max(-1_000_000, min(1_000_000, length.rounded(rule))))
    }

    static let edges: [Double] = [
        0, -0.0, 0.5, -0.5, 1, -1, 1.5, -1.5, 2.4999999, 0.1 + 0.2, 41.99999999999999, -41.00000000000001,
        999_999.4, 999_999.5, 999_999.9, 1_000_000, 1_000_000.5, -999_999.5, -1_000_000, -1_000_000.5, 1e300, -1e300,
        .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude,
    ]

    @Test func agreesWithRoundedOnEdgesAndRandomLengths() {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<20_000).map { i in
            i % 2 == 0 ? Double.random(in: -2_000_000...2_000_000, using: &generator)
                : Double(Int.random(in: -400...400, using: &generator)) / 4
        }
        let rules: [(CellMetrics.Rounding, FloatingPointRoundingRule)] = [
            (.down, .down), (.up, .up), (.towardZero, .towardZero), (.toNearestOrAwayFromZero, .toNearestOrAwayFromZero),
        ]
        for (rule, standard) in rules {
            let wrong = (Self.edges + random).filter { CellMetrics.whole($0, rule) != Self.reference($0, standard) }
            #expect(wrong.isEmpty, "\(rule): \(wrong.prefix(5))")
        }
    }
}
