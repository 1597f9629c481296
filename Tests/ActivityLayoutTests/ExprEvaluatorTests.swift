import ActivityModel
import Foundation
import Testing
@testable import ActivityLayout

@Suite("Expression evaluation")
struct ExprEvaluatorTests {
    func value(_ source: String, _ context: EvaluationContext) throws -> ExprValue { try ExprFixture.value(source, context) }
    func failure(_ source: String, _ context: EvaluationContext) throws -> [Diagnostic] { try ExprFixture.failure(source, context) }

    @Test func readsStateAttributesAndContext() throws {
        let context = try ExprFixture.context()
        #expect(try value("state.driverName", context) == .string("Marco"))
        #expect(try value("attributes.orderNumber", context) == .int(42))
        #expect(try value("attributes.restaurantName", context) == .string("Pizza Place"))
        #expect(try value("context.state.driverName", context) == .string("Marco"))
        #expect(try value("context.attributes.orderNumber", context) == .int(42))
        #expect(try value("context.isStale", context) == .bool(false))
        #expect(try value("state.rating", context) == .double(4.5))
        #expect(try value("state.currentStep", context) == .enumCase(type: "DeliveryStep", name: "pickedUp"))
        #expect(try value("state.estimatedDeliveryTime", context)
                == .dateRange(lower: ExprFixture.t0, upper: ExprFixture.t0.addingTimeInterval(300)))
        #expect(try value("now", context) == .date(ExprFixture.t0))
        #expect(try value("Date.now", context) == .date(ExprFixture.t0))

