import ActivityModel
import Foundation

/// Evaluates `Expr` trees against an `EvaluationContext`, collecting diagnostics instead of failing.
///
/// A sub-expression that cannot be evaluated (an unknown name, function or member, a type Swift
/// would reject, a division by zero, a range that would trap) is reported once and yields `.null`,
/// so the view around it still renders. Internally a failed value is distinct from a real `nil`, so
/// one mistake does not cascade into a diagnostic for every operator above it.
///
/// Unknown functions and methods are `layout.unknownFunction`; everything else (unknown names,
/// members and enum cases included) `layout.expressionError`, except a reversed date range, which
/// is `layout.pastRangeTrap`. All are errors: the app would not compile, or would crash.
public struct ExprEvaluator: Sendable {
    public var context: EvaluationContext
    /// Stamped on every diagnostic: where in the definition the expression lives.
    public var path: String?
    public private(set) var diagnostics: [Diagnostic] = []
    private var reported: Set<Diagnostic> = []
    /// Set when an expression read the instant (`now`, `Date.now`): its value may then differ at
    /// the next instant, so the resolver must not replay it (`ResolveRecord`).
    public internal(set) var readsClock = false
    /// Closure calls (and elements `flatMap` gathered) since the outermost closure method began,
    /// and how deep such methods nest: nested closures over long arrays must not run for ever.
    var closureWork = 0
    var closureNesting = 0

    public init(context: EvaluationContext, path: String? = nil) {
        self.context = context
        self.path = path
    }

    /// Hands over the findings so far and forgets them (and which were reported), so one evaluator
    /// can serve many expressions as if each had a fresh one.
    mutating func takeDiagnostics() -> [Diagnostic] {
        guard !diagnostics.isEmpty else { return [] }
        let found = diagnostics
        diagnostics = []
        reported = []
        return found
    }

    /// The value of `expr`; `.null` where it failed (the failure is in `diagnostics`). `type` is
    /// what the expression is written for (`ViewVocabulary`): it gives a bare `.member` its meaning.
    public mutating func evaluate(_ expr: Expr, as type: String? = nil) -> ExprValue {
        value(expr, expecting: type) ?? .null
    }

    /// `expr` as an `if:` condition or a ternary's test: it must be a `Bool`. A failed or `nil`
    /// value counts as false; `nil` and non-`Bool` values are reported, since Swift has no truthiness.
    public mutating func condition(_ expr: Expr) -> Bool {
        guard let result = value(expr) else { return false }
        switch result {
        case .bool(let b):
            return b
        case .null:
            report(ExprDiagnosticCode.expressionError, "the condition is nil; compare it with '!= nil'", in: expr)
            return false
        default:
            report(ExprDiagnosticCode.expressionError, "the condition must be a Bool, found \(result.typeName)", in: expr)
            return false
        }
    }

    /// The interpolated string as `Text` shows it. A segment that failed is drawn as a placeholder
    /// quoting it, `⟨eta(state.window)⟩`, as an unknown view is: as `nil` it read like a real nil.
    public mutating func render(_ string: InterpolatedString) -> String {
        var text = ""
        for segment in string.segments {
            switch segment {
            case .literal(let part): text += part
            case .expression(let expr): text += value(expr)?.displayText ?? ExprEvaluator.placeholder(expr)
            }
        }
        return text
    }

    /// How a segment that could not be evaluated is drawn.
    static func placeholder(_ expr: Expr) -> String {
        "⟨\(expr)⟩"
    }

    // MARK: - Core

