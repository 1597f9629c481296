/// A Swift type that a `ContentState` field can have, as far as `Codable` cares.
///
/// This is the contract between the app and the server: what the app's synthesized `Decodable`
/// conformance accepts. Named types (`.named`) are enums and structs declared in the definition's
/// `enums:` and `structs:` sections and resolved through a `ContentStateContract`.
public indirect enum SwiftType: Sendable, Hashable, CustomStringConvertible {
    case string
    case bool
    case integer(IntegerWidth)
    case double
    case float
    case float16
    case decimal
    case date
    case uuid
    case url
    /// `Data`: a base64 string, `JSONDecoder`'s default data strategy.
    case data
    /// `ClosedRange<Date>`: `[lower, upper]` by default, lower must not exceed upper.
    case closedDateRange
    /// `Range<Date>`: like `ClosedRange` but written `lower..<upper`.
    case dateRange
    case array(SwiftType)
    case optional(SwiftType)
    case dictionary(SwiftType)
    /// `[Int: T]`: an object whose keys each read as an `Int`, as `Dictionary`'s `Decodable` takes it.
    case intDictionary(SwiftType)
    case named(String)
    /// A type the sources do not declare or whose decoding cannot be read (`Donut.ID`, an
    /// `AnyCodable`): any JSON value is carried as it came, so the widget is not lost for it.
    /// Spelled `Opaque<Name>`.
    case opaque(String)

    public var description: String {
        switch self {
        case .string: return "String"
        case .bool: return "Bool"
        case .integer(let w): return w.rawValue
        case .double: return "Double"
        case .float: return "Float"
        case .float16: return "Float16"
        case .decimal: return "Decimal"
        case .date: return "Date"
        case .uuid: return "UUID"
        case .url: return "URL"
        case .data: return "Data"
        case .closedDateRange: return "ClosedRange<Date>"
        case .dateRange: return "Range<Date>"
        case .array(let t): return "[\(t)]"
        case .optional(let t): return "\(t)?"
        case .dictionary(let t): return "[String: \(t)]"
        case .intDictionary(let t): return "[Int: \(t)]"
        case .named(let n): return n
        case .opaque(let n): return "Opaque<\(n)>"
        }
    }

    /// True for `T?`: the key may be absent or `null`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

/// The fixed-width integer types, each with the range `JSONDecoder` enforces.
public enum IntegerWidth: String, Sendable, Hashable, CaseIterable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64"

    public var isSigned: Bool {
        switch self {
        case .int, .int8, .int16, .int32, .int64: return true
        default: return false
        }
    }

    /// Smallest value, as the magnitude of a negative number (0 for unsigned types).
    public var minimumMagnitude: UInt64 {
        switch self {
        case .int8: return UInt64(Int8.max) + 1
        case .int16: return UInt64(Int16.max) + 1
        case .int32: return UInt64(Int32.max) + 1
        case .int, .int64: return UInt64(Int64.max) + 1
        default: return 0
        }
    }

    public var maximum: UInt64 {
        switch self {
        case .int8: return UInt64(Int8.max)
        case .int16: return UInt64(Int16.max)
        case .int32: return UInt64(Int32.max)
        case .int, .int64: return UInt64(Int64.max)
        case .uint8: return UInt64(UInt8.max)
        case .uint16: return UInt64(UInt16.max)
        case .uint32: return UInt64(UInt32.max)
        case .uint, .uint64: return UInt64.max
        }
    }
}

extension SwiftType {
    /// Why a type spelling could not be read.
    public struct SyntaxError: Error, Sendable, Equatable {
        public var message: String
        /// 0-based character offset in the spelling.
        public var offset: Int
    }

    /// Reads a Swift type spelling: `String`, `Int64`, `ClosedRange<Date>`, `[Stop]`, `Double?`,
    /// `[String: Int]`, `Optional<T>`, `Array<T>`, `Dictionary<String, T>`. Names that are not
    /// built in become `.named` and are resolved against the contract's enums and structs later.
    public init(parsing spelling: String) throws(SyntaxError) {
        var reader = TypeSpellingReader(characters: Array(spelling))
        let type = try reader.readType()
        reader.skipSpaces()
        if reader.position < reader.characters.count {
            throw SyntaxError(message: "unexpected '\(reader.characters[reader.position])' in type '\(spelling)'", offset: reader.position)
        }
        self = type
    }
}

private struct TypeSpellingReader {
    let characters: [Character]
    var position = 0
    /// How many types enclose the one being read (`[`, `<`, `?` each add one). Decoding and
    /// describing a type recurse over it, and `[[[[…Int]]]]` 1,000 deep overflows the stack
    /// (RELIABILITY.md); no ContentState field comes near this.
    var depth = 0
    static let maximumDepth = 32

