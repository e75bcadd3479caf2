/*
 * model/bi.c - Bifrost: the tables Mesa's generator computes for each
 * state, the slot's selection and the text Mesa's generated
 * bi_disasm_fma / bi_disasm_add print under an operand context
 * (docs/bifrost.md).
 *
 * Mesa's gen_disasm.py does not print the derived modifiers by reading
 * the conditions at run time: it evaluates every condition for every
 * combination of modifier values, inverts that map (derived field value
 * -> modifier values, the last combination written winning) and prints
 * through the inverted tables.  The tables here are built the same way,
 * so that entries no combination reaches print ".reserved" as Mesa's do.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "build.h"
#include "isa.h"

/* Budgets of the table construction: combinations of modifier values a
 * state's conditions are evaluated on, and the width of the derived
 * fields' value (the table's index). */
#define BI_MAX_COMBOS (1L << 20)
#define BI_MAX_VALUE_BITS 16
#define BI_MAX_KEYS 16

static uint32_t F(uint32_t w, int start, int size)
{
	if (start >= 32)
		return 0;
	uint64_t v = (uint64_t)w >> start;
	return (uint32_t)(v & (((uint64_t)1 << size) - 1));
}

/* ---- condition keys and evaluation ---------------------------------------- */

typedef struct bi_keys {
	const char *name[BI_MAX_KEYS];
	int n;
	bool ordering;
	bool overflow;
} bi_keys;

static void key_add(bi_keys *k, const char *s)
{
	if (s[0] == '#')
		return;
	if (!strcmp(s, "ordering")) {
		k->ordering = true;
		return;
	}
	for (int i = 0; i < k->n; i++)
		if (!strcmp(k->name[i], s))
			return;
	if (k->n == BI_MAX_KEYS) {
		k->overflow = true;
		return;
	}
	/* sorted, as Python's sorted() orders str by code point */
	int i = k->n++;
	while (i > 0 && strcmp(k->name[i - 1], s) > 0) {
		k->name[i] = k->name[i - 1];
		i--;
	}
	k->name[i] = s;
}

static void keys_of(bi_keys *k, const isa_bi_cond *c)
{
	if (c->kind == BI_COND_EQ || c->kind == BI_COND_NEQ) {
		key_add(k, c->left);
		key_add(k, c->right);
		return;
	}
	for (int i = 0; i < c->nkids; i++)
		keys_of(k, c->kids[i]);
}

typedef struct bi_env {
	const bi_keys *k;
	const char *const *val; /* per key: its value in this combination (NULL: None) */
	const char *ordering;
} bi_env;

/* an operand's value: Python's None is NULL, so `present` tells it from
 * nothing */
static const char *operand(const bi_env *e, const char *s)
{
	if (s[0] == '#')
		return s + 1;
	if (!strcmp(s, "ordering"))
		return e->ordering;
	for (int i = 0; i < e->k->n; i++)
		if (!strcmp(e->k->name[i], s))
			return e->val[i];
	return NULL;
}

static bool same(const char *a, const char *b)
{
	if (!a || !b)
		return a == b;
	return !strcmp(a, b);
}

static bool eval(const bi_env *e, const isa_bi_cond *c)
{
	switch (c->kind) {
	case BI_COND_EQ:
		return same(operand(e, c->left), operand(e, c->right));
	case BI_COND_NEQ:
		return !same(operand(e, c->left), operand(e, c->right));
	case BI_COND_AND:
		for (int i = 0; i < c->nkids; i++)
			if (!eval(e, c->kids[i]))
				return false;
		return true;
	case BI_COND_OR:
		for (int i = 0; i < c->nkids; i++)
			if (eval(e, c->kids[i]))
				return true;
		return false;
	case BI_COND_ALIAS:
		break;
	}
	return false;
}

/* ---- tables ------------------------------------------------------------------ */

