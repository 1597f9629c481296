import Foundation

extension Library {
    /// `Sequence` and `Collection` methods over `items`, the elements of `base`.
    static func sequenceMethod(_ base: Value, _ items: [Value], _ name: String, _ args: [TupleValue], _ interpreter: Interpreter,
                               at range: SourceRange) throws -> Value? {
        func call(_ f: Value, _ values: Value...) throws -> Value { try interpreter.call(f, values, at: range) }
        func test(_ f: Value, _ value: Value) throws -> Bool { try interpreter.truth(try call(f, value), at: range) }
        func less(_ a: Value, _ b: Value) throws -> Bool {
            guard let o = try Operators.compare(a, b, interpreter) else {
                throw EvaluationError(.typeMismatch, "\(a.typeName) is not Comparable", at: range)
            }
            return o < 0
        }
        switch name {
        case "map":
            let f = try function(args, at: range)
            return .array(try items.map { try call(f, $0) })
        case "compactMap":
            let f = try function(args, at: range)
            return .array(try items.compactMap { value -> Value? in
                let result = try call(f, value)
                if case .optional(let wrapped) = result { return wrapped }
                return result
            })
        case "flatMap":
            let f = try function(args, at: range)
            return .array(try items.flatMap { try elements(of: try call(f, $0), at: range) })
        case "filter":
            let f = try function(args, at: range)
            return sameKind(base, try items.filter { try test(f, $0) })
        case "forEach":
            let f = try function(args, at: range)
            for item in items { _ = try call(f, item) }
            return .void
        case "reduce":
            let f = try function(args, at: range)
            if let into = argument(args, "into") {
                // `reduce(into:)` mutates its accumulator: the closure's first parameter is inout.
                return try interpreter.reduceInto(into, items, f, at: range)
            }
            guard var accumulator = args.first?.value else { return nil }
            for item in items { accumulator = try call(f, accumulator, item) }
            return accumulator
        case "first", "last":
            guard let f = closure(args, "where") else { return nil }
            let found = name == "first" ? try items.first { try test(f, $0) } : try items.last { try test(f, $0) }
            return .optional(found)
        case "firstIndex", "lastIndex":
            let index: Int?
            if let f = closure(args, "where") {
                index = name == "firstIndex" ? try items.firstIndex { try test(f, $0) } : try items.lastIndex { try test(f, $0) }
            } else if let of = argument(args, "of") {
                index = name == "firstIndex" ? items.firstIndex { Operators.equal($0, of) } : items.lastIndex { Operators.equal($0, of) }
            } else {
                return nil
            }
            return .optional(index.map { .int($0) })
        case "contains":
            if let f = closure(args, "where") { return .bool(try items.contains { try test(f, $0) }) }
            guard let probe = args.first?.value else { return nil }
            return .bool(items.contains { Operators.equal($0, probe) })
        // A `Set`'s algebra, its elements kept in first-appearance order (a set prints in no fixed order).
        case "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint":
            guard let other = args.first?.value else { return nil }
            let others = try elements(of: other, at: range)
            func has(_ list: [Value], _ v: Value) -> Bool { list.contains { Operators.equal($0, v) } }
            var unique: [Value] = []
            for item in items where !has(unique, item) { unique.append(item) }
            switch name {
            case "union":
                return .array(
                    unique + others.reduce(into: []) { r, v in if !has(unique, v) && !has(r, v) { r.append(v) } })
            case "intersection": return .array(unique.filter { has(others, $0) })
            case "subtracting": return .array(unique.filter { !has(others, $0) })
            case "symmetricDifference":
                return .array(
                    unique.filter { !has(others, $0) }
                        + others.reduce(into: []) { r, v in if !has(unique, v) && !has(r, v) { r.append(v) } })
            case "isSubset": return .bool(unique.allSatisfy { has(others, $0) })
            case "isSuperset": return .bool(others.allSatisfy { has(unique, $0) })
            default: return .bool(!unique.contains { has(others, $0) })
            }
        case "allSatisfy":
            let f = try function(args, at: range)
            return .bool(try items.allSatisfy { try test(f, $0) })
        case "count":
            guard let f = closure(args, "where") else { return nil }
            return .int(try items.filter { try test(f, $0) }.count)
        case "sorted":
            if let f = closure(args, "by") {
                return .array(try items.sorted { try interpreter.truth(try call(f, $0, $1), at: range) })
            }
            return .array(try items.sorted(by: less))
        case "min", "max":
            if let f = closure(args, "by") {
                let ordered: (Value, Value) throws -> Bool = { try interpreter.truth(try call(f, $0, $1), at: range) }
                return .optional(name == "min" ? try items.min(by: ordered) : try items.max(by: ordered))
            }
            return .optional(name == "min" ? try items.min(by: less) : try items.max(by: less))
        case "prefix":
            if let f = closure(args, "while") { return sameKind(base, Array(try items.prefix { try test(f, $0) })) }
            return sameKind(base, Array(items.prefix(try count(args, at: range))))
        case "suffix":
            return sameKind(base, Array(items.suffix(try count(args, at: range))))
        case "dropFirst":
            return sameKind(base, Array(items.dropFirst(try count(args, at: range))))
        case "dropLast":
            return sameKind(base, Array(items.dropLast(try count(args, at: range))))
        case "reversed":
            return sameKind(base, items.reversed())
        case "enumerated":
            return .array(items.enumerated().map { .tuple([TupleValue("offset", .int($0.offset)), TupleValue("element", $0.element)]) })
        case "joined":
            let separator = try argument(args, "separator").map { try string($0, at: range) } ?? ""
            return .string(try items.map { try string($0, at: range) }.joined(separator: separator))
        case "starts":
            guard let prefix = argument(args, "with") else { return nil }
            let other = try elements(of: prefix, at: range)
            return .bool(items.count >= other.count && zip(items, other).allSatisfy { Operators.equal($0, $1) })
        case "elementsEqual":
            guard let other = args.first?.value else { return nil }
            let others = try elements(of: other, at: range)
            return .bool(items.count == others.count && zip(items, others).allSatisfy { Operators.equal($0, $1) })
        default:
            return nil
        }
    }

