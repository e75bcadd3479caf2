/*
 * codegen/gen_args.c - NAME_decode_args: classification and the word's
 * argument record in one call, as QEMU's generated decoder fills its
 * argument struct while it decodes.
 *
 * NAME_fields looks every name up at run time through the generic tables
 * (a fresh scope per name, the override walk, the expression memo): it
 * costs hundreds of instructions per word.  For a leaf whose lookups the
 * description fixes (no override case in its chain, every derived field's
 * inputs found in the chain, derived ones too, without a cycle: every
 * decodetree pattern and MPACT encoding) the values are shifts and masks
 * of the word and the derived fields' compiled expressions, nested where
 * a derived value reads another, so each such leaf gets its own straight
 * code after the classifier's answer.  A leaf whose lookups the
 * word decides keeps the generic walk (the whole decoder only; --args-only
 * refuses such a description).  Either way the values are NAME_field's.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

/* ---- what a leaf's record holds ------------------------------------------- */

/* One entry of a leaf's record: a distinct non-assert name of its chain
 * (leaf first, cases in order) and the definition lookups find for it. */
typedef struct arg_entry {
	const char *name;
	const isa_field *def;
} arg_entry;

static bool chain_has_override(const isa_bitset *leaf)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			if (b->cases[c].expr)
				return true;
	return false;
}

/* the first non-assert definition of `name` in the chain, or NULL; with no
 * override in the chain it is the one every lookup ends on */
static const isa_field *chain_def(const isa_bitset *leaf, const char *name)
{
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind != TY_ASSERT && !strcmp(f->name, name))
					return f;
			}
	return NULL;
}

/* Is f one segment of a decodetree %field of several segments (or one
 * run of an MPACT overlay)?  Those readers give each segment a hidden
 * bit field, named with a digit first (which no name of theirs can
 * start with), and the field itself is the derived value concatenating
 * them.  The record leaves the segments out: QEMU's argument struct
 * holds the field alone, and NAME_field still gives each segment. */
static bool hidden_segment(const isa *m, const isa_field *f)
{
	return (m->dt || m->mp) && !f->derived && f->name[0] >= '0' && f->name[0] <= '9';
}

/* the leaf's entries, in NAME_fields' order (into out, at most max) */
static int leaf_entries(const isa *m, const isa_bitset *leaf, arg_entry *out, int max)
{
	int n = 0;
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind == TY_ASSERT || hidden_segment(m, f) || chain_def(leaf, f->name) != f)
					continue;
				if (n < max)
					out[n] = (arg_entry){f->name, f};
				n++;
			}
	return n;
}

/* The deepest nesting of derived values a static record computes: the
 * interpreter's expression stack (RT_EXPR_STACK in rt_body.inc) holds as
 * many, so the compiled value never meets its limit. */
#define ARGS_MAX_NEST 8

/* Can f's value be straight code in the leaf?  A bit field always; a
 * derived value when each input is, found in the chain, and no expression
 * feeds itself (path: the expressions being computed, depth of them). */
static bool value_static(const isa_bitset *leaf, const isa_field *f, const isa_expr **path, int depth)
{
	if (!f->derived || !f->expr)
		return true;
	if (depth >= ARGS_MAX_NEST)
		return false;
	for (int d = 0; d < depth; d++)
		if (path[d] == f->expr)
			return false;
	path[depth] = f->expr;
	for (int k = 0; k < f->expr->nfields; k++) {
		const isa_field *in = chain_def(leaf, f->expr->fields[k]);
		if (!in || !value_static(leaf, in, path, depth + 1))
			return false;
	}
	return true;
}

/* Can the leaf's record be straight code?  No override in the chain, and
 * every derived value an expression of values that are (a decodetree
 * %field with a segment of a constant argument: a64's uimm_scaled). */
static bool leaf_static(const isa_bitset *leaf)
{
	if (chain_has_override(leaf))
		return false;
	const isa_expr *path[ARGS_MAX_NEST];
	for (const isa_bitset *b = leaf; b; b = b->parent)
		for (int c = 0; c < b->ncases; c++)
			for (int i = 0; i < b->cases[c].nfields; i++) {
				const isa_field *f = &b->cases[c].fields[i];
				if (f->kind != TY_ASSERT && !value_static(leaf, f, path, 0))
					return false;
			}
	return true;
}

/* A signed field's width (its type int: a decodetree `s` field, a
 * signed constant, an isaspec or MPACT int), 0 for any other type: the
 * record holds such a value sign-extended from that width, the number
 * `decode` prints for it. */
