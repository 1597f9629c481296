import ActivityModel

/// A definition's views as a function of the instant: the state, attributes, staleness and family
/// a render draws. The Swift reader's widget is one (its closures run by the interpreter).
public protocol ViewProgram: DefinitionProgram {
    func evaluate(_ context: EvaluationContext, environment: Environment) -> EvaluatedViews
}

/// A program's views at one instant, with what evaluating them found.
public struct EvaluatedViews: Sendable {
    public var views: ActivityViews
    public var diagnostics: [Diagnostic]
    /// Whether the Lock Screen's code read `context.isStale`.
    public var readsStale: Bool
    public var backgroundTint: String?
    public var keylineTint: String?

    public init(
        views: ActivityViews, diagnostics: [Diagnostic] = [], readsStale: Bool = false, backgroundTint: String? = nil,
        keylineTint: String? = nil
    ) {
        self.views = views
        self.diagnostics = diagnostics
        self.readsStale = readsStale
        self.backgroundTint = backgroundTint
        self.keylineTint = keylineTint
    }
}

extension ActivityViews {
    /// The views at the instant `context` describes: these, or their program's evaluation.
    public func evaluated(_ context: EvaluationContext, environment: Environment) -> EvaluatedViews? {
        guard let program = program?.program as? any ViewProgram else { return nil }
        var evaluated = program.evaluate(context, environment: environment)
        evaluated.views.program = self.program
        return evaluated
    }
}
