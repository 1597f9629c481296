import Testing
@testable import LivepeekCLI

/// When reports are coloured: on a terminal, or where `CLICOLOR_FORCE` asks; never under `NO_COLOR`
/// or `TERM=dumb` on a terminal.
@Suite struct TerminalStyleTests {
    @Test(arguments: [
        ([String: String](), true, true),
        ([:], false, false),
        (["CLICOLOR_FORCE": "1"], false, true),
        (["CLICOLOR_FORCE": "0"], false, false),
        (["CLICOLOR_FORCE": ""], false, false),
        (["TERM": "dumb"], true, false),
        (["NO_COLOR": "1"], true, false),
        (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], false, false),
        (["NO_COLOR": ""], true, true),
    ])
    func colourIsForTerminalsAndForcedRequests(environment: [String: String], isTerminal: Bool, coloured: Bool) {
        #expect(TerminalStyle.forStandardOutput(environment: environment, isTerminal: isTerminal).enabled == coloured,
                "\(environment), \(isTerminal ? "a terminal" : "a pipe")")
    }
}
