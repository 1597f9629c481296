import Foundation

extension Library {
    /// `Type(args)` for library types: conversions (`Int("42")`, `Double(x)`, `String(x)`) and
    /// `Date(timeIntervalSince1970:)`.
    static func construct(_ type: TypeName, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        let first = args.first?.value ?? .void
        let label = args.first?.label
        switch type {
        case .array:
            if args.isEmpty { return .array([]) }
            if label == "repeating" { return try repeating(first, args, at: range) }
            return .array(try elements(of: first, at: range))
        case .dictionary:
            return try constructDictionary(args, interpreter, at: range)
        case .optional:
            return args.isEmpty ? .null : .optional(first)
        default:
            break
        }
        let name = type.simpleName ?? type.description
        if label == nil, let sized = try sizedInteger(name, first, at: range) { return sized }
        if args.isEmpty, let formatter = makeFormatter(name, interpreter) { return formatter }
        switch (name, label) {
        case ("UUID", nil) where args.isEmpty:
            // The nil UUID, not a random one: a dump of the same widget is the same every run.
            return .foundation(.uuid(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))))
        case ("UUID", "uuidString"):
            return .optional(UUID(uuidString: try string(first, at: range)).map { .foundation(.uuid($0)) })
        case ("UserDefaults", "suiteName"):
            return .optional(userDefaults)
        case ("URL", "fileURLWithPath"):
            return .foundation(.url(URL(fileURLWithPath: try string(first, at: range))))
        case ("Data", "contentsOf"), ("String", "contentsOfFile"), ("String", "contentsOf"):
            // The app's container is not on this machine: reading it fails as a missing file does.
            throw EvaluationError(.thrown, "the app's files are not on this machine", at: range)
        case ("Logger", _):
            return logger
        case ("Measurement", "value"):
            return try measurement(args, at: range)
        case ("CharacterSet", _):
            if let set = try constructCharacterSet(args, at: range) { return .foundation(.characterSet(set)) }
        case ("Scanner", _):
            if let scanner = try constructScanner(args, at: range) { return scanner }
        case ("UIImage", nil) where args.isEmpty:
            return image(named: "")
        case ("UIImage", _):
            if let image = try constructImage(label, first, at: range) { return image }
        case ("URL", "string"):
            return .optional(URL(string: try string(first, at: range)).map { .foundation(.url($0)) })
        case ("CGPoint", "x"), ("CGSize", "width"), ("CGVector", "dx"):
            // Plain geometry values: their fields, as Doubles.
            let fields = try args.map { argument -> (String, Value) in
                guard let label = argument.label else {
                    throw EvaluationError(.typeMismatch, "\(name) takes labelled values", at: range)
                }
                return (label, .double(try double(argument.value, at: range)))
            }
            return .structure(StructValue(type: name, fields: fields))
        case ("String", "data"):
            // `String(data:encoding:)`: nil where the bytes are not valid UTF-8.
            guard case .foundation(.data(let data)) = first else { return .null }
            return .optional(String(data: data, encoding: .utf8).map(Value.string))
        case ("String", "decoding"):
            // `String(decoding:as: UTF8.self)`: invalid bytes become U+FFFD, never nil.
            guard case .foundation(.data(let data)) = first else { break }
            return .string(String(decoding: data, as: UTF8.self))
        case ("Data", nil) where args.isEmpty:
            return .foundation(.data(Data()))
        case ("Data", nil) where args.count == 1:
            // `Data(text.utf8)`, `Data([0x7B, 0x7D])`: the bytes.
            if case .string(let s) = first { return .foundation(.data(Data(s.utf8))) }
            let bytes = try elements(of: first, at: range).map { byte -> UInt8 in
                guard case .int(let b) = byte, let value = UInt8(exactly: b) else {
                    throw EvaluationError(.typeMismatch, "Data(_:) takes bytes (UInt8)", at: range)
                }
                return value
            }
            return .foundation(.data(Data(bytes)))
        case ("Data", "base64Encoded"):
            return .optional(Data(base64Encoded: try string(first, at: range)).map { .foundation(.data($0)) })
        case ("String", "localized"):
            // The key's own text: the app's string tables are not read yet.
            return .string(try string(first, at: range))
        case ("NSNumber", "value"), ("NSDecimalNumber", "decimal"), ("NSDecimalNumber", "value"):
            // Formatters read the number itself; an NSNumber adds nothing the interpreter needs.
            return first
        case ("Locale", "identifier"):
            return .foundation(.locale(Locale(identifier: try string(first, at: range))))
        case ("TimeZone", "identifier"):
            return .optional(TimeZone(identifier: try string(first, at: range)).map { .foundation(.timeZone($0)) })
        case ("TimeZone", "secondsFromGMT"):
            return .optional(TimeZone(secondsFromGMT: try int(first, "secondsFromGMT", at: range)).map { .foundation(.timeZone($0)) })
        case ("Calendar", "identifier"):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = interpreter.timeZone
            calendar.locale = interpreter.locale
            return .foundation(.calendar(calendar))
        case ("URLComponents", _):
            return try urlComponents(args, at: range)
        case ("URLQueryItem", _):
            return try urlQueryItem(args, at: range)
        case ("DateComponents", _):
            return try constructComponents(args, at: range)
        case ("Int", "exactly"):
            // nil unless the value is whole and fits.
            let d = try double(first, at: range)
            return .optional(Int(exactly: d).map { .int($0) })
        case ("DateInterval", _):
            return try dateInterval(args, interpreter, at: range)
        case ("Dictionary", _):
            return try constructDictionary(args, interpreter, at: range)
        case ("Array", "repeating"):
            return try repeating(first, args, at: range)
        case ("Array", nil):
            return .array(args.isEmpty ? [] : try elements(of: first, at: range))
        case ("Set", nil):
            return uniqued(args.isEmpty ? [] : try elements(of: first, at: range))
        case ("String", nil):
            if args.isEmpty { return .string("") }
            if case .array(let items) = first { return .string(items.map(characterText).joined()) }
            return .string(first.description(module: interpreter.module))
        case ("String", "describing"):
            return .string(try interpreter.describing(first, at: range))
        case ("String", "reflecting"):
            return .string(first.debugDescription(module: interpreter.module))
        case ("String", "format"):
            return .string(try format(try string(first, at: range), args.dropFirst().map(\.value), at: range))
        case ("String", "repeating"):
            guard let count = argument(args, "count") else { break }
            return .string(String(repeating: try string(first, at: range), count: max(0, try int(count, "count", at: range))))
        case ("Character", nil):
            let text = try string(first, at: range)
            guard text.count == 1, let c = text.first else { throw EvaluationError(.trap, "Can't form a Character from a String containing more than one extended grapheme cluster", at: range) }
            return .character(c)
        case ("Int", nil):
            switch first {
            case .int: return first
            case .double(let d): return .int(try integer(d, at: range))
            case .float(let f): return .int(try integer(Double(f), at: range))
            case .string(let s): return .optional(Int(s).map { .int($0) })
            case .character(let c): return .optional(Int(String(c)).map { .int($0) })
            case .bool: throw EvaluationError(.typeMismatch, "Int(Bool) does not compile", at: range)
            default: break
            }
        case ("Double", nil), ("CGFloat", nil), ("TimeInterval", nil):
            switch first {
            case .int(let i): return .double(Double(i))
            case .double: return first
            case .float(let f): return .double(Double(f))
            case .string(let s): return .optional(Double(s).map { .double($0) })
            default: break
            }
        case ("Float", nil):
            switch first {
            case .int(let i): return .float(Float(i))
            case .double(let d): return .float(Float(d))
            case .float: return first
            case .string(let s): return .optional(Float(s).map { .float($0) })
            default: break
            }
        case ("Bool", nil):
            if case .string(let s) = first { return .optional(Bool(s).map { .bool($0) }) }
            if case .bool = first { return first }
        case ("Date", nil):
            if args.isEmpty { return .date(interpreter.now) }
        case ("Date", "timeIntervalSince1970"):
            return .date(Date(timeIntervalSince1970: try double(first, at: range)))
        case ("Date", "timeIntervalSinceReferenceDate"):
            return .date(Date(timeIntervalSinceReferenceDate: try double(first, at: range)))
        case ("Date", "timeIntervalSinceNow"):
            return .date(interpreter.now.addingTimeInterval(try double(first, at: range)))
        case ("Date", "timeInterval"):
            var since = argument(args, "since")
            if case .implicitMember("now", let payload)? = since, payload.isEmpty { since = .date(interpreter.now) }
            guard case .date(let start)? = since else { break }
            return .date(start.addingTimeInterval(try double(first, at: range)))
        default:
            break
        }
        throw unsupported("\(name)(\(args.map { ($0.label ?? "_") + ":" }.joined())) with a \(first.typeName)", at: range)
    }

    /// `Int(d)`: traps on NaN, infinities and values outside `Int`, as Swift's conversion does.
    static func integer(_ d: Double, at range: SourceRange) throws -> Int {
        guard d.isFinite else {
            throw EvaluationError(.trap, "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN", at: range)
        }
        guard let i = Int(exactly: d.rounded(.towardZero)) else {
            throw EvaluationError(.trap, "Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max", at: range)
        }
        return i
    }

    static func freeFunction(_ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        let values = args.map(\.value)
        // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
        if isOperator(name), values.count == 2 { return try Operators.binary(name, values[0], values[1], interpreter, at: range) }
        switch name {
        case "os_log":
            return .void
        case "swap":
            guard args.count == 2, let a = args[0].cell, let b = args[1].cell else {
                throw EvaluationError(.typeMismatch, "swap(_:_:) takes two inout arguments (&a, &b)", at: range)
            }
            (a.value, b.value) = (b.value, a.value)
            return .void
        case "fatalError", "preconditionFailure", "precondition":
            // Swift's trap messages: the kind, then the message given, if any.
            var message = values
            if name == "precondition" {
                guard case .bool(false)? = values.first else { return .void }
                message.removeFirst()
            }
            let kind = name == "precondition" ? "Precondition failed" : "Fatal error"
            guard case .string(let text)? = message.first, !text.isEmpty else {
                throw EvaluationError(.trap, kind, at: range)
            }
            throw EvaluationError(.trap, kind + ": " + text, at: range)
        case "assert", "assertionFailure":
            // A widget ships built for release, where assertions are not checked.
            return .void
        case "min", "max":
            var items = values
            if items.count == 1, case .array(let inner) = items[0] { items = inner }
            guard var best = items.first else { throw EvaluationError(.typeMismatch, "\(name) takes values", at: range) }
            for item in items.dropFirst() {
                guard let o = try Operators.compare(item, best, interpreter) else {
                    throw EvaluationError(.typeMismatch, "\(name) cannot order \(item.typeName) and \(best.typeName)", at: range)
                }
                // Swift's min keeps the first of equals; its max the last.
                if name == "min" ? o < 0 : o >= 0 { best = item }
            }
            // Mixed literals: `max(1, 2.5)` is a Double.
            if items.contains(where: { if case .double = $0 { return true } else { return false } }), case .int(let i) = best { return .double(Double(i)) }
            return best
        case "abs":
            switch values.first {
            case .int(let i)?:
                guard i != Int.min else { throw EvaluationError(.trap, "Swift runtime failure: arithmetic overflow", at: range) }
                return .int(Swift.abs(i))
            case .double(let d)?: return .double(Swift.abs(d))
            case .float(let f)?: return .float(Swift.abs(f))
            default: break
            }
        case "round", "floor", "ceil", "sqrt", "sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log2",
            "log10",
            "trunc":
            guard values.count == 1, let v = values.first else { break }
            let functions: [String: (Double) -> Double] = [
                "round": Foundation.round, "floor": Foundation.floor, "ceil": Foundation.ceil, "sqrt": Foundation.sqrt,
                "sin": Foundation.sin, "cos": Foundation.cos, "tan": Foundation.tan, "asin": Foundation.asin,
                "acos": Foundation.acos, "atan": Foundation.atan, "exp": Foundation.exp, "log": Foundation.log,
                "log2": Foundation.log2, "log10": Foundation.log10, "trunc": Foundation.trunc,
            ]
            guard let function = functions[name] else { break }
            // Foundation's Float overloads round as Float does: compute in Float for a Float.
            if case .float(let f) = v { return .float(Float(function(Double(f)))) }
            return .double(function(try double(v, at: range)))
        case "atan2", "hypot":
            guard values.count == 2 else { break }
            let a = try double(values[0], at: range), b = try double(values[1], at: range)
            let result = name == "atan2" ? Foundation.atan2(a, b) : Foundation.hypot(a, b)
            if case .float = values[0] { return .float(Float(result)) }
            return .double(result)
        case "pow":
            guard values.count == 2 else { break }
            return .double(Foundation.pow(try double(values[0], at: range), try double(values[1], at: range)))
        case "zip":
            guard values.count == 2 else { break }
            let a = try elements(of: values[0], at: range), b = try elements(of: values[1], at: range)
            return .array(zip(a, b).map { .tuple([TupleValue(nil, $0), TupleValue(nil, $1)]) })
        case "stride":
            guard let from = argument(args, "from"), let by = argument(args, "by") else { break }
            if case .int(let start) = from, case .int(let step) = by, step != 0 {
                if let to = argument(args, "to") { return .array(Swift.stride(from: start, to: try int(to, "to", at: range), by: step).map { .int($0) }) }
                if let through = argument(args, "through") {
                    return .array(Swift.stride(from: start, through: try int(through, "through", at: range), by: step).map { .int($0) })
                }
            }
            let start = try double(from, at: range), step = try double(by, at: range)
            guard step != 0 else { throw EvaluationError(.trap, "Fatal error: Stride size must not be zero", at: range) }
            if let to = argument(args, "to") { return .array(Swift.stride(from: start, to: try double(to, at: range), by: step).map { .double($0) }) }
            if let through = argument(args, "through") {
                return .array(Swift.stride(from: start, through: try double(through, at: range), by: step).map { .double($0) })
            }
        case "print", "debugPrint", "NSLog":
            // The app's log, which no presentation shows.
            return .void
        case "NSLocalizedString":
            // The key's own text: the app's string tables are not read yet (as `String(localized:)`).
            guard case .string(let key)? = args.first?.value else { break }
            return .string(key)
        default:
            break
        }
        throw unsupported("\(name)(\(args.map { ($0.label ?? "_") + ":" }.joined()))", at: range)
    }

    static func isOperator(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        return "+-*/%<>=!&|^~.".unicodeScalars.contains(first)
    }

    /// `Int.random(in:)` and the like: the middle of the range (a bar drawn from `0...1` is half
    /// full, not empty), `Bool.random()` false; the same on every run, and noted.
    static func random(_ type: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        if type == "Bool" {
            interpreter.note(.randomValue, "Bool.random() is drawn as false", at: range)
            return .bool(false)
        }
        guard args.count == 1, args[0].label == "in", case .range(let lower?, let upper?, let closed) = args[0].value else {
            throw EvaluationError(.typeMismatch, "\(type).random takes in: a range with both bounds", at: range)
        }
        interpreter.note(.randomValue, "\(type).random(in:) is drawn as the middle of its range", at: range)
        if type == "Int", case .int(let low) = lower, case .int(let high) = upper {
            let last = closed ? high : high - 1
            guard last >= low else { throw EvaluationError(.trap, "Fatal error: Range requires lowerBound <= upperBound", at: range) }
            return .int(low + (last - low) / 2)
        }
        let middle = (try double(lower, at: range) + double(upper, at: range)) / 2
        return type == "Float" ? .float(Float(middle)) : .double(middle)
    }

    /// `Type.method(args)` for library types.
    static func staticCall(_ type: String, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        switch (type, name) {
        case (_, "init"):
            return try construct(.named(type), args, interpreter, at: range)
        case ("Swift", _):
            return try freeFunction(name, args, interpreter, at: range)
        case ("Timer", "publish"):
            return timerPublisher
        case ("Timer", "scheduledTimer"):
            return timer
        case ("Locale", "characterDirection"), ("NSLocale", "characterDirection"):
            return try characterDirection(args, at: range)
        case ("Int", "random"), ("Double", "random"), ("CGFloat", "random"), ("Float", "random"), ("Bool", "random"):
            return try random(type, args, interpreter, at: range)
        case ("Date", "FormatStyle"):
            // `Date.FormatStyle(date: .omitted, time: .shortened)`, `Date.FormatStyle()`.
            let labels = args.map(\.label)
            if labels.isEmpty { return .foundation(.formatStyle(FormatStyleValue(.dateTime([])))) }
            guard labels == ["date", "time"], let date = args[0].value.asMemberName, let time = args[1].value.asMemberName else {
                throw EvaluationError(.unsupported, "livepeek models Date.FormatStyle(date:time:) and Date.FormatStyle()", at: range)
            }
            return .foundation(.formatStyle(FormatStyleValue(.dateAndTime(date: date, time: time))))
        case ("Date", "RelativeFormatStyle"):
            func argument(_ label: String) -> String? { args.first { $0.label == label }?.value.asMemberName }
            return .foundation(
                .formatStyle(
                    FormatStyleValue(
                        .relative(
                            presentation: argument("presentation") ?? "numeric",
                            unitsStyle: argument("unitsStyle") ?? "wide"))))
        case ("JSONSerialization", "jsonObject"):
            return try jsonObject(args, at: range)
        case ("Duration", _):
            if let duration = try duration(name, args, at: range) { return duration }
            throw EvaluationError(.unknownName, "type 'Duration' has no member '\(name)'", at: range)
        default:
            let value = try staticProperty(type, name, interpreter, at: range)
            return try interpreter.callValue(value, args, at: range)
        }
    }

    /// `Dictionary(grouping:by:)`, `Dictionary(uniqueKeysWithValues:)`, `Dictionary(_:uniquingKeysWith:)`
    /// and `[K: V]()`, keys in the order they first appear.
    static func constructDictionary(
        _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value {
        guard let first = args.first else { return .dictionary([]) }
        var entries: [DictionaryEntry] = []
        func index(of key: Value) -> Int? { entries.firstIndex { Operators.equal($0.key, key) } }
        func pair(_ item: Value) throws -> (Value, Value) {
            guard case .tuple(let parts) = item, parts.count == 2 else {
                throw EvaluationError(.typeMismatch, "a dictionary is made of (key, value) pairs", at: range)
            }
            return (parts[0].value, parts[1].value)
        }
        switch first.label {
        case "minimumCapacity":
            return .dictionary([])
        case "grouping":
            guard args.count == 2 else { break }
            for item in try elements(of: first.value, at: range) {
                let key = try interpreter.call(args[1].value, [item], at: range)
                if let i = index(of: key), case .array(let group) = entries[i].value {
                    entries[i].value = .array(group + [item])
                } else {
                    entries.append(DictionaryEntry(key, .array([item])))
                }
            }
            return .dictionary(entries)
        case "uniqueKeysWithValues":
            for item in try elements(of: first.value, at: range) {
                let (key, value) = try pair(item)
                guard index(of: key) == nil else {
                    throw EvaluationError(
                        .trap,
                        "Fatal error: Duplicate values for key: '\(key.description(module: interpreter.module))'",
                        at: range)
                }
                entries.append(DictionaryEntry(key, value))
            }
            return .dictionary(entries)
        case nil where args.count == 2 && args[1].label == "uniquingKeysWith":
            for item in try elements(of: first.value, at: range) {
                let (key, value) = try pair(item)
                if let i = index(of: key) {
                    entries[i].value = try interpreter.call(args[1].value, [entries[i].value, value], at: range)
                } else {
                    entries.append(DictionaryEntry(key, value))
                }
            }
            return .dictionary(entries)
        default:
            break
        }
        throw EvaluationError(
            .unsupported, "livepeek models Dictionary(grouping:by:), (uniqueKeysWithValues:) and (_:uniquingKeysWith:)",
            at: range)
    }

    /// `DateInterval(start:end:)`, `(start:duration:)`, `()`: its start, duration and end as fields.
    static func dateInterval(_ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        guard let startValue = argument(args, "start") else { return dateInterval(Date(), 0) }
        let start = try date(startValue, interpreter, at: range)
        if let end = argument(args, "end") {
            let duration = try date(end, interpreter, at: range).timeIntervalSince(start)
            guard duration >= 0 else {
                throw EvaluationError(.trap, "Fatal error: Reverse intervals are not allowed", at: range)
            }
            return dateInterval(start, duration)
        }
        let duration = try double(argument(args, "duration") ?? .double(0), at: range)
        guard duration >= 0 else {
            throw EvaluationError(.trap, "Fatal error: Negative durations are not allowed", at: range)
        }
        return dateInterval(start, duration)
    }

    static func dateInterval(_ start: Date, _ duration: Double) -> Value { .dateInterval(start, duration) }
}

extension Value {
    /// A `DateInterval`: its start, duration and end as fields.
    public static func dateInterval(_ start: Date, _ duration: Double) -> Value {
        .structure(
            StructValue(
                type: "DateInterval",
                fields: [
                    ("start", .date(start)), ("duration", .double(duration)),
                    ("end", .date(start.addingTimeInterval(duration))),
                ]))
    }

}

extension Library {
    /// `Array(repeating:count:)`; a negative count traps, as Swift's does.
    static func repeating(_ value: Value, _ args: [TupleValue], at range: SourceRange) throws -> Value {
        guard let count = argument(args, "count") else {
            throw EvaluationError(.typeMismatch, "repeating: needs count:", at: range)
        }
        let n = try int(count, "count", at: range)
        guard n >= 0 else {
            throw EvaluationError(.trap, "Fatal error: Can't construct Array with count < 0", at: range)
        }
        return .array(Array(repeating: value, count: n))
    }

    /// A `Set`'s elements: each once, in the order they first appear.
    static func uniqued(_ items: [Value]) -> Value {
        var unique: [Value] = []
        for item in items where !unique.contains(where: { Operators.equal($0, item) }) { unique.append(item) }
        return .array(unique)
    }
}
