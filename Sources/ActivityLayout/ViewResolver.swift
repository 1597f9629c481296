import ActivityModel
import Foundation

/// Evaluates a view tree at one instant: the step between the definition and the layout.
///
/// Expressions are evaluated against the state, `ForEach` is expanded and `if` chosen (their
/// views spliced into the parent stack, as a `ViewBuilder` does), timers are formatted at `now`,
/// and what SwiftUI passes down through the environment (font, colour, direction, line limit) is
/// passed down here. Nothing here fails: problems become placeholders and diagnostics.
public struct ViewResolver {
    public var context: EvaluationContext
    public var expressions: ExpressionCache
    public private(set) var diagnostics: [Diagnostic] = []
    /// Ids handed to resolved views, so one layout pass can measure each view once.
    var nextID = 1
    /// When the rendered text next changes (the earliest running timer's next tick), if ever.
    public private(set) var nextChange: Date?

    public init(context: EvaluationContext, expressions: ExpressionCache = ExpressionCache()) {
        self.context = context
        self.expressions = expressions
    }

    /// What SwiftUI hands down the view tree.
    struct Inherited {
        var font: TextStyle = .body
        var weight: FontWeight?
        var color = "primary"
        var monospacedDigit = false
        var lineLimit: Int?
        var alignment: HorizontalAlignment = .leading
        var strikethrough = false
        var direction: LayoutDirection
    }

    /// Resolves one presentation's root view; an absent view resolves to an empty stack.
    public mutating func resolve(_ node: ViewNode?, environment: Environment, path: String) -> ResolvedView {
        guard let node else {
            return ResolvedView(.stack(.vertical, [], alignment: .horizontal(.center), spacing: 0), layoutDirection: environment.layoutDirection)
        }
        let views = resolve(node, Inherited(direction: environment.layoutDirection), environment: environment, path: path)
        if views.count == 1, let only = views.first { return only }
        return ResolvedView(.stack(.vertical, views, alignment: .horizontal(.center), spacing: nil), layoutDirection: environment.layoutDirection)
    }

    mutating func evaluate(_ source: String, path: String) -> ExprValue {
        switch expressions.expression(source) {
        case .success(let expr):
            var evaluator = ExprEvaluator(context: context, path: path)
            let value = evaluator.evaluate(expr)
            diagnostics += evaluator.diagnostics
            return value
        case .failure(let error):
            diagnostics.append(error.diagnostic(source: source, path: path))
            return .null
        }
    }

    mutating func render(_ template: String, path: String) -> String {
        guard InterpolatedString.hasInterpolation(template) else { return template }
        switch expressions.template(template) {
        case .success(let string):
            let (text, found) = string.render(in: context, path: path)
            diagnostics += found
            return text
        case .failure(let error):
            diagnostics.append(error.diagnostic(source: template, path: path))
            return template
        }
    }

