/// `ViewThatFits` decided once: the point layout chooses each one's child by the room it is
/// offered, and the cell layout draws that child. Cells round widths, so left to choose on their
/// own they could pick another child than the points that measure the budget.
extension ResolvedView {
    /// This tree with each `ViewThatFits` replaced by the child `box` (this tree laid out) placed.
    public func choosingFits(as box: LayoutBox) -> ResolvedView {
        switch kind {
        case .fitting(let children, _):
            guard let placed = box.children.first, let chosen = children.first(where: { $0.id == placed.view.id }) else { return self }
            // The choice stands where the ViewThatFits stood, centred, with its frame, padding and
            // decorations around it.
            var view = self
            view.kind = .zStack([chosen.choosingFits(as: placed)], alignment: .center)
            return view
        case .stack(let axis, let children, let alignment, let spacing) where children.count == box.children.count:
            var view = self
            view.kind = .stack(axis, zip(children, box.children).map { $0.choosingFits(as: $1) }, alignment: alignment, spacing: spacing)
            return view
        case .zStack(let children, let alignment) where children.count == box.children.count:
            var view = self
            view.kind = .zStack(zip(children, box.children).map { $0.choosingFits(as: $1) }, alignment: alignment)
            return view
        default:
            return self
        }
    }
}
