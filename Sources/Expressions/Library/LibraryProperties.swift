import Foundation

extension Library {
    /// `value.name` for library types, or nil when the type has no such property.
    static func property(_ value: Value, _ name: String, _ interpreter: Interpreter, at range: SourceRange) throws -> Value? {
        switch (value, name) {
        case (_, "description"): return .string(value.description(module: interpreter.module))
        case (_, "debugDescription"): return .string(value.debugDescription(module: interpreter.module))
        case (.string(let s), _): return stringProperty(s, name)
        case (.foundation(.characterSet(let set)), _): return characterSetProperty(set, name)
        case (.foundation(.scanner(let box)), _): return scannerProperty(box, name)
        case (.foundation(.formatter(let box)), "calendar"):
            // A formatter's calendar, in its locale: `formatter.calendar?.locale = …` sets the text's.
            guard case .components(let settings) = box.formatter else { return nil }
            var calendar = interpreter.calendar
            calendar.locale = settings.locale
            return .optional(.foundation(.calendar(calendar)))
        case (.character(let c), _): return characterProperty(c, name)
        case (.foundation(.measurement(let m)), _): return measurementProperty(m, name)
        case (.foundation(.unit(let unit)), _): return unitValueProperty(unit, name)
        case (.foundation(.duration(let duration)), "components"):
            let parts = duration.components
            return .tuple([
                TupleValue("seconds", .int(Int(parts.seconds))),
                TupleValue("attoseconds", .int(Int(parts.attoseconds))),
            ])
        case (.foundation(.data(let data)), _): return dataProperty(data, name)
        case (.foundation(.locale(let locale)), _): return localeProperty(locale, name)
        case (.structure(let s), _) where s.type == "Bundle": return bundleProperty(name, interpreter)
        case (.structure(let s), _) where s.type == "URLComponents":
            return try urlComponentsProperty(s, name, at: range)
        case (.array(let items), _): return try collectionProperty(items, name, interpreter, at: range)
        case (.dictionary(let entries), _):
            switch name {
            case "count": return .int(entries.count)
            case "isEmpty": return .bool(entries.isEmpty)
            case "keys": return .array(entries.map(\.key))
            case "values": return .array(entries.map(\.value))
            case "first": return .optional(entries.first.map { .tuple([TupleValue("key", $0.key), TupleValue("value", $0.value)]) })
            default: return nil
            }
        case (.int(let i), _):
            switch name {
            case "magnitude": return .int(Int(bitPattern: i.magnitude))
            // An NSNumber's, whose value the interpreter keeps as the number itself.
            case "doubleValue": return .double(Double(i))
            case "intValue", "int64Value": return .int(i)
            case "signum": return nil
            case "isMultiple": return nil
            default: return nil
            }
        case (.double(let d), _): return floatingProperty(d, name).map { $0 }
        case (.float(let f), _):
            if let v = floatingProperty(Double(f), name) {
                if case .double(let x) = v { return .float(Float(x)) }
                return v
            }
            return nil
        case (.optional(let wrapped), _):
            switch name {
            case "unsafelyUnwrapped": return wrapped
            default: return nil
            }
        case (.range(let lower, let upper, let closed), _):
            switch name {
            case "lowerBound": return lower
            case "upperBound": return upper
            case "count", "isEmpty":
                guard case .int(let l)? = lower, case .int(let u)? = upper else { return nil }
                let count = max(0, closed ? u - l + 1 : u - l)
                return name == "count" ? .int(count) : .bool(count == 0)
            default: return nil
            }
        case (.foundation(.uuid(let uuid)), "uuidString"): return .string(uuid.uuidString)
        case (.foundation(.url(let url)), "absoluteString"): return .string(url.absoluteString)
        case (.foundation(.url(let url)), "host"): return .optional(url.host.map { .string($0) })
        case (.foundation(.url(let url)), "path"): return .string(url.path)
        case (.date(let d), _):
            switch name {
            case "timeIntervalSince1970": return .double(d.timeIntervalSince1970)
            case "timeIntervalSinceReferenceDate": return .double(d.timeIntervalSinceReferenceDate)
            case "timeIntervalSinceNow": return .double(d.timeIntervalSince(interpreter.now))
            default: return nil
            }
        default:
            return nil
        }
    }

    static func stringProperty(_ s: String, _ name: String) -> Value? {
        switch name {
        case "count": return .int(s.count)
        case "isEmpty": return .bool(s.isEmpty)
        case "first": return .optional(s.first.map { .character($0) })
        case "last": return .optional(s.last.map { .character($0) })
        case "utf8": return .array(s.utf8.map { .int(Int($0)) })
        case "unicodeScalars": return .array(s.unicodeScalars.map { .character(Character($0)) })
        // A `String.Index` is kept as the count of characters before it, which is what a widget's
        // `s[s.startIndex..<i]` and `index(_:offsetBy:)` mean.
        case "startIndex": return .int(0)
        case "endIndex": return .int(s.count)
        case "capitalized": return .string(s.capitalized)
        case "localizedCapitalized": return .string(s.capitalized)
        case "localizedUppercase": return .string(s.uppercased())
        case "localizedLowercase": return .string(s.lowercased())
        default: return nil
        }
    }

