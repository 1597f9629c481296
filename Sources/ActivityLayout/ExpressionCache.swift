/// Every expression and interpolated string of a definition's views, parsed once.
///
/// Views keep their expressions as source text; parsing them on every frame cost a third of a
/// render (BENCHMARKS.md). The cache is built when the definition is loaded and travels with the
/// scene; the resolver parses anything missing from it (tests, hand-built views).
public struct ExpressionCache: Sendable {
    var expressions: [String: Result<Expr, ExprParseError>] = [:]
    var templates: [String: Result<InterpolatedString, ExprParseError>] = [:]
    /// The same entries by the definition line of the view that holds them. The resolver knows the
    /// line, and comparing a line's few sources (a view's own string shares storage with the one
    /// kept here, so they compare equal at once) is cheaper than hashing the source, which was
    /// most of the cost of a look-up.
    var expressionsByLine: [[(source: String, parsed: Result<Expr, ExprParseError>)]] = []
    var templatesByLine: [[(source: String, parsed: Result<InterpolatedString, ExprParseError>)]] = []

    public init() {}

    /// Parses every expression and template in `views`.
    public init(views: ActivityViews) {
        let roots = [views.lockScreen, views.compactLeading, views.compactTrailing, views.minimal,
                     views.expanded.leading, views.expanded.trailing, views.expanded.center, views.expanded.bottom]
        for root in roots.compactMap({ $0 }) { add(root) }
    }

    mutating func add(_ node: ViewNode) {
        func addExpression(_ source: String) { self.addExpression(source, line: node.line) }
        func addTemplate(_ source: String) { self.addTemplate(source, line: node.line) }
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

    mutating func addExpression(_ source: String, line: Int) {
        if expressions[source] == nil {
            do { expressions[source] = .success(try ExprParser.parse(source)) } catch { expressions[source] = .failure(error) }
        }
        guard line >= 0, let parsed = expressions[source] else { return }
        if line >= expressionsByLine.count { expressionsByLine += Array(repeating: [], count: line - expressionsByLine.count + 1) }
        if !expressionsByLine[line].contains(where: { $0.source == source }) { expressionsByLine[line].append((source, parsed)) }
    }

    mutating func addTemplate(_ source: String, line: Int) {
        guard InterpolatedString.hasInterpolation(source) else { return }
        if templates[source] == nil {
            do { templates[source] = .success(try InterpolatedString(parsing: source)) } catch { templates[source] = .failure(error) }
        }
        guard line >= 0, let parsed = templates[source] else { return }
        if line >= templatesByLine.count { templatesByLine += Array(repeating: [], count: line - templatesByLine.count + 1) }
        if !templatesByLine[line].contains(where: { $0.source == source }) { templatesByLine[line].append((source, parsed)) }
    }

    /// `expression(_:)`, looked up first among the sources of the view on `line`.
    func expression(_ source: String, line: Int) -> Result<Expr, ExprParseError> {
        if line >= 0, line < expressionsByLine.count {
            for entry in expressionsByLine[line] where entry.source == source { return entry.parsed }
        }
        return expression(source)
    }

    /// `template(_:)`, looked up first among the sources of the view on `line`.
    func template(_ source: String, line: Int) -> Result<InterpolatedString, ExprParseError> {
        if line >= 0, line < templatesByLine.count {
            for entry in templatesByLine[line] where entry.source == source { return entry.parsed }
        }
        return template(source)
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
