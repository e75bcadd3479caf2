/*
 * solver/smt_ctx.c - the Z3 context: an error handler that records
 * instead of exiting, a solver with a per-query timeout, variables for a
 * leaf's word and gen, and reading a model back into words.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include <string.h>

#include <threads.h>
#include <time.h>

#include <z3.h>

#include "solver/gens.h"
#include "solver/internal.h"
#include "solver/smt.h"
#include "solver/cube.h"
#include "solver/prove.h"

static pv_smt *current; /* Z3's handler has no user pointer */

/* The overall budget (pv_set_deadline): a monotonic time in seconds after
 * which every query is unknown without asking Z3; 0 = none. */
static double deadline_at;

static double mono_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void pv_set_deadline(double seconds)
{
	deadline_at = seconds > 0 ? mono_now() + seconds : 0;
}

/* ---- the per-query time limit ---------------------------------------- */

/* Z3's own "timeout" parameter hands every query to its timer thread and
 * back: futex calls and a context switch per query, a sixth of check's
 * CPU on ir3 (most of it system time).  One watchdog thread per context
 * does the same job without a word per query: it looks at the running
 * query every WATCH_MS and interrupts it once it is past its limit, so a
 * query stops between its limit and WATCH_MS later, and says "timeout"
 * as Z3's timer would. */
#define WATCH_MS 20

struct pv_watch {
	mtx_t mu;
	cnd_t wake; /* signalled to stop */
	thrd_t th;
	Z3_context ctx;
	bool stop, running;
	double limit_at; /* monotonic seconds, while running */
	uint64_t query;  /* queries started */
	uint64_t fired;  /* the query last interrupted */
};

static int watch_main(void *arg)
{
	pv_watch *w = arg;
	mtx_lock(&w->mu);
	while (!w->stop) {
		if (w->running && mono_now() >= w->limit_at) {
			/* again at every look while it runs: an interrupt that
			 * comes before Z3 has entered the query is lost */
			Z3_interrupt(w->ctx);
			w->fired = w->query;
		}
		struct timespec ts;
		timespec_get(&ts, TIME_UTC);
		ts.tv_nsec += WATCH_MS * 1000000L;
		if (ts.tv_nsec >= 1000000000L) {
			ts.tv_sec++;
			ts.tv_nsec -= 1000000000L;
		}
		cnd_timedwait(&w->wake, &w->mu, &ts);
	}
	mtx_unlock(&w->mu);
	return 0;
}

/* The watchdog of the context (views share it): false when no thread
 * could be made, and then the context is not opened. */
static bool watch_start(pv_smt *s)
{
	pv_watch *w = pv_xmalloc(sizeof(*w));
	memset(w, 0, sizeof(*w));
	w->ctx = s->ctx;
	if (mtx_init(&w->mu, mtx_plain) != thrd_success) {
		free(w);
		return false;
	}
	if (cnd_init(&w->wake) != thrd_success) {
		mtx_destroy(&w->mu);
		free(w);
		return false;
	}
	if (thrd_create(&w->th, watch_main, w) != thrd_success) {
		cnd_destroy(&w->wake);
		mtx_destroy(&w->mu);
		free(w);
		return false;
	}
	s->watch = w;
	return true;
}

static void watch_end(pv_smt *s)
{
	pv_watch *w = s->watch;
	if (!w)
		return;
	mtx_lock(&w->mu);
	w->stop = true;
	cnd_signal(&w->wake);
	mtx_unlock(&w->mu);
	thrd_join(w->th, NULL);
	cnd_destroy(&w->wake);
	mtx_destroy(&w->mu);
	free(w);
	s->watch = NULL;
}

/* Before a query: false when the overall budget has run out; else the
 * query's limit (--timeout-ms, cut to what is left of the budget) handed
 * to the watchdog.  *limited says whether there is one. */
