import SwiftSyntax

/// `.deliveryPreview(progress: 0.54)` or `Model.deliveryPreview(progress: 0.54)` in a preview: a
/// static function of the sources whose body is one value, evaluated with its parameters bound to
/// the arguments (by label, declared defaults for those left out).
extension PreviewEvaluator {
    /// Nil when `type` has no such static function of one value; a failure is reported.
    mutating func staticFunctionValue(_ type: String, _ call: FunctionCallExprSyntax, name: String) -> PreviewValue?? {
        guard let info = index.types[type], let (function, declFile) = info.function(name), DeclarationIndex.TypeInfo.isStatic(function.modifiers),
              let body = function.body, let value = BodyShapes.singleValue(body.statements)?.as(ExprSyntax.self) else { return nil }
        let arguments = call.arguments.nodes
        var bound: [String: PreviewValue] = [:]
        var next = 0
        for parameter in function.signature.parameterClause.parameters.nodes {
            let parameterType = typeSpelling(parameter.type, scope: type)
            let name = (parameter.secondName ?? parameter.firstName).text
            if next < arguments.count, (arguments[next].label?.text ?? "_") == parameter.firstName.text {
                guard let v = evaluate(arguments[next].expression, type: parameterType) else { return .some(nil) }
                bound[name] = v
                next += 1
            } else if let initial = parameter.defaultValue?.value {
                guard let v = inFile(declFile, { $0.evaluate(initial, type: parameterType) }) else { return .some(nil) }
                bound[name] = v
            } else {
                return .some(fail(call, "missing argument '\(parameter.firstName.text):' for \(name)()"))
            }
        }
        guard next == arguments.count else { return .some(fail(call, "cannot evaluate '\(call.trimmedSource.prefix(60))' for the preview")) }
        let returnType = function.signature.returnClause.map { typeSpelling($0.type, scope: type) }
        let (savedLocals, savedSelf) = (locals, selfType)
        locals = bound
        selfType = type
        defer { (locals, selfType) = (savedLocals, savedSelf) }
        return .some(inFile(declFile) { $0.evaluate(value, type: returnType == "Self" ? type : returnType) })
    }
}
