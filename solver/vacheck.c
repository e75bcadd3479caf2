/*
 * solver/vacheck.c - what `isaproof check` proves about a Valhall ISA.xml
 * beyond the generic checks (docs/rules.md, "Valhall").
 *
 * Every field of a Valhall instruction is a fixed bit range and decoding
 * is a bucket walk on two of them, so each question here is exact bit
 * arithmetic on one 64-bit word: no solver query is needed.  Every
 * finding carries a witness word that the interpreter decodes again
 * (isa_va_decode, isa_va_undefined); a witness that does not show the
 * problem would be reported as internal-witness, never silently dropped.
 */
#include <stdio.h>
#include <string.h>

#include "solver/internal.h"
#include "solver/prove.h"

#define VA_MAX_NAMES 6

typedef struct vac {
	const isa *m;
	const isa_va *va;
	pv_report *rep;
} vac;

static uint64_t ones(int n) { return n >= 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1); }

static uint64_t range(int start, int size)
{
	return start >= 64 ? 0 : (ones(size) << start);
}

/* The word the assembler starts every instance of I from: opcode and
 * opcode2 (at I's own shift), everything else 0. */
static uint64_t base_word(const isa_va_ins *I)
{
	uint64_t w = (uint64_t)I->opcode << 48;
	if (I->has_opcode2 && I->shift < 64)
		w |= (uint64_t)I->opcode2 << I->shift;
	return w;
}

static void decoded(const vac *c, pv_finding *f, uint64_t w)
{
	isa_buf out;
	isa_buf_init(&out);
	isa_va_decode(c->m, w, true, &out);
	pv_add_line(f, "decodes as", "%s", out.s ? out.s : "");
	isa_buf_free(&out);
}

static void witness(pv_finding *f, uint64_t w)
{
	char hex[17];
	snprintf(hex, sizeof(hex), "%016llx", (unsigned long long)w);
	pv_set_witness(f, hex);
	pv_set_gens(f, "#instruction", 0, UINT32_MAX);
}

/* ---- selection: members no word (or not their own words) selects ---------- */

static void check_selection(vac *c)
{
	const isa_va *va = c->va;
	for (int i = 0; i < va->nins; i++) {
		const isa_va_ins *I = &va->ins[i];
		int f = va->bucket_first[I->opcode];
		const isa_va_ins *F = &va->ins[f];
		uint64_t w = base_word(I);
		if (va->bucket_size[I->opcode] == 1) {
			if (!I->has_opcode2 || !I->mask)
				continue;
			/* opcode2 is written by the assembler, never tested */
			uint64_t other = w ^ ((uint64_t)1 << I->shift);
			if (isa_va_select(va, other) != i)
				continue;
			pv_finding *x = pv_add(c->rep, PV_WARNING, "va-opcode2-unused", I->opcode2_loc,
					       "%s is alone in bucket 0x%X: decoding never looks at its opcode2 0x%X "
					       "(bits %d..%d), so any value there decodes as %s",
					       I->name, I->opcode, I->opcode2, I->shift,
					       I->shift + 31 - __builtin_clz(I->mask), I->name);
			witness(x, other);
			decoded(c, x, other);
			continue;
		}
		int got = isa_va_select(va, w);
		if (got == i)
			continue;
		bool never = (I->opcode2 & ~F->mask) != 0;
		pv_finding *x;
		if (never)
			x = pv_add(c->rep, PV_ERROR, "va-shadowed", I->loc,
				   "%s can never be selected: bucket 0x%X decodes opcode2 as (w >> %d) & 0x%X "
				   "(its first member %s's rule), which cannot equal 0x%X",
				   I->name, I->opcode, F->shift, F->mask, F->name, I->opcode2);
		else
			x = pv_add(c->rep, PV_ERROR, "va-shadowed", I->loc,
				   "%s's own words do not decode as %s: bucket 0x%X decodes opcode2 as (w >> %d) "
				   "& 0x%X (its first member %s's rule), %s encodes it at bit %d with mask 0x%X",
				   I->name, I->name, I->opcode, F->shift, F->mask, F->name, I->name, I->shift,
				   I->mask);
		pv_set_related(x, F->loc);
		witness(x, w);
		decoded(c, x, w);
		if (got >= 0)
			pv_add_line(x, "shadowed by", "%s", va->ins[got].name);
	}
}

/* ---- bits claimed twice inside one instruction --------------------------- */

