/// A unified diff of two texts, line by line, with three lines of context: what `check` prints.
///
/// Built on the standard library's `CollectionDifference` (Myers' algorithm) rather than a
/// package: none of the available ones diffs text, and the hunks are the only part written here.
enum UnifiedDiff {
    static func render(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = b.difference(from: a)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
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
}
