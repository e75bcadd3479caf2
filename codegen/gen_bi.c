/*
 * codegen/gen_bi.c - the decoder generated from a Bifrost ISA.xml: both
 * slots (FMA 23-bit, ADD 20-bit words) selected in Mesa's order and
 * printed under the operand context Mesa's bi_disasm_fma / bi_disasm_add
 * take (the runtime that reads the tables is codegen/rt_bi.inc).
 *
 * A Bifrost model has no decision tree of its own to share with the
 * other languages: Mesa tries the states one after another in its order,
 * and the text comes from tables Mesa's generator computes (model/bi.c).
 * So the generated source is those tables, written out flat (one row per
 * state, derived field, modifier, source and immediate; the modifiers'
 * texts as indices into one pool of strings), and a bucket index per
 * slot: the states each value of a few key bits can select, still in
 * Mesa's order, so that a word is checked against a handful of states
 * rather than all of them.
 */
#include <stdlib.h>
#include <string.h>

#include "emit.h"
#include "emitter.h"
#include "internal.h"

/* The widest key of the bucket index: 2^12 buckets per slot. */
#define BI_MAX_KEY_BITS 12

static int slot_bits(int add)
{
	return add ? 20 : 23;
}

/* ---- the bucket index -------------------------------------------------------- */

/* The window [low, low + bits) of the slot that leaves the fewest states
 * to try per word, counted over all words alike: a state whose exact
 * mask covers j bits of the window is in 2^(bits - j) of the 2^bits
 * buckets.  Smaller windows win ties (smaller tables). */
static void key_window(const isa_bi *bi, int add, int *low, int *bits)
{
	double best = -1;
	*low = 0;
	*bits = 0;
	for (int w = 0; w <= BI_MAX_KEY_BITS; w++)
		for (int lo = 0; lo + w <= slot_bits(add); lo++) {
			double cost = 0;
			uint64_t win = w ? (((uint64_t)1 << w) - 1) << lo : 0;
			for (int i = 0; i < bi->norder[add]; i++) {
				const isa_bi_state *s = &bi->st[bi->order[add][i]];
				int j = 0;
				for (uint64_t b = s->emask & win; b; b &= b - 1)
					j++;
				cost += 1.0 / (double)((uint64_t)1 << j);
			}
			if (best < 0 || cost < best) {
				best = cost;
				*low = lo;
				*bits = w;
			}
		}
}

/* Can state s select a word whose key bits hold `key`? */
static bool in_bucket(const isa_bi_state *s, int low, int bits, uint32_t key)
{
	uint64_t win = bits ? (((uint64_t)1 << bits) - 1) << low : 0;
	uint64_t m = s->emask & win;
	return ((((uint64_t)key << low) ^ s->ebits) & m) == 0;
}

static void emit_buckets(FILE *c, const isa_bi *bi)
{
	int low[2], bits[2];
	for (int u = 0; u < 2; u++)
		key_window(bi, u, &low[u], &bits[u]);
	fprintf(c, "static const int rt_bi_key_low[2] = {%d, %d};\n", low[0], low[1]);
	fprintf(c, "static const int rt_bi_key_bits[2] = {%d, %d};\n\n", bits[0], bits[1]);
	/* the candidates of every bucket, slot after slot */
	fputs("static const unsigned short rt_bi_cand[] = {", c);
	int at = 0;
	int *starts[2];
	for (int u = 0; u < 2; u++) {
		int nb = 1 << bits[u];
		starts[u] = malloc(((size_t)nb + 1) * sizeof(int));
		for (int key = 0; key < nb; key++) {
			starts[u][key] = at;
			for (int i = 0; i < bi->norder[u]; i++) {
				int k = bi->order[u][i];
				if (in_bucket(&bi->st[k], low[u], bits[u], (uint32_t)key))
					fprintf(c, "%s%d,", at++ % 16 ? " " : "\n\t", k);
			}
		}
		starts[u][nb] = at;
	}
	fputs("\n\t0\n};\n", c);
	for (int u = 0; u < 2; u++) {
		int nb = 1 << bits[u];
		fprintf(c, "static const int rt_bi_bucket_%s[%d] = {", u ? "add" : "fma", nb + 1);
		for (int key = 0; key <= nb; key++)
			fprintf(c, "%s%d,", key % 12 ? " " : "\n\t", starts[u][key]);
		fputs("\n};\n", c);
		free(starts[u]);
	}
	fputs("static const int *const rt_bi_bucket[2] = {rt_bi_bucket_fma, rt_bi_bucket_add};\n\n", c);
}

