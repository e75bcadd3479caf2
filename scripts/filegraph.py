#!/usr/bin/env python3
"""scripts/filegraph.py - the graphs of which source file uses which, and
their circles.

    filegraph.py [--src DIR] [--list] [--rules PAGE] BUILD_DIR

Two graphs over the source files of the rooms (read/, model/, solver/,
codegen/, fuzz/, cli/):

  uses      A -> B when A's object file needs a symbol B's object defines
            (`nm`: A's undefined symbols, B's global definitions), from the
            objects a build of BUILD_DIR has compiled
  includes  A -> H when A says #include "H" (resolved next to A first,
            then from the top of the tree, as the build's include path does)

A circle of files (a strongly connected part of either graph) means no
file of it can be read, tested or moved without the others; each circle
found is printed as a path of edges, each edge with the symbols (or the
include line) that make it, and the exit status is 1.  --list prints
every edge of both graphs instead (sorted; exit 0).

--rules PAGE also checks every #include of the rooms against the rule
table of PAGE (docs/architecture.md, between its "include-rules: begin"
and "end" marks): which rooms a room may include from, which of their
headers are public (and to whom), and which rooms may include a
library's headers.  Each include that breaks a rule is printed with its
file and line, and the exit status is 1.

Objects of generated sources (the embedded runtime, the rule texts) stand
as "<room>/<name> (generated)" nodes.  A symbol defined by several files
(`main`, each fuzz harness's entry point) gives an edge to each.
"""

import argparse
import os
import re
import subprocess
import sys

ROOMS = ("read", "model", "solver", "codegen", "fuzz", "cli")
# the CMake target whose objects a generated source belongs to -> its room
TARGET_ROOM = {"isaproof_read": "read", "isaproof_model": "model",
               "isaproof_solver": "solver", "isaproof_codegen": "codegen",
               "isaproof": "cli"}
OBJ_RE = re.compile(r"^(?P<sub>.*?)/?CMakeFiles/(?P<target>[^/]+)\.dir/(?P<rel>.+)\.o$")
INCLUDE_RE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')
SYS_INCLUDE_RE = re.compile(r'^\s*#\s*include\s*<([^>]+)>')
TICKS_RE = re.compile(r"`([^`]+)`")


def room_of(path):
    """The room a tree-relative path lies in, or None."""
    top = path.split("/", 1)[0]
    return top if top in ROOMS and "/" in path else None


def object_source(src, build, obj):
    """The tree-relative source path an object was compiled from (or a
    generated node's name), or None when it is outside the rooms."""
    rel_obj = os.path.relpath(obj, build)
    m = OBJ_RE.match(rel_obj)
    if not m:
        return None
    sub, rel = m.group("sub"), m.group("rel")
    path = os.path.normpath(os.path.join(sub, rel))
    if os.path.isfile(os.path.join(src, path)):
        return path if room_of(path) else None
    if room_of(path):
        return None  # left by a source since removed or renamed
    room = TARGET_ROOM.get(m.group("target"))
    if room is None:
        return None
    return "%s/%s (generated)" % (room, os.path.basename(rel))


def nm_symbols(obj):
    """(defined, undefined): the global symbols an object defines and needs."""
    out = subprocess.run(["nm", "-P", obj], check=True, capture_output=True,
                         text=True).stdout
    defined, undefined = set(), set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) < 2:
            continue
        name, kind = parts[0], parts[1]
        if kind == "U":
            undefined.add(name)
        elif kind.isupper() or kind in ("w", "v"):
            defined.add(name)
    return defined, undefined


def objects(build):
    found = []
    for root, dirs, files in os.walk(build):
        dirs.sort()
        for f in sorted(files):
            if f.endswith(".o"):
                found.append(os.path.join(root, f))
    return found


def uses_graph(src, build):
    """{file: {file: set(symbols)}} from the objects under build.  A source
    compiled into several targets (the fuzz harnesses) is read once."""
    seen, syms = set(), {}
    for obj in objects(build):
        path = object_source(src, build, obj)
        if path is None or path in seen:
            continue
        seen.add(path)
        syms[path] = nm_symbols(obj)
    definers = {}
    for path, (defined, _) in syms.items():
        for s in defined:
            definers.setdefault(s, set()).add(path)
    graph = {p: {} for p in syms}
    for path, (_, undefined) in syms.items():
        for s in undefined:
            for d in definers.get(s, ()):
                if d != path:
                    graph[path].setdefault(d, set()).add(s)
    return graph