    /// One view, which may stand for zero or several (an `if`, a `ForEach`, an `EmptyView`).
    mutating func resolve(_ node: ViewNode, _ inherited: Inherited, environment: Environment, path: String) -> [ResolvedView] {
        var inherited = inherited
        let m = node.modifiers
        if let font = m.font { inherited.font = font; inherited.weight = nil }
        if let weight = m.fontWeight { inherited.weight = weight }
        if let color = m.foregroundStyle { inherited.color = render(color, path: "\(path).foregroundStyle") }
        if m.monospacedDigit { inherited.monospacedDigit = true }
        if let limit = m.lineLimit { inherited.lineLimit = limit }
        if let alignment = m.multilineTextAlignment { inherited.alignment = alignment }
        if m.strikethrough { inherited.strikethrough = true }
        if let direction = m.layoutDirection { inherited.direction = direction }

        func wrap(_ kind: ResolvedKind) -> [ResolvedView] {
            var view = ResolvedView(kind, frame: m.frame, padding: m.padding, opacity: m.opacity, layoutDirection: inherited.direction, line: node.line)
            view.id = nextID
            nextID += 1
            return [view]
        }

        switch node.kind {
        case .vStack(let children, let alignment, let spacing):
            return wrap(.stack(.vertical, resolveChildren(children, inherited, environment, path), alignment: .horizontal(alignment), spacing: spacing))
        case .hStack(let children, let alignment, let spacing):
            return wrap(.stack(.horizontal, resolveChildren(children, inherited, environment, path), alignment: .vertical(alignment), spacing: spacing))
        case .zStack(let children, let alignment):
            return wrap(.zStack(resolveChildren(children, inherited, environment, path), alignment: alignment))
        case .text(let content):
            return wrap(text(content, inherited, environment: environment, path: path, line: node.line))
        case .label(let title, let systemImage):
            let titleText = render(title, path: "\(path).title")
            var parts: [ResolvedView] = []
            if let systemImage {
                parts.append(ResolvedView(.symbol(SymbolRun(render(systemImage, path: "\(path).systemImage"), font: inherited.font, color: inherited.color)),
                                          layoutDirection: inherited.direction))
            }
            parts.append(ResolvedView(.text(run(titleText, inherited)), layoutDirection: inherited.direction))
            for i in parts.indices {
                parts[i].id = nextID
                nextID += 1
            }
            return wrap(.stack(.horizontal, parts, alignment: .vertical(.center), spacing: 6))
        case .image(let name):
            return wrap(.symbol(SymbolRun(render(name, path: path), font: inherited.font, color: inherited.color)))
        case .progress(.value(let value, let total)):
            let v = evaluate(value, path: "\(path).value").doubleValue ?? 0
            let t = total.map { evaluate($0, path: "\(path).total").doubleValue ?? 1 } ?? 1
            return wrap(.bar(fraction: t > 0 ? max(0, min(1, v / t)) : 0, color: inherited.color))
        case .progress(.timer(let interval, let countsDown)):
            guard let bounds = range(interval, path: "\(path).timerInterval") else { return wrap(.placeholder("⚠ range traps", isError: true)) }
            noteTick(after: context.now)
            return wrap(.bar(fraction: TimerText.progress(timerInterval: bounds, countsDown: countsDown, at: context.now), color: inherited.color))
        case .gauge(let value, let rangeSource):
            let v = evaluate(value, path: "\(path).value").doubleValue ?? 0
            var lower = 0.0, upper = 1.0
            // `in: 0...100`: a numeric range, whose bounds are evaluated one by one (the expression
            // language builds only date ranges with `...`).
            if let rangeSource {
                let parts = rangeSource.components(separatedBy: "...")
                if parts.count == 2, let l = evaluate(parts[0], path: "\(path).in").doubleValue,
                   let u = evaluate(parts[1], path: "\(path).in").doubleValue, u > l {
                    lower = l
                    upper = u
                } else {
                    diagnostics.append(.error(ExprDiagnosticCode.expressionError,
                        "Gauge range '\(rangeSource)' must be lower...upper with lower < upper; drawn as 0...1", path: "\(path).in"))
                }
            }
            return wrap(.bar(fraction: max(0, min(1, (v - lower) / (upper - lower))), color: inherited.color))
        case .forEach(let collection, let variable, let content):
            let value = evaluate(collection, path: "\(path).ForEach")
            guard let items = value.arrayValue else {
                if !value.isNull {
                    diagnostics.append(.error(ExprDiagnosticCode.expressionError,
                        "ForEach needs a collection; '\(collection)' is \(value.typeName)", path: path))
                }
                return []
            }
            let saved = context
            var result: [ResolvedView] = []
            for (i, item) in items.enumerated() {
                context = saved.binding(variable, to: item)
                result += content.flatMap { resolve($0, inherited, environment: environment, path: "\(path)[\(i)]") }
            }
            context = saved
            return result
        case .conditional(let condition, let then, let otherwise):
            let value = evaluate(condition, path: "\(path).if")
            let branch = (value.boolValue ?? false) ? then : otherwise
            return branch.flatMap { resolve($0, inherited, environment: environment, path: path) }
        case .spacer(let minLength):
            return [ResolvedView(.spacer(minLength: minLength), layoutDirection: inherited.direction, line: node.line)]
        case .divider:
            return wrap(.divider)
        case .empty:
            return []
        case .unknown(let name):
            return wrap(.placeholder("⟨\(name)⟩", isError: false))
        }
    }

