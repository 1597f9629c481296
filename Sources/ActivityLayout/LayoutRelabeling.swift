extension LayoutEngine {
    /// Makes `box` what `layout(view, …)` would give, `box` being the layout of a tree with the
    /// same layout (`hasSameLayout`) made by this engine with the same proposal: the frames are
    /// kept, the views replaced, and only texts that changed are measured again for their lines, in
    /// the width `place` gave them.
    /// A second's tick of a timer then costs a few comparisons instead of a layout pass. False, and
    /// `box` left half changed, when its shape does not match the view's or its decorations changed
    /// (their boxes are laid out with the view): the caller then lays the view out afresh.
    ///
    /// `changed` receives the frame of every box drawn differently: a leaf whose view changed, or a
    /// container whose opacity did.
    @inlinable
    public func relabel(_ box: inout LayoutBox, with view: ResolvedView, changed: inout [LayoutRect]) -> Bool {
        // An unchanged subtree keeps its box. Cheap when the view was replayed: the resolver
        // patches only the path to a ticking view, so the other subtrees share their storage
        // with the last frame's and compare equal at once.
        if box.view == view { return true }
        guard box.view.decorations == view.decorations else { return false }
        let old = box.view
        // In place: a box the caller holds alone is changed without copying its children.
        box.view = view
        switch view.kind {
        case .text(let run):
            changed.append(box.frame)
            if case .text(let oldRun) = old.kind, oldRun.text == run.text { break }
            let insets = scaled(view.padding)
            box.lines = metrics.measure(run, maxWidth: max(0, box.frame.width - insets.leading - insets.trailing)).lines
        case .stack(_, let children, _, _), .zStack(let children, _):
            // Same layout means one box per child, in order.
            guard children.count == box.children.count else { return false }
            if old.opacity != view.opacity { changed.append(box.frame) }
            for i in children.indices where !relabel(&box.children[i], with: children[i], changed: &changed) { return false }
        case .fitting:
            // Its box holds the chosen child only, and which one is not kept: laid out anew.
            return false
        default:
            changed.append(box.frame)
        }
        return true
    }
}
