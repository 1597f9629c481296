/// What a `GeometryReader`'s proxy holds: a size in points. Kept as two numbers and made into the
/// `GeometryProxy` value expressions read only when one reads `_geometry`: most views never do, and
/// every presentation of every frame carries one.
public struct GeometrySize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The `GeometryProxy` as expressions read it: `size.width`, `size.height`.
    public var proxy: ExprValue {
        let size = ExprValue.structure(type: "CGSize", fields: [.init(name: "width", value: .double(width)), .init(name: "height", value: .double(height))])
        return .structure(type: "GeometryProxy", fields: [.init(name: "size", value: size)])
    }
}
