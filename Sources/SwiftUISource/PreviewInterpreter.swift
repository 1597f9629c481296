import ActivityModel
import Expressions
import Foundation
import SwiftSyntax

/// Evaluates a `#Preview`'s attributes and content states by running them: the sources' declarations
/// lowered to the IR, the expression interpreted with `Date.now` at the clock's start and the
/// calendar in UTC (the zone a dump draws in), the result stored as the type the preview gives it.
struct PreviewInterpreter {
    let lowered: LoweredSources
    let interpreter: Interpreter
    var diagnostics: [Diagnostic] = []

    init(lowered: LoweredSources, start: Date) {
        self.lowered = lowered
        interpreter = Interpreter(program: lowered.program, module: "Preview", now: start)
    }

    /// The value of `syntax` (a node of `files[file].tree`) as a `type`, or nil after reporting why.
    mutating func evaluate(
        _ syntax: ExprSyntax, file: Int, type: String, selfType: String? = nil, prelude: [IR.Stmt] = []
    ) -> PreviewValue? {
        do throws(EvaluationError) {
            let value = try interpreter.evaluate(
                lowered.expr(syntax, file: file), as: .named(type), selfType: selfType, prelude: prelude)
            guard let preview = PreviewValue(value) else {
                report("\(lowered.lowerings[file].range(syntax)): a preview value cannot be a \(value.typeName)")
                return nil
            }
            return preview
        } catch {
            report(error.description)
            return nil
        }
    }

    /// A declaration of a `contentStates:` closure (a node of `files[file].tree`), lowered: what the
    /// states written after it read (`let home = Team(…)`).
    func declaration(_ item: CodeBlockItemSyntax, file: Int) -> [IR.Stmt] {
        lowered.lowerings[file].statements(CodeBlockItemListSyntax([item]))
    }

    mutating func report(_ message: String) {
        let diagnostic = Diagnostic.warning(SwiftUIDiagnosticCode.unsupportedExpression, message)
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }
}

extension PreviewValue {
    /// An interpreted value as the preview encodes it; nil for what a `Codable` state cannot hold.
    init?(_ value: Value) {
        switch value {
        case .optional(nil): self = .null
        case .optional(let wrapped?): self.init(wrapped)
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .int(Int64(i))
        case .double(let d): self = .double(d)
        case .float(let f): self = .double(Double(f))
        case .string(let s): self = .string(s)
        case .character(let c): self = .string(String(c))
        case .date(let d): self = .date(d.timeIntervalSince1970)
        case .range(.date(let a)?, .date(let b)?, _): self = .range(a.timeIntervalSince1970, b.timeIntervalSince1970)
        case .array(let items):
            var converted: [PreviewValue] = []
            for item in items {
                guard let c = PreviewValue(item) else { return nil }
                converted.append(c)
            }
            self = .array(converted)
        case .structure(let s) where s.type == "DateInterval":
            // As `DateInterval` encodes itself: its start and duration.
            guard case .date(let start)? = s["start"], case .double(let duration)? = s["duration"] else { return nil }
            self = .object([("start", .date(start.timeIntervalSince1970)), ("duration", .double(duration))])
        case .structure(let s):
            var fields: [(String, PreviewValue)] = []
            for field in s.fields {
                guard let c = PreviewValue(field.value) else { return nil }
                fields.append((field.name, c))
            }
            self = .object(fields)
        case .enumCase(let e):
            if e.payload.isEmpty {
                self = .enumCase(e.name)
                return
            }
            var values: [(String, PreviewValue)] = []
            for (i, element) in e.payload.enumerated() {
                guard let c = PreviewValue(element.value) else { return nil }
                // Synthesized `Codable` keys an unlabelled associated value by its position.
                values.append((element.label ?? "_\(i)", c))
            }
            self = .enumValues(e.name, values)
        case .foundation(.uuid(let uuid)): self = .string(uuid.uuidString)
        // `Duration` encodes its attoseconds as two halves, `[high, low]`.
        case .foundation(.duration(let duration)):
            let attoseconds = duration.attoseconds
            self = .array([
                .int(Int64(truncatingIfNeeded: attoseconds >> 64)), .uint(UInt64(truncatingIfNeeded: attoseconds)),
            ])
        case .foundation(.url(let url)): self = .string(url.absoluteString)
        case .foundation(.data(let data)): self = .string(data.base64EncodedString())
        case .implicitMember(let name, let payload) where payload.isEmpty:
            self = .enumCase(name)
        case .dictionary(let entries):
            var fields: [(String, PreviewValue)] = []
            for entry in entries {
                guard let c = PreviewValue(entry.value) else { return nil }
                switch entry.key {
                case .string(let key): fields.append((key, c))
                case .int(let key): fields.append((String(key), c))
                default: return nil
                }
            }
            self = .object(fields)
        default:
            return nil
        }
    }
}
