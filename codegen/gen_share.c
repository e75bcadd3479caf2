/*
 * codegen/gen_share.c - `isaproof gen` (the default form): leaves whose
 * straight C (codegen/gen_show.c) is the same share one copy, piece by
 * piece, and the shared copies are written.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"

/* Leaves whose code is the same byte for byte, but for their number and
 * their display name, share one copy: in ir3, cat2's "add.f", "min.f" and
 * their likes differ only in their names and patterns.  Lookups are shared
 * piece by piece (each expression's rt_f_ and rt_e_, each name's rt_plk_,
 * then rt_pv_), the display last, naming the pieces it uses by the number
 * of their shared copy; so leaves whose displays differ still share their
 * lookups, and displays that differ only in which leaf's copy of a piece
 * they name become one.  A shared display prints the name from the table
 * (rt_put_bsname), an unshared one as a constant. */
typedef struct leaf_text {
	char *text;
	size_t len;
	uint64_t hash;
	int rep;   /* the leaf whose copy this leaf uses */
	int users; /* of a rep: how many leaves use its copy */
} leaf_text;

/* t[b].rep: the first leaf before b with the same text, or b */
static void leaf_text_share(const isa *m, leaf_text *t, int b)
{
	t[b].hash = gen_fnv1a(t[b].text, t[b].len);
	t[b].rep = b;
	for (int j = 0; j < b; j++)
		if (m->bitsets[j]->is_leaf && t[j].rep == j && t[j].hash == t[b].hash &&
		    t[j].len == t[b].len && !memcmp(t[j].text, t[b].text, t[b].len)) {
			t[b].rep = j;
			break;
		}
	t[t[b].rep].users++;
}

/* Where each leaf's pieces of lookup code are: rep leaves, per leaf */
typedef struct lookups {
	int ne;         /* expressions */
	char **etext;   /* [leaf * ne + x]: rt_f_ and rt_e_ of x in the leaf, or NULL */
	int *erep;      /* [leaf * ne + x]: the leaf whose copy it uses */
	int *npn;       /* per leaf: how many names its operands' params read */
	int **pnames;   /* per leaf: those names */
	char ***ptext;  /* per leaf, per name: rt_plk_ */
	int **prep;     /* per leaf, per name: the leaf whose rt_plk_ it uses */
	char **vtext;   /* per leaf: rt_pv_, or NULL */
	int *vrep;      /* per leaf: the leaf whose rt_pv_ it uses */
} lookups;

static int marker_arg(const char *text, size_t *i)
{
	int n = 0;
	while (text[*i] >= '0' && text[*i] <= '9')
		n = n * 10 + (text[(*i)++] - '0');
	return n;
}

/* text with leaf b's markers put in: the leaf whose copy each names
 * (markers not yet known, <0, are kept) */
static char *resolve_refs(const lookups *lk, int b, const char *text, size_t *outlen)
{
	char *out;
	FILE *f = open_memstream(&out, outlen);
	for (size_t i = 0; text[i]; i++) {
		char ch = text[i];
		if (ch != ELEAF[0] && ch != PLEAF[0] && ch != VLEAF[0]) {
			fputc(ch, f);
			continue;
		}
		int rep = -1;
		size_t at = i;
		if (ch == VLEAF[0]) {
			rep = lk->vrep[b];
		} else {
			i++;
			int n = marker_arg(text, &i); /* i at the closing marker */
			if (ch == ELEAF[0])
				rep = lk->erep[b * lk->ne + n];
			else
				for (int k = 0; k < lk->npn[b]; k++)
					if (lk->pnames[b][k] == n)
						rep = lk->prep[b][k];
		}
		if (rep >= 0)
			fprintf(f, "%d", rep);
		else
			fwrite(text + at, 1, i + 1 - at, f);
	}
	fclose(f);
	return out;
}

/* The expressions' copies: a partition of (leaf, expression) refined until
 * the pieces in a class have the same text and name pieces of the same
 * classes; expressions name each other (a condition read while reading a
 * field), so it cannot be done one by one.  erep: the first leaf of the class. */