typedef struct va_item {
	char name[48];
	uint64_t bits;
} va_item;

static int items_of(const isa_va_ins *I, va_item *it, int max)
{
	int n = 0;
#define ITEM(b, ...)                                                                   \
	do {                                                                           \
		if ((b) && n < max) {                                                  \
			snprintf(it[n].name, sizeof(it[n].name), __VA_ARGS__);        \
			it[n++].bits = (b);                                            \
		}                                                                      \
	} while (0)
	ITEM(range(48, 9), "the primary opcode");
	ITEM(range(57, 2), "the FAU page");
	ITEM(range(59, 4), "the flow");
	if (I->has_opcode2 && I->shift < 64)
		ITEM((uint64_t)I->mask << I->shift, "the secondary opcode");
	for (int i = 0; i < I->nmods; i++)
		if (I->mods[i].start < 64)
			ITEM(range(I->mods[i].start, I->mods[i].size), "modifier %s", I->mods[i].name);
	if (I->has_dest)
		ITEM(range(40, 8), "the destination");
	for (int i = 0; i < I->nsrs; i++) {
		ITEM(range(I->srs[i].start, 6), "staging operand %d", i);
		if (I->srs[i].flags)
			ITEM(range(I->srs[i].start + 6, 2), "staging operand %d's flags", i);
	}
	for (int i = 0; i < I->nsrcs; i++) {
		const isa_va_src *s = &I->srcs[i];
		int slot = s->slot;
		ITEM(range(8 * slot, 8), "source %d", i);
		if (s->absneg) {
			ITEM(range(34 + 2 * (2 - slot), 1), "source %d's neg", i);
			ITEM(range(35 + 2 * (2 - slot), 1), "source %d's abs", i);
		}
		if (s->swizzle)
			ITEM(range(24 + 2 * (2 - slot), 2), "source %d's swizzle", i);
		if (s->lanes || s->halfswizzle || s->widen)
			ITEM(range(slot == 1 ? 26 : 36, 4), "source %d's %s", i,
			     s->lanes ? "lanes" : s->halfswizzle ? "half-swizzle" : "widen");
		else if (s->combine)
			ITEM(range(37, 3), "source %d's combine", i);
		if (s->lane >= 0)
			ITEM(range(s->lane, 2), "source %d's lane", i);
		if (s->not_)
			ITEM(range(35, 1), "source %d's not", i);
	}
	for (int i = 0; i < I->nimms; i++)
		ITEM(range(I->imms[i].start, I->imms[i].size), "immediate %s", I->imms[i].name);
#undef ITEM
	return n;
}

static void check_overlaps(vac *c)
{
	for (int i = 0; i < c->va->nins; i++) {
		const isa_va_ins *I = &c->va->ins[i];
		va_item it[160];
		int n = items_of(I, it, 160);
		for (int a = 0; a < n; a++)
			for (int b = 0; b < a; b++) {
				uint64_t both = it[a].bits & it[b].bits;
				if (!both)
					continue;
				int bit = __builtin_ctzll(both);
				/* the witness: I's word with the shared bit set */
				uint64_t w = base_word(I) | ((uint64_t)1 << bit);
				pv_finding *x = pv_add(c->rep, PV_ERROR, "va-overlap", I->loc,
						       "in %s, %s and %s both claim bit %d (bits 0x%016llx)", I->name,
						       it[b].name, it[a].name, bit, (unsigned long long)both);
				witness(x, w);
				decoded(c, x, w);
			}
	}
}

/* ---- tables Mesa reads past their end -------------------------------------- */

typedef struct overflow {
	const isa_va_enum *table;
	int fields;
	uint64_t witness;
	bool have_witness;
	char first[VA_MAX_NAMES][96];
	int nfirst;
} overflow;

static void note_overflow(vac *c, overflow *ov, int *nov, const isa_va_enum *t, const isa_va_ins *I,
			  int i, const char *what, int start, int size)
{
	if (!t || start >= 64 || size >= 31 || ((uint64_t)1 << size) <= (uint64_t)t->n)
		return;
	int k = 0;
	while (k < *nov && ov[k].table != t)
		k++;
	if (k == *nov)
		ov[(*nov)++] = (overflow){.table = t};
	overflow *o = &ov[k];
	o->fields++;
	uint64_t w = base_word(I) | ((uint64_t)t->n << start);
	if (!o->have_witness && isa_va_select(c->va, w) == i) {
		o->witness = w;
		o->have_witness = true;
	}
	if (o->nfirst < VA_MAX_NAMES)
		snprintf(o->first[o->nfirst++], sizeof(o->first[0]), "%s: %s (bits %d..%d) reaches %llu",
			 I->name, what, start, start + size - 1, (unsigned long long)ones(size));
}