/* "" for the default, else "." and the text ("reserved" for none) */
static const char *pretty(isa_arena *a, const char *opt, const char *deflt)
{
	if (same(opt, deflt))
		return "";
	const char *t = opt && *opt ? opt : "reserved";
	size_t n = strlen(t);
	char *s = isa_arena_alloc(a, n + 2);
	s[0] = '.';
	memcpy(s + 1, t, n + 1);
	return s;
}

static const isa_bi_mod *mod_named(const isa_bi_state *s, const char *name)
{
	const isa_bi_mod *found = NULL;
	for (int i = 0; i < s->nmods; i++)
		if (!strcmp(s->mods[i].name, name))
			found = &s->mods[i]; /* the last one, as Mesa's dict keeps */
	return found;
}

/* The derived fields' value for a combination, or -1 when the test
 * fails or some derived field has no true condition. */
static long combo_value(const isa_bi_state *s, const bi_env *e)
{
	if (s->test && !eval(e, s->test))
		return -1;
	long param = 0;
	int shift = 0;
	for (int d = 0; d < s->nderived; d++) {
		const isa_bi_derived *dv = &s->derived[d];
		int j, n = 1 << dv->size;
		for (j = 0; j < n; j++)
			if (dv->opts[j] && eval(e, dv->opts[j]))
				break;
		if (j == n)
			return -1;
		param |= (long)j << shift;
		shift += dv->size;
	}
	return param;
}

/* For each ordering, the combination each derived value maps back to
 * (the last written wins, as Mesa's inversion), -1 for none. */
static void invert(const isa_bi_state *s, const bi_keys *k, const isa_bi_mod **km, long ncombo,
		   int order, long *back)
{
	const char *val[BI_MAX_KEYS];
	bi_env e = {k, val, order ? "gt" : "lt"};
	if (!s->ordered)
		e.ordering = NULL;
	for (long t = 0; t < ncombo; t++) {
		long r = t;
		for (int i = k->n - 1; i >= 0; i--) {
			int n = 1 << km[i]->size;
			val[i] = km[i]->opts[r % n];
			r /= n;
		}
		long p = combo_value(s, &e);
		if (p >= 0)
			back[p] = t;
	}
}

static const char *combo_text(const bi_keys *k, const isa_bi_mod **km, long t, int key)
{
	for (int i = k->n - 1; i >= 0; i--) {
		int n = 1 << km[i]->size;
		if (i == key)
			return km[i]->opts[t % n];
		t /= n;
	}
	return NULL;
}

