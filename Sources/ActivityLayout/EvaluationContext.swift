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
    /// What stays the same for every presentation and loop variable of a render: the activity's
    /// values, converted for expressions, the contract and the time zone. Boxed: a context is
    /// copied into every resolver, resolve record and loop binding, and these hold a dozen
    /// references to retain and release at each copy.
    final class Values: Sendable {
        let state: StateValue?
        let attributes: StateValue?
        /// `state` and `attributes` converted once, not on every member access.
        let stateValue: ExprValue
        let attributesValue: ExprValue
        let contract: ContentStateContract
        let timeZone: TimeZone

        init(state: StateValue?, stateValue: ExprValue? = nil, attributes: StateValue?, attributesValue: ExprValue? = nil,
             contract: ContentStateContract, timeZone: TimeZone) {
            self.state = state
            self.attributes = attributes
            self.stateValue = stateValue ?? state.map(ExprValue.init) ?? .null
            self.attributesValue = attributesValue ?? attributes.map(ExprValue.init) ?? .null
            self.contract = contract
            self.timeZone = timeZone
        }

        /// These values with some replaced; the conversions of the others are kept.
        func with(state: StateValue?? = nil, attributes: StateValue?? = nil, contract: ContentStateContract? = nil,
                  timeZone: TimeZone? = nil) -> Values {
            Values(state: state ?? self.state, stateValue: state == nil ? stateValue : nil,
                   attributes: attributes ?? self.attributes, attributesValue: attributes == nil ? attributesValue : nil,
                   contract: contract ?? self.contract, timeZone: timeZone ?? self.timeZone)
        }
    }

    private var values: Values

    public var state: StateValue? {
        get { values.state }
        set { values = values.with(state: .some(newValue)) }
    }
    public var attributes: StateValue? {
        get { values.attributes }
        set { values = values.with(attributes: .some(newValue)) }
    }
    public var isStale: Bool
    public var isLuminanceReduced: Bool
    /// `@Environment(\.activityFamily)`, read as `context.activityFamily`: `.medium` unless the
    /// surface drawn is the Smart Stack's or CarPlay's `.small`.
    public var activityFamily: ActivityFamily = .medium
    /// `@Environment(\.isActivityFullscreen)`, read as `context.isActivityFullscreen`: true in
    /// StandBy, where the Lock Screen presentation fills the screen.
    public var isActivityFullscreen = false
    /// `@Environment(\.isDynamicIslandLimitedInWidth)`, read as `context.isDynamicIslandLimitedInWidth`:
    /// true in the compact and minimal presentations of an island limited in width (`--island limited`).
    public var isDynamicIslandLimitedInWidth = false
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
    public var contract: ContentStateContract {
        get { values.contract }
        set { values = values.with(contract: newValue) }
    }
    public var locals: Locals
    /// For `time(date)` and `Text(date, style: .time/.date)`; UTC unless the caller says otherwise,
    /// so dumps do not depend on the machine they run on.
    public var timeZone: TimeZone {
        get { values.timeZone }
        set { values = values.with(timeZone: newValue) }
    }
    /// How the locale writes a time of day (`ClockFormat`): 24-hour unless the caller says otherwise.
    public var clock: ClockFormat

    /// The contract's enum named `name`, read in the box rather than from a copy of the contract.
    func enumSpec(named name: String) -> EnumSpec? {
        values.contract.enumSpec(named: name)
    }

    var stateValue: ExprValue { values.stateValue }
    var attributesValue: ExprValue { values.attributesValue }

    /// Whether `other` has the same state, attributes, contract and time zone: at once when they
    /// share their box.
    func hasSameValues(as other: EvaluationContext) -> Bool {
        values === other.values
            || state == other.state && attributes == other.attributes && contract == other.contract && timeZone == other.timeZone
    }

    public init(state: StateValue? = nil, attributes: StateValue? = nil, isStale: Bool = false,
                isLuminanceReduced: Bool = false, now: Date, contract: ContentStateContract = ContentStateContract(fields: []),
                locals: Locals = [:], timeZone: TimeZone = EvaluationContext.utc, clock: ClockFormat = .twentyFourHour) {
        values = Values(state: state, attributes: attributes, contract: contract, timeZone: timeZone)
        self.isStale = isStale
        self.isLuminanceReduced = isLuminanceReduced
        self.now = now
        self.locals = locals
        self.clock = clock
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
