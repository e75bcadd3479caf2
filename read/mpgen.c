/*
 * read/mpgen.c - GENERATE of the MPACT-Sim languages (see mpgen.h): the
 * bindings, the checks of the body's $(name) references, a budget on
 * what the product writes, and the text of each combination.
 */
#include <stdlib.h>
#include <string.h>

#include "mpgen.h"

static void binding_tuples(mp_cursor *c, mp_gen_binding *b, const mp_gen_lang *L)
{
	do {
		mp_tok *open = mp_peek(c);
		if (!mp_expect(c, '{', "'{'"))
			break;
		int k = 0;
		do {
			const char *val = L->value(L->P);
			if (!val)
				break;
			if (k < b->nvars)
				LD_PUSH(b->values, val);
			k++;
		} while (mp_accept(c, ','));
		mp_expect(c, '}', "'}'");
		if (!c->failed && k != b->nvars) {
			mp_error(c, open->loc, "mp-generate", "tuple has %d values for %d variables", k, b->nvars);
			while (k++ < b->nvars)
				LD_PUSH(b->values, "");
		}
		b->nvals++;
	} while (mp_accept(c, ','));
}

static void binding_values(mp_cursor *c, mp_gen_binding *b, const mp_gen_lang *L)
{
	do {
		const char *val = L->value(L->P);
		if (!val)
			break;
		LD_PUSH(b->values, val);
		b->nvals++;
	} while (mp_accept(c, ','));
}

static bool push_var(mp_gen *g, const mp_gen_lang *L, const char *what, int slot)
{
	mp_gen_var v = {.tuple = g->bind.n, .slot = slot};
	if (!L->name(L->P, what, &v.name, &v.loc))
		return false;
	LD_PUSH(g->vars, v);
	return true;
}

void mp_gen_bindings(mp_cursor *c, mp_gen *g, const mp_gen_lang *L)
{
	g->kw = mp_next(c)->loc;
	mp_expect(c, '(', "'('");
	do {
		mp_gen_binding b = {.loc = mp_peek(c)->loc};
		int first = g->vars.n;
		if (mp_accept(c, '[')) {
			/* [x, y] = [{1, 2}, {3, 4}] */
			do {
				if (!push_var(g, L, "a variable name", g->vars.n - first))
					break;
			} while (mp_accept(c, ','));
			mp_expect(c, ']', "']'");
			mp_expect(c, '=', "'='");
			mp_expect(c, '[', "'['");
			b.nvars = g->vars.n - first;
			binding_tuples(c, &b, L);
		} else {
			/* v = [a, b] */
			if (!push_var(g, L, "a variable name or '['", 0))
				break;
			b.nvars = 1;
			mp_expect(c, '=', "'='");
			mp_expect(c, '[', "'['");
			binding_values(c, &b, L);
		}
		mp_expect(c, ']', "']'");
		LD_PUSH(g->bind, b);
	} while (mp_accept(c, ','));
	mp_expect(c, ')', "')'");
}

static int find_var(const mp_gen *g, const char *s, size_t len)
{
	for (int i = 0; i < g->vars.n; i++)
		if (strlen(g->vars.v[i].name) == len && !memcmp(g->vars.v[i].name, s, len))
			return i;
	return -1;
}

/* The $(name) at t->s[j], if one starts there: the name's end (at ')'). */
static const char *ref_end(const mp_tok *t, int j)
{
	if (t->s[j] != '$' || j + 1 >= t->len || t->s[j + 1] != '(')
		return NULL;
	return memchr(t->s + j + 2, ')', (size_t)(t->len - j - 2));
}

/* Every $(name) of the body names a variable; marks the ones used. */
static bool check_refs(mp_cursor *c, mp_gen *g)
{
	bool ok = true;
	for (int i = g->body; i < g->body_end && !c->failed; i++) {
		const mp_tok *t = &c->t[i];
		for (int j = 0; j < t->len; j++) {
			const char *end = ref_end(t, j);
			if (!end)
				continue;
			const char *nm = t->s + j + 2;
			int v = find_var(g, nm, (size_t)(end - nm));
			if (v < 0) {
				mp_error(c, t->loc, "mp-generate", "'$(%.*s)' names no GENERATE variable",
					 (int)(end - nm), nm);
				ok = false;
			} else {
				g->vars.v[v].used = true;
			}
		}
	}
	return ok;
}