    static func characterProperty(_ c: Character, _ name: String) -> Value? {
        switch name {
        case "isNumber": return .bool(c.isNumber)
        case "isLetter": return .bool(c.isLetter)
        case "isUppercase": return .bool(c.isUppercase)
        case "isLowercase": return .bool(c.isLowercase)
        case "isWhitespace": return .bool(c.isWhitespace)
        case "isPunctuation": return .bool(c.isPunctuation)
        case "isASCII": return .bool(c.isASCII)
        case "wholeNumberValue": return .optional(c.wholeNumberValue.map { .int($0) })
        case "asciiValue": return .optional(c.asciiValue.map { .int(Int($0)) })
        default: return nil
        }
    }

    static func floatingProperty(_ d: Double, _ name: String) -> Value? {
        switch name {
        case "isNaN": return .bool(d.isNaN)
        // An NSNumber's (`NSDecimalNumber(decimal:).doubleValue`): the number itself.
        case "doubleValue": return .double(d)
        case "intValue" where d.isFinite && d.magnitude < 9.2e18: return .int(Int(d))
        case "isFinite": return .bool(d.isFinite)
        case "isInfinite": return .bool(d.isInfinite)
        case "isZero": return .bool(d.isZero)
        case "magnitude": return .double(d.magnitude)
        case "sign": return nil
        default: return nil
        }
    }

    static func collectionProperty(_ items: [Value], _ name: String, _ interpreter: Interpreter, at range: SourceRange) throws -> Value? {
        switch name {
        case "count": return .int(items.count)
        case "isEmpty": return .bool(items.isEmpty)
        case "first": return .optional(items.first)
        case "last": return .optional(items.last)
        case "indices": return .range(lower: .int(0), upper: .int(items.count), closed: false)
        case "startIndex": return .int(0)
        case "endIndex": return .int(items.count)
        default: return nil
        }
    }

    /// `Type.name` for library types: `Int.max`, `Double.pi`, `Date.now`.
    static func staticProperty(_ type: String, _ name: String, _ interpreter: Interpreter, at range: SourceRange) throws -> Value {
        switch (type, name) {
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Int", "zero"), ("Double", "zero") where type == "Int": return .int(0)
        case ("Double", "pi"), ("CGFloat", "pi"): return .double(Double.pi)
        case ("Double", "infinity"), ("CGFloat", "infinity"): return .double(Double.infinity)
        case ("Double", "nan"): return .double(Double.nan)
        case ("Double", "zero"), ("CGFloat", "zero"): return .double(0)
        case ("Double", "greatestFiniteMagnitude"): return .double(Double.greatestFiniteMagnitude)
        case ("Double", "leastNonzeroMagnitude"): return .double(Double.leastNonzeroMagnitude)
        case ("Double", "ulpOfOne"): return .double(Double.ulpOfOne)
        case ("Float", "pi"): return .float(Float.pi)
        case ("Float", "infinity"): return .float(Float.infinity)
        case ("Float", "greatestFiniteMagnitude"): return .float(Float.greatestFiniteMagnitude)
        case ("CharacterSet", _) where namedCharacterSet(name) != nil:
            return namedCharacterSet(name).map { .foundation(.characterSet($0)) } ?? .null
        case ("Date", "now"): return .date(interpreter.now)
        case (_, _) where unitProperty(type, name) != nil: return unitProperty(type, name) ?? .null
        case ("UserDefaults", "standard"): return userDefaults
        case ("FileManager", "default"): return fileManager
        case ("Bundle", "main"): return mainBundle
        case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"): return .foundation(.calendar(interpreter.calendar))
        case ("Locale", "current"), ("Locale", "autoupdatingCurrent"): return .foundation(.locale(interpreter.locale))
        // The person's languages, of which the render's locale is the first.
        case ("Locale", "preferredLanguages"): return .array([.string(interpreter.locale.identifier(.bcp47))])
        case ("TimeZone", "current"), ("TimeZone", "autoupdatingCurrent"): return .foundation(.timeZone(interpreter.timeZone))
        case ("Date", "distantPast"): return .date(Date.distantPast)
        case ("Date", "distantFuture"): return .date(Date.distantFuture)
        case ("String", "init"), ("Int", "init"), ("Double", "init"):
            return .function(Callable(.initializer(type), captured: nil))
        default:
            throw EvaluationError(.unknownName, "type '\(type)' has no member '\(name)'", at: range)
        }
    }
}
