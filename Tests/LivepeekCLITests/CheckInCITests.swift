import Foundation
import Testing

/// What a CI pipeline asks of `livepeek check`: shards for a matrix, a JUnit report its dashboard
/// reads, and the new output of failed goldens to upload.
@Suite struct CheckInCITests {
    /// The test cases of a JUnit report as Python's `junitparser` reads them (a real consumer, not
    /// our own reading of our own XML): one `[file, result]` pair per case, `result` being `passed`,
    /// `failure` or `error`, plus the suite's counts.
    struct ParsedReport: Decodable {
        var cases: [[String]]
        var tests: Int
        var failures: Int
        var errors: Int
        var failureText: [String]
    }

    static func parseJUnit(_ file: URL) throws -> ParsedReport {
        let script = """
            import json, sys
            from junitparser import JUnitXml, Failure, Error
            xml = JUnitXml.fromfile(sys.argv[1])
            cases, texts, tests, failures, errors = [], [], 0, 0, 0
            for suite in xml:
                tests += suite.tests; failures += suite.failures; errors += suite.errors
                for case in suite:
                    kinds = [type(r).__name__.lower() for r in case.result]
                    cases.append([case._elem.get("file"), kinds[0] if kinds else "passed"])
                    texts += [r.text or "" for r in case.result if isinstance(r, Failure)]
            print(json.dumps({"cases": cases, "tests": tests, "failures": failures, "errors": errors, "failureText": texts}))
            """
        let output = try SpawnedCommand.run(["python3", "-c", script, file.path])
        guard output.status == 0 else {
            throw ReportError.unreadable("junitparser could not read the report (pip install junitparser; .ci/run does): \(output.stderr)")
        }
        return try JSONDecoder().decode(ParsedReport.self, from: Data(output.stdout.utf8))
    }

    enum ReportError: Error { case unreadable(String) }

    /// `count` goldens in a fresh folder whose headers name an activity that does not exist: each
    /// is reported as unusable at once, which is all a test of who checks what needs.
    static func cheapGoldens(_ count: Int) throws -> (URL, [String]) {
        let folder = try TemporaryFolder.create("shards")
        var names: [String] = []
        for i in 0..<count {
            let name = "golden-\(i).txt"
            try "# livepeek dump missing-activity-\(i)\n".write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
            names.append(folder.appendingPathComponent(name).path)
        }
        return (folder, names)
    }