static int sign_bits(const isa_field *f)
{
	int width = f->high - f->low + 1;
	return f->kind == TY_INT && width > 0 ? (width < 64 ? width : 64) : 0;
}

/* the most entries any leaf of the instruction root has (at least 1) */
static int max_entries(const isa *m)
{
	int most = 1;
	for (int i = 0; m->instruction && i < m->instruction->nleaves; i++) {
		int n = leaf_entries(m, m->instruction->leaves[i], NULL, 0);
		most = n > most ? n : most;
	}
	return most;
}

const char *gen_args_dynamic_leaf(const isa *m)
{
	for (int i = 0; m->instruction && i < m->instruction->nleaves; i++)
		if (!leaf_static(m->instruction->leaves[i]))
			return m->instruction->leaves[i]->name;
	return NULL;
}

/* ---- the header -------------------------------------------------------------- */

void gen_args_header(const emitter *e, FILE *h)
{
	const char *p = e->pfx, *P = e->upfx;
	fprintf(h, "/* the most values a leaf's argument record holds */\n#define %s_MAX_ARGS %d\n\n", P,
		max_entries(e->m));
	fprintf(h, "typedef struct %s_arg {\n\tconst char *name;\n"
		   "\tint encodable; /* 1: a bit field (the whole decoder's %s_fields\n"
		   "\t                 lists it); 0: a derived value */\n"
		   "\tint sign_bits; /* > 0: a signed value (type int) of that many bits,\n"
		   "\t                 sign-extended to 64 in v[]; 0: not signed */\n"
		   "} %s_arg;\n\n", p, p, p);
	fprintf(h, "/* One word's argument values: v[i] is the value of the i-th name that\n"
		   " * %s_arg_names gives for the leaf (the values are not named per\n"
		   " * word: the names are the leaf's).  The values are those of the whole\n"
		   " * decoder's %s_field: bits zero-extended, derived values as the\n"
		   " * reference computes them (a decodetree field of several segments: the\n"
		   " * segments concatenated, the segments themselves not in the record; a\n"
		   " * !function is not applied), except that a signed one\n"
		   " * (sign_bits > 0) is sign-extended.  n and own are written only for a\n"
		   " * leaf whose names the word decides (override cases). */\n", p, p);
	fprintf(h, "typedef struct %s_args {\n\tuint64_t v[%s_MAX_ARGS];\n\tint n;\n"
		   "\t%s_arg own[%s_MAX_ARGS];\n} %s_args;\n\n", p, P, p, P, p);
	fprintf(h, "/* %s_decode_args(w, gen, conflict, args)  what %s_classify returns;\n"
		   " * for a leaf, its values in args->v in the same pass: every non-assert\n"
		   " * name of the leaf but the segments of a field of several segments\n"
		   " * (the whole decoder's %s_fields order, derived names too) */\n", p, p, p);
	fprintf(h, "int %s_decode_args(const %s_insn *w, uint32_t gen, int conflict[2], %s_args *args);\n",
		p, p, p);
	fprintf(h, "/* %s_arg_names(leaf, args, &n)  the names of args->v[0..n-1] for what\n"
		   " * %s_decode_args returned into args (a static table of the leaf's,\n"
		   " * read only when asked); n = 0 and NULL for no leaf */\n", p, p);
	fprintf(h, "const %s_arg *%s_arg_names(int leaf, const %s_args *args, int *n);\n", p, p, p);
}

/* ---- the source ------------------------------------------------------------ */

/* A static leaf's fill code as it is written: the text, and the words of
 * the instruction it reads (each loaded once into a local x<k> at its
 * start: stores into the record could alias x[], which would make the
 * compiler reload the word after every store). */
typedef struct fill {
	FILE *c;
	const isa *m;
	const int *canon;
	const isa_bitset *leaf;
	unsigned char *word;  /* [k]: x<k> read */
	unsigned char *xused; /* [x]: the copy of expression x called */
} fill;

/* a mask or constant: plain hex while it fits unsigned int */
static void put_hex(FILE *c, uint64_t v)
{
	if (v <= UINT32_MAX)
		fprintf(c, "0x%" PRIx64, v);
	else
		fprintf(c, "UINT64_C(0x%" PRIx64 ")", v);
}

/* rt_extract's value of bits low..high of the word, narrowed as rt_narrow
 * (bare: a whole statement's value, written without parentheses) */
