/*
 * codegen/gen.c - `isaproof gen`: the generated decoder's header and its
 * tables.
 *
 * The generated source is: the runtime's first half (types, operator
 * helpers), then tables describing the model with every name resolved to
 * an index and every lookup's walk over cases precomputed, then the
 * expressions as C functions, the classifiers as switch code, and the
 * runtime's second half (the decoder, the public API).  Nothing in it
 * depends on the time or the machine: the same description gives the
 * same bytes.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "emit.h"
#include "gen.h"
#include "internal.h"

#define MAX_PREFIX 48

typedef struct names {
	const char **v;
	int n, cap;
} names;

typedef struct emitter {
	const isa *m;
	const gen_opts *o;
	const char *pfx;
	char upfx[MAX_PREFIX + 1]; /* the prefix in capitals, for macros and constants */
	FILE *c;
	names nm;               /* every name a lookup can ask for, sorted */
	isa_dtree *const *trees;
	int *case_base;         /* per bitset: its first rt_cases index */
	int *field_base;        /* per global case: its first rt_fields index */
	int *piece_base;        /* per global case: its first rt_pieces index */
	/* per rt_fields / rt_pieces index: the first entry equal to it, which
	 * the per-leaf code names so that more leaves can share it */
	int *field_canon, *piece_canon;
	int ncases;
	/* display programs (build_code) */
	struct code {
		uint16_t *v;
		int n, cap;
		bool bad;
	} code;
	int *disp;              /* per bitset: its display program, or -1 */
	int *lx_at;             /* per bitset: its first rt_lx entry */
	int *lx_ids;            /* scratch: a chain's expressions */
	int *lx_code, *lx_expr; /* per rt_lx entry */
	int nlx;
	/* per expression: evaluated on every path to this point of the
	 * program being built, so a repeated evaluation can be left out */
	unsigned char *seen;
	char *err;
	size_t errlen;
} emitter;

/* ---- helpers ---------------------------------------------------------- */

bool gen_prefix_ok(const char *s)
{
	size_t n = s ? strlen(s) : 0;
	if (n == 0 || n > MAX_PREFIX || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
		return false;
	for (size_t i = 0; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '_')
			return false;
	return true;
}

static bool has_newline_n(const char *s, size_t n) { return memchr(s, '\n', n) != NULL; }
static bool has_newline(const char *s, int n) { return has_newline_n(s, (size_t)n); }

static void str_or_null(FILE *out, const char *s)
{
	if (s)
		gen_c_string(out, s, strlen(s));
	else
		fputs("NULL", out);
}

/* Table entries by their text: the index of the first entry with the same
 * text, through an open-addressed hash of at most n entries. */
typedef struct interner {
	char **keys;
	int *first;
	size_t cap;
} interner;

static uint64_t fnv1a(const char *s, size_t n)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325);
	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * UINT64_C(0x100000001b3);
	return h;
}

static void interner_init(interner *t, int n)
{
	t->cap = 16;
	while (t->cap < (size_t)n * 2)
		t->cap *= 2;
	t->keys = calloc(t->cap, sizeof(char *));
	t->first = calloc(t->cap, sizeof(int));
}

