#!/usr/bin/env bash
# bench/check_z3_cost.sh - what one question costs Z3 before its size counts.
#
# usage: bench/check_z3_cost.sh [QUESTIONS]   (QUESTIONS 200)
#
# `check` asks Z3 each question as push, assert, check, pop on one solver.
# This compiles a small program against Debian's libz3 that asks QUESTIONS
# trivial questions that way (one 64-bit variable, `(x & 0xff) == i`, a
# model read back for each) and, under callgrind, prints the instructions
# per question, the run with one question subtracted (context set-up and
# exit), for each solver `check` could use: the QF_FD solver it uses (Z3's
# incremental SAT solver), the QF_BV solver, Z3's simple solver (its SMT
# core), and a check with nothing new asserted (what is left when the
# assertions are already in).  Needs gcc, valgrind and libz3-dev.
set -u
n=${1:-200}
for tool in gcc valgrind; do
  if ! command -v "$tool" > /dev/null; then
    echo "check_z3_cost: $tool not found" >&2
    exit 2
  fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/q.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <z3.h>

/* questions asked the way check asks them: push, assert, check, pop */
int main(int argc, char **argv)
{
	int n = atoi(argv[1]), sat = 0;
	const char *how = argv[2];
	Z3_config cfg = Z3_mk_config();
	Z3_set_param_value(cfg, "model", "true");
	Z3_context c = Z3_mk_context(cfg);
	Z3_del_config(cfg);
	Z3_solver s = !strcmp(how, "simple") ? Z3_mk_simple_solver(c)
		      : !strcmp(how, "nothing-new") ? Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, "QF_FD"))
		      : Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, how));
	Z3_solver_inc_ref(c, s);
	Z3_sort bv = Z3_mk_bv_sort(c, 64);
	Z3_ast x = Z3_mk_const(c, Z3_mk_string_symbol(c, "x"), bv);
	bool fresh = strcmp(how, "nothing-new") != 0;
	for (int i = 0; i < n; i++) {
		Z3_ast f = Z3_mk_eq(c, Z3_mk_bvand(c, x, Z3_mk_unsigned_int64(c, 0xff, bv)),
				    Z3_mk_unsigned_int64(c, (uint64_t)(i & 0xff), bv));
		if (fresh || i == 0) {
			Z3_solver_push(c, s);
			Z3_solver_assert(c, s, f);
		}
		if (Z3_solver_check(c, s) == Z3_L_TRUE) {
			Z3_model m = Z3_solver_get_model(c, s);
			Z3_model_inc_ref(c, m);
			Z3_ast out;
			uint64_t v = 0;
			if (Z3_model_eval(c, m, x, true, &out))
				Z3_get_numeral_uint64(c, out, &v);
			sat += (v & 0xff) == (uint64_t)(fresh ? i & 0xff : 0);
			Z3_model_dec_ref(c, m);
		}
		if (fresh)
			Z3_solver_pop(c, s, 1);
	}
	Z3_solver_dec_ref(c, s);
	Z3_del_context(c);
	printf("%d\n", sat);
	return sat == n ? 0 : 1;
}
EOF
if ! gcc -O2 -std=c11 -o "$tmp/q" "$tmp/q.c" -lz3 2> "$tmp/cc.err"; then
  echo "check_z3_cost: could not build against libz3:" >&2
  cat "$tmp/cc.err" >&2
  exit 2
fi
ir() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$tmp/q" "$1" "$2" 2>&1 >/dev/null |
    awk '/refs:/ { gsub(",", "", $NF); print $NF }'
}
echo "questions: $n (push, assert, check, pop; model read on each)"
for how in QF_FD QF_BV simple nothing-new; do
  one=$(ir 1 "$how")
  all=$(ir "$n" "$how")
  if [ -z "$one" ] || [ -z "$all" ]; then
    echo "check_z3_cost: $how did not run" >&2
    exit 1
  fi
  awk -v how="$how" -v a="$all" -v b="$one" -v n="$n" \
    'BEGIN { printf "%-12s %9.0f Ir per question\n", how, (a - b) / (n - 1) }'
done