    /// (goldens, shards): more shards than goldens leaves some empty, and an empty shard passes.
    @Test(arguments: [(200, 2), (200, 7), (3, 5)])
    func theShardsOfAMatrixAreDisjointNearEqualAndCoverEveryGolden(goldens: Int, count: Int) throws {
        let (folder, names) = try Self.cheapGoldens(goldens)
        defer { TemporaryFolder.remove(folder) }
        var seen: [String] = []
        var sizes: [Int] = []
        for index in 1...count {
            let report = folder.appendingPathComponent("shard-\(index).xml")
            let output = try BinaryRunner.run(["check", folder.path, "--shard", "\(index)/\(count)", "--junit", report.path])
            let parsed = try Self.parseJUnit(report)
            #expect(output.status == (parsed.cases.isEmpty ? 0 : 2), "\(output.stderr.suffix(300))")
            if parsed.cases.isEmpty { #expect(output.stderr.contains("holds none of the \(goldens) goldens")) }
            seen += parsed.cases.map { $0[0] }
            sizes.append(parsed.cases.count)
        }
        #expect(seen.count == Set(seen).count, "a golden was checked by two shards")
        #expect(Set(seen) == Set(names), "the shards' union is not the whole set")
        #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1, "shard sizes \(sizes)")
    }

    /// Every runner of a matrix must compute the same partition: the same shard twice holds the
    /// same goldens, whichever way the folder is spelled (`./Goldens` on one runner, `Goldens` on
    /// another), and adding a golden moves few of the others.
    @Test func aShardIsTheSameOnEveryRunner() throws {
        let (folder, _) = try Self.cheapGoldens(60)
        defer { TemporaryFolder.remove(folder) }
        func shard(_ path: String, in directory: URL? = nil) throws -> [String] {
            let report = folder.appendingPathComponent("report.xml")
            _ = try BinaryRunner.run(["check", path, "--shard", "2/4", "--junit", report.path], workingDirectory: directory)
            return try Self.parseJUnit(report).cases.map { ($0[0] as NSString).lastPathComponent }
        }
        let first = try shard(folder.path)
        #expect(first.count == 15)
        #expect(try shard(folder.path) == first)
        let parent = folder.deletingLastPathComponent()
        #expect(try shard("./" + folder.lastPathComponent, in: parent) == shard(folder.lastPathComponent, in: parent))
        try "# livepeek dump missing-activity-new\n".write(to: folder.appendingPathComponent("golden-new.txt"), atomically: true, encoding: .utf8)
        let after = try shard(folder.path)
        #expect(Set(first).subtracting(after).count <= 2, "adding one golden moved \(Set(first).subtracting(after))")
    }

    @Test(arguments: ["0/4", "5/4", "2", "a/b", "1/0", "3/2"])
    func aShardThatIsNotIOfNIsRefusedWithWhatItMustBe(spec: String) throws {
        let output = try BinaryRunner.run(["check", "Samples/delivery/goldens", "--shard", spec])
        #expect(output.status == 2)
        #expect(output.stderr.contains("a shard is I/N with 1 ≤ I ≤ N"), "\(output.stderr)")
    }

    /// The samples' real goldens through a real consumer: every one a passing test case, and a
    /// changed golden a failure carrying the unified diff, with the artifacts a reviewer downloads.
    @Test func aJUnitReportAndArtifactsForAChangedGolden() throws {
        let folder = try TemporaryFolder.create("junit")
        defer { TemporaryFolder.remove(folder) }
        let passing = folder.appendingPathComponent("passing.xml")
        let all = try BinaryRunner.run(["check", "Samples/delivery/goldens", "--junit", passing.path])
        #expect(all.status == 0, "\(all.stderr)")
        let parsed = try Self.parseJUnit(passing)
        #expect(parsed.tests == parsed.cases.count && parsed.tests >= 5)
        #expect(parsed.cases.allSatisfy { $0[1] == "passed" && $0[0].hasPrefix("Samples/delivery/goldens/") })
        #expect(parsed.failures == 0 && parsed.errors == 0)

        let changed = try CheckAndLintTests.writeGolden("lock.txt", in: folder, arguments: "--now 2026-11-22T10:13:00Z --surface lock",
                                                      body: "an old picture with <markup> & \u{1B}[31man escape\n")
        let report = folder.appendingPathComponent("changed.xml")
        let artifacts = folder.appendingPathComponent("artifacts")
        let output = try BinaryRunner.run(["check", changed.path, "--junit", report.path, "--artifacts", artifacts.path])
        #expect(output.status == 1)
        let failed = try Self.parseJUnit(report)
        #expect(failed.failures == 1 && failed.cases.count == 1 && failed.cases[0][1] == "failure")
        let diff = failed.failureText.first ?? ""
        #expect(diff.contains("-an old picture with <markup> & ␛[31man escape"), "\(diff)")
        #expect(diff.contains("+╭─ Lock Screen"))

        let saved = artifacts.appendingPathComponent(String(changed.path.dropFirst()))
        let text = try String(contentsOf: saved, encoding: .utf8)
        #expect(text.hasPrefix("# livepeek dump"), "the artifact keeps the header, so it can be copied over the golden")
        #expect(text.contains("Pizza Place"))
        let svg = try String(contentsOf: saved.appendingPathExtension("svg"), encoding: .utf8)
        #expect(svg.contains("<svg") && svg.contains("Pizza Place"))
        // Copied over the golden, the artifact makes it pass.
        try FileManager.default.removeItem(at: changed)
        try FileManager.default.copyItem(at: saved, to: changed)
        #expect(try BinaryRunner.run(["check", changed.path]).status == 0)
    }

    /// The README's GitHub Actions job, read as Actions reads it (YAML), runs: every shard of its
    /// matrix runs its `check` line (with the built binary, over the delivery sample's goldens) and
    /// the shards together check every golden once.
    @Test func theReadmesWorkflowRunsAndItsMatrixCoversEveryGolden() throws {
        let script = """
            import json, re, sys, yaml
            readme = open(sys.argv[1]).read()
            section = readme.split("## In CI", 1)[1]
            workflow = yaml.safe_load(re.search(r"```yaml\\n(.*?)```", section, re.S).group(1))
            job = workflow["jobs"]["check"]
            lines = [step["run"] for step in job["steps"] if "run" in step and "livepeek check" in step["run"]]
            published = [step["with"]["report_paths"] for step in job["steps"] if "junit-report" in step.get("uses", "")]
            print(json.dumps({"shards": job["strategy"]["matrix"]["shard"], "needs": job["needs"], "jobs": list(workflow["jobs"]), "check": lines,
                              "container": workflow["jobs"]["build"]["container"], "published": published}))
            """
        struct Workflow: Decodable {
            var shards: [Int]; var needs: String; var jobs: [String]; var check: [String]; var container: String; var published: [String]
        }
        let parsed = try SpawnedCommand.run(["python3", "-c", script, BinaryRunner.packageRoot.appendingPathComponent("README.md").path])
        #expect(parsed.status == 0, "\(parsed.stderr)")
        let workflow = try JSONDecoder().decode(Workflow.self, from: Data(parsed.stdout.utf8))
        #expect(workflow.jobs.contains(workflow.needs), "the check job needs a job the workflow has")
        let tested = try SpawnedCommand.run(["swift", "--version"]).stdout
        let version = tested.firstMatch(of: /Swift version (\d+\.\d+)/).map { String($0.1) } ?? "?"
        #expect(workflow.container.contains("swift:\(version)"), "built with the Swift the tests run on (\(version)): \(workflow.container)")
        #expect(workflow.published.contains { $0.contains("junit-") }, "the JUnit reports reach the run's test summary")
        let line = try #require(workflow.check.first)
        let folder = try TemporaryFolder.create("workflow")
        defer { TemporaryFolder.remove(folder) }
        var checked: [String] = []
        for shard in workflow.shards {
            let command = line.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)")
            var words = command.split(separator: " ").map(String.init)
            #expect(words.prefix(3) == ["bin/livepeek", "check", "Goldens"], "\(command)")
            words = Array(words.dropFirst(2))
            words[0] = "Samples/delivery/goldens"
            for (i, word) in words.enumerated() where i > 0 && ["--junit", "--artifacts"].contains(words[i - 1]) {
                words[i] = folder.appendingPathComponent(word).path
            }
            let output = try BinaryRunner.run(["check"] + words)
            #expect(output.status == 0, "\(command): \(output.stderr)")
            let report = try #require(words.firstIndex(of: "--junit").map { words[$0 + 1] })
            checked += try Self.parseJUnit(URL(fileURLWithPath: report)).cases.map { $0[0] }
        }
        let all = try FileManager.default.contentsOfDirectory(atPath: BinaryRunner.packageRoot.appendingPathComponent("Samples/delivery/goldens").path)
        #expect(checked.sorted() == all.map { "Samples/delivery/goldens/" + $0 }.sorted())
    }
}