/* ---- the strings modifiers print ----------------------------------------------- */

typedef struct pool {
	interner in;
	const char **v;
	int n, cap;
} pool;

static int pool_id(pool *p, const char *s)
{
	size_t n = strlen(s);
	char *key = malloc(n + 1);
	memcpy(key, s, n + 1);
	int id = gen_interner_add(&p->in, key, p->n);
	if (id == p->n) {
		if (p->n == p->cap) {
			p->cap = p->cap ? 2 * p->cap : 64;
			p->v = realloc(p->v, (size_t)p->cap * sizeof(*p->v));
		}
		p->v[p->n++] = s;
	}
	return id;
}

/* A modifier whose name ends in a source's digit prints after that
 * source; one whose digit is 0..3 and names a source only there (the
 * model's per_source: model/bi.c). */
static int mod_src(const isa_bi_state *s, const char *name)
{
	int last = name[strlen(name) - 1] - '0';
	return last >= 0 && last <= 9 && last < s->nsrcs ? last : -1;
}

static bool mod_head(const isa_bi_state *s, const char *name)
{
	int last = name[strlen(name) - 1] - '0';
	return !(last >= 0 && last <= 3 && last < s->nsrcs);
}

/* rt_bi_tx: per modifier its texts (by value, or by derived value and
 * ordering) as string ids; rt_bi_str: the strings */
static void emit_texts(FILE *c, const isa_bi *bi, int *text_at)
{
	pool p = {0};
	int total = 0;
	for (int k = 0; k < bi->nst; k++)
		for (int i = 0; i < bi->st[k].nmods; i++) {
			const isa_bi_mod *md = &bi->st[k].mods[i];
			total += md->start >= 0 ? 1 << md->size
					       : (bi->st[k].ordered ? 2 : 1) << bi->st[k].value_bits;
		}
	gen_interner_init(&p.in, total + 1);
	int *ids = malloc(((size_t)total + 1) * sizeof(int));
	int at = 0, row = 0;
	for (int k = 0; k < bi->nst; k++) {
		const isa_bi_state *s = &bi->st[k];
		for (int i = 0; i < s->nmods; i++, row++) {
			const isa_bi_mod *md = &s->mods[i];
			text_at[row] = at;
			if (md->start >= 0) {
				for (int v = 0; v < 1 << md->size; v++)
					ids[at++] = pool_id(&p, md->text[0][v]);
				continue;
			}
			for (int o = 0; o < (s->ordered ? 2 : 1); o++)
				for (long v = 0; v < 1L << s->value_bits; v++)
					ids[at++] = pool_id(&p, md->text[o][v]);
		}
	}
	fputs("static const char *const rt_bi_str[] = {", c);
	for (int i = 0; i < p.n; i++) {
		fputs(i % 8 ? " " : "\n\t", c);
		gen_c_string(c, p.v[i], strlen(p.v[i]));
		fputc(',', c);
	}
	fputs("\n\tNULL\n};\n", c);
	fprintf(c, "static const %s rt_bi_tx[] = {", p.n < 65536 ? "unsigned short" : "unsigned");
	for (int i = 0; i < at; i++)
		fprintf(c, "%s%d,", i % 16 ? " " : "\n\t", ids[i]);
	fputs("\n\t0\n};\n\n", c);
	free(ids);
	free(p.v);
	gen_interner_free(&p.in);
}

/* ---- the rows ------------------------------------------------------------------ */

static const char bi_types[] =
	"/* Bifrost: the states in Mesa's order of definition (model/isa.h, isa_bi) */\n"
	"typedef struct rt_bi_derived {\n"
	"\tint start, size;\n"
	"\tuint32_t reserved; /* the values that select nothing, as bits */\n"
	"} rt_bi_derived;\n"
	"typedef struct rt_bi_mod {\n"
	"\tint start, size; /* start -1: printed by the derived fields' value */\n"
	"\tint head, src;   /* printed after the name; after source src (-1: none) */\n"
	"\tlong text;       /* its texts in rt_bi_tx */\n"
	"} rt_bi_mod;\n"
	"typedef struct rt_bi_src {\n"
	"\tint start;\n"
	"\tunsigned mask; /* the values that print no (INVALID) */\n"
	"} rt_bi_src;\n"
	"typedef struct rt_bi_imm {\n"
	"\tconst char *name;\n"
	"\tint start, size;\n"
	"} rt_bi_imm;\n"
	"typedef struct rt_bi_state {\n"
	"\tconst char *name, *mnemonic;\n"
	"\tuint32_t emask, ebits;\n"
	"\tint derived, nderived, mods, nmods, srcs, nsrcs, imms, nimms; /* rows */\n"
	"\tint staging, ordered, value_bits;\n"
	"} rt_bi_state;\n\n";

