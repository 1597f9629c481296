import ArgumentParser

/// `check --shard I/N`: the I-th of N near-equal, disjoint parts of a set of goldens, so a CI
/// matrix can spread thousands of goldens over runners and still check every one exactly once.
///
/// The goldens are ordered by a hash of their path (FNV-1a, 64 bits: the same on every machine and
/// run, unlike Swift's seeded `Hasher`) and cut into N contiguous slices whose sizes differ by at
/// most one, the way Jest's `--shard` does. Ordering by hash rather than by name spreads a folder
/// of slow goldens over all shards, and adding a golden moves only a few others to another shard.
/// `I` counts from 1, as GitLab's `CI_NODE_INDEX` and Jest's and Playwright's `--shard` do.
struct GoldenShard: ExpressibleByArgument, Equatable, CustomStringConvertible {
    var index: Int
    var count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    init?(argument: String) {
        try? self.init(parsing: argument)
    }

    /// Reads `I/N`, or says what a shard must be.
    init(parsing argument: String) throws {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw ValidationError("a shard is I/N with 1 ≤ I ≤ N (e.g. 2/4 for the second of four runners), not '\(argument)'")
        }
        self.init(index: index, count: count)
    }

    var description: String { "\(index)/\(count)" }

    /// This shard's goldens, in the order they were given.
    func select(_ paths: [String]) -> [String] {
        let ordered = paths.indices.sorted { a, b in
            let (ha, hb) = (Self.hash(paths[a]), Self.hash(paths[b]))
            return ha != hb ? ha < hb : paths[a] < paths[b]
        }
        let lower = paths.count * (index - 1) / count
        let upper = paths.count * index / count
        let chosen = Set(ordered[lower..<upper])
        return paths.indices.filter(chosen.contains).map { paths[$0] }
    }

    /// FNV-1a over the path's UTF-8 bytes, with `./` prefixes dropped so `check ./Goldens` and
    /// `check Goldens` on two runners still agree.
    static func hash(_ path: String) -> UInt64 {
        var text = Substring(path)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
