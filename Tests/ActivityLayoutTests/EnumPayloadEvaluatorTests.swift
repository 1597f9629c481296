import ActivityModel
import DefinitionLoader
import Foundation
import Testing
@testable import ActivityLayout

/// Enum cases with associated values in view expressions: `value.case` is the payload or nil,
/// `value == .case` tests the case whatever its values, `\(value)` prints as Swift does.
@Suite struct EnumPayloadEvaluatorTests {
    static let yaml = """
        name: Match
        contentState:
          time: MatchTime
          home: Int
        enums:
          MatchTime:
            rawType: none
            cases:
              notStarted: {}
              firstHalf: { minute: Int }
              score: { _0: Int, _1: String }
        """

    func context(_ state: String) throws -> EvaluationContext {
        let definition = try ActivityDefinition(root: DefinitionLoader.parse(Self.yaml, file: "a.yaml"), file: "a.yaml")
        let decoded = definition.contentStateDecoder.decode(try JSONParser.parseDocument(state))
        let value = try #require(decoded.value, "\(decoded.diagnostics)")
        return EvaluationContext(state: value, now: ExprFixture.t0, contract: definition.contentState)
    }

    func value(_ source: String, _ context: EvaluationContext) throws -> ExprValue {
        let (value, diagnostics) = try ExprFixture.eval(source, in: context)
        #expect(diagnostics.isEmpty, "\(source): \(diagnostics.map(\.message))")
        return value
    }

    @Test func theCaseNameReadsItsPayloadAndAnotherCaseReadsNil() throws {
        let context = try context(#"{"time": {"firstHalf": {"minute": 23}}, "home": 1}"#)
        #expect(try value("state.time.firstHalf.minute", context) == .int(23))
        #expect(try value("state.time.score._0", context) == .null)
        #expect(try value("state.time.notStarted", context) == .null)
        #expect(try value("state.time.score._0 ?? state.time.firstHalf.minute", context) == .int(23))
    }

    @Test func equalityWithABareCaseTestsTheCaseOnly() throws {
        let context = try context(#"{"time": {"score": {"_0": 2, "_1": "HT"}}, "home": 1}"#)
        #expect(try value("state.time == .score", context) == .bool(true))
        #expect(try value("state.time == .firstHalf", context) == .bool(false))
        #expect(try value("state.time != .notStarted", context) == .bool(true))
        #expect(try value("state.time.score._1", context) == .string("HT"))
    }

    @Test func aCaseWithoutValuesInThePayloadEnum() throws {
        let context = try context(#"{"time": {"notStarted": {}}, "home": 0}"#)
        #expect(try value("state.time == .notStarted", context) == .bool(true))
        #expect(try value("state.time.firstHalf.minute", context) == .null)
    }

    @Test func interpolationPrintsTheCaseWithItsValues() throws {
        let context = try context(#"{"time": {"score": {"_0": 2, "_1": "HT"}}, "home": 1}"#)
        #expect(try value(#""\(state.time)""#, context) == .string(#"score(2, "HT")"#))
        let labelled = try self.context(#"{"time": {"firstHalf": {"minute": 5}}, "home": 1}"#)
        #expect(try value(#""\(state.time)""#, labelled) == .string("firstHalf(minute: 5)"))
    }

    @Test func aStateThatIsItselfAnEnum() throws {
        let yaml = """
            name: Gate
            contentState: Gate
            enums:
              Gate:
                rawType: none
                cases: { open: { lane: Int }, closed: {} }
            """
        let definition = try ActivityDefinition(root: DefinitionLoader.parse(yaml, file: "g.yaml"), file: "g.yaml")
        #expect(definition.contentState.rootEnum == "Gate")
        let decoded = definition.contentStateDecoder.decode(try JSONParser.parseDocument(#"{"open": {"lane": 4}}"#))
        let state = try #require(decoded.value, "\(decoded.diagnostics)")
        let context = EvaluationContext(state: state, now: ExprFixture.t0, contract: definition.contentState)
        #expect(try value("state.open.lane", context) == .int(4))
        #expect(try value("context.state == .open", context) == .bool(true))
        #expect(definition.contentStateDecoder.decode(try JSONParser.parseDocument(#"{"open": {}}"#)).value == nil)
    }
}
