import ActivityModel
import Foundation

/// Evaluates a view tree at one instant: the step between the definition and the layout.
///
/// Expressions are evaluated against the state, `ForEach` is expanded and `if` chosen (their
/// views spliced into the parent stack, as a `ViewBuilder` does), timers are formatted at `now`,
/// and what SwiftUI passes down through the environment (font, colour, direction, line limit) is
/// passed down here. Nothing here fails: problems become placeholders and diagnostics.
public struct ViewResolver {
    /// The state, attributes and instant the views are evaluated against (held by `evaluator`).
    public var context: EvaluationContext {
        get { evaluator.context }
        set { evaluator.context = newValue }
    }
    /// One evaluator for every expression of the tree: making one per expression copied the
    /// context each time. It is emptied of findings after each use, so each expression is
    /// evaluated as by a fresh one.
    var evaluator: ExprEvaluator
    public internal(set) var diagnostics: [Diagnostic] = []
    /// Ids handed to resolved views, so one layout pass can measure each view once.
    var nextID = 1
    /// Where the view being resolved sits: the root's path and the child indices below it. Kept as
    /// parts and spelled out (`lockScreen[0][2].value`) only for a diagnostic: interpolating them
    /// for every view and every expression allocated several strings per view per frame.
    var pathRoot = ""
    var pathIndices: [Int] = []

    /// The last frame's `resolve` calls, in order, for this frame's to reuse (`ResolveRecord`);
    /// nil where a call could not be recorded.
    public var previous: [ResolveRecord?] = []
    /// This frame's calls, for the next frame.
    public private(set) var recorded: [ResolveRecord?] = []
    /// How this frame's trees compare with the last frame's, as far as the records tell.
    public private(set) var change: TreeChange = .same
    /// The `GeometryReader`s resolved, in order, for the renderer to measure.
    public private(set) var readers: [GeometryReaderMark] = []
    /// The views of the call in progress that depend on the instant alone.
    var ticking: [TickingView] = []
    /// Set when the call in progress produced something that depends on the instant in a way
    /// `ticking` cannot replay (a timer mirrored right to left, whose warning quotes its text).
    var dependsOnInstant = false

    /// What the trees of a frame have in common with the last frame's.
    public enum TreeChange: Sendable {
        /// Every call was replayed and every ticking view came out as before: the same trees.
        case same
        /// Replayed, but some ticking texts changed only in digits: the same layout.
        case sameLayout
        /// Anything else: compare the trees to know.
        case unknown
    }

    public init(context: EvaluationContext) {
        self.evaluator = ExprEvaluator(context: context)
    }

    /// An id no view of this tree has, for a view the caller composes around resolved ones (the
    /// expanded presentation's slots and rows): without one, a layout pass measures it again for
    /// every ancestor that asks.
    public mutating func newViewID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// What SwiftUI hands down the view tree.
    struct Inherited {
        var font: TextStyle = .body
        var weight: FontWeight?
        var color = "primary"
        var monospacedDigit = false
        var lineLimit: Int?
        var truncationMode: TruncationMode = .tail
        var labelStyle: LabelStyle = .titleAndIcon
        var alignment: HorizontalAlignment = .leading
        var strikethrough = false
        var underline = false
        var direction: LayoutDirection
        var tint: String?
        var circular = false
        var textCase: TextCase?

        /// A progress view's kind: a bar or a ring, in the tint (else the foreground).
        func progress(_ fraction: Double) -> ResolvedKind {
            circular ? .ring(fraction: fraction, color: tint ?? color) : .bar(fraction: fraction, color: tint ?? color)
        }
    }

    /// Resolves one presentation's root view; an absent view resolves to an empty stack.
    public mutating func resolve(_ node: ViewNode?, environment: Environment, path: String) -> ResolvedView {
        let call = recorded.count
        // Taken out of `previous`, so that replaying patches it in place: no call reads it twice.
        if call < previous.count, var record = previous[call].take(),
           record.matches(node, environment, path, evaluator.context, firstID: nextID) {
            replay(&record)
            recorded.append(record)
            return record.root
        }
        change = .unknown
        let firstID = nextID
        let firstDiagnostic = diagnostics.count
        let firstReader = readers.count
        ticking.removeAll(keepingCapacity: true)
        dependsOnInstant = false
        evaluator.readsClock = false
        let root = resolveAfresh(node, environment: environment, path: path)
        let ticking = self.ticking
        if dependsOnInstant || evaluator.readsClock || !ticking.allSatisfy({ root.view(numbered: $0.id) != nil }) {
            recorded.append(nil)
        } else {
            recorded.append(ResolveRecord(inputs: ResolveRecord.Inputs(node: node, path: path, environment: environment,
                                                                       context: evaluator.context, firstID: firstID),
                                          root: root, nextID: nextID, diagnostics: Array(diagnostics[firstDiagnostic...]), ticking: ticking,
                                          readers: Array(readers[firstReader...])))
        }
        return root
    }

