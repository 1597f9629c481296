/// One child of a stack as sizing sees it: the size the stack gives it, and what decides how it
/// shares the room, noted once so that later passes need not read the child again.
@usableFromInline struct StackSlot {
    @usableFromInline var width = 0.0
    @usableFromInline var height = 0.0
    @usableFromInline var isSpacer = false
    /// Takes a share of the room left along the row (`LayoutEngine.fillsWidth`).
    @usableFromInline var fillsWidth = false

    @inlinable init() {}
}
