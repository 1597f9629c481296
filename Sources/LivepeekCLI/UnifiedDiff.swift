/// A unified diff of two texts, line by line, with three lines of context: what `check` prints.
///
/// Built on the standard library's `CollectionDifference` (Myers' algorithm) rather than a
/// package: none of the available ones diffs text, and the hunks are the only part written here.
///
/// Myers takes time in (lines of both sides) x (lines that differ), seconds for a large file that is
/// not a dump (RELIABILITY.md). So the lines both sides share at the start and the end are set aside
/// first, and a middle of more than `myersLimit` lines on both sides together is shown as removed and
/// inserted whole: a correct diff if not the shortest. Goldens are dozens of lines.
enum UnifiedDiff {
    static let myersLimit = 5_000

    static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let (removed, inserted) = changes(a, b)
        // Walk both sides together: (line of a or nil, line of b or nil).
        var rows: [(tag: Character, text: String, aIndex: Int, bIndex: Int)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed.contains(i) { rows.append(("-", a[i], i, j)); i += 1; continue }
            if j < b.count, inserted.contains(j) { rows.append(("+", b[j], i, j)); j += 1; continue }
            if i < a.count, j < b.count { rows.append((" ", a[i], i, j)); i += 1; j += 1; continue }
            break
        }
        let changedRows = rows.indices.filter { rows[$0].tag != " " }
        guard !changedRows.isEmpty else { return "" }
        var out = "--- \(oldName)\n+++ \(newName)\n"
        var start = 0
        while start < changedRows.count {
            var end = start
            while end + 1 < changedRows.count, changedRows[end + 1] - changedRows[end] <= 2 * context { end += 1 }
            let from = max(0, changedRows[start] - context), to = min(rows.count - 1, changedRows[end] + context)
            let hunk = rows[from...to]
            let aCount = hunk.filter { $0.tag != "+" }.count, bCount = hunk.filter { $0.tag != "-" }.count
            let aStart = (hunk.first?.aIndex ?? 0) + (aCount > 0 ? 1 : 0), bStart = (hunk.first?.bIndex ?? 0) + (bCount > 0 ? 1 : 0)
            out += "@@ -\(aStart),\(aCount) +\(bStart),\(bCount) @@\n"
            for row in hunk { out += "\(row.tag)\(row.text)\n" }
            start = end + 1
        }
        return out
    }

    /// The line numbers of `a` removed and of `b` inserted.
    static func changes(_ a: [String], _ b: [String]) -> (removed: Set<Int>, inserted: Set<Int>) {
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let oldMiddle = a[prefix..<(a.count - suffix)], newMiddle = b[prefix..<(b.count - suffix)]
        guard oldMiddle.count + newMiddle.count <= myersLimit else {
            return (Set(oldMiddle.indices), Set(newMiddle.indices))
        }
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in Array(newMiddle).difference(from: Array(oldMiddle)) {
            switch change {
            case .remove(let offset, _, _): removed.insert(prefix + offset)
            case .insert(let offset, _, _): inserted.insert(prefix + offset)
            }
        }
        return (removed, inserted)
    }
}
