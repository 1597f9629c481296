import Expressions
import SwiftSyntax

/// Each source's lowering, and every declaration of them all lowered into one program: made once
/// per read, shared by the previews and the views.
struct LoweredSources {
    let lowerings: [SwiftLowering]
    let program: IR.Program

    /// `keeping`: calls (by file) whose IR `expr(_:file:)` will be asked for.
    init(files: [SwiftSourceFile], keeping: [(file: Int, node: ExprSyntax)] = []) {
        lowerings = files.map { SwiftLowering(file: $0.path, tree: $0.tree) }
        for (file, node) in keeping where lowerings.indices.contains(file) {
            lowerings[file].kept.wanted.insert(node.positionAfterSkippingLeadingTrivia.utf8Offset)
        }
        var program = IR.Program()
        for (lowering, file) in zip(lowerings, files) { _ = lowering.declare(file.tree, into: &program) }
        program.mergeAliasedExtensions()
        self.program = program
    }

    /// The IR of `syntax`, a node of file `file`'s tree.
    func expr(_ syntax: ExprSyntax, file: Int) -> IR.Expr {
        lowerings[file].kept.found[syntax.positionAfterSkippingLeadingTrivia.utf8Offset] ?? lowerings[file].expr(syntax)
    }
}
