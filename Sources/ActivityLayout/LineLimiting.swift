extension ResolvedView {
    /// The tree with every text that sets no line limit kept to `lines`: what the island does to a
    /// compact side it cuts, which stays one line tall and ends its text with `…`.
    public func limitingLines(to lines: Int) -> ResolvedView {
        var view = self
        switch kind {
        case .text(var run) where run.lineLimit == nil:
            run.lineLimit = lines
            view.kind = .text(run)
        case .stack(let axis, let children, let alignment, let spacing):
            view.kind = .stack(
                axis, children.map { $0.limitingLines(to: lines) }, alignment: alignment, spacing: spacing)
        case .zStack(let children, let alignment):
            view.kind = .zStack(children.map { $0.limitingLines(to: lines) }, alignment: alignment)
        case .fitting(let children, let axes):
            view.kind = .fitting(children.map { $0.limitingLines(to: lines) }, axes: axes)
        default:
            break
        }
        return view
    }
}
