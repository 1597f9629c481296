import SwiftSyntax

/// `value as NSString`, `value as? Int`, `value as! Double`: the value itself, now of that type. A
/// cast that fails at run time (`as?` giving nil) is not modelled: the reader has no run-time types.
extension Translator {
    mutating func cast(_ sequence: SequenceExprSyntax, _ scope: Scope) -> Term? {
        let elements = sequence.elements.nodes
        guard elements.count == 3, let cast = elements[1].as(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self),
              let value = expr(elements[0], scope) else { return nil }
        let written = type.type.trimmedSource
        return Term(kind: value.kind, text: value.text, type: cast.questionOrExclamationMark?.text == "?" ? written + "?" : written,
                    views: value.views, members: value.members)
    }
}