static void put_extract(fill *f, int low, int high, bool bare)
{
	int width = high - low + 1, k = low / 64, sh = low % 64, nw = gen_words_of(f->m);
	FILE *c = f->c;
	f->word[k] = 1;
	fputs(bare ? "" : "(", c);
	if (nw > 1 && sh && sh + width > 64 && k + 1 < nw) {
		fprintf(c, "(x%d >> %d | x%d << %d)", k, sh, k + 1, 64 - sh);
		f->word[k + 1] = 1;
	} else if (sh) {
		fprintf(c, "x%d >> %d", k, sh);
	} else {
		fprintf(c, "x%d", k);
	}
	if (width < 64) {
		fputs(" & ", c);
		put_hex(c, ((uint64_t)1 << width) - 1);
	}
	if (f->m->bitsize <= 32 && width > 32)
		fputs(" & 0xffffffff", c);
	fputs(bare ? "" : ")", c);
}

/* a constant of the record: decimal while it fits int */
static void put_number(FILE *c, uint64_t v)
{
	if (v <= INT32_MAX)
		fprintf(c, "%" PRIu64, v);
	else
		put_hex(c, v);
}

/* Expressions whose compiled function is the same text: each maps to the
 * first one (a decodetree %field used by many patterns has an expression
 * per pattern, constants one per argument), so the records compute each
 * definition with one function and leaves of one format share their code. */
static int *same_expressions(const isa *m)
{
	int *canon = calloc((size_t)m->nexprs + 1, sizeof(int));
	interner t;
	gen_interner_init(&t, m->nexprs + 1);
	for (int x = 0; x < m->nexprs; x++) {
		char *txt = NULL;
		size_t len = 0;
		FILE *f = open_memstream(&txt, &len);
		if (!f)
			abort();
		gen_expr_function(f, m->exprs[x], "static", "rt_x");
		fclose(f);
		canon[x] = gen_interner_add(&t, txt, x);
	}
	gen_interner_free(&t);
	return canon;
}

/* does the expression read anything (a field, ISA_GPU_ID())? */
static bool node_reads(const isa_node *n)
{
	if (!n)
		return false;
	if (n->kind == ND_FIELD || n->kind == ND_GPU_ID)
		return true;
	return node_reads(n->lhs) || node_reads(n->rhs) || node_reads(n->cond);
}

/* f's value narrowed as the record holds it (before the sign extension) */
static uint64_t narrow(const isa *m, uint64_t v) { return m->bitsize <= 32 ? v & UINT32_MAX : v; }

/* the record's value of a derived field whose expression reads nothing (a
 * decodetree constant argument): the evaluator's, as the compiled
 * function would return it, so the record stores the number itself */
static bool constant_value(const isa_field *f, uint64_t *v)
{
	if (!f->derived || !f->expr || node_reads(f->expr->ast))
		return false;
	*v = isa_expr_eval(f->expr->ast, NULL);
	return true;
}

/* the C expression of f's value in a static leaf, as rt_resolve gives it:
 * bits, or the derived value's compiled expression over its inputs' values
 * (derived inputs nest: value_static bounds the depth); narrowed: the
 * caller keeps only its low 32 bits or fewer, which makes rt_narrow's mask
 * of a derived value needless */
static void put_field_value(fill *fl, const isa_field *f, bool bare, bool narrowed)
{
	FILE *c = fl->c;
	uint64_t v;
	if (!f->derived) {
		put_extract(fl, f->low, f->high, bare);
		return;
	}
	if (!f->expr) {
		fputs("0", c);
		return;
	}
	if (constant_value(f, &v)) {
		put_number(c, narrow(fl->m, v));
		return;
	}
	const isa_expr *x = f->expr;
	bool mask = fl->m->bitsize <= 32 && !narrowed;
	fl->xused[fl->canon[x->id]] = 1;
	fprintf(c, "%srt_ax%d((const int64_t[]){", mask ? "(" : "", fl->canon[x->id]);
	for (int k = 0; k < x->nfields; k++) {
		fputs(k ? ", (int64_t)" : "(int64_t)", c);
		put_field_value(fl, chain_def(fl->leaf, x->fields[k]), false, false);
	}
	fprintf(c, "%s}, gen)%s", x->nfields ? "" : "0", mask ? " & 0xffffffff)" : "");
}

/* one value of a static leaf's record; a signed one sign-extended by
 * RT_SX (a shift left and an arithmetic one right) */
