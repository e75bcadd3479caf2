#!/usr/bin/env bash
# fuzz/smoke.sh - a short libFuzzer run of one harness from its seeds.
#
# usage: smoke.sh FUZZER WORKDIR RUNS SECONDS [LIBFUZZER-FLAGS...] [SEED-DIRS...]
# WORKDIR is emptied first and is where new inputs go (libFuzzer writes to
# its first corpus folder), so the seed folders are only read.  Exit
# status: the fuzzer's (non-zero on a crash, leak, timeout or a
# dictionary that does not parse).
set -eu
fuzzer=$1 work=$2 runs=$3 secs=$4
shift 4
rm -rf -- "$work"
mkdir -p -- "$work"
exec "$fuzzer" -runs="$runs" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 -artifact_prefix="$work/" "$work" "$@"
