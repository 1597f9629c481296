import Testing
@testable import ActivityModel

/// How a contract finds its enums and an enum its per-case values: by list or by hash, the same
/// answers.
struct EnumLookupTests {
    func spec(_ name: String) -> EnumSpec {
        EnumSpec(name: name, rawType: .string,
                 cases: ["a", "b", "c"].map { EnumSpec.Case(name: $0, rawValue: .string($0)) },
                 caseValues: ["icon": ["a": "star", "c": "moon"]])
    }

    @Test(arguments: [1, 8, 9, 30])
    func everyDeclaredEnumIsFoundByName(count: Int) {
        let names = (0..<count).map { "Enum\($0)" }
        let contract = ContentStateContract(fields: [], enums: Dictionary(uniqueKeysWithValues: names.map { ($0, spec($0)) }))
        for name in names { #expect(contract.enumSpec(named: name)?.name == name) }
        #expect(contract.enumSpec(named: "Enum") == nil)
        #expect(contract.enumSpec(named: "enum0") == nil)
    }

    @Test func enumsSetLaterAreFound() {
        var contract = ContentStateContract(fields: [])
        contract.enums["Step"] = spec("Step")
        #expect(contract.enumSpec(named: "Step")?.name == "Step")
    }

    @Test func membersReadCaseTestsAndPerCaseValuesByOrdinal() {
        var step = spec("Step")
        #expect(step.member(named: "icon") == .values(["star", nil, "moon"]))
        #expect(step.member(named: "b") == .caseTest(ordinal: 1))
        #expect(step.member(named: "color") == nil)
        step.caseValues["icon"] = ["b": "sun"]
        #expect(step.member(named: "icon") == .values([nil, "sun", nil]))
        step.cases.reverse()
        #expect(step.member(named: "icon") == .values([nil, "sun", nil]))
        #expect(step.member(named: "c") == .caseTest(ordinal: 0))
        step.cases.removeLast()
        #expect(step.member(named: "icon") == .values([nil, "sun"]))
    }

    @Test func aCaseNameReadsAsTheCaseBeforeAValueOfTheSameName() {
        let step = EnumSpec(name: "Step", rawType: .string, cases: [EnumSpec.Case(name: "a", rawValue: .string("a"))],
                            caseValues: ["a": ["a": "x"], "label": ["a": "A"]])
        #expect(step.member(named: "a") == .caseTest(ordinal: 0))
        #expect(step.member(named: "label") == .values(["A"]))
    }

    @Test(arguments: [3, 9, 20])
    func everyMemberIsFoundWhateverTheirNumber(count: Int) {
        let cases = (0..<count).map { EnumSpec.Case(name: "case\($0)", rawValue: .string("case\($0)")) }
        let step = EnumSpec(name: "Step", rawType: .string, cases: cases, caseValues: ["icon": ["case1": "star"]])
        for ordinal in 0..<count { #expect(step.member(named: "case\(ordinal)") == .caseTest(ordinal: ordinal)) }
        #expect(step.member(named: "icon") == .values((0..<count).map { $0 == 1 ? "star" : nil }))
        #expect(step.member(named: "case") == nil)
    }

    @Test func specsCompareByWhatTheyDeclare() {
        #expect(spec("Step") == spec("Step"))
        var other = spec("Step")
        other.caseValues["icon"]?["b"] = "sun"
        #expect(other != spec("Step"))
        var renamed = spec("Step")
        renamed.name = "Phase"
        #expect(renamed != spec("Step"))
    }
}
