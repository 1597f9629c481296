/// An argument of a view that an expression may give, evaluated at each instant.
public enum ValueSlot: String, Sendable, Equatable, Hashable, CaseIterable {
    case width, height, minWidth, maxWidth, minHeight, maxHeight
    case top, leading, bottom, trailing
    /// A `VStack`'s or `HStack`'s spacing.
    case spacing
    /// The frame's alignment: whole (`.topLeading`), or one axis of `Alignment(horizontal:vertical:)`.
    case alignment, horizontalAlignment, verticalAlignment
    /// `.font(…)`: a Dynamic Type style.
    case font

    public static let paddingSlots = allCases.filter(\.isPadding)
    static let frameSlots = allCases.filter(\.isFrameLength)

    // Switches, not `contains`: asked for every slot of every view with expressions at each frame.
    var isPadding: Bool {
        switch self {
        case .top, .leading, .bottom, .trailing: true
        default: false
        }
    }
    var isFrameLength: Bool {
        switch self {
        case .width, .height, .minWidth, .maxWidth, .minHeight, .maxHeight: true
        default: false
        }
    }
    var isLength: Bool { isPadding || isFrameLength || self == .spacing }
    /// Where `.infinity` means "all that is offered" (SwiftUI refuses it as a minimum).
    var allowsInfinity: Bool {
        switch self {
        case .width, .height, .maxWidth, .maxHeight: true
        default: false
        }
    }

    /// The member of the view's path a diagnostic about the slot names (literals: asked per frame).
    var member: String {
        switch self {
        case .width: "frame.width"
        case .height: "frame.height"
        case .minWidth: "frame.minWidth"
        case .maxWidth: "frame.maxWidth"
        case .minHeight: "frame.minHeight"
        case .maxHeight: "frame.maxHeight"
        case .top: "padding.top"
        case .leading: "padding.leading"
        case .bottom: "padding.bottom"
        case .trailing: "padding.trailing"
        case .spacing: "spacing"
        case .alignment: "frame.alignment"
        case .horizontalAlignment: "frame.alignment.horizontal"
        case .verticalAlignment: "frame.alignment.vertical"
        case .font: "font"
        }
    }

    /// What a value of the slot must be, as a diagnostic says it.
    var expected: String {
        switch self {
        case .alignment: return "a frame alignment (" + ViewVocabulary.alignmentNames.joined(separator: ", ") + ")"
        case .horizontalAlignment: return "a horizontal alignment (" + ViewVocabulary.horizontalAlignmentNames.joined(separator: ", ") + ")"
        case .verticalAlignment: return "a vertical alignment (" + ViewVocabulary.verticalAlignmentNames.joined(separator: ", ") + ")"
        case .font: return "a Dynamic Type style (" + ViewVocabulary.fontNames.joined(separator: ", ") + ")"
        case _ where isPadding: return "a length in points or EdgeInsets"
        default: return "a length in points"
        }
    }

    /// The type the expression is written for, which gives a bare `.member` in it its meaning.
    var expectedType: String {
        switch self {
        case .alignment: return ViewVocabulary.alignment
        case .horizontalAlignment: return ViewVocabulary.horizontalAlignment
        case .verticalAlignment: return ViewVocabulary.verticalAlignment
        case .font: return ViewVocabulary.font
        default: return ViewVocabulary.length
        }
    }
}
