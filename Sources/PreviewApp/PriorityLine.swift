import Canvas

/// Fields on one row, each with a priority: when they do not all fit, the least important field
/// goes whole (among equals, the one further right), never cut in the middle, so a field is shown
/// only if every more important one is. The status bar and the log pane's title are built so.
struct PriorityLine<Priority: Comparable & Sendable>: Sendable {
    struct Field: Sendable, Equatable {
        var text: String
        var priority: Priority
        var style: Style
        /// Joins the field to the one before it instead of the separator (`iphone-standard dark en
        /// large` reads as one): its priority must be below that one's, so it never outlives it.
        var joiner: String?

        init(text: String, priority: Priority, style: Style = .plain, joiner: String? = nil) {
            self.text = text
            self.priority = priority
            self.style = style
            self.joiner = joiner
        }

        static func == (lhs: Field, rhs: Field) -> Bool {
            lhs.text == rhs.text && lhs.priority == rhs.priority && lhs.style == rhs.style && lhs.joiner == rhs.joiner
        }
    }

    var fields: [Field]
    var separator: String

    /// The fields that fit in `width` columns, in order. The one field left last is kept even when
    /// it does not fit (the caller clips it): a row that says nothing helps no one.
    func kept(within width: Int) -> [Field] {
        var shown = fields
        while columns(shown) > width, shown.count > 1,
              let least = shown.indices.max(by: { (shown[$0].priority, $0) < (shown[$1].priority, $1) }) {
            shown.remove(at: least)
            while least < shown.count, shown[least].joiner != nil { shown.remove(at: least) }
        }
        return shown
    }

    /// Columns `shown` takes, separators and joiners included.
    func columns(_ shown: [Field]) -> Int {
        var width = 0
        for (index, field) in shown.enumerated() {
            if index > 0 { width += CellWidth.of(field.joiner ?? separator) }
            width += CellWidth.of(field.text)
        }
        return width
    }

    /// Writes `shown` from `origin`, clipped to `clip`; returns the columns written.
    @discardableResult
    func write(_ shown: [Field], into screen: inout CellBuffer, at origin: Point, separatorStyle: Style, clip: Rect) -> Int {
        var x = origin.x
        for (index, field) in shown.enumerated() {
            if index > 0 { x += screen.write(field.joiner ?? separator, at: Point(x: x, y: origin.y), style: separatorStyle, clip: clip) }
            x += screen.write(field.text, at: Point(x: x, y: origin.y), style: field.style, clip: clip)
        }
        return x - origin.x
    }
}
