/// A property a fuzz target asserts did not hold for one input: what should have held, and what was seen.
///
/// Thrown, not trapped, so the same target functions serve two callers: the libFuzzer entry
/// (`Tests/Fuzz/Entry`) turns it into `abort()`, which makes libFuzzer keep the input as a crash, and
/// the corpus replay suite turns it into a test issue naming the file.
public struct FuzzViolation: Error, Sendable, Equatable, CustomStringConvertible {
    public var target: FuzzTarget
    /// The property, worded as what must hold ("framing never yields more bytes than it was given").
    public var property: String
    /// What was seen instead, with the values involved.
    public var detail: String

    public init(_ target: FuzzTarget, _ property: String, _ detail: String) {
        self.target = target
        self.property = property
        self.detail = detail
    }

    public var description: String {
        "fuzz target '\(target.rawValue)': \(property): \(detail)"
    }
}
