import ActivityModel
import ActivityRender
import Foundation

/// `check --junit FILE`: the goldens as a JUnit XML report, the format CI dashboards read
/// (GitHub Actions test reporters, GitLab's `artifacts:reports:junit`, Buildkite Test Analytics,
/// Jenkins).
///
/// One `<testcase>` per golden: `classname` is the golden's folder and `name` its file name, as
/// the consumers group them; a changed golden is a `<failure>` whose body is the unified diff; a
/// golden that cannot run is an `<error>`. No schema is official; this follows the fields that
/// Jenkins' and GitLab's parsers read (`testsuites` › `testsuite` › `testcase`, `tests`,
/// `failures`, `errors`, `time`, `file`).
struct JUnitReport {
    var outcomes: [GoldenOutcome]
    /// The suite's name, e.g. `livepeek check (shard 2/4)`.
    var suiteName: String
    var timestamp: Date

    var xml: String {
        let failures = outcomes.filter { if case .changed = $0.verdict { true } else { false } }.count
        let errors = outcomes.filter { if case .unusable = $0.verdict { true } else { false } }.count
        let total = outcomes.reduce(0) { $0 + $1.seconds }
        let counts = "tests=\"\(outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(Self.seconds(total))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(XMLText.escape(suiteName))\" \(counts)>\n"
        xml += "  <testsuite name=\"\(XMLText.escape(suiteName))\" \(counts) skipped=\"0\""
            + " timestamp=\"\(Timestamp.iso8601(timestamp))\">\n"
        for outcome in outcomes {
            let folder = (outcome.path as NSString).deletingLastPathComponent
            let name = (outcome.path as NSString).lastPathComponent
            xml += "    <testcase classname=\"\(XMLText.escape(folder.isEmpty ? "." : folder))\" name=\"\(XMLText.escape(name))\""
                + " file=\"\(XMLText.escape(outcome.path))\" time=\"\(Self.seconds(outcome.seconds))\""
            switch outcome.verdict {
            case .unchanged:
                xml += "/>\n"
            case .updated(let reason):
                xml += ">\n      <system-out>\(XMLText.escape(reason))</system-out>\n    </testcase>\n"
            case .changed(_, let diff):
                xml += ">\n      <failure message=\"the output changed; `livepeek check --update` accepts it\" type=\"GoldenChanged\">"
                    + XMLText.escapeLines(diff) + "</failure>\n    </testcase>\n"
            case .unusable(let reason):
                xml += ">\n      <error message=\"\(XMLText.escape(reason))\" type=\"GoldenUnusable\"/>\n    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    static func seconds(_ value: Double) -> String {
        String(format: "%.3f", value.isFinite ? max(0, value) : 0)
    }
}
