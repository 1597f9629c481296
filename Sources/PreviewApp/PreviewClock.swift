import Foundation

/// The preview's instant: real time mapped onto the activity's time, with the keyboard's travel.
///
/// `now(real)` is `anchor + (real - anchorReal) × speed + offset`. The anchor is where the preview
/// started (`--now`, or the real time) until a feed says a time: the first timed value of a feed
/// moves the anchor to it (so a scripted feed from last week plays as it was written), and after that
/// the clock jumps forward whenever a value is received later than the clock reads, so a live feed is
/// never shown ahead of the preview's own time. The clock never jumps back by itself; `offset` is
/// the person's travel (`]`, `[`, `}`, `{`), and `0` clears it.
public struct PreviewClock: Sendable, Equatable {
    public var anchor: Date
    public var anchorReal: Date
    /// Activity seconds per real second (`--speed`).
    public var speed: Double
    /// Time travel from the keyboard, in activity seconds.
    public var offset: TimeInterval = 0
    /// Whether a feed has set the anchor yet (or `--now` did, which a feed then does not override).
    public var anchoredByFeed: Bool

    public init(start: Date, real: Date, speed: Double = 1, fixedByUser: Bool = false) {
        anchor = start
        anchorReal = real
        self.speed = speed.isFinite && speed > 0 ? speed : 1
        anchoredByFeed = fixedByUser
    }

    /// The activity time at real time `real`, travel included.
    public func now(_ real: Date) -> Date {
        base(real).addingTimeInterval(offset)
    }

    /// The activity time without travel.
    func base(_ real: Date) -> Date {
        anchor.addingTimeInterval(real.timeIntervalSince(anchorReal) * speed)
    }

    /// A feed value was received at `time` (real time `real`): follow it as the type describes.
    public mutating func follow(_ time: Date, real: Date) {
        if !anchoredByFeed || time > base(real) {
            anchor = time
            anchorReal = real
            anchoredByFeed = true
        }
    }

    /// The real time at which the activity clock next reaches a whole second: when every `m:ss`
    /// timer changes (and, once a minute, the status bar's clock).
    ///
    /// Faster than `minimumFrameInterval` (`--speed 1000` makes a thousand activity seconds a real
    /// one) it is the first whole second at least that far off: the timers still show whole seconds,
    /// drawn 30 times a second instead of a thousand (which took a core). Where whole seconds no
    /// longer exist (a feed moved the clock to `1e300`, where a `Double`'s steps are wider than a
    /// second) it is one frame or one activity second away, whichever is longer, so the loop sleeps
    /// rather than spins.
    public func nextSecond(after real: Date) -> Date {
        let current = now(real).timeIntervalSinceReferenceDate
        var next = (current + 1e-6).rounded(.down) + 1
        if (next - current) / speed < Self.minimumFrameInterval {
            next = (current + Self.minimumFrameInterval * speed).rounded(.up)
        }
        let delay = (next - current) / speed
        let fallback = max(1 / speed, Self.minimumFrameInterval)
        return real.addingTimeInterval(delay.isFinite && delay > 0 && delay <= fallback + 1 / speed ? delay : fallback)
    }

    /// The shortest real time between two frames the clock asks for: 30 a second.
    public static let minimumFrameInterval = 1.0 / 30
}
