import Canvas

/// Where the scene's boxes go in an area: in columns, read left to right and top to bottom, every
/// box whole. Of the arrangements that fit, the one whose tallest column is shortest wins, so a
/// wide terminal lays the boxes side by side instead of down one narrow column.
///
/// When not every box fits, the most important ones are kept: a box is left out rather than cut,
/// since half a mockup would read as a layout bug in the user's activity.
struct BoxLayout: Sendable, Equatable {
    struct Placement: Sendable, Equatable {
        /// The box's index in the sizes given.
        var index: Int
        var rect: Rect
    }

    var placements: [Placement]
    /// Indices of the boxes left out, in the order given.
    var hidden: [Int]

    static let columnGap = 2
    static let rowGap = 1
    static let maxBoxes = 8

    /// Lays out boxes of `sizes`, given most important first (which is also the reading order).
    static func arrange(_ sizes: [Size], in area: Rect) -> BoxLayout {
        // A scene has five boxes at most; the search is exponential, so more are left out.
        let count = min(sizes.count, maxBoxes)
        let beyond = Array(sizes.indices.dropFirst(count))
        guard count > 0 else { return BoxLayout(placements: [], hidden: beyond) }
        // Subsets from the most important down: bit `count - 1 - i` stands for box `i`, so a larger
        // mask keeps a more important box whatever the less important ones do.
        for mask in stride(from: (1 << count) - 1, through: 1, by: -1) {
            let chosen = (0..<count).filter { mask & (1 << (count - 1 - $0)) != 0 }
            guard let columns = bestColumns(chosen.map { sizes[$0] }, in: area.size) else { continue }
            var placements: [Placement] = []
            var x = area.minX
            var next = 0
            for column in columns {
                var y = area.minY
                for _ in 0..<column {
                    let index = chosen[next]
                    placements.append(Placement(index: index, rect: Rect(origin: Point(x: x, y: y), size: sizes[index])))
                    y += sizes[index].height + rowGap
                    next += 1
                }
                x += (chosen[(next - column)..<next].map { sizes[$0].width }.max() ?? 0) + columnGap
            }
            return BoxLayout(placements: placements, hidden: (0..<count).filter { !chosen.contains($0) } + beyond)
        }
        return BoxLayout(placements: [], hidden: Array(sizes.indices))
    }

    /// How many boxes go in each column, left to right, for the arrangement of `sizes` (in order)
    /// that fits `space` with the shortest tallest column (then the narrowest); nil if none fits.
    static func bestColumns(_ sizes: [Size], in space: Size) -> [Int]? {
        let count = sizes.count
        guard count > 0 else { return nil }
        var best: (columns: [Int], height: Int, width: Int)?
        // Each of the `count - 1` gaps between neighbours either starts a new column or does not.
        for cuts in 0..<(1 << (count - 1)) {
            var columns: [Int] = []
            var run = 1
            for gap in 0..<(count - 1) {
                if cuts & (1 << gap) != 0 {
                    columns.append(run)
                    run = 1
                } else {
                    run += 1
                }
            }
            columns.append(run)
            var start = 0
            var width = -columnGap
            var height = 0
            for column in columns {
                let boxes = sizes[start..<(start + column)]
                width += (boxes.map(\.width).max() ?? 0) + columnGap
                height = max(height, boxes.reduce(0) { $0 + $1.height } + rowGap * (column - 1))
                start += column
            }
            guard width <= space.width, height <= space.height else { continue }
            if best.map({ (height, width) < ($0.height, $0.width) }) ?? true { best = (columns, height, width) }
        }
        return best?.columns
    }
}