    /// The value of `expr`, or nil when it failed and has been reported. `enumType` is the enum a
    /// bare `.case` should belong to, known from the other side of a comparison.
    mutating func value(_ expr: Expr, expecting enumType: String? = nil) -> ExprValue? {
        switch expr {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .string(let s): return .string(s)
        case .constant(let value): return value
        case .interpolation(let string):
            var text = ""
            for segment in string.segments {
                switch segment {
                case .literal(let part): text += part
                case .expression(let inner):
                    guard let v = value(inner) else { return nil }
                    text += v.displayText
                }
            }
            return .string(text)
        case .identifier(let name):
            return identifier(name, expr)
        case .implicitMember(let name):
            return implicitMember(name, expecting: enumType, expr)
        case .member(let base, let name):
            if case .identifier(let root) = base {
                // A loop variable is what `value(base)` would find first: looked up once, not twice.
                if let local = context.locals[root] { return member(local, name, expr) }
                // Values, as `identifier` finds them first: no type of that name is looked up (a
                // hash of the name) for them.
                if let value = activityValue(root) { return member(value, name, expr) }
                if let result = staticMember(root, name, expr) { return result }
                // Not a local (just looked up): the rest of what `value(base)` would do.
                guard let b = global(root, base) else { return nil }
                return member(b, name, expr)
            }
            guard let b = value(base) else { return nil }
            return member(b, name, expr)
        case .index(let base, let index):
            guard let b = value(base), let i = value(index) else { return nil }
            return subscripted(b, i, expr)
        case .call(let name, let arguments):
            return call(name, arguments, expr)
        case .method(let base, let name, let arguments):
            guard let b = value(base) else { return nil }
            return method(b, name, arguments, expr)
        case .unary(let op, let operand):
            return unary(op, operand, expr)
        case .binary(let op, let lhs, let rhs):
            return binary(op, lhs, rhs, expr, expecting: enumType)
        case .array(let items):
            var values: [ExprValue] = []
            for item in items {
                guard let v = value(item) else { return nil }
                values.append(v)
            }
            return .array(values)
        case .closure(let parameters, let body):
            return .closure(ExprClosure(parameters: parameters, body: body, captured: context.locals))
        case .ternary(let test, let whenTrue, let whenFalse):
            guard let t = value(test) else { return nil }
            guard case .bool(let b) = t else {
                return fail(ExprDiagnosticCode.expressionError, "the condition of '? :' must be a Bool, found \(t.typeName)", in: test)
            }
            return value(b ? whenTrue : whenFalse, expecting: enumType)
        }
    }

    /// Records a diagnostic once (a `ForEach` evaluates the same expression for every element).
    mutating func report(_ code: String, _ message: String, in expr: Expr) {
        report(.error(code, message + " in `\(expr)`", path: path))
    }

    mutating func report(_ diagnostic: Diagnostic) {
        if reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
    }

    /// Reports and returns the failed value, so call sites read `return fail(…)`.
    mutating func fail(_ code: String, _ message: String, in expr: Expr) -> ExprValue? {
        report(code, message, in: expr)
        return nil
    }

    // MARK: - Names

    static let rootNames = ["state", "attributes", "context", "now"]

    private mutating func identifier(_ name: String, _ expr: Expr) -> ExprValue? {
        if let local = context.locals[name] { return local }
        return global(name, expr)
    }

    /// `state` and `attributes`, the roots most expressions start from; told apart by their length
    /// before any string comparison.
    private func activityValue(_ name: String) -> ExprValue? {
        if name.utf8.count == 5, name == "state" { return context.stateValue }
        if name.utf8.count == 10, name == "attributes" { return context.attributesValue }
        return nil
    }

    /// `identifier` for a name that is not a loop variable.
    private mutating func global(_ name: String, _ expr: Expr) -> ExprValue? {
        if let value = activityValue(name) { return value }
        switch name {
        case "now":
            readsClock = true
            return .date(context.now)
        case "context": return contextValue
        case EvaluationContext.geometryName where context.geometry != nil: return context.geometry?.proxy
        default: break
        }
        if context.enumSpec(named: name) != nil {
            return fail(ExprDiagnosticCode.expressionError,
                        "'\(name)' is a type; write \(name).allCases or \(name).someCase", in: expr)
        }
        let known = ExprEvaluator.rootNames + context.locals.names.sorted()
        return fail(ExprDiagnosticCode.expressionError,
                    "unknown name '\(name)'" + ExprEvaluator.suggestion(name, known) + "; in scope: " + known.joined(separator: ", "),
                    in: expr)
    }

    /// ActivityKit's `ActivityViewContext`, as far as a view reads it.
    private var contextValue: ExprValue {
        .structure(type: "ActivityViewContext", fields: [
            .init(name: "state", value: context.stateValue),
            .init(name: "attributes", value: context.attributesValue),
            .init(name: "isStale", value: .bool(context.isStale)),
            .init(name: "isLuminanceReduced", value: .bool(context.isLuminanceReduced)),
            .init(name: "activityFamily", value: .enumCase(type: Self.activityFamilyType, name: context.activityFamily.rawValue)),
            .init(name: "isActivityFullscreen", value: .bool(context.isActivityFullscreen)),
            .init(name: "isDynamicIslandLimitedInWidth", value: .bool(context.isDynamicIslandLimitedInWidth)),
        ])
    }