    mutating func resolveChildren(_ children: [ViewNode], _ inherited: Inherited, _ environment: Environment, _ path: String) -> [ResolvedView] {
        children.enumerated().flatMap { resolve($0.element, inherited, environment: environment, path: "\(path)[\($0.offset)]") }
    }

    func run(_ text: String, _ inherited: Inherited) -> TextRun {
        TextRun(text, font: inherited.font, weight: inherited.weight, monospacedDigit: inherited.monospacedDigit, lineLimit: inherited.lineLimit,
                color: inherited.color, strikethrough: inherited.strikethrough, alignment: inherited.alignment)
    }

    /// A date range from an expression, or nil after reporting why (a reversed range traps).
    mutating func range(_ source: String, path: String) -> (lower: Date, upper: Date)? {
        let value = evaluate(source, path: path)
        if let bounds = value.dateRangeBounds {
            if let trap = TimerText.pastRangeTrap(lower: bounds.lower, upper: bounds.upper, expression: source, path: path) {
                diagnostics.append(trap)
                return nil
            }
            return bounds
        }
        if diagnostics.contains(where: { $0.code == ExprDiagnosticCode.pastRangeTrap && $0.path == path }) { return nil }
        if !value.isNull {
            diagnostics.append(.error(ExprDiagnosticCode.expressionError, "'\(source)' is \(value.typeName), not a date range", path: path))
        }
        return nil
    }

    mutating func noteTick(after now: Date) {
        let next = now.addingTimeInterval(1)
        nextChange = nextChange.map { min($0, next) } ?? next
    }

    mutating func text(_ content: TextContent, _ inherited: Inherited, environment: Environment, path: String, line: Int) -> ResolvedKind {
        var string: String
        var isTimer = false
        switch content {
        case .string(let template):
            string = render(template, path: path)
        case .timer(let interval, let pause, let countsDown, let showsHours):
            guard let bounds = range(interval, path: "\(path).timerInterval") else {
                return .placeholder("⚠ \(interval) traps: upper bound before lower", isError: true)
            }
            let pauseTime = pause.flatMap { evaluate($0, path: "\(path).pauseTime").dateValue }
            let timer = TimerText(timerInterval: bounds, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
            string = timer.text(at: context.now, timeZone: context.timeZone)
            diagnostics += timer.diagnostics(path: path)
            if let next = timer.nextChange(after: context.now) { nextChange = nextChange.map { min($0, next) } ?? next }
            isTimer = true
        case .date(let source, let style):
            guard let date = evaluate(source, path: path).dateValue else { return .text(run("–", inherited)) }
            let timer = TimerText(date: date, style: style)
            string = timer.text(at: context.now, timeZone: context.timeZone)
            if let next = timer.nextChange(after: context.now) { nextChange = nextChange.map { min($0, next) } ?? next }
            isTimer = style == .timer
        }
        if inherited.direction == .rightToLeft, isTimer || ViewResolver.looksLikeClock(string) {
            // The production bug: a timer laid out right to left mirrors its digit run.
            let mirrored = String(string.reversed())
            if mirrored != string {
                diagnostics.append(.warning("layout.unpinnedDigitsRTL",
                    "\"\(string)\" is laid out right to left and reads \"\(mirrored)\"; pin the digits with layoutDirection: leftToRight", path: path))
                string = mirrored
            }
        }
        return .text(run(string, inherited))
    }

    /// `5:23`, `1:02:03`, `12:30`: digits around colons, what a timer or `duration()` prints.
    static func looksLikeClock(_ s: String) -> Bool {
        let trimmed = s.trimmingCharacters(in: .whitespaces)
        guard trimmed.utf8.contains(0x3A), let first = trimmed.first, first.isNumber else { return false }
        return trimmed.allSatisfy { $0.isNumber || $0 == ":" }
    }
}