static bool query_begin(pv_smt *s, bool *limited)
{
	double ms = s->timeout_ms ? (double)s->timeout_ms : 0;
	*limited = false;
	if (deadline_at) {
		double left = deadline_at - mono_now();
		if (left <= 0)
			return false;
		if (!ms || left * 1000.0 + 1 < ms)
			ms = left * 1000.0 + 1;
	}
	pv_watch *w = s->watch;
	if (!ms || !w)
		return true;
	mtx_lock(&w->mu);
	w->query++;
	w->running = true;
	w->limit_at = mono_now() + ms / 1000.0;
	mtx_unlock(&w->mu);
	*limited = true;
	return true;
}

/* After a limited query: did the watchdog interrupt it? */
static bool query_end(pv_smt *s)
{
	pv_watch *w = s->watch;
	mtx_lock(&w->mu);
	w->running = false;
	bool fired = w->fired == w->query;
	mtx_unlock(&w->mu);
	return fired;
}

static void on_error(Z3_context c, Z3_error_code e)
{
	if (current && !current->error[0])
		snprintf(current->error, sizeof(current->error), "%s", Z3_get_error_msg(c, e));
}

bool pv_smt_open(pv_smt *s, const isa *m, unsigned timeout_ms)
{
	memset(s, 0, sizeof(*s));
	s->m = m;
	s->timeout_ms = timeout_ms;
	Z3_config cfg = Z3_mk_config();
	Z3_set_param_value(cfg, "model", "true");
	s->ctx = Z3_mk_context(cfg);
	Z3_del_config(cfg);
	if (!s->ctx)
		return false;
	current = s;
	Z3_set_error_handler(s->ctx, on_error);
	/* "QF_FD" is Z3's incremental SAT solver: it bit-blasts what is
	 * asserted and keeps its clauses across push and pop.  Every question
	 * here is over bit-vectors; the QF_BV solver, once pushed, answers
	 * them with its SMT core instead, 27 % more instructions for the
	 * whole check of Mesa's ir3. */
	s->solver = Z3_mk_solver_for_logic(s->ctx, Z3_mk_string_symbol(s->ctx, "QF_FD"));
	/* terms made in a context created by Z3_mk_context live as long as it */
	s->bv64_sort = Z3_mk_bv_sort(s->ctx, 64);
	for (int i = 0; i < 2; i++)
		s->num64[i] = Z3_mk_unsigned_int64(s->ctx, (uint64_t)i, s->bv64_sort);
	Z3_solver_inc_ref(s->ctx, s->solver);
	/* a limit needs the watchdog: no context rather than one without */
	if ((timeout_ms || deadline_at) && !watch_start(s)) {
		pv_smt_close(s);
		return false;
	}
	return true;
}

void pv_smt_view(pv_smt *view, const pv_smt *s, const isa *m)
{
	*view = *s;
	view->m = m;
	view->memo = NULL; /* terms of the other model are no answer here */
	view->nmemo = view->capmemo = 0;
	view->rcubes = NULL; /* its roots are the other model's */
	view->nrcubes = 0;
	view->simp = NULL;
	view->nsimp = view->capsimp = 0;
	view->next_scope = UINT64_C(1) << 62; /* its scopes never share an id with s's */
}

void pv_smt_view_end(pv_smt *s)
{
	for (int i = 0; i < s->capmemo; i++)
		free(s->memo[i].defs);
	free(s->memo);
	s->memo = NULL;
	s->nmemo = s->capmemo = 0;
	for (int i = 0; i < s->nrcubes; i++)
		free(s->rcubes[i].c);
	free(s->rcubes);
	s->rcubes = NULL;
	s->nrcubes = 0;
	free(s->simp);
	s->simp = NULL;
	s->nsimp = s->capsimp = 0;
}

void pv_smt_close(pv_smt *s)
{
	if (!s->ctx)
		return;
	watch_end(s);
	Z3_solver_dec_ref(s->ctx, s->solver);
	Z3_del_context(s->ctx);
	pv_smt_view_end(s);
	if (current == s)
		current = NULL;
	s->ctx = NULL;
}

