extension FrameworkDeclarations {
    /// AlarmKit's Live Activity types (iOS 26): an alarm's widget is configured with
    /// `ActivityConfiguration(for: AlarmAttributes<Metadata>.self)`, a type no app source declares.
    /// The properties are those Apple's AlarmKit reference lists (docs/ACTIVITYKIT.md, "Alarms");
    /// the system, not a push, fills the state, so its JSON is what synthesized `Codable` makes of
    /// these declarations.
    static let alarmKit = Framework(
        name: "AlarmKit", configures: "AlarmAttributes<", declares: "AlarmAttributes",
        text: """
        import ActivityKit
        import SwiftUI

        protocol AlarmMetadata: Codable, Hashable, Sendable {}

        struct AlarmAttributes<Metadata: AlarmMetadata>: ActivityAttributes {
            typealias ContentState = AlarmPresentationState
            var presentation: AlarmPresentation
            var metadata: Metadata?
            var tintColor: Color
        }

        struct AlarmPresentationState: Codable, Hashable {
            var alarmID: UUID
            var mode: Mode

            enum Mode: Codable, Hashable {
                // Countdown first: a state made up from the contract shows a running alarm.
                case countdown(Countdown)
                case paused(Paused)
                case alert(Alert)

                struct Countdown: Codable, Hashable {
                    var totalCountdownDuration: TimeInterval
                    var previouslyElapsedDuration: TimeInterval
                    var startDate: Date
                    var fireDate: Date
                }

                struct Paused: Codable, Hashable {
                    var totalCountdownDuration: TimeInterval
                    var previouslyElapsedDuration: TimeInterval
                }

                // Apple's `Mode.Alert`, under a name of its own: the contract names types by their
                // last component, which `AlarmPresentation.Alert` already takes.
                typealias Alert = AlertingState
                struct AlertingState: Codable, Hashable {
                    var time: Time
                    struct Time: Codable, Hashable {
                        var hour: Int
                        var minute: Int
                    }
                }
            }
        }

        struct AlarmPresentation: Codable, Hashable {
            var alert: Alert
            var countdown: Countdown?
            var paused: Paused?

            struct Alert: Codable, Hashable {
                var title: String
                var stopButton: AlarmButton
                var secondaryButton: AlarmButton?
            }

            struct Countdown: Codable, Hashable {
                var title: String
                var pauseButton: AlarmButton?
            }

            struct Paused: Codable, Hashable {
                var title: String
                var resumeButton: AlarmButton?
            }
        }

        struct AlarmButton: Codable, Hashable {
            var text: String
            var systemImageName: String
        }
        """)
}
