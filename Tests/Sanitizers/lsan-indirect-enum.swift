// Why LeakSanitizer's report on livepeek is not a list of leaks (RELIABILITY.md, "Sanitizers").
//
// Ten values of an `indirect enum`, kept to the end of the process by a global object, are
// reported as "Direct leak of 480 byte(s) in 10 object(s)": LSan finds no pointer to their boxes,
// because Swift keeps the case in the spare bits of the box pointer, which then points nowhere
// LSan recognises. livepeek's `StateValue` and `SwiftType` are indirect enums, and the timeline
// keeps every applied state for time travel, so each run reports them. Not part of any target.
//
//   swiftc -sanitize=address -g Tests/Sanitizers/lsan-indirect-enum.swift -o /tmp/lsan-enum
//   ASAN_OPTIONS=detect_leaks=1 /tmp/lsan-enum    # prints 10, then the "leak" report
indirect enum Value { case null, number(Int), text(String), pair(type: String, name: String), list([Value]) }
final class Holder { var values: [Value] = [] }
nonisolated(unsafe) var holder = Holder()
@inline(never) func make(_ i: Int) -> Value { .pair(type: String(repeating: "t", count: 30 + i), name: String(repeating: "n", count: 20 + i)) }
for i in 0..<10 { holder.values.append(make(i)) }
print(holder.values.count)