/* key is taken (freed here or with the table) */
static int interner_add(interner *t, char *key, int index)
{
	size_t i = (size_t)fnv1a(key, strlen(key)) & (t->cap - 1);
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

static void interner_free(interner *t)
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

static int name_id(const emitter *e, const char *s)
{
	const char **p = bsearch(&s, e->nm.v, (size_t)e->nm.n, sizeof(*e->nm.v), cmp_str);
	return p ? (int)(p - e->nm.v) : -1;
}

static int root_index(const isa *m, const isa_bitset *root)
{
	for (int i = 0; i < m->nroots; i++)
		if (m->roots[i].root == root)
			return i;
	return -1;
}

static int enum_index(const isa *m, const isa_enum *en)
{
	for (int i = 0; i < m->nenums; i++)
		if (m->enums[i] == en)
			return i;
	return -1;
}

static int words_of(const isa *m) { return (m->bitsize + 63) / 64; }

static int chain_exprs(const isa_bitset *leaf, int *out, int max);

/* ---- the names ---------------------------------------------------------- */

static void collect_names(emitter *e)
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

/* ---- what the generator cannot express ------------------------------------- */

static bool supported(emitter *e)
{
	const isa *m = e->m;
	for (int b = 0; b < m->nbitsets; b++)
		for (int c = 0; c < m->bitsets[b]->ncases; c++)
			for (int f = 0; f < m->bitsets[b]->cases[c].nfields; f++) {
				const isa_field *fd = &m->bitsets[b]->cases[c].fields[f];
				if (fd->high - fd->low + 1 > 64) {
					snprintf(e->err, e->errlen, "%s:%d: field '%s' is wider than 64 bits",
						 fd->loc.file ? fd->loc.file : "?", fd->loc.line, fd->name);
					return false;
				}
				if (fd->kind == TY_BITSET && root_index(m, fd->root) < 0) {
					snprintf(e->err, e->errlen, "%s:%d: field '%s' has no root table",
						 fd->loc.file ? fd->loc.file : "?", fd->loc.line, fd->name);
					return false;
				}
			}
	return true;
}

/* ---- the header ------------------------------------------------------------- */

/* the leaf's C name: its name with non-identifier characters as '_', and
 * "_<index>" when an earlier leaf has the same one (same name, other gens) */
static void base_ident(const char *name, char *out, size_t len)
{
	size_t n = 0;
	for (const char *s = name; *s && n + 1 < len; s++)
		out[n++] = isalnum((unsigned char)*s) ? *s : '_';
	out[n] = '\0';
}

static void leaf_ident(const isa_root *r, int i, char *out, size_t len)
{
	base_ident(r->leaves[i]->name, out, len);
	for (int j = 0; j < i; j++) {
		char other[256];
		base_ident(r->leaves[j]->name, other, sizeof(other));
		if (!strcmp(other, out)) {
			size_t n = strlen(out);
			snprintf(out + n, len - n, "_%d", i);
			return;
		}
	}
}

/* the header's opening comment under --classify-only: the two functions */
static void header_comment_classify(FILE *h, const char *p, const char *P, const char *base, int bits)
{
	fprintf(h,
		"/*\n"
		" * %s.h - classifier for %s, generated by isaproof gen --classify-only.\n"
		" * Do not edit: regenerate.\n"
		" *\n"
		" * Needs only libc.  Words are %d bits, in %s_insn.w[]: w[0] holds bits\n"
		" * 0..63, w[1] bits 64..127, and so on.  Leaf ids are %s_LEAF_* (the leaves of\n"
		" * #instruction in table order), the same as without --classify-only.\n"
		" *\n"
		" * %s_classify(w, gen, conflict)   leaf id, %s_NO_MATCH, or\n"
		" *     %s_CONFLICT (then, and only then, conflict[] gets the first two\n"
		" *     matching leaves; conflict may be NULL)\n"
		" * %s_leaf_name(leaf)   the leaf's name, NULL for an id out of range\n"
		" */\n",
		p, base, bits, p, P, p, P, P, p);
}

static void emit_header(const emitter *e, FILE *h)
{
	const char *p = e->pfx, *P = e->upfx;
	const isa *m = e->m;
	const char *src = e->o->source ? e->o->source : m->path;
	const char *base = src ? strrchr(src, '/') : NULL;
	base = base ? base + 1 : (src ? src : "?");
	if (e->o->classify_only)
		header_comment_classify(h, p, P, gen_cmt(base), m->bitsize);
	else
		fprintf(h,
		"/*\n"
		" * %s.h - decoder, disassembler and encoder for %s,\n"
		" * generated by isaproof gen.  Do not edit: regenerate.\n"
		" *\n"
		" * Needs only libc.  Words are %d bits, in %s_insn.w[]: w[0] holds bits\n"
		" * 0..63, w[1] bits 64..127, and so on.  Leaf ids are %s_LEAF_* (the leaves of\n"
		" * #instruction in table order).  The gen is the reference's gpu_id: it\n"
		" * selects leaves by their <gen> ranges and is ISA_GPU_ID() in expressions.\n"
		" *\n"
		" * %s_classify(w, gen, conflict)   leaf id, %s_NO_MATCH, or\n"
		" *     %s_CONFLICT (then, and only then, conflict[] gets the first two\n"
		" *     matching leaves; conflict may be NULL)\n"
		" * %s_disasm(w, opts, buf, size, &leaf)  one instruction as text, the\n"
		" *     same bytes as `isaproof decode` (and Mesa) print, no newline;\n"
		" *     returns the length it needed, writes at most size-1 bytes + NUL\n"
		" * %s_disasm_program(w, n, opts, file)  one line per word, with\n"
		" *     branch labels when opts->branch_labels; returns the number of\n"
		" *     words that matched nothing\n"
		" * %s_field(leaf, w, gen, name, &value)  a field's value, looked up as\n"
		" *     the disassembler does (override cases, ancestors); 1 if found.\n"
		" *     Values are the field's bits, zero-extended (a signed field's -4 in\n"
		" *     8 bits reads 0xfc); derived values as the reference computes them\n"
		" *     (cut to 32 bits in ISAs of 32 bits or less)\n"
		" * %s_fields(leaf, w, gen, vals, max)  every encodable field the word\n"
		" *     holds, with its value; returns how many (may exceed max)\n"
		" * %s_encode(leaf, vals, n, gen, &w, err, errlen)  the word holding\n"
		" *     these values (others 0): 0, or -1 with a message when a value\n"
		" *     does not fit its field or the word does not decode back to them.\n"
		" *     A value is taken as bits if it fits the field unsigned, or as a\n"
		" *     negative int64_t (converted to uint64_t) that fits it signed.\n"
		" */\n",
		p, gen_cmt(base), m->bitsize, p, P, p, P, P, p, p, p, p, p);
	fprintf(h, "#ifndef %s_H_INCLUDED\n#define %s_H_INCLUDED\n\n", P, P);
	fputs("#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n\n", h);
	fputs("#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n", h);
	fprintf(h, "#define %s_BITS %d\n#define %s_WORDS %d\n\n", P, m->bitsize, P, words_of(m));
	fprintf(h, "typedef struct %s_insn {\n\tuint64_t w[%s_WORDS];\n} %s_insn;\n\n", p, P, p);
	fprintf(h, "#define %s_NO_MATCH (-1)\n#define %s_CONFLICT (-2)\n\n", P, P);
	fprintf(h, "enum %s_leaf_id {\n", p);
	const isa_root *r = m->instruction;
	for (int i = 0; r && i < r->nleaves; i++) {
		char id[256];
		leaf_ident(r, i, id, sizeof(id));
		fprintf(h, "\t%s_LEAF_%s = %d,\n", P, id, i);
	}
	fprintf(h, "\t%s_NUM_LEAVES = %d\n};\n\n", P, r ? r->nleaves : 0);
	if (e->o->classify_only) {
		fprintf(h, "int %s_classify(const %s_insn *w, uint32_t gen, int conflict[2]);\n", p, p);
		fprintf(h, "const char *%s_leaf_name(int leaf);\n\n", p);
		fputs("#ifdef __cplusplus\n}\n#endif\n\n#endif\n", h);
		return;
	}
	fprintf(h,
		"typedef struct %s_options {\n"
		"\tuint32_t gen;       /* gpu_id */\n"
		"\tint show_errors;    /* append \"\\t; message, ...\" as the reference does */\n"
		"\tint branch_labels;  /* %s_disasm_program: l<N> / fxn<N> labels */\n"
		"\t/* prints a `custom` field into buf (NUL terminated); NULL prints nothing */\n"
		"\tvoid (*custom)(void *ctx, const char *field, uint64_t value, char *buf,\n"
		"\t               size_t size);\n"
		"\tvoid *custom_ctx;\n"
		"} %s_options;\n\n",
		p, p, p);
	fprintf(h, "typedef struct %s_fieldval {\n\tconst char *name;\n\tuint64_t value;\n} %s_fieldval;\n\n",
		p, p);
	fprintf(h, "int %s_classify(const %s_insn *w, uint32_t gen, int conflict[2]);\n", p, p);
	fprintf(h, "const char *%s_leaf_name(int leaf);\n", p);
	fprintf(h, "size_t %s_disasm(const %s_insn *w, const %s_options *opts, char *buf, size_t size,\n"
		   "\t\tint *leaf);\n", p, p, p);
	fprintf(h, "int %s_disasm_program(const %s_insn *w, size_t n, const %s_options *opts, FILE *out);\n",
		p, p, p);
	fprintf(h, "int %s_field(int leaf, const %s_insn *w, uint32_t gen, const char *name,\n"
		   "\t\tuint64_t *value);\n", p, p);
	fprintf(h, "int %s_fields(int leaf, const %s_insn *w, uint32_t gen, %s_fieldval *vals, int max);\n",
		p, p, p);
	fprintf(h, "int %s_encode(int leaf, const %s_fieldval *vals, int n, uint32_t gen, %s_insn *w,\n"
		   "\t\tchar *err, size_t errlen);\n\n", p, p, p);
	fputs("#ifdef __cplusplus\n}\n#endif\n\n#endif\n", h);
}

/* ---- tables ------------------------------------------------------------------ */

static const char *const kind_names[] = {
	[TY_INT] = "RT_INT", [TY_UINT] = "RT_UINT", [TY_HEX] = "RT_HEX",
	[TY_OFFSET] = "RT_OFFSET", [TY_UOFFSET] = "RT_UOFFSET", [TY_FLOAT] = "RT_FLOAT",
	[TY_BOOL] = "RT_BOOL", [TY_BOOL_INV] = "RT_BOOL_INV", [TY_BRANCH] = "RT_BRANCH",
	[TY_ABSBRANCH] = "RT_ABSBRANCH", [TY_CUSTOM] = "RT_CUSTOM", [TY_ENUM] = "RT_ENUM",
	[TY_BITSET] = "RT_BITSET", [TY_ASSERT] = "RT_ASSERT",
};

static void emit_names(emitter *e)
{
	fprintf(e->c, "#define RT_NNAMES %d\nstatic const char *const rt_names[] = {\n", e->nm.n);
	for (int i = 0; i < e->nm.n; i++) {
		fputs("\t", e->c);
		gen_c_string(e->c, e->nm.v[i], strlen(e->nm.v[i]));
		fputs(",\n", e->c);
	}
	fputs("};\n\n", e->c);
}

static void emit_exprs(emitter *e)
{
	const isa *m = e->m;
	for (int x = 0; x < m->nexprs; x++) {
		char fn[32];
		snprintf(fn, sizeof(fn), "rt_x%d", x);
		gen_expr_function(e->c, m->exprs[x], fn);
	}
	fputs("static const int rt_expr_fields[] = {\n", e->c);
	for (int x = 0; x < m->nexprs; x++)
		for (int i = 0; i < m->exprs[x]->nfields; i++)
			fprintf(e->c, "\t%d, /* %s */\n", name_id(e, m->exprs[x]->fields[i]),
				gen_cmt(m->exprs[x]->fields[i]));
	fputs("\t-1\n};\n\nstatic const rt_expr rt_exprs[] = {\n", e->c);
	int at = 0;
	for (int x = 0; x < m->nexprs; x++) {
		fprintf(e->c, "\t{rt_x%d, %d, %d},\n", x, at, m->exprs[x]->nfields);
		at += m->exprs[x]->nfields;
	}
	fputs("\t{NULL, 0, 0}\n};\n\n", e->c);
}

/* fields, params and assert values of every case, bitsets in model order */
/* what the runtime reads of a field, as text: two fields with the same
 * key are the same to it (their params and assert values by content) */
static char *field_key(const emitter *e, const isa_field *fd)
{
	char *key;
	size_t n;
	FILE *f = open_memstream(&key, &n);
	fprintf(f, "%d %d %d %d %d %d %d %d %d ", name_id(e, fd->name), fd->kind, fd->low, fd->high,
		fd->derived, fd->derived && fd->expr ? fd->expr->id : -1,
		fd->kind == TY_ENUM ? enum_index(e->m, fd->enm) : -1,
		fd->kind == TY_BITSET ? root_index(e->m, fd->root) : -1, fd->call);
	str_or_null(f, fd->display);
	for (int p = 0; p < fd->nparams; p++)
		fprintf(f, " %d=%d", name_id(e, fd->params[p].name), name_id(e, fd->params[p].as));
	if (fd->kind == TY_ASSERT)
		fprintf(f, " assert %llx", (unsigned long long)fd->assert_val.w[0]);
	fclose(f);
	return key;
}

static void emit_fields(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fputs("static const rt_param rt_params[] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			for (int f = 0; f < cs->nfields; f++)
				for (int p = 0; p < cs->fields[f].nparams; p++)
					fprintf(c, "\t{%d, %d},\n", name_id(e, cs->fields[f].params[p].name),
						name_id(e, cs->fields[f].params[p].as));
		}
	fputs("\t{0, 0}\n};\n\nstatic const uint64_t rt_assert_vals[] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			for (int f = 0; f < cs->nfields; f++)
				if (cs->fields[f].kind == TY_ASSERT)
					fprintf(c, "\tUINT64_C(0x%llx),\n",
						(unsigned long long)cs->fields[f].assert_val.w[0]);
		}
	fputs("\t0\n};\n\nstatic const rt_field rt_fields[] = {\n", c);
	int nparams = 0, nasserts = 0, nfields = 0, gcase = 0, total = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++)
			total += m->bitsets[b]->cases[k].nfields;
	e->field_canon = calloc((size_t)total + 1, sizeof(int));
	interner seen;
	interner_init(&seen, total);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++, gcase++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			e->field_base[gcase] = nfields;
			for (int f = 0; f < cs->nfields; f++, nfields++) {
				const isa_field *fd = &cs->fields[f];
				e->field_canon[nfields] = interner_add(&seen, field_key(e, fd), nfields);
				fprintf(c, "\t{%d, %s, %d, %d, %d, %d, %d, %d, %d, ", name_id(e, fd->name),
					kind_names[fd->kind], fd->low, fd->high, fd->derived,
					fd->derived && fd->expr ? fd->expr->id : -1,
					fd->kind == TY_ENUM ? enum_index(m, fd->enm) : -1,
					fd->kind == TY_BITSET ? root_index(m, fd->root) : -1, fd->call);
				str_or_null(c, fd->display);
				fprintf(c, ", %d, %d, %d}, /* %s.%s */\n", nparams, fd->nparams,
					fd->kind == TY_ASSERT ? nasserts : -1, gen_cmt(m->bitsets[b]->name),
					gen_cmt(fd->name));
				nparams += fd->nparams;
				nasserts += fd->kind == TY_ASSERT;
			}
		}
	fputs("\t{0, 0, 0, 0, 0, -1, -1, -1, 0, NULL, 0, 0, -1}\n};\n\n", c);
	interner_free(&seen);
}

static void emit_cases(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fputs("static const rt_piece rt_pieces[] = {\n", c);
	int total = 0, at = 0;
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++)
			total += m->bitsets[b]->cases[k].display ? m->bitsets[b]->cases[k].display->npieces : 0;
	e->piece_canon = calloc((size_t)total + 1, sizeof(int));
	interner seen;
	interner_init(&seen, total);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < m->bitsets[b]->ncases; k++) {
			const isa_display *d = m->bitsets[b]->cases[k].display;
			for (int p = 0; d && p < d->npieces; p++, at++) {
				const isa_piece *pc = &d->pieces[p];
				static const char *const pk[] = {"RT_TEXT", "RT_FIELD", "RT_NAME", "RT_ALIGN"};
				char *entry;
				size_t n;
				FILE *f = open_memstream(&entry, &n);
				fprintf(f, "\t{%s, ", pk[pc->kind]);
				if (pc->kind == PC_TEXT)
					gen_c_string(f, pc->text, (size_t)pc->len);
				else
					str_or_null(f, pc->kind == PC_FIELD ? pc->text : NULL);
				fprintf(f, ", %d, %d, %d},\n", pc->kind == PC_TEXT ? pc->len : 0,
					pc->kind == PC_FIELD ? name_id(e, pc->text) : -1, pc->align);
				fclose(f);
				fputs(entry, c);
				e->piece_canon[at] = interner_add(&seen, entry, at);
			}
		}
	interner_free(&seen);
	fputs("\t{RT_TEXT, NULL, 0, -1, 0}\n};\n\nstatic const rt_case rt_cases[] = {\n", c);
	int npieces = 0, gcase = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		e->case_base[b] = gcase;
		for (int k = 0; k < m->bitsets[b]->ncases; k++, gcase++) {
			const isa_case *cs = &m->bitsets[b]->cases[k];
			int np = cs->display ? cs->display->npieces : 0;
			e->piece_base[gcase] = npieces;
			fprintf(c, "\t{%d, %d, %d, %d, %d}, /* %s case %d */\n", cs->expr ? cs->expr->id : -1,
				e->field_base[gcase], cs->nfields, cs->display ? npieces : -1, np,
				gen_cmt(m->bitsets[b]->name), k);
			npieces += np;
		}
	}
	e->ncases = gcase;
	fputs("\t{-1, 0, 0, -1, 0}\n};\n\n", c);
}