    /// `DeliveryStep.allCases`, `DeliveryStep.pickedUp`, `Date.now`, `context.isStale`: members of a
    /// name that is not a value of its own. Nil when `root` is an ordinary value; `.some(nil)` when
    /// it is not but the member failed.
    private mutating func staticMember(_ root: String, _ name: String, _ expr: Expr) -> ExprValue?? {
        if root == "Date", name == "now" {
            readsClock = true
            return .date(context.now)
        }
        if root == "context" { return .some(member(contextValue, name, expr)) }
        if root == Self.activityFamilyType { return .some(activityFamily(name, expr)) }
        guard let spec = context.enumSpec(named: root) else {
            // `Alignment.leading`, `Font.title2`, `CGFloat.infinity`: SwiftUI's own values.
            return ViewVocabulary.member(name, of: root).map { .some($0) }
        }
        if name == "allCases" {
            return .array(spec.cases.map { .enumCase(type: spec.name, name: $0.name) })
        }
        if spec.ordinal(of: name) != nil { return .enumCase(type: spec.name, name: name) }
        let cases = spec.cases.map(\.name)
        return .some(fail(ExprDiagnosticCode.expressionError,
                          "\(spec.name) has no case or static member '\(name)'" + ExprEvaluator.suggestion(name, cases)
                          + "; cases: " + cases.joined(separator: ", ") + ", and allCases", in: expr))
    }

    /// WidgetKit's enum, which no contract declares: `.small` and `.medium` compared with
    /// `context.activityFamily`.
    static let activityFamilyType = "ActivityFamily"

    private mutating func activityFamily(_ name: String, _ expr: Expr) -> ExprValue? {
        guard ActivityFamily(rawValue: name) != nil else {
            return fail(ExprDiagnosticCode.expressionError, "ActivityFamily has no case '\(name)'; cases: small, medium", in: expr)
        }
        return .enumCase(type: Self.activityFamilyType, name: name)
    }

    private mutating func implicitMember(_ name: String, expecting enumType: String?, _ expr: Expr) -> ExprValue? {
        if enumType == Self.activityFamilyType, context.enumSpec(named: Self.activityFamilyType) == nil { return activityFamily(name, expr) }
        if let enumType, let spec = context.enumSpec(named: enumType) {
            if spec.ordinal(of: name) != nil { return .enumCase(type: spec.name, name: name) }
            return fail(ExprDiagnosticCode.expressionError,
                        "\(spec.name) has no case '\(name)'" + ExprEvaluator.suggestion(name, spec.cases.map(\.name))
                        + "; cases: " + spec.cases.map(\.name).joined(separator: ", "), in: expr)
        }
        if let enumType, let names = ViewVocabulary.memberNames(of: enumType) {
            if let value = ViewVocabulary.member(name, of: enumType) { return value }
            return fail(ExprDiagnosticCode.expressionError,
                        "\(enumType) has no member '\(name)'" + ExprEvaluator.suggestion(name, names) + "; members: " + names.joined(separator: ", "), in: expr)
        }
        // Without a type from context, Swift could not infer one either; accept the case when exactly
        // one declared enum has it, which is what the author meant.
        let owners = context.contract.enums.values.filter { $0.ordinal(of: name) != nil }.map(\.name).sorted()
        switch owners.count {
        case 1: return .enumCase(type: owners[0], name: name)
        case 0:
            return fail(ExprDiagnosticCode.expressionError, "no enum in the contract has a case '\(name)'", in: expr)
        default:
            return fail(ExprDiagnosticCode.expressionError,
                        "'.\(name)' is a case of " + owners.joined(separator: " and ") + "; write the type, e.g. \(owners[0]).\(name)",
                        in: expr)
        }
    }

    // MARK: - Members

