/// Every expression and interpolated string of a definition's views, parsed once.
///
/// Views keep their expressions as source text; parsing them on every frame cost a third of a
/// render (BENCHMARKS.md). The cache is built when the definition is loaded and travels with the
/// scene; the resolver parses anything missing from it (tests, hand-built views).
public struct ExpressionCache: Sendable {
    var expressions: [String: Result<Expr, ExprParseError>] = [:]
    var templates: [String: Result<InterpolatedString, ExprParseError>] = [:]

    public init() {}

    /// Parses every expression and template in `views`.
    public init(views: ActivityViews) {
        let roots = [views.lockScreen, views.compactLeading, views.compactTrailing, views.minimal,
                     views.expanded.leading, views.expanded.trailing, views.expanded.center, views.expanded.bottom]
        for root in roots.compactMap({ $0 }) { add(root) }
    }

    mutating func add(_ node: ViewNode) {
        if let color = node.modifiers.foregroundStyle { addTemplate(color) }
        switch node.kind {
        case .vStack(let children, _, _), .hStack(let children, _, _), .zStack(let children, _):
            children.forEach { add($0) }
        case .text(.string(let template)):
            addTemplate(template)
        case .text(.timer(let interval, let pause, _, _)):
            addExpression(interval)
            if let pause { addExpression(pause) }
        case .text(.date(let date, _)):
            addExpression(date)
        case .label(let title, let image):
            addTemplate(title)
            if let image { addTemplate(image) }
        case .image(let name):
            addTemplate(name)
        case .progress(.value(let value, let total)):
            addExpression(value)
            if let total { addExpression(total) }
        case .progress(.timer(let interval, _)):
            addExpression(interval)
        case .gauge(let value, _):
            addExpression(value)
        case .forEach(let collection, _, let content):
            addExpression(collection)
            content.forEach { add($0) }
        case .conditional(let condition, let then, let otherwise):
            addExpression(condition)
            then.forEach { add($0) }
            otherwise.forEach { add($0) }
        case .spacer, .divider, .empty, .unknown:
            break
        }
    }

    mutating func addExpression(_ source: String) {
        guard expressions[source] == nil else { return }
        do { expressions[source] = .success(try ExprParser.parse(source)) } catch { expressions[source] = .failure(error) }
    }

    mutating func addTemplate(_ source: String) {
        guard InterpolatedString.hasInterpolation(source), templates[source] == nil else { return }
        do { templates[source] = .success(try InterpolatedString(parsing: source)) } catch { templates[source] = .failure(error) }
    }

    /// The parsed expression for `source`, parsing it now if the cache does not hold it.
    public func expression(_ source: String) -> Result<Expr, ExprParseError> {
        if let cached = expressions[source] { return cached }
        do { return .success(try ExprParser.parse(source)) } catch { return .failure(error) }
    }

    public func template(_ source: String) -> Result<InterpolatedString, ExprParseError> {
        if let cached = templates[source] { return cached }
        do { return .success(try InterpolatedString(parsing: source)) } catch { return .failure(error) }
    }
}

extension InterpolatedString {
    /// Whether `text` holds a `\\(`: a byte scan, where `String.contains` with a string argument
    /// goes through Foundation's NSString search on Linux.
    public static func hasInterpolation(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == 0x5C, byte == 0x28 { return true }
            previous = byte
        }
        return false
    }
}