static void check_tables(vac *c)
{
	const isa_va *va = c->va;
	overflow ov[128];
	int nov = 0;
	int nlut = 0, lut_ins = -1;
	const char *lut_first[VA_MAX_NAMES];
	int nlut_first = 0;
	for (int i = 0; i < va->nins && nov < 120; i++) {
		const isa_va_ins *I = &va->ins[i];
		for (int k = 0; k < I->nmods; k++) {
			const isa_va_mod *md = &I->mods[k];
			if (md->is_enum && !md->hidden)
				note_overflow(c, ov, &nov, md->table, I, i, md->name, md->start, md->size);
		}
		for (int k = 0; k < I->nsrcs; k++) {
			const isa_va_src *s = &I->srcs[k];
			char what[48];
			int slot = s->slot;
			snprintf(what, sizeof(what), "source %d's swizzle", k);
			if (s->swizzle)
				note_overflow(c, ov, &nov, s->swz_table, I, i, what, 24 + 2 * (2 - slot), 2);
			snprintf(what, sizeof(what), "source %d's %s", k,
				 s->lanes ? "lanes" : s->halfswizzle ? "half-swizzle" : s->widen ? "widen" : "combine");
			if (s->lanes || s->halfswizzle || s->widen)
				note_overflow(c, ov, &nov, s->wide_table, I, i, what, slot == 1 ? 26 : 36, 4);
			else if (s->combine)
				note_overflow(c, ov, &nov, s->wide_table, I, i, what, 37, 3);
			snprintf(what, sizeof(what), "source %d's lane", k);
			if (s->lane >= 0)
				note_overflow(c, ov, &nov, s->lane_table, I, i, what, s->lane, 2);
			if (s->is_float) {
				if (lut_ins < 0)
					lut_ins = i;
				if (nlut_first < VA_MAX_NAMES &&
				    (!nlut_first || lut_first[nlut_first - 1] != I->name))
					lut_first[nlut_first++] = I->name;
				nlut++;
			}
		}
	}
	for (int k = 0; k < nov; k++) {
		overflow *o = &ov[k];
		char why[128] = "";
		bool shows = o->have_witness && isa_va_undefined(c->m, o->witness, why, sizeof(why)) > 0;
		pv_finding *x = pv_add(c->rep, shows ? PV_WARNING : PV_UNKNOWN,
				       shows ? "va-table-overflow" : "internal-witness", o->table->loc,
				       "%d field%s can index enum table %s (%d entries) past its end: Mesa's "
				       "disassembler reads past the array",
				       o->fields, o->fields == 1 ? "" : "s", o->table->safe, o->table->n);
		if (o->have_witness) {
			witness(x, o->witness);
			decoded(c, x, o->witness);
		}
		for (int n = 0; n < o->nfirst; n++)
			pv_add_line(x, "field", "%s", o->first[n]);
		if (o->fields > o->nfirst)
			pv_add_line(x, "more", "%d more fields", o->fields - o->nfirst);
	}
	if (nlut) {
		const isa_va_ins *I = &va->ins[lut_ins];
		int slot = -1;
		for (int k = 0; k < I->nsrcs && slot < 0; k++)
			if (I->srcs[k].is_float)
				slot = I->srcs[k].slot;
		uint64_t w = base_word(I) | ((uint64_t)0xE0 << (8 * slot));
		char why[128] = "";
		bool shows = isa_va_select(va, w) == lut_ins && isa_va_undefined(c->m, w, why, sizeof(why)) > 0;
		pv_finding *x = pv_add(c->rep, shows ? PV_WARNING : PV_UNKNOWN,
				       shows ? "va-lut-overflow" : "internal-witness", va->lut_loc,
				       "%d float sources can index the 32-entry immediate LUT at 32..63 "
				       "(source byte 0xE0..0xFF): Mesa asserts \"overflow in LUT\" and reads past it",
				       nlut);
		witness(x, w);
		decoded(c, x, w);
		for (int n = 0; n < nlut_first; n++)
			pv_add_line(x, "in", "%s", lut_first[n]);
	}
	if (va->nins) {
		uint64_t w = base_word(&va->ins[0]) | (uint64_t)1 << 63;
		char why[128] = "";
		bool shows = isa_va_select(va, w) == 0 && isa_va_undefined(c->m, w, why, sizeof(why)) > 0;
		pv_finding *x = pv_add(c->rep, shows ? PV_WARNING : PV_UNKNOWN,
				       shows ? "va-bit63" : "internal-witness", va->ins[0].loc,
				       "every instruction decodes with bit 63 set: Mesa asserts it is 0 and "
				       "indexes the 16-entry flow table with w >> 59 (16..31)");
		witness(x, w);
		decoded(c, x, w);
	}
}

