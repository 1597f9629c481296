#!/usr/bin/env python3
"""Where a callgrind profile's instructions go, per request: the functions by self or inclusive cost.

callgrind_annotate 3.19 attributes the whole of a Swift binary's profile to `start_thread`, so this
reads the callgrind file itself. Inclusive cost counts each call's cost in its caller once, so a
recursive function (`'2` in the names) is over-counted; self cost is exact. Names go through
`swift demangle --simplified`.

Usage: Tests/Benchmarks/callgrind-functions.py CALLGRIND_OUT REQUESTS [TOP] [self|inclusive]
"""
import collections
import re
import subprocess
import sys

path = sys.argv[1]
requests = int(sys.argv[2]) if len(sys.argv) > 2 else 1
top = int(sys.argv[3]) if len(sys.argv) > 3 else 40
mode = sys.argv[4] if len(sys.argv) > 4 else "self"

names = {}


def name(reference):
    """callgrind compresses names: `(12) name` the first time, `(12)` after."""
    match = re.match(r"\((\d+)\)(?: (.*))?", reference)
    if not match:
        return reference
    if match.group(2) is not None:
        names[match.group(1)] = match.group(2)
    return names.get(match.group(1), reference)


own = collections.Counter()
inclusive = collections.Counter()
total = 0
function = callee = None
after_calls = False
for line in open(path, errors="replace"):
    line = line.rstrip("\n")
    if line.startswith("fn="):
        function, after_calls = name(line[3:]), False
    elif line.startswith("cfn="):
        callee = name(line[4:])
    elif line.startswith("calls="):
        after_calls = True
    elif function is not None and line[:1] and (line[0].isdigit() or line[0] in "+-*"):
        parts = line.split()
        if len(parts) < 2:
            continue
        cost = int(parts[1])
        if after_calls:
            if callee != function:
                inclusive[function] += cost
            after_calls = False
        else:
            own[function] += cost
            inclusive[function] += cost
            total += cost

print(f"total {total:,} instructions, {total / requests:,.0f} per request")
ranked = (own if mode == "self" else inclusive).most_common(top)
demangled = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(f for f, _ in ranked),
                           capture_output=True, text=True).stdout.split("\n")
for (_, cost), shown in zip(ranked, demangled):
    print(f"{cost / requests:10,.0f} {100 * cost / total:5.1f}%  {shown[:200]}")