    /// Methods that change their base: the result and the new base, or nil when `name` is not one.
    static func mutatingMethod(_ base: Value, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter,
                               at range: SourceRange) throws -> (result: Value, mutated: Value?)? {
        switch base {
        case .array(var items):
            switch name {
            case "append":
                guard let value = args.first?.value else { return nil }
                if args.first?.label == "contentsOf" { items += try elements(of: value, at: range) } else { items.append(value) }
            case "insert":
                guard let value = args.first?.value, let at = argument(args, "at") else { return nil }
                let i = try int(at, "insert(_:at:)", at: range)
                guard i >= 0, i <= items.count else { throw EvaluationError(.trap, "Fatal error: Array index is out of range", at: range) }
                items.insert(value, at: i)
            case "remove":
                guard let at = argument(args, "at") else { return nil }
                let i = try int(at, "remove(at:)", at: range)
                guard items.indices.contains(i) else { throw EvaluationError(.trap, "Fatal error: Index out of range", at: range) }
                let removed = items.remove(at: i)
                return (removed, .array(items))
            case "removeFirst", "removeLast":
                guard !items.isEmpty else { throw emptyRemoval(name, at: range) }
                let removed = name == "removeFirst" ? items.removeFirst() : items.removeLast()
                return (removed, .array(items))
            case "popLast":
                let removed = items.popLast()
                return (.optional(removed), .array(items))
            case "removeAll":
                if let f = closure(args, "where") {
                    items = try items.filter { try !interpreter.truth(try interpreter.call(f, [$0], at: range), at: range) }
                } else {
                    items.removeAll()
                }
            case "sort":
                if let f = closure(args, "by") {
                    items = try items.sorted { try interpreter.truth(try interpreter.call(f, [$0, $1], at: range), at: range) }
                } else {
                    items = try items.sorted { a, b in (try Operators.compare(a, b, interpreter) ?? 0) < 0 }
                }
            case "reverse":
                items.reverse()
            default:
                return nil
            }
            return (.void, .array(items))
        case .string(var s):
            switch name {
            case "append":
                guard let value = args.first?.value else { return nil }
                s += try string(value, at: range)
                return (.void, .string(s))
            case "removeFirst", "removeLast":
                guard !s.isEmpty else { throw emptyRemoval(name, at: range) }
                if let count = args.first?.value {
                    let n = try int(count, "\(name)(_:)", at: range)
                    guard n >= 0, n <= s.count else {
                        throw EvaluationError(
                            .trap, "Fatal error: Can't remove more items from a collection than it contains", at: range)
                    }
                    if name == "removeFirst" { s.removeFirst(n) } else { s.removeLast(n) }
                    return (.void, .string(s))
                }
                let removed = name == "removeFirst" ? s.removeFirst() : s.removeLast()
                return (.character(removed), .string(s))
            case "removeAll":
                s.removeAll()
                return (.void, .string(s))
            case "insert":
                guard let value = args.first?.value, let at = argument(args, "at") else { return nil }
                let i = try int(at, "insert(_:at:)", at: range)
                guard i >= 0, i <= s.count else {
                    throw EvaluationError(.trap, "Fatal error: String index is out of bounds", at: range)
                }
                let text = args.first?.label == "contentsOf" ? try string(value, at: range) : characterText(value)
                s.insert(contentsOf: text, at: s.index(s.startIndex, offsetBy: i))
                return (.void, .string(s))
            default:
                return nil
            }
        case .dictionary(var entries):
            switch name {
            case "updateValue":
                guard let value = args.first?.value, let key = argument(args, "forKey") else { return nil }
                let old = entries.first { Operators.equal($0.key, key) }?.value
                if let i = entries.firstIndex(where: { Operators.equal($0.key, key) }) { entries[i].value = value } else { entries.append(DictionaryEntry(key, value)) }
                return (.optional(old), .dictionary(entries))
            case "removeValue":
                guard let key = argument(args, "forKey") else { return nil }
                let old = entries.first { Operators.equal($0.key, key) }?.value
                entries.removeAll { Operators.equal($0.key, key) }
                return (.optional(old), .dictionary(entries))
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// The trap of `removeFirst()`/`removeLast()` on an empty array or string, in Swift's words.
    static func emptyRemoval(_ name: String, at range: SourceRange) -> EvaluationError {
        let end = name == "removeFirst" ? "first" : "last"
        return EvaluationError(.trap, "Fatal error: Can't remove \(end) element from an empty collection", at: range)
    }

    /// `base[args]` for arrays, dictionaries and strings, with Swift's traps.
    static func subscriptValue(_ base: Value, _ args: [TupleValue], at range: SourceRange) throws -> Value {
        switch base {
        case .array(let items):
            guard let index = args.first?.value else { break }
            if case .range = index { return .array(try slice(items, index, at: range)) }
            let i = try int(index, "an array subscript", at: range)
            guard items.indices.contains(i) else { throw EvaluationError(.trap, "Fatal error: Index out of range", at: range) }
            return items[i]
        case .dictionary(let entries):
            guard let key = args.first?.value else { break }
            let found = entries.first { Operators.equal($0.key, key) }?.value
            if let fallback = argument(args, "default") { return found ?? fallback }
            return .optional(found)
        case .string(let s):
            guard let index = args.first?.value else { break }
            // A character at an index (kept as its offset), or a range of them.
            if case .int(let i) = index {
                guard i >= 0, i < s.count else {
                    throw EvaluationError(.trap, "Fatal error: String index is out of bounds", at: range)
                }
                return .character(s[s.index(s.startIndex, offsetBy: i)])
            }
            guard case .range = index else { break }
            return .string(try slice(s.map { .character($0) }, index, at: range).map(characterText).joined())
        case .optional(let wrapped?):
            return try subscriptValue(wrapped, args, at: range)
        default:
            break
        }
        throw EvaluationError(.typeMismatch, "cannot subscript a value of type \(base.typeName)", at: range)
    }

    static func slice(_ items: [Value], _ index: Value, at range: SourceRange) throws -> [Value] {
        guard case .range(let lower, let upper, let closed) = index else { return items }
        let l = try lower.map { try int($0, "a range bound", at: range) } ?? 0
        var u = try upper.map { try int($0, "a range bound", at: range) } ?? items.count
        if closed, upper != nil { u += 1 }
        guard l >= 0, u <= items.count, l <= u else { throw EvaluationError(.trap, "Fatal error: Array index is out of range", at: range) }
        return Array(items[l..<u])
    }

    /// `base[args] = value`: the new base.
    static func settingSubscript(_ base: Value, _ args: [TupleValue], _ value: Value, at range: SourceRange) throws -> Value {
        switch base {
        case .array(var items):
            let i = try int(args.first?.value ?? .void, "an array subscript", at: range)
            guard items.indices.contains(i) else { throw EvaluationError(.trap, "Fatal error: Index out of range", at: range) }
            items[i] = value
            return .array(items)
        case .dictionary(var entries):
            guard let key = args.first?.value else { break }
            let index = entries.firstIndex { Operators.equal($0.key, key) }
            if value.isNil {
                if let index { entries.remove(at: index) }
            } else if let index {
                entries[index].value = value.unwrapped ?? value
            } else {
                entries.append(DictionaryEntry(key, value.unwrapped ?? value))
            }
            return .dictionary(entries)
        default:
            break
        }
        throw EvaluationError(.typeMismatch, "cannot assign through a subscript of \(base.typeName)", at: range)
    }
}

extension Library {
    /// A closure argument written with its label or as a trailing closure.
    static func closure(_ args: [TupleValue], _ label: String) -> Value? {
        if let labelled = argument(args, label), isFunction(labelled) { return labelled }
        if let last = args.last, last.label == nil, isFunction(last.value) { return last.value }
        return nil
    }
}

extension Interpreter {
    /// `reduce(into:_:)`: the closure's first parameter is `inout`, so it runs with that parameter
    /// as a variable and the accumulator is what the variable holds after each call.
    func reduceInto(_ initial: Value, _ items: [Value], _ f: Value, at range: SourceRange) throws -> Value {
        guard case .function(let callable) = f, case .closure(let closure) = callable.body, closure.parameters.count == 2 else {
            throw EvaluationError(.unsupported, "reduce(into:) takes a closure of two parameters", at: range)
        }
        var accumulator = initial
        for item in items {
            let scope = Scope(parent: callable.captured)
            scope.define(closure.parameters[0], accumulator, mutable: true)
            scope.define(closure.parameters[1], item, mutable: false)
            _ = try runBody(closure.body, scope)
            accumulator = scope.lookup(closure.parameters[0])?.value ?? accumulator
        }
        return accumulator
    }
}