def source_files(src):
    """Every .c, .h and .inc of the rooms, tree-relative, sorted."""
    files = []
    for room in ROOMS:
        top = os.path.join(src, room)
        for root, dirs, names in os.walk(top):
            dirs.sort()
            for n in sorted(names):
                if n.endswith((".c", ".h", ".inc")):
                    files.append(os.path.relpath(os.path.join(root, n), src))
    return files


def resolve_include(src, path, name):
    """The tree-relative file `#include "name"` in path reads, or None."""
    for base in (os.path.dirname(path), ""):
        cand = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(os.path.join(src, cand)):
            return cand
    return None


def includes_graph(src):
    """{file: {header: set(['#include "x" (line N)'])}} for the rooms."""
    graph = {}
    for path in source_files(src):
        edges = graph.setdefault(path, {})
        with open(os.path.join(src, path), encoding="utf-8", errors="replace") as f:
            for n, line in enumerate(f, 1):
                m = INCLUDE_RE.match(line)
                if not m:
                    continue
                target = resolve_include(src, path, m.group(1))
                if target is not None and target != path:
                    edges.setdefault(target, set()).add(
                        '#include "%s" (line %d)' % (m.group(1), n))
    return graph


def strong_parts(graph):
    """Tarjan's strongly connected parts with more than one file, each
    sorted, in sorted order (iterative: no recursion limit to meet)."""
    index, low, on_stack, stack, parts = {}, {}, set(), [], []
    counter = [0]
    nodes = sorted(set(graph) | {d for e in graph.values() for d in e})
    for start in nodes:
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, {}))))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, it = work[-1]
            advanced = False
            for nxt in it:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter[0]
                    counter[0] += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph.get(nxt, {})))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                part = []
                while True:
                    n = stack.pop()
                    on_stack.discard(n)
                    part.append(n)
                    if n == node:
                        break
                if len(part) > 1:
                    parts.append(sorted(part))
    return sorted(parts)


def one_circle(graph, part):
    """A shortest path from the part's first file back to itself, inside
    the part: the circle printed as evidence."""
    inside = set(part)
    start = part[0]
    prev = {}
    frontier = [start]
    while frontier:
        nxt_frontier = []
        for node in frontier:
            for nxt in sorted(graph.get(node, {})):
                if nxt not in inside:
                    continue
                if nxt == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(prev[path[-1]])
                    return list(reversed(path)) + [start]
                if nxt not in prev:
                    prev[nxt] = node
                    nxt_frontier.append(nxt)
        frontier = nxt_frontier
    return [start, start]


def why(labels, limit=4):
    """The first few reasons of an edge, and how many more there are."""
    items = sorted(labels)
    text = ", ".join(items[:limit])
    if len(items) > limit:
        text += ", ... (%d more)" % (len(items) - limit)
    return text


def report_circles(kind, graph):
    parts = strong_parts(graph)
    for part in parts:
        print("filegraph: circle of %d files in the %s graph: %s"
              % (len(part), kind, " ".join(part)))
        circle = one_circle(graph, part)
        for a, b in zip(circle, circle[1:]):
            print("  %s -> %s  [%s]" % (a, b, why(graph[a][b])))
    return len(parts)


def list_edges(kind, graph):
    for a in sorted(graph):
        for b in sorted(graph[a]):
            print("%s %s -> %s  [%s]" % (kind, a, b, why(graph[a][b])))


# ---- the room rules of docs/architecture.md ----------------------------------


class Rules:
    """A room's row: the rooms it may include from, the library header
    prefixes it may include, and its public headers (each with the rooms
    it is reserved for, or None)."""

    def __init__(self):
        self.may = {}      # room -> set of rooms
        self.libs = {}     # room -> set of header prefixes
        self.public = {}   # header path -> set of rooms, or None for all