/* The walk Mesa's field lookup makes for `name` in a scope of leaf b
 * (NULL name: a name the chain lacks).  Every override visited is
 * evaluated, so each is a step; a default case matters only when it has
 * the name, and then the walk ends there. */
static int lookup_steps(emitter *e, const isa_bitset *leaf, const char *name, bool emit)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			int f = -1;
			for (int i = 0; name && i < cs->nfields && f < 0; i++)
				if (!strcmp(cs->fields[i].name, name))
					f = i;
			if (!cs->expr && f < 0)
				continue;
			int gc = e->case_base[b->index] + k;
			if (emit)
				fprintf(e->c, "\t{%d, %d},\n", gc, f < 0 ? -1 : e->field_base[gc] + f);
			n++;
			if (!cs->expr)
				return n;
		}
	return n;
}

/* the distinct field names of a chain, sorted by name id */
static int chain_names(emitter *e, const isa_bitset *leaf, int *ids)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			for (int i = 0; i < b->cases[k].nfields; i++) {
				int id = name_id(e, b->cases[k].fields[i].name), j = 0;
				while (j < n && ids[j] != id)
					j++;
				if (j == n)
					ids[n++] = id;
			}
	for (int i = 1; i < n; i++) /* insertion sort: chains are short */
		for (int j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
			int t = ids[j];
			ids[j] = ids[j - 1];
			ids[j - 1] = t;
		}
	return n;
}

static int chain_field_count(const isa_bitset *leaf)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			n += b->cases[k].nfields;
	return n;
}

static void emit_bitsets(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int *lk_at = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *lk_n = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *miss_at = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *miss_n = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *lk_name = NULL; /* per rt_lookups entry, its name */
	int lk_cap = 0;
	/* steps: per bitset, the miss walk, then one walk per chain name */
	fputs("static const rt_step rt_steps[] = {\n", c);
	int nsteps = 0;
	int *ids = malloc(sizeof(int) * (size_t)(1 + 0));
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		miss_at[b] = nsteps;
		miss_n[b] = lookup_steps(e, bs, NULL, true);
		nsteps += miss_n[b];
		free(ids);
		ids = malloc(sizeof(int) * (size_t)(chain_field_count(bs) + 1));
		int n = chain_names(e, bs, ids);
		for (int i = 0; i < n; i++)
			nsteps += lookup_steps(e, bs, e->nm.v[ids[i]], true);
	}
	fputs("\t{0, -1}\n};\n\nstatic const rt_lookup rt_lookups[] = {\n", c);
	int nlk = 0, at = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		at += miss_n[b];
		free(ids);
		ids = malloc(sizeof(int) * (size_t)(chain_field_count(bs) + 1));
		int n = chain_names(e, bs, ids);
		lk_at[b] = nlk;
		lk_n[b] = n;
		for (int i = 0; i < n; i++) {
			int k = lookup_steps(e, bs, e->nm.v[ids[i]], false);
			fprintf(c, "\t{%d, %d, %d}, /* %s: %s */\n", ids[i], at, k, gen_cmt(bs->name),
				gen_cmt(e->nm.v[ids[i]]));
			if (nlk == lk_cap) {
				lk_cap = lk_cap ? 2 * lk_cap : 1024;
				lk_name = realloc(lk_name, sizeof(int) * (size_t)lk_cap);
			}
			lk_name[nlk] = ids[i];
			at += k;
			nlk++;
		}
	}
	free(ids);
	fputs("\t{-1, 0, 0}\n};\n\n", c);
	/* per bitset, an open-addressing table name -> rt_lookups index (the
	 * runtime probes from (name * 40503) & (size - 1)) */
	int *hash_at = calloc((size_t)m->nbitsets + 1, sizeof(int));
	int *hash_n = calloc((size_t)m->nbitsets + 1, sizeof(int));
	fputs("static const int rt_hash[] = {\n", c);
	int nh = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		int size = lk_n[b] ? 4 : 0;
		while (size && size < 2 * lk_n[b])
			size *= 2;
		int *slot = malloc(sizeof(int) * (size_t)(size + 1));
		for (int i = 0; i < size; i++)
			slot[i] = -1;
		for (int i = 0; i < lk_n[b]; i++) {
			int k = lk_at[b] + i, name = lk_name[k];
			unsigned h = ((unsigned)name * 40503u) & (unsigned)(size - 1);
			while (slot[h] >= 0)
				h = (h + 1) & (unsigned)(size - 1);
			slot[h] = k;
		}
		for (int i = 0; i < size; i++)
			fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", slot[i]);
		free(slot);
		hash_at[b] = nh;
		hash_n[b] = size;
		nh += size;
	}
	/* the display names in one array with 32 bytes to spare at its end:
	 * rt_put_bsname copies 32 bytes of a short name at once
	 * (bytes, not a string: C99 compilers need not take strings over 4095) */
	fputs("\n\t-1\n};\n\nstatic const char rt_bsnames[] = {", c);
	size_t *name_at = calloc((size_t)m->nbitsets + 1, sizeof(size_t)), name_len = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		const char *dn = m->bitsets[b]->displayname;
		name_at[b] = name_len;
		name_len += strlen(dn) + 1;
		fprintf(c, "\n\t/* %s */", gen_cmt(dn));
		for (const char *p = dn; *p; p++) /* '\ooo': a byte over 127 as the char it is */
			fprintf(c, (unsigned char)*p < 128 ? " %d," : " '\\%03o',", (unsigned char)*p);
		fputs(" 0,", c);
	}
	fputs("\n\t0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,"
	      "\n\t0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0\n};\n\n"
	      "static const rt_bitset rt_bitsets[] = {\n", c);
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *bs = m->bitsets[b];
		fputs("\t{", c);
		gen_c_string(c, bs->name, strlen(bs->name));
		size_t nlen = strlen(bs->displayname);
		fprintf(c, ", rt_bsnames + %zu, %s%zu", name_at[b],
			has_newline_n(bs->displayname, nlen) ? "-" : "", nlen);
		fprintf(c, ", %d, %d, %d, %" PRIu32 "u, %" PRIu32 "u", bs->parent ? bs->parent->index : -1,
			e->case_base[b], bs->ncases, bs->eff_gen_min, bs->eff_gen_max);
		int pub = -1;
		for (int i = 0; m->instruction && i < m->instruction->nleaves && pub < 0; i++)
			if (m->instruction->leaves[i] == bs)
				pub = i;
		fprintf(c, ", %d, %d, %d, %d, %d, %d, %d, %d},\n", hash_at[b], hash_n[b], miss_at[b],
			miss_n[b], pub, e->o->compact ? e->disp[b] : -1, e->o->compact ? e->lx_at[b] : 0,
			e->o->compact && bs->is_leaf ? chain_exprs(bs, e->lx_ids, m->nexprs) : 0);
	}
	/* match and mask of every bitset: the encoder starts from the match,
	 * and on a first-match root frees a word from earlier leaves with both;
	 * the dontcare bits, read for every word decoded, apart and dense */
	static const char *const table[] = {"match", "mask", "dontcare"};
	for (int t = 0; t < 3; t++) {
		fprintf(c, "};\n\nstatic RT_UNUSED const uint64_t rt_leaf_%s[][RT_NWORDS] = {\n",
			table[t]);
		for (int b = 0; b < m->nbitsets; b++) {
			const isa_bitset *bs = m->bitsets[b];
			const isa_bits *v = t == 2 ? &bs->ldontcare : t ? &bs->lmask : &bs->lmatch;
			fputs("\t{", c);
			for (int w = 0; w < words_of(m); w++)
				fprintf(c, "%sUINT64_C(0x%llx)", w ? ", " : "",
					(unsigned long long)v->w[w]);
			fputs("},\n", c);
		}
	}
	fputs("};\n\n", c);
	free(lk_at);
	free(name_at);
	free(lk_n);
	free(lk_name);
	free(hash_at);
	free(hash_n);
	free(miss_at);
	free(miss_n);
}

static void emit_roots(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	for (int r = 0; r < m->nroots; r++) {
		fprintf(c, "static const int rt_leaves_%d[] = {", r);
		for (int i = 0; i < m->roots[r].nleaves; i++)
			fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", m->roots[r].leaves[i]->index);
		fputs("\n\t-1\n};\n", c);
	}
	fputs("\nstatic const rt_root rt_roots[] = {\n", c);
	for (int r = 0; r < m->nroots; r++)
		fprintf(c, "\t{rt_leaves_%d, %d}, /* %s */\n", r, m->roots[r].nleaves,
			gen_cmt(m->roots[r].root->name));
	fputs("\t{NULL, 0}\n};\n\n", c);
	for (int r = 0; r < m->nroots; r++)
		gen_classifier(c, m, e->trees[r], r, e->upfx);
	fputs("static int rt_classify(int root, const uint64_t *w, uint32_t gen, int *conf)\n{\n"
	      "\tswitch (root) {\n", c);
	for (int r = 0; r < m->nroots; r++)
		fprintf(c, "\tcase %d:\n\t\treturn rt_cls_%d(w, gen, conf);\n", r, r);
	fprintf(c, "\tdefault:\n\t\treturn %s_NO_MATCH;\n\t}\n}\n\n", e->upfx);
}

/* whether field i of case c of bitset x repeats a name met before it on
 * the walk from leaf b up (the encodable-fields list names each once) */
static void emit_chain_helper(FILE *c)
{
	fputs("static int rt_chain_name_seen(int b, int x, int c, int i)\n{\n"
	      "\tint name = rt_fields[rt_cases[rt_bitsets[x].cases + c].fields + i].name;\n"
	      "\tfor (int y = b;; y = rt_bitsets[y].parent)\n"
	      "\t\tfor (int k = 0; k < rt_bitsets[y].ncases; k++) {\n"
	      "\t\t\tconst rt_case *cs = &rt_cases[rt_bitsets[y].cases + k];\n"
	      "\t\t\tfor (int j = 0; j < cs->nfields; j++) {\n"
	      "\t\t\t\tif (y == x && k == c && j == i)\n"
	      "\t\t\t\t\treturn 0;\n"
	      "\t\t\t\tif (rt_fields[cs->fields + j].kind != RT_ASSERT &&\n"
	      "\t\t\t\t    rt_fields[cs->fields + j].name == name)\n"
	      "\t\t\t\t\treturn 1;\n"
	      "\t\t\t}\n"
	      "\t\t}\n}\n\n",
	      c);
}

/* ---- display programs ------------------------------------------------------ */

