import ActivityModel

/// Every presentation's view tree, as the definition declares them.
public struct ActivityViews: Sendable, Equatable {
    public var lockScreen: ViewNode?
    public var expanded: ExpandedRegions
    public var compactLeading: ViewNode?
    public var compactTrailing: ViewNode?
    public var minimal: ViewNode?
    /// The program that computes these views at each instant; the trees above are then its last
    /// evaluation's, or empty.
    public var program: ProgramReference?

    public init(lockScreen: ViewNode? = nil, expanded: ExpandedRegions = ExpandedRegions(), compactLeading: ViewNode? = nil,
                compactTrailing: ViewNode? = nil, minimal: ViewNode? = nil) {
        self.lockScreen = lockScreen
        self.expanded = expanded
        self.compactLeading = compactLeading
        self.compactTrailing = compactTrailing
        self.minimal = minimal
    }
}

/// The four regions of the expanded Dynamic Island presentation.
public struct ExpandedRegions: Sendable, Equatable {
    public var leading: ViewNode?
    public var trailing: ViewNode?
    public var center: ViewNode?
    public var bottom: ViewNode?

    public init(leading: ViewNode? = nil, trailing: ViewNode? = nil, center: ViewNode? = nil, bottom: ViewNode? = nil) {
        self.leading = leading
        self.trailing = trailing
        self.center = center
        self.bottom = bottom
    }

    public var isEmpty: Bool { leading == nil && trailing == nil && center == nil && bottom == nil }
}
