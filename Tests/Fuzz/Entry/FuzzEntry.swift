// The libFuzzer entry point for every target in `FuzzTargets`, chosen at run time by the environment
// variable LIVEPEEK_FUZZ_TARGET (one binary, one build, for all of them). Built only by
// Tests/Fuzz/run.sh, with -sanitize=fuzzer,address: libFuzzer supplies `main`.
import Foundation
import FuzzTargets

/// The target named by LIVEPEEK_FUZZ_TARGET, read once.
let selectedTarget: FuzzTarget? = ProcessInfo.processInfo.environment["LIVEPEEK_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:))

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let target = selectedTarget else {
        printError("set LIVEPEEK_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        exit(2)
    }
    let data = bytes.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    do {
        try target.run(data)
    } catch {
        // libFuzzer keeps the input of a run that aborts (crash-<sha1>).
        printError("\(error)")
        abort()
    }
    return 0
}