static void share_exprs(const isa *m, lookups *lk)
{
	int ne = lk->ne, nu = m->nbitsets * ne;
	int *cls = malloc(sizeof(int) * (size_t)(nu + 1));
	int *next = malloc(sizeof(int) * (size_t)(nu + 1));
	interner t;
	gen_interner_init(&t, nu);
	int ncls = 0;
	for (int u = 0; u < nu; u++) {
		cls[u] = lk->etext[u] ? gen_interner_add(&t, strdup(lk->etext[u]), u) : -1;
		ncls += cls[u] == u;
	}
	gen_interner_free(&t);
	for (;;) {
		gen_interner_init(&t, nu);
		int n = 0;
		for (int u = 0; u < nu; u++) {
			next[u] = -1;
			if (!lk->etext[u])
				continue;
			char *sig;
			size_t len;
			FILE *f = open_memstream(&sig, &len);
			fprintf(f, "%d", cls[u]);
			const char *text = lk->etext[u];
			for (size_t i = 0; text[i]; i++)
				if (text[i] == ELEAF[0]) {
					i++;
					int y = marker_arg(text, &i);
					fprintf(f, ",%d", cls[(u / ne) * ne + y]);
				}
			fclose(f);
			next[u] = gen_interner_add(&t, sig, u);
			n += next[u] == u;
		}
		gen_interner_free(&t);
		memcpy(cls, next, sizeof(int) * (size_t)nu);
		if (n == ncls)
			break;
		ncls = n;
	}
	for (int u = 0; u < nu; u++)
		lk->erep[u] = cls[u] >= 0 ? cls[u] / ne : -1;
	free(cls);
	free(next);
}

/* The params' lookups, then the resolvers: a piece names pieces already
 * shared, so the text with them put in decides (its own marker kept) */
static void share_params(const isa *m, lookups *lk)
{
	int total = 0;
	for (int b = 0; b < m->nbitsets; b++)
		total += lk->npn[b];
	interner t;
	gen_interner_init(&t, total);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < lk->npn[b]; k++) {
			size_t len;
			char *key = resolve_refs(lk, b, lk->ptext[b][k], &len);
			lk->prep[b][k] = gen_interner_add(&t, key, b); /* the text names the name */
		}
	gen_interner_free(&t);
	gen_interner_init(&t, m->nbitsets);
	for (int b = 0; b < m->nbitsets; b++) {
		lk->vrep[b] = -1;
		if (!lk->vtext[b])
			continue;
		size_t len;
		char *key = resolve_refs(lk, b, lk->vtext[b], &len);
		lk->vrep[b] = gen_interner_add(&t, key, b);
	}
	gen_interner_free(&t);
}

/* every leaf's pieces of lookup code, written to memory */
static void collect_lookups(emitter *e, lookups *lk)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int ne = m->nexprs, nb = m->nbitsets;
	lk->ne = ne;
	lk->etext = calloc((size_t)nb * (size_t)ne + 1, sizeof(char *));
	lk->erep = calloc((size_t)nb * (size_t)ne + 1, sizeof(int));
	lk->npn = calloc((size_t)nb + 1, sizeof(int));
	lk->pnames = calloc((size_t)nb + 1, sizeof(int *));
	lk->ptext = calloc((size_t)nb + 1, sizeof(char **));
	lk->prep = calloc((size_t)nb + 1, sizeof(int *));
	lk->vtext = calloc((size_t)nb + 1, sizeof(char *));
	lk->vrep = calloc((size_t)nb + 1, sizeof(int));
	int *ids = malloc(sizeof(int) * (size_t)(ne + 1));
	int *flat = malloc(sizeof(int) * (size_t)(ne + 1));
	size_t len;
	for (int b = 0; b < nb; b++) {
		const isa_bitset *leaf = m->bitsets[b];
		if (!leaf->is_leaf)
			continue;
		int n = gen_chain_exprs(leaf, ids, ne);
		for (int i = 0; i < n; i++) {
			e->c = open_memstream(&lk->etext[b * ne + ids[i]], &len);
			gen_emit_expr_unit(e, leaf, ids[i], flat);
			fclose(e->c);
		}
		if (!gen_has_params(leaf))
			continue;
		int most = gen_param_count(leaf);
		lk->pnames[b] = malloc(sizeof(int) * (size_t)(most + 1));
		int np = lk->npn[b] = gen_param_names(e, leaf, lk->pnames[b], most);
		lk->ptext[b] = calloc((size_t)np + 1, sizeof(char *));
		lk->prep[b] = malloc(sizeof(int) * (size_t)(np + 1));
		for (int k = 0; k < np; k++) {
			lk->prep[b][k] = -1;
			e->c = open_memstream(&lk->ptext[b][k], &len);
			gen_emit_param_lookup(e, leaf, lk->pnames[b][k]);
			fclose(e->c);
		}
		e->c = open_memstream(&lk->vtext[b], &len);
		gen_emit_param_resolver(e, lk->pnames[b], np);
		fclose(e->c);
	}
	e->c = c;
	free(ids);
	free(flat);
}

