import ActivityRender
import Canvas
import Foundation
import Testing
@testable import PreviewApp

/// The scene's boxes on the screen at the sizes terminals come in: every box drawn whole, the
/// terminal's width used, and the hint for what is left out true to what is on screen.
@Suite struct ScreenLayoutTests {
    let start = 1_795_341_600

    func frame(_ size: Size, keys: [Character] = []) throws -> PreviewScreen.Frame {
        var state = try PreviewFixture.state(mode: .live, size: size)
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp", note: "On the road")]))
        for key in keys { state.reduce(.key(.character(key))) }
        return PreviewScreen.render(state)
    }

    /// A box is on the screen whole when its four corners are there, and nothing was drawn over it.
    static func expectWhole(_ frame: PreviewScreen.Frame, sourceLocation: SourceLocation = #_sourceLocation) {
        let cells = frame.cells
        #expect(!frame.placements.isEmpty, "no box at all", sourceLocation: sourceLocation)
        for (kinds, rect) in frame.placements {
            #expect(rect.minY >= 1 && rect.maxX <= cells.width && rect.maxY <= cells.height, "\(kinds) at \(rect)", sourceLocation: sourceLocation)
            // A box narrower than its title (the minimal one, as wide as the presentation) has the title
            // beside it: its right edge is its top row's last `╮`, inside the placement.
            let right = (rect.minX..<rect.maxX).last { cells[x: $0, y: rect.minY].character == "╮" } ?? rect.maxX - 1
            let corners = [cells[x: rect.minX, y: rect.minY], cells[x: right, y: rect.minY],
                           cells[x: rect.minX, y: rect.maxY - 1], cells[x: right, y: rect.maxY - 1]].map(\.character)
            #expect(corners == ["╭", "╮", "╰", "╯"], "\(kinds) at \(rect) is cut:\n\(cells.rows().joined(separator: "\n"))",
                    sourceLocation: sourceLocation)
        }
        for (i, a) in frame.placements.enumerated() {
            for b in frame.placements[(i + 1)...] {
                #expect(a.rect.intersection(b.rect).isEmpty, "\(a.kinds) and \(b.kinds) overlap", sourceLocation: sourceLocation)
            }
        }
    }

    /// The hint names `e` only when the expanded view is among the boxes left out.
    static func hint(_ frame: PreviewScreen.Frame) -> String? {
        frame.cells.rows().first { $0.contains("more: enlarge the terminal") || $0.range(of: #"▸ \d+ more"#, options: .regularExpression) != nil }
    }

    @Test(arguments: [Size(width: 40, height: 12), Size(width: 45, height: 10), Size(width: 70, height: 24), Size(width: 80, height: 24),
                      Size(width: 100, height: 30), Size(width: 200, height: 60)])
    func everyBoxIsWholeAndTheHintIsTrue(size: Size) throws {
        let frame = try frame(size)
        Self.expectWhole(frame)
        let hint = Self.hint(frame)
        #expect((hint != nil) == !frame.hidden.isEmpty, "a hint exactly when a box is left out")
        let expandedShown = frame.placements.contains { $0.kinds == [.expanded] }
        if expandedShown { #expect(hint?.contains("e for the expanded view") != true, "\(hint ?? "")") }
        if frame.hidden.contains([.expanded]) { #expect(hint?.contains("e for the expanded view") == true || size.width < 60) }
    }

    /// A wide terminal lays the boxes side by side: every box shown, in more than one column, and
    /// across more than half the width.
    @Test func aWideTerminalUsesItsWidth() throws {
        let frame = try frame(Size(width: 200, height: 60))
        #expect(frame.hidden.isEmpty)
        #expect(Set(frame.placements.map(\.rect.minX)).count >= 3, "\(frame.placements.map(\.rect))")
        #expect((frame.placements.map(\.rect.maxX).max() ?? 0) > 100)
        let lockScreen = try #require(frame.placements.first { $0.kinds == [.lockScreen] })
        let expanded = try #require(frame.placements.first { $0.kinds == [.expanded] })
        #expect(lockScreen.rect.minY == expanded.rect.minY, "the two wide boxes side by side")
    }

    /// `e` shows the expanded view alone: no hint offers it then.
    @Test func theFocusedExpandedViewIsNotOfferedAgain() throws {
        let frame = try frame(Size(width: 40, height: 12), keys: ["e"])
        #expect(Self.hint(frame)?.contains("e for the expanded view") != true)
    }
}

/// `c`: every device side by side, one column a device, from the current one on.
@Suite struct DeviceColumnsTests {
    let start = 1_795_341_600

    func frame(_ size: Size, keys: [Character]) throws -> PreviewScreen.Frame {
        var state = try PreviewFixture.state(mode: .live, size: size)
        state.reduce(.feed([PreviewFixture.push("start", at: start, step: "pickedUp", note: "On the road")]))
        for key in keys { state.reduce(.key(.character(key))) }
        return PreviewScreen.render(state)
    }

    @Test(arguments: [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 100, height: 30), Size(width: 200, height: 60)])
    func theColumnsAreWholeInOrderAndTheRestAreNamed(size: Size) throws {
        let frame = try frame(size, keys: ["c"])
        ScreenLayoutTests.expectWhole(frame)
        let columns = frame.deviceColumns
        let all = DeviceProfile.all.map(\.id)
        #expect(columns.map(\.device) == Array(all.prefix(columns.count)), "from the current device on, in the list's order")
        for (left, right) in zip(columns, columns.dropFirst()) {
            #expect(left.rect.maxX + BoxLayout.columnGap <= right.rect.minX, "\(left.device) and \(right.device) apart")
        }
        for column in columns {
            #expect(column.rect.maxX <= size.width)
            #expect(frame.cells.row(column.rect.minY).contains(column.device), "\(column.device) names its column")
            let boxes = frame.placements.filter { column.rect.contains($0.rect.origin) }
            #expect(boxes.allSatisfy { $0.rect.maxX <= column.rect.maxX }, "\(column.device)'s boxes stay in its column")
        }
        let left = all.count - columns.count
        let hint = frame.cells.rows().first { $0.contains("more device") }
        #expect((hint != nil) == (left > 0), "\(hint ?? "no hint") with \(left) left out")
        if left > 0 { #expect(hint?.contains("\(left) more device") == true) }
    }

    @Test func aWideTerminalShowsSeveralDevicesAndDPagesOn() throws {
        let wide = try frame(Size(width: 200, height: 60), keys: ["c"])
        #expect(wide.deviceColumns.count >= 2, "\(wide.deviceColumns.map(\.device))")
        #expect(wide.placements.filter { $0.kinds == [.lockScreen] }.count == wide.deviceColumns.count, "a Lock Screen a device")
        #expect((wide.deviceColumns.last?.rect.maxX ?? 0) > 140, "across most of the width")
        let paged = try frame(Size(width: 80, height: 24), keys: ["c", "d", "d"])
        #expect(paged.deviceColumns.first?.device == DeviceProfile.all[2].id)
        let back = try frame(Size(width: 80, height: 24), keys: ["c", "c"])
        #expect(back.deviceColumns.isEmpty, "c again: the one-device screen")
    }
}
