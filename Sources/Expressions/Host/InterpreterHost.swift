/// A library the interpreter does not model itself, supplied by the program embedding it: the
/// SwiftUI of a widget's views. Each method answers nil for what it does not know, and the
/// interpreter goes on to its own library (or reports the name unknown).
///
/// The interpreter asks the host after the program's own declarations, so a type or extension the
/// sources declare wins, as it does in Swift.
public protocol InterpreterHost: AnyObject {
    /// Whether `name` is a type of the host's (`Text`, `Color`, `Font`).
    func knowsType(_ name: String) -> Bool
    /// `Type(args)`.
    func construct(
        _ type: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value?
    /// `Type.name` (`Color.red`, `Font.title`).
    func staticMember(
        _ type: String, _ name: String, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value?
    /// `Type.name(args)` (`Font.system(size:)`).
    func staticCall(
        _ type: String, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value?
    /// `base.name(args)`: a modifier on a view, a colour's `opacity(_:)`.
    func method(
        _ base: Value, _ name: String, _ args: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value?
    /// `base.name`.
    func property(_ base: Value, _ name: String, _ interpreter: Interpreter, at range: SourceRange) throws -> Value?
    /// `lhs op rhs` on the host's values (`Text("a") + Text("b")`).
    func binary(
        _ op: String, _ lhs: Value, _ rhs: Value, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value?
    /// `.name` used before anything gives its type, as the base of `.name.member`: `.caption.bold()`
    /// is a `Font`, `.white.opacity(0.5)` a `Color`, as the member Swift finds there decides.
    func implicitMember(
        _ name: String, _ payload: [TupleValue], member: String, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value?
    /// A property wrapper's value when the program gives none (`@Environment(\.colorScheme)`); nil
    /// when the wrapper is not the host's.
    func wrappedValue(
        _ wrapper: IR.PropertyWrapper, type: TypeName?, _ interpreter: Interpreter, at range: SourceRange
    ) throws -> Value?
    /// `\(value, label: …)` with arguments the host's strings take (`\(date, style: .relative)` in a
    /// `Text`'s string); nil when they are not the host's.
    func interpolate(
        _ value: Value, _ arguments: [TupleValue], _ interpreter: Interpreter, at range: SourceRange
    ) throws -> String?
    /// Argument labels whose values change nothing the host draws (`intent:`): one that cannot be
    /// evaluated goes, to any function, as `UnreadArgument`, and fails only where it is used.
    var undrawnArgumentLabels: Set<String> { get }
    /// A result builder's block (`VStack { a; b }`, a `@ViewBuilder` body): the values its
    /// statements gave, in order, as one value.
    func buildBlock(_ values: [Value], at range: SourceRange) -> Value
    /// What a result builder's statement that failed contributes instead (a placeholder view), its
    /// error reported by the host; nil to let the error end the whole evaluation.
    func recover(from error: EvaluationError) -> Value?
    /// What an interpolated segment that failed shows instead (its error reported by the host); nil
    /// to let the error end the string's evaluation.
    func recoverText(from error: EvaluationError) -> String?
    /// The host's types whose unlabelled string literal is a localized key (`Text("Arriving")`,
    /// `Label("Gate", systemImage:)`): looked up in the app's string tables.
    var localizedKeyTypes: Set<String> { get }
}