/* the shared copies: expressions (declared first: they call each other),
 * then the params' lookups and resolvers */
static void write_lookups(FILE *c, const isa *m, const lookups *lk)
{
	int ne = lk->ne, nu = m->nbitsets * ne;
	size_t len;
	for (int u = 0; u < nu; u++)
		if (lk->etext[u] && lk->erep[u] == u / ne)
			fprintf(c, "static RT_UNUSED uint64_t rt_e_%d_%d(rt_state *s, rt_scope *sc);\n",
				u / ne, u % ne);
	for (int u = 0; u < nu; u++) {
		if (!lk->etext[u] || lk->erep[u] != u / ne)
			continue;
		char *text = resolve_refs(lk, u / ne, lk->etext[u], &len);
		fwrite(text, 1, len, c);
		free(text);
	}
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < lk->npn[b]; k++) {
			if (lk->prep[b][k] != b)
				continue;
			char *text = resolve_refs(lk, b, lk->ptext[b][k], &len);
			fwrite(text, 1, len, c);
			free(text);
		}
	for (int b = 0; b < m->nbitsets; b++) {
		if (!lk->vtext[b] || lk->vrep[b] != b)
			continue;
		char *text = resolve_refs(lk, b, lk->vtext[b], &len);
		fwrite(text, 1, len, c);
		free(text);
	}
	/* a display names its leaf's resolver from this table, not as a
	 * constant: leaves whose displays differ only in it share the display */
	fputs("\nstatic RT_UNUSED const rt_pr_fn rt_pvs[] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		if (lk->vtext[b])
			fprintf(c, "\trt_pv_%d,\n", lk->vrep[b]);
		else
			fputs("\tNULL,\n", c);
	fputs("\tNULL\n};\n\n", c);
}

static void lookups_free(const isa *m, lookups *lk)
{
	for (int u = 0; u < m->nbitsets * lk->ne; u++)
		free(lk->etext[u]);
	for (int b = 0; b < m->nbitsets; b++) {
		for (int k = 0; k < lk->npn[b]; k++)
			free(lk->ptext[b][k]);
		free(lk->ptext[b]);
		free(lk->pnames[b]);
		free(lk->prep[b]);
		free(lk->vtext[b]);
	}
	free(lk->etext);
	free(lk->erep);
	free(lk->npn);
	free(lk->pnames);
	free(lk->ptext);
	free(lk->prep);
	free(lk->vtext);
	free(lk->vrep);
}

/* a comment naming the leaves that use rep's copy */
static void leaf_users_comment(FILE *c, const isa *m, const leaf_text *t, int rep)
{
	fputs("/* ", c);
	int shown = 0;
	for (int b = rep; b < m->nbitsets && shown < 6; b++)
		if (m->bitsets[b]->is_leaf && t[b].rep == rep)
			fprintf(c, "%s%s", shown++ ? ", " : "", gen_cmt(m->bitsets[b]->name));
	if (t[rep].users > shown)
		fprintf(c, " and %d more", t[rep].users - shown);
	fputs(" */", c);
}

