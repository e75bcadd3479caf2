#!/usr/bin/env bash
# ci-recipes.sh - the CI recipes of docs/ci.md are valid and their
# commands work (test ci.recipes).
#
# usage: ci-recipes.sh ISAPROOF SOURCE_DIR
#
# Reads docs/examples/ci/github-workflow.yml, docs/examples/ci/gitlab-ci.yml
# and .pre-commit-hooks.yaml as YAML (python3-yaml), checks what GitHub,
# GitLab and pre-commit need of them (the SARIF file uploaded is the one
# written, the Code Quality report is the one declared, hooks have their
# keys), then runs every isaproof command they contain, in a scratch
# repository with an isaproof.json, against ISAPROOF.  A command using a
# check option ISAPROOF's `check --help` does not list (--baseline,
# --category, --format codequality) is skipped, and the test says so.
# Exit 77 (skip) without python3 and its yaml module.
set -u
exe=${1:?usage: ci-recipes.sh ISAPROOF SOURCE_DIR}
src=${2:?}
python3 -c 'import yaml' 2>/dev/null || { echo "no python3 with yaml (Debian: python3-yaml): skipped"; exit 77; }
exe=$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")
src=$(cd "$src" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fails=0
ok() { echo "ok: $*"; }
bad() { echo "FAIL: $*"; fails=$((fails + 1)); }

# ---- the YAML: structure, and the commands it runs -------------------------
python3 - "$src" >"$tmp/commands" 2>"$tmp/yaml-errors" <<'PY'
import re, sys, yaml
src = sys.argv[1]
errors = []
def need(cond, what):
    if not cond:
        errors.append(what)

def redirect(cmd):
    m = re.search(r'>\s*(\S+)', cmd)
    return m.group(1) if m else None

# GitHub Actions workflow
gh = yaml.safe_load(open(src + "/docs/examples/ci/github-workflow.yml"))
on = gh.get("on", gh.get(True))  # YAML 1.1 reads a bare `on` as true
need(isinstance(on, dict) and "push" in on and "pull_request" in on, "github: on push and pull_request")
need(gh.get("permissions", {}).get("security-events") == "write", "github: security-events: write")
jobs = gh.get("jobs", {})
need(len(jobs) == 1, "github: one job")
written, uploads = set(), []
for name, job in jobs.items():
    need("runs-on" in job, "github: runs-on")
    for step in job.get("steps", []):
        need(("run" in step) != ("uses" in step), "github: a step runs or uses, not both")
        run = step.get("run", "")
        if run.startswith("isaproof "):
            print("github\t" + run)
            if redirect(run):
                written.add(redirect(run))
        if step.get("uses", "").startswith("github/codeql-action/upload-sarif@"):
            uploads.append(step)
need(len(uploads) == 1, "github: one upload-sarif step")
for u in uploads:
    need(u.get("with", {}).get("sarif_file") in written, "github: the SARIF uploaded is the one written")
    need(u.get("if") == "always()", "github: upload even when the check fails")
    cat = u.get("with", {}).get("category")
    need(any("--category " + str(cat) in l for l in open(src + "/docs/examples/ci/github-workflow.yml")),
         "github: upload category = --category")

# GitLab CI job
gl = yaml.safe_load(open(src + "/docs/examples/ci/gitlab-ci.yml"))
need(len(gl) == 1, "gitlab: one job")
for name, job in gl.items():
    script = job.get("script", [])
    need(isinstance(script, list) and script, "gitlab: a script")
    reports = job.get("artifacts", {}).get("reports", {})
    need(job.get("artifacts", {}).get("when") == "always", "gitlab: artifacts when: always")
    cq = reports.get("codequality")
    need(cq and any(redirect(l) == cq for l in script), "gitlab: the Code Quality report is the one written")
    for line in script:
        need(line.startswith("isaproof "), "gitlab: script lines run isaproof")
        print("gitlab\t" + line)

# pre-commit hooks
hooks = yaml.safe_load(open(src + "/.pre-commit-hooks.yaml"))
need(isinstance(hooks, list) and hooks, "pre-commit: a list of hooks")
for h in hooks:
    for k in ("id", "name", "entry", "language"):
        need(k in h, "pre-commit: hook key " + k)
    need(h.get("language") == "system", "pre-commit: language system (isaproof installed)")
    need(h.get("pass_filenames") is False, "pre-commit: the project file names the files")
    re.compile(h.get("files", ""))
    print("pre-commit\t" + h["entry"])
for e in errors:
    print(e, file=sys.stderr)
sys.exit(1 if errors else 0)
PY
if [ $? = 0 ]; then
  ok "the three recipes are YAML with what GitHub, GitLab and pre-commit need"
else
  bad "recipe structure:"; cat "$tmp/yaml-errors"
fi

# ---- the commands, in a scratch repository ---------------------------------
repo=$tmp/repo
mkdir -p "$repo/isa" "$tmp/bin"
ln -s "$exe" "$tmp/bin/isaproof"
export PATH="$tmp/bin:$PATH" GITHUB_WORKSPACE=$repo
cp "$src/isa/toy16.xml" "$src/isa/examples/check-clean.xml" "$repo/isa/"
cat >"$repo/isaproof.json" <<'JSON'
{
  "descriptions": [
    {"path": "isa/toy16.xml"},
    {"path": "isa/check-clean.xml"}
  ]
}
JSON
help=$(isaproof check --help)
if grep -q -- '--write-baseline' <<<"$help"; then
  (cd "$repo" && isaproof check --write-baseline isaproof-baseline.json >/dev/null 2>&1)
  [ -f "$repo/isaproof-baseline.json" ] && ok "baseline written for the recipes" || bad "no baseline written"
fi
ran=0
while IFS=$'\t' read -r where cmd; do
  missing=""
  for opt in --baseline --category --write-baseline; do
    if [[ " $cmd " == *" $opt "* ]] && ! grep -q -- "$opt" <<<"$help"; then missing+=" $opt"; fi
  done
  if [[ "$cmd" == *"--format codequality"* ]] && ! grep -q codequality <<<"$help"; then
    missing+=" --format codequality"
  fi
  if [ -n "$missing" ]; then
    echo "skipped ($where): $cmd (isaproof check --help lists no$missing)"
    continue
  fi
  ran=$((ran + 1))
  out=$(cd "$repo" && bash -c "set -e; $cmd" 2>&1)
  rc=$?
  if [ $rc = 0 ]; then ok "$where: $cmd"; else bad "$where: $cmd: exit $rc"; echo "$out" | head -5; fi
  # a report written must be what its reader reads
  file=$(sed -n 's/.*> *\([^ ]*\).*/\1/p' <<<"$cmd")
  if [ -n "$file" ]; then
    python3 -c 'import json,sys; json.load(open(sys.argv[1]))' "$repo/$file" && ok "$file is JSON" ||
      bad "$file is not JSON"
  fi
done <"$tmp/commands"
[ $ran -gt 0 ] || bad "no recipe command ran"
echo "$fails failures"
[ $fails = 0 ]