bool isa_bi_tables(isa_arena *a, isa_bi_state *s, long *budget, char *why, size_t len)
{
	bi_keys k = {0};
	if (s->test)
		keys_of(&k, s->test);
	for (int d = 0; d < s->nderived; d++)
		for (int j = 0; j < 1 << s->derived[d].size; j++)
			if (s->derived[d].opts[j])
				keys_of(&k, s->derived[d].opts[j]);
	if (k.overflow) {
		snprintf(why, len, "the conditions read more than %d modifiers (a limit of isaproof)",
			 BI_MAX_KEYS);
		return false;
	}
	s->ordered = k.ordering;
	if (s->ordered && s->nsrcs < 2) {
		snprintf(why, len, "a condition reads 'ordering', which compares sources 0 and 1, "
				   "but the instruction has %d source%s (Mesa's generator fails)",
			 s->nsrcs, s->nsrcs == 1 ? "" : "s");
		return false;
	}
	const isa_bi_mod *km[BI_MAX_KEYS];
	long ncombo = 1;
	for (int i = 0; i < k.n; i++) {
		km[i] = mod_named(s, k.name[i]);
		if (!km[i]) {
			snprintf(why, len, "a condition reads '%s', which is no modifier of the "
					   "instruction (Mesa's generator fails)", k.name[i]);
			return false;
		}
		ncombo <<= km[i]->size;
		if (ncombo > BI_MAX_COMBOS) {
			snprintf(why, len, "the conditions range over more than %ld combinations of "
					   "modifier values (a limit of isaproof)", BI_MAX_COMBOS);
			return false;
		}
	}
	if (s->nderived > (int)(sizeof(s->reserved) / sizeof(s->reserved[0]))) {
		snprintf(why, len, "%d derived fields (a limit of isaproof: %d)", s->nderived,
			 (int)(sizeof(s->reserved) / sizeof(s->reserved[0])));
		return false;
	}
	/* the whole file shares one budget of combinations, so that many
	 * states at the per-state limit cannot hold the load for minutes */
	long cost = ncombo * (k.ordering ? 2 : 1);
	if (cost > *budget) {
		snprintf(why, len, "the file's conditions range over more than %ld combinations of "
				   "modifier values in all (a limit of isaproof)", BI_MAX_FILE_COMBOS);
		return false;
	}
	*budget -= cost;
	int bits = 0;
	for (int d = 0; d < s->nderived; d++) {
		bits += s->derived[d].size;
		uint64_t r = 0;
		for (int j = 0; j < 1 << s->derived[d].size; j++)
			if (!s->derived[d].opts[j])
				r |= (uint64_t)1 << j;
		s->reserved[d] = r;
	}
	if (bits > BI_MAX_VALUE_BITS) {
		snprintf(why, len, "the derived fields are %d bits wide together (a limit of isaproof: %d)",
			 bits, BI_MAX_VALUE_BITS);
		return false;
	}
	s->value_bits = bits;
	long nvals = 1L << bits;
	long *back[2] = {NULL, NULL};
	int norders = s->ordered ? 2 : 1;
	for (int o = 0; o < norders; o++) {
		back[o] = isa_xmalloc((size_t)nvals * sizeof(long));
		for (long p = 0; p < nvals; p++)
			back[o][p] = -1;
		invert(s, &k, km, ncombo, o, back[o]);
		bool *r = isa_arena_alloc(a, (size_t)nvals * sizeof(bool));
		for (long p = 0; p < nvals; p++)
			r[p] = back[o][p] >= 0;
		s->reached[o] = r;
	}
	if (!s->ordered)
		s->reached[1] = s->reached[0];
	bool ok = true;
	for (int i = 0; i < s->nmods && ok; i++) {
		isa_bi_mod *md = &s->mods[i];
		if (md->start >= 0) {
			int n = 1 << md->size;
			md->text[0] = isa_arena_alloc(a, (size_t)n * sizeof(char *));
			for (int v = 0; v < n; v++)
				md->text[0][v] = pretty(a, md->opts[v], md->deflt);
			continue;
		}
		int key = -1;
		for (int j = 0; j < k.n; j++)
			if (!strcmp(k.name[j], md->name))
				key = j;
		if (key < 0) {
			snprintf(why, len, "modifier '%s' has no start and no condition reads it: Mesa's "
					   "generated C prints a variable it never declares", md->name);
			ok = false;
			break;
		}
		for (int o = 0; o < norders; o++) {
			md->text[o] = isa_arena_alloc(a, (size_t)nvals * sizeof(char *));
			for (long p = 0; p < nvals; p++) {
				const char *t = back[o][p] < 0 ? NULL : combo_text(&k, km, back[o][p], key);
				md->text[o][p] = pretty(a, t ? t : "reserved", md->deflt);
			}
		}
	}
	free(back[0]);
	free(back[1]);
	return ok;
}

/* ---- selection --------------------------------------------------------------- */

static bool state_matches(const isa_bi_state *s, uint32_t w)
{
	if (((uint64_t)w & s->emask) != s->ebits)
		return false;
	for (int d = 0; d < s->nderived; d++)
		if (s->reserved[d] && ((s->reserved[d] >> F(w, s->derived[d].start, s->derived[d].size)) & 1))
			return false;
	return true;
}

int isa_bi_select(const isa_bi *bi, bool add, uint32_t w)
{
	int u = add ? 1 : 0;
	for (int i = 0; i < bi->norder[u]; i++)
		if (state_matches(&bi->st[bi->order[u][i]], w))
			return bi->order[u][i];
	return -1;
}

/* Every word's state at once: each state's words written over those of
 * the states after it, so the first in Mesa's order stays.  The words of
 * a state are its exact pattern with every value of the free bits. */
