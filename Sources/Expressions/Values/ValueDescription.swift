import Foundation

extension Value {
    /// What `print(value)` and `"\(value)"` write, as Swift's `String(describing:)` does.
    /// `module` qualifies declared types where Swift's debug description does (inside collections).
    public func description(module: String) -> String {
        switch self {
        case .string(let s): return s
        case .character(let c): return String(c)
        case .enumCase(let e):
            return e.payload.isEmpty ? e.name : e.name + Value.tupleText(e.payload, module: module)
        case .structure(let s):
            return s.type + "(" + s.fields.map { $0.name + ": " + $0.value.debugDescription(module: module) }.joined(separator: ", ") + ")"
        case .range(let lower, let upper, let closed):
            return (lower?.description(module: module) ?? "") + (closed ? "..." : "..<") + (upper?.description(module: module) ?? "")
        default:
            return debugDescription(module: module)
        }
    }

    /// What Swift's `String(reflecting:)` writes: strings quoted, declared types qualified by module.
    public func debugDescription(module: String) -> String {
        switch self {
        case .void: return "()"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return "\(d)"
        case .float(let f): return "\(f)"
        case .string(let s): return s.debugDescription
        case .character(let c): return c.debugDescription
        case .array(let items): return "[" + items.map { $0.debugDescription(module: module) }.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.map { $0.key.debugDescription(module: module) + ": " + $0.value.debugDescription(module: module) }
                .joined(separator: ", ") + "]"
        case .optional(let wrapped):
            guard let wrapped else { return "nil" }
            return "Optional(" + wrapped.debugDescription(module: module) + ")"
        case .tuple(let elements): return Value.tupleText(elements, module: module)
        case .range(let lower, let upper, let closed):
            return (lower?.debugDescription(module: module) ?? "") + (closed ? "..." : "..<") + (upper?.debugDescription(module: module) ?? "")
        case .date(let date): return Value.dateText(date)
        case .enumCase(let e):
            let name = module + "." + e.type + "." + e.name
            return e.payload.isEmpty ? name : name + Value.tupleText(e.payload, module: module)
        case .structure(let s):
            return module + "." + s.type + "(" + s.fields.map { $0.name + ": " + $0.value.debugDescription(module: module) }.joined(separator: ", ") + ")"
        case .function: return "(Function)"
        case .host(let value): return value.typeName
        case .type(let t): return t.description
        case .implicitMember(let name, let payload): return "." + name + (payload.isEmpty ? "" : Value.tupleText(payload, module: module))
        case .foundation(.calendar(let calendar)): return "\(calendar.identifier) (fixed)"
        case .foundation(.locale(let locale)): return locale.identifier + " (fixed)"
        case .foundation(.timeZone(let zone)): return zone.identifier + " (fixed)"
        case .foundation(.uuid(let uuid)): return uuid.uuidString
        case .foundation(.data(let data)): return "\(data.count) bytes"
        case .foundation(.url(let url)): return url.absoluteString
        case .foundation(.formatter(let box)): return "<\(Value.foundation(.formatter(box)).typeName)>"
        case .foundation(.formatStyle(let style)): return "<\(style.typeName)>"
        case .foundation(.duration(let duration)): return String(describing: duration)
        // As Foundation's `Measurement` describes itself: `4300.0 m`.
        case .foundation(.measurement(let m)):
            return String(describing: m.value) + " " + (Library.dimension(m.unit)?.symbol ?? m.unit.name)
        case .foundation(.unit(let unit)): return Library.dimension(unit)?.symbol ?? unit.name
        case .foundation(.regex(let pattern)): return "/" + pattern + "/"
        case .foundation(.characterSet): return "<CharacterSet>"
        case .foundation(.scanner): return "<Scanner>"
        }
    }

    static func tupleText(_ elements: [TupleValue], module: String) -> String {
        "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.debugDescription(module: module) }.joined(separator: ", ") + ")"
    }

    /// `Date`'s description: `2026-11-22 10:00:00 +0000`.
    static func dateText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ n: Int?) -> String { let v = n ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) +0000"
    }
}