void pv_smt_scope(pv_smt *s, pv_scope *sc, const isa_bitset *leaf)
{
	memset(sc, 0, sizeof(*sc));
	sc->id = ++s->next_scope;
	sc->leaf = leaf;
	unsigned width = (unsigned)leaf->root->size;
	sc->word = Z3_mk_const(s->ctx, Z3_mk_string_symbol(s->ctx, "word"),
			       Z3_mk_bv_sort(s->ctx, width));
	sc->gen = Z3_mk_const(s->ctx, Z3_mk_string_symbol(s->ctx, "gen"), Z3_mk_bv_sort(s->ctx, 32));
	sc->es = &sc->own;
}

void pv_smt_nested(pv_smt *s, pv_scope *sc, pv_scope *parent, const isa_field *via,
		   const isa_bitset *k, Z3_ast bits)
{
	memset(sc, 0, sizeof(*sc));
	sc->id = ++s->next_scope;
	sc->depth = parent->depth + 1;
	sc->leaf = k;
	sc->word = bits;
	sc->gen = parent->gen;
	sc->parent = parent;
	sc->via = via;
	sc->es = parent->es;
}

void pv_smt_operand(pv_smt *s, pv_scope *sc, pv_scope *parent, const isa_field *via,
		    Z3_ast when, const isa_bitset *k)
{
	memset(sc, 0, sizeof(*sc));
	sc->id = ++s->next_scope;
	sc->leaf = k;
	sc->depth = parent->depth + 1;
	char name[32];
	snprintf(name, sizeof(name), "opword%d", sc->depth);
	sc->word = Z3_mk_const(s->ctx, Z3_mk_string_symbol(s->ctx, name),
			       Z3_mk_bv_sort(s->ctx, (unsigned)k->root->size));
	sc->gen = parent->gen;
	sc->parent = parent;
	sc->via = via;
	sc->via_when = when;
	sc->vars = true;
	sc->es = parent->es;
}

/* (bits & care) == val over `width` bits, for a cube. */
static Z3_ast cube_match(pv_smt *s, Z3_ast bits, unsigned width, const pv_cube *c)
{
	Z3_ast eqs[ISA_MAX_WORDS];
	int n = 0;
	for (unsigned lo = 0; lo < width; lo += 64) {
		unsigned hi = lo + 63 < width ? lo + 63 : width - 1;
		uint64_t care = c->care.w[lo / 64], val = c->val.w[lo / 64];
		if (hi - lo < 63) {
			care &= ((uint64_t)1 << (hi - lo + 1)) - 1;
			val &= care;
		}
		if (!care)
			continue;
		Z3_sort so = Z3_mk_bv_sort(s->ctx, hi - lo + 1);
		Z3_ast part = Z3_mk_extract(s->ctx, hi, lo, bits);
		eqs[n++] = Z3_mk_eq(s->ctx, Z3_mk_bvand(s->ctx, part, Z3_mk_unsigned_int64(s->ctx, care, so)),
				    Z3_mk_unsigned_int64(s->ctx, val, so));
	}
	return n ? Z3_mk_and(s->ctx, (unsigned)n, eqs) : Z3_mk_true(s->ctx);
}

static Z3_ast gen_in(pv_smt *s, Z3_ast gen, const isa_bitset *b)
{
	Z3_sort s32 = Z3_mk_bv_sort(s->ctx, 32);
	Z3_ast v[2] = {Z3_mk_bvuge(s->ctx, gen, Z3_mk_unsigned_int(s->ctx, b->eff_gen_min, s32)),
		       Z3_mk_bvule(s->ctx, gen, Z3_mk_unsigned_int(s->ctx, b->eff_gen_max, s32))};
	return Z3_mk_and(s->ctx, 2, v);
}

Z3_ast pv_smt_matches(pv_smt *s, Z3_ast bits, unsigned width, const isa_bitset *k, Z3_ast gen)
{
	pv_cube c = pv_cube_of_leaf(k);
	Z3_ast v[2] = {gen_in(s, gen, k), cube_match(s, bits, width, &c)};
	return Z3_mk_and(s->ctx, 2, v);
}