static void put_value(fill *fl, const isa_field *f, int slot)
{
	int sb = sign_bits(f);
	uint64_t v;
	fprintf(fl->c, "\ta->v[%d] = ", slot);
	if (sb > 0 && sb < 64 && constant_value(f, &v)) {
		uint64_t sign = (uint64_t)1 << (sb - 1);
		put_number(fl->c, ((narrow(fl->m, v) & (sign | (sign - 1))) ^ sign) - sign);
	} else if (sb > 0 && sb < 64) {
		fputs("RT_SX(", fl->c);
		put_field_value(fl, f, true, sb <= 32);
		fprintf(fl->c, ", %d)", sb);
	} else {
		put_field_value(fl, f, true, false);
	}
	fputs(";\n", fl->c);
}

/* The names of every static leaf in one table, and per leaf its first
 * entry and count (rt_args_leaf, first -1: the record's own names);
 * NAME_arg_names reads them on demand, so that no word pays for naming
 * its values.  Leaves with the same entries share them.  Returns each
 * leaf's first entry (-1: none). */
static int *emit_name_table(emitter *e, arg_entry *ent, int most)
{
	const isa_root *r = e->m->instruction;
	int nl = r ? r->nleaves : 0, at = 0;
	int *first = calloc((size_t)nl + 1, sizeof(int)), *count = calloc((size_t)nl + 1, sizeof(int));
	interner t;
	gen_interner_init(&t, nl + 1);
	fprintf(e->c, "static const RT_PFX(arg) rt_args_names[] = {\n");
	for (int i = 0; i < nl; i++) {
		first[i] = -1;
		if (!leaf_static(r->leaves[i]))
			continue;
		int n = leaf_entries(e->m, r->leaves[i], ent, most);
		size_t len = 1;
		for (int k = 0; k < n; k++)
			len += strlen(ent[k].name) + 4;
		char *key = malloc(len);
		key[0] = '\0';
		for (int k = 0; k < n; k++) {
			strcat(key, ent[k].name);
			strcat(key, ent[k].def->derived ? "\001d" : "\001e");
			snprintf(key + strlen(key), 4, "%c", 'A' + sign_bits(ent[k].def));
		}
		count[i] = n;
		int got = gen_interner_add(&t, key, at);
		if (got != at) {
			first[i] = got;
			continue;
		}
		first[i] = at;
		for (int k = 0; k < n; k++) {
			fputs("\t{", e->c);
			gen_c_string(e->c, ent[k].name, strlen(ent[k].name));
			fprintf(e->c, ", %d, %d},\n", !ent[k].def->derived, sign_bits(ent[k].def));
		}
		at += n;
	}
	fputs("\t{0, 0, 0}\n};\n\n", e->c);
	fputs("/* per leaf: its first name in rt_args_names (-1: the record's own) and\n"
	      " * how many */\nstatic const struct {\n\tint first, n;\n} rt_args_leaf[] = {\n",
	      e->c);
	for (int i = 0; i < nl; i++)
		fprintf(e->c, "\t{%d, %d},\n", first[i], count[i]);
	fputs("\t{0, 0}\n};\n\n", e->c);
	gen_interner_free(&t);
	free(count);
	return first;
}

/* the names a leaf's values have: its static table's, or the walk's */
static void emit_arg_names(FILE *c, int nl)
{
	fprintf(c, "const RT_PFX(arg) *RT_PFX(arg_names)(int leaf, const RT_PFX(args) *a, int *n)\n{\n"
		   "\tif (leaf < 0 || leaf >= %d) {\n\t\t*n = 0;\n\t\treturn NULL;\n\t}\n"
		   "\tif (rt_args_leaf[leaf].first < 0) {\n\t\t*n = a->n;\n\t\treturn a->own;\n\t}\n"
		   "\t*n = rt_args_leaf[leaf].n;\n\treturn rt_args_names + rt_args_leaf[leaf].first;\n}\n",
		nl);
}

/* the generic record of a leaf whose lookups the word decides: NAME_field
 * for every name of NAME_fields' walk, derived ones kept */
