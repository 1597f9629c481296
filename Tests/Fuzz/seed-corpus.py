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

# swiftsource: each sample's widget source, and each test widget with its files joined in name order
# (a folder's files are read together; joined, they are one file declaring the same types).
for source in sorted((root / "Samples").glob("*/*.swift")):
    write("swiftsource", source.read_bytes())
for folder in sorted(p for p in (root / "Tests" / "Widgets").iterdir() if p.is_dir()):
    write("swiftsource", b"\n".join(f.read_bytes() for f in sorted(folder.glob("*.swift"))))
write("swiftsource", "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: [[[[Int]]]] } }\n"
      "struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { c in "
      + "VStack { " * 40 + "Text(\"\\(c.state.n.count)\")" + " }" * 40 + " } dynamicIsland: { c in DynamicIsland { } "
      "compactLeading: { Text(((((1 + 2) * 3) - 4) / 5).formatted()) } compactTrailing: { EmptyView() } minimal: { EmptyView() } } } }\n")

# Chains swift-syntax nests without counting a bracket (member access, calls, subscripts, prefix
# operators, optional chaining): the tree is as deep as the chain is long.
for chain in [".x" * 3000, "()" * 3000, "[0]" * 2000, "?.a" * 2000]:
    write("swiftsource", "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }\n"
          "struct W: Widget { var body: some WidgetConfiguration { ActivityConfiguration(for: A.self) { c in "
          "Text(c.state.n" + chain + ") } dynamicIsland: { c in DynamicIsland { } compactLeading: { EmptyView() } "
          "compactTrailing: { EmptyView() } minimal: { EmptyView() } } } }\n")
write("swiftsource", "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var n: Int } }\n"
      "#Preview(\"x\", as: .content, using: A()) { W() } contentStates: { A.ContentState(n: " + "-" * 3000 + "1) }\n")

# http: one connection each, HTTP/1.1 and h2c prior knowledge, accepted and refused requests
# (pushes for the fuzz fixture's contract: FuzzAttributes, topic com.example.fuzz).
token = "a1" * 40
topic = "com.example.fuzz.push-type.liveactivity"
start_push = json.dumps({"aps": {"timestamp": 1795341600, "event": "start", "attributes-type": "FuzzAttributes",
                                 "attributes": {"title": "Fuzz", "count": 3}, "content-state": state,
                                 "alert": {"title": "t", "body": "b"}, "input-push-channel": "dGVzdA=="}},
                        separators=(",", ":"))
update_push = json.dumps({"aps": {"timestamp": 1795341700, "event": "update", "content-state": dict(state, count=8)}},
                         separators=(",", ":"))


