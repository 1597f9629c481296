#!/usr/bin/env python3
"""The public-widget corpus: lay the widgets out from repository snapshots and score livepeek on them.

  corpus.py layout [DEST]                     copy each widget's files into DEST/<id>/
  corpus.py score DEST --livepeek BIN [--json FILE] [--only ID,ID]
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
SCORE_CODES = (RETRY_ACTIVITY, PLACEHOLDER, QUESTION, MISSING)
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
    rows = select(read_manifest(), args.only)
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
              'missing': [], 'placeholders': [], 'questionMarks': []}
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
        for code in CODE_IN_TEXT.findall(run['stderr']):
            codes[code] += 1
        result['diagnostics'] = [{'severity': 'error', 'code': c, 'message': l.strip()}
                                 for l in run['stderr'].splitlines() if l.strip()
                                 for c in (CODE_IN_TEXT.findall(l) or [''])]
        result['codes'] = dict(codes)
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
    for name in SURFACES:
        lines = drawn_lines(surfaces.get(name))
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
    return {'widgets': len(results), 'fully': classes['fully'], 'partly': classes['partly'], 'not': classes['not'],
            'lostContent': dict(lost.most_common()), 'widgetsWithCode': dict(widgets_with.most_common()),
            'otherCodes': dict(other.most_common())}


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
    w('\n| id | class | exit | complete | top codes |\n|---|---|---:|---|---|\n')
    for r in report['widgets']:
        w(f"| {r['id']} | {r['class']} | {r['exit']} | {r['complete']} | {top_codes(r)} |\n")
    errors = [r for r in report['widgets'] if r['exit'] not in (0, 1) or r['error']]
    if errors:
        w('\nfirst line of each error:\n\n')
        for r in errors:
            w(f"- {r['id']} (exit {r['exit']}): {r['error']}\n")


def score(args):
    rows = select(read_manifest(), args.only)
    binary = os.path.abspath(args.livepeek)
    version = subprocess.run([binary, '--version'], capture_output=True, text=True).stdout.strip() or binary
    results = []
    for row in rows:
        result = score_one(row, args.dest, binary, args.timeout)
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
    p.set_defaults(run=layout)
    p = sub.add_parser('score', help='run livepeek dump on each widget and classify it')
    p.add_argument('dest', nargs='?', default=DEFAULT_DEST)
    p.add_argument('--livepeek', required=True, help='the livepeek binary')
    p.add_argument('--json', help='also write the results as JSON to this file')
    p.add_argument('--only', help='comma-separated ids')
    p.add_argument('--timeout', type=float, default=120, help='seconds per dump (default %(default)s)')
    p.add_argument('--verbose', action='store_true')
    p.set_defaults(run=score)
    p = sub.add_parser('compare', help='compare two --json results')
    p.add_argument('before')
    p.add_argument('after')
    p.set_defaults(run=compare)
    args = parser.parse_args()
    sys.exit(args.run(args))


if __name__ == '__main__':
    main()
