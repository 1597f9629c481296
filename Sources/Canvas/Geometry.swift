/// A position in cells: `x` is the column, `y` the row, both from the top-left corner at (0, 0).
///
/// Coordinates may be negative or lie beyond a buffer: drawing clips, it never traps, so layout code
/// can place things partly off-screen (scrolled, or wider than the terminal) without checking first.
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The point moved by `dx` columns and `dy` rows, saturating instead of overflowing.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Point {
        Point(x: saturatingAdd(x, dx), y: saturatingAdd(y, dy))
    }

    public var description: String { "(\(x), \(y))" }
}

/// A width and height in cells.
///
/// A negative dimension is allowed in the value but means "empty" everywhere it is used, so sizes
/// computed by subtraction need no clamping by the caller.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// True when the size holds no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)x\(height)" }
}

/// A rectangle of cells: `origin` is its top-left cell, `size` how many columns and rows it spans.
///
/// Edges follow the half-open convention: `maxX`/`maxY` are one past the last column/row, so
/// `maxX - minX == width` and adjacent rectangles share no cell. Arithmetic saturates at the `Int`
/// limits rather than trapping, because sizes can come from user input (a `frame` width in a
/// definition) and a crash would leave the terminal in raw mode.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var width: Int { max(0, size.width) }
    public var height: Int { max(0, size.height) }

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    /// One past the last column.
    public var maxX: Int { saturatingAdd(origin.x, width) }
    /// One past the last row.
    public var maxY: Int { saturatingAdd(origin.y, height) }

    /// True when the rectangle holds no cell.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether `point` is one of the rectangle's cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The cells both rectangles hold.
    ///
    /// Never nil: when they do not overlap the result is empty (zero width or height) and placed at
    /// the clamped corner, so it can be passed on as a clip that admits nothing.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 > x0 ? saturatingSubtract(x1, x0) : 0,
                    height: y1 > y0 ? saturatingSubtract(y1, y0) : 0)
    }

    /// The rectangle shrunk by `amount` cells on every side (grown when negative); never below empty.
    public func inset(by amount: Int) -> Rect {
        inset(dx: amount, dy: amount)
    }

    /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows on the top and
    /// bottom (grown when negative). Insetting past the middle leaves an empty rectangle.
    public func inset(dx: Int, dy: Int) -> Rect {
        let twiceDX = saturatingAdd(dx, dx)
        let twiceDY = saturatingAdd(dy, dy)
        return Rect(x: saturatingAdd(minX, dx), y: saturatingAdd(minY, dy),
                    width: max(0, saturatingSubtract(width, twiceDX)),
                    height: max(0, saturatingSubtract(height, twiceDY)))
    }

    /// The first `rows` rows (at most all of them), and the rows below: a screen is laid out by
    /// cutting rows off the top and bottom of what is left.
    public func splitTop(_ rows: Int) -> (top: Rect, rest: Rect) {
        let taken = min(max(0, rows), height)
        return (Rect(x: minX, y: minY, width: width, height: taken),
                Rect(x: minX, y: saturatingAdd(minY, taken), width: width, height: height - taken))
    }

    /// The last `rows` rows (at most all of them), and the rows above.
    public func splitBottom(_ rows: Int) -> (rest: Rect, bottom: Rect) {
        let taken = min(max(0, rows), height)
        return (Rect(x: minX, y: minY, width: width, height: height - taken),
                Rect(x: minX, y: saturatingSubtract(maxY, taken), width: width, height: taken))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    public var description: String { "\(origin) \(size)" }
}

/// `a + b`, pinned to `Int.min`/`Int.max` instead of trapping on overflow.
func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard overflow else { return sum }
    return b > 0 ? Int.max : Int.min
}

/// `a - b`, pinned to `Int.min`/`Int.max` instead of trapping on overflow.
func saturatingSubtract(_ a: Int, _ b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    guard overflow else { return difference }
    return b < 0 ? Int.max : Int.min
}