/* Each leaf's display, and each expression's field fetches in a leaf's
 * scope, are compiled to a short program of 16-bit words (rt_code) that
 * one loop in the runtime runs (rt_run).  The program is the interpreter's
 * walk with every decision the description fixes taken in advance: which
 * case's display a leaf shows unless an override holds, which cases a
 * field lookup visits (each override's condition evaluated through the
 * scope's memo, as the reference does), which definition it ends on.  What
 * is left for run time is what the word decides.  The straight C of the
 * default is 4 times larger (ir3 at gcc -O2: 194 KB of machine code
 * against 44 KB) and runs fewer instructions per word. */


static void tabs(FILE *c, int n)
{
	while (n-- > 0)
		fputc('\t', c);
}

static void emit_put_text(FILE *c, const char *s, int ind)
{
	size_t n = strlen(s);
	tabs(c, ind);
	fprintf(c, "%s(o, ", has_newline_n(s, n) ? "rt_putn" : "RT_PUTC");
	gen_c_string(c, s, n);
	fprintf(c, ", %zu);\n", n);
}

/* whether a case has an <assert>: its checks run even without a display */
static bool case_asserts(const isa_case *cs)
{
	for (int i = 0; i < cs->nfields; i++)
		if (cs->fields[i].kind == TY_ASSERT)
			return true;
	return false;
}

/* opcodes, as rt_body.inc's RT_OP_* (operands follow the opcode) */
enum {
	OP_END,    /* return */
	OP_TEXT,   /* piece: its text (no '\n') */
	OP_TEXTN,  /* piece: its text, with '\n' */
	OP_ALIGN,  /* column */
	OP_NAME,   /* column: the leaf's display name */
	OP_EVAL,   /* lx: evaluate (errors, memo) */
	OP_JF,     /* lx, skip: skip words unless the expression holds */
	OP_JMP,    /* skip */
	OP_ASSERT, /* field, bitset: check an <assert> */
	OP_SHOW,   /* piece, field, lx: show the field (lx of a derived field's expression) */
	OP_SHOWP,  /* piece: show a name the leaf lacks, through params */
	OP_FETCH,  /* slot, field, lx: an expression's input */
	OP_FETCHP, /* slot, name: an input the leaf lacks, through params */
	OP_NODISP, /* the "no display template" error */
};

/* the program under construction (in the emitter); `bad` when a number
 * does not fit in 16 bits */
typedef struct code code;

static int put(code *k, int x)
{
	if (x < 0 || x > 0xffff)
		k->bad = true;
	if (k->n == k->cap) {
		k->cap = k->cap ? 2 * k->cap : 4096;
		k->v = realloc(k->v, sizeof(*k->v) * (size_t)k->cap);
		if (!k->v)
			abort();
	}
	k->v[k->n++] = (uint16_t)x;
	return k->n - 1;
}

/* a forward skip at word `at`, landing here */
static void land(code *k, int at)
{
	int d = k->n - (at + 1);
	if (d > 0xffff)
		k->bad = true;
	k->v[at] = (uint16_t)d;
}

/* the rt_lx index of expression x in the scope of leaf b: its position in
 * the leaf's chain_exprs list, after the leaf's first entry */
static int lx_of(emitter *e, const isa_bitset *leaf, int x)
{
	int *ids = e->lx_ids;
	int n = chain_exprs(leaf, ids, e->m->nexprs);
	for (int i = 0; i < n; i++)
		if (ids[i] == x)
			return e->lx_at[leaf->index] + i;
	return -1; /* not reached: every expression a program uses is in the chain */
}

/* Evaluating expression x (OP_EVAL) or branching on it (OP_JF).  An
 * evaluation repeated in one program finds what the first one left, so it
 * is left out: the memo when the first one completed; when it could not
 * start (the expression is already being evaluated, or the stack is full)
 * the same stack refuses it again, with no error either way. */
static void emit_eval(emitter *e, code *k, const isa_bitset *leaf, int op, int x)
{
	if (op == OP_EVAL && e->seen[x])
		return;
	put(k, op);
	put(k, lx_of(e, leaf, x));
	e->seen[x] = 1;
}

/* what emit_eval knows, kept around a block that may not run */
static unsigned char *seen_save(const emitter *e)
{
	unsigned char *v = malloc((size_t)e->m->nexprs + 1);
	memcpy(v, e->seen, (size_t)e->m->nexprs + 1);
	return v;
}

static void seen_restore(emitter *e, unsigned char *v)
{
	memcpy(e->seen, v, (size_t)e->m->nexprs + 1);
	free(v);
}

typedef struct walk {
	const isa_bitset *leaf;
	const char *name;
	int cur;   /* the expression being evaluated (its override holds), or -1 */
	int piece; /* display: the rt_pieces index; fetch: -1 */
	int slot;  /* fetch: the v[] index */
} walk;

static void walk_found(emitter *e, code *k, const walk *w, const isa_field *fd, int fi)
{
	int lx = fd->derived && fd->expr ? lx_of(e, w->leaf, fd->expr->id) : 0xffff;
	put(k, w->piece >= 0 ? OP_SHOW : OP_FETCH);
	put(k, w->piece >= 0 ? w->piece : w->slot);
	put(k, fi);
	put(k, lx < 0 ? 0xffff : lx);
}

static void walk_miss(emitter *e, code *k, const walk *w)
{
	if (w->piece >= 0) {
		put(k, OP_SHOWP);
		put(k, w->piece);
	} else {
		put(k, OP_FETCHP);
		put(k, w->slot);
		put(k, name_id(e, w->name));
	}
}

/* The lookup of w->name in a scope of w->leaf, as Mesa's: cases leaf
 * first, then ancestors; an override visited is evaluated, and taken when
 * it holds and has the name; a default case with the name ends the walk. */
static void emit_walk(emitter *e, code *k, const walk *w)
{
	int *ends = malloc(sizeof(int) * (size_t)(chain_field_count(w->leaf) + 64));
	int nends = 0;
	unsigned char *first = NULL; /* known on every path: the one at the first branch */
	for (const isa_bitset *b = w->leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++) {
			const isa_case *cs = &b->cases[c];
			int f = -1;
			for (int i = 0; i < cs->nfields && f < 0; i++)
				if (!strcmp(cs->fields[i].name, w->name))
					f = i;
			int gc = e->case_base[b->index] + c;
			bool always = !cs->expr || cs->expr->id == w->cur;
			if (always && f < 0)
				continue;
			if (always) {
				walk_found(e, k, w, &cs->fields[f], e->field_base[gc] + f);
				goto done;
			}
			if (f < 0) {
				emit_eval(e, k, w->leaf, OP_EVAL, cs->expr->id);
				continue;
			}
			emit_eval(e, k, w->leaf, OP_JF, cs->expr->id);
			int skip = put(k, 0);
			unsigned char *before = seen_save(e);
			if (!first)
				first = seen_save(e);
			walk_found(e, k, w, &cs->fields[f], e->field_base[gc] + f);
			put(k, OP_JMP);
			ends[nends++] = put(k, 0);
			land(k, skip);
			seen_restore(e, before);
		}
	walk_miss(e, k, w);
done:
	for (int i = 0; i < nends; i++)
		land(k, ends[i]);
	if (first)
		seen_restore(e, first);
	free(ends);
}

/* A leaf's display: the first true case with a display, leaf first, the
 * asserts of every true case checked on the way (the runtime's
 * rt_find_display), then its pieces. */
static void emit_display(emitter *e, code *k, const isa_bitset *leaf)
{
	for (const isa_bitset *x = leaf; x; x = x->parent)
		for (int c = 0; c < x->ncases; c++) {
			const isa_case *cs = &x->cases[c];
			int gc = e->case_base[x->index] + c;
			if (!cs->display && !case_asserts(cs)) {
				if (cs->expr) /* evaluated all the same: errors, memo */
					emit_eval(e, k, leaf, OP_EVAL, cs->expr->id);
				continue;
			}
			int skip = -1;
			unsigned char *before = NULL;
			if (cs->expr) {
				emit_eval(e, k, leaf, OP_JF, cs->expr->id);
				skip = put(k, 0);
				before = seen_save(e);
			}
			for (int i = 0; i < cs->nfields; i++)
				if (cs->fields[i].kind == TY_ASSERT) {
					put(k, OP_ASSERT);
					put(k, e->field_base[gc] + i);
					put(k, x->index);
				}
			if (cs->display) {
				const isa_display *d = cs->display;
				for (int i = 0; i < d->npieces; i++) {
					const isa_piece *p = &d->pieces[i];
					int pi = e->piece_base[gc] + i;
					switch (p->kind) {
					case PC_TEXT:
						put(k, has_newline_n(p->text, (size_t)p->len) ? OP_TEXTN : OP_TEXT);
						put(k, pi);
						break;
					case PC_ALIGN:
						put(k, OP_ALIGN);
						put(k, p->align);
						break;
					case PC_NAME:
						put(k, OP_NAME);
						put(k, p->align);
						break;
					case PC_FIELD: {
						walk w = {leaf, p->text, -1, pi, 0};
						emit_walk(e, k, &w);
						break;
					}
					}
				}
				put(k, OP_END);
			}
			if (skip >= 0) {
				land(k, skip);
				seen_restore(e, before);
			}
			if (cs->display && !cs->expr)
				return; /* nothing after an unconditional display runs */
		}
	put(k, OP_NODISP);
	put(k, OP_END);
}

/* Every leaf's programs: per expression its chain can evaluate, the
 * fetches of the expression's fields (the expression on top of the
 * stack, so its own override counts as true); then its display. */
static void build_code(emitter *e)
{
	const isa *m = e->m;
	code *k = &e->code;
	int nlx = 0;
	for (int b = 0; b < m->nbitsets; b++) {
		e->lx_at[b] = nlx;
		e->disp[b] = -1;
		if (m->bitsets[b]->is_leaf)
			nlx += chain_exprs(m->bitsets[b], e->lx_ids, m->nexprs);
	}
	e->lx_code = calloc((size_t)nlx + 1, sizeof(int));
	e->lx_expr = calloc((size_t)nlx + 1, sizeof(int));
	e->nlx = nlx;
	put(k, OP_END); /* offset 0: the empty program */
	for (int b = 0; b < m->nbitsets; b++) {
		const isa_bitset *leaf = m->bitsets[b];
		if (!leaf->is_leaf)
			continue;
		int n = chain_exprs(leaf, e->lx_ids, m->nexprs);
		int *ids = malloc(sizeof(int) * (size_t)(n + 1));
		memcpy(ids, e->lx_ids, sizeof(int) * (size_t)n);
		for (int i = 0; i < n; i++) {
			const isa_expr *x = m->exprs[ids[i]];
			e->lx_expr[e->lx_at[b] + i] = x->id;
			e->lx_code[e->lx_at[b] + i] = k->n;
			memset(e->seen, 0, (size_t)m->nexprs + 1);
			for (int f = 0; f < x->nfields; f++) {
				walk w = {leaf, x->fields[f], x->id, -1, f};
				emit_walk(e, k, &w);
			}
			put(k, OP_END);
		}
		free(ids);
		/* Valhall text is printed from the instruction table
		 * (rt_va.inc): no display program */
		e->disp[b] = m->va ? -1 : k->n;
		memset(e->seen, 0, (size_t)m->nexprs + 1);
		if (!m->va)
			emit_display(e, k, leaf);
	}
}