void isa_bi_select_all(const isa_bi *bi, bool add, int32_t *sel)
{
	int u = add ? 1 : 0;
	uint32_t slot = add ? 0xfffffu : 0x7fffffu;
	for (uint32_t w = 0; w <= slot; w++)
		sel[w] = -1;
	for (int i = bi->norder[u] - 1; i >= 0; i--) {
		int k = bi->order[u][i];
		const isa_bi_state *s = &bi->st[k];
		if ((s->ebits & ~s->emask) || (s->ebits & ~(uint64_t)slot))
			continue; /* never matches (bi-dead) */
		uint32_t free = slot & ~(uint32_t)s->emask, f = free;
		for (;;) {
			uint32_t w = (uint32_t)s->ebits | f;
			if (state_matches(s, w))
				sel[w] = k;
			if (!f)
				break;
			f = (f - 1) & free;
		}
	}
}

/* ---- the operand context ------------------------------------------------------ */

isa_bi_regs isa_bi_regs_unpack(uint64_t v)
{
	isa_bi_regs r;
	r.fau_idx = (unsigned)(v & 0xff);
	r.reg3 = (unsigned)((v >> 8) & 0x3f);
	r.reg2 = (unsigned)((v >> 14) & 0x3f);
	r.reg0 = (unsigned)((v >> 20) & 0x1f);
	r.reg1 = (unsigned)((v >> 25) & 0x3f);
	r.ctrl = (unsigned)((v >> 31) & 0xf);
	return r;
}

enum { OP_IDLE, OP_READ, OP_WRITE, OP_WRITE_LO, OP_WRITE_HI };

/* What slots 2 and 3 of the register block do, per control value (the
 * hardware's table; {0,0,0} is reserved). */
static const struct {
	unsigned char slot2, slot3, slot3_fma;
} reg_ctrl[32] = {
	[1] = {OP_READ, OP_WRITE_LO, 1},      [2] = {OP_READ, OP_WRITE_HI, 1},
	[3] = {OP_READ, OP_WRITE, 1},         [4] = {OP_READ, OP_WRITE_LO, 0},
	[5] = {OP_READ, OP_WRITE_HI, 0},      [6] = {OP_READ, OP_WRITE, 0},
	[7] = {OP_WRITE_LO, OP_WRITE_LO, 0},  [8] = {OP_WRITE_LO, OP_WRITE_HI, 0},
	[9] = {OP_WRITE_LO, OP_WRITE, 0},     [10] = {OP_WRITE_HI, OP_WRITE_LO, 0},
	[11] = {OP_WRITE_HI, OP_WRITE_HI, 0}, [12] = {OP_WRITE_HI, OP_WRITE, 0},
	[13] = {OP_WRITE, OP_WRITE_LO, 0},    [14] = {OP_WRITE, OP_WRITE_HI, 0},
	[15] = {OP_WRITE, OP_WRITE, 0},       [16] = {OP_IDLE, OP_IDLE, 1},
	[17] = {OP_IDLE, OP_WRITE, 1},        [18] = {OP_IDLE, OP_WRITE_LO, 1},
	[19] = {OP_IDLE, OP_WRITE_HI, 1},     [20] = {OP_READ, OP_IDLE, 0},
	[21] = {OP_IDLE, OP_WRITE, 0},        [22] = {OP_IDLE, OP_WRITE_LO, 0},
	[23] = {OP_IDLE, OP_WRITE_HI, 0},     [24] = {OP_WRITE_LO, OP_WRITE_HI, 0},
	[26] = {OP_WRITE_HI, OP_WRITE_LO, 0}, [27] = {OP_IDLE, OP_IDLE, 1},
};

/* The control value of a register block: in the last tuple the block is
 * the clause's first, whose encoding differs; otherwise equal slots 2
 * and 3 select the upper half of the table. */
static unsigned ctrl_index(const isa_bi_regs *r, bool last)
{
	unsigned c = r->ctrl == 0 ? r->reg1 >> 2 : r->ctrl;
	if (last)
		c = (c & 7) | ((c & 8) << 1);
	else if (r->reg2 == r->reg3)
		c += 16;
	return c & 31;
}

