/// Expressions generated from a fixed seed: integer and floating-point arithmetic, comparisons
/// and Boolean logic, string methods and optionals, each valid Swift by construction.
struct GeneratedCases {
    /// SplitMix64: the same cases on every machine.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    var random: Generator

    init(seed: UInt64) {
        random = Generator(state: seed)
    }

    /// An integer expression whose every intermediate value stays far inside `Int`.
    mutating func integer(depth: Int) -> String {
        if depth == 0 || random.below(3) == 0 { return String(random.below(99) + 1) }
        let lhs = integer(depth: depth - 1)
        switch random.below(5) {
        case 0: return "(\(lhs) + \(integer(depth: depth - 1)))"
        case 1: return "(\(lhs) - \(integer(depth: depth - 1)))"
        case 2: return "(\(lhs) * \(random.below(9) + 1))"
        case 3: return "(\(lhs) / \(random.below(9) + 1))"
        default: return "(\(lhs) % \(random.below(9) + 1))"
        }
    }

    mutating func floating(depth: Int) -> String {
        let literals = ["0.1", "0.2", "1.5", "2.25", "3.0", "10", "7", "0.3", "1e3", "2.5e-2"]
        if depth == 0 || random.below(3) == 0 { return random.pick(literals) }
        let op = random.pick(["+", "-", "*", "/"])
        return "(\(floating(depth: depth - 1)) \(op) \(random.pick(literals)))"
    }

    mutating func boolean(depth: Int) -> String {
        if depth == 0 || random.below(3) == 0 {
            let op = random.pick(["<", "<=", ">", ">=", "==", "!="])
            return "(\(integer(depth: 1)) \(op) \(integer(depth: 1)))"
        }
        switch random.below(3) {
        case 0: return "(\(boolean(depth: depth - 1)) && \(boolean(depth: depth - 1)))"
        case 1: return "(\(boolean(depth: depth - 1)) || \(boolean(depth: depth - 1)))"
        default: return "!(\(boolean(depth: depth - 1)))"
        }
    }

    mutating func string() -> String {
        let words = ["\"Delivery\"", "\"en route\"", "\"ÉTÉ\"", "\"a-b-c\"", "\"  padded \"", "\"\"", "\"x,y,,z\"", "\"Ünïcödé 👍🏽\""]
        let base = random.pick(words)
        let n = random.below(5)
        switch random.below(12) {
        case 0: return "\(base).uppercased()"
        case 1: return "\(base).lowercased()"
        case 2: return "String(\(base).prefix(\(n)))"
        case 3: return "String(\(base).suffix(\(n)))"
        case 4: return "String(\(base).dropFirst(\(n)))"
        case 5: return "\(base).count"
        case 6: return "\(base).split(separator: \"-\").map(String.init)"
        case 7: return "\(base).replacingOccurrences(of: \"e\", with: \"3\")"
        case 8: return "\(base).hasPrefix(\"D\")"
        case 9: return "\(base).trimmingCharacters(in: .whitespaces)"
        case 10: return "\(base).components(separatedBy: \",\")"
        default: return "\(base) + \"·\\(\(integer(depth: 1)))\""
        }
    }

    mutating func optional() -> String {
        let value = random.below(3) == 0 ? "nil" : String(random.below(50))
        switch random.below(4) {
        case 0: return "let v: Int? = \(value)\nreturn v ?? -1"
        case 1: return "let v: Int? = \(value)\nreturn v.map { $0 * 3 } as Any"
        case 2: return "let v: Int? = \(value)\nreturn (v?.description ?? \"none\") + \"!\""
        default: return "let v: Int? = \(value)\nif let v, v > 10 { return \"big \\(v)\" }\nreturn \"small\""
        }
    }

    mutating func cases(count: Int) -> [SwiftCompilerOracle.Case] {
        (0..<count).map { i in
            switch i % 5 {
            case 0: return .init(name: "int \(i)", body: "let v: Int = " + integer(depth: 4) + "\nreturn v")
            case 1: return .init(name: "double \(i)", body: "let v: Double = " + floating(depth: 3) + "\nreturn v")
            case 2: return .init(name: "bool \(i)", body: "let v: Bool = " + boolean(depth: 3) + "\nreturn v")
            case 3: return .init(name: "string \(i)", body: "return " + string())
            default: return .init(name: "optional \(i)", body: optional())
            }
        }
    }
}
