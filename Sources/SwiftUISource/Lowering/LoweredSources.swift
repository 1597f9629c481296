import Expressions
import SwiftOperators
import SwiftSyntax

/// The sources' trees with operators folded, each file's lowering, and every declaration of them
/// all lowered into one program: made once per read, shared by the previews and the views.
struct LoweredSources {
    let folded: [SourceFileSyntax]
    let lowerings: [SwiftLowering]
    let program: IR.Program

    init(files: [SwiftSourceFile]) {
        folded = files.map {
            OperatorTable.standardOperators.foldAll($0.tree) { _ in }.as(SourceFileSyntax.self) ?? $0.tree
        }
        lowerings = zip(files, folded).map { SwiftLowering(file: $0.path, tree: $1) }
        var program = IR.Program()
        for (lowering, tree) in zip(lowerings, folded) { _ = lowering.declare(tree, into: &program) }
        program.mergeAliasedExtensions()
        self.program = program
    }

    /// The IR of `syntax`, a node of file `file`'s unfolded tree; nil when it has no counterpart.
    func expr(_ syntax: ExprSyntax, file: Int) -> IR.Expr? {
        guard let node = SwiftLowering.counterpart(of: syntax, in: folded[file]) else { return nil }
        return lowerings[file].expr(node)
    }
}
