import ActivityRender
import Canvas

/// The scene's boxes (the ones `dump` prints, from `ScenePage.blocks`) laid out in an area by
/// `BoxLayout`, most important first: Lock Screen, expanded, compact, minimal (the attached minimal
/// view before the detached one, as the page has them). When some do not fit, the area's last row
/// says how many were left out and what would show them.
struct SceneView: Sendable {
    var blocks: [(kinds: [SurfaceKind], cells: CellBuffer)]
    /// Whether `e` shows the expanded view alone now: the hint does not offer it then.
    var focusExpanded: Bool
    var unicode: Bool
    var hintStyle: Style

    /// Where each box went, by its index in `blocks`, and the indices of those left out.
    struct Arrangement {
        var placements: [(index: Int, rect: Rect)]
        var hidden: [Int]
    }

    func arrange(in area: Rect) -> Arrangement {
        var arrangement = flow(in: area)
        if !arrangement.hidden.isEmpty {
            // The hint takes the area's last row: no box may end there.
            arrangement = flow(in: area.splitBottom(1).rest)
        }
        return arrangement
    }

    /// By the block's place in the page, not by its kinds: with two activities the attached and the
    /// detached minimal views are both `[.minimal]`.
    func flow(in area: Rect) -> Arrangement {
        let order: [SurfaceKind] = [.lockScreen, .expanded, .compactLeading, .minimal]
        func rank(_ index: Int) -> (Int, Int, Int) {
            (order.firstIndex(of: blocks[index].kinds.first ?? .minimal) ?? 9, blocks[index].kinds.count, index)
        }
        let sorted = blocks.indices.sorted { rank($0) < rank($1) }
        let layout = BoxLayout.arrange(sorted.map { blocks[$0].cells.size }, in: area)
        return Arrangement(placements: layout.placements.map { (sorted[$0.index], $0.rect) }, hidden: layout.hidden.map { sorted[$0] })
    }

    @discardableResult
    func render(into screen: inout CellBuffer, area: Rect) -> Arrangement {
        let arrangement = arrange(in: area)
        for (index, rect) in arrangement.placements { screen.blit(blocks[index].cells, at: rect.origin) }
        if let hint = hint(arrangement.hidden, width: area.width) {
            screen.write(hint, at: Point(x: area.minX, y: area.maxY - 1), style: hintStyle, clip: area)
        }
        return arrangement
    }

    /// `▸ 2 more: enlarge the terminal, or e for the expanded view`, the longest form that fits.
    func hint(_ hidden: [Int], width: Int) -> String? {
        guard !hidden.isEmpty else { return nil }
        // `e` shows the expanded view alone: worth offering only when it is one of those left out.
        let expandedHidden = !focusExpanded && hidden.contains { blocks[$0].kinds.contains(.expanded) }
        let more = "\(unicode ? "▸" : ">") \(hidden.count) more"
        let forms = [more + ": enlarge the terminal" + (expandedHidden ? ", or e for the expanded view" : ""), more + ": enlarge the terminal", more]
        return forms.first { CellWidth.of($0) <= width } ?? more
    }
}
