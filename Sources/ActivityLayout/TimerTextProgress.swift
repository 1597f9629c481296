import Foundation

extension TimerText {
    /// How full `ProgressView(timerInterval:countsDown:)` is at `now`, from 0 to 1.
    ///
    /// SwiftUI's default `countsDown: true` starts full and empties as time passes; `false` fills.
    /// Before the range the bar is at its start, after it at its end. An empty (or reversed) range
    /// is over as soon as it starts.
    public static func progress(timerInterval bounds: (lower: Date, upper: Date), countsDown: Bool = true, at now: Date) -> Double {
        let length = bounds.upper.timeIntervalSince(bounds.lower)
        let elapsed = now.timeIntervalSince(bounds.lower)
        let fraction: Double
        if length > 0, length.isFinite {
            fraction = min(max(elapsed / length, 0), 1)
        } else {
            fraction = elapsed >= 0 ? 1 : 0
        }
        return countsDown ? 1 - fraction : fraction
    }
}