/* A product of a few lists of ten values is already billions of copies:
 * what the GENERATE will write (the product of its lists' lengths times
 * its body's tokens) is counted before it is written, into *used (over
 * all GENERATEs of a load); false past MP_MAX_GEN_TOKENS. */
static bool fits_budget(mp_cursor *c, const mp_gen *g, uint64_t *used)
{
	const uint64_t max = MP_MAX_GEN_TOKENS;
	uint64_t copies = 1;
	for (int a = 0; a < g->bind.n; a++) {
		uint64_t k = g->bind.v[a].nvals > 0 ? (uint64_t)g->bind.v[a].nvals : 1;
		copies = copies > max / k ? max + 1 : copies * k;
	}
	int body = g->body_end - g->body;
	uint64_t per = body > 0 ? (uint64_t)body : 1;
	uint64_t cost = copies > max / per ? max + 1 : copies * per;
	if (cost <= max - *used) {
		*used += cost;
		return true;
	}
	mp_error(c, g->kw, "mp-budget",
		 "GENERATE writes %s%llu copies of a %d-token body: more than the budget of %llu generated "
		 "tokens (over all GENERATEs of the files read); not expanded",
		 copies > max ? "over " : "", (unsigned long long)(copies > max ? max : copies), body,
		 (unsigned long long)max);
	return false;
}

bool mp_gen_check(mp_cursor *c, mp_gen *g, uint64_t *gen_tokens)
{
	for (int i = 0; i < g->vars.n; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(g->vars.v[i].name, g->vars.v[j].name))
				mp_error(c, g->vars.v[i].loc, "mp-generate", "GENERATE variable '%s' is bound twice",
					 g->vars.v[i].name);
	bool refs = check_refs(c, g);
	for (int a = 0; a < g->bind.n; a++) {
		bool used = false;
		for (int i = 0; i < g->vars.n; i++)
			if (g->vars.v[i].tuple == a)
				used |= g->vars.v[i].used;
		if (!used && g->bind.v[a].nvals > 1) {
			mp_warn(c, g->bind.v[a].loc, "mp-generate-unused",
				"unreferenced GENERATE variable: MPACT then uses only its first value");
			g->bind.v[a].nvals = 1;
		}
	}
	if (c->failed || !refs || !g->bind.n || !fits_budget(c, g, gen_tokens))
		return false;
	g->idx = calloc((size_t)g->bind.n, sizeof(int));
	return g->idx != NULL;
}

static void put(mp_gen *g, isa_buf *text, const char *s, size_t n, isa_loc loc)
{
	isa_buf_putn(text, s, n);
	for (size_t k = 0; k < n; k++)
		LD_PUSH(g->map, loc);
}

const char *mp_gen_text(mp_gen *g, const mp_tok *toks, isa_arena *a)
{
	isa_buf text;
	isa_buf_init(&text);
	g->map.n = 0;
	for (int i = g->body; i < g->body_end; i++) {
		const mp_tok *t = &toks[i];
		for (int j = 0; j < t->len; j++) {
			const char *end = ref_end(t, j);
			if (!end) {
				put(g, &text, t->s + j, 1, t->loc);
				continue;
			}
			const mp_gen_var *v = &g->vars.v[find_var(g, t->s + j + 2, (size_t)(end - t->s - j - 2))];
			const mp_gen_binding *b = &g->bind.v[v->tuple];
			const char *val = b->values.v[g->idx[v->tuple] * b->nvars + v->slot];
			put(g, &text, val, strlen(val), t->loc);
			j = (int)(end - t->s);
		}
		/* MPACT joins the tokens without blanks; a blank keeps two
		 * words apart here, which its grammar never needs */
		put(g, &text, " ", 1, t->loc);
	}
	g->len = text.len;
	char *keep = isa_arena_strndup(a, text.s ? text.s : "", text.len);
	isa_buf_free(&text);
	return keep;
}

bool mp_gen_step(mp_gen *g)
{
	int a = g->bind.n - 1;
	while (a >= 0 && ++g->idx[a] >= g->bind.v[a].nvals)
		g->idx[a--] = 0;
	return a >= 0;
}

void mp_gen_free(mp_gen *g)
{
	free(g->vars.v);
	for (int a = 0; a < g->bind.n; a++)
		free(g->bind.v[a].values.v);
	free(g->bind.v);
	free(g->map.v);
	free(g->idx);
}
