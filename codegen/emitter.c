/*
 * codegen/emitter.c - what the parts of the generator (codegen/gen*.c)
 * share: the names a lookup can ask for, the model's indexes, the walk
 * over a leaf's chain, small writers of C text.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"

bool gen_has_newline_n(const char *s, size_t n) { return memchr(s, '\n', n) != NULL; }
bool gen_has_newline(const char *s, int n) { return gen_has_newline_n(s, (size_t)n); }

void gen_str_or_null(FILE *out, const char *s)
{
	if (s)
		gen_c_string(out, s, strlen(s));
	else
		fputs("NULL", out);
}

uint64_t gen_fnv1a(const char *s, size_t n)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * UINT64_C(0x100000001b3);
	return h;
}

void gen_interner_init(interner *t, int n)
{
	t->cap = 16;
	while (t->cap < (size_t)n * 2)
		t->cap *= 2;
	t->keys = calloc(t->cap, sizeof(char *));
	t->first = calloc(t->cap, sizeof(int));
}

/* key is taken (freed here or with the table) */
int gen_interner_add(interner *t, char *key, int index)
{
	size_t i = (size_t)gen_fnv1a(key, strlen(key)) & (t->cap - 1);
	while (t->keys[i] && strcmp(t->keys[i], key))
		i = (i + 1) & (t->cap - 1);
	if (t->keys[i]) {
		free(key);
		return t->first[i];
	}
	t->keys[i] = key;
	t->first[i] = index;
	return index;
}

void gen_interner_free(interner *t)
{
	for (size_t i = 0; i < t->cap; i++)
		free(t->keys[i]);
	free(t->keys);
	free(t->first);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static void names_add(names *v, const char *s)
{
	if (!s)
		return;
	if (v->n == v->cap) {
		v->cap = v->cap ? 2 * v->cap : 256;
		v->v = realloc(v->v, (size_t)v->cap * sizeof(*v->v));
		if (!v->v)
			abort();
	}
	v->v[v->n++] = s;
}

static void names_sort(names *v)
{
	qsort(v->v, (size_t)v->n, sizeof(*v->v), cmp_str);
	int k = 0;
	for (int i = 0; i < v->n; i++)
		if (!k || strcmp(v->v[k - 1], v->v[i]))
			v->v[k++] = v->v[i];
	v->n = k;
}

int gen_name_id(const emitter *e, const char *s)
{
	const char **p = bsearch(&s, e->nm.v, (size_t)e->nm.n, sizeof(*e->nm.v), cmp_str);
	return p ? (int)(p - e->nm.v) : -1;
}

int gen_root_index(const isa *m, const isa_bitset *root)
{
	for (int i = 0; i < m->nroots; i++)
		if (m->roots[i].root == root)
			return i;
	return -1;
}

int gen_enum_index(const isa *m, const isa_enum *en)
{
	for (int i = 0; i < m->nenums; i++)
		if (m->enums[i] == en)
			return i;
	return -1;
}

int gen_words_of(const isa *m) { return (m->bitsize + 63) / 64; }

/* ---- the names ---------------------------------------------------------- */

void gen_collect_names(emitter *e)
{
	const isa *m = e->m;
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		for (int c = 0; c < bs->ncases; c++) {
			const isa_case *cs = &bs->cases[c];
			for (int f = 0; f < cs->nfields; f++) {
				names_add(&e->nm, cs->fields[f].name);
				for (int p = 0; p < cs->fields[f].nparams; p++) {
					names_add(&e->nm, cs->fields[f].params[p].name);
					names_add(&e->nm, cs->fields[f].params[p].as);
				}
			}
			for (int p = 0; cs->display && p < cs->display->npieces; p++)
				if (cs->display->pieces[p].kind == PC_FIELD)
					names_add(&e->nm, cs->display->pieces[p].text);
		}
	}
	for (int x = 0; x < m->nexprs; x++)
		for (int i = 0; i < m->exprs[x]->nfields; i++)
			names_add(&e->nm, m->exprs[x]->fields[i]);
	names_add(&e->nm, ""); /* never empty */
	names_sort(&e->nm);
}

int gen_chain_field_count(const isa_bitset *leaf)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			n += b->cases[k].nfields;
	return n;
}

void gen_tabs(FILE *c, int n)
{
	while (n-- > 0)
		fputc('\t', c);
}

void gen_emit_put_text(FILE *c, const char *s, int ind)
{
	size_t n = strlen(s);
	gen_tabs(c, ind);
	fprintf(c, "%s(o, ", gen_has_newline_n(s, n) ? "rt_putn" : "RT_PUTC");
	gen_c_string(c, s, n);
	fprintf(c, ", %zu);\n", n);
}

/* whether a case has an <assert>: its checks run even without a display */
bool gen_case_asserts(const isa_case *cs)
{
	for (int i = 0; i < cs->nfields; i++)
		if (cs->fields[i].kind == TY_ASSERT)
			return true;
	return false;
}

/* what emit_eval knows, kept around a block that may not run */
unsigned char *gen_seen_save(const emitter *e)
{
	unsigned char *v = malloc((size_t)e->m->nexprs + 1);
	memcpy(v, e->seen, (size_t)e->m->nexprs + 1);
	return v;
}

void gen_seen_restore(emitter *e, unsigned char *v)
{
	memcpy(e->seen, v, (size_t)e->m->nexprs + 1);
	free(v);
}

/* the expressions a leaf's scope can evaluate: its chain's override
 * conditions and derived fields' expressions */
int gen_chain_exprs(const isa_bitset *leaf, int *out, int max)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			for (int i = -1; i < cs->nfields; i++) {
				const isa_expr *x = i < 0 ? cs->expr
							  : (cs->fields[i].derived ? cs->fields[i].expr : NULL);
				if (!x)
					continue;
				int j = 0;
				while (j < n && out[j] != x->id)
					j++;
				if (j == n && n < max)
					out[n++] = x->id;
			}
		}
	return n;
}

bool gen_flat_lookup(const isa *m)
{
	if (!m->dt)
		return false;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			if (cs->expr)
				return false;
			for (int i = 0; i < cs->nfields; i++) /* rt_display_flat checks none */
				if (cs->fields[i].kind == TY_ASSERT)
					return false;
		}
	return true;
}