/* The cubes of a root's leaves, made once per context: every scope asks
 * which leaves can meet its own. */
static const pv_cube *root_cubes(pv_smt *s, const isa_root *r)
{
	for (int i = 0; i < s->nrcubes; i++)
		if (s->rcubes[i].r == r)
			return s->rcubes[i].c;
	s->rcubes = pv_xrealloc(s->rcubes, ((size_t)s->nrcubes + 1) * sizeof(*s->rcubes));
	pv_cube *c = pv_xmalloc(((size_t)r->nleaves + 1) * sizeof(*c));
	for (int i = 0; i < r->nleaves; i++)
		c[i] = pv_cube_of_leaf(r->leaves[i]);
	s->rcubes[s->nrcubes].r = r;
	s->rcubes[s->nrcubes++].c = c;
	return c;
}

/* the word decodes as the scope's leaf: it matches, and no other leaf
 * does (isaspec), or no earlier one does (first-match roots) */
Z3_ast pv_smt_decodes_as(pv_smt *s, pv_scope *sc, const isa_root *r)
{
	if (sc->decodes)
		return sc->decodes;
	unsigned width = (unsigned)sc->leaf->root->size;
	const pv_cube *cubes = root_cubes(s, r);
	pv_cube mine = pv_cube_of_leaf(sc->leaf), both;
	int cap = r->nleaves + 1, n = 0;
	Z3_ast *v = pv_xmalloc((size_t)cap * sizeof(Z3_ast));
	v[n++] = pv_smt_matches(s, sc->word, width, sc->leaf, sc->gen);
	for (int i = 0; i < r->nleaves; i++) {
		const isa_bitset *k = r->leaves[i];
		if (k == sc->leaf) {
			if (r->first_match) /* decodetree: only earlier leaves take it */
				break;
			continue;
		}
		if (!pv_cube_intersect(&mine, &cubes[i], &both))
			continue; /* can never match the same word */
		v[n++] = Z3_mk_not(s->ctx, pv_smt_matches(s, sc->word, width, k, sc->gen));
	}
	Z3_ast all = Z3_mk_and(s->ctx, (unsigned)n, v);
	free(v);
	sc->decodes = all;
	return all;
}

static uint64_t model_u64(pv_smt *s, Z3_model mdl, Z3_ast t)
{
	Z3_ast out;
	uint64_t v = 0;
	if (Z3_model_eval(s->ctx, mdl, t, true, &out))
		Z3_get_numeral_uint64(s->ctx, out, &v);
	return v;
}

/* The value of a variable (a bit-vector of at most 64 bits) in the
 * model, read from its assignment: Z3_model_eval costs some 4,000
 * instructions more per call, twice per satisfiable question.  A
 * variable the model leaves out is asked of Z3_model_eval, whose
 * completion gives it a value, as before. */
static uint64_t model_var_u64(pv_smt *s, Z3_model mdl, Z3_ast var)
{
	if (Z3_is_app(s->ctx, var)) {
		Z3_func_decl d = Z3_get_app_decl(s->ctx, Z3_to_app(s->ctx, var));
		uint64_t v = 0;
		Z3_ast out = Z3_get_decl_kind(s->ctx, d) == Z3_OP_UNINTERPRETED &&
				     Z3_get_arity(s->ctx, d) == 0
			     ? Z3_model_get_const_interp(s->ctx, mdl, d)
			     : NULL;
		if (out && Z3_is_numeral_ast(s->ctx, out) && Z3_get_numeral_uint64(s->ctx, out, &v))
			return v;
	}
	return model_u64(s, mdl, var); /* not a variable, or not in the model */
}

/* The first gen of the interval `gen` falls in, or gen itself. */
static uint32_t interval_start(uint32_t gen, const pv_interval *iv, int niv)
{
	for (int i = 0; i < niv; i++)
		if (gen >= iv[i].lo && gen <= iv[i].hi)
			return iv[i].lo;
	return gen;
}