static void emit_dynamic_helper(FILE *c)
{
	fputs("static void rt_args_walk(int b, const RT_PFX(insn) *w, uint32_t gen, RT_PFX(args) *a)\n{\n"
	      "\ta->n = 0;\n"
	      "\tfor (int x = b; x >= 0; x = rt_bitsets[x].parent)\n"
	      "\t\tfor (int c = 0; c < rt_bitsets[x].ncases; c++) {\n"
	      "\t\t\tconst rt_case *cs = &rt_cases[rt_bitsets[x].cases + c];\n"
	      "\t\t\tfor (int i = 0; i < cs->nfields; i++) {\n"
	      "\t\t\t\tconst rt_field *f = &rt_fields[cs->fields + i];\n"
	      "\t\t\t\tif (f->kind == RT_ASSERT || rt_chain_name_seen(b, x, c, i))\n"
	      "\t\t\t\t\tcontinue;\n"
	      "\t\t\t\tuint64_t v = 0;\n"
	      "\t\t\t\tconst rt_field *r = rt_quiet_resolve(b, w, gen, f->name, &v);\n"
	      "\t\t\t\tif (!r)\n\t\t\t\t\tcontinue;\n"
	      "\t\t\t\tint sb = r->kind == RT_INT ? r->high - r->low + 1 : 0;\n"
	      "\t\t\t\tsb = sb < 0 ? 0 : sb > 64 ? 64 : sb;\n"
	      "\t\t\t\ta->own[a->n] = (RT_PFX(arg)){rt_names[f->name], !r->derived, sb};\n"
	      "\t\t\t\ta->v[a->n++] = sb ? (uint64_t)rt_sext(v, sb) : v;\n"
	      "\t\t\t}\n\t\t}\n}\n\n",
	      c);
}

/* A static leaf's fill code (no return): what leaves of one format share.
 * It opens a block that loads the words it reads; the caller closes it. */
static char *fill_text(const isa *m, const int *canon, unsigned char *xused, const isa_bitset *b,
		       arg_entry *ent, int most)
{
	int nw = gen_words_of(m);
	char *vals = NULL, *txt = NULL;
	size_t vlen = 0, len = 0;
	fill fl = {open_memstream(&vals, &vlen), m, canon, b, calloc((size_t)nw + 1, 1), xused};
	FILE *c = open_memstream(&txt, &len);
	if (!fl.c || !c)
		abort();
	int n = leaf_entries(m, b, ent, most);
	for (int k = 0; k < n; k++)
		put_value(&fl, ent[k].def, k);
	fclose(fl.c);
	fputs("{\n", c);
	for (int k = 0; k < nw; k++)
		if (fl.word[k])
			fprintf(c, "\tconst uint64_t x%d = x[%d];\n", k, k);
	fputs(vals, c);
	fclose(c);
	free(vals);
	free(fl.word);
	return txt;
}

/* The code after rt_args_cls's tree: per leaf jumped to, the label that
 * fills its record and returns the leaf.  Leaves whose fill code is the
 * same (one decodetree format, one MPACT format) share it: their labels
 * set r and jump to the one copy, which keeps the C small.  xused[]
 * gets the expressions the code calls. */
static void emit_labels(FILE *c, const isa *m, const int *canon, unsigned char *xused,
			const unsigned char *used, const int *first, arg_entry *ent, int most)
{
	const isa_root *r = m->instruction;
	int nl = r->nleaves;
	char **body = calloc((size_t)nl + 1, sizeof(char *));
	int *owner = calloc((size_t)nl + 1, sizeof(int)), *count = calloc((size_t)nl + 1, sizeof(int));
	interner t;
	gen_interner_init(&t, nl + 1);
	for (int i = 0; i < nl; i++) {
		owner[i] = -1;
		if (!used[i] || first[i] < 0)
			continue;
		body[i] = fill_text(m, canon, xused, r->leaves[i], ent, most);
		owner[i] = gen_interner_add(&t, strdup(body[i]), i);
		count[owner[i]]++;
	}
	for (int i = 0; i < nl; i++) {
		if (!used[i])
			continue;
		const isa_bitset *b = r->leaves[i];
		fprintf(c, "a_%d: /* %s */\n", i, gen_cmt(b->name));
		if (first[i] < 0)
			fprintf(c, "\trt_args_walk(%d, (const RT_PFX(insn) *)(const void *)w, gen, a);\n"
				   "\treturn %d;\n", b->index, i);
		else if (count[owner[i]] == 1)
			fprintf(c, "%s\treturn %d;\n}\n", body[i], i);
		else
			fprintf(c, "\tr = %d;\n\tgoto f_%d;\n", i, owner[i]);
	}
	for (int i = 0; i < nl; i++)
		if (owner[i] == i && count[i] > 1)
			fprintf(c, "f_%d:\n%s\treturn r;\n}\n", i, body[i]);
	if (used[nl])
		fputs("a_none:\n\treturn RT_UPFX(NO_MATCH);\n", c);
	if (used[nl + 1])
		fputs("a_conf:\n\treturn RT_UPFX(CONFLICT);\n", c);
	if (used[nl + 2]) {
		fputs("a_any:\n\tswitch (k) {\n", c);
		for (int i = 0; i < nl; i++)
			if (used[i])
				fprintf(c, "\tcase %d:\n\t\tgoto a_%d;\n", i, i);
		fputs("\tdefault:\n\t\tgoto a_none;\n\t}\n", c);
	}
	fputs("}\n\n", c);
	gen_interner_free(&t);
	for (int i = 0; i < nl; i++)
		free(body[i]);
	free(body);
	free(owner);
	free(count);
}