    /// What resolving the record's call again would do at this instant: its ids and diagnostics,
    /// its ticking views at `now`, and the record's tree updated.
    mutating func replay(_ record: inout ResolveRecord) {
        nextID = record.nextID
        diagnostics += record.diagnostics
        readers += record.readers
        let now = evaluator.context.now
        for view in record.ticking {
            let kind = view.kind(at: now, timeZone: evaluator.context.timeZone, clock: evaluator.context.clock)
            guard let old = record.root.view(numbered: view.id), old.kind != kind else { continue }
            var updated = old
            updated.kind = kind
            if change == .same { change = old.hasSameLayout(as: updated) ? .sameLayout : .unknown }
            else if change == .sameLayout, !old.hasSameLayout(as: updated) { change = .unknown }
            record.root = record.root.patched(id: view.id, kind: kind)
        }
    }

    mutating func resolveAfresh(_ node: ViewNode?, environment: Environment, path: String) -> ResolvedView {
        guard let node else {
            return ResolvedView(.stack(.vertical, [], alignment: .horizontal(.center), spacing: 0), layoutDirection: environment.layoutDirection)
        }
        pathRoot = path
        pathIndices.removeAll(keepingCapacity: true)
        var views: [ResolvedView] = []
        resolve(node, Inherited(direction: environment.layoutDirection), environment: environment, into: &views)
        if views.count == 1, let only = views.first { return only }
        return ResolvedView(.stack(.vertical, views, alignment: .horizontal(.center), spacing: nil), layoutDirection: environment.layoutDirection)
    }

    /// The current view's path, with `.member` appended when given.
    func path(_ member: String? = nil) -> String {
        var text = pathRoot
        for index in pathIndices { text += "[\(index)]" }
        if let member { text += "." + member }
        return text
    }

    /// Adds an evaluator's findings, stamped with the path it would have been given: the evaluator
    /// runs without one so that no path is built when nothing is reported. (Its de-duplication is
    /// unaffected: every finding of one evaluator has the same path.)
    mutating func add(_ found: [Diagnostic], at member: String?, source: ExprSource?) {
        guard !found.isEmpty else { return }
        let path = path(member)
        for var diagnostic in found {
            diagnostic.path = path
            diagnostics.append(located(diagnostic, source: source))
        }
    }

    /// `diagnostic` with `file:line:column: ` of `source` before its message (`offset` characters
    /// into it, where known). Views built in code have no places.
    func located(_ diagnostic: Diagnostic, source: ExprSource?, offset: Int? = nil) -> Diagnostic {
        guard let source else { return diagnostic }
        var located = diagnostic
        located.message = source.prefix(offset: offset) + located.message
        return located
    }

    /// `type`: what the expression is written for (`ViewVocabulary`), where a view's argument says.
    mutating func evaluate(_ expression: ViewExpression, member: String?, as type: String? = nil) -> ExprValue {
        evaluate(expression.parsed, text: expression.text, source: expression.source, member: member, as: type)
    }

    mutating func evaluate(_ parsed: Result<Expr, ExprParseError>, text: String, source: ExprSource?, member: String?, as type: String? = nil) -> ExprValue {
        switch parsed {
        case .success(let expr):
            let value = evaluator.evaluate(expr, as: type)
            add(evaluator.takeDiagnostics(), at: member, source: source)
            return value
        case .failure(let error):
            diagnostics.append(located(error.diagnostic(source: text, path: path(member)), source: source, offset: error.offset))
            return .null
        }
    }

    mutating func render(_ template: ViewTemplate, member: String?) -> String {
        switch template.parsed {
        case nil:
            return template.text
        case .success(let string):
            let text = evaluator.render(string)
            add(evaluator.takeDiagnostics(), at: member, source: template.source)
            return text
        case .failure(let error):
            diagnostics.append(located(error.diagnostic(source: template.text, path: path(member)), source: template.source, offset: error.offset))
            return template.text
        }
    }

