/// Hand-written cases: the constructs public widgets write (imperative bodies, tuples, pattern
/// matching, declared types and their members), each in our own words.
enum OracleCases {
    typealias Case = SwiftCompilerOracle.Case

    static let expressions: [Case] = [
        Case(name: "integer precedence", body: "return 2 + 3 * 4 - 10 / 3"),
        Case(name: "remainder of a negative", body: "return -7 % 3"),
        Case(name: "integer division truncates", body: "return -7 / 2"),
        Case(name: "double arithmetic", body: "return 0.1 + 0.2"),
        Case(name: "literal promoted to Double", body: "return 7 / 2.0"),
        Case(name: "Float prints as Float", body: "let f: Float = 31.4\nreturn f"),
        Case(name: "Float arithmetic", body: "let f: Float = 31.4\nreturn f * 2"),
        Case(name: "Float conversion", body: "return Float(0.1)"),
        Case(name: "Double from Int", body: "let n = 3\nreturn Double(n) / 4"),
        Case(name: "Int from Double truncates", body: "return Int(-3.99)"),
        Case(name: "Int from String", body: "return Int(\"42\") ?? -1"),
        Case(name: "Int from bad String", body: "return Int(\"4x2\") as Any"),
        Case(name: "Double from String", body: "return Double(\"2.50\") as Any"),
        Case(name: "large Double", body: "return 1e16"),
        Case(name: "whole Double", body: "return 100.0"),
        Case(name: "negative zero", body: "return -0.0"),
        Case(name: "rounded", body: "return (2.5).rounded()"),
        Case(name: "rounded down", body: "return (2.7).rounded(.down)"),
        Case(name: "rounded to even", body: "return (2.5).rounded(.toNearestOrEven)"),
        Case(name: "truncatingRemainder", body: "return (7.5).truncatingRemainder(dividingBy: 2)"),
        Case(name: "min of three", body: "return min(4, 2, 9)"),
        Case(name: "max mixed", body: "return max(1, 2.5)"),
        Case(name: "abs", body: "return abs(-12)"),
        Case(name: "comparison chain", body: "return 3 < 4 && !(2 == 3) || false"),
        Case(name: "ternary", body: "let n = 5\nreturn n > 3 ? \"big\" : \"small\""),
        Case(name: "nil coalescing", body: "let x: Int? = nil\nreturn x ?? 7"),
        Case(name: "optional printed", body: "let x: Int? = 3\nreturn x as Any"),
        Case(name: "nil printed", body: "let x: String? = nil\nreturn x as Any"),
        Case(name: "optional map", body: "let x: Int? = 4\nreturn x.map { $0 * 10 } ?? 0"),
        Case(name: "optional chaining", body: "let s: String? = \"hello\"\nreturn s?.uppercased().count as Any"),
        Case(name: "optional chaining nil", body: "let s: String? = nil\nreturn s?.count as Any"),
        Case(name: "isMultiple", body: "return 12.isMultiple(of: 4)"),
        Case(name: "interpolation", body: "let n = 3\nreturn \"\\(n) of \\(n + 2)\""),
        Case(name: "interpolation of a Double", body: "let d = 2.0\nreturn \"x\\(d)\""),
        Case(name: "interpolation of an optional", body: "let d: Int? = 2\nreturn \"v=\\(String(describing: d))\""),
        Case(name: "String(format:)", body: "return String(format: \"%05.1f|%d\", 3.14159, 42)"),
        Case(name: "uppercased", body: "return \"Café\".uppercased()"),
        Case(name: "prefix uppercased", body: "return \"anna\".prefix(1).uppercased() + \"anna\".dropFirst()"),
        Case(name: "split", body: "return \"a,b,,c\".split(separator: \",\")"),
        Case(name: "split maxSplits", body: "return \"a b c d\".split(separator: \" \", maxSplits: 1).map(String.init)"),
        Case(name: "components", body: "return \"a,b,,c\".components(separatedBy: \",\")"),
        Case(name: "replacingOccurrences", body: "return \"2026-11-22\".replacingOccurrences(of: \"-\", with: \"/\")"),
        Case(name: "trimming", body: "return \"  hi there \\n\".trimmingCharacters(in: .whitespacesAndNewlines)"),
        Case(name: "hasPrefix", body: "return \"livepeek\".hasPrefix(\"live\")"),
        Case(name: "contains", body: "return \"livepeek\".contains(\"pee\")"),
        Case(name: "string count", body: "return \"👨‍👩‍👧 é\".count"),
        Case(name: "first character", body: "return \"xyz\".first as Any"),
        Case(name: "reversed string", body: "return String(\"abc\".reversed())"),
        Case(name: "string suffix", body: "return \"abcdef\".suffix(2)"),
        Case(name: "string repeating", body: "return String(repeating: \"ab\", count: 3)"),
        Case(name: "joined", body: "return [\"a\", \"b\", \"c\"].joined(separator: \" · \")"),
        Case(name: "prefix joined", body: "return [\"Tom\", \"Ann\", \"Bo\"].prefix(2).joined(separator: \", \")"),
        Case(name: "array sorted", body: "return [3, 1, 2].sorted()"),
        Case(name: "array sorted by", body: "return [3, 1, 2].sorted(by: >)"),
        Case(name: "map filter", body: "return [1, 2, 3, 4, 5].filter { $0 % 2 == 1 }.map { $0 * $0 }"),
        Case(name: "reduce", body: "return [1, 2, 3, 4].reduce(0, +)"),
        Case(name: "reduce closure", body: "return [1, 2, 3].reduce(10) { $0 - $1 }"),
        Case(name: "reduce into", body: "return [\"a\", \"bb\", \"a\"].reduce(into: 0) { $0 += $1.count }"),
        Case(name: "compactMap", body: "return [\"1\", \"x\", \"3\"].compactMap { Int($0) }"),
        Case(name: "first where", body: "return [4, 7, 9].first { $0 > 5 } as Any"),
        Case(name: "firstIndex of", body: "return [\"a\", \"b\"].firstIndex(of: \"b\") as Any"),
        Case(name: "contains where", body: "return [1, 2].contains { $0 > 1 }"),
        Case(name: "allSatisfy", body: "return [2, 4].allSatisfy { $0 % 2 == 0 }"),
        Case(name: "enumerated", body: "return [\"x\", \"y\"].enumerated().map { \"\\($0.offset):\\($0.element)\" }"),
        Case(name: "array min max", body: "return ([5, 3, 8].min() ?? 0, [5, 3, 8].max() ?? 0)"),
        Case(name: "array first last", body: "return ([1, 2, 3].first as Any, [Int]().last as Any)"),
        Case(name: "array slice", body: "return Array([1, 2, 3, 4][1..<3])"),
        Case(name: "array dropLast", body: "return Array([1, 2, 3].dropLast())"),
        Case(name: "nested arrays print", body: "return [[1], [2, 3]]"),
        Case(name: "array of strings prints quoted", body: "return [\"a\", \"b\"]"),
        Case(name: "array of optionals", body: "return [1, nil, 3] as [Int?]"),
        Case(name: "tuple", body: "return (1, \"a\", 2.5)"),
        Case(name: "labelled tuple", body: "return (text: \"hi\", count: 2)"),
        Case(name: "tuple element", body: "let t = (text: \"hi\", count: 2)\nreturn t.count + t.1"),
        Case(name: "dictionary lookup", body: "let names = [\"DS\": \"두산 베어스\", \"LG\": \"LG 트윈스\"]\nreturn names[\"DS\"] ?? \"?\""),
        Case(name: "dictionary default", body: "let d = [\"a\": 1]\nreturn d[\"b\", default: 0]"),
        Case(name: "dictionary missing", body: "let d = [\"a\": 1]\nreturn d[\"b\"] as Any"),
        Case(name: "dictionary one entry", body: "return [\"k\": 1]"),
        Case(name: "dictionary count", body: "return [\"a\": 1, \"b\": 2].count"),
        Case(name: "range contains", body: "return (1...5).contains(5)"),
        Case(name: "half-open range", body: "return (0..<3).map { $0 * 2 }"),
        Case(name: "range printed", body: "return 1...3"),
        Case(name: "stride", body: "return Array(stride(from: 0, to: 10, by: 4))"),
        Case(name: "zip", body: "return zip([1, 2], [\"a\", \"b\"]).map { \"\\($0)\\($1)\" }"),
        Case(name: "key path map", body: "return [\"ab\", \"c\"].map(\\.count)"),
        Case(name: "closure called in place", body: "let label: String = {\n    let n = 4\n    return n > 3 ? \"many\" : \"few\"\n}()\nreturn label"),
        Case(name: "character properties", body: "let c: Character = \"7\"\nreturn (c.isNumber, c.wholeNumberValue ?? -1)"),
    ]