        var stale = context
        stale.isStale = true
        stale.isLuminanceReduced = true
        #expect(try value("context.isStale && context.isLuminanceReduced", stale) == .bool(true))
    }

    @Test func enumCasesCompareByDeclarationOrder() throws {
        let context = try ExprFixture.context(step: "pickedUp")
        let steps = try value("DeliveryStep.allCases", context)
        #expect(steps.arrayValue?.map(\.displayText) == ["confirmed", "preparing", "pickedUp", "delivering", "delivered"])

        // The sample's progress row: each step lit up to the current one.
        let lit = try (steps.arrayValue ?? []).map { step in
            try value("step <= state.currentStep", context.binding("step", to: step))
        }
        #expect(lit == [.bool(true), .bool(true), .bool(true), .bool(false), .bool(false)])

        #expect(try value("state.currentStep == .pickedUp", context) == .bool(true))
        #expect(try value(".pickedUp == state.currentStep", context) == .bool(true))
        #expect(try value("state.currentStep != DeliveryStep.delivered", context) == .bool(true))
        #expect(try value("state.currentStep > .preparing", context) == .bool(true))
        #expect(try value("state.currentStep < .confirmed", context) == .bool(false))
        #expect(try value("state.currentStep.rawValue", context) == .string("pickedUp"))
        #expect(try value("state.currentStep.icon", context) == .string("bag.fill"))
        #expect(try value("Priority.high.rawValue", context) == .int(2))
        #expect(try value("Priority.low < Priority.high", context) == .bool(true))
        // A bare case with no other side: the one enum that declares it.
        #expect(try value(".delivering", context) == .enumCase(type: "DeliveryStep", name: "delivering"))
        #expect(try value("state.currentStep == .delivered ? .confirmed : state.currentStep", context)
                == .enumCase(type: "DeliveryStep", name: "pickedUp"))
    }

    @Test func perCaseValuesInALoop() throws {
        let context = try ExprFixture.context()
        let icons = try ExprParser.parse("DeliveryStep.allCases").evaluate(in: context).value.arrayValue ?? []
        let rendered = try icons.map { step in
            try InterpolatedString(parsing: #"\(step.icon)"#).render(in: context.binding("step", to: step)).text
        }
        #expect(rendered == ["checkmark.circle", "frying.pan", "bag.fill", "box.truck.fill", "house.fill"])
    }

    @Test func optionalsChainToNil() throws {
        let without = try ExprFixture.context(note: nil)
        #expect(try value("state.note", without) == .null)
        #expect(try value("state.note != nil", without) == .bool(false))
        #expect(try value("state.note == nil", without) == .bool(true))
        #expect(try value("state.note.count", without) == .null)
        #expect(try value("state.note?.uppercased()", without) == .null)
        #expect(try value(#"state.note ?? "no note""#, without) == .string("no note"))
        #expect(try value(#"state.note == "x""#, without) == .bool(false))
        #expect(try value("state.note != nil && state.note.count > 3", without) == .bool(false))

        let with = try ExprFixture.context(note: "Ring twice")
        #expect(try value("state.note != nil", with) == .bool(true))
        #expect(try value("state.note.count", with) == .int(10))
        #expect(try value(#"state.note ?? "no note""#, with) == .string("Ring twice"))
        #expect(try value("state.departures[0].platform", with) == .null)
        #expect(try value("state.departures[1].platform", with) == .int(1))
    }

    @Test func collections() throws {
        let context = try ExprFixture.context(departures: 3)
        #expect(try value("state.departures.count", context) == .int(3))
        #expect(try value("state.departures.prefix(2).count", context) == .int(2))
        #expect(try value("state.departures.prefix(10).count", context) == .int(3))
        #expect(try value("state.departures.isEmpty", context) == .bool(false))
        #expect(try value("state.departures.first.line", context) == .string("S1"))
        #expect(try value("state.departures.last.line", context) == .string("S3"))
        #expect(try value("state.departures[2].time", context) == .date(ExprFixture.t0.addingTimeInterval(600)))
        #expect(try value("state.driverName.prefix(3)", context) == .string("Mar"))
        #expect(try value("state.driverName.uppercased()", context) == .string("MARCO"))
        #expect(try value("state.driverName.lowercased()", context) == .string("marco"))
        #expect(try value("state.driverName.count", context) == .int(5))

        let empty = try ExprFixture.context(departures: 0)
        #expect(try value("state.departures.isEmpty", empty) == .bool(true))
        #expect(try value("state.departures.first", empty) == .null)
        #expect(try value("state.departures.first.line", empty) == .null)
    }

    @Test func standardLibraryMembersRangesAndArrays() throws {
        let context = try ExprFixture.context(departures: 3)
        #expect(try value("0..<3", context) == .array([.int(0), .int(1), .int(2)]))
        #expect(try value("1...2", context) == .array([.int(1), .int(2)]))
        #expect(try value("state.departures.indices", context) == .array([.int(0), .int(1), .int(2)]))
        #expect(try value(#"["a", "b"].joined(", ")"#, context) == .string("a, b"))
        #expect(try value("[1, 2, 3].contains(2)", context) == .bool(true))
        #expect(try value("[1, 2, 3].reversed()", context) == .array([.int(3), .int(2), .int(1)]))
        #expect(try value("[1, 2, 3].suffix(2)", context) == .array([.int(2), .int(3)]))
        #expect(try value("[1, 2, 3].dropFirst()", context) == .array([.int(2), .int(3)]))
        #expect(try value(#"["x", "y"].enumerated()[1].offset"#, context) == .int(1))
        #expect(try value(#"["x", "y"].enumerated()[1].element"#, context) == .string("y"))
        #expect(try value("2.5.rounded()", context) == .double(3))
        #expect(try value("-2.5.rounded()", context) == .double(-3), "away from zero, then negated")
        #expect(try value(#"state.driverName.contains("arc")"#, context) == .bool(true))
        #expect(try value(#"state.driverName.hasPrefix("Ma") && state.driverName.hasSuffix("co")"#, context) == .bool(true))
        #expect(try value("abs(-4)", context) == .int(4))
        #expect(try value("ceil(2.1)", context) == .double(3))
        #expect(try value("floor(-2.1)", context) == .double(-3))
        #expect(try value("date(0)", context) == .date(Date(timeIntervalSince1970: 0)))
        #expect(try value(#"dateStyle(now + 1500, "time")"#, context) == .string("10:25"))
        #expect(try value(#"dateStyle(now + 7380, "relative")"#, context) == .string("2 hours, 3 minutes"))
        #expect(try value("[]", context) == .array([]))
        #expect(try value("state.note?.contains(\"x\")", try ExprFixture.context(departures: 0)) == .null, "optional chaining")
    }

    @Test func rangesThatSwiftTrapsOnOrThatAreHugeAreRefused() throws {
        let context = try ExprFixture.context()
        for source in ["3...1", "0..<1000000", "abs(-9223372036854775807 - 1)"] {
            let diagnostics = try failure(source, context)
            #expect(diagnostics.map(\.code) == ["layout.expressionError"], "\(source): \(diagnostics.map(\.message))")
        }
    }

    @Test func arithmeticAndDates() throws {
        let context = try ExprFixture.context()
        #expect(try value("1 + 2 * 3", context) == .int(7))
        #expect(try value("7 / 2", context) == .int(3))
        #expect(try value("7 % 4", context) == .int(3))
        #expect(try value("7.0 / 2", context) == .double(3.5))
        #expect(try value("-state.rating + 1", context) == .double(-3.5))
        #expect(try value(#""a" + "b""#, context) == .string("ab"))
        #expect(try value("now + 90", context) == .date(ExprFixture.t0.addingTimeInterval(90)))
        #expect(try value("now - 30", context) == .date(ExprFixture.t0.addingTimeInterval(-30)))
        #expect(try value("state.estimatedDeliveryTime.upperBound - now", context) == .double(300))
        #expect(try value("now...now + 60", context) == .dateRange(lower: ExprFixture.t0, upper: ExprFixture.t0.addingTimeInterval(60)))
        #expect(try value("max(3, 9)", context) == .int(9))
        #expect(try value("min(3, 2.5)", context) == .double(2.5))
        #expect(try value("max(now, state.estimatedDeliveryTime.upperBound)", context)
                == .date(ExprFixture.t0.addingTimeInterval(300)))
        #expect(try value("2 == 2.0", context) == .bool(true))
        #expect(try value(#""apple" < "banana""#, context) == .bool(true))
    }

    @Test func formatterFunctions() throws {
        let context = try ExprFixture.context()
        #expect(try value("duration(300)", context) == .string("5:00"))
        #expect(try value("duration(5025)", context) == .string("1:23:45"))
        #expect(try value("duration(59.9)", context) == .string("0:59"))
        #expect(try value("duration(state.estimatedDeliveryTime.upperBound - now)", context) == .string("5:00"))
        #expect(try value(#"formatted(state.rating, "%.1f")"#, context) == .string("4.5"))
        #expect(try value(##"formatted(attributes.orderNumber, "#%04d")"##, context) == .string("#0042"))
        #expect(try value(#"formatted(2.75, "%d min")"#, context) == .string("2 min"))
        #expect(try value(#"formatted(3, "%.2f%%")"#, context) == .string("3.00%"))
        #expect(try value("time(now)", context) == .string("10:00"))
        #expect(try value("time(now + 1500)", context) == .string("10:25"))

        var tokyo = context
        tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo") ?? EvaluationContext.utc
        #expect(try value("time(now)", tokyo) == .string("19:00"))
    }

    @Test func unknownFunctionIsADiagnosticAndAPlaceholder() throws {
        let context = try ExprFixture.context()
        let diagnostics = try failure("durration(60)", context)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == "layout.unknownFunction")
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.contains("unknown function 'durration'") == true)
        #expect(diagnostics.first?.message.contains("did you mean 'duration'?") == true)
        #expect(diagnostics.first?.message.contains("`durration(60)`") == true)

        // The rest of the string still renders; the failed segment is a placeholder, not "nil"
        // (which a real nil optional prints).
        let (text, rendered) = try InterpolatedString(parsing: #"ETA \(eta(state.estimatedDeliveryTime)) for \(state.driverName)"#)
            .render(in: context)
        #expect(text == "ETA ⟨eta(state.estimatedDeliveryTime)⟩ for Marco")
        #expect(rendered.map(\.code) == ["layout.unknownFunction"])
    }

    @Test func unknownNamesAndMembers() throws {
        let context = try ExprFixture.context()
        let name = try failure("stat.driverName", context)
        #expect(name.map(\.code) == ["layout.expressionError"])
        #expect(name.first?.message.contains("unknown name 'stat' (did you mean 'state'?)") == true)

        let field = try failure("state.driverNam", context)
        #expect(field.map(\.code) == ["layout.expressionError"])
        #expect(field.first?.message.contains("ContentState has no member 'driverNam' (did you mean 'driverName'?)") == true)

        let perCase = try failure("state.currentStep.colour", context)
        #expect(perCase.map(\.code) == ["layout.expressionError"])
        #expect(perCase.first?.message.contains("members: rawValue, icon") == true)

        #expect(try failure("DeliveryStep.lost", context).map(\.code) == ["layout.expressionError"])
        #expect(try failure("state.currentStep == .lost", context).first?.message.contains("DeliveryStep has no case 'lost'") == true)
        #expect(try failure("state.driverName.shuffled()", context).map(\.code) == ["layout.unknownFunction"])
        #expect(try failure("DeliveryStep", context).first?.message.contains("is a type") == true)
    }

    @Test func typeMismatchesAndTraps() throws {
        let context = try ExprFixture.context()
        for source in [#"state.driverName < 3"#, "!state.driverName", "state.currentStep == 2", #"1 + "a""#,
                       "state.driverName && true", "1 / 0", "9223372036854775807 + 1", "state.departures[7]",
                       "state.departures.prefix(-1)", #"formatted(1, "%s")"#, #"formatted(1, "%d %d")"#, "max(1)",
                       #"state.driverName ? 1 : 2"#] {
            let diagnostics = try failure(source, context)
            #expect(diagnostics.map(\.code) == ["layout.expressionError"], "\(source): \(diagnostics.map(\.message))")
        }
    }

    @Test func oneMistakeIsReportedOnce() throws {
        let context = try ExprFixture.context()
        // The failed inner value does not cascade into the comparison and the ternary.
        let diagnostics = try ExprFixture.eval(#"nope(1) > 2 ? "a" : "b""#, in: context).diagnostics
        #expect(diagnostics.count == 1)

        // A ForEach evaluates the same mistake per element; the evaluator keeps one.
        var evaluator = ExprEvaluator(context: context, path: "lockScreen")
        let expr = try ExprParser.parse("step.colour")
        for step in ["confirmed", "preparing"] {
            evaluator.context = context.binding("step", to: .enumCase(type: "DeliveryStep", name: step))
            _ = evaluator.evaluate(expr)
        }
        #expect(evaluator.diagnostics.count == 1)
        #expect(evaluator.diagnostics.first?.path == "lockScreen")
    }

    @Test func pastRangeInAnExpressionIsTheTrap() throws {
        let context = try ExprFixture.context(at: 600)
        let diagnostics = try failure("now...state.estimatedDeliveryTime.upperBound", context)
        #expect(diagnostics.map(\.code) == ["layout.pastRangeTrap"])
        #expect(diagnostics.first?.severity == .error)
    }

    @Test func conditions() throws {
        let context = try ExprFixture.context(note: "x")
        var evaluator = ExprEvaluator(context: context)
        #expect(evaluator.condition(try ExprParser.parse("state.note != nil")))
        #expect(!evaluator.condition(try ExprParser.parse("context.isStale")))
        #expect(evaluator.diagnostics.isEmpty)
        #expect(!evaluator.condition(try ExprParser.parse("state.departures.count")))
        #expect(evaluator.diagnostics.first?.message.contains("must be a Bool, found Int") == true)
    }

    @Test func displayTextIsWhatTextShows() {
        #expect(ExprValue.int(42).displayText == "42")
        #expect(ExprValue.int(-7).displayText == "-7")
        #expect(ExprValue.double(2.5).displayText == "2.5")
        #expect(ExprValue.double(3).displayText == "3.0")
        #expect(ExprValue.bool(true).displayText == "true")
        #expect(ExprValue.null.displayText == "nil")
        #expect(ExprValue.string("Marco").displayText == "Marco")
        #expect(ExprValue.enumCase(type: "DeliveryStep", name: "pickedUp").displayText == "pickedUp")
        #expect(ExprValue.date(ExprFixture.t0).displayText == "2026-11-22T10:00:00Z")
        #expect(ExprValue.array([.string("a"), .int(1)]).displayText == #"["a", 1]"#)
        #expect(ExprValue.structure(type: "Departure", fields: [.init(name: "line", value: .string("S1"))]).displayText
                == #"Departure(line: "S1")"#)
    }

    @Test func convertsEveryStateValue() {
        let uuid = UUID()
        #expect(ExprValue(.uint(7)) == .int(7))
        #expect(ExprValue(.uint(UInt64.max)) == .double(Double(UInt64.max)))
        #expect(ExprValue(.decimal("1.25")) == .double(1.25))
        #expect(ExprValue(.uuid(uuid)) == .string(uuid.uuidString))
        #expect(ExprValue(.url("https://example.com")) == .string("https://example.com"))
        #expect(ExprValue(.dictionary([StateField(name: "a", value: .int(1))])) == .structure(type: nil, fields: [.init(name: "a", value: .int(1))]))
        #expect(ExprValue(.dateRange(lower: ExprFixture.t0, upper: ExprFixture.t0, closed: false))
                == .dateRange(lower: ExprFixture.t0, upper: ExprFixture.t0))
    }
}
