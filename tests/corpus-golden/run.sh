#!/usr/bin/env bash
# Runs one hand-derived golden test on the real Mesa descriptions.
#
# usage: run.sh ISAPROOF SHARED FILE.t    (run from the source directory)
# SHARED is the ../shared folder holding corpus/mesa.  The .t files use
# $SHARED in their "# args:" line; golden.sh evals that line, so SHARED is
# exported before calling it.  Exits 77 (skip) when the corpus is absent,
# as a user's clone has no ../shared.
set -u
bin=$1 shared=$2 t=$3
if [ ! -d "$shared/corpus/mesa" ]; then
  echo "skip: $shared/corpus/mesa not present"
  exit 77
fi
SHARED=$(cd "$shared" && pwd)
export SHARED
exec bash "$(dirname "$0")/../golden.sh" "$bin" "$t"