    static let statements: [Case] = [
        Case(name: "var assigned in a switch", body: """
            var color: String
            let status = 2
            switch status {
            case 0: color = "gray"
            case 1, 2: color = "green"
            default: color = "red"
            }
            return color
            """),
        Case(name: "if else assignment", body: """
            let progress = 0.72
            var label = ""
            if progress >= 1 {
                label = "Done"
            } else if progress > 0.5 {
                label = "Almost"
            } else {
                label = "Started"
            }
            return label
            """),
        Case(name: "compound assignment on a string", body: """
            var value = "12 min"
            let late = true
            if late { value += " · late" }
            return value
            """),
        Case(name: "for loop building a value", body: """
            var total = 0
            for n in 1...10 where n % 3 == 0 { total += n }
            return total
            """),
        Case(name: "for over array with break", body: """
            var seen: [String] = []
            for name in ["a", "b", "stop", "c"] {
                if name == "stop" { break }
                seen.append(name)
            }
            return seen
            """),
        Case(name: "continue", body: """
            var odd: [Int] = []
            for i in 0..<6 {
                if i % 2 == 0 { continue }
                odd.append(i)
            }
            return odd
            """),
        Case(name: "while loop", body: """
            var n = 27
            var steps = 0
            while n != 1 {
                n = n % 2 == 0 ? n / 2 : 3 * n + 1
                steps += 1
            }
            return steps
            """),
        Case(name: "destructuring a tuple", body: """
            let (minutes, _) = (17, "ignored")
            return minutes * 60
            """),
        Case(name: "range patterns", body: """
            let delta = -3
            switch delta {
            case ..<0: return "behind"
            case 0: return "level"
            case 1...5: return "ahead"
            default: return "far ahead"
            }
            """),
        Case(name: "tuple patterns", body: """
            let score = (home: 3, away: 3)
            switch score {
            case (0, 0): return "no goals"
            case (let h, let a) where h == a: return "draw \\(h)-\\(a)"
            default: return "decided"
            }
            """),
        Case(name: "if let and a condition", body: """
            let name: String? = "Ann"
            let hidden = false
            if !hidden, let name = name, name.count > 2 {
                return "Hi \\(name)"
            }
            return "nobody"
            """),
        Case(name: "if let shorthand", body: """
            let eta: Int? = 12
            if let eta { return eta + 1 }
            return 0
            """),
        Case(name: "guard", body: """
            let values: [Int] = []
            guard let first = values.first else { return "empty" }
            return "\\(first)"
            """),
        Case(name: "nested function", body: """
            func pad(_ n: Int) -> String { n < 10 ? "0\\(n)" : "\\(n)" }
            return pad(7) + ":" + pad(42)
            """),
        Case(name: "closure capturing a var", body: """
            var count = 0
            [1, 2, 3].forEach { count += $0 }
            return count
            """),
        Case(name: "if expression", body: """
            let n = 4
            let word = if n == 1 { "one" } else { "many" }
            return word
            """),
        Case(name: "switch expression", body: """
            let n = 2
            let word = switch n {
            case 1: "one"
            case 2: "two"
            default: "lots"
            }
            return word
            """),
        Case(name: "array mutation", body: """
            var items = [5, 1, 4]
            items.sort()
            items.insert(0, at: 0)
            items.removeLast()
            items.append(contentsOf: [9, 9])
            return items
            """),
        Case(name: "dictionary mutation", body: """
            var counts: [String: Int] = [:]
            for word in ["a", "b", "a"] { counts[word, default: 0] += 1 }
            return counts["a"] ?? 0
            """),
        Case(name: "element assignment", body: """
            var grid = [[0, 0], [0, 0]]
            grid[1][0] = 5
            return grid
            """),
    ]

