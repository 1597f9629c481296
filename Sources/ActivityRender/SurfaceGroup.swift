/// What one page of the preview shows: the phone's presentations, or one of the surfaces
/// ActivityKit draws them on elsewhere. `v` steps through them in this order.
public enum SurfaceGroup: String, Sendable, CaseIterable {
    case phone, standBy, smartStack, carPlay, menuBar

    public var kinds: [SurfaceKind] {
        switch self {
        case .phone: return SurfaceKind.phone
        case .standBy: return [.standBy]
        case .smartStack: return [.smartStack]
        case .carPlay: return [.carPlay]
        case .menuBar: return [.menuBar]
        }
    }

    /// The group after this one, the phone after the last.
    public var next: SurfaceGroup {
        let all = SurfaceGroup.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }
}