/* ---- one text for two modifiers --------------------------------------------- */

/* Can md print `t`? (flags print their name; enums their non-default texts) */
static bool prints(const isa_va_mod *md, const char *t, int *val)
{
	if (!md->is_enum) {
		*val = 1;
		return !strcmp(md->name, t);
	}
	for (int i = 0; md->table && i < md->table->n; i++)
		if (i != md->table->deflt && !strcmp(md->table->text[i], t)) {
			*val = i;
			return true;
		}
	return false;
}

static void check_mod_texts(vac *c)
{
	for (int i = 0; i < c->va->nins; i++) {
		const isa_va_ins *I = &c->va->ins[i];
		for (int a = 0; a < I->nmods; a++)
			for (int b = 0; b < a; b++) {
				const isa_va_mod *ma = &I->mods[a], *mb = &I->mods[b];
				if (ma->hidden || mb->hidden || ma->start >= 64 || mb->start >= 64)
					continue;
				/* the texts mb can print, tested against ma */
				int n = mb->is_enum ? (mb->table ? mb->table->n : 0) : 1;
				for (int k = 0; k < n; k++) {
					const char *t = mb->is_enum ? mb->table->text[k] : mb->name;
					int va_ = 0, vb = k;
					/* reserved entries print .reserved everywhere: no meaning lost */
					if (!strcmp(t, "reserved"))
						continue;
					if (mb->is_enum && k == mb->table->deflt)
						continue;
					if (!mb->is_enum)
						vb = 1;
					if (!prints(ma, t, &va_))
						continue;
					uint64_t w = base_word(I) | ((uint64_t)vb << mb->start) |
						     ((uint64_t)va_ << ma->start);
					pv_finding *x = pv_add(c->rep, PV_WARNING, "va-modifier-text", ma->loc,
							       "in %s, modifiers %s and %s both print '.%s' (and the "
							       "assembler refuses the token as ambiguous)",
							       I->name, mb->name, ma->name, t);
					pv_set_related(x, mb->loc);
					witness(x, w);
					decoded(c, x, w);
					break;
				}
			}
	}
}

/* ---- text the assembler cannot read back ------------------------------------ */

/* base_word with every enum modifier at its default, else at its first
 * entry that is not reserved: a word whose text names no reserved value */
static uint64_t plain_word(const isa_va_ins *I)
{
	uint64_t w = base_word(I);
	for (int k = 0; k < I->nmods; k++) {
		const isa_va_mod *md = &I->mods[k];
		if (!md->is_enum || !md->table || md->start >= 64)
			continue;
		int v = md->table->deflt;
		for (int e = 0; v < 0 && e < md->table->n; e++)
			if (strcmp(md->table->text[e], "reserved"))
				v = e;
		if (v > 0 && (uint64_t)v <= ones(md->size))
			w = (w & ~range(md->start, md->size)) | ((uint64_t)v << md->start);
	}
	return w;
}

