#!/usr/bin/env python3
"""The public-widget corpus: lay the widgets out from repository snapshots and score livepeek on them.

  corpus.py layout [DEST] [--manifest TSV]    copy each widget's files into DEST/<id>/
  corpus.py score DEST --livepeek BIN [--json FILE] [--only ID,ID] [--manifest TSV] [--half work|heldout]
  corpus.py detail RESULT.json [--output FILE]   every message per widget (keep it outside the repository)
  corpus.py compare BEFORE.json AFTER.json

Only MANIFEST.tsv and this script are in the repository; the sources stay outside it (README.md).
Python 3 standard library only.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
MANIFEST = os.path.join(HERE, 'MANIFEST.tsv')
DEFAULT_DEST = '/tmp/livepeek-corpus'
DEFAULT_MIRROR = os.environ.get('LIVEPEEK_CORPUS_MIRROR', '/work/.mirror')
NOW = '2026-11-22T10:00:00Z'
SURFACES = ('lockScreen', 'compactLeading', 'compactTrailing', 'minimal', 'expanded')

# Codes that say something the source shows was not drawn (a view, a modifier, a value, a whole
# activity). Read from Sources/SwiftUISource/SwiftUIDiagnosticCode.swift and
# Sources/ActivityLayout/ExprDiagnosticCode.swift; README.md says what each means.
LOST_CONTENT = {
    'swiftui.unsupportedView', 'swiftui.unsupportedModifier', 'swiftui.unsupportedExpression',
    'swiftui.customDecoding', 'swiftui.noActivityAttributes', 'swiftui.noActivityConfiguration',
    'swiftui.ambiguousActivity', 'swiftui.syntaxError', 'swiftui.tooDeep',
    'layout.unknownView', 'layout.unknownFunction', 'layout.expressionError',
}
# Codes of the score itself, not of livepeek: a run that needed help, or output it had to judge.
RETRY_ACTIVITY = 'score.activityRetry'      # exit 2 asking for --activity; retried with the configured type
PLACEHOLDER = 'score.placeholderDrawn'     # a ⟨…⟩ placeholder in the drawn lines
QUESTION = 'score.questionMarkDrawn'       # a `?` standing for a value in the drawn lines
MISSING = 'score.presentationMissing'      # a presentation drawn empty or as "no activity"
NO_PREVIEW = 'score.noPreviewAttributes'   # exit 2: no #Preview gives the attributes (its message has no code)
EXIT_2 = 'score.exit2'                     # exit 2 (or a crash) whose message names no code
SCORE_CODES = (RETRY_ACTIVITY, PLACEHOLDER, QUESTION, MISSING, NO_PREVIEW, EXIT_2)
CODE_IN_TEXT = re.compile(r'\[((?:swiftui|layout|contract|payload|lifecycle|lint)\.[A-Za-z]+)\]')
CONFIGURED = re.compile(r'ActivityConfiguration\s*\(\s*for\s*:\s*([A-Za-z_][\w.]*)\.self')
STRING_LITERAL = re.compile(r'"(?:[^"\\\n]|\\.)*"')
# A `?` with a letter or digit right before it reads as prose ("Ready?"); alone, or after a
# space or bracket, it is the reader's stand-in for a value it could not translate.
LONE_QUESTION = re.compile(r'(?<![A-Za-z0-9])\?')


def read_manifest(path=MANIFEST):
    rows = []
    with open(path, encoding='utf-8') as f:
        header = None
        for number, line in enumerate(f, 1):
            line = line.rstrip('\n')
            if not line.strip() or line.startswith('#'):
                continue
            cells = line.split('\t')
            if header is None:
                header = cells
                continue
            if len(cells) != len(header):
                sys.exit(f'{path}:{number}: {len(cells)} columns, the header has {len(header)}')
            row = dict(zip(header, cells))
            row['paths'] = [p for p in row['paths'].split(';') if p]
            rows.append(row)
    ids = [r['id'] for r in rows]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        sys.exit(f'{path}: duplicate ids: {", ".join(duplicates)}')
    return rows


def git_dir(mirror, repo):
    """The bare git directory `fetch` leaves for owner/name, or None."""
    base = os.path.join(mirror, repo.replace('/', '+'), 'repo')
    for candidate in (os.path.join(base, '.git'), base):
        if os.path.isfile(os.path.join(candidate, 'HEAD')):
            return candidate
    return None


def git(gdir, *args, binary=False):
    out = subprocess.run(['git', '--git-dir=' + gdir, *args], capture_output=True)
    if out.returncode != 0:
        raise RuntimeError(out.stderr.decode('utf-8', 'replace').strip())
    return out.stdout if binary else out.stdout.decode('utf-8', 'replace')


def layout(args):
    rows = select(read_manifest(args.manifest), args.only)
    missing_repos, problems, written = collections.OrderedDict(), [], 0
    for row in rows:
        gdir = git_dir(args.mirror, row['repo'])
        if gdir is None:
            missing_repos.setdefault(row['repo'], []).append(row['id'])
            continue
        try:
            git(gdir, 'cat-file', '-e', row['commit'] + '^{commit}')
        except RuntimeError:
            head = git(gdir, 'rev-parse', 'HEAD').strip()
            problems.append(f"{row['id']}: commit {row['commit'][:12]} not in the snapshot of {row['repo']} (its HEAD is {head[:12]})")
            continue
        target = os.path.join(args.dest, row['id'])
        shutil.rmtree(target, ignore_errors=True)
        for path in row['paths']:
            try:
                data = git(gdir, 'show', f"{row['commit']}:{path}", binary=True)
            except RuntimeError:
                problems.append(f"{row['id']}: no {path} at {row['commit'][:12]}")
                continue
            out = os.path.join(target, path)
            os.makedirs(os.path.dirname(out), exist_ok=True)
            with open(out, 'wb') as f:
                f.write(data)
        written += 1
    print(f'laid out {written} of {len(rows)} widgets under {args.dest}')
    if missing_repos:
        print(f'{len(missing_repos)} repositories are not fetched (fetch each with the search tool, e.g. fetch github:OWNER/NAME):')
        for repo, ids in missing_repos.items():
            print(f'  github:{repo}  ({", ".join(ids)})')
    for p in problems:
        print('  ' + p)
    return 1 if missing_repos or problems else 0


def select(rows, only):
    if not only:
        return rows
    wanted = set(only.split(','))
    unknown = wanted - {r['id'] for r in rows}
    if unknown:
        sys.exit('unknown ids: ' + ', '.join(sorted(unknown)))
    return [r for r in rows if r['id'] in wanted]


def swift_texts(folder):
    for root, _, names in os.walk(folder):
        for name in sorted(names):
            if name.endswith('.swift'):
                with open(os.path.join(root, name), encoding='utf-8', errors='replace') as f:
                    yield f.read()


def configured_types(folder):
    found = []
    for text in swift_texts(folder):
        for name in CONFIGURED.findall(text):
            if name not in found:
                found.append(name)
    return found


def literal_question_marks(folder):
    """True when a string literal of the sources holds a `?` that could be drawn as text."""
    for text in swift_texts(folder):
        for literal in STRING_LITERAL.findall(text):
            if LONE_QUESTION.search(literal[1:-1]):
                return True
    return False


def empty_in_source(folder, diagnostics):
    """The presentations the sources leave empty on purpose: `minimal: { }`, `compactTrailing: {
    EmptyView() }` or `{ Text("") }`, or a closure whose views are all commented out, which livepeek names with
    `swiftui.emptyPresentation`. Drawing nothing there is faithful."""
    empty = set()
    pattern = re.compile(r'\b(compactLeading|compactTrailing|minimal)\s*:\s*\{\s*(?:_\s*in\s*)?(?:(?:EmptyView\(\)|Text\(""\))\s*)?\}')
    for text in swift_texts(folder):
        empty.update(pattern.findall(text))
    for d in diagnostics:
        if d.get('code') == 'swiftui.emptyPresentation' and d.get('path'):
            empty.add(d['path'].split('.')[-1])
    return empty


def run_dump(binary, folder, extra, timeout):
    command = [binary, 'dump', folder, '--format', 'json', '--now', NOW, *extra]
    started = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, timeout=timeout)
        code, out, err = done.returncode, done.stdout.decode('utf-8', 'replace'), done.stderr.decode('utf-8', 'replace')
    except subprocess.TimeoutExpired:
        code, out, err = -1, '', f'timed out after {timeout} s'
    return {'command': command, 'exit': code, 'stdout': out, 'stderr': err,
            'seconds': round(time.monotonic() - started, 2)}


def probe(binary, folder, activity, timeout):
    """What the reader says of a widget `dump` refused: `lint` reads the sources without needing the
    attributes, so the constructs behind the exit 2 are counted too (apart from the score)."""
    command = [binary, 'lint', folder, '--format', 'json'] + (['--activity', activity] if activity else [])
    try:
        done = subprocess.run(command, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {'exit': -1, 'diagnostics': []}
    try:
        found = json.loads(done.stdout.decode('utf-8', 'replace')).get('diagnostics') or []
    except ValueError:
        found = []
    return {'exit': done.returncode,
            'diagnostics': [{k: d.get(k) for k in ('severity', 'code', 'message', 'path')} for d in found
                            if d.get('code') in LOST_CONTENT]}


def message_text(d):
    """The message without its `file:line:col:` prefix and trailing `[code]`."""
    m = re.sub(r'^.*?\.swift(?::\d+:\d+)?: (?:error: )?', '', d.get('message') or '')
    m = re.sub(r'^livepeek: (?:error: |warning: )?', '', m)
    return re.sub(r' \[[a-z]+\.[A-Za-z]+\]$', '', m)


def declared_in_sources(name, folder, kinds='let|var|func|case'):
    # `let name`, `func name`, a parameter `(name: T`, or a closure argument `{ name in`.
    binding = re.compile(r'\b(?:' + kinds + r')\s+' + re.escape(name) + r'\b|[(,]\s*(?:_\s+)?' + re.escape(name)
                         + r'\s*:|\b' + re.escape(name) + r'\s+in\b')
    return any(binding.search(text) for text in swift_texts(folder))


def extension_member(name, folder):
    """The framework type a user extension adds `name` to (`extension View { func name… }`), or None."""
    for text in swift_texts(folder):
        for m in re.finditer(r'\bextension\s+([A-Z]\w*)[^{]*\{', text):
            depth, i = 1, m.end()
            while i < len(text) and depth:
                depth += {'{': 1, '}': -1}.get(text[i], 0)
                i += 1
            if re.search(r'\b(?:func|var|let)\s+' + re.escape(name) + r'\b', text[m.end():i]):
                return m.group(1)
    return None


def attributes_construct(folder):
    """Why no struct counts as ActivityAttributes: the two causes seen in public widgets."""
    refining = re.compile(r'\bprotocol\s+\w+\s*:\s*[^{]*\bActivityAttributes\b')
    for text in swift_texts(folder):
        if refining.search(text):
            return 'attributes adopt ActivityAttributes through a refining protocol'
    for text in swift_texts(folder):
        depth = 0
        for line in text.splitlines():
            stripped = line.strip()
            if stripped.startswith('#if'):
                depth += 1
            elif stripped.startswith('#endif'):
                depth = max(0, depth - 1)
            elif depth and re.search(r'\b(struct|extension)\s+\w+\s*:[^{]*\bActivityAttributes\b', stripped):
                return '`#if canImport(ActivityKit)` / `#if os(iOS)` around the attributes'
    return 'no ActivityAttributes type found (other cause)'


def construct(d, folder):
    """The Swift construct a diagnostic is about, named as a Swift developer would (never quoting code)."""
    code, m = d.get('code') or '', message_text(d)
    quoted = re.findall(r"'([^']*)'", m)
    q = quoted[0] if quoted else ''
    if code == NO_PREVIEW:
        texts = [re.sub(r'//[^\n]*', '', t) for t in swift_texts(folder)]
        if any(re.search(r'\.previewContext\([^)]*viewKind:', t) for t in texts):
            return '`PreviewProvider` with `.previewContext(_:viewKind:)` (pre-`#Preview` style): not read as states'
        if any('#Preview' in t for t in texts):
            return 'a `#Preview` that gives no attributes the reader can use'
        return 'no preview at all and no `--attributes`: nothing gives the attributes'
    if code == RETRY_ACTIVITY:
        return 'several ActivityAttributes types; `ActivityConfiguration(for:)` names one (`--activity` demanded)'
    if code == 'swiftui.noActivityAttributes':
        return attributes_construct(folder)
    if code == 'swiftui.customDecoding':
        return 'hand-written `init(from:)` on the attributes or ContentState'
    if 'has no written type' in m:
        return 'stored property with a default and no written type (`var x = …`)'
    if 'needs a String, integer or floating-point raw type' in m:
        return 'enum of a raw type a push cannot carry (Character, a type of its own)'
    if 'has associated values' in m:
        return 'enum with associated values in the contract'
    if 'is a class or actor' in m:
        return 'a class in the ContentState'
    if m.startswith('type ') and 'nor one the contract knows' in m:
        return f'contract field of a Foundation type the contract lacks (`{q}`)'
    if m.startswith('only Image(systemName:) is drawn'):
        return '`Image("asset")` / `Image(uiImage:)`: asset images'
    if m.startswith('Label is read as'):
        return '`Label` in another form than `Label(_, systemImage:)`'
    if "Tint's colour is not read" in m:
        return '`.activityBackgroundTint` / `.keylineTint` with a colour the reader cannot read'
    if m.startswith('the collection cannot be read') or m.startswith("operator '..<'"):
        return '`ForEach` over a range, array literal or computed collection'
    if m.startswith('a switch whose cases bind values'):
        return '`switch` with value-binding or `where` cases in view code'
    if m.startswith('building a Date value in a view'):
        return '`Date(…)` built in view code'
    if m.startswith('cannot evaluate this operator for the preview') or 'no static member' in m:
        return '`#Preview` values the reader cannot evaluate (operators, static members)'
    if m.startswith('only true or false is read'):
        return 'a comparison or ternary where only a `true`/`false` literal is read'
    if m.startswith('font expects a text style') or m.startswith('font modifier'):
        member = extension_member(quoted[-1], folder) if quoted else None
        return f'user `extension {member}` member as a font' if member else '`.font(…)` with `.system(size:)` or a computed font'
    if m.startswith('this statement is not a view') or m.startswith('this expression is not a view'):
        return 'a statement or expression in a view builder that is not a view'
    if m.startswith('only .environment('):
        return '`.environment(…)` other than the layout direction'
    view = re.match(r"(?:unknown view '([^']+)'|'?([A-Za-z.]+)'? is not a view the reader knows)", m)
    if view:
        name = (view.group(1) or view.group(2)).strip()
        if re.match(r'^Text\(.*\+', name, re.S):
            return '`Text + Text` concatenation'
        if name.startswith('['):
            return 'array literal in view code'
        if name == 'switch':
            return '`switch` with value-binding or `where` cases in view code'
        if name == 'statement':
            return 'a statement or expression in a view builder that is not a view'
        if not re.match(r'^[A-Za-z_][\w.]*$', name):
            return 'a view expression the reader cannot read'
        if '.' in name and declared_in_sources(name.split('.')[0], folder, 'struct|enum|class'):
            return 'a `static` view or colour of a type of the sources (`Palette.logo`)'
        closure_parameter = re.compile(r'\b' + re.escape(name) + r'\s*:\s*(?:@escaping\s*)?\(\)\s*->')
        if any(closure_parameter.search(text) for text in swift_texts(folder)):
            return 'generic `@ViewBuilder` content parameter (`func wrap<C: View>(@ViewBuilder content: () -> C)`)'
        if declared_in_sources(name, folder, 'struct|func|var|let|class|enum'):
            return 'a view of the sources the reader could not expand (`struct`/`@ViewBuilder` helper)'
        return f'view `{name}`'
    modifier = re.match(r"(?:modifier )?'\.?([A-Za-z]+)[^']*' is not read", m)
    if modifier:
        name = modifier.group(1)
        member = extension_member(name, folder)
        if member:
            return f'user `extension {member}` modifier (`func x() -> some View`)'
        return f'modifier `.{name}`'
    if m.startswith('expected a number of points'):
        return 'an expression in a length argument (`.frame(width: geo.size.width …)`)'
    if m.startswith('cannot evaluate') and m.endswith('for the preview'):
        return '`#Preview` values the reader cannot evaluate (operators, static members)'
    if m.startswith('cannot evaluate'):
        if re.search(r'\.formatted\(|fractionLength|precision\(|\.dateTime|format:', q) and 'String(format:' not in q:
            return 'Foundation formatting (`.formatted(…)`, `Text(_, format:)`, `.number.precision(…)`)'
        if 'String(format:' in q:
            return '`String(format:)`'
        if re.match(r'^\w+\s*=', q):
            return 'local `let`/`var` in a helper, closure or computed property'
        if q.startswith('try'):
            return '`try?` / `try` in view code'
        if re.match(r'^/.*/$', q):
            return 'regex literal'
        if q.startswith('['):
            return 'array literal in view code'
        if q.startswith('{'):
            return 'closure argument (`contains(where:)`, `map`, `filter`)'
        if re.match(r'^if\b', q):
            return '`if` / `return` in a computed property'
        if q.startswith('!'):
            return '`!` on a computed or view-model property'
        if re.match(r'^String\(', q):
            return '`String(_:)` of a number'
        if 'Calendar' in q:
            return '`Calendar` date arithmetic'
        if q.startswith('Date('):
            return '`Date(…)` built in view code'
        call = re.search(r'([A-Z]\w*|\.\w+)\(', q)
        return f'expression not evaluated: `{call.group(1) if call else "…"}(…)`'
    if m.startswith("function '") and q in ('Color', 'Image', 'Font'):
        return f'`{q}(…)` built inside an expression (a ternary, a `let`, a helper\'s return)'
    if m.startswith("function '"):
        if declared_in_sources(q, folder, 'func'):
            return 'helper function of the sources with parameters'
        if declared_in_sources(q, folder, 'struct|class|enum'):
            return 'a struct or class of the sources built inline (`Type(…)`)'
        if q[:1].islower() and q not in ('ceil', 'floor', 'round', 'abs', 'min', 'max', 'sqrt', 'pow', 'log', 'exp') \
                and not declared_in_sources(q, folder):
            return 'helper function missing from the listed files'
        return f'framework function or initializer `{q}(…)`'
    if m.startswith("method '"):
        return f'method `.{q.split("(")[0]}(…)`'
    if 'is not declared in the read sources' in m:
        if declared_in_sources(q, folder):
            return 'a name the sources declare that the reader does not find: local `let`/`var`, a stored `let` of the view, a parameter or closure argument'
        if q[:1].isupper():
            return f'framework type `{q}`'
        return 'name declared nowhere in the sources'
    if code == EXIT_2:
        return 'exit 2: ' + re.sub(r"'[^']*'|\d+", '…', m)[:80]
    return f'{code}: ' + re.sub(r"'[^']*'|`[^`]*`|\d+(\.\d+)?", '…', m)[:80]


def drawn_lines(surface):
    lines = surface.get('lines') if isinstance(surface, dict) else None
    return [l for l in lines if isinstance(l, str)] if isinstance(lines, list) else []


def is_blank(lines):
    text = ' '.join(lines)
    stripped = re.sub(r'[\s│─┌┐└┘╭╮╰╯|+\-]', '', text)
    return not stripped or re.search(r'\bno activity\b', text, re.I) is not None


def score_one(row, dest, binary, timeout):
    folder = os.path.join(dest, row['id'])
    result = {'id': row['id'], 'repo': row['repo'], 'complete': row['complete'], 'class': 'not',
              'exit': None, 'codes': {}, 'diagnostics': [], 'error': '', 'retried': None,
              'missing': [], 'placeholders': [], 'questionMarks': [], 'probe': None, 'constructs': {}, 'probeConstructs': {}}
    if not os.path.isdir(folder):
        result['error'] = f'{folder} is missing: run `corpus.py layout` first'
        return result
    run = run_dump(binary, folder, [], timeout)
    if run['exit'] == 2 and 'ambiguousActivity' in run['stderr']:
        names = configured_types(folder)
        if names:
            # Several configurations are several activities; the first one stands for the widget.
            result['retried'] = names[0].split('.')[-1]
            run = run_dump(binary, folder, ['--activity', result['retried']], timeout)
    result['exit'] = run['exit']
    result['seconds'] = run['seconds']
    codes = collections.Counter()
    if result['retried']:
        codes[RETRY_ACTIVITY] += 1
    if run['exit'] not in (0, 1):
        first = next((l for l in run['stderr'].splitlines() if l.strip()), '')
        result['error'] = first
        for line in (l.strip() for l in run['stderr'].splitlines() if l.strip()):
            found = CODE_IN_TEXT.findall(line)
            if not found:
                found = [NO_PREVIEW if 'no #Preview' in line else EXIT_2] if line == first else []
            for code in found:
                codes[code] += 1
                result['diagnostics'].append({'severity': 'error', 'code': code, 'message': line})
        result['codes'] = dict(codes)
        result['probe'] = probe(binary, folder, result['retried'], timeout)
        return result
    try:
        dump = json.loads(run['stdout'])
    except ValueError as error:
        result['error'] = f'dump printed no JSON ({error})'
        result['codes'] = dict(codes)
        return result
    diagnostics = dump.get('diagnostics') or []
    result['diagnostics'] = [{k: d.get(k) for k in ('severity', 'code', 'message', 'path')} for d in diagnostics]
    for d in diagnostics:
        codes[d.get('code') or '?'] += 1
    surfaces = dump.get('surfaces') or {}
    prose_questions = literal_question_marks(folder)
    drawn_any = False
    intended = empty_in_source(folder, diagnostics)
    for name in SURFACES:
        lines = drawn_lines(surfaces.get(name))
        if name in intended and not re.search(r'\bno activity\b', ' '.join(lines), re.I):
            continue
        if is_blank(lines):
            result['missing'].append(name)
            codes[MISSING] += 1
            continue
        drawn_any = True
        for line in lines:
            for placeholder in re.findall(r'⟨[^⟩]*⟩?', line):
                result['placeholders'].append(f'{name}: {placeholder}')
                codes[PLACEHOLDER] += 1
            if not prose_questions and LONE_QUESTION.search(line):
                result['questionMarks'].append(f'{name}: {line.strip()}')
                codes[QUESTION] += 1
    result['codes'] = dict(codes)
    lost = any(c in LOST_CONTENT or c in SCORE_CODES for c in codes)
    if not drawn_any:
        result['class'] = 'not'
        result['error'] = 'nothing drawn: every presentation is empty or reads "no activity"'
    elif run['exit'] == 0 and not lost:
        result['class'] = 'fully'
    else:
        result['class'] = 'partly'
    return result


EFFECTS = (PLACEHOLDER, QUESTION, MISSING)


def add_constructs(result, dest):
    """Name the construct behind each lost-content diagnostic; the score's own effect codes
    (a placeholder drawn, a `?`, an empty presentation) are consequences, not constructs."""
    folder = os.path.join(dest, result['id'])
    own, examples = collections.Counter(), {}
    if result['retried']:
        own[construct({'code': RETRY_ACTIVITY}, folder)] += 1
    for d in result['diagnostics']:
        if d.get('code') in LOST_CONTENT or d.get('code') in (NO_PREVIEW, EXIT_2):
            label = construct(d, folder)
            own[label] += 1
            examples.setdefault(label, d.get('message'))
    result['constructs'] = dict(own.most_common())
    behind = collections.Counter()
    for d in (result.get('probe') or {}).get('diagnostics', []):
        label = construct(d, folder)
        behind[label] += 1
        examples.setdefault(label, d.get('message'))
    result['probeConstructs'] = dict(behind.most_common())
    # One message per construct, for `detail`: they quote the widget's code, so they stay in the JSON.
    result['examples'] = examples


def summarize(results):
    classes = collections.Counter(r['class'] for r in results)
    lost = collections.Counter()
    widgets_with = collections.Counter()
    other = collections.Counter()
    for r in results:
        for code, n in r['codes'].items():
            if code in LOST_CONTENT or code in SCORE_CODES:
                lost[code] += n
                widgets_with[code] += 1
            else:
                other[code] += n
    constructs = {}
    for r in results:
        if r['class'] == 'fully':
            continue
        for label, n in r['constructs'].items():
            c = constructs.setdefault(label, {'widgets': [], 'diagnostics': 0, 'probeWidgets': [], 'probeDiagnostics': 0})
            c['widgets'].append(r['id'])
            c['diagnostics'] += n
        for label, n in r['probeConstructs'].items():
            c = constructs.setdefault(label, {'widgets': [], 'diagnostics': 0, 'probeWidgets': [], 'probeDiagnostics': 0})
            c['probeWidgets'].append(r['id'])
            c['probeDiagnostics'] += n
        for label, message in r.get('examples', {}).items():
            if label in constructs:
                constructs[label].setdefault('example', message)
    ranked = sorted(constructs.items(), key=lambda item: (-len(set(item[1]['widgets']) | set(item[1]['probeWidgets'])),
                                                          -len(item[1]['widgets']), item[0]))
    return {'widgets': len(results), 'fully': classes['fully'], 'partly': classes['partly'], 'not': classes['not'],
            'lostContent': dict(lost.most_common()), 'widgetsWithCode': dict(widgets_with.most_common()),
            'otherCodes': dict(other.most_common()), 'constructs': dict(ranked)}


def top_codes(result, n=3):
    ranked = sorted(((c, k) for c, k in result['codes'].items() if c in LOST_CONTENT or c in SCORE_CODES),
                    key=lambda item: (-item[1], item[0]))
    return ', '.join(f'{c}×{k}' for c, k in ranked[:n])


def print_table(report, out=sys.stdout):
    s = report['summary']
    w = out.write
    w(f"livepeek {report['livepeek']}  now {NOW}  widgets {s['widgets']}\n\n")
    w(f"| class | widgets |\n|---|---:|\n| fully | {s['fully']} |\n| partly | {s['partly']} |\n| not | {s['not']} |\n\n")
    w('| lost-content code | diagnostics | widgets |\n|---|---:|---:|\n')
    for code, n in s['lostContent'].items():
        w(f"| `{code}` | {n} | {s['widgetsWithCode'][code]} |\n")
    if s['otherCodes']:
        w('\nother codes (not lost content): ' + ', '.join(f'{c} {n}' for c, n in s['otherCodes'].items()) + '\n')
    w('\n| construct (widgets not read fully) | widgets | of them behind an exit 2 (lint) | diagnostics |\n|---|---:|---:|---:|\n')
    for label, c in s['constructs'].items():
        every = set(c['widgets']) | set(c['probeWidgets'])
        w(f"| {label} | {len(every)} | {len(set(c['probeWidgets']) - set(c['widgets']))} | {c['diagnostics'] + c['probeDiagnostics']} |\n")
    w('\n| id | class | exit | complete | top codes |\n|---|---|---:|---|---|\n')
    for r in report['widgets']:
        w(f"| {r['id']} | {r['class']} | {r['exit']} | {r['complete']} | {top_codes(r)} |\n")
    errors = [r for r in report['widgets'] if r['exit'] not in (0, 1) or r['error']]
    if errors:
        w('\nfirst line of each error:\n\n')
        for r in errors:
            w(f"- {r['id']} (exit {r['exit']}): {r['error']}\n")


def score(args):
    rows = select(read_manifest(args.manifest), args.only)
    if args.half:
        # Rows without a `half` column (the corpus of MANIFEST.tsv) are unaffected.
        rows = [r for r in rows if r.get('half', args.half) == args.half]
    binary = os.path.abspath(args.livepeek)
    version = subprocess.run([binary, '--version'], capture_output=True, text=True).stdout.strip() or binary
    results = []
    for row in rows:
        result = score_one(row, args.dest, binary, args.timeout)
        add_constructs(result, args.dest)
        results.append(result)
        if args.verbose:
            print(f"{row['id']}: {result['class']} (exit {result['exit']})", file=sys.stderr)
    report = {'livepeek': version, 'binary': binary, 'now': NOW, 'summary': summarize(results), 'widgets': results}
    print_table(report)
    if args.json:
        with open(args.json, 'w', encoding='utf-8') as f:
            json.dump(report, f, indent=1, ensure_ascii=False)
            f.write('\n')
    return 0


def detail(args):
    """Per widget: class, exit, and every diagnostic message. The messages quote the widgets' code,
    so the output belongs outside the repository (README.md)."""
    with open(args.result, encoding='utf-8') as f:
        report = json.load(f)
    out = open(args.output, 'w', encoding='utf-8') if args.output else sys.stdout
    w = out.write
    s = report['summary']
    w(f"# Corpus detail: {report['binary']}, now {report['now']}\n\n")
    w(f"{s['widgets']} widgets: fully {s['fully']}, partly {s['partly']}, not {s['not']}.\n")
    w('\n## Constructs, with one message each\n\n')
    for label, c in s.get('constructs', {}).items():
        every = sorted(set(c['widgets']) | set(c['probeWidgets']))
        w(f"- **{label}**: {len(every)} widgets ({', '.join(every)})\n")
        if c.get('example'):
            w(f"  - e.g. {c['example']}\n")
    for r in report['widgets']:
        w(f"\n## {r['id']}: {r['class']} (exit {r['exit']}, complete {r['complete']}, {r['repo']})\n\n")
        if r['error']:
            w(f"- error: {r['error']}\n")
        if r['retried']:
            w(f"- retried with --activity {r['retried']}\n")
        for label, n in r['constructs'].items():
            w(f"- construct: {label} ×{n}\n")
        for label, n in r['probeConstructs'].items():
            w(f"- behind the exit (lint): {label} ×{n}\n")
        for item in r['missing']:
            w(f"- presentation not drawn: {item}\n")
        for item in r['placeholders'] + r['questionMarks']:
            w(f"- drawn: {item}\n")
        lost = [d for d in r['diagnostics'] if d.get('code') in LOST_CONTENT or d.get('code') in SCORE_CODES]
        other = [d for d in r['diagnostics'] if d not in lost]
        for d in lost:
            w(f"- {d.get('code')}: {d.get('message')}\n")
        for d in (r.get('probe') or {}).get('diagnostics', []):
            w(f"- (lint) {d.get('code')}: {d.get('message')}\n")
        if other:
            w('- other: ' + '; '.join(f"{d.get('code')}: {message_text(d)}" for d in other) + '\n')
    if out is not sys.stdout:
        out.close()
    return 0


def compare(args):
    with open(args.before, encoding='utf-8') as f:
        before = json.load(f)
    with open(args.after, encoding='utf-8') as f:
        after = json.load(f)
    b, a = before['summary'], after['summary']
    print('| | before | after |\n|---|---:|---:|')
    for key in ('widgets', 'fully', 'partly', 'not'):
        print(f'| {key} | {b[key]} | {a[key]} |')
    print('\n| lost-content code | before | after |\n|---|---:|---:|')
    for code in sorted(set(b['lostContent']) | set(a['lostContent'])):
        print(f"| `{code}` | {b['lostContent'].get(code, 0)} | {a['lostContent'].get(code, 0)} |")
    old = {r['id']: r for r in before['widgets']}
    changed = [(r['id'], old[r['id']]['class'], r['class']) for r in after['widgets']
               if r['id'] in old and old[r['id']]['class'] != r['class']]
    if changed:
        print('\nwidgets whose class changed:')
        for i, x, y in changed:
            print(f'  {i}: {x} -> {y}')
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest='command', required=True)
    p = sub.add_parser('layout', help='copy the files of each widget from the snapshots into DEST/<id>/')
    p.add_argument('dest', nargs='?', default=DEFAULT_DEST)
    p.add_argument('--mirror', default=DEFAULT_MIRROR, help='where fetch left the snapshots (default %(default)s)')
    p.add_argument('--only', help='comma-separated ids')
    p.add_argument('--manifest', default=MANIFEST, help='the manifest to read (default: MANIFEST.tsv next to this script)')
    p.set_defaults(run=layout)
    p = sub.add_parser('score', help='run livepeek dump on each widget and classify it')
    p.add_argument('dest', nargs='?', default=DEFAULT_DEST)
    p.add_argument('--livepeek', required=True, help='the livepeek binary')
    p.add_argument('--json', help='also write the results as JSON to this file')
    p.add_argument('--only', help='comma-separated ids')
    p.add_argument('--timeout', type=float, default=120, help='seconds per dump (default %(default)s)')
    p.add_argument('--verbose', action='store_true')
    p.add_argument('--manifest', default=MANIFEST, help='the manifest to read (default: MANIFEST.tsv next to this script)')
    p.add_argument('--half', choices=('work', 'heldout'), help='score only the rows of this half (rows without a half column are kept)')
    p.set_defaults(run=score)
    p = sub.add_parser('detail', help='per-widget detail of a --json result, every message (keep it outside the repository)')
    p.add_argument('result')
    p.add_argument('--output', help='write to this file instead of standard output')
    p.set_defaults(run=detail)
    p = sub.add_parser('compare', help='compare two --json results')
    p.add_argument('before')
    p.add_argument('after')
    p.set_defaults(run=compare)
    args = parser.parse_args()
    sys.exit(args.run(args))


if __name__ == '__main__':
    main()