/* Is t the conjunction of k terms (those of args, when given)? */
static bool and_of(pv_smt *s, Z3_ast t, const Z3_ast *args, int k)
{
	if (!Z3_is_app(s->ctx, t))
		return false;
	Z3_app a = Z3_to_app(s->ctx, t);
	if (Z3_get_decl_kind(s->ctx, Z3_get_app_decl(s->ctx, a)) != Z3_OP_AND ||
	    Z3_get_app_num_args(s->ctx, a) != (unsigned)k)
		return false;
	for (int i = 0; args && i < k; i++)
		if (Z3_get_app_arg(s->ctx, a, (unsigned)i) != args[i])
			return false;
	return true;
}

/* Do the facts hold in the model with the gen variable set to `to`
 * (every other variable as the model has it)?  Their conjunction is
 * substituted and evaluated once: the facts share most of their terms
 * (a leaf's "decodes as", an operand's context), which one pass over
 * the conjunction visits once, one pass per fact again and again.
 * No evaluation is needed when the substitution changed no fact but
 * `same`, one known to keep its value at `to`: the instruction scope's
 * "decodes as", when `to` is the first gen of the interval of its root
 * that the model's gen is in (the same leaves are active all through
 * an interval, and the term reads the gen only through them).  The
 * others hold in the model. */
static bool holds_at_gen(pv_smt *s, Z3_model mdl, const Z3_ast *facts, int n, Z3_ast gen,
			 uint32_t to, Z3_ast same)
{
	Z3_ast val = Z3_mk_unsigned_int(s->ctx, to, Z3_mk_bv_sort(s->ctx, 32));
	Z3_ast all = n ? Z3_mk_and(s->ctx, (unsigned)n, facts) : Z3_mk_true(s->ctx), out;
	Z3_ast t = Z3_substitute(s->ctx, all, 1, &gen, &val);
	bool changed = true;
	if (n && and_of(s, all, facts, n) && and_of(s, t, NULL, n)) {
		changed = false;
		for (int i = 0; i < n && !changed; i++)
			changed = facts[i] != same &&
				  Z3_get_app_arg(s->ctx, Z3_to_app(s->ctx, t), (unsigned)i) != facts[i];
	}
	if (!changed)
		return true;
	return Z3_model_eval(s->ctx, mdl, t, true, &out) && Z3_get_bool_value(s->ctx, out) == Z3_L_TRUE;
}

/* Is the conjunction satisfiable?  On PV_SAT, the instruction word and
 * gen of the model; with intervals, a gen moved to the first of its
 * interval when the same model holds there (*nice then says so). */
static pv_sat solve(pv_smt *s, const Z3_ast *facts, int n, pv_scope *sc, isa_bits *word,
		    uint32_t *gen, const char **why, const pv_interval *iv, int niv, bool *nice)
{
	bool limited;
	if (!query_begin(s, &limited)) {
		if (why)
			*why = "the overall time budget (--timeout) ran out";
		return PV_UNDEF;
	}
	Z3_solver_push(s->ctx, s->solver);
	for (int i = 0; i < n; i++)
		Z3_solver_assert(s->ctx, s->solver, facts[i]);
	Z3_lbool r = Z3_solver_check(s->ctx, s->solver);
	bool timed_out = limited && query_end(s);
	pv_sat res = r == Z3_L_TRUE ? PV_SAT : r == Z3_L_FALSE ? PV_UNSAT : PV_UNDEF;
	if (res == PV_UNDEF && why)
		*why = s->error[0]  ? s->error
		       : timed_out ? "timeout"
				   : Z3_solver_get_reason_unknown(s->ctx, s->solver);
	while (sc && sc->parent)
		sc = sc->parent; /* the witness is the instruction word */
	if (res == PV_SAT && sc) {
		Z3_model mdl = Z3_solver_get_model(s->ctx, s->solver);
		Z3_model_inc_ref(s->ctx, mdl);
		unsigned width = (unsigned)sc->leaf->root->size;
		isa_bits_zero(word);
		if (width <= 64) {
			word->w[0] = model_var_u64(s, mdl, sc->word);
		} else {
			for (unsigned lo = 0; lo < width; lo += 64) {
				unsigned hi = lo + 63 < width ? lo + 63 : width - 1;
				word->w[lo / 64] = model_u64(s, mdl, Z3_mk_extract(s->ctx, hi, lo, sc->word));
			}
		}
		*gen = (uint32_t)model_var_u64(s, mdl, sc->gen);
		if (nice) {
			uint32_t first = interval_start(*gen, iv, niv);
			*nice = first == *gen;
			if (!*nice && holds_at_gen(s, mdl, facts, n, sc->gen, first, sc->decodes)) {
				*gen = first;
				*nice = true;
			}
		}
		Z3_model_dec_ref(s->ctx, mdl);
	}
	Z3_solver_pop(s->ctx, s->solver, 1);
	return res;
}