static void emit_code(emitter *e)
{
	FILE *c = e->c;
	fprintf(c, "/* display and fetch programs (%d words) */\nstatic const uint16_t rt_code[] = {", e->code.n);
	for (int i = 0; i < e->code.n; i++)
		fprintf(c, "%s%u,", i % 16 ? " " : "\n\t", e->code.v[i]);
	fputs("\n\t0\n};\n\n/* per leaf and expression of its chain: the expression, its fetch program */\n"
	      "static const rt_lexpr rt_lx[] = {\n", c);
	for (int i = 0; i < e->nlx; i++)
		fprintf(c, "\t{%d, %d},\n", e->lx_expr[i], e->lx_code[i]);
	fputs("\t{-1, 0}\n};\n\n", c);
}

/* the expressions a leaf's scope can evaluate: its chain's override
 * conditions and derived fields' expressions */
static int chain_exprs(const isa_bitset *leaf, int *out, int max)
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

/* The enums of small values with short texts, as most are (ir3's
 * swizzles, types, modes), print from a table of texts padded to 16 bytes
 * (copied whole, counted to their length): a value chosen by the word
 * makes a switch's jump mispredict about every time.  rt_enum_n<k>[v] is
 * the text's length, -1 for a value the enum lacks (printed as a
 * number); the first value that equals v wins. */
enum { ENUM_TABLE_MAX = 64, ENUM_TEXT_MAX = 15 };

static bool emit_enum_table(FILE *c, const isa_enum *en, int k)
{
	int len[ENUM_TABLE_MAX], n = 0;
	const char *text[ENUM_TABLE_MAX];
	for (int i = 0; i < ENUM_TABLE_MAX; i++)
		len[i] = -1;
	for (int i = 0; i < en->nvalues; i++) {
		const char *d = en->values[i].display;
		size_t dl = strlen(d);
		if (en->values[i].val >= ENUM_TABLE_MAX || dl > ENUM_TEXT_MAX || has_newline_n(d, dl))
			return false;
		int v = (int)en->values[i].val;
		if (len[v] >= 0)
			continue;
		len[v] = (int)dl;
		text[v] = d;
		n = v + 1 > n ? v + 1 : n;
	}
	if (!n)
		return false;
	fprintf(c, "static const char rt_enum_t%d[%d][16] = {\n", k, n);
	for (int v = 0; v < n; v++) {
		fputc('\t', c);
		gen_c_string(c, len[v] >= 0 ? text[v] : "", len[v] >= 0 ? (size_t)len[v] : 0);
		fputs(",\n", c);
	}
	fprintf(c, "};\nstatic const signed char rt_enum_n%d[%d] = {", k, n);
	for (int v = 0; v < n; v++)
		fprintf(c, "%s%d", v ? ", " : "", len[v]);
	/* inline: a few instructions where it is called, and the caller keeps
	 * the text's length in a register (worth 5% of the time per word) */
	fprintf(c, "};\n\nstatic inline void rt_enum_%d(rt_out *o, uint64_t v)\n{\n"
		   "\tint n = v < %d ? rt_enum_n%d[v] : -1;\n"
		   "\tif (RT_LIKELY(n >= 0 && o->len + 16 < o->size)) {\n"
		   "\t\tmemcpy(o->buf + o->len, rt_enum_t%d[v], 16);\n"
		   "\t\to->len += (size_t)n;\n"
		   "\t} else if (n >= 0) {\n"
		   "\t\trt_putt(o, rt_enum_t%d[v], (size_t)n);\n"
		   "\t} else {\n"
		   "\t\trt_put_u64(o, (unsigned)v);\n"
		   "\t}\n}\n\n",
		k, n, k, k, k);
	return true;
}

/* rt_enum_<k>: an enum's value as text (the first value that equals it),
 * or the number; rt_show_enum: the one for enum k */
static void emit_enum_printers(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	for (int k = 0; k < m->nenums; k++) {
		const isa_enum *en = m->enums[k];
		if (emit_enum_table(c, en, k))
			continue;
		fprintf(c, "static void rt_enum_%d(rt_out *o, uint64_t v)\n{\n\tswitch (v) {\n", k);
		for (int i = 0; i < en->nvalues; i++) {
			int j = 0;
			while (j < i && en->values[j].val != en->values[i].val)
				j++;
			if (j < i)
				continue; /* the first one wins */
			fprintf(c, "\tcase UINT64_C(0x%llx):\n", (unsigned long long)en->values[i].val);
			emit_put_text(c, en->values[i].display, 2);
			fputs("\t\treturn;\n", c);
		}
		fputs("\tdefault:\n\t\trt_put_u64(o, (unsigned)v);\n\t}\n}\n\n", c);
	}
	fputs("static void rt_show_enum(rt_out *o, int k, uint64_t v)\n{\n\tswitch (k) {\n", c);
	for (int k = 0; k < m->nenums; k++)
		fprintf(c, "\tcase %d:\n\t\trt_enum_%d(o, v);\n\t\treturn;\n", k, k);
	fputs("\tdefault:\n\t\t(void)o;\n\t\t(void)v;\n\t\treturn;\n\t}\n}\n\n", c);
}

/* ---- straight code (the default; --compact writes programs instead) ---- */

/* Per-leaf code names its own leaf by this byte, never found in generated
 * text otherwise (gen_c_string and gen_cmt escape control bytes): the
 * number is put in when the code is written (emit_shows), so that leaves
 * with the same code can share it.  LEAF_NAME stands where a display
 * prints the leaf's name. */
#define LEAF_NAME "\002"
#define LEAF_SELF "\003" /* the name of the display function itself */
/* The leaf whose copy of a piece of lookup code this leaf uses (ELEAF and
 * PLEAF take the expression's or the name's number as argument): leaves
 * share each piece whose code is the same, though the rest of their
 * lookups differ, as in ir3's cat5 leaves (see share_lookups). */
#define ELEAF "\004%d\004" /* expression %d's fetch and evaluation: rt_f_, rt_e_ */
#define PLEAF "\005%d\005" /* name %d's lookup for an operand's params: rt_plk_ */
#define VLEAF "\006"        /* the resolver of an operand's params: rt_pv_ */

/* The generated code runs the interpreter's lookups as straight code for
 * one leaf at a time (about 4 times the size of the programs below, and
 * fewer instructions per word): a cwalk over the cases Mesa's lookup visits (each
 * override's condition evaluated through the scope's memo), ending in
 * what to do with the field found, or with the name missing. */

typedef struct cwalk cwalk;
struct cwalk {
	void (*found)(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind);
	void (*miss)(emitter *e, const cwalk *w, int ind);
	const isa_bitset *leaf;
	const char *name;
	int piece;          /* display: the rt_pieces index */
	const isa_piece *p; /* display: the piece */
	int slot;           /* fetch: the v[] index */
};

/* the expression on top of the stack, known only at run time */
#define CUR_RUNTIME (-2)

/* The cwalk for w->name in a scope of w->leaf.  `cur` is the expression
 * being evaluated (its own override counts as true, so a condition can
 * read its own fields), -1 for none, CUR_RUNTIME for the variable cur. */
static void emit_cwalk(emitter *e, const cwalk *w, int cur, int ind)
{
	FILE *c = e->c;
	tabs(c, ind);
	fputs("do {\n", c);
	unsigned char *first = NULL; /* as emit_walk: known on every path out */
	for (const isa_bitset *b = w->leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			int f = -1;
			for (int i = 0; i < cs->nfields && f < 0; i++)
				if (!strcmp(cs->fields[i].name, w->name))
					f = i;
			int gc = e->case_base[b->index] + k;
			if (cs->expr && cur == CUR_RUNTIME) {
				int x = cs->expr->id;
				tabs(c, ind + 1);
				if (f < 0) {
					fprintf(c, "if (cur != %d)\n", x);
					tabs(c, ind + 2);
					fprintf(c, "(void)RT_EVL(%d, " ELEAF ");\n", x, x);
					continue;
				}
				fprintf(c, "if (cur == %d || RT_EVL(%d, " ELEAF ")) {\n", x, x, x);
				w->found(e, w, &cs->fields[f], e->field_base[gc] + f, ind + 2);
				tabs(c, ind + 2);
				fputs("break;\n", c);
				tabs(c, ind + 1);
				fputs("}\n", c);
				continue;
			}
			bool always = !cs->expr || cs->expr->id == cur;
			if (always && f < 0)
				continue;
			if (always) {
				w->found(e, w, &cs->fields[f], e->field_base[gc] + f, ind + 1);
				goto done;
			}
			if (f < 0) {
				if (!e->seen[cs->expr->id]) { /* see emit_eval */
					tabs(c, ind + 1);
					fprintf(c, "(void)RT_EVL(%d, " ELEAF ");\n", cs->expr->id, cs->expr->id);
				}
				e->seen[cs->expr->id] = 1;
				continue;
			}
			tabs(c, ind + 1);
			fprintf(c, "if (RT_EVL(%d, " ELEAF ")) {\n", cs->expr->id, cs->expr->id);
			e->seen[cs->expr->id] = 1;
			unsigned char *before = seen_save(e);
			if (!first)
				first = seen_save(e);
			w->found(e, w, &cs->fields[f], e->field_base[gc] + f, ind + 2);
			seen_restore(e, before);
			tabs(c, ind + 2);
			fputs("break;\n", c);
			tabs(c, ind + 1);
			fputs("}\n", c);
		}
	w->miss(e, w, ind + 1);
done:
	if (first)
		seen_restore(e, first);
	tabs(c, ind);
	fputs("} while (0);\n", c);
}

/* A field's value in the scope (sc) of a leaf, as a C expression: its
 * bits (constant positions), or its expression through the memo. */