static bool ctrl_reserved(unsigned i)
{
	return !reg_ctrl[i].slot2 && !reg_ctrl[i].slot3 && !reg_ctrl[i].slot3_fma;
}

bool isa_bi_ctx_valid(const isa_bi_ctx *c, char *why, size_t len)
{
	unsigned i = ctrl_index(&c->next, c->last);
	if (ctrl_reserved(i)) {
		snprintf(why, len, "the next register block's control selects entry %u, which is "
				   "reserved (Mesa asserts while printing the destination)", i);
		return false;
	}
	for (int k = 0; k < 6; k++)
		if (c->mods[k] > BI_CONST_PC_LO_HI) {
			snprintf(why, len, "constant %d has modifier %d (0..3)", k, (int)c->mods[k]);
			return false;
		}
	return true;
}

static void put_mask(isa_buf *o, int op)
{
	if (op == OP_WRITE_LO)
		isa_buf_printf(o, ".h0");
	else if (op == OP_WRITE_HI)
		isa_buf_printf(o, ".h1");
}

static void put_dest(isa_buf *o, const isa_bi_ctx *c)
{
	unsigned i = ctrl_index(&c->next, c->last);
	int s2 = reg_ctrl[i].slot2, s3 = reg_ctrl[i].slot3;
	bool fma3 = reg_ctrl[i].slot3_fma;
	if (!c->add && s2 >= OP_WRITE) {
		isa_buf_printf(o, "r%u:t0", c->next.reg2);
		put_mask(o, s2);
	} else if (!c->add && s3 >= OP_WRITE && fma3) {
		isa_buf_printf(o, "r%u:t0", c->next.reg3);
		put_mask(o, s3);
	} else if (c->add && s3 >= OP_WRITE && !fma3) {
		isa_buf_printf(o, "r%u:t1", c->next.reg3);
		put_mask(o, s3);
	} else
		isa_buf_printf(o, c->add ? "t1" : "t0");
}

static unsigned reg0_of(const isa_bi_regs *r)
{
	if (r->ctrl == 0)
		return r->reg0 | ((r->reg1 & 1) << 5);
	return r->reg0 <= r->reg1 ? r->reg0 : 63 - r->reg0;
}

static unsigned reg1_of(const isa_bi_regs *r)
{
	return r->reg0 <= r->reg1 ? r->reg1 : 63 - r->reg1;
}

/* The write a slot does, as the verbose register line names it */
static const char *op_write_text(int op)
{
	return op == OP_WRITE ? "write" : op == OP_WRITE_LO ? "write lo" : "write hi";
}

bool isa_bi_regs_print(const isa_bi_regs *r, bool first, isa_buf *o, char *why, size_t len)
{
	unsigned i = ctrl_index(r, first);
	if (ctrl_reserved(i)) {
		snprintf(why, len, "the register block's control selects entry %u, which is reserved "
				   "(Mesa asserts while printing the verbose register line)", i);
		return false;
	}
	isa_buf_printf(o, "    # ");
	/* control 0 packs a sixth bit of reg0 into reg1 and reads no reg1 */
	if (r->ctrl != 0 || !(r->reg1 & 2))
		isa_buf_printf(o, "slot 0: r%u ", reg0_of(r));
	if (r->ctrl != 0)
		isa_buf_printf(o, "slot 1: r%u ", reg1_of(r));
	int s2 = reg_ctrl[i].slot2, s3 = reg_ctrl[i].slot3;
	if (s2 >= OP_WRITE)
		isa_buf_printf(o, "slot 2: r%u (%s FMA) ", r->reg2, op_write_text(s2));
	else if (s2 == OP_READ)
		isa_buf_printf(o, "slot 2: r%u (read) ", r->reg2);
	if (s3 >= OP_WRITE)
		isa_buf_printf(o, "slot 3: r%u (%s %s) ", r->reg3, op_write_text(s3),
			       reg_ctrl[i].slot3_fma ? "FMA" : "ADD");
	if (r->fau_idx)
		isa_buf_printf(o, "fau %X ", r->fau_idx);
	isa_buf_printf(o, "\n");
	return true;
}

