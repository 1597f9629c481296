import ActivityLayout
import ActivityModel
import ActivityRender
import DefinitionLoader
import Foundation

/// The definition and content state the payload, expression and views targets run against.
///
/// One contract with a field of every kind the decoder knows (each integer width is the same code
/// path, so one stands for all), rather than a sample's: a fuzzed push or expression then reaches
/// every decoding and evaluation branch from one corpus, and no sample's edit changes the targets.
struct FuzzFixture: Sendable {
    static let file = "fuzz/activity.yaml"
    /// 2026-11-22T10:00:00Z, the tests' usual instant.
    static let now = Date(timeIntervalSince1970: 1_795_341_600)

    static let yaml = """
        name: Fuzz
        attributesType: FuzzAttributes
        attributes: { title: "Fuzz", count: 3 }
        contentState:
          name: String
          count: Int
          small: UInt8
          ratio: Double
          single: Float
          cost: Decimal
          flag: Bool
          due: Date
          window: ClosedRange<Date>
          span: Range<Date>
          id: UUID
          link: URL
          step: Step
          level: Level
          note: String?
          tags: '[String]'
          scores: '[String: Int]'
          car: Car?
          stops: '[Stop]'
          delay: { type: Int?, key: delay_minutes }
        enums:
          Step: { cases: [one, two, three], icon: { one: a.circle, two: b.circle, three: c.circle } }
          Level:
            rawType: Int
            cases: { low: 0, mid: 1, high: 2 }
            label: { low: Low, mid: Middle, high: High }
        structs:
          Car: { model: String, plate: String }
          Stop: { name: String, at: Date, platform: String? }
        """

    /// A state every field of which is set, so expressions find values to work on.
    static let stateJSON = """
        {"name":"Ada","count":7,"small":200,"ratio":0.5,"single":1.5,"cost":12.30,"flag":true,
         "due":817034400,"window":[817034400,817035000],"span":[817034400,817035600],
         "id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F","link":"https://example.com/a",
         "step":"two","level":1,"note":"hi","tags":["a","b"],"scores":{"x":1,"y":2},
         "car":{"model":"Prius","plate":"AB 123"},
         "stops":[{"name":"Central","at":817034700},{"name":"North","at":817035300,"platform":"3"}],
         "delay_minutes":4}
        """

    let definition: ActivityDefinition
    let context: EvaluationContext
    /// The activity started with that state at `now`, and the theme the views target draws in.
    let activities: [ActivitySnapshot]
    let theme: Theme

    /// Built once per process. A failure here is a bug in this file, reported by every target.
    static let shared: Result<FuzzFixture, FuzzViolation> = Result { () throws(FuzzViolation) -> FuzzFixture in
        try FuzzFixture()
    }

    static func get(_ target: FuzzTarget) throws(FuzzViolation) -> FuzzFixture {
        switch shared {
        case .success(let fixture): return fixture
        case .failure(var violation):
            violation.target = target
            throw violation
        }
    }

    private init() throws(FuzzViolation) {
        func broken(_ detail: String) -> FuzzViolation {
            FuzzViolation(.payload, "the fuzz fixture loads", detail)
        }
        do {
            definition = try ActivityDefinition(root: DefinitionLoader.parse(Self.yaml, file: Self.file), file: Self.file)
        } catch {
            throw broken("\(error)")
        }
        let json: JSONValue
        do {
            json = try JSONParser.parseDocument(Self.stateJSON)
        } catch {
            throw broken("\(error)")
        }
        let decoded = definition.contentStateDecoder.decode(json)
        guard let state = decoded.value else { throw broken("\(decoded.diagnostics)") }
        let attributes = definition.attributesDecoder.decode(definition.attributes, at: .root).value
        context = EvaluationContext(state: state, attributes: attributes, now: Self.now, contract: definition.contentState)
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(Self.now))
        let start = #"{"aps": {"timestamp": \#(Int(Self.now.timeIntervalSince1970)), "event": "start", "attributes-type": "FuzzAttributes", "attributes": {"title": "Fuzz", "count": 3}, "alert": {"title": "Fuzz", "body": "started"}, "content-state": \#(Self.stateJSON)}}"#
        do {
            let result = evaluator.evaluate(FeedValue(content: .parsed(try JSONParser.parseDocument(start)), line: 1, byteCount: start.utf8.count))
            guard result.verdict == .applied else { throw broken("the start push: \(result.diagnostics)") }
            guard let dark = try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse) else { throw broken("no dark theme") }
            theme = dark
        } catch let violation as FuzzViolation {
            throw violation
        } catch {
            throw broken("\(error)")
        }
        activities = evaluator.snapshot(at: Self.now)
    }
}