    /// One view, which may stand for zero or several (an `if`, a `ForEach`, an `EmptyView`).
    /// Appends them to `out`: returning an array per view cost an allocation per view.
    mutating func resolve(_ node: ViewNode, _ inherited: Inherited, environment: Environment, into out: inout [ResolvedView]) {
        var inherited = inherited
        let m = node.modifiers
        if let font = m.font { inherited.font = font; inherited.weight = nil }
        if !m.valueExpressions.isEmpty, let expression = m.valueExpressions[.font], let font = resolveFont(expression) {
            inherited.font = font
            inherited.weight = nil
        }
        if let weight = m.fontWeight { inherited.weight = weight }
        if let color = m.foregroundStyle { inherited.color = render(color, member: "foregroundStyle") }
        if m.monospacedDigit { inherited.monospacedDigit = true }
        if let limit = m.lineLimit { inherited.lineLimit = limit }
        if let mode = m.truncationMode { inherited.truncationMode = mode }
        if let style = m.labelStyle { inherited.labelStyle = style }
        if let alignment = m.multilineTextAlignment { inherited.alignment = alignment }
        if m.strikethrough { inherited.strikethrough = true }
        if m.underline { inherited.underline = true }
        if let direction = m.layoutDirection { inherited.direction = direction }
        if let tint = m.tint { inherited.tint = render(tint, member: "tint") }
        if let style = m.progressStyle { inherited.circular = style == .circular }
        if let textCase = m.textCase { inherited.textCase = textCase }

        func wrap(_ kind: ResolvedKind) {
            var view = ResolvedView(kind, frame: m.frame, padding: m.padding, opacity: m.opacity, layoutDirection: inherited.direction, line: node.line)
            if !m.valueExpressions.isEmpty { resolveValues(m.valueExpressions, into: &view) }
            if !m.background.isEmpty || !m.overlay.isEmpty || m.offset != nil { decorate(&view, m, inherited, environment) }
            view.id = nextID
            nextID += 1
            out.append(view)
        }

        switch node.kind {
        case .vStack(let children, let alignment, let spacing):
            wrap(.stack(.vertical, resolveChildren(children, inherited, environment), alignment: .horizontal(alignment), spacing: spacing))
        case .hStack(let children, let alignment, let spacing):
            wrap(.stack(.horizontal, resolveChildren(children, inherited, environment), alignment: .vertical(alignment), spacing: spacing))
        case .zStack(let children, let alignment):
            wrap(.zStack(resolveChildren(children, inherited, environment), alignment: alignment))
        case .viewThatFits(let children, let axes):
            wrap(.fitting(resolveChildren(children, inherited, environment), axes: axes))
        case .geometryReader(let children):
            // Its content reads the reader's size once a layout has measured it, else the presentation's.
            // The key takes an id of its own: a reader directly inside another would share its first id.
            let key = nextID
            nextID += 1
            let outer = evaluator.context.geometry
            if let measured = evaluator.context.readerGeometries[key] { evaluator.context.geometry = measured }
            let content = resolveChildren(children, inherited, environment)
            evaluator.context.geometry = outer
            wrap(.zStack(content, alignment: Alignment2D(horizontal: .leading, vertical: .top)))
            readers.append(GeometryReaderMark(key: key, viewID: nextID - 1))
        case .text(let content):
            wrap(text(content, inherited, environment: environment, line: node.line))
        case .label(let title, let systemImage):
            let titleText = render(title, member: "title")
            var parts: [ResolvedView] = []
            if let systemImage, inherited.labelStyle != .titleOnly {
                parts.append(ResolvedView(.symbol(SymbolRun(render(systemImage, member: "systemImage"), font: inherited.font, color: inherited.color)),
                                          layoutDirection: inherited.direction))
            }
            if inherited.labelStyle != .iconOnly || systemImage == nil {
                parts.append(ResolvedView(.text(run(titleText, inherited)), layoutDirection: inherited.direction))
            }
            for i in parts.indices {
                parts[i].id = nextID
                nextID += 1
            }
            wrap(.stack(.horizontal, parts, alignment: .vertical(.center), spacing: 6))
        case .image(let name):
            wrap(.symbol(SymbolRun(render(name, member: nil), font: inherited.font, color: inherited.color)))
        case .progress(.value(let value, let total)):
            let v = evaluate(value, member: "value").doubleValue ?? 0
            let t = total.map { evaluate($0, member: "total").doubleValue ?? 1 } ?? 1
            wrap(inherited.progress(t > 0 ? max(0, min(1, v / t)) : 0))
        case .progress(.timer(let interval, let countsDown)):
            guard let bounds = range(interval, member: "timerInterval") else { wrap(.placeholder("⚠ range traps", isError: true)); return }
            ticking.append(TickingView(id: nextID, source: .bar(lower: bounds.lower, upper: bounds.upper, countsDown: countsDown,
                                                                color: inherited.tint ?? inherited.color, circular: inherited.circular)))
            wrap(inherited.progress(TimerText.progress(timerInterval: bounds, countsDown: countsDown, at: evaluator.context.now)))
        case .gauge(let value, let rangeSource):
            let v = evaluate(value, member: "value").doubleValue ?? 0
            var lower = 0.0, upper = 1.0
            // `in: 0...100`: a numeric range, whose bounds are evaluated one by one (the expression
            // language builds only date ranges with `...`).
            if let rangeSource {
                if case .success(.binary(.closedRange, let l, let u)) = rangeSource.parsed,
                   let l = evaluate(.success(l), text: l.description, source: rangeSource.source, member: "in").doubleValue,
                   let u = evaluate(.success(u), text: u.description, source: rangeSource.source, member: "in").doubleValue, u > l {
                    lower = l
                    upper = u
                } else {
                    diagnostics.append(located(.error(ExprDiagnosticCode.expressionError,
                        "Gauge range '\(rangeSource)' must be lower...upper with lower < upper; drawn as 0...1", path: path("in")), source: rangeSource.source))
                }
            }
            wrap(inherited.progress(max(0, min(1, (v - lower) / (upper - lower)))))
        case .forEach(let collection, let variable, let content):
            let value = evaluate(collection, member: "ForEach")
            guard let items = value.arrayValue else {
                if !value.isNull {
                    diagnostics.append(located(.error(ExprDiagnosticCode.expressionError,
                        "ForEach needs a collection; '\(collection)' is \(value.typeName)", path: path()), source: collection.source))
                }
                return
            }
            let saved = evaluator.context
            // The loop variable is rebound in place: one copy of `locals` per ForEach, not per item.
            for (i, item) in items.enumerated() {
                evaluator.context.locals[variable] = item
                pathIndices.append(i)
                for child in content { resolve(child, inherited, environment: environment, into: &out) }
                pathIndices.removeLast()
            }
            evaluator.context = saved
        case .conditional(let condition, let then, let otherwise):
            let value = evaluate(condition, member: "if")
            let branch = (value.boolValue ?? false) ? then : otherwise
            for child in branch { resolve(child, inherited, environment: environment, into: &out) }
        case .group(let children):
            for child in children { resolve(child, inherited, environment: environment, into: &out) }
        case .shape(let kind, let fill, let stroked):
            wrap(
                .shape(
                    kind, color: fill.map { render($0, member: "fill") } ?? inherited.color, stroked: stroked,
                    trim: node.modifiers.trim))
        case .assetImage(let name):
            wrap(.assetImage(name))
        case .spacer(let minLength):
            out.append(ResolvedView(.spacer(minLength: minLength), layoutDirection: inherited.direction, line: node.line))
        case .divider:
            wrap(.divider)
        case .empty:
            break
        case .unknown(let name):
            wrap(.placeholder("⟨\(name)⟩", isError: false))
        }
    }