static void put_const(isa_buf *o, uint32_t imm)
{
	float f;
	memcpy(&f, &imm, sizeof(f));
	isa_buf_printf(o, "0x%08x /* %f */", imm, (double)f);
}

/* An embedded constant that is a branch target: the clause it names */
static void put_pc(isa_buf *o, const isa_bi_ctx *c, uint64_t imm, isa_bi_constmod mod, bool high,
		   int *undefined)
{
	if (mod == BI_CONST_PC_HI && !high) {
		put_const(o, (uint32_t)imm);
		return;
	}
	int64_t sx64 = (int64_t)(imm << 4) >> 4;
	int32_t sx32[2] = {(int32_t)((uint32_t)imm << 4) >> 4, (int32_t)((uint32_t)(imm >> 32) << 4) >> 4};
	int64_t offs = mod == BI_CONST_PC_LO ? sx64 : mod == BI_CONST_PC_HI ? sx32[1] : sx32[high];
	if (offs & 15)
		(*undefined)++; /* Mesa asserts the offset is a whole clause */
	isa_buf_printf(o, "clause_%" PRId64, (int64_t)c->branch_offset + offs / 16);
	if (mod == BI_CONST_PC_LO && high)
		isa_buf_printf(o, " >> 32");
	if (offs == 0)
		isa_buf_printf(o, " /* XXX: likely an infinite loop */");
}

static const char *const fau_special[8] = {"#0",         "lane_id",     "warp_id", "core_id",
					   "framebuffer_size", "atest_datum", "sample",  NULL};

static void put_fau(isa_buf *o, const isa_bi_ctx *c, bool high, int *undefined)
{
	unsigned f = c->srcs.fau_idx;
	if (f & 0x80) {
		isa_buf_printf(o, "u%u.w%u", f & 0x7f, (unsigned)high);
		return;
	}
	if (f >= 0x20) {
		/* the constants' FAU selectors are not in order */
		static const int idx_of[8] = {-1, -1, 4, 5, 0, 1, 2, 3};
		int idx = idx_of[f >> 4];
		uint64_t imm = c->consts[idx] | (f & 0xf);
		if (c->mods[idx] != BI_CONST_NONE)
			put_pc(o, c, imm, c->mods[idx], high, undefined);
		else
			put_const(o, (uint32_t)(high ? imm >> 32 : imm));
		return;
	}
	if (f < 8 && fau_special[f])
		isa_buf_printf(o, "%s", fau_special[f]);
	else if (f >= 8 && f < 16)
		isa_buf_printf(o, "blend_descriptor_%u", f - 8);
	else
		isa_buf_printf(o, "XXX - reserved%u", f);
	isa_buf_printf(o, high ? ".y" : ".x");
}

static void put_src(isa_buf *o, const isa_bi_ctx *c, unsigned v, int *undefined)
{
	switch (v) {
	case 0: isa_buf_printf(o, "r%u", reg0_of(&c->srcs)); break;
	case 1: isa_buf_printf(o, "r%u", reg1_of(&c->srcs)); break;
	case 2: isa_buf_printf(o, "r%u", c->srcs.reg2); break;
	case 3: isa_buf_printf(o, c->add ? "t" : "#0"); break; /* ADD: FMA's result */
	case 4: put_fau(o, c, false, undefined); break;
	case 5: put_fau(o, c, true, undefined); break;
	case 6: isa_buf_printf(o, "t0"); break;
	default: isa_buf_printf(o, "t1"); break;
	}
}

/* ---- the text ------------------------------------------------------------------- */