    static let declarations: [Case] = [
        Case(name: "enum raw values and computed property", body: "return (OStep.preparing.rawValue, OStep.delivered.label, OStep.allCases.count)", declarations: """
            enum OStep: String, CaseIterable {
                case confirmed, preparing, delivered = "done"
                var label: String {
                    switch self {
                    case .confirmed: return "Confirmed"
                    case .preparing: return "Cooking"
                    case .delivered: return "Enjoy"
                    }
                }
            }
            """),
        Case(name: "Self() in a static of an extension", body: "return OLeg.half.progress + OLeg.start.progress", declarations: """
            struct OLeg { var progress: Int }
            extension OLeg {
                static let start = Self(progress: 0)
                static let half = Self(progress: 50)
            }
            """),
        Case(name: "an empty call of an implicit init", body: "return OTally.zero.count + OTally.made.count", declarations: """
            struct OTally {
                var count: Int = 4
                static let zero: Self = .init()
                static let made: OTally = .make()
                static func make() -> OTally { OTally(count: 9) }
            }
            """),
        Case(name: "an implicit member through a nested type", body: "let t: OSide = .Presets.home\nreturn t.name", declarations: """
            struct OSide {
                var name: String
                enum Presets { static let home = OSide(name: "Home") }
            }
            """),
        Case(name: "a nested type's implicit init as a memberwise argument", body: "return OPark(zone: \"2.3\", labels: .init()).labels.start", declarations: """
            struct OPark {
                let zone: String
                let labels: Labels
                struct Labels { let start: String; init(start: String = "Start") { self.start = start } }
            }
            """),
        Case(name: "an extension through a type alias", body: "return (OAliased.State.on.word, OAliased.ContentState.off.word)", declarations: """
            struct OAliased { typealias ContentState = State; enum State { case on, off } }
            extension OAliased.ContentState { var word: String { self == .on ? "lit" : "dark" } }
            """),
        Case(name: "a static property beside a case of the same base name", body: "return OMeterPhase.active.isLive", declarations: """
            enum OMeterPhase {
                case active(minutes: Int)
                case idle
                static var active: OMeterPhase { .active(minutes: 5) }
                var isLive: Bool { if case .active(let m) = self { return m > 0 } else { return false } }
            }
            """),
        Case(name: "a declared method named as a library one", body: """
            let d = Date(timeIntervalSince1970: 1_795_341_600)
            return d.formatted(as: "x") + " " + String(d.formatted(date: .omitted, time: .shortened).isEmpty)
            """, declarations: """
            extension Date { func formatted(as tag: String) -> String { tag + String(Int(timeIntervalSince1970) % 7) } }
            """),
        Case(name: "min and max inside a static of a type", body: "return OClamp.normalized(1.7) + OClamp.normalized(-2)", declarations: """
            struct OClamp { static func normalized(_ x: Double) -> Double { min(max(x, 0), 1) } }
            """),
        Case(name: "enum from raw value", body: "return (OStep(rawValue: \"done\") == .delivered, OStep(rawValue: \"x\") == nil)"),
        Case(name: "enum printed", body: "return OStep.preparing"),
        Case(name: "enum in an array", body: "return [OStep.preparing]"),
        Case(name: "Int raw values", body: "return (OLevel.low.rawValue, OLevel.high.rawValue)", declarations: """
            enum OLevel: Int { case low = 1, mid, high = 10 }
            """),
        Case(name: "Comparable enum", body: "return (OPhase.a < OPhase.c, [OPhase.c, OPhase.a].sorted())", declarations: """
            enum OPhase: Comparable { case a, b, c }
            """),
        Case(name: "enum with payload", body: """
            let s = OState.running(minutes: 3)
            switch s {
            case .idle: return "idle"
            case .running(let m): return "running \\(m)"
            }
            """, declarations: """
            enum OState { case idle, running(minutes: Int) }
            """),
        Case(name: "payload printed", body: "return OState.running(minutes: 4)"),
        Case(name: "struct memberwise and method", body: "return OScore(home: 2, away: 1).summary()", declarations: """
            struct OScore {
                var home: Int
                var away: Int
                var note: String? = nil
                func summary() -> String { "\\(home)–\\(away)" + (note.map { " (\\($0))" } ?? "") }
            }
            """),
        Case(name: "struct printed", body: "return OScore(home: 1, away: 0, note: \"ET\")"),
        Case(name: "mutating method", body: "var s = OScore(home: 0, away: 0)\ns.goal()\ns.goal()\nreturn s.home", declarations: """
            extension OScore {
                mutating func goal() { home += 1 }
            }
            """),
        Case(name: "static and Self", body: "return OTheme.accent + \"/\" + OTheme.describe()", declarations: """
            struct OTheme {
                static let accent = "orange"
                static func describe() -> String { Self.accent.uppercased() + "-" + accent }
            }
            """),
        Case(name: "unqualified sibling static", body: "return OStage.all.count", declarations: """
            struct OStage {
                let name: String
                static let fasting = OStage(name: "fasting")
                static let eating = OStage(name: "eating")
                static let all = [fasting, eating]
            }
            """),
        Case(name: "nested type", body: "return OOuter.Inner.value * 2", declarations: """
            enum OOuter { enum Inner { static let value = 21 } }
            """),
        Case(name: "extension method on String", body: "return \"hello world\".oInitials", declarations: """
            extension String {
                var oInitials: String { split(separator: " ").compactMap { $0.first }.map(String.init).joined().uppercased() }
            }
            """),
        Case(name: "extension on Int", body: "return 125.oClock", declarations: """
            extension Int {
                var oClock: String { "\\(self / 60):" + (self % 60 < 10 ? "0" : "") + "\\(self % 60)" }
            }
            """),
        Case(name: "safe subscript", body: "let a = [1, 2]\nreturn (a[safe: 1] as Any, a[safe: 5] as Any)", declarations: """
            extension Collection {
                subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
            }
            """),
        Case(name: "protocol extension member", body: "return ORide().title", declarations: """
            protocol OTitled { var name: String { get } }
            extension OTitled { var title: String { "Ride: " + name } }
            struct ORide: OTitled { var name = "Airport" }
            """),
        Case(name: "labelled tuple return", body: "let r = oStyle(for: 3)\nreturn r.text + \" \" + r.color", declarations: """
            func oStyle(for n: Int) -> (text: String, color: String) {
                n > 2 ? (text: "hot", color: "red") : (text: "cold", color: "blue")
            }
            """),
        Case(name: "default argument", body: "return oGreet() + oGreet(\"Bo\", punctuation: \"?\")", declarations: """
            func oGreet(_ name: String = "you", punctuation: String = "!") -> String { "Hi \\(name)\\(punctuation)" }
            """),
        Case(name: "recursion", body: "return oFib(15)", declarations: """
            func oFib(_ n: Int) -> Int { n < 2 ? n : oFib(n - 1) + oFib(n - 2) }
            """),
        Case(name: "global constant", body: "return oLimit * 2", declarations: "let oLimit = 80"),
        Case(name: "initializer", body: "return OTimer(minutes: 2).seconds", declarations: """
            struct OTimer {
                let seconds: Int
                init(minutes: Int) { self.seconds = minutes * 60 }
            }
            """),
        Case(name: "struct equality", body: "return OScore(home: 1, away: 1) == OScore(home: 1, away: 1)", declarations: """
            extension OScore: Equatable {}
            """),
        Case(name: "computed property with get", body: "return OBox(width: 3).area", declarations: """
            struct OBox {
                var width: Double
                var area: Double { get { width * width } }
            }
            """),
        Case(name: "optional chain through a struct", body: "let r: ORide? = ORide()\nreturn r?.name.count as Any"),
        Case(name: "array of structs sorted by key", body: """
            let rides = [ORide(name: "b"), ORide(name: "a")]
            return rides.sorted { $0.name < $1.name }.map(\\.name)
            """),
        Case(name: "a static of type Self", body: "return OScore.none.away", declarations: """
            extension OScore {
                static var none: Self { .init(home: 0, away: 9) }
            }
            """),
        Case(name: "a type alias", body: "return OPair(home: 4, away: 2).summary()", declarations: "typealias OPair = OScore"),
        Case(name: "a nested type through an alias", body: "return OHolder.Kind.b.rawValue", declarations: """
            enum OKinds: String { case a, b }
            enum OHolder { typealias Kind = OKinds }
            """),
        Case(name: "a static shadowing a case with a payload", body: "let s: OSlot = .open\nreturn s", declarations: """
            enum OSlot {
                case open(lane: Int), shut
                static var open: OSlot { .open(lane: 2) }
            }
            """),
        Case(name: "an implicit init for a declared type", body: "let s: OScore = .init(home: 5, away: 5)\nreturn s.home + s.away"),
    ]

