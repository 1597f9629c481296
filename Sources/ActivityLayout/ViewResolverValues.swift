import ActivityModel

/// A view's arguments given as expressions (`ValueSlot`), evaluated at this instant over the static
/// values beside them. A value of the wrong kind (a string for a length, a negative frame size, an
/// unknown alignment or text style) is reported where it is written and the static value kept.
extension ViewResolver {
    mutating func resolveValues(_ expressions: [ValueSlot: ViewExpression], into view: inout ResolvedView) {
        // `padding: expr` or `.padding(insets)` gives one expression to every edge: evaluated once.
        var last: (expression: ViewExpression, value: ExprValue, reported: Bool)?
        for slot in ValueSlot.allCases where slot != .font {
            guard let expression = expressions[slot] else { continue }
            if last?.expression !== expression {
                last = (expression, evaluate(expression, member: member(of: slot, expressions), as: slot.expectedType), false)
            }
            guard let value = last?.value, !value.isNull else { continue }
            if !apply(value, to: slot, of: &view), last?.reported == false {
                last?.reported = true
                invalid(expression, value, expected: slot.expected, member: member(of: slot, expressions))
            }
        }
    }

    /// `.font(expression)` at this instant: a Dynamic Type style, or nil (reported) for another value.
    mutating func resolveFont(_ expression: ViewExpression) -> TextStyle? {
        let value = evaluate(expression, member: "font", as: ValueSlot.font.expectedType)
        if let style = ViewVocabulary.name(value).flatMap(TextStyle.init(rawValue:)) { return style }
        if !value.isNull { invalid(expression, value, expected: ValueSlot.font.expected, member: "font") }
        return nil
    }

    /// The member of the view's path a slot's diagnostics name: `padding` for an expression every
    /// edge shares.
    func member(of slot: ValueSlot, _ expressions: [ValueSlot: ViewExpression]) -> String {
        guard slot.isPadding else { return slot.member }
        let expression = expressions[slot]
        return ValueSlot.paddingSlots.contains { $0 != slot && expressions[$0] === expression } ? "padding" : slot.member
    }

    mutating func invalid(_ expression: ViewExpression, _ value: ExprValue, expected: String, member: String) {
        diagnostics.append(located(.warning(ExprDiagnosticCode.invalidValue,
                                            "'\(expression)' is \(value.typeName) \(value.displayText), not \(expected); ignored",
                                            path: path(member)), source: expression.source))
    }

    /// Sets `slot` of the view to `value`; false when the value is not of the slot's kind.
    func apply(_ value: ExprValue, to slot: ValueSlot, of view: inout ResolvedView) -> Bool {
        if slot.isLength {
            guard let points = Self.points(value, for: slot) else { return false }
            if slot.isPadding {
                var insets = view.padding ?? EdgeInsets()
                insets.set(slot, points)
                view.padding = insets
            } else if slot == .spacing {
                guard case .stack(let axis, let children, let alignment, _) = view.kind else { return true }
                view.kind = .stack(axis, children, alignment: alignment, spacing: points)
            } else {
                var frame = view.frame ?? Frame()
                frame.set(slot, points)
                view.frame = frame
            }
            return true
        }
        var frame = view.frame ?? Frame()
        switch slot {
        case .alignment:
            if case .structure(ViewVocabulary.alignment?, _) = value {
                guard let horizontal = value[field: "horizontal"].flatMap(ViewVocabulary.name).flatMap(HorizontalAlignment.init(rawValue:)),
                      let vertical = value[field: "vertical"].flatMap(ViewVocabulary.name).flatMap(VerticalAlignment.init(rawValue:)) else { return false }
                frame.alignment = Alignment2D(horizontal: horizontal, vertical: vertical)
            } else {
                guard let alignment = ViewVocabulary.name(value).flatMap(Alignment2D.init(name:)) else { return false }
                frame.alignment = alignment
            }
        case .horizontalAlignment:
            guard let horizontal = ViewVocabulary.name(value).flatMap(HorizontalAlignment.init(rawValue:)) else { return false }
            frame.alignment.horizontal = horizontal
        case .verticalAlignment:
            guard let vertical = ViewVocabulary.name(value).flatMap(VerticalAlignment.init(rawValue:)) else { return false }
            frame.alignment.vertical = vertical
        default:
            return true
        }
        view.frame = frame
        return true
    }

    /// A length in points SwiftUI would take in `slot`: finite and within `ViewParser.lengthLimit`
    /// (infinite where the slot allows), not negative for a frame size. An inset is read from an
    /// `EdgeInsets` value too (`.padding(insets)`), where one edge left out is 0.
    static func points(_ value: ExprValue, for slot: ValueSlot) -> Double? {
        var value = value
        if slot.isPadding, case .structure(ViewVocabulary.edgeInsets?, _) = value { value = value[field: slot.rawValue] ?? .int(0) }
        guard let points = value.doubleValue else { return nil }
        if points == .infinity, slot.allowsInfinity { return points }
        guard points.isFinite, points.magnitude <= ViewParser.lengthLimit, !(slot.isFrameLength && points < 0) else { return nil }
        return points
    }
}
