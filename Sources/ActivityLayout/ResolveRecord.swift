import ActivityModel
import Foundation

/// One `ViewResolver.resolve(_:environment:path:)` call of a frame, kept so the next frame can skip
/// evaluating it again when only the clock moved.
///
/// A view tree's expressions read the state, the attributes, the loop variables and the context
/// flags; only timers (and any expression that reads `now`) read the instant. When the next frame
/// resolves the same view with the same inputs and ids, and no expression read `now`, the result
/// is this one's with its timers formatted at the new instant: the resolver replays the
/// diagnostics and patches the ticking views, which is what a fresh resolve would have produced.
public struct ResolveRecord: Sendable {
    /// What the call was given, in one shared box: records are copied for every call of every frame.
    final class Inputs: Sendable {
        let node: ViewNode?
        let path: String
        let environment: Environment
        let context: EvaluationContext
        let firstID: Int

        init(node: ViewNode?, path: String, environment: Environment, context: EvaluationContext, firstID: Int) {
            self.node = node
            self.path = path
            self.environment = environment
            self.context = context
            self.firstID = firstID
        }
    }

    let inputs: Inputs
    // What it produced.
    var root: ResolvedView
    let nextID: Int
    let diagnostics: [Diagnostic]
    let ticking: [TickingView]
    let readers: [GeometryReaderMark]

    /// Whether the call's tree holds a GeometryReader, whose content read a measured size.
    public var readsGeometry: Bool { !readers.isEmpty }

    /// Whether a call with these inputs resolves to this record's tree (at its own instant).
    func matches(_ node: ViewNode?, _ environment: Environment, _ path: String, _ context: EvaluationContext, firstID: Int) -> Bool {
        firstID == inputs.firstID && path == inputs.path && environment == inputs.environment && node == inputs.node
            && ResolveRecord.sameExceptInstant(context, inputs.context)
    }

    /// Every field but `now`.
    static func sameExceptInstant(_ a: EvaluationContext, _ b: EvaluationContext) -> Bool {
        a.isStale == b.isStale && a.isLuminanceReduced == b.isLuminanceReduced && a.activityFamily == b.activityFamily
            && a.isActivityFullscreen == b.isActivityFullscreen
            && a.isDynamicIslandLimitedInWidth == b.isDynamicIslandLimitedInWidth
            && a.geometry == b.geometry && a.readerGeometries == b.readerGeometries
            && a.clock == b.clock && a.locals == b.locals && a.hasSameValues(as: b)
    }
}

/// A resolved view whose content depends on the render instant and nothing else once its
/// expressions are evaluated: a timer text, a date text, a timer `ProgressView`.
struct TickingView: Sendable {
    enum Source: Sendable {
        /// `run` carries the inherited font, colour and limits; its text is the timer's at each instant.
        case text(TimerText, TextRun)
        case bar(lower: Date, upper: Date, countsDown: Bool, color: String, circular: Bool)
    }

    /// The resolved view's id: ids are handed out after a view's children, so an ancestor's id is
    /// larger than every id below it, which is how `patched` finds the view.
    let id: Int
    let source: Source

    /// The view's content at `now`.
    func kind(at now: Date, timeZone: TimeZone, clock: ClockFormat) -> ResolvedKind {
        switch source {
        case .text(let timer, var run):
            run.text = timer.text(at: now, timeZone: timeZone, clock: clock)
            return .text(run)
        case .bar(let lower, let upper, let countsDown, let color, let circular):
            let fraction = TimerText.progress(timerInterval: (lower, upper), countsDown: countsDown, at: now)
            return circular ? .ring(fraction: fraction, color: color) : .bar(fraction: fraction, color: color)
        }
    }
}

extension ResolvedView {
    /// This tree with the view numbered `id` given `kind`.
    func patched(id: Int, kind: ResolvedKind) -> ResolvedView {
        var view = self
        if self.id == id {
            view.kind = kind
            return view
        }
        switch self.kind {
        case .stack(let axis, var children, let alignment, let spacing):
            guard let i = ResolvedView.holder(of: id, in: children) else { return self }
            children[i] = children[i].patched(id: id, kind: kind)
            view.kind = .stack(axis, children, alignment: alignment, spacing: spacing)
        case .zStack(var children, let alignment):
            guard let i = ResolvedView.holder(of: id, in: children) else { return self }
            children[i] = children[i].patched(id: id, kind: kind)
            view.kind = .zStack(children, alignment: alignment)
        case .fitting(var children, let axes):
            guard let i = ResolvedView.holder(of: id, in: children) else { return self }
            children[i] = children[i].patched(id: id, kind: kind)
            view.kind = .fitting(children, axes: axes)
        default:
            break
        }
        return view
    }

    /// The child that is, or holds, the view numbered `id`: the first numbered child at or past it.
    static func holder(of id: Int, in children: [ResolvedView]) -> Int? {
        children.firstIndex { $0.id != 0 && $0.id >= id }
    }

    /// The view numbered `id` in this tree, if any.
    func view(numbered id: Int) -> ResolvedView? {
        if self.id == id { return self }
        switch kind {
        case .stack(_, let children, _, _), .zStack(let children, _), .fitting(let children, _):
            guard let i = ResolvedView.holder(of: id, in: children) else { return nil }
            return children[i].view(numbered: id)
        default:
            return nil
        }
    }
}