static void emit_value(emitter *e, const isa_field *fd)
{
	FILE *c = e->c;
	if (fd->derived) {
		if (fd->expr)
			fprintf(c, "rt_narrow(RT_EVL(%d, " ELEAF "))", fd->expr->id, fd->expr->id);
		else
			fputs("UINT64_C(0)", c);
		return;
	}
	int width = fd->high - fd->low + 1, k = fd->low / 64, sh = fd->low % 64;
	if (fd->low / 64 != fd->high / 64) {
		fprintf(c, "rt_extract(&sc->val, %d, %d)", fd->low, fd->high);
		return;
	}
	if (width == 64)
		fprintf(c, "sc->val.w[%d]", k);
	else if (sh == 0)
		fprintf(c, "(sc->val.w[%d] & UINT64_C(0x%llx))", k,
			(unsigned long long)((UINT64_C(1) << width) - 1));
	else
		fprintf(c, "((sc->val.w[%d] >> %d) & UINT64_C(0x%llx))", k, sh,
			(unsigned long long)((UINT64_C(1) << width) - 1));
}

/* Printing the value v of field fd, as the runtime's rt_show_value does,
 * specialised to the field's kind; the rare kinds call it. */
static void emit_show_kind(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	FILE *c = e->c;
	int width = fd->high - fd->low + 1;
	if (w->p->align) {
		tabs(c, ind);
		fprintf(c, "rt_pad_to(o, %d);\n", w->p->align);
	}
	tabs(c, ind);
	switch (fd->kind) {
	case TY_INT:
		fprintf(c, "rt_put_i64(o, rt_sext(v, %d), 0);\n", width);
		break;
	case TY_UINT:
		fputs("rt_put_u64(o, v);\n", c);
		break;
	case TY_HEX:
		fputs("rt_put_hex(o, v);\n", c);
		break;
	case TY_OFFSET:
		fprintf(c, "if (v)\n");
		tabs(c, ind + 1);
		fprintf(c, "rt_put_i64(o, rt_sext(v, %d), 1);\n", width);
		break;
	case TY_BOOL:
	case TY_BOOL_INV:
		if (!fd->display) {
			fprintf(c, "rt_put_u64(o, %s);\n", fd->kind == TY_BOOL ? "(unsigned)v" : "!v");
			break;
		}
		if (has_newline_n(fd->display, strlen(fd->display))) {
			fprintf(c, "if (%sv)\n", fd->kind == TY_BOOL ? "" : "!");
			emit_put_text(c, fd->display, ind + 1);
			break;
		}
		fprintf(c, "RT_PUTC_IF(o, %sv, ", fd->kind == TY_BOOL ? "" : "!");
		gen_c_string(c, fd->display, strlen(fd->display));
		fprintf(c, ", %zu);\n", strlen(fd->display));
		break;
	case TY_ENUM:
		fprintf(c, "rt_enum_%d(o, v);\n", enum_index(e->m, fd->enm));
		break;
	case TY_BITSET:
		if (fd->nparams)
			fprintf(c, "RT_SHOW_SUB(%d, %d, v, rt_pvs[sc->bitset]);\n", e->field_canon[fi],
				root_index(e->m, fd->root));
		else
			fprintf(c, "RT_SHOW_SUB(%d, %d, v, NULL);\n", e->field_canon[fi],
				root_index(e->m, fd->root));
		break;
	default: /* uoffset, float, branches, custom: the runtime's code */
		fprintf(c, "rt_show_value(s, sc, &rt_pieces[%d], &rt_fields[%d], v);\n",
			e->piece_canon[w->piece], e->field_canon[fi]);
		return;
	}
}

static void show_found(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	FILE *c = e->c;
	if (fd->kind == TY_ASSERT) { /* shown as the runtime does: nothing */
		tabs(c, ind);
		fprintf(c, "rt_show_value(s, sc, &rt_pieces[%d], &rt_fields[%d], 0);\n",
			e->piece_canon[w->piece], e->field_canon[fi]);
		return;
	}
	tabs(c, ind);
	fputs("{\n", c);
	tabs(c, ind + 1);
	fputs("uint64_t v = ", c);
	emit_value(e, fd);
	fputs(";\n", c);
	emit_show_kind(e, w, fd, fi, ind + 1);
	tabs(c, ind);
	fputs("}\n", c);
}

static void show_miss(emitter *e, const cwalk *w, int ind)
{
	tabs(e->c, ind);
	fprintf(e->c, "rt_show_param(s, sc, &rt_pieces[%d]);\n", e->piece_canon[w->piece]);
}

static void fetch_found(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	(void)fi;
	tabs(e->c, ind);
	fprintf(e->c, "v[%d] = (int64_t)", w->slot);
	emit_value(e, fd);
	fputs(";\n", e->c);
}

static void fetch_miss(emitter *e, const cwalk *w, int ind)
{
	tabs(e->c, ind);
	fprintf(e->c, "v[%d] = (int64_t)rt_param_value(s, sc, %d);\n", w->slot, name_id(e, w->name));
}

static void lookup_found(emitter *e, const cwalk *w, const isa_field *fd, int fi, int ind)
{
	(void)w;
	tabs(e->c, ind);
	fputs("*val = ", e->c);
	emit_value(e, fd);
	fputs(";\n", e->c);
	tabs(e->c, ind);
	fprintf(e->c, "return &rt_fields[%d];\n", e->field_canon[fi]);
}

static void lookup_miss(emitter *e, const cwalk *w, int ind)
{
	tabs(e->c, ind);
	fprintf(e->c, "return rt_via_resolve(s, sc, %d, val);\n", name_id(e, w->name));
}

/* the pieces of one display, in a leaf's scope */
static void emit_pieces(emitter *e, const isa_bitset *leaf, const isa_case *cs, int gc)
{
	FILE *c = e->c;
	const isa_display *d = cs->display;
	for (int i = 0; i < d->npieces; i++) {
		const isa_piece *p = &d->pieces[i];
		switch (p->kind) {
		case PC_TEXT:
			fprintf(c, "\t\t%s(o, ", has_newline(p->text, p->len) ? "rt_putn" : "RT_PUTC");
			gen_c_string(c, p->text, (size_t)p->len);
			fprintf(c, ", %d);\n", p->len);
			break;
		case PC_ALIGN:
			fprintf(c, "\t\trt_pad_to(o, %d);\n", p->align);
			break;
		case PC_NAME:
			if (p->align)
				fprintf(c, "\t\trt_pad_to(o, %d);\n", p->align);
			fputs("\t\t" LEAF_NAME "\n", c);
			break;
		case PC_FIELD: {
			fprintf(c, "\t\t/* {%s} */\n", gen_cmt(p->text));
			cwalk w = {show_found, show_miss, leaf, p->text, e->piece_base[gc] + i, p, 0};
			emit_cwalk(e, &w, -1, 2);
			break;
		}
		}
	}
}

/* A flat expression, in a leaf's scope: every field it reads is plain
 * bits of the scope, found in a case entered without a condition (or on
 * its own), and the conditions of the cases its lookups visit on the way
 * (evaluated for their memo only, their value unused) are flat too.  Its
 * value and theirs are then the same whatever the order of evaluation and
 * whatever the recursion guard cut short, and no error can arise: the
 * whole closure is computed at once and memoized, where the reference
 * evaluates, in ir3's #reg-gpr, a0's condition inside p0's inside a0's.
 *
 * flat_walk: the lookup of `name` for expression `cur` (as emit_cwalk
 * walks it), adding the conditions it visits to ids; false when not flat.
 * *out: the field found. */
static bool flat_walk(const isa_bitset *leaf, int cur, const char *name, const isa_field **out,
		      int *ids, int *n)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++) {
			const isa_case *cs = &b->cases[k];
			const isa_field *fd = NULL;
			for (int i = 0; i < cs->nfields && !fd; i++)
				if (!strcmp(cs->fields[i].name, name))
					fd = &cs->fields[i];
			bool always = !cs->expr || cs->expr->id == cur;
			if (always && fd) {
				*out = fd;
				return !fd->derived || !fd->expr;
			}
			if (always)
				continue;
			if (fd) /* which field depends on a value */
				return false;
			int j = 0;
			while (j < *n && ids[j] != cs->expr->id)
				j++;
			if (j == *n)
				ids[(*n)++] = cs->expr->id;
		}
	return false; /* a param, or missing: read from elsewhere */
}

/* the closure of x in ids (x first) and its size, or 0 when not flat */
static int flat_closure(const isa *m, const isa_bitset *leaf, int x, int *ids)
{
	int n = 1;
	ids[0] = x;
	for (int i = 0; i < n; i++) {
		const isa_expr *y = m->exprs[ids[i]];
		for (int k = 0; k < y->nfields; k++) {
			const isa_field *fd;
			if (!flat_walk(leaf, y->id, y->fields[k], &fd, ids, &n))
				return 0;
		}
	}
	return n;
}

/* The start of rt_e_<leaf>_<x> for a flat x: the guard as rt_push_expr's,
 * then every expression of the closure from the scope's bits.  Only where
 * the reference's stack cannot fill on the way (each expression on it at
 * most once, x twice: slot 0 is never checked): a full stack leaves some
 * unevaluated, and they may be read later. */
static void emit_flat_eval(emitter *e, const isa_bitset *leaf, int x, int *ids, int n)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fprintf(c, "\tif (s->sp + %d <= RT_EXPR_STACK) { /* flat */\n"
		   "\t\tif (!rt_can_push(s, %d))\n\t\t\treturn 0;\n", n + 1, x);
	for (int i = n - 1; i >= 0; i--) {
		const isa_expr *y = m->exprs[ids[i]];
		fprintf(c, "\t\t{ /* %s */\n\t\t\tint64_t v[%d] = {0};\n",
			gen_cmt(y->name ? y->name : "inline"), y->nfields + 1);
		for (int k = 0; k < y->nfields; k++) {
			const isa_field *fd;
			int all = n;
			flat_walk(leaf, y->id, y->fields[k], &fd, ids, &all);
			fprintf(c, "\t\t\tv[%d] = (int64_t)", k);
			emit_value(e, fd);
			fputs(";\n", c);
		}
		fprintf(c, "\t\t\tsc->memo_val[%d] = rt_x%d(v, s->gen);\n\t\t\tsc->known[%d] = 1;\n\t\t}\n",
			y->id, y->id, y->id);
	}
	fprintf(c, "\t\treturn sc->memo_val[%d];\n\t}\n", x);
}

/* rt_f_<leaf>_<expr>: an expression's field fetches in a leaf's scope
 * (the expression itself is on top of the stack, so its own override
 * counts as true); rt_e_<leaf>_<expr>: its whole evaluation, what the
 * runtime's rt_eval does; rt_fetch: the fetches for the generic rt_eval */