    mutating func deeper() throws(SwiftType.SyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw SwiftType.SyntaxError(message: "the type nests more than \(Self.maximumDepth) levels deep", offset: position)
        }
    }

    mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " { position += 1 }
    }

    mutating func readType() throws(SwiftType.SyntaxError) -> SwiftType {
        let outer = depth
        defer { depth = outer }
        try deeper()
        skipSpaces()
        var type: SwiftType
        guard position < characters.count else {
            throw SwiftType.SyntaxError(message: "a type name was expected", offset: position)
        }
        if characters[position] == "[" {
            position += 1
            let first = try readType()
            skipSpaces()
            if position < characters.count, characters[position] == ":" {
                position += 1
                guard first == .string || first == .integer(.int) else {
                    throw SwiftType.SyntaxError(message: "only String and Int dictionary keys are supported, not \(first)", offset: position)
                }
                let value = try readType()
                type = first == .string ? .dictionary(value) : .intDictionary(value)
            } else {
                type = .array(first)
            }
            skipSpaces()
            try expect("]")
        } else {
            let name = readIdentifier()
            guard !name.isEmpty else {
                throw SwiftType.SyntaxError(message: "a type name was expected, found '\(characters[position])'", offset: position)
            }
            skipSpaces()
            if position < characters.count, characters[position] == "<" {
                position += 1
                let arguments = try readArguments()
                type = try generic(name, arguments)
            } else {
                type = simple(name)
            }
        }
        skipSpaces()
        while position < characters.count, characters[position] == "?" {
            try deeper()
            position += 1
            type = .optional(type)
            skipSpaces()
        }
        return type
    }

    mutating func readArguments() throws(SwiftType.SyntaxError) -> [SwiftType] {
        var arguments: [SwiftType] = []
        while true {
            arguments.append(try readType())
            skipSpaces()
            guard position < characters.count else {
                throw SwiftType.SyntaxError(message: "'>' was expected", offset: position)
            }
            if characters[position] == "," { position += 1; continue }
            try expect(">")
            return arguments
        }
    }

    mutating func expect(_ c: Character) throws(SwiftType.SyntaxError) {
        guard position < characters.count, characters[position] == c else {
            throw SwiftType.SyntaxError(message: "'\(c)' was expected", offset: position)
        }
        position += 1
    }

    mutating func readIdentifier() -> String {
        let start = position
        while position < characters.count,
              characters[position].isLetter || characters[position].isNumber || characters[position] == "_" || characters[position] == "." {
            position += 1
        }
        // Appended one by one: `String(characters[start..<position])` instantiates a generic slice
        // type whose first use scans the binary's conformance records.
        var name = ""
        for index in start..<position { name.append(characters[index]) }
        return name
    }

    func simple(_ name: String) -> SwiftType {
        // `Foundation.Date` and `Swift.Int` are the same types.
        let bare = name.hasPrefix("Foundation.") || name.hasPrefix("Swift.") ? String(name.split(separator: ".").last ?? "") : name
        switch bare {
        case "String": return .string
        case "Bool": return .bool
        case "Double", "CGFloat", "TimeInterval": return .double
        case "Float": return .float
        case "Float16": return .float16
        case "Decimal": return .decimal
        case "Date": return .date
        case "UUID": return .uuid
        case "URL": return .url
        case "Data": return .data
        default:
            if let width = IntegerWidth(rawValue: bare) { return .integer(width) }
            return .named(name)
        }
    }

    func generic(_ name: String, _ arguments: [SwiftType]) throws(SwiftType.SyntaxError) -> SwiftType {
        switch (name, arguments.count) {
        case ("Optional", 1): return .optional(arguments[0])
        case ("Array", 1): return .array(arguments[0])
        case ("Dictionary", 2):
            switch arguments[0] {
            case .string: return .dictionary(arguments[1])
            case .integer(.int): return .intDictionary(arguments[1])
            default: throw SwiftType.SyntaxError(message: "only String and Int dictionary keys are supported", offset: position)
            }
        case ("ClosedRange", 1):
            guard arguments[0] == .date else {
                throw SwiftType.SyntaxError(message: "ClosedRange is supported over Date only", offset: position)
            }
            return .closedDateRange
        case ("Range", 1):
            guard arguments[0] == .date else {
                throw SwiftType.SyntaxError(message: "Range is supported over Date only", offset: position)
            }
            return .dateRange
        case ("Opaque", 1):
            // The name inside is kept as written: no contract declares it.
            return .opaque(arguments[0].description)
        default:
            throw SwiftType.SyntaxError(message: "unsupported generic type \(name)<…> with \(arguments.count) argument(s)", offset: position)
        }
    }
}
