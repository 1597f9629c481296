/// A `GeometryReader` in a resolved tree: `key`, an id taken when the resolver reaches it (stable
/// from one resolve of the same tree to the next), names it in `EvaluationContext.readerGeometries`;
/// `viewID` is its resolved view's, to find its box in a layout.
public struct GeometryReaderMark: Sendable, Equatable {
    public var key: Int
    public var viewID: Int
}