pv_sat pv_smt_solve(pv_smt *s, const Z3_ast *facts, int n, pv_scope *sc, isa_bits *word,
		    uint32_t *gen, const char **why)
{
	return solve(s, facts, n, sc, word, gen, why, NULL, 0, NULL);
}

pv_sat pv_smt_solve_nice(pv_smt *s, Z3_ast *facts, int n, pv_scope *sc, isa_bits *w,
			 uint32_t *gen, const char **why, const pv_interval *iv, int niv)
{
	bool nice = true;
	pv_sat r = solve(s, facts, n, sc, w, gen, why, iv, niv, &nice);
	if (r != PV_SAT || nice)
		return r;
	for (int i = 0; i < niv; i++) {
		if (*gen < iv[i].lo || *gen > iv[i].hi || *gen == iv[i].lo)
			continue;
		facts[n] = Z3_mk_eq(s->ctx, sc->gen,
				    Z3_mk_unsigned_int(s->ctx, iv[i].lo, Z3_mk_bv_sort(s->ctx, 32)));
		isa_bits w2;
		uint32_t gen2;
		if (pv_smt_solve(s, facts, n + 1, sc, &w2, &gen2, NULL) == PV_SAT) {
			*w = w2;
			*gen = gen2;
			break;
		}
		/* not at the first gen (an ISA_GPU_ID() condition): the least
		 * gen of the interval that has a witness, by bisection */
		pv_scope *top = sc;
		while (top->parent)
			top = top->parent;
		Z3_sort s32 = Z3_mk_bv_sort(s->ctx, 32);
		uint32_t lo = iv[i].lo + 1, hi = *gen;
		while (lo < hi) {
			uint32_t mid = lo + (hi - lo) / 2;
			Z3_ast r[2] = {Z3_mk_bvuge(s->ctx, top->gen, Z3_mk_unsigned_int(s->ctx, lo, s32)),
				       Z3_mk_bvule(s->ctx, top->gen, Z3_mk_unsigned_int(s->ctx, mid, s32))};
			facts[n] = Z3_mk_and(s->ctx, 2, r);
			if (pv_smt_solve(s, facts, n + 1, sc, &w2, &gen2, NULL) == PV_SAT) {
				*w = w2;
				*gen = gen2;
				hi = gen2;
			} else {
				lo = mid + 1;
			}
		}
		break;
	}
	return r;
}

bool pv_smt_begin(pv_smt *s, const isa *m, const pv_opts *o, pv_report *rep, const isa_root **r)
{
	*r = m->instruction;
	if (!*r || (o->root && strcmp(o->root, (*r)->root->name)))
		return false;
	if (!pv_smt_open(s, m, o->timeout_ms)) {
		pv_add(rep, PV_UNKNOWN, "solver-unknown", (*r)->root->loc, "could not start Z3");
		return false;
	}
	return true;
}

bool pv_leaf_selected(const isa_bitset *leaf, const pv_opts *o)
{
	if (leaf->eff_gen_min > leaf->eff_gen_max)
		return false;
	return !o->has_gen || (o->gen >= leaf->eff_gen_min && o->gen <= leaf->eff_gen_max);
}