/* The derived values' expressions the records call, as copies of their
 * own, inlined (RT_INLINE): gcc calls the larger ones from
 * NAME_decode_args otherwise (it is one large function), and the call
 * makes every word pay for a stack frame, not only the words whose record
 * calls it. */
static void emit_arg_exprs(FILE *c, const isa *m, const unsigned char *xused)
{
	fputs("#if defined(__GNUC__)\n#define RT_INLINE __attribute__((always_inline)) inline\n#else\n"
	      "#define RT_INLINE inline\n#endif\n", c);
	for (int x = 0; x < m->nexprs; x++) {
		if (!xused[x])
			continue;
		char fn[32];
		snprintf(fn, sizeof(fn), "rt_ax%d", x);
		gen_expr_function(c, m->exprs[x], "static RT_INLINE", fn);
	}
}

void gen_args_source(emitter *e, bool whole)
{
	const isa *m = e->m;
	FILE *c = e->c;
	const isa_root *r = m->instruction;
	int insn = r ? gen_root_index(m, r->root) : -1;
	int most = max_entries(m);
	arg_entry *ent = calloc((size_t)most + 1, sizeof(*ent));
	fputs("\n/* ---- classification and argument records in one pass ---- */\n\n", c);
	int *canon = same_expressions(m);
	/* C11 leaves the conversion to int64_t and the shift of a negative
	 * value to the implementation: every compiler the generated C targets
	 * wraps and shifts arithmetically (the Bifrost runtime relies on it too) */
	fputs("/* v's low n bits, sign-extended to 64 */\n"
	      "#define RT_SX(v, n) ((uint64_t)((int64_t)((uint64_t)(v) << (64 - (n))) >> (64 - (n))))\n\n",
	      c);
	int *first = emit_name_table(e, ent, most);
	bool dynamic = whole && gen_args_dynamic_leaf(m) != NULL;
	if (dynamic)
		emit_dynamic_helper(c);
	if (insn >= 0) {
		unsigned char *used = calloc((size_t)r->nleaves + 3, 1);
		unsigned char *xused = calloc((size_t)m->nexprs + 1, 1);
		char *tree = NULL, *labels = NULL;
		size_t tlen = 0, llen = 0;
		FILE *t = open_memstream(&tree, &tlen), *l = open_memstream(&labels, &llen);
		if (!t || !l)
			abort();
		gen_classifier_args(t, m, e->trees[insn], e->upfx, used);
		fclose(t);
		emit_labels(l, m, canon, xused, used, first, ent, most);
		fclose(l);
		emit_arg_exprs(c, m, xused);
		/* one function with NAME_decode_args: called, the tree's function
		 * cost every word a jump and the copies of its arguments */
		fputs("static RT_INLINE int rt_args_cls(const uint64_t *w, uint32_t gen, int *conf, "
		      "RT_PFX(args) *a);\n", c);
		fwrite(tree, 1, tlen, c);
		fwrite(labels, 1, llen, c);
		free(tree);
		free(labels);
		free(xused);
		free(used);
	}
	fprintf(c, "int RT_PFX(decode_args)(const RT_PFX(insn) *w, uint32_t gen, int conflict[2], "
		   "RT_PFX(args) *a)\n{\n");
	if (insn < 0)
		fputs("\t(void)w;\n\t(void)gen;\n\t(void)conflict;\n\t(void)a;\n"
		      "\treturn RT_UPFX(NO_MATCH);\n}\n", c);
	else
		fputs("\treturn rt_args_cls(w->w, gen, conflict, a);\n}\n", c);
	fputs("\n", c);
	emit_arg_names(c, r ? r->nleaves : 0);
	free(canon);
	free(first);
	free(ent);
}