    /// A view's `.background` and `.overlay`, resolved in its environment; a rectangle behind it
    /// takes the view's clip shape (`.cornerRadius`, `.clipShape`).
    mutating func decorate(_ view: inout ResolvedView, _ m: ViewModifiers, _ inherited: Inherited, _ environment: Environment) {
        var background: [ResolvedView] = [], overlay: [ResolvedView] = []
        for node in m.background { resolve(node, inherited, environment: environment, into: &background) }
        if let clip = m.clipShape {
            for i in background.indices {
                if case .shape(.rectangle, let color, let stroked, let trim) = background[i].kind {
                    background[i].kind = .shape(clip, color: color, stroked: stroked, trim: trim)
                }
            }
        }
        for node in m.overlay { resolve(node, inherited, environment: environment, into: &overlay) }
        view.decorations = Decorations(background: background, overlay: overlay, offset: m.offset)
    }

    mutating func resolveChildren(_ children: [ViewNode], _ inherited: Inherited, _ environment: Environment) -> [ResolvedView] {
        var result: [ResolvedView] = []
        result.reserveCapacity(children.count)
        // By index: a for-in loop copies each node, modifiers and all, before resolving it.
        for i in children.indices {
            pathIndices.append(i)
            resolve(children[i], inherited, environment: environment, into: &result)
            pathIndices.removeLast()
        }
        return result
    }

