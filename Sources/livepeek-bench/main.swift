// Render benchmark (BENCHMARKS.md): all presentations of a sample rendered in-process, the way the
// preview screen renders each frame. Not part of the tool; run it in release:
//   swift run -c release livepeek-bench Samples/delivery [frames] [--cold]
// and the in-process half of the ingest benchmark (framing, parsing, decoding, the lifecycle; not
// the report), whose instructions callgrind counts without the CLI's process start:
//   swift run -c release livepeek-bench --ingest Samples/delivery FEED
import ActivityLayout
import ActivityModel
import ActivityRender
import DefinitionLoader
import Dispatch
import Foundation
import PushFeed

let arguments = CommandLine.arguments.filter { $0 != "--cold" }
let path = arguments.count > 1 ? arguments[1] : "Samples/delivery"
let frames = arguments.count > 2 ? Int(arguments[2]) ?? 20_000 : 20_000
/// `--cold`: every frame from scratch (a fresh `RenderMemo`), as `dump` renders its one frame and the
/// preview renders a frame whose content changed. Without it, frames share one memo, as the
/// preview's ticks do.
let cold = CommandLine.arguments.contains("--cold")

if CommandLine.arguments.count > 3, CommandLine.arguments[1] == "--ingest" {
    do {
        let definition = try DefinitionLoader.load(path: CommandLine.arguments[2]).definition
        var evaluator = FeedEvaluator(definition: definition, clock: .fixed(Date(timeIntervalSince1970: 1_795_341_600)))
        var counts = [0, 0, 0]
        let began = DispatchTime.now().uptimeNanoseconds
        try FeedReader(path: CommandLine.arguments[3]).forEach { value in
            switch evaluator.evaluate(value).verdict {
            case .applied: counts[0] += 1
            case .ignored: counts[1] += 1
            case .rejected: counts[2] += 1
            }
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e3
        let total = counts.reduce(0, +)
        print(String(format: "%d payloads, %.2f µs per payload (%d applied, %d ignored, %d rejected)",
                     total, elapsed / Double(max(1, total)), counts[0], counts[1], counts[2]))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("livepeek-bench: \(error)\n".utf8))
        exit(2)
    }
}

do {
    let loaded = try DefinitionLoader.load(path: path)
    let definition = loaded.definition
    let (views, _) = ViewParser.parse(definition, file: path)
    var evaluator = FeedEvaluator(definition: definition, clock: .fixed(Date(timeIntervalSince1970: 1_795_341_600)))
    try FeedReader(path: loaded.folder.appendingPathComponent("feed.ndjson").path).forEach { _ = evaluator.evaluate($0) }
    guard let theme = try BuiltInThemes.theme(named: "dark", parse: DefinitionLoader.parse) else { exit(2) }
    // 10:25: the driver is on the way and the ETA countdown runs (5:00 at 10:25, 0:00 at 10:30), so
    // each frame's timer text differs from the one before, as on the preview's screen every second.
    let start = Date(timeIntervalSince1970: 1_795_343_100)
    let activities = evaluator.snapshot(at: start)
    var scene = Scene(definition: definition, views: views, activities: activities, now: start, theme: theme)
    // Warm up, then time `frames` frames, one second apart, within the countdown.
    var checksum = 0
    for i in 0..<200 { scene.now = start.addingTimeInterval(Double(i)); checksum &+= SceneRenderer.render(scene).surfaces.count }
    let began = DispatchTime.now().uptimeNanoseconds
    for i in 0..<frames {
        scene.now = start.addingTimeInterval(Double(i % 300))
        if cold { scene.memo = RenderMemo() }
        checksum &+= SceneRenderer.render(scene).surfaces.count
    }
    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e3
    print(String(format: "%d frames%@, %.1f µs per frame (all presentations of %@; checksum %d)", frames, cold ? " (cold)" : "",
                 elapsed / Double(frames), path, checksum))
} catch {
    FileHandle.standardError.write(Data("livepeek-bench: \(error)\n".utf8))
    exit(2)
}