static void emit_expr_unit(emitter *e, const isa_bitset *leaf, int xid, int *flat)
{
	const isa *m = e->m;
	FILE *c = e->c;
	const isa_expr *x = m->exprs[xid];
	memset(e->seen, 0, (size_t)m->nexprs + 1);
	fprintf(c, "\nstatic void rt_f_" ELEAF "_%d(rt_state *s, rt_scope *sc, int64_t *v)\n{\n"
		   "\t(void)s;\n\t(void)sc;\n\t(void)v;\n",
		x->id, x->id);
	for (int k = 0; k < x->nfields; k++) {
		fprintf(c, "\t/* {%s} */\n", gen_cmt(x->fields[k]));
		cwalk w = {fetch_found, fetch_miss, leaf, x->fields[k], -1, NULL, k};
		emit_cwalk(e, &w, x->id, 1);
	}
	fputs("}\n\n", c);
	fprintf(c, "static RT_UNUSED uint64_t rt_e_" ELEAF "_%d(rt_state *s, rt_scope *sc)\n{\n",
		x->id, x->id);
	int nflat = flat_closure(m, leaf, x->id, flat);
	if (nflat)
		emit_flat_eval(e, leaf, x->id, flat, nflat);
	fprintf(c, "\tif (!rt_push_expr(s, %d))\n\t\treturn 0;\n"
		   "\tint64_t v[%d] = {0};\n\trt_f_" ELEAF "_%d(s, sc, v);\n"
		   "\tuint64_t r = rt_x%d(v, s->gen);\n\ts->sp--;\n"
		   "\tsc->memo_val[%d] = r;\n\tsc->known[%d] = 1;\n\treturn r;\n}\n",
		x->id, x->nfields + 1, x->id, x->id, x->id, x->id, x->id);
}

/* rt_fetch: the generic rt_eval's way to the compiled fetches, per leaf
 * (erep: the leaf whose copy of each expression's code each leaf uses);
 * leaves with the same cases share them */
static void emit_fetch_switch(emitter *e, const int *erep)
{
	const isa *m = e->m;
	FILE *c = e->c;
	int ne = m->nexprs;
	char **body = calloc((size_t)m->nbitsets + 1, sizeof(char *));
	interner same;
	interner_init(&same, m->nbitsets);
	int *first = calloc((size_t)m->nbitsets + 1, sizeof(int));
	for (int b = 0; b < m->nbitsets; b++) {
		first[b] = -1;
		int n = m->bitsets[b]->is_leaf ? chain_exprs(m->bitsets[b], e->lx_ids, ne) : 0;
		if (!n)
			continue;
		size_t len;
		FILE *f = open_memstream(&body[b], &len);
		for (int i = 0; i < n; i++)
			fprintf(f, "\t\tcase %d:\n\t\t\trt_f_%d_%d(s, sc, v);\n\t\t\treturn 1;\n",
				e->lx_ids[i], erep[b * ne + e->lx_ids[i]], e->lx_ids[i]);
		fclose(f);
		first[b] = interner_add(&same, strdup(body[b]), b);
	}
	fputs("static int rt_fetch(rt_state *s, rt_scope *sc, int e, int64_t *v)\n{\n"
	      "\tswitch (sc->bitset) {\n", c);
	for (int r = 0; r < m->nbitsets; r++) {
		if (first[r] != r)
			continue;
		for (int b = r; b < m->nbitsets; b++)
			if (first[b] == r)
				fprintf(c, "\tcase %d:\n", b);
		fprintf(c, "\t\tswitch (e) {\n%s\t\tdefault:\n\t\t\treturn 0;\n\t\t}\n", body[r]);
	}
	fputs("\tdefault:\n\t\t(void)s;\n\t\t(void)e;\n\t\t(void)v;\n\t\treturn 0;\n\t}\n}\n\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		free(body[b]);
	free(body);
	free(first);
	interner_free(&same);
}

/* whether a leaf's chain has a bitset field with params */
static bool has_params(const isa_bitset *leaf)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			for (int i = 0; i < b->cases[k].nfields; i++)
				if (b->cases[k].fields[i].nparams)
					return true;
	return false;
}

/* the names the params of a leaf's bitset fields read in its scope,
 * sorted by name id */
static int param_names(emitter *e, const isa_bitset *leaf, int *ids, int max)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			for (int i = 0; i < b->cases[k].nfields; i++) {
				const isa_field *fd = &b->cases[k].fields[i];
				for (int p = 0; p < fd->nparams; p++) {
					int id = name_id(e, fd->params[p].name), j = 0;
					while (j < n && ids[j] != id)
						j++;
					if (j == n && n < max)
						ids[n++] = id;
				}
			}
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && ids[j - 1] > ids[j]; j--) {
			int t = ids[j];
			ids[j] = ids[j - 1];
			ids[j - 1] = t;
		}
	return n;
}

static int param_count(const isa_bitset *leaf)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int k = 0; k < b->ncases; k++)
			for (int i = 0; i < b->cases[k].nfields; i++)
				n += b->cases[k].fields[i].nparams;
	return n;
}

/* rt_plk_<leaf>_<name>: the lookup of a name an operand's params read,
 * in the scope of the leaf that shows the operand (what rt_resolve does) */
static void emit_param_lookup(emitter *e, const isa_bitset *leaf, int name)
{
	FILE *c = e->c;
	memset(e->seen, 0, (size_t)e->m->nexprs + 1);
	fprintf(c, "\nstatic const rt_field *rt_plk_" PLEAF "_%d(rt_state *s, rt_scope *sc, "
		   "uint64_t *val)\n{\n"
		   "\tint cur = s->sp ? s->stack[s->sp - 1] : -1;\n\t(void)cur;\n",
		name, name);
	cwalk w = {lookup_found, lookup_miss, leaf, e->nm.v[name], -1, NULL, 0};
	emit_cwalk(e, &w, CUR_RUNTIME, 1);
	fputs("\treturn NULL;\n}\n", c);
}

/* rt_pv_<leaf>: those lookups by name; the operand's scope gets it as its pr */
static void emit_param_resolver(emitter *e, const int *names, int n)
{
	FILE *c = e->c;
	fputs("\nstatic RT_UNUSED const rt_field *rt_pv_" VLEAF "(rt_state *s, rt_scope *sc, int name, "
	      "uint64_t *val)\n{\n\tswitch (name) {\n", c);
	for (int i = 0; i < n; i++)
		fprintf(c, "\tcase %d:\n\t\treturn rt_plk_" PLEAF "_%d(s, sc, val);\n", names[i], names[i],
			names[i]);
	fputs("\tdefault:\n\t\treturn rt_resolve(s, sc, name, val);\n\t}\n}\n", c);
}

/* rt_show_<leaf>: choosing the display case (the runtime's
 * rt_find_display: the first true case with a display, leaf first, the
 * asserts of every true case checked on the way) and printing it, as
 * code for one leaf */
static void emit_leaf_show(emitter *e, const isa_bitset *leaf)
{
	const isa *m = e->m;
	FILE *c = e->c;
	memset(e->seen, 0, (size_t)m->nexprs + 1);
	fputs("\nstatic void rt_show_" LEAF_SELF "(rt_state *s, rt_scope *sc)\n{\n", c);
	fputs("\trt_out *o = s->out;\n\t(void)o;\n\t(void)sc;\n", c);
	for (const isa_bitset *x = leaf; x; x = x->parent)
		for (int k = 0; k < x->ncases; k++) {
			const isa_case *cs = &x->cases[k];
			int gc = e->case_base[x->index] + k;
			if (!cs->display && !case_asserts(cs)) {
				/* evaluated all the same: errors, memo */
				if (cs->expr && !e->seen[cs->expr->id])
					fprintf(c, "\t(void)RT_EVL(%d, " ELEAF ");\n", cs->expr->id, cs->expr->id);
				if (cs->expr)
					e->seen[cs->expr->id] = 1;
				continue;
			}
			/* the leaf's own cases are not named: leaves that differ
			 * only in their names share the code */
			if (x == leaf)
				fprintf(c, "\t/* the leaf's case %d */\n", k);
			else
				fprintf(c, "\t/* %s case %d */\n", gen_cmt(x->name), k);
			unsigned char *before = NULL;
			if (cs->expr) {
				fprintf(c, "\tif (RT_EVL(%d, " ELEAF ")) {\n", cs->expr->id, cs->expr->id);
				e->seen[cs->expr->id] = 1;
				before = seen_save(e);
			} else {
				fputs("\t{\n", c);
			}
			for (int i = 0; i < cs->nfields; i++) {
				if (cs->fields[i].kind != TY_ASSERT)
					continue;
				int fi = e->field_canon[e->field_base[gc] + i];
				if (x == leaf) /* the scope's own: shared code reads it */
					fprintf(c, "\t\trt_check_assert(s, sc, &rt_fields[%d], sc->bitset);\n", fi);
				else
					fprintf(c, "\t\trt_check_assert(s, sc, &rt_fields[%d], %d);\n", fi, x->index);
			}
			if (cs->display) {
				emit_pieces(e, leaf, cs, gc);
				fputs("\t\treturn;\n", c);
			}
			fputs("\t}\n", c);
			if (before)
				seen_restore(e, before);
			if (cs->display && !cs->expr) {
				fputs("}\n", c); /* nothing after an unconditional display runs */
				return;
			}
		}
	fputs("\trt_no_display(s, sc);\n}\n", c);
}

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
	t[b].hash = fnv1a(t[b].text, t[b].len);
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
	interner_init(&t, nu);
	int ncls = 0;
	for (int u = 0; u < nu; u++) {
		cls[u] = lk->etext[u] ? interner_add(&t, strdup(lk->etext[u]), u) : -1;
		ncls += cls[u] == u;
	}
	interner_free(&t);
	for (;;) {
		interner_init(&t, nu);
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
			next[u] = interner_add(&t, sig, u);
			n += next[u] == u;
		}
		interner_free(&t);
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
	interner_init(&t, total);
	for (int b = 0; b < m->nbitsets; b++)
		for (int k = 0; k < lk->npn[b]; k++) {
			size_t len;
			char *key = resolve_refs(lk, b, lk->ptext[b][k], &len);
			lk->prep[b][k] = interner_add(&t, key, b); /* the text names the name */
		}
	interner_free(&t);
	interner_init(&t, m->nbitsets);
	for (int b = 0; b < m->nbitsets; b++) {
		lk->vrep[b] = -1;
		if (!lk->vtext[b])
			continue;
		size_t len;
		char *key = resolve_refs(lk, b, lk->vtext[b], &len);
		lk->vrep[b] = interner_add(&t, key, b);
	}
	interner_free(&t);
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
		int n = chain_exprs(leaf, ids, ne);
		for (int i = 0; i < n; i++) {
			e->c = open_memstream(&lk->etext[b * ne + ids[i]], &len);
			emit_expr_unit(e, leaf, ids[i], flat);
			fclose(e->c);
		}
		if (!has_params(leaf))
			continue;
		int most = param_count(leaf);
		lk->pnames[b] = malloc(sizeof(int) * (size_t)(most + 1));
		int np = lk->npn[b] = param_names(e, leaf, lk->pnames[b], most);
		lk->ptext[b] = calloc((size_t)np + 1, sizeof(char *));
		lk->prep[b] = malloc(sizeof(int) * (size_t)(np + 1));
		for (int k = 0; k < np; k++) {
			lk->prep[b][k] = -1;
			e->c = open_memstream(&lk->ptext[b][k], &len);
			emit_param_lookup(e, leaf, lk->pnames[b][k]);
			fclose(e->c);
		}
		e->c = open_memstream(&lk->vtext[b], &len);
		emit_param_resolver(e, lk->pnames[b], np);
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
			fprintf(c, "%s(o, ", has_newline_n(rep->displayname, n) ? "rt_putn" : "RT_PUTC");
			gen_c_string(c, rep->displayname, n);
			fprintf(c, ", %zu);", n);
		} else {
			fputc(ch, c);
		}
	}
}