    static let foundation: [Case] = [
        Case(name: "date by adding minutes", body: """
            let d = Date(timeIntervalSince1970: 1_795_341_600)
            return Calendar(identifier: .gregorian).date(byAdding: .minute, value: 90, to: d)!.timeIntervalSince1970
            """),
        Case(name: "date by setting the hour", body: """
            let d = Date(timeIntervalSince1970: 1_795_341_600)
            return Calendar(identifier: .gregorian).date(bySettingHour: 22, minute: 15, second: 0, of: d)!.timeIntervalSince1970
            """),
        Case(name: "hour component", body: "return Calendar(identifier: .gregorian).component(.hour, from: Date(timeIntervalSince1970: 1_795_341_600))"),
        Case(name: "days between dates", body: """
            let a = Date(timeIntervalSince1970: 1_795_341_600)
            let b = a.addingTimeInterval(86_400 * 3 + 7_200)
            return Calendar(identifier: .gregorian).dateComponents([.day, .hour], from: a, to: b).day ?? -1
            """),
        Case(name: "start of day", body: "return Calendar(identifier: .gregorian).startOfDay(for: Date(timeIntervalSince1970: 1_795_341_600)).timeIntervalSince1970"),
        Case(name: "date description", body: "return Date(timeIntervalSince1970: 1_795_341_600)"),
        Case(name: "date difference", body: "let a = Date(timeIntervalSince1970: 1_795_341_600)\nreturn a.addingTimeInterval(95).timeIntervalSince(a)"),
        Case(name: "Int64 from a Double", body: "return Int64(1_795_341_600.0 * 1000)"),
        Case(name: "Int8 from an Int", body: "return Int8(100)"),
        Case(name: "URL's host", body: "return URL(string: \"https://example.com/a/b\")?.host ?? \"none\""),
        Case(name: "a parsed UUID", body: "return UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")?.uuidString ?? \"bad\""),
        Case(name: "a decimal NumberFormatter in German", body: """
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.locale = Locale(identifier: "de_DE")
            f.maximumFractionDigits = 1
            return f.string(from: 1234.56) ?? "?"
            """),
        Case(name: "a currency NumberFormatter", body: """
            let f = NumberFormatter()
            f.numberStyle = .currency
            f.locale = Locale(identifier: "en_US")
            f.currencyCode = "EUR"
            return f.string(from: NSNumber(value: 12.5)) ?? "?"
            """),
        Case(name: "a percent NumberFormatter", body: """
            let f = NumberFormatter()
            f.numberStyle = .percent
            f.locale = Locale(identifier: "fr_FR")
            return f.string(from: 0.256) ?? "?"
            """),
        // Linux ignores the maximum once the minimum is set (docs/ARCHITECTURE.md, "Evaluating Swift"):
        // the phone's digits are held to the format style Linux runs as iOS does.
        Case(name: "NumberFormatter fraction digits both 1", body: """
            let f = NumberFormatter()
            f.locale = Locale(identifier: "en_US")
            f.numberStyle = .decimal
            f.maximumFractionDigits = 1
            f.minimumFractionDigits = 1
            return [f.string(from: 47.25), f.string(from: 3), f.string(from: 1234.96)].map { $0 ?? "?" }
            """, phoneBody: """
            let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1)).locale(Locale(identifier: "en_US"))
            return [47.25, 3, 1234.96].map { $0.formatted(style) }
            """),
        Case(name: "NumberFormatter fraction digits 2...2 in German", body: """
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.locale = Locale(identifier: "de_DE")
            f.minimumFractionDigits = 2
            f.maximumFractionDigits = 2
            return [f.string(from: 3.14159), f.string(from: 1234.5)].map { $0 ?? "?" }
            """, phoneBody: """
            let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(2)).locale(Locale(identifier: "de_DE"))
            return [3.14159, 1234.5].map { $0.formatted(style) }
            """),
        Case(name: "NumberFormatter fraction digits 1...3", body: """
            let f = NumberFormatter()
            f.numberStyle = .decimal
            f.locale = Locale(identifier: "en_US")
            f.minimumFractionDigits = 1
            f.maximumFractionDigits = 3
            return [f.string(from: 2), f.string(from: 1234.5678), f.string(from: 0.5)].map { $0 ?? "?" }
            """, phoneBody: """
            let style = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(1...3)).locale(Locale(identifier: "en_US"))
            return [2, 1234.5678, 0.5].map { $0.formatted(style) }
            """),
        Case(name: "currency NumberFormatter without cents", body: """
            let f = NumberFormatter()
            f.numberStyle = .currency
            f.locale = Locale(identifier: "en_US")
            f.currencyCode = "USD"
            f.maximumFractionDigits = 0
            return [f.string(from: 47.25), f.string(from: 1999.5)].map { $0 ?? "?" }
            """, phoneBody: """
            let style = FloatingPointFormatStyle<Double>.Currency(code: "USD", locale: Locale(identifier: "en_US")).precision(.fractionLength(0))
            return [47.25, 1999.5].map { $0.formatted(style) }
            """),
        Case(name: "percent NumberFormatter with a decimal", body: """
            let f = NumberFormatter()
            f.numberStyle = .percent
            f.locale = Locale(identifier: "en_US")
            f.minimumFractionDigits = 1
            f.maximumFractionDigits = 1
            return [f.string(from: 0.0314159), f.string(from: 0.5)].map { $0 ?? "?" }
            """, phoneBody: """
            let style = FloatingPointFormatStyle<Double>.Percent.percent.precision(.fractionLength(1)).locale(Locale(identifier: "en_US"))
            return [0.0314159, 0.5].map { $0.formatted(style) }
            """),
        Case(name: "a DateFormatter with a format", body: """
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = TimeZone(identifier: "Asia/Tokyo")
            f.dateFormat = "EEE d MMM, HH:mm"
            return f.string(from: Date(timeIntervalSince1970: 1_795_341_600))
            """),
        Case(name: "a DateFormatter with styles", body: """
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_GB")
            f.timeZone = TimeZone(secondsFromGMT: 0)
            f.dateStyle = .medium
            f.timeStyle = .short
            return f.string(from: Date(timeIntervalSince1970: 1_795_341_600))
            """),
        Case(name: "a DateFormatter from a template", body: """
            let f = DateFormatter()
            f.timeZone = TimeZone(secondsFromGMT: 0)
            f.locale = Locale(identifier: "he_IL")
            f.setLocalizedDateFormatFromTemplate("MMMd HH:mm")
            let hebrew = f.string(from: Date(timeIntervalSince1970: 1_795_341_600))
            f.locale = Locale(identifier: "en_US")
            f.setLocalizedDateFormatFromTemplate("MMMd jj:mm")
            return hebrew + " | " + f.string(from: Date(timeIntervalSince1970: 1_795_341_600))
            """),
        Case(name: "ISO 8601 both ways", body: """
            let f = ISO8601DateFormatter()
            let d = f.date(from: "2026-11-22T10:00:00Z")
            return (d.map { f.string(from: $0.addingTimeInterval(90)) } ?? "?") + " " + String(d?.timeIntervalSince1970 ?? 0)
            """),
        // Format styles, each in a locale of its own (the compiled program's is the machine's).
        // Relative styles tell a date from the clock: the program's real one, the interpreter's own.
        Case(name: "a relative style, numeric and wide", body: #"""
            let d = Date.now.addingTimeInterval(-300)
            return d.formatted(Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .wide).locale(Locale(identifier: "en_US")))
            """#),
        Case(name: "a relative style, named", body: #"""
            return Date.now.addingTimeInterval(-86_400).formatted(.relative(presentation: .named).locale(Locale(identifier: "en_US")))
            """#),
        Case(name: "a relative style ahead, abbreviated in German", body: #"""
            let style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .abbreviated).locale(Locale(identifier: "de_DE"))
            return Date.now.addingTimeInterval(3 * 3600 + 30).formatted(style)
            """#),
        Case(name: "a relative style spelled out in French", body: #"""
            let style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .spellOut).locale(Locale(identifier: "fr_FR"))
            return Date.now.addingTimeInterval(-3 * 3600 - 60).formatted(style)
            """#),
        Case(name: "a relative style's format method, narrow", body: #"""
            let style = Date.RelativeFormatStyle(presentation: .numeric, unitsStyle: .narrow).locale(Locale(identifier: "en_GB"))
            return style.format(Date.now.addingTimeInterval(45 * 60 + 10))
            """#),
        Case(name: "a fraction length", body: #"return 21.0975.formatted(.number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))"#),
        Case(name: "a fraction length range", body: #"return 5.26.formatted(.number.precision(.fractionLength(0...1)).locale(Locale(identifier: "en_US")))"#),
        Case(name: "significant digits", body: #"return 3.14159.formatted(.number.precision(.significantDigits(3)).locale(Locale(identifier: "en_US")))"#),
        Case(name: "a French percent style", body: #"return 0.5.formatted(.percent.locale(Locale(identifier: "fr_FR")))"#),
        Case(name: "an Int as a percent", body: #"return 25.formatted(.percent.locale(Locale(identifier: "en_US")))"#),
        Case(name: "a euro currency style in German", body: #"return 250.5.formatted(.currency(code: "EUR").locale(Locale(identifier: "de_DE")))"#),
        Case(name: "grouping of an Int", body: #"return 12345.formatted(.number.locale(Locale(identifier: "en_US")))"#),
        Case(name: "no grouping", body: #"return 1234.5.formatted(.number.grouping(.never).locale(Locale(identifier: "en_US")))"#),
        Case(name: "a compact name", body: #"return 1234567.formatted(.number.notation(.compactName).locale(Locale(identifier: "en_US")))"#),
        Case(name: "a date as ISO 8601", body: "return Date(timeIntervalSince1970: 1_795_341_600).formatted(.iso8601)"),
        Case(name: "a duration as minutes and seconds", body: #"return Duration.seconds(125).formatted(.time(pattern: .minuteSecond).locale(Locale(identifier: "en_US")))"#),
        Case(name: "a duration as hours, minutes, seconds", body: #"return Duration.seconds(3725).formatted(.time(pattern: .hourMinuteSecond).locale(Locale(identifier: "en_US")))"#),
        Case(name: "a duration in units", body: #"return Duration.seconds(3725).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated).locale(Locale(identifier: "en_US")))"#),
        Case(name: "a duration in wide units", body: #"return Duration.seconds(90).formatted(.units(allowed: [.minutes, .seconds], width: .wide).locale(Locale(identifier: "en_US")))"#),
        Case(name: "a regex of alternatives", body: #"return "running late".contains(/late|overdue/)"#),
        Case(name: "a regex that does not match", body: #"return "on time".contains(/late|overdue/)"#),
        Case(name: "a regex replaced", body: #"return "a-b--c".replacing(/-+/, with: "+")"#),
        Case(name: "an NSNumber's double value", body: "return NSNumber(value: 3).doubleValue"),
        Case(name: "try? of a missing file", body: #"return (try? Data(contentsOf: URL(fileURLWithPath: "/nonexistent/livepeek"))) == nil"#),
        Case(name: "try? of a missing text file", body: #"return (try? String(contentsOfFile: "/nonexistent/livepeek", encoding: .utf8)) ?? "none""#),
        // A layout carried as a JSON string in the content state.
        Case(name: "a string's UTF-8 data", body: #"return "café 👍🏽".data(using: .utf8)?.count ?? -1"#),
        Case(name: "data back to a string", body: #"return "Überweg".data(using: .utf8).flatMap { String(data: $0, encoding: .utf8) } ?? "?""#),
        Case(name: "data as base64", body: #"return "ok?".data(using: .utf8)?.base64EncodedString() ?? "?""#),
        Case(name: "base64 to data", body: #"return Data(base64Encoded: "b2s/")?.count ?? -1"#),
        Case(name: "a JSON object's members", body: #"""
            let text = #"{"title": "Gate 4", "eta": 12, "ratio": 0.5, "live": true, "tags": ["a", "b"]}"#
            guard let data = text.data(using: .utf8),
                  let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { return "not an object" }
            let title = root["title"] as? String ?? "?"
            let eta = root["eta"] as? Int ?? -1
            let ratio = root["ratio"] as? Double ?? -1
            let tags = (root["tags"] as? [String])?.joined(separator: "+") ?? "?"
            return "\(title) \(eta) \(ratio) \(tags) \(root.count)"
            """#),
        Case(name: "a JSON Boolean is not a string", body: #"""
            let data = #"{"live": true}"#.data(using: .utf8)!
            let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            return (root?["live"] as? String) ?? "not a string"
            """#),
        Case(name: "a locale's language and region", body: #"""
            let l = Locale(identifier: "he_IL")
            return (l.language.languageCode?.identifier ?? "-") + " " + (l.region?.identifier ?? "-") + " "
                + (l.language.script?.identifier ?? "-") + " " + (l.currency?.identifier ?? "-") + " " + (l.languageCode ?? "-")
            """#),
        Case(name: "character directions", body: #"""
            let rtl = Locale(identifier: "ar_EG").language.characterDirection == .rightToLeft
            return (rtl, NSLocale.characterDirection(forLanguage: "fa") == .rightToLeft, Locale.characterDirection(forLanguage: "ja") == .leftToRight)
            """#),
        Case(name: "a string decoded from its bytes", body: #"""
            let data = "héllo".data(using: .utf8)!
            return String(decoding: data, as: UTF8.self) + String(data.count)
            """#),
        Case(name: "not JSON throws", body: #"""
            let data = "layout".data(using: .utf8)!
            return (try? JSONSerialization.jsonObject(with: data)) == nil
            """#),
        Case(name: "a JSON array's elements", body: #"""
            let data = "[3, 4, 5]".data(using: .utf8)!
            let items = (try? JSONSerialization.jsonObject(with: data)) as? [Int] ?? []
            return items.reduce(0, +)
            """#),
        Case(name: "an initializer named with its labels", body: #"return ["https://a.example", "b c", ""].compactMap(URL.init(string:)).count"#),
        Case(name: "an implicit member's member", body: "let d: Date = .now.addingTimeInterval(-95)\nreturn d.timeIntervalSince(Date.now) < -94"),
        Case(name: "minus an implicit member", body: "let x: Double = -.infinity\nreturn x < -1e308"),
        Case(name: "a point's fields", body: "let p = CGPoint(x: 3, y: 4.5)\nreturn p.x * p.y"),
        Case(name: "a size's fields", body: "let s = CGSize(width: 20, height: 8)\nreturn s.width / s.height"),
        Case(name: "an Int initializer as a function", body: #"return ["1", "x", "30"].compactMap(Int.init).reduce(0, +)"#),
        Case(name: "a string's first character removed", body: ##"""
            var s = "#1C1C1E"
            let first = s.removeFirst()
            return "\(first) \(s)"
            """##),
        Case(name: "a string's last characters removed", body: """
            var s = "12:30:45"
            s.removeLast(3)
            return s
            """),
        Case(name: "an inout parameter written back", body: "var total = 5\nOInout.bump(&total, by: 3)\nOInout.bump(&total)\nreturn total", declarations: """
            enum OInout {
                static func bump(_ value: inout Int, by step: Int = 1) { value += step }
            }
            """),
        Case(name: "an inout field of a struct", body: "var p = OSwapped(a: 1, b: 2)\nvar c = 7\nswap(&p.a, &c)\nOSwapped.double(&p.b)\nreturn \"\\(p.a) \\(p.b) \\(c)\"", declarations: """
            struct OSwapped {
                var a: Int, b: Int
                static func double(_ x: inout Int) { x *= 2 }
            }
            """),
        Case(name: "a hex colour scanned", body: ##"""
            var rgb: UInt64 = 0
            let read = Scanner(string: "1C9AF3").scanHexInt64(&rgb)
            return "\(read) \((rgb >> 16) & 0xFF) \((rgb >> 8) & 0xFF) \(rgb & 0xFF)"
            """##),
        Case(name: "a hex colour trimmed of what is not alphanumeric", body: ##"""
            let hex = "#fa0".trimmingCharacters(in: CharacterSet.alphanumerics.inverted)
            var int: UInt64 = 0
            Scanner(string: hex).scanHexInt64(&int)
            let r, g, b: UInt64
            switch hex.count {
            case 3: (r, g, b) = ((int >> 8) * 17, (int >> 4 & 0xF) * 17, (int & 0xF) * 17)
            default: (r, g, b) = (int >> 16, int >> 8 & 0xFF, int & 0xFF)
            }
            return "\(hex) \(r) \(g) \(b)"
            """##),
        Case(name: "a scanner skipping a prefix", body: ##"""
            let scanner = Scanner(string: "#00ff80")
            scanner.charactersToBeSkipped = CharacterSet(charactersIn: "#")
            var value: UInt64 = 0
            let ok = scanner.scanHexInt64(&value)
            return "\(ok) \(value) \(scanner.isAtEnd)"
            """##),
        Case(name: "a scanner's newer forms", body: ##"""
            let scanner = Scanner(string: "12 km, ff")
            let n = scanner.scanInt()
            let unit = scanner.scanUpToString(",")
            _ = scanner.scanString(",")
            let hex = scanner.scanUInt64(representation: .hexadecimal)
            return "\(n ?? -1) \(unit ?? "-") \(hex ?? 0)"
            """##),
        Case(name: "a scan that finds no number", body: ##"""
            var value: UInt64 = 7
            let ok = Scanner(string: "zz").scanHexInt64(&value)
            return "\(ok) \(value)"
            """##),
        Case(name: "a string split by a character set", body: ##"""
            return "3 km,  12 min".components(separatedBy: CharacterSet(charactersIn: " ,")).filter { !$0.isEmpty }
            """##),
        Case(name: "a character set's membership and algebra", body: ##"""
            let digits = CharacterSet.decimalDigits
            let set = digits.union(CharacterSet(charactersIn: "abcdef"))
            return "\(set.contains("e")) \(digits.contains("e")) \("12ab".rangeOfCharacter(from: set.inverted) == nil)"
            """##),
        Case(name: "an instance method through its type", body: "let f = OCurried.label(OCurried(n: 4))\nreturn f(\"#\")", declarations: """
            struct OCurried {
                var n: Int
                func label(_ prefix: String) -> String { prefix + String(n) }
            }
            """),
        Case(name: "an initializer an extension adds to a library type", body: ##"return (String(twice: "ab"), Int(hexDigits: "#1f"))"##, declarations: """
            extension String {
                init(twice s: String) { self.init(s + s) }
            }
            extension Int {
                init(hexDigits text: String) {
                    var value: UInt64 = 0
                    Scanner(string: text.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
                    self.init(value)
                }
            }
            """),
        Case(name: "a failable initializer", body: #"return [OPercent(text: "42%")?.value, OPercent(text: "x")?.value, OPercent(text: "")?.value]"#, declarations: """
            struct OPercent {
                var value: Int
                init?(text: String) {
                    guard text.hasSuffix("%"), let n = Int(text.dropLast()) else { return nil }
                    value = n
                }
            }
            """),
        Case(name: "a case-insensitive search", body: #"return ("Focus Running".localizedCaseInsensitiveContains("RUNNING"), "Pause".localizedStandardContains("x"))"#),
        Case(name: "a date added to now written bare", body: """
            let later = Calendar.current.date(byAdding: .hour, value: 2, to: .now) ?? .distantPast
            return Int(later.timeIntervalSince(Date.now).rounded())
            """),
        Case(name: "the other date of timeIntervalSince written bare", body: """
            let end = Date.now.addingTimeInterval(5400)
            return (Int(end.timeIntervalSince(.now).rounded()), end.timeIntervalSince(.now) > 3600)
            """),
        Case(name: "a bare static of Date in an extension of it", body: "return Int(Date.oSpan(90).upperBound.timeIntervalSince(Date.now).rounded())",
             declarations: """
            extension Date {
                static func oSpan(_ seconds: Double) -> ClosedRange<Date> { now...max(now, now.addingTimeInterval(seconds)) }
            }
            """),
        Case(name: "an unlabelled tuple returned as a labelled one", body: """
            let p = oProgress([true, false, true])
            return (p.completed, p.total, p)
            """, declarations: """
            func oProgress(_ done: [Bool]) -> (completed: Int, total: Int) {
                (done.filter { $0 }.count, done.count)
            }
            """),
        Case(name: "a labelled tuple type on a declaration", body: """
            let pair: (title: String, count: Int) = ("laps", 4)
            return pair.title + " " + String(pair.count)
            """),
        Case(name: "a value's self", body: #"let s = "abc"; return (s.self.count, [1, 2].self.first ?? 0)"#),
        Case(name: "trigonometry and logarithms", body: """
            return (sin(Double.pi / 6), cos(0.0), atan2(1.0, 1.0), hypot(3.0, 4.0), log(10.0), log10(1000.0), exp(1.0), trunc(-2.7))
            """),
        Case(name: "a Float's sine stays a Float", body: "let f: Float = 0.5; return sin(f)"),
        Case(name: "a duration's components", body: """
            let d = Duration.seconds(90.5)
            return (d.components.seconds, d.components.attoseconds)
            """),
        Case(name: "a measurement converted", body: """
            let m = Measurement(value: 4300, unit: UnitLength.meters)
            let km = m.converted(to: .kilometers)
            return (km.value, km.unit.symbol, m.converted(to: UnitLength.miles).value, m)
            """),
        Case(name: "a temperature converted, in its generic form", body: """
            let t = Measurement<UnitTemperature>(value: 21.5, unit: .celsius)
            return (t.converted(to: .fahrenheit).value.rounded(), t.unit.symbol, String(describing: t))
            """),
        Case(name: "units' symbols", body: """
            return [UnitEnergy.kilocalories.symbol, UnitSpeed.kilometersPerHour.symbol, UnitPower.kilowatts.symbol, UnitMass.pounds.symbol]
            """),
        Case(name: "a dictionary grouping values", body: """
            let groups = Dictionary(grouping: [3, 120, 99, 250, 7]) { $0 >= 100 }
            return (groups[true] ?? [], groups[false] ?? [], groups.count)
            """),
        Case(name: "a dictionary from pairs, and merged", body: """
            let d = Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))
            let merged = Dictionary([("x", 1), ("y", 2), ("x", 5)], uniquingKeysWith: +)
            return (d["b"] ?? 0, merged["x"] ?? 0, merged.keys.sorted())
            """),
        Case(name: "JSON decoded into declared types", body: #"""
            let json = #"{"stop_name": "Central", "eta": 90, "platform": null, "kind": "bus", "legs": [{"minutes": 4}, {"minutes": 7}]}"#
            let trip = try? JSONDecoder().decode(OTrip.self, from: Data(json.utf8))
            return (trip?.stopName ?? "-", trip?.eta.timeIntervalSinceReferenceDate ?? 0, trip?.platform ?? "none", trip?.kind.rawValue ?? "-",
                    trip?.legs.map(\.minutes) ?? [], trip?.source ?? "-")
            """#, declarations: """
            enum OTripKind: String, Codable { case bus, tram }
            struct OTripLeg: Codable { var minutes: Int }
            struct OTrip: Codable {
                let source = "feed"
                var stopName: String
                var eta: Date
                var platform: String?
                var kind: OTripKind
                var legs: [OTripLeg]
                enum CodingKeys: String, CodingKey { case stopName = "stop_name", eta, platform, kind, legs }
            }
            """),
        Case(name: "JSON decoding failures are errors try? turns into nil", body: #"""
            let missing = try? JSONDecoder().decode(OLeg2.self, from: Data(#"{"other": 1}"#.utf8))
            let wrongType = try? JSONDecoder().decode(OLeg2.self, from: Data(#"{"minutes": "four"}"#.utf8))
            let notJSON = try? JSONDecoder().decode([OLeg2].self, from: Data("nope".utf8))
            let fine = try? JSONDecoder().decode([OLeg2].self, from: Data(#"[{"minutes": 2.0}]"#.utf8))
            return (missing == nil, wrongType == nil, notJSON == nil, fine?.first?.minutes ?? -1)
            """#, declarations: "struct OLeg2: Codable { var minutes: Double }"),
        Case(name: "JSON decoded into dictionaries keyed by Int, URLs and UUIDs", body: #"""
            let byLane = try? JSONDecoder().decode([Int: String].self, from: Data(#"{"1": "bus", "2": "tram"}"#.utf8))
            let link = try? JSONDecoder().decode([URL].self, from: Data(#"["https://example.com/a"]"#.utf8))
            let bad = try? JSONDecoder().decode([UUID].self, from: Data(#"["not-a-uuid"]"#.utf8))
            return (byLane?[2] ?? "-", link?.first?.host ?? "-", bad == nil)
            """#),
        Case(name: "a decoder's date and key strategies", body: #"""
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let ping = try? decoder.decode(OPing.self, from: Data(#"{"sent_at": 1795341600, "rider_count": 3}"#.utf8))
            let iso = JSONDecoder()
            iso.dateDecodingStrategy = .iso8601
            let other = try? iso.decode([String: Date].self, from: Data(#"{"at": "2026-11-22T10:00:00Z"}"#.utf8))
            return (ping?.sentAt.timeIntervalSince1970 ?? 0, ping?.riderCount ?? 0, other?["at"]?.timeIntervalSince1970 ?? 0)
            """#, declarations: "struct OPing: Decodable { var sentAt: Date; var riderCount: Int }"),
        Case(name: "do and catch with the error's patterns", body: """
            var seen: [String] = []
            for input in ["", "abc", "toolong"] {
                do {
                    seen.append(String(try oCheck(input)))
                } catch OCheckError.empty {
                    seen.append("empty")
                } catch let e as OCheckError {
                    seen.append("\\(e)")
                } catch {
                    seen.append("other")
                }
            }
            return (seen, (try? oCheck("")) == nil, (try? oCheck("ab")) ?? 0)
            """, declarations: """
            enum OCheckError: Error { case empty, tooLong(Int) }
            func oCheck(_ s: String) throws -> Int {
                if s.isEmpty { throw OCheckError.empty }
                guard s.count < 5 else { throw OCheckError.tooLong(s.count) }
                return s.count
            }
            """),
        Case(name: "an error no clause matches goes on", body: """
            func inner() throws -> String {
                do { _ = try oCheck2(0) } catch OCheck2Error.b { return "b" }
                return "none"
            }
            do { return try inner() } catch { return "outer caught \\(error)" }
            """, declarations: """
            enum OCheck2Error: Error { case a, b }
            func oCheck2(_ n: Int) throws -> Int { if n == 0 { throw OCheck2Error.a }; return n }
            """),
        Case(name: "date intervals", body: """
            let start = Date(timeIntervalSince1970: 1_795_341_600)
            let a = DateInterval(start: start, duration: 600)
            let b = DateInterval(start: start, end: start.addingTimeInterval(90))
            return (a.end.timeIntervalSince1970, b.duration, a.contains(start.addingTimeInterval(300)), a.contains(start.addingTimeInterval(601)))
            """),
        Case(name: "a date interval decoded", body: #"""
            let w = try? JSONDecoder().decode([String: DateInterval].self, from: Data(#"{"w": {"start": 817034400, "duration": 120}}"#.utf8))
            return (w?["w"]?.start.timeIntervalSince1970 ?? 0, w?["w"]?.duration ?? 0)
            """#),
        Case(name: "URL components assigned and read", body: """
            var c = URLComponents()
            c.scheme = "shop"
            c.host = "orders"
            c.path = "/orders/A 17"
            c.queryItems = [URLQueryItem(name: "src", value: "live activity"), URLQueryItem(name: "v", value: nil)]
            let parsed = URLComponents(string: "https://x.io/a?b=1&c=two#top")
            return (c.url?.absoluteString ?? "-", c.string ?? "-", parsed?.queryItems?.last?.value ?? "-", parsed?.host ?? "-",
                    parsed?.fragment ?? "-", parsed?.path ?? "-")
            """),
        Case(name: "ISO 8601 with fractional seconds", body: """
            let f = ISO8601DateFormatter()
            f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            let d = f.date(from: "2026-11-22T11:45:00.250Z")
            let g = ISO8601DateFormatter()
            g.formatOptions = [.withFullDate]
            return (d?.timeIntervalSince1970 ?? 0, d.map { f.string(from: $0) } ?? "-", d.map { g.string(from: $0) } ?? "-")
            """),
        Case(name: "string formats with objects and padding", body: #"""
            let name: String = "Ada"
            return (String(format: "%@ has %d of %d", name, 3, 5), String(format: "%02d:%02d", 7, 5), "ab".padding(toLength: 5, withPad: "-", startingAt: 0))
            """#),
        Case(name: "string searching and slicing", body: #"""
            let s = "Gate B42, Terminal 1"
            let comma = s.firstIndex(of: ",") ?? s.endIndex
            let gate = String(s[s.startIndex..<comma])
            let range = s.range(of: "Terminal")
            return (gate, s.components(separatedBy: ", "), range.map { String(s[$0.upperBound...]) } ?? "-", String(s.dropFirst(5).prefix(3)), String(s.suffix(1)))
            """#),
        Case(name: "characters and scalars", body: #"""
            let s = "Zürich 8"
            return (s.filter(\.isLetter), s.unicodeScalars.count, Character("A").asciiValue ?? 0, String(s.reversed()), s.contains(where: \.isNumber))
            """#),
        Case(name: "string mutation", body: #"""
            var s = "xbc"
            s.removeFirst()
            s.insert(contentsOf: "a", at: s.startIndex)
            s.append(contentsOf: "de")
            s += "f"
            return (s, s.localizedCapitalized, "HELLO wORLD".lowercased().capitalized)
            """#),
        Case(name: "collections: repeating, compactMap, sorted, sets", body: #"""
            let words = ["pear", "fig", "banana", "kiwi"]
            let numbers = ["3", "x", "12"].compactMap(Int.init)
            let a: Set = [1, 2, 3], b: Set = [2, 3, 4]
            return (Array(repeating: 0, count: 3), numbers, words.sorted { $0.count < $1.count }, words.sorted(by: >), a.union(b).sorted(), a.intersection(b).sorted(), Set(words + ["fig"]).count)
            """#),
        Case(name: "collections: reduce, zip, enumerated, first(where:)", body: #"""
            let xs = [4, 8, 15, 16, 23, 42]
            return (xs.reduce(0, +), zip(xs, xs.dropFirst()).map { $1 - $0 }, xs.enumerated().filter { $0.offset % 2 == 0 }.map(\.element),
                    xs.first(where: { $0 > 10 }) ?? -1, xs.max() ?? 0, Array(stride(from: 0, through: 10, by: 5)), xs.map(String.init).joined(separator: ","))
            """#),
        Case(name: "numbers converted and tested", body: #"""
            return (Int(3.7), Int(-3.7), Int(exactly: 2.0) ?? -1, Int(exactly: 2.5) ?? -1, Double("3.5") ?? 0, Int(" 3") ?? -1,
                    (7.5).rounded(.toNearestOrEven), (8.5).rounded(.toNearestOrEven), 12.isMultiple(of: 4), (-5).signum(), 1 << 4, 0xFF >> 2)
            """#),
        Case(name: "number format styles rounding", body: #"""
            let en = Locale(identifier: "en_US")
            return (3.26.formatted(.number.rounded(rule: .down, increment: 0.5).locale(en)), 1234567.formatted(.number.locale(en)),
                    0.256.formatted(.percent.precision(.fractionLength(1)).locale(en)), String(format: "%.0f", 2.5), String(format: "%.0f", 3.5))
            """#),
        Case(name: "calendar days and set times", body: #"""
            var cal = Calendar(identifier: .gregorian)
            cal.timeZone = TimeZone(identifier: "UTC")!
            let d = Date(timeIntervalSince1970: 1_795_341_600 + 3_725)
            let start = cal.startOfDay(for: d)
            let nine = cal.date(bySettingHour: 9, minute: 30, second: 0, of: d)
            let comps = DateComponents(year: 2026, month: 11, day: 22, hour: 8)
            let made = cal.date(from: comps)
            let between = cal.dateComponents([.hour, .minute], from: start, to: d)
            return (start.timeIntervalSince1970, nine?.timeIntervalSince1970 ?? 0, made?.timeIntervalSince1970 ?? 0, between.hour ?? -1, between.minute ?? -1,
                    cal.isDate(d, inSameDayAs: start), cal.component(.weekday, from: d))
            """#),
        Case(name: "defer, repeat-while and labelled loops", body: #"""
            var log: [String] = []
            func work() -> Int {
                defer { log.append("deferred") }
                log.append("body")
                return 1
            }
            _ = work()
            var n = 0
            repeat { n += 2 } while n < 5
            var found = (-1, -1)
            outer: for i in 0..<4 {
                for j in 0..<4 where i * j == 6 {
                    found = (i, j)
                    break outer
                }
            }
            return (log, n, found)
            """#),
        Case(name: "switch with several patterns, tuples and fallthrough", body: #"""
            func kind(_ p: (Int, Int)) -> String {
                switch p {
                case (0, 0): return "origin"
                case (0, _), (_, 0): return "axis"
                case let (x, y) where x == y: return "diagonal"
                default: return "plane"
                }
            }
            var steps: [Int] = []
            switch 1 {
            case 1: steps.append(1); fallthrough
            case 2: steps.append(2)
            default: steps.append(3)
            }
            return ([kind((0, 0)), kind((0, 3)), kind((2, 2)), kind((1, 5))], steps)
            """#),
        Case(name: "optionals every way", body: #"""
            let a: Int? = 4, b: Int? = nil
            var out: [String] = []
            if case .some(let v) = a { out.append("some \(v)") }
            switch b { case .some(let x): out.append("\(x)"); case .none: out.append("none") }
            if let a, let c = a > 3 ? a * 2 : nil { out.append("\(c)") }
            var stack = [1, 2, 3]
            while let top = stack.popLast() { out.append("\(top)") }
            return (out, a.map { $0 + 1 } ?? 0, b.flatMap { $0 > 0 ? $0 : nil } ?? -1, b ?? a ?? 0)
            """#),
        Case(name: "generic functions and types", body: #"""
            func largest<T: Comparable>(_ xs: [T]) -> T? { xs.max() }
            return (largest([3, 9, 2]) ?? 0, largest(["b", "a"]) ?? "", OGenericBox(value: 3).mapped { $0 * 2 }.value, OGenericBox(value: "x").value)
            """#, declarations: """
            struct OGenericBox<T> {
                var value: T
                func mapped<U>(_ f: (T) -> U) -> OGenericBox<U> { OGenericBox<U>(value: f(value)) }
            }
            """),
        Case(name: "protocols a type's own code satisfies", body: #"""
            let xs = [OPoints(points: 3), OPoints(points: 1), OPoints(points: 2)]
            return ("\(xs.sorted().map(\.points))", "\(xs[0])", xs.contains(OPoints(points: 2)), Set(xs + [OPoints(points: 3)]).count, xs.max()?.points ?? 0)
            """#, declarations: """
            struct OPoints: Comparable, Hashable, CustomStringConvertible {
                var points: Int
                static func < (a: OPoints, b: OPoints) -> Bool { a.points < b.points }
                var description: String { "\\(points) pts" }
            }
            """),
        Case(name: "a raw-value enum made from its raw value", body: #"""
            return (ORawDay(rawValue: "tue")?.index ?? -1, ORawDay(rawValue: "x") == nil)
            """#, declarations: """
            enum ORawDay: String { case mon, tue; var index: Int { self == .mon ? 0 : 1 } }
            """),
        Case(name: "allCases named bare inside its enum", body: "return (OGrade.all.count, OGrade.first)", declarations: """
            enum OGrade: String, CaseIterable {
                case low, mid, high
                static var all: [OGrade] { allCases }
                static var first: OGrade? { allCases.first }
            }
            """),
        Case(name: "a static call stored in a Duration", body: """
            let d: Duration = .seconds(70)
            return d.components.seconds
            """),
        Case(name: "ISO8601Format with and without milliseconds", body: """
            let d = Date(timeIntervalSince1970: 1_795_341_600.25)
            return [d.ISO8601Format(), d.ISO8601Format(.iso8601), d.ISO8601Format(.Strategy(includingFractionalSeconds: true))]
            """),
        Case(name: "Calendar dates set and matched", body: #"""
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let now = Date(timeIntervalSince1970: 1_795_343_500)
            let top = calendar.date(bySetting: .minute, value: 0, of: now)
            let half = calendar.nextDate(after: now, matching: DateComponents(minute: 30), matchingPolicy: .strict)
            let later = calendar.date(byAdding: DateComponents(hour: 1, minute: 15), to: now)
            return [top, half, later].map { $0.map { "\($0.timeIntervalSince1970)" } ?? "nil" }
            """#),
        Case(name: "an extension of TimeInterval on a Double", body: "let t: Double = 3725\nreturn (t.oClockText(), (90.0).oClockText())", declarations: """
            extension TimeInterval {
                func oClockText() -> String {
                    let seconds = Int(self)
                    return String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
                }
            }
            """),
        Case(name: "an empty Data and a debug print", body: """
            debugPrint("ignored")
            return Data().isEmpty
            """),
        Case(name: "a positional DateComponentsFormatter", body: """
            let f = DateComponentsFormatter()
            f.allowedUnits = [.hour, .minute, .second]
            f.unitsStyle = .positional
            let padded = DateComponentsFormatter()
            padded.allowedUnits = [.hour, .minute, .second]
            padded.unitsStyle = .positional
            padded.zeroFormattingBehavior = .pad
            return [f.string(from: 307), f.string(from: 3900), f.string(from: 7), padded.string(from: 307)].map { $0 ?? "nil" }
            """, phoneBody: """
            func time(_ s: Int64, _ pattern: Duration.TimeFormatStyle.Pattern) -> String {
                Duration.seconds(s).formatted(Duration.TimeFormatStyle(pattern: pattern).locale(Locale(identifier: "en_US")))
            }
            return [time(307, .minuteSecond), time(3900, .hourMinuteSecond), time(7, .minuteSecond), time(307, .hourMinuteSecond)]
            """),
    ]

    static let all = expressions + statements + declarations + foundation
}