static void check_asm_roundtrip(vac *c)
{
	const isa_va *va = c->va;
	isa_buf t1, t2;
	isa_buf_init(&t1);
	isa_buf_init(&t2);
	for (int i = 0; i < va->nins; i++) {
		const isa_va_ins *I = &va->ins[i];
		const isa_case *cs = &I->leaf->cases[0];
		int bad = 0, tried = 0;
		uint64_t first = 0, back = 0;
		char err[256] = "";
		bool refused = false;
		for (int f = 0; f < cs->nfields; f++) {
			const isa_field *fd = &cs->fields[f];
			int size = fd->high - fd->low + 1;
			/* values 0..3 and the largest: every small enum entry,
			 * and the ends of wide fields */
			/* a source byte: each kind of operand (register, discard,
			 * uniform, LUT constant, special value with each word) */
			static const uint64_t byte_vals[] = {0x00, 0x41, 0x81, 0xC1, 0xE4, 0xE5};
			bool is_src = !strncmp(fd->name, "src", 3) && size == 8;
			uint64_t nvals = is_src ? 6 : size >= 2 ? 5 : 2;
			for (uint64_t j = 0; j < nvals; j++) {
				uint64_t v = is_src ? byte_vals[j]
					   : j == 4 || (size == 1 && j == 1) ? ones(size) : j;
				uint64_t w = (plain_word(I) & ~range(fd->low, size)) | (v << fd->low);
				if (isa_va_select(va, w) != i || isa_va_undefined(c->m, w, NULL, 0))
					continue;
				tried++;
				t1.len = 0;
				isa_va_decode(c->m, w, false, &t1);
				/* ".reserved" always reads as a flow token (asm.py):
				 * reserved values are not meant to be written */
				if (strstr(t1.s, "reserved"))
					continue;
				uint64_t a = 0;
				char e[256];
				bool ok = isa_va_asm(c->m, t1.s, &a, e, sizeof(e));
				if (ok) {
					t2.len = 0;
					isa_va_decode(c->m, a, false, &t2);
					if (!strcmp(t1.s, t2.s))
						continue;
				}
				if (!bad++) {
					first = w;
					back = a;
					refused = !ok;
					snprintf(err, sizeof(err), "%s", ok ? "" : e);
				}
			}
		}
		if (!bad)
			continue;
		pv_finding *x = pv_add(c->rep, PV_WARNING, "va-asm-roundtrip", I->loc,
				       "%d of %d texts of %s that differ in one field do not assemble back to "
				       "the same text",
				       bad, tried, I->name);
		witness(x, first);
		decoded(c, x, first);
		if (refused) {
			pv_add_line(x, "asm refuses", "%s", err);
		} else {
			t2.len = 0;
			isa_va_decode(c->m, back, false, &t2);
			pv_add_line(x, "asm gives", "%016llx \"%s\"", (unsigned long long)back, t2.s);
		}
	}
	isa_buf_free(&t1);
	isa_buf_free(&t2);
}

/* ---- unused encodings per bucket --------------------------------------------- */

static void check_buckets(vac *c)
{
	const isa_va *va = c->va;
	int nb = 0, multi = 0;
	for (int p = 0; p < 512; p++) {
		if (va->bucket_first[p] < 0)
			continue;
		nb++;
		if (va->bucket_size[p] == 1)
			continue;
		multi++;
		const isa_va_ins *F = &va->ins[va->bucket_first[p]];
		int free_vals = (1 << __builtin_popcount(F->mask));
		int used = 0;
		for (int k = va->bucket_first[p]; k >= 0; k = va->bucket_next[k])
			used += (va->ins[k].opcode2 & ~F->mask) == 0;
		if (used == free_vals)
			continue;
		/* the first unused secondary value, as a witness */
		uint64_t s = 0, w = 0;
		for (uint64_t v = 0; v <= F->mask; v++) {
			if ((v & ~(uint64_t)F->mask) != 0)
				continue;
			bool taken = false;
			for (int k = va->bucket_first[p]; k >= 0; k = va->bucket_next[k])
				taken |= va->ins[k].opcode2 == v;
			if (!taken) {
				s = v;
				break;
			}
		}
		w = (uint64_t)p << 48 | s << F->shift;
		pv_finding *x = pv_add(c->rep, PV_NOTE, "va-bucket-unused", F->loc,
				       "bucket 0x%X (%s ...): %d of %d secondary values (w >> %d) & 0x%X select "
				       "nothing, 2^%d words each",
				       p, F->name, free_vals - used, free_vals, F->shift, F->mask,
				       64 - 9 - __builtin_popcount(F->mask));
		witness(x, w);
		decoded(c, x, w);
	}
	pv_finding *x = pv_add(c->rep, PV_NOTE, "va-bucket-unused", va->nins ? va->ins[0].loc : va->lut_loc,
			       "%d of 512 primary opcodes select nothing (2^55 words each); %d buckets, %d "
			       "with several members",
			       512 - nb, nb, multi);
	(void)x;
}

void pv_va_check(const isa *m, const pv_opts *o, pv_report *rep)
{
	(void)o;
	vac c = {m, m->va, rep};
	check_selection(&c);
	check_overlaps(&c);
	check_tables(&c);
	check_mod_texts(&c);
	check_asm_roundtrip(&c);
	check_buckets(&c);
}