    private mutating func member(_ base: ExprValue, _ name: String, _ expr: Expr) -> ExprValue? {
        switch base {
        case .null:
            // Optional chaining: `state.note?.count` is nil when `note` is.
            return .null
        case .enumCase(let type, let caseName):
            return enumMember(type, caseName, name, expr)
        case .enumPayload(let type, let caseName, let values):
            return payloadMember(type, caseName, values, name, expr)
        case .structure(let type, let fields):
            if let field = fields.last(where: { $0.name == name }) { return field.value }
            guard let type else {
                switch name {
                case "count": return .int(fields.count)
                case "isEmpty": return .bool(fields.isEmpty)
                default: return .null  // a missing dictionary key reads as nil, as `dict["key"]` does
                }
            }
            let names = fields.map(\.name)
            return fail(ExprDiagnosticCode.expressionError,
                        "\(type) has no member '\(name)'" + ExprEvaluator.suggestion(name, names) + "; members: " + names.joined(separator: ", "),
                        in: expr)
        case .array(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            case "indices": return .array(items.indices.map(ExprValue.int))
            default: break
            }
        case .string(let s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .null
            case "last": return s.last.map { .string(String($0)) } ?? .null
            case "capitalized": return .string(s.capitalized)
            default: break
            }
        case .dateRange(let lower, let upper):
            switch name {
            case "lowerBound": return .date(lower)
            case "upperBound": return .date(upper)
            default: break
            }
        case .date(let d):
            if name == "timeIntervalSince1970" { return .double(d.timeIntervalSince1970) }
            if name == "timeIntervalSinceReferenceDate" { return .double(d.timeIntervalSinceReferenceDate) }
        default:
            break
        }
        return fail(ExprDiagnosticCode.expressionError, "\(base.typeName) has no member '\(name)'", in: expr)
    }

    /// `.rawValue`, or a per-case value the definition declares (`step.icon`).
    private mutating func enumMember(_ type: String, _ caseName: String, _ name: String, _ expr: Expr) -> ExprValue? {
        guard let spec = context.enumSpec(named: type), let ordinal = spec.ordinal(of: caseName) else {
            return fail(ExprDiagnosticCode.expressionError, "enum \(type) is not declared in the contract", in: expr)
        }
        let member = spec.member(named: name)
        // `value.c` names a case: a case pattern's payload test (`ExprEvaluator.payloadMember`).
        if case .caseTest(let other)? = member { return other == ordinal ? .structure(type: nil, fields: []) : .null }
        if name == "rawValue" {
            switch spec.cases[ordinal].rawValue {
            case .string(let s): return .string(s)
            case .int(let i): return .int(Int(i))
            case .double(let d): return .double(d)
            }
        }
        if case .values(let perCase)? = member {
            if let v = perCase[ordinal] { return .string(v) }
            return fail(ExprDiagnosticCode.expressionError,
                        "\(type).\(caseName) has no '\(name)' value; add it under enums.\(type).\(name)", in: expr)
        }
        let names = ["rawValue"] + spec.caseValues.keys.sorted()
        return fail(ExprDiagnosticCode.expressionError,
                    "\(type) has no member '\(name)'" + ExprEvaluator.suggestion(name, names) + "; members: " + names.joined(separator: ", "),
                    in: expr)
    }

    private mutating func subscripted(_ base: ExprValue, _ index: ExprValue, _ expr: Expr) -> ExprValue? {
        switch (base, index) {
        case (.null, _):
            return .null
        case (.array(let items), .int(let i)):
            guard items.indices.contains(i) else {
                // Swift traps on an out-of-range index; a view that does this crashes on the phone.
                return fail(ExprDiagnosticCode.expressionError, "index \(i) is out of range for \(items.count) elements", in: expr)
            }
            return items[i]
        case (.structure(nil, let fields), .string(let key)):
            return fields.last { $0.name == key }?.value ?? .null
        default:
            return fail(ExprDiagnosticCode.expressionError, "cannot subscript \(base.typeName) with \(index.typeName)", in: expr)
        }
    }

    // MARK: - Suggestions

    /// ` (did you mean 'state'?)` when a known name is within two edits of `name`.
    static func suggestion(_ name: String, _ candidates: [String]) -> String {
        NameSuggestion.nearest(to: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}

extension Expr {
    /// Evaluates once, for callers that do not keep an evaluator.
    public func evaluate(in context: EvaluationContext, path: String? = nil) -> (value: ExprValue, diagnostics: [Diagnostic]) {
        var evaluator = ExprEvaluator(context: context, path: path)
        let result = evaluator.evaluate(self)
        return (result, evaluator.diagnostics)
    }
}