    /// `fillsWidth`: a timer's text, which takes all the width it is offered.
    func run(_ text: String, _ inherited: Inherited, fillsWidth: Bool = false) -> TextRun {
        let text = switch inherited.textCase {
        case .uppercase?: text.uppercased()
        case .lowercase?: text.lowercased()
        case nil: text
        }
        var run = TextRun(
            text, font: inherited.font, weight: inherited.weight, monospacedDigit: inherited.monospacedDigit,
            lineLimit: inherited.lineLimit, color: inherited.color, strikethrough: inherited.strikethrough,
            underline: inherited.underline, alignment: inherited.alignment, fillsWidth: fillsWidth)
        run.truncationMode = inherited.truncationMode
        return run
    }

    /// A date range from an expression, or nil after reporting why (a reversed range traps).
    mutating func range(_ source: ViewExpression, member: String) -> (lower: Date, upper: Date)? {
        let value = evaluate(source, member: member)
        if let bounds = value.dateRangeBounds {
            if bounds.upper < bounds.lower,
               let trap = TimerText.pastRangeTrap(lower: bounds.lower, upper: bounds.upper, expression: source.text, path: path(member)) {
                diagnostics.append(trap)
                return nil
            }
            return bounds
        }
        if diagnostics.contains(where: { $0.code == ExprDiagnosticCode.pastRangeTrap && $0.path == path(member) }) { return nil }
        if !value.isNull {
            diagnostics.append(located(.error(ExprDiagnosticCode.expressionError, "'\(source)' is \(value.typeName), not a date range", path: path(member)),
                                       source: source.source))
        }
        return nil
    }

    mutating func text(_ content: TextContent, _ inherited: Inherited, environment: Environment, line: Int) -> ResolvedKind {
        var string: String
        var isTimer = false
        var timerText: TimerText? = nil
        switch content {
        case .string(let template):
            string = render(template, member: nil)
        case .timer(let interval, let pause, let countsDown, let showsHours):
            guard let bounds = range(interval, member: "timerInterval") else {
                return .placeholder("⚠ \(interval) traps: upper bound before lower", isError: true)
            }
            let pauseTime = pause.flatMap { evaluate($0, member: "pauseTime").dateValue }
            let timer = TimerText(timerInterval: bounds, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours)
            string = timer.text(at: evaluator.context.now, timeZone: evaluator.context.timeZone, clock: evaluator.context.clock)
            timerText = timer
            isTimer = true
        case .date(let source, let style):
            guard let date = evaluate(source, member: nil).dateValue else { return .text(run("–", inherited)) }
            let timer = TimerText(date: date, style: style)
            string = timer.text(at: evaluator.context.now, timeZone: evaluator.context.timeZone, clock: evaluator.context.clock)
            timerText = timer
            isTimer = style == .timer
        }
        if let timerText {
            if inherited.direction == .rightToLeft, isTimer {
                // Whether it is mirrored, and the warning, depend on the text at this instant.
                dependsOnInstant = true
            } else {
                ticking.append(TickingView(id: nextID, source: .text(timerText, run(string, inherited, fillsWidth: isTimer))))
            }
        }
        if inherited.direction == .rightToLeft, isTimer {
            // The production bug: a live timer laid out right to left mirrors its digit run. Other
            // text (a time of day, a number in a string) goes through the bidi algorithm, which
            // keeps a run of digits and colons in order (docs/ACTIVITYKIT.md, "Right to left").
            let mirrored = String(string.reversed())
            if mirrored != string {
                diagnostics.append(.warning("layout.unpinnedDigitsRTL",
                    "\"\(string)\" is laid out right to left and reads \"\(mirrored)\"; pin the digits with layoutDirection: leftToRight", path: path()))
                string = mirrored
            }
        }
        return .text(run(string, inherited, fillsWidth: isTimer))
    }
}
