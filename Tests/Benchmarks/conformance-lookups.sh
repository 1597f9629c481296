#!/usr/bin/env bash
# The distinct conformance look-ups of one livepeek process (BENCHMARKS.md "Goals"): each costs a scan
# of every conformance record in the binary on its first use. Prints each look-up as `Type : Protocol`
# with the first Swift frames above the runtime, then the count.
# Usage: Tests/Benchmarks/conformance-lookups.sh ARGS...                  (needs gdb: apt-get install gdb)
#        Tests/Benchmarks/conformance-lookups.sh --against 'ARGS0' ARGS...  only those ARGS0 does not make
#        SCRATCH=.build-other Tests/Benchmarks/conformance-lookups.sh ARGS...
set -euo pipefail
cd "$(dirname "$0")/../.."
against=""
if [ "${1:-}" = "--against" ]; then against=$2; shift 2; fi
scratch="$PWD/${SCRATCH:-.build}"
swift build -c release --static-swift-stdlib --scratch-path "$scratch" --product livepeek >/dev/null
bin="$scratch/release/livepeek"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() {  # OUT ARGS...
    local out=$1; shift
    LOOKUPS_OUT="$out" gdb -q -batch -ex 'set pagination off' -x Tests/Benchmarks/conformance-lookups.py \
        -ex run --args "$bin" "$@" >/dev/null 2>"$work/gdb.err" || { cat "$work/gdb.err" >&2; exit 1; }
}
run "$work/lookups" "$@"
if [ -n "$against" ]; then
    # shellcheck disable=SC2086  # ARGS0 is a list of words
    run "$work/base" $against
else
    : > "$work/base"
fi
python3 - "$work/base" "$work/lookups" <<'PY'
import subprocess, sys

def blocks(path):
    items, current = [], None
    for line in open(path):
        if line.startswith("== "):
            current = [line[3:].strip(), []]
            items.append(current)
        elif current is not None:
            current[1].append(line.strip())
    return items

base = {name for name, _ in blocks(sys.argv[1])}
shown = [(name, frames) for name, frames in blocks(sys.argv[2]) if name not in base]
mangled = sorted({f for _, frames in shown for f in frames if f.startswith("$s")})
plain = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(mangled),
                       capture_output=True, text=True).stdout.split("\n")
names = dict(zip(mangled, plain))
for name, frames in shown:
    swift = [names.get(f, f) for f in frames if f.startswith("$s")][:3]
    print(name)
    print("    " + " <- ".join(frame[:100] for frame in swift))
total = len(blocks(sys.argv[2]))
if base:
    other = len(blocks(sys.argv[1]))
    # Generic types print by their base name, so two Option<T> are one name: shown by name, counted whole.
    print(f"{total} distinct conformance look-ups, {total - other} more than the other command's {other}; "
          f"{len(shown)} shown, whose names it does not look up")
else:
    print(f"{total} distinct conformance look-ups")
PY
