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

    @Test func perCaseValuesAreReadByOrdinal() {
        var step = spec("Step")
        #expect(step.values(of: "icon") == ["star", nil, "moon"])
        #expect(step.values(of: "color") == nil)
        step.caseValues["icon"] = ["b": "sun"]
        #expect(step.values(of: "icon") == [nil, "sun", nil])
        step.cases.reverse()
        #expect(step.values(of: "icon") == [nil, "sun", nil])
        step.cases.removeLast()
        #expect(step.values(of: "icon") == [nil, "sun"])
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