static void emit_shows(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	fputs("\n/* ---- compiled lookups, expressions and displays, per leaf ---- */\n\n"
	      "#define RT_EVL(x, l) (sc->known[x] ? sc->memo_val[x] : rt_e_##l##_##x(s, sc))\n\n",
	      c);
	emit_enum_printers(e);
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
		emit_leaf_show(e, m->bitsets[b]);
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
	emit_fetch_switch(e, lk.erep);
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
	      "static int rt_show_leaf(rt_state *s, rt_scope *sc)\n{\n"
	      "\trt_show_fn f = rt_shows[sc->bitset];\n"
	      "\tif (!f)\n\t\treturn 0;\n\tf(s, sc);\n\treturn 1;\n}\n", c);
	for (int b = 0; b < m->nbitsets; b++)
		free(show[b].text);
	free(show);
	lookups_free(m, &lk);
}

static void emit_source(emitter *e)
{
	const isa *m = e->m;
	FILE *c = e->c;
	const char *p = e->pfx;
	int maxf = 1;
	for (int x = 0; x < m->nexprs; x++)
		maxf = m->exprs[x]->nfields > maxf ? m->exprs[x]->nfields : maxf;
	int insn = m->instruction ? root_index(m, m->instruction->root) : -1;
	fprintf(c, "/* %s.c - generated by isaproof gen.  Do not edit: regenerate. */\n", p);
	fprintf(c, "#include \"%s.h\"\n\n#include <stdlib.h>\n#include <string.h>\n\n", p);
	fprintf(c, "#define RT_PFX(x) %s_##x\n#define RT_UPFX(x) %s_##x\n", p, e->upfx);
	fprintf(c, "#define RT_BITS %d\n#define RT_NWORDS %d\n#define RT_NEXPR %d\n", m->bitsize,
		words_of(m), m->nexprs);
	fprintf(c, "#define RT_INSN_ROOT %d\n#define RT_PROGRAMS %d\n", insn, e->o->compact);
	/* the instruction root's classifier, called directly */
	if (insn >= 0)
		fprintf(c, "#define RT_CLS_INSN(w, gen, conf) rt_cls_%d(w, gen, conf)\n", insn);
	else
		fputs("#define RT_CLS_INSN(w, gen, conf) rt_classify(-1, w, gen, conf)\n", c);
	fprintf(c, "#define RT_FIRST_MATCH %d\n", m->instruction && m->instruction->first_match);
	/* Valhall: the text comes from the instruction table (rt_va.inc) */
	fprintf(c, "#define RT_VALHALL %d\n", m->va != NULL);
	/* the interpreter's words for a conflict (MPACT encodings: isaproof's) */
	fprintf(c, "#define RT_CONFLICT_TEXT \"%s\"\n", m->mp ? "conflict" : "bitset conflict");
	fprintf(c, "#define RT_MAX_EXPR_FIELDS %d\n#define RT_MAX_ENCODE_FIELDS 256\n\n", maxf);
	fputs(gen_rt_head, c);
	fputs("\n/* ---- tables for this description ---- */\n\n", c);
	emit_names(e);
	emit_exprs(e);
	emit_fields(e);
	emit_cases(e);
	if (e->o->compact)
		build_code(e);
	emit_bitsets(e);
	if (e->o->compact)
		emit_code(e);
	emit_roots(e);
	emit_chain_helper(c);
	if (m->va)
		gen_va_tables(c, m);
	fputs(gen_rt_body, c);
	if (m->va)
		fputs(gen_rt_va, c);
	if (e->o->compact)
		emit_enum_printers(e);
	else
		emit_shows(e);
}

bool gen_emit(const isa *m, const gen_opts *o, FILE *h, FILE *c, char *err, size_t errlen)
{
	if (!gen_prefix_ok(o->prefix)) {
		snprintf(err, errlen, "'%s' is not a C identifier of at most %d characters",
			 o->prefix ? o->prefix : "", MAX_PREFIX);
		return false;
	}
	emitter e = {.m = m, .o = o, .pfx = o->prefix, .c = c, .err = err, .errlen = errlen};
	gen_literals_reset();
	for (size_t i = 0; o->prefix[i]; i++)
		e.upfx[i] = (char)toupper((unsigned char)o->prefix[i]);
	if (o->classify_only && o->compact) {
		snprintf(err, errlen, "classify_only writes no display for compact to shrink");
		return false;
	}
	if (!supported(&e))
		return false;
	isa_dtree **own = NULL;
	if (o->trees) {
		e.trees = o->trees;
	} else {
		own = calloc((size_t)m->nroots + 1, sizeof(*own));
		for (int r = 0; r < m->nroots; r++)
			own[r] = isa_dtree_build(m, &m->roots[r]);
		e.trees = own;
	}
	int ncases = 0;
	for (int b = 0; b < m->nbitsets; b++)
		ncases += m->bitsets[b]->ncases;
	e.case_base = calloc((size_t)m->nbitsets + 1, sizeof(int));
	e.field_base = calloc((size_t)ncases + 1, sizeof(int));
	e.piece_base = calloc((size_t)ncases + 1, sizeof(int));
	e.disp = calloc((size_t)m->nbitsets + 1, sizeof(int));
	e.lx_at = calloc((size_t)m->nbitsets + 1, sizeof(int));
	e.lx_ids = calloc((size_t)m->nexprs + 1, sizeof(int));
	e.seen = calloc((size_t)m->nexprs + 1, 1);
	collect_names(&e);
	emit_header(&e, h);
	if (o->classify_only) {
		int insn = m->instruction ? root_index(m, m->instruction->root) : -1;
		gen_classify_only(c, m, insn >= 0 ? e.trees[insn] : NULL, insn, e.pfx, e.upfx);
	} else {
		emit_source(&e);
	}
	bool bad = e.code.bad;
	free(e.code.v);
	free(e.disp);
	free(e.lx_at);
	free(e.lx_ids);
	free(e.seen);
	free(e.lx_code);
	free(e.lx_expr);
	free(e.nm.v);
	free(e.case_base);
	free(e.field_base);
	free(e.piece_base);
	free(e.field_canon);
	free(e.piece_canon);
	free(own);
	if (bad) {
		snprintf(err, errlen, "the display programs need numbers wider than 16 bits");
		return false;
	}
	return gen_literals_fit(err, errlen);
}

bool gen_literals_ok(const isa *m, char *err, size_t errlen)
{
	for (int compact = 0; compact < 2; compact++) {
		char *hs = NULL, *cs = NULL;
		size_t hn = 0, cn = 0;
		FILE *h = open_memstream(&hs, &hn), *c = open_memstream(&cs, &cn);
		bool ok = true;
		if (h && c) {
			gen_opts o = {.prefix = "gd", .compact = compact};
			char why[512];
			/* other refusals are gen's to report */
			if (!gen_emit(m, &o, h, c, why, sizeof(why)))
				ok = gen_literals_fit(err, errlen);
		}
		if (h)
			fclose(h);
		if (c)
			fclose(c);
		free(hs);
		free(cs);
		if (!ok)
			return false;
	}
	return true;
}

/* ---- files ----------------------------------------------------------------- */

/* only a regular file can be compared: opening a FIFO to read it would
 * wait for a writer, and a device is written whatever it holds */
static bool same_contents(const char *path, const char *s, size_t n)
{
	struct stat st;
	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || (size_t)st.st_size != n)
		return false;
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	bool same = true;
	char buf[65536];
	size_t at = 0, k;
	while (same && (k = fread(buf, 1, sizeof(buf), f)) > 0) {
		same = at + k <= n && !memcmp(buf, s + at, k);
		at += k;
	}
	fclose(f);
	return same && at == n;
}

static bool put_file(const char *dir, const char *name, const char *s, size_t n, char *err,
		     size_t errlen)
{
	size_t len = strlen(dir) + strlen(name) + 2;
	char *path = malloc(len);
	snprintf(path, len, "%s/%s", dir, name);
	bool ok = true;
	if (!same_contents(path, s, n))
		ok = isa_write_file(path, s, n, err, errlen);
	free(path);
	return ok;
}

bool gen_write(const isa *m, const gen_opts *o, const char *dir, char *err, size_t errlen)
{
	char *hs = NULL, *cs = NULL;
	size_t hn = 0, cn = 0;
	FILE *h = open_memstream(&hs, &hn), *c = open_memstream(&cs, &cn);
	if (!h || !c) {
		snprintf(err, errlen, "out of memory");
		if (h)
			fclose(h);
		if (c)
			fclose(c);
		free(hs);
		free(cs);
		return false;
	}
	bool ok = gen_emit(m, o, h, c, err, errlen);
	fclose(h);
	fclose(c);
	if (ok)
		ok = isa_make_dirs(dir, err, errlen);
	if (ok) {
		char name[MAX_PREFIX + 3];
		snprintf(name, sizeof(name), "%s.h", o->prefix);
		ok = put_file(dir, name, hs, hn, err, errlen);
		snprintf(name, sizeof(name), "%s.c", o->prefix);
		ok = ok && put_file(dir, name, cs, cn, err, errlen);
	}
	free(hs);
	free(cs);
	return ok;
}
