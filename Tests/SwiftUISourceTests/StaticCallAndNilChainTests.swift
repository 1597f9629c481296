import ActivityModel
import Foundation
import Testing

@Suite("Implicit static calls, typed defaults and nil chains read from Swift sources")
struct StaticCallAndNilChainTests {
    @Test func aPaletteChosenThroughStaticFunctionsAndAnEnumMethod() throws {
        let source = SwiftSourceHarness.widget(state: "var stop: String", lockScreen: """
            ShelfCard(stop: context.state.stop)
            """, extra: """
            struct Shade {
                var name: String
                static func day(accent: String) -> Shade { Shade(name: "day " + accent) }
                static func night(accent: String) -> Shade { Shade(name: "night " + accent) }
            }

            struct Look {
                var light: Shade
                var dark: Shade
                init(light: Shade, dark: Shade) {
                    self.light = light
                    self.dark = dark
                }
                func shade(for scheme: ColorScheme) -> Shade { scheme == .dark ? dark : light }
                static func standard(accent: String) -> Look { Look(light: .day(accent: accent), dark: .night(accent: accent)) }
            }

            enum Finish: String {
                case matte
                func shade(for scheme: ColorScheme) -> Shade { Look.standard(accent: "matte").shade(for: scheme) }
            }

            struct ShelfCard: View {
                var stop: String
                var look: Look?
                var finish: Finish
                @Environment(\\.colorScheme) private var colorScheme

                init(stop: String, finish: Finish = .matte) {
                    self.stop = stop
                    self.look = nil
                    self.finish = finish
                }

                var body: some View {
                    let shade = look?.shade(for: colorScheme) ?? finish.shade(for: colorScheme)
                    Text("\\(stop): \\(shade.name)")
                }
            }
            """)
        var read = try SwiftSourceHarness.read(source)
        read.definition.attributes = .object([JSONMember(key: "name", value: .string("Quay"))])
        let (text, diagnostics) = try SwiftSourceHarness.render(read, state: #"{"stop": "Mill"}"#)
        // A Live Activity is drawn dark: the night shade.
        #expect(text.contains("Mill: night matte"), "\(text)")
        #expect(diagnostics.filter { $0.severity != .info }.isEmpty, "\(diagnostics)")
    }
}
