import ActivityKit
import Foundation

struct LibraryLoanAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var dueDate: Date
        var renewals: Int
        var note: String
        var coverFile: String?
    }

    var branch: String
}

enum LoanFormatting {
    static let dueDay: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEE d MMM"
        return formatter
    }()

    static let dueTime: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        formatter.locale = Locale(identifier: "en_GB")
        return formatter
    }()

    static func renewalText(_ count: Int) -> String {
        if count > 0 {
            if count == 1 {
                return "Renewed once"
            } else if count == 2 {
                return "Renewed twice"
            }
        }
        return "Renewed \(count) times"
    }
}
