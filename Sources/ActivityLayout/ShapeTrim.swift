/// `.trim(from:to:)` on a shape: the part of its outline drawn, as fractions of the path, which
/// starts at the shape's trailing middle (3 o'clock) and runs clockwise; `rotationDegrees` is a
/// `.rotationEffect` written after it, which moves that start (-90 puts it at 12 o'clock).
public struct ShapeTrim: Sendable, Equatable {
    public var from: Double
    public var to: Double
    public var rotationDegrees: Double

    public init(from: Double, to: Double, rotationDegrees: Double = 0) {
        // SwiftUI clamps both ends to 0...1 and draws nothing when they cross.
        self.from = max(0, min(1, from))
        self.to = max(0, min(1, to))
        self.rotationDegrees = rotationDegrees
    }

    /// The fraction of the outline drawn.
    public var length: Double { max(0, to - from) }

    /// Whether the point at `angleDegrees` (clockwise from 3 o'clock, as drawn) is on the drawn part.
    public func contains(angleDegrees: Double) -> Bool {
        var turn = (angleDegrees - rotationDegrees) / 360
        turn -= turn.rounded(.down)
        // A cell spans a few degrees: half a cell's worth of slack keeps the ends drawn.
        let slack = 0.02
        return turn >= from - slack && turn <= to + slack
    }
}
