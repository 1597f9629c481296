import Foundation

/// Foundation's `Scanner` (a class, so it is boxed and shared as the program shares it), run on
/// the string it is given; the `inout` forms (`scanHexInt64(&value)`) leave their result in the
/// argument's cell.
public final class ScannerBox: @unchecked Sendable {
    // Only the interpreter that made it touches it.
    let scanner: Scanner
    init(_ scanner: Scanner) { self.scanner = scanner }
}

extension Library {
    static func constructScanner(_ args: [TupleValue], at range: SourceRange) throws -> Value? {
        guard args.count == 1, args[0].label == "string" else { return nil }
        return .foundation(.scanner(ScannerBox(Scanner(string: try string(args[0].value, at: range)))))
    }

    static func scannerProperty(_ box: ScannerBox, _ name: String) -> Value? {
        let scanner = box.scanner
        switch name {
        case "isAtEnd": return .bool(scanner.isAtEnd)
        case "string": return .string(scanner.string)
        case "scanLocation":
            return .int(scanner.string.utf16.distance(from: scanner.string.startIndex, to: scanner.currentIndex))
        case "charactersToBeSkipped":
            return .optional(scanner.charactersToBeSkipped.map { .foundation(.characterSet($0)) })
        case "caseSensitive": return .bool(scanner.caseSensitive)
        default: return nil
        }
    }

    static func setScannerProperty(_ box: ScannerBox, _ name: String, _ value: Value, at range: SourceRange) throws {
        let scanner = box.scanner
        switch name {
        case "charactersToBeSkipped":
            scanner.charactersToBeSkipped = try value.unwrapped.map { try characterSet($0, at: range) }
        case "caseSensitive":
            guard case .bool(let b) = value else {
                throw EvaluationError(.typeMismatch, "caseSensitive is a Bool", at: range)
            }
            scanner.caseSensitive = b
        case "scanLocation":
            // Deprecated but common in hex colour code: an offset in UTF-16 units.
            let offset = try int(value, "scanLocation", at: range)
            let utf16 = scanner.string.utf16
            guard offset >= 0, offset <= utf16.count,
                let index = utf16.index(utf16.startIndex, offsetBy: offset).samePosition(in: scanner.string)
            else {
                throw EvaluationError(.thrown, "scanLocation \(offset) is outside the scanner's string", at: range)
            }
            scanner.currentIndex = index
        default:
            throw EvaluationError(.unsupported, "livepeek does not model setting Scanner.\(name)", at: range)
        }
    }

    static func scannerMethod(
        _ box: ScannerBox, _ name: String, _ args: [TupleValue], at range: SourceRange
    ) throws -> Value? {
        let scanner = box.scanner
        /// The old forms: the scan writes the `&x` argument (as Foundation leaves it, also when it
        /// reads nothing) and says whether it read a number.
        func cell() throws -> InoutCell {
            guard let cell = args.first?.cell else {
                throw EvaluationError(
                    .typeMismatch, "\(name)(_:) takes its result as an inout argument (&value)", at: range)
            }
            return cell
        }
        let givenCell = args.first?.cell != nil
        switch (name, givenCell) {
        case ("scanHexInt64", _), ("scanHexInt32", _):
            let out = try cell()
            var value = UInt64(truncatingIfNeeded: (try? int(out.value, name, at: range)) ?? 0)
            let read = scanner.scanHexInt64(&value)
            // A 32-bit scan saturates as Foundation's `scanHexInt32` does.
            out.value = .int(Int(truncatingIfNeeded: name == "scanHexInt32" ? min(value, UInt64(UInt32.max)) : value))
            return .bool(read)
        case ("scanInt", true), ("scanInt64", true), ("scanInt32", true):
            let out = try cell()
            var value = (try? int(out.value, name, at: range)) ?? 0
            let read = scanner.scanInt(&value)
            out.value = .int(value)
            return .bool(read)
        case ("scanDouble", true), ("scanFloat", true):
            let out = try cell()
            var value = (try? double(out.value, at: range)) ?? 0
            let read = scanner.scanDouble(&value)
            out.value = name == "scanFloat" ? .float(Float(value)) : .double(value)
            return .bool(read)
        case ("scanInt", false), ("scanInt64", false), ("scanUInt64", false), ("scanInt32", false):
            let hex = try representation(args, at: range)
            switch name {
            case "scanUInt64":
                return .optional(
                    scanner.scanUInt64(representation: hex ? .hexadecimal : .decimal).map {
                        .int(Int(truncatingIfNeeded: $0))
                    })
            case "scanInt32":
                return .optional(scanner.scanInt32(representation: hex ? .hexadecimal : .decimal).map { .int(Int($0)) })
            default:
                return .optional(scanner.scanInt(representation: hex ? .hexadecimal : .decimal).map { .int($0) })
            }
        case ("scanDouble", false), ("scanFloat", false):
            let value = scanner.scanDouble(
                representation: try representation(args, at: range) ? .hexadecimal : .decimal)
            return .optional(value.map { name == "scanFloat" ? .float(Float($0)) : .double($0) })
        case ("scanString", _):
            guard let text = args.first?.value else { return nil }
            return .optional(scanner.scanString(try string(text, at: range)).map { .string($0) })
        case ("scanUpToString", _):
            guard let text = args.first?.value else { return nil }
            return .optional(scanner.scanUpToString(try string(text, at: range)).map { .string($0) })
        case ("scanCharacters", _), ("scanUpToCharacters", _):
            guard let from = argument(args, "from") else { return nil }
            let set = try characterSet(from, at: range)
            let read =
                name == "scanCharacters" ? scanner.scanCharacters(from: set) : scanner.scanUpToCharacters(from: set)
            return .optional(read.map { .string($0) })
        case ("scanCharacter", _):
            return .optional(scanner.scanCharacter().map { .character($0) })
        default:
            return nil
        }
    }

    /// `representation: .hexadecimal` or `.decimal` (the default).
    private static func representation(_ args: [TupleValue], at range: SourceRange) throws -> Bool {
        switch argument(args, "representation") {
        case nil, .implicitMember("decimal", _)?: return false
        case .implicitMember("hexadecimal", _)?: return true
        case let other?:
            throw EvaluationError(
                .typeMismatch, "a Scanner.NumberRepresentation was expected, not \(other.typeName)", at: range)
        }
    }
}