static void emit_rows(FILE *c, const isa_bi *bi, const int *text_at)
{
	fputs("static const rt_bi_derived rt_bi_deriveds[] = {\n", c);
	for (int k = 0; k < bi->nst; k++)
		for (int d = 0; d < bi->st[k].nderived; d++)
			fprintf(c, "\t{%d, %d, 0x%xu},\n", bi->st[k].derived[d].start,
				bi->st[k].derived[d].size, (unsigned)bi->st[k].reserved[d]);
	fputs("\t{0, 0, 0}\n};\n", c);
	fputs("static const rt_bi_mod rt_bi_mods[] = {\n", c);
	int row = 0;
	for (int k = 0; k < bi->nst; k++)
		for (int i = 0; i < bi->st[k].nmods; i++, row++) {
			const isa_bi_mod *md = &bi->st[k].mods[i];
			fprintf(c, "\t{%d, %d, %d, %d, %d}, /* %s */\n", md->start, md->size,
				mod_head(&bi->st[k], md->name), mod_src(&bi->st[k], md->name), text_at[row],
				gen_cmt(md->name));
		}
	fputs("\t{0, 0, 0, -1, 0}\n};\n", c);
	fputs("static const rt_bi_src rt_bi_srcs[] = {\n", c);
	for (int k = 0; k < bi->nst; k++)
		for (int i = 0; i < bi->st[k].nsrcs; i++)
			fprintf(c, "\t{%d, 0x%xu},\n", bi->st[k].srcs[i].start, bi->st[k].srcs[i].mask & 0xffu);
	fputs("\t{0, 0}\n};\n", c);
	fputs("static const rt_bi_imm rt_bi_imms[] = {\n", c);
	for (int k = 0; k < bi->nst; k++)
		for (int i = 0; i < bi->st[k].nimms; i++) {
			const isa_bi_imm *im = &bi->st[k].imms[i];
			fputs("\t{", c);
			gen_c_string(c, im->name, strlen(im->name));
			fprintf(c, ", %d, %d},\n", im->start, im->size);
		}
	fputs("\t{NULL, 0, 0}\n};\n\n", c);
	fputs("static const rt_bi_state rt_bi_states[] = {\n", c);
	int nd = 0, nm = 0, ns = 0, ni = 0;
	for (int k = 0; k < bi->nst; k++) {
		const isa_bi_state *s = &bi->st[k];
		fputs("\t{", c);
		gen_c_string(c, s->name, strlen(s->name));
		fputs(", ", c);
		gen_c_string(c, s->mnemonic, strlen(s->mnemonic));
		fprintf(c, ", 0x%xu, 0x%xu, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d, %d},\n",
			(unsigned)s->emask, (unsigned)s->ebits, nd, s->nderived, nm, s->nmods, ns, s->nsrcs,
			ni, s->nimms, s->staging[0] != '\0', s->ordered, s->value_bits);
		nd += s->nderived;
		nm += s->nmods;
		ns += s->nsrcs;
		ni += s->nimms;
	}
	fputs("\t{NULL, NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}\n};\n\n", c);
}

/* ---- the files --------------------------------------------------------------------- */