def http1(method, path, headers, body=b"", version="HTTP/1.1"):
    body = body.encode() if isinstance(body, str) else body
    lines = [f"{method} {path} {version}", "host: localhost:2197"] + [f"{k}: {v}" for k, v in headers]
    if body or method == "POST":
        lines.append(f"content-length: {len(body)}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


push_headers = [("apns-push-type", "liveactivity"), ("apns-topic", topic)]
write("http", http1("POST", f"/3/device/{token}", push_headers, start_push))
write("http", http1("POST", f"/3/device/{token}", push_headers, start_push)
      + http1("POST", f"/3/device/{token}", push_headers + [("apns-id", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
                                                             ("apns-priority", "5"), ("apns-expiration", "0"),
                                                             ("apns-collapse-id", "c")], update_push))
write("http", http1("POST", f"/3/device/{token}", push_headers, start_push)
      + http1("POST", "/4/broadcasts/apps/com.example.fuzz", [("apns-push-type", "liveactivity"), ("apns-channel-id", "dGVzdA=="),
                                                               ("apns-priority", "1")], update_push))
write("http", http1("GET", f"/3/device/{token}", push_headers))
write("http", http1("POST", "/3/other", push_headers, "{}"))
write("http", http1("POST", f"/3/device/{token}", [("apns-push-type", "alert"), ("apns-topic", topic)], "{}"))
write("http", http1("POST", f"/3/device/{token}", push_headers + [("apns-topic", topic)], "{}"))
write("http", http1("POST", f"/3/device/{token}", push_headers + [("apns-id", "not-a-uuid"), ("apns-priority", "7")], "{}"))
write("http", http1("POST", f"/3/device/{token}", push_headers + [("authorization", "bearer x.y.z")], "{}"))
write("http", http1("POST", "/3/device/zz", push_headers, "{}"))
write("http", http1("POST", f"/3/device/{token}", push_headers, "{\"aps\":{\"event\":\"update\",\"x\":\"" + "x" * 4200 + "\"}}"))
write("http", http1("POST", f"/3/device/{token}", push_headers, ""))
write("http", http1("POST", f"/3/device/{token}", push_headers, start_push, version="HTTP/1.0"))
write("http", ("POST /3/device/%s HTTP/1.1\r\nhost: x\r\napns-push-type: liveactivity\r\napns-topic: %s\r\n"
               "transfer-encoding: chunked\r\n\r\n10\r\n{\"aps\":{\"event\":\r\n3\r\n\"x\"\r\n2\r\n}}\r\n0\r\n\r\n" % (token, topic)).encode())
write("http", b"GARBAGE\r\n\r\n")
write("http", b"POST /3/device/a1 HTTP/1.1\r\ncontent-length: 99999999999999999999\r\n\r\n{")


def frame(kind, flags, stream, payload=b""):
    return len(payload).to_bytes(3, "big") + bytes([kind, flags]) + stream.to_bytes(4, "big") + payload


def literal(name, value):
    # HPACK literal header field without indexing, new name (RFC 7541 §6.2.2), no Huffman coding.
    name, value = name.encode(), value.encode()
    return b"\x00" + bytes([len(name)]) + name + bytes([len(value)]) + value


def h2_request(stream, method, path, headers, body=b"", end=True):
    body = body.encode() if isinstance(body, str) else body
    block = b"".join(literal(k, v) for k, v in [(":method", method), (":scheme", "http"), (":path", path),
                                                (":authority", "localhost")] + headers)
    if not body:
        return frame(0x1, 0x4 | (0x1 if end else 0), stream, block)
    return frame(0x1, 0x4, stream, block) + frame(0x0, 0x1 if end else 0, stream, body)


preface = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
settings = frame(0x4, 0, 0)
write("http", preface + settings + h2_request(1, "POST", f"/3/device/{token}", push_headers, start_push))
write("http", preface + settings + frame(0x4, 0x1, 0) + h2_request(1, "POST", f"/3/device/{token}", push_headers, start_push)
      + h2_request(3, "POST", f"/3/device/{token}", push_headers, update_push))
write("http", preface + settings + h2_request(1, "GET", f"/3/device/{token}", push_headers)
      + h2_request(3, "POST", "/3/other", push_headers, "{}"))
write("http", preface + settings + h2_request(1, "POST", f"/3/device/{token}", push_headers, start_push[:40], end=False)
      + frame(0x3, 0, 1, (8).to_bytes(4, "big")) + h2_request(3, "POST", f"/3/device/{token}", push_headers, "{}"))
write("http", preface + frame(0x4, 0, 0, (1).to_bytes(2, "big") + (0).to_bytes(4, "big")) + frame(0x6, 0, 0, b"12345678")
      + frame(0x8, 0, 0, (1000).to_bytes(4, "big")) + h2_request(1, "POST", "/4/broadcasts/apps/com.example.fuzz",
                                                                  [("apns-push-type", "liveactivity"), ("apns-channel-id", "dGVzdA==")], update_push))
write("http", preface + settings + h2_request(1, "POST", f"/3/device/{token}", push_headers, "x" * 4200))
write("http", preface + settings + frame(0x7, 0, 0, (0).to_bytes(4, "big") + (0).to_bytes(4, "big")))
write("http", preface[:10])
