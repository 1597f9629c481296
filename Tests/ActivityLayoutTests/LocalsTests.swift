import Testing
@testable import ActivityLayout

struct LocalsTests {
    @Test func bindingANameAgainReplacesItsValue() {
        var locals: Locals = ["step": .int(1)]
        locals["step"] = .int(2)
        locals["i"] = .int(0)
        #expect(locals["step"] == .int(2))
        #expect(locals.names == ["step", "i"])
    }

    @Test func unbindingRemovesTheName() {
        var locals: Locals = ["step": .int(1), "i": .int(0)]
        locals["step"] = nil
        #expect(locals["step"] == nil)
        #expect(locals.names == ["i"])
    }

    @Test func scopesCompareAsDictionariesDoWhateverTheOrder() {
        var a = Locals()
        a["x"] = .int(1)
        a["y"] = .string("b")
        var b = Locals()
        b["y"] = .string("b")
        b["x"] = .int(1)
        #expect(a == b)
        b["x"] = .int(2)
        #expect(a != b)
        b["x"] = .int(1)
        b["z"] = .null
        #expect(a != b)
    }
}
