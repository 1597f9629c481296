import ActivityLayout
import ActivityModel
import DefinitionLoader

/// A definition file's text through the loader, the definition reader and the view parser. Read as
/// JSON (`activity.json`, with its surrogate-pair rewrite) when its first non-blank byte is `{`, as
/// YAML otherwise, so a corpus file is a definition a person could have written. What must hold,
/// beyond not trapping and not hanging (YAML aliases, deep nesting):
/// - the text loads, or a `DefinitionError` names the file, a line inside the text and a reason;
/// - every warning and every view diagnostic is shown free of controls;
/// - the expressions of the parsed views can be compiled.
enum DefinitionTarget {
    static let check = FuzzCheck(target: .definition)

    static func run(_ data: [UInt8]) throws(FuzzViolation) {
        let text = String(decoding: data, as: UTF8.self)
        let isJSON = data.first { !ASCII.isWhitespace($0) } == UInt8(ascii: "{")
        let file = isJSON ? "fuzz/activity.json" : "fuzz/activity.yaml"
        guard let definition = try check.loaded(file: file, text: text, { () throws(DefinitionError) in
            try ActivityDefinition(root: DefinitionLoader.parse(text, file: file), file: file)
        }) else { return }
        for warning in definition.warnings { try check.requireDefinitionError(warning, file: file, text: text) }
        try check.requireVisible(definition.name, "the activity's name")
        let (_, diagnostics) = ViewParser.parse(definition, file: file)
        for diagnostic in diagnostics { try check.requireDiagnostic(diagnostic, "view") }
    }
}