/* rep's display: its number for LEAF_SELF, its name for LEAF_NAME */
static void leaf_show_write(FILE *c, const leaf_text *t, const isa_bitset *rep)
{
	const leaf_text *own = &t[rep->index];
	for (size_t i = 0; i < own->len; i++) {
		char ch = own->text[i];
		if (ch == LEAF_SELF[0]) {
			fprintf(c, "%d", rep->index);
		} else if (ch == LEAF_NAME[0] && own->users > 1) {
			fputs("rt_put_bsname(o, sc->bitset);", c);
		} else if (ch == LEAF_NAME[0]) {
			size_t n = strlen(rep->displayname);
			fprintf(c, "%s(o, ", gen_has_newline_n(rep->displayname, n) ? "rt_putn" : "RT_SHOW_PUTC");
			gen_c_string(c, rep->displayname, n);
			fprintf(c, ", %zu);", n);
		} else if (ch == RUN_NAME[0] && own->users > 1) {
			fputs("RT_RUN_BSNAME(p_, sc->bitset);", c);
		} else if (ch == RUN_NAME[0]) {
			fputs("RT_RUNC(p_, ", c);
			gen_c_string(c, rep->displayname, strlen(rep->displayname));
			fprintf(c, ", %zu);", strlen(rep->displayname));
		} else {
			fputc(ch, c);
		}
	}
}

/* A decodetree leaf's display is always `name f=v ...`: the walk over its
 * pieces (rt_display_walk, with the fields resolved at generation) prints
 * it from the tables, where straight C per leaf would be most of the
 * source and of its compile time for a few hundred instructions a word
 * less. */
static void emit_walked_shows(emitter *e)
{
	gen_emit_enum_printers(e);
	fputs("\n/* ---- displays: the walk over each leaf's pieces ---- */\n\n"
	      "static int rt_fetch(rt_state *s, rt_scope *sc, int e, int64_t *v)\n{\n"
	      "\t(void)s;\n\t(void)sc;\n\t(void)e;\n\t(void)v;\n\treturn 0;\n}\n\n",
	      e->c);
	if (gen_dt_rows(e)) {
		gen_dt_emit_shows(e);
		return;
	}
	fputs("static RT_FORCE_INLINE int rt_show_leaf(rt_state *s, rt_scope *sc)\n{\n"
	      "\t(void)s;\n\t(void)sc;\n\treturn 0;\n}\n",
	      e->c);
}

void gen_emit_shows(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	if (m->dt) {
		emit_walked_shows(e);
		return;
	}
	fputs("\n/* ---- compiled lookups, expressions and displays, per leaf ---- */\n\n"
	      "#define RT_EVL(x, l) (sc->known[x] ? sc->memo_val[x] : rt_e_##l##_##x(s, sc))\n\n",
	      c);
	gen_emit_scope_clears(e);
	gen_emit_enum_printers(e);
	lookups lk;
	collect_lookups(e, &lk);
	share_exprs(m, &lk);
	share_params(m, &lk);
	write_lookups(c, m, &lk);
	leaf_text *show = calloc((size_t)m->nbitsets + 1, sizeof(*show));
	for (int b = 0; b < m->nbitsets; b++) {
		/* Valhall text is printed from the instruction table (rt_va.inc) */
		if (!m->bitsets[b]->is_leaf || m->va)
			continue;
		char *raw;
		size_t rawlen;
		e->c = open_memstream(&raw, &rawlen);
		gen_emit_leaf_show(e, m->bitsets[b]);
		fclose(e->c);
		show[b].text = resolve_refs(&lk, b, raw, &show[b].len);
		free(raw);
		leaf_text_share(m, show, b);
	}
	e->c = c;
	for (int b = 0; b < m->nbitsets && !m->va; b++) {
		if (!m->bitsets[b]->is_leaf || show[b].rep != b)
			continue;
		leaf_users_comment(c, m, show, b);
		leaf_show_write(c, show, m->bitsets[b]);
		fputs("\n", c);
	}
	gen_emit_fetch_switch(e, lk.erep);
	/* a table, not a switch: the leaf is the word's, and a switch's
	 * compare tree mispredicts on top of its jump */
	fputs("typedef void (*rt_show_fn)(rt_state *s, rt_scope *sc);\n\n"
	      "static const rt_show_fn rt_shows[] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++) {
		if (m->bitsets[b]->is_leaf && !m->va)
			fprintf(c, "\trt_show_%d,\n", show[b].rep);
		else
			fputs("\tNULL,\n", c);
	}
	fputs("\tNULL\n};\n\n"
	      "static RT_FORCE_INLINE int rt_show_leaf(rt_state *s, rt_scope *sc)\n{\n"
	      "\trt_show_fn f = rt_shows[sc->bitset];\n"
	      "\tif (!f)\n\t\treturn 0;\n\tf(s, sc);\n\treturn 1;\n}\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		free(show[b].text);
	free(show);
	lookups_free(m, &lk);
}