const char *isa_bi_mod_text(const isa_bi_state *s, const isa_bi_mod *md, uint32_t w)
{
	if (md->start >= 0)
		return md->text[0][F(w, md->start, md->size)];
	uint32_t idx = 0;
	int shift = 0;
	for (int d = 0; d < s->nderived; d++) {
		idx |= F(w, s->derived[d].start, s->derived[d].size) << shift;
		shift += s->derived[d].size;
	}
	bool gt = s->ordered && F(w, s->srcs[0].start, 3) > F(w, s->srcs[1].start, 3);
	return md->text[gt ? 1 : 0][idx];
}

/* Per-source modifiers (name ending in the source's digit) print after
 * their source, the others after the mnemonic. */
static bool per_source(const isa_bi_state *s, const char *name)
{
	char last = name[strlen(name) - 1];
	return last >= '0' && last <= '3' && last - '0' < s->nsrcs;
}

static void put_state(isa_buf *o, const isa_bi_state *s, uint32_t w, const isa_bi_ctx *c,
		      int *undefined)
{
	isa_buf_printf(o, "%s", s->mnemonic);
	for (int i = 0; i < s->nmods; i++)
		if (!per_source(s, s->mods[i].name))
			isa_buf_printf(o, "%s", isa_bi_mod_text(s, &s->mods[i], w));
	isa_buf_printf(o, " ");
	put_dest(o, c);
	for (int i = 0; i < s->nsrcs; i++) {
		unsigned v = F(w, s->srcs[i].start, 3);
		isa_buf_printf(o, ", ");
		put_src(o, c, v, undefined);
		if (s->srcs[i].mask != 0xff && !(s->srcs[i].mask & (1u << v)))
			isa_buf_printf(o, "(INVALID)");
		for (int k = 0; k < s->nmods; k++) {
			const char *n = s->mods[k].name;
			if (i < 10 && n[strlen(n) - 1] == '0' + i)
				isa_buf_printf(o, "%s", isa_bi_mod_text(s, &s->mods[k], w));
		}
	}
	for (int i = 0; i < s->nimms; i++)
		isa_buf_printf(o, ", %s:%u", s->imms[i].name, F(w, s->imms[i].start, s->imms[i].size));
	if (s->staging[0])
		isa_buf_printf(o, ", @r%u", c->staging);
}

const isa_bitset *isa_bi_decode(const isa *m, uint32_t w, const isa_bi_ctx *c, bool show_errors,
				isa_buf *out)
{
	static const isa_bi_ctx zero;
	if (!c)
		c = &zero;
	int k = isa_bi_select(m->bi, c->add, w);
	if (k < 0) {
		isa_buf_printf(out, "INSTR_INVALID_ENC %s %X", c->add ? "add" : "fma", w);
		return NULL;
	}
	const isa_bi_state *s = &m->bi->st[k];
	int undefined = 0;
	put_state(out, s, w, c, &undefined);
	if (show_errors && undefined)
		isa_buf_printf(out, "\t; assert: a branch constant's offset is not a whole clause "
				    "(Mesa asserts)");
	/* the leaf of the state whose pattern holds the word */
	const isa_root *r = &m->roots[c->add ? 1 : 0];
	for (int i = 0; i < r->nleaves; i++) {
		const isa_bitset *b = r->leaves[i];
		if ((w & b->lmask.w[0] & ~b->ldontcare.w[0]) == b->lmatch.w[0])
			return b;
	}
	return s->leaf;
}

int isa_bi_decode_tuple(const isa *m, uint32_t w, const isa_bi_ctx *c, isa_buf *out, char *why,
			size_t len)
{
	int k = isa_bi_select(m->bi, c->add, w);
	if (k < 0) {
		isa_buf_printf(out, "INSTR_INVALID_ENC %s %X", c->add ? "add" : "fma", w);
		return 0;
	}
	/* Mesa decodes the destination's control only for a selected word */
	if (!isa_bi_ctx_valid(c, why, len))
		return -1;
	int undefined = 0;
	put_state(out, &m->bi->st[k], w, c, &undefined);
	if (undefined) {
		snprintf(why, len, "a branch constant's offset is not a whole clause (Mesa asserts)");
		return -1;
	}
	return 1;
}