def parse_rules(page):
    """The rule table between the page's include-rules marks, or a
    message saying why it cannot be read."""
    text = open(page, encoding="utf-8").read()
    m = re.search(r"<!-- include-rules: begin -->(.*?)<!-- include-rules: end -->", text, re.S)
    if not m:
        return None, "%s: no include-rules table (marks not found)" % page
    r = Rules()
    for line in m.group(1).splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].startswith("`"):
            continue
        room = cells[0].strip("`").rstrip("/")
        if room not in ROOMS:
            return None, "%s: the include-rules table names an unknown room '%s'" % (page, room)
        for part in cells[1].split(";"):
            ticks = TICKS_RE.findall(part)
            if ticks:
                only = {t.rstrip("/") for t in ticks[1:] if t.endswith("/")}
                r.public[ticks[0]] = only or None
        r.may[room] = {t.rstrip("/") for t in TICKS_RE.findall(cells[2])}
        r.libs[room] = {t.strip("<>") for t in TICKS_RE.findall(cells[3]) if t.startswith("<")}
    missing = [room for room in ROOMS if room not in r.may]
    if missing:
        return None, "%s: the include-rules table has no row for %s" % (page, ", ".join(missing))
    return r, None


def include_lines(src, path):
    """(line number, quoted?, name) of every #include of a file."""
    with open(os.path.join(src, path), encoding="utf-8", errors="replace") as f:
        for n, line in enumerate(f, 1):
            m = INCLUDE_RE.match(line)
            if m:
                yield n, True, m.group(1)
                continue
            m = SYS_INCLUDE_RE.match(line)
            if m:
                yield n, False, m.group(1)


def include_breaks(src, rules):
    """Every include that breaks a rule, as printable lines."""
    all_libs = set().union(*rules.libs.values())
    out = []
    for path in source_files(src):
        room = room_of(path)
        for n, quoted, name in include_lines(src, path):
            where = '%s:%d: #include %s' % (path, n, '"%s"' % name if quoted else "<%s>" % name)
            if not quoted:
                for lib in sorted(all_libs):
                    if name.startswith(lib) and lib not in rules.libs[room]:
                        out.append("%s: %s/ may not include %s headers" % (where, room, lib))
                continue
            target = resolve_include(src, path, name)
            other = room_of(target) if target else None
            if other is None or other == room:
                continue
            if other not in rules.may[room]:
                out.append("%s: %s/ may not include from %s/" % (where, room, other))
            elif target not in rules.public:
                out.append("%s: %s is not a public header of %s/" % (where, target, other))
            elif rules.public[target] is not None and room not in rules.public[target]:
                out.append("%s: %s is only for %s" % (where, target,
                           ", ".join(r + "/" for r in sorted(rules.public[target]))))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--src", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."),
                    help="the source tree (default: this script's tree)")
    ap.add_argument("--list", action="store_true", help="print every edge instead")
    ap.add_argument("--rules", metavar="PAGE", help="also check the includes against PAGE's rule table")
    ap.add_argument("build", help="a build directory whose objects are compiled")
    a = ap.parse_args()
    src = os.path.abspath(a.src)
    build = os.path.abspath(a.build)
    if not os.path.isdir(build):
        print("filegraph: %s: no such build directory" % build, file=sys.stderr)
        return 2
    uses = uses_graph(src, build)
    if not uses:
        print("filegraph: %s: no objects of the rooms compiled there" % build, file=sys.stderr)
        return 2
    incs = includes_graph(src)
    if a.list:
        list_edges("uses", uses)
        list_edges("includes", incs)
        return 0
    n = report_circles("uses", uses) + report_circles("includes", incs)
    breaks = []
    if a.rules:
        rules, why = parse_rules(a.rules)
        if rules is None:
            print("filegraph: " + why, file=sys.stderr)
            return 2
        breaks = include_breaks(src, rules)
        for b in breaks:
            print("filegraph: " + b)
    print("filegraph: %d files with objects, %d uses edges, %d include edges, %d circles%s"
          % (len(uses), sum(len(e) for e in uses.values()),
             sum(len(e) for e in incs.values()), n,
             ", %d includes against the rules" % len(breaks) if a.rules else ""))
    return 1 if n or breaks else 0


if __name__ == "__main__":
    sys.exit(main())
