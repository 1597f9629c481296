import ActivityKit
import SwiftUI
import WidgetKit

struct BookmarkShape: Shape {
    func path(in rect: CGRect) -> Path {
        Path(rect)
    }
}

struct CoverView: View {
    let fileName: String?

    var body: some View {
        let fallback = Image(systemName: "book.fill")
        guard let fileName, let data = try? Data(contentsOf: URL(fileURLWithPath: fileName)),
              let image = UIImage(data: data) else {
            return AnyView(fallback)
        }
        return AnyView(Image(uiImage: image).resizable())
    }
}

struct DueLine: View {
    let due: Date
    let label: String

    init(_ due: Date, prefix: String = "Due") {
        self.due = due
        self.label = prefix + " " + LoanFormatting.dueDay.string(from: due)
    }

    var body: some View {
        HStack {
            Text(label)
            Text(due, formatter: LoanFormatting.dueTime)
        }
    }
}

struct LibraryLoanLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: LibraryLoanAttributes.self) { context in
            HStack {
                CoverView(fileName: context.state.coverFile)
                VStack(alignment: .leading) {
                    Text(context.attributes.branch)
                    DueLine(context.state.dueDate)
                    Text(LoanFormatting.renewalText(context.state.renewals))
                    if context.state.note.contains(/late|overdue/) {
                        Text("Check the fine")
                    }
                }
                BookmarkShape()
                    .fill(.red)
                    .frame(width: 6, height: 24)
            }
            .padding()
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) {
                    DueLine(context.state.dueDate, prefix: "Back by")
                }
            } compactLeading: {
                Text("📚")
            } compactTrailing: {
                Text(LoanFormatting.dueDay.string(from: context.state.dueDate))
            } minimal: {
                Text("📚")
            }
        }
    }
}
