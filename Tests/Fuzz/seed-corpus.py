#!/usr/bin/env python3
"""Writes the fuzz targets' seed inputs from the samples and the tests' own shapes of input.

Run once, then minimise each corpus with `Tests/Fuzz/run.sh TARGET merge` (libFuzzer -merge=1 keeps
only inputs that add coverage). Usage: Tests/Fuzz/seed-corpus.py  (writes Tests/Fuzz/Corpus/*/seed-*)
"""
import hashlib
import json
import pathlib
import re

import yaml

root = pathlib.Path(__file__).resolve().parents[2]
corpus = root / "Tests" / "Fuzz" / "Corpus"
samples = sorted((root / "Samples").glob("*/activity.yaml"))


def load(sample):
    # PyYAML, unlike Yams, refuses a plain `Int?` before `,` or `}` in a flow mapping: quote it.
    return yaml.safe_load(re.sub(r"(\w+\?)([,}])", r"'\1'\2", sample.read_text()))


def write(target, data):
    if isinstance(data, str):
        data = data.encode()
    folder = corpus / target
    folder.mkdir(parents=True, exist_ok=True)
    (folder / ("seed-" + hashlib.sha1(data).hexdigest()[:16])).write_bytes(data)


# feed: whole sample feeds, and the framer tests' shapes (CRLF, BOM, .apns, scalars, truncation).
for feed in sorted((root / "Samples").glob("*/feed.ndjson")):
    write("feed", feed.read_bytes())
for shape in ['[1, 01]\n[2]', '{"a":"abc\n{"b":1}\n', '{"a":1}\n{"b":', '\n{\n  "a": [1,\n\n', '"abc', '-',
              ' \n\t\r\n', '{"a":1\r\n{"b":2}\r\n', '42 "x" true false null -1.5e3\n[] {}', '7{"a":1}', '-0.5e+10,',
              '{}\n"end"', '{}\n]', '\ufeff{"aps":{}}\n', '{"s":"\\ud83d\\ude00 \\u001b[2J"}{"b":[{}]}',
              '{\n  "Simulator Target Bundle": "com.example",\n  "aps": {\n    "event": "update"\n  }\n}\n']:
    write("feed", shape)

# payload: every sample push on its own, and pushes and states for the fuzz fixture's contract.
for feed in sorted((root / "Samples").glob("*/feed.ndjson")):
    for line in feed.read_text().splitlines():
        if line.strip():
            write("payload", line)
state = {"name": "Ada", "count": 7, "small": 200, "ratio": 0.5, "single": 1.5, "cost": 12.30, "flag": True,
         "due": 817034400, "window": [817034400, 817035000], "span": [817034400, 817035600],
         "id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "link": "https://example.com/a", "step": "two", "level": 1,
         "note": None, "tags": ["a"], "scores": {"x": 1}, "car": {"model": "Prius", "plate": "AB 123"},
         "stops": [{"name": "Central", "at": 817034700, "platform": "3"}], "delay_minutes": 4}
write("payload", json.dumps(state))
write("payload", json.dumps({"aps": {"timestamp": 1795341600, "event": "start", "attributes-type": "FuzzAttributes",
                                     "attributes": {"title": "Fuzz", "count": 3}, "content-state": state,
                                     "alert": {"title": "t", "body": "b"}, "stale-date": 1795344300}}) + "\n" +
      json.dumps({"at": "+90s", "activity": "b", "aps": {"timestamp": 1795341700, "event": "update",
                                                          "content-state": dict(state, window={"lowerBound": 1, "upperBound": 0})}}) + "\n" +
      json.dumps({"at": "2026-11-22T10:05:00Z", "aps": {"timestamp": 1795341900, "event": "end",
                                                         "dismissal-date": 1795345500, "content-state": state}}))
write("payload", '{"aps":{"timestamp":1e300,"event":"update","content-state":{"due":"2026-11-22T10:00:00Z","level":"mid"}}}')

# definition: the samples' definitions, one as JSON, and the fuzz fixture's.
for sample in samples:
    write("definition", sample.read_bytes())
write("definition", json.dumps(load(root / "Samples" / "delivery" / "activity.yaml"), indent=1))
write("definition", 'name: A\ncontentState: { a: String }\nx: &a [*a]\n')
write("definition", 'a: &a [1,1,1]\nb: &b [*a,*a,*a]\nc: [*b,*b,*b]\ncontentState: { s: !!str 42 }\n')

# expression: every expression and interpolated string in the samples' views.
expressions = set()
def walk(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ("if", "ForEach", "timerInterval", "pauseTime", "value", "total", "in", "date") and isinstance(value, str):
                expressions.add(value)
            walk(value)
    elif isinstance(node, list):
        for item in node:
            walk(item)
    elif isinstance(node, str) and "\\(" in node:
        expressions.add(node)
for sample in samples:
    walk(load(sample))
for text in sorted(expressions) + ['state.stops.prefix(4).count', 'state.car?.model ?? "-"', 'Level.allCases[1]',
                                   '-(state.ratio * 100) % 7 >= 3 && !state.flag', '"\\(state.name.uppercased())"',
                                   'state.window.lowerBound...state.due', 'state.scores["x"]']:
    write("expression", text)

# views: each sample's view trees on their own, and one written for the fuzz fixture's state.
for sample in samples:
    definition = load(sample)
    views = [definition.get("lockScreen")] + list((definition.get("dynamicIsland") or {}).get("expanded", {}).values())
    views += [(definition.get("dynamicIsland") or {}).get(k) for k in ("compactLeading", "compactTrailing", "minimal")]
    for view in views:
        if view is not None:
            write("views", yaml.safe_dump(view, allow_unicode=True, sort_keys=False))
write("views", """VStack:
  - ForEach: state.stops
    as: stop
    content: { Text: '\\(stop.name) \\(stop.platform ?? "-")', lineLimit: 1, frame: { maxWidth: .infinity } }
  - ProgressView: { timerInterval: state.window, countsDown: true }
  - Gauge: { value: state.ratio, in: '0...1' }
  - Text: { date: state.due, style: relative }
  - if: state.level >= Level.mid
    then: [ { Label: '\\(state.level.label)', systemImage: bolt }, Divider ]
    else: EmptyView
alignment: leading
spacing: 4
padding: { edges: horizontal, length: 12 }
""")
