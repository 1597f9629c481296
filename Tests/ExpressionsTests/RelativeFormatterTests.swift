import Expressions
import Foundation
import SwiftUISource
import Testing

/// `RelativeDateTimeFormatter` is not in Linux's Foundation, so the compiled oracle cannot hold it.
/// Its units styles are ICU's (full: long, short: short, abbreviated: narrow), whose current English
/// data drops the periods of Apple's older examples ("2 mo. ago"); each is told from the
/// interpreter's instant.
@Suite struct RelativeFormatterTests {
    static let now = Date(timeIntervalSince1970: 1_795_341_600)

    func value(_ body: String, locale: String = "en_US") throws -> String {
        let source = "func subject() -> Any {\n" + body + "\n}\n"
        let tree = SwiftLowering.parse(source)
        var program = IR.Program()
        _ = SwiftLowering(file: "t.swift", tree: tree).declare(tree, into: &program)
        let interpreter = Interpreter(program: program, now: Self.now, locale: Locale(identifier: locale))
        let function = try #require(program.functions["subject"]?.first)
        return try interpreter.run(function.body).description(module: "")
    }

    @Test func eachUnitsStyleTellsADateFromTheInstant() throws {
        let styles = ["full": "2 months ago", "spellOut": "two months ago", "short": "2 mo. ago", "abbreviated": "2mo ago"]
        for (style, expected) in styles {
            let text = try value("""
                let f = RelativeDateTimeFormatter()
                f.unitsStyle = .\(style)
                return f.localizedString(for: Date.now.addingTimeInterval(-61 * 86_400), relativeTo: Date.now)
                """)
            #expect(text == expected, "\(style)")
        }
    }

    @Test func namedDatesAndIntervals() throws {
        #expect(try value("""
            let f = RelativeDateTimeFormatter()
            f.dateTimeStyle = .named
            return f.localizedString(for: Date.now.addingTimeInterval(-86_400), relativeTo: .now)
            """) == "yesterday")
        #expect(try value("return RelativeDateTimeFormatter().localizedString(fromTimeInterval: 3600)") == "in 1 hour")
        // Without `relativeTo:` the reference is the instant the widget is drawn at.
        #expect(try value("return RelativeDateTimeFormatter().localizedString(for: Date.now.addingTimeInterval(-300), relativeTo: Date())")
            == "5 minutes ago")
        #expect(try value("""
            let f = RelativeDateTimeFormatter()
            f.locale = Locale(identifier: "de_DE")
            return f.localizedString(fromTimeInterval: -7200)
            """) == "vor 2 Stunden")
    }
}
