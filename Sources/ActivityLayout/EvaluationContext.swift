import ActivityModel
import Foundation

/// Everything a view expression can read at one render instant.
///
/// Names in scope, innermost first: `locals` (loop variables; they shadow everything), then
/// `state`, `attributes`, `context` (`context.state`, `context.attributes`, `context.isStale`,
/// `context.isLuminanceReduced`, `context.activityFamily`, `context.isActivityFullscreen`), `now`
/// (also `Date.now`), `_geometry` (the presentation's size), and the enum type names the contract
/// declares (`DeliveryStep.allCases`, `DeliveryStep.pickedUp`).
///
/// `contract` supplies the enums: case order for `<`, `allCases`, raw values and per-case values
/// (`step.icon`). The attributes contract shares the same enums, so one contract serves both.
public struct EvaluationContext: Sendable {
    public var state: StateValue? {
        didSet { stateValue = state.map(ExprValue.init) ?? .null }
    }
    public var attributes: StateValue? {
        didSet { attributesValue = attributes.map(ExprValue.init) ?? .null }
    }
    public var isStale: Bool
    public var isLuminanceReduced: Bool
    /// `@Environment(\.activityFamily)`, read as `context.activityFamily`: `.medium` unless the
    /// surface drawn is the Smart Stack's or CarPlay's `.small`.
    public var activityFamily: ActivityFamily = .medium
    /// `@Environment(\.isActivityFullscreen)`, read as `context.isActivityFullscreen`: true in
    /// StandBy, where the Lock Screen presentation fills the screen.
    public var isActivityFullscreen = false
    /// What `_geometry` reads: the size of the presentation being drawn, in points, which the
    /// renderer sets per presentation; nil outside a render.
    public var geometry: GeometrySize? = nil
    /// The name `GeometryReader`'s proxy reads in expressions (`_geometry.size.width`).
    public static let geometryName = "_geometry"
    /// What `_geometry` reads inside each `GeometryReader` whose size a layout has measured, keyed
    /// by `GeometryReaderMark.key`; a reader not in it reads `geometry`.
    public var readerGeometries: [Int: GeometrySize] = [:]
    /// The render instant: what `now` and every timer read. Never the real clock.
    public var now: Date
    public var contract: ContentStateContract
    public var locals: [String: ExprValue]
    /// For `time(date)` and `Text(date, style: .time/.date)`; UTC unless the caller says otherwise,
    /// so dumps do not depend on the machine they run on.
    public var timeZone: TimeZone
    /// How the locale writes a time of day (`ClockFormat`): 24-hour unless the caller says otherwise.
    public var clock: ClockFormat

    /// `state` and `attributes` converted once, not on every member access.
    private(set) var stateValue: ExprValue
    private(set) var attributesValue: ExprValue

    public init(state: StateValue? = nil, attributes: StateValue? = nil, isStale: Bool = false,
                isLuminanceReduced: Bool = false, now: Date, contract: ContentStateContract = ContentStateContract(fields: []),
                locals: [String: ExprValue] = [:], timeZone: TimeZone = EvaluationContext.utc, clock: ClockFormat = .twentyFourHour) {
        self.state = state
        self.attributes = attributes
        self.isStale = isStale
        self.isLuminanceReduced = isLuminanceReduced
        self.now = now
        self.contract = contract
        self.locals = locals
        self.timeZone = timeZone
        self.clock = clock
        stateValue = state.map(ExprValue.init) ?? .null
        attributesValue = attributes.map(ExprValue.init) ?? .null
    }

    /// UTC (GMT, offset zero, no daylight saving).
    public static let utc = TimeZone.gmt

    /// This context with one more loop variable, as `ForEach(…) { name in … }` binds it.
    public func binding(_ name: String, to value: ExprValue) -> EvaluationContext {
        var copy = self
        copy.locals[name] = value
        return copy
    }
}