static void emit_header(FILE *h, const isa *m, const char *p, const char *P, const char *base)
{
	fprintf(h,
		"/*\n"
		" * %s.h - disassembler for the Bifrost slots of %s,\n"
		" * generated by isaproof gen.  Do not edit: regenerate.\n"
		" *\n"
		" * Needs only libc.  A slot word is FMA (23 bits) or ADD (20 bits); it is\n"
		" * printed under the operand context Mesa's bi_disasm_fma / bi_disasm_add\n"
		" * take: the tuple's register block (srcs), the next tuple's (next, which\n"
		" * names the destination), the staging register, the clause's branch\n"
		" * offset, its embedded constants and whether the tuple is the last.\n"
		" *\n"
		" * %s_regs_unpack(block)  a 35-bit register block as the clause packs it\n"
		" *     (fau_idx bits 0-7, reg3 8-13, reg2 14-19, reg0 20-24, reg1 25-30,\n"
		" *     ctrl 31-34)\n"
		" * %s_select_fma(bits), %s_select_add(bits)  the state Mesa's order\n"
		" *     selects (0 .. %s_NSTATES-1), or -1 for none\n"
		" * %s_state_name(k)  \"*NAME\" / \"+NAME\", with \".i\" for an instruction's\n"
		" *     i-th encoding, as `isaproof check` names states\n"
		" * %s_disasm_fma(buf, size, bits, srcs, next, staging, branch_offset,\n"
		" *     consts, last), and _add: the text `isaproof decode` (and Mesa, without\n"
		" *     its indent and newline) prints; returns the length it needed and\n"
		" *     writes at most size-1 bytes + NUL; -1 (nothing written) for a word\n"
		" *     wider than the slot, a constant modifier above %s_CONST_PC_LO_HI, or\n"
		" *     a next register block whose control selects a reserved entry\n"
		" *     (Mesa asserts there)\n"
		" */\n",
		p, gen_cmt(base), p, p, p, P, p, p, P);
	fprintf(h, "#ifndef %s_H_INCLUDED\n#define %s_H_INCLUDED\n\n", P, P);
	fputs("#include <stddef.h>\n#include <stdint.h>\n\n", h);
	fputs("#ifdef __cplusplus\nextern \"C\" {\n#endif\n\n", h);
	fprintf(h, "#define %s_NSTATES %d\n\n", P, m->bi->nst);
	fprintf(h, "typedef struct %s_regs {\n\tunsigned fau_idx, reg0, reg1, reg2, reg3, ctrl;\n} %s_regs;\n\n",
		p, p);
	fprintf(h, "enum { %s_CONST_NONE, %s_CONST_PC_LO, %s_CONST_PC_HI, %s_CONST_PC_LO_HI };\n", P, P,
		P, P);
	fprintf(h, "typedef struct %s_constants {\n\tuint64_t raw[6];\n\tunsigned mods[6]; /* %s_CONST_* */\n"
		   "} %s_constants;\n\n", p, P, p);
	fprintf(h, "%s_regs %s_regs_unpack(uint64_t block);\n", p, p);
	fprintf(h, "int %s_select_fma(uint32_t bits);\nint %s_select_add(uint32_t bits);\n", p, p);
	fprintf(h, "const char *%s_state_name(int k);\n", p);
	for (int u = 0; u < 2; u++)
		fprintf(h, "int %s_disasm_%s(char *buf, size_t size, uint32_t bits, const %s_regs *srcs,\n"
			   "\t\tconst %s_regs *next, unsigned staging, unsigned branch_offset,\n"
			   "\t\tconst %s_constants *consts, int last);\n", p, u ? "add" : "fma", p, p, p);
	fputs("\n#ifdef __cplusplus\n}\n#endif\n\n#endif\n", h);
}

void gen_bi_emit(FILE *h, FILE *c, const isa *m, const char *p, const char *P, const char *source)
{
	const char *src = source ? source : m->path;
	const char *base = src ? strrchr(src, '/') : NULL;
	base = base ? base + 1 : (src ? src : "?");
	emit_header(h, m, p, P, base);
	const isa_bi *bi = m->bi;
	fprintf(c, "/* %s.c - generated by isaproof gen.  Do not edit: regenerate. */\n", p);
	fprintf(c, "#include \"%s.h\"\n\n", p);
	fputs("#include <limits.h>\n#include <stdarg.h>\n#include <stdio.h>\n#include <string.h>\n\n", c);
	fprintf(c, "#define RT_PFX(x) %s_##x\n#define RT_UPFX(x) %s_##x\n\n", p, P);
	fputs(bi_types, c);
	int nrows = 0;
	for (int k = 0; k < bi->nst; k++)
		nrows += bi->st[k].nmods;
	int *text_at = malloc(((size_t)nrows + 1) * sizeof(int));
	emit_texts(c, bi, text_at);
	emit_rows(c, bi, text_at);
	free(text_at);
	emit_buckets(c, bi);
	fputs(gen_rt_bi, c);
}
