/*
 * model/va.c - decode a Valhall word exactly as Mesa's generated
 * va_disasm_instr prints it (docs/valhall.md, sections 3-5).
 *
 * Mesa indexes its C tables with raw bits of the word; where a value is
 * past a table's end, or an assert fails, Mesa is undefined.  Here every
 * such read is checked: the text gets a defined stand-in and, with
 * show_errors, the "\t; ..." suffix names the table and the value.
 */
#include <stdarg.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

#define VA_MAX_ERRORS 8

typedef struct va_out {
	isa_buf *out;
	int nerr;
	char err[VA_MAX_ERRORS][96];
} va_out;

static uint64_t F(uint64_t w, int start, int size)
{
	if (start >= 64)
		return 0;
	uint64_t v = w >> start;
	return size >= 64 ? v : v & (((uint64_t)1 << size) - 1);
}

static void va_error(va_out *o, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 2, 3)))
#endif
	;
static void va_error(va_out *o, const char *fmt, ...)
{
	if (o->nerr == VA_MAX_ERRORS)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(o->err[o->nerr++], sizeof(o->err[0]), fmt, ap);
	va_end(ap);
}

/* An entry as the disassembler prints it: "" for the default, else
 * ".text".  Past the end: ".<table>[N]" and an error. */
static void put_entry(va_out *o, const isa_va_enum *e, uint64_t i)
{
	if (i < (uint64_t)e->n) {
		if ((int)i != e->deflt)
			isa_buf_printf(o->out, ".%s", e->text[i]);
		return;
	}
	isa_buf_printf(o->out, ".%s[%llu]", e->safe, (unsigned long long)i);
	va_error(o, "%s[%llu] is past the table's end (%d entries)", e->safe, (unsigned long long)i,
		 e->n);
}

int isa_va_select(const isa_va *va, uint64_t w)
{
	int p = (int)F(w, 48, 9);
	int f = va->bucket_first[p];
	if (f < 0 || va->bucket_size[p] == 1)
		return f;
	const isa_va_ins *first = &va->ins[f];
	uint64_t s = F(w, first->shift, 32) & first->mask;
	for (int k = f; k >= 0; k = va->bucket_next[k])
		if (va->ins[k].opcode2 == s)
			return k;
	return -1;
}

static void put_source(va_out *o, const isa_va *va, const isa_va_src *s, uint64_t w)
{
	int slot = s->slot;
	uint64_t b = F(w, 8 * slot, 8), type = b >> 6, v = b & 63, page = F(w, 57, 2);
	if (type == 0)
		isa_buf_printf(o->out, "r%u", (unsigned)v);
	else if (type == 1)
		isa_buf_printf(o->out, "^r%u", (unsigned)v);
	else if (type == 2)
		isa_buf_printf(o->out, "u%u", (unsigned)(v + 64 * page));
	else if (v < 32)
		isa_buf_printf(o->out, "0x%X", va->lut[v]);
	else if (s->is_float) {
		/* Mesa asserts "overflow in LUT" and reads past its 32 entries */
		isa_buf_printf(o->out, "lut[%u]", (unsigned)v);
		va_error(o, "overflow in LUT: float source %d reads entry %u of 32", slot, (unsigned)v);
	} else {
		unsigned k = (unsigned)(v - 32) >> 1;
		if (page == 2)
			isa_buf_printf(o->out, "reserved_page2");
		else
			isa_buf_printf(o->out, "%s", va->fau_page[page]->text[k]);
		isa_buf_printf(o->out, ".w%u", (unsigned)(v & 1));
	}
	if (s->absneg) {
		int neg = 34 + 2 * (2 - slot), abs = 35 + 2 * (2 - slot);
		if (F(w, neg, 1))
			isa_buf_printf(o->out, ".neg");
		if (F(w, abs, 1))
			isa_buf_printf(o->out, ".abs");
	}
	if (s->swizzle)
		put_entry(o, s->swz_table, F(w, 24 + 2 * (2 - slot), 2));
	if (s->lanes || s->halfswizzle || s->widen)
		put_entry(o, s->wide_table, F(w, slot == 1 ? 26 : 36, 4));
	else if (s->combine)
		put_entry(o, s->wide_table, F(w, 37, 3));
	if (s->lane >= 0)
		put_entry(o, s->lane_table, F(w, s->lane, 2));
	if (s->not_ && F(w, 35, 1))
		isa_buf_printf(o->out, ".not");
}

static int sr_count(const isa_va_sr *s, uint64_t w)
{
	switch (s->kind) {
	case VA_COUNT_CONST:
		return s->count;
	case VA_COUNT_WRITE:
		return (int)F(w, 36, 3) + 1;
	case VA_COUNT_READ:
		return (int)F(w, 33, 3);
	}
	return 0;
}

static void put_ins(va_out *o, const isa_va *va, const isa_va_ins *I, uint64_t w)
{
	isa_buf_printf(o->out, "%s", I->name);
	for (int i = 0; i < I->nmods; i++) {
		const isa_va_mod *md = &I->mods[i];
		if (md->hidden)
			continue;
		if (!md->is_enum) {
			if (F(w, md->start, 1))
				isa_buf_printf(o->out, ".%s", md->name);
		} else {
			put_entry(o, md->table, F(w, md->start, md->size));
		}
	}
	if (w >> 63)
		va_error(o, "assert: reserved bit 63 is set");
	/* Mesa indexes the flow table with w >> 59: bit 63 included */
	put_entry(o, va->flow, w >> 59);
	isa_buf_printf(o->out, " ");
	bool first = true;
	if (I->has_dest) {
		unsigned m = (unsigned)F(w, 46, 2);
		isa_buf_printf(o->out, "r%u%s", (unsigned)F(w, 40, 6),
			       m == 3 ? "" : m == 1 ? ".h0" : ".h1");
		first = false;
	}
	for (int i = 0; i < I->nsrs; i++) {
		const isa_va_sr *s = &I->srs[i];
		isa_buf_printf(o->out, "%s@", first ? "" : ", ");
		first = false;
		unsigned base = (unsigned)F(w, s->start, 6);
		int n = sr_count(s, w);
		for (int j = 0; j < n; j++)
			isa_buf_printf(o->out, "%sr%u", j ? ":" : "", base + (unsigned)j);
	}
	for (int i = 0; i < I->nsrcs; i++) {
		if (!first)
			isa_buf_printf(o->out, ", ");
		first = false;
		put_source(o, va, &I->srcs[i], w);
	}
	for (int i = 0; i < I->nimms; i++) {
		const isa_va_imm *m = &I->imms[i];
		uint64_t v = F(w, m->start, m->size);
		if (!strcmp(m->name, "constant"))
			isa_buf_printf(o->out, ", #");
		else
			isa_buf_printf(o->out, ", %s:", m->name);
		if (m->is_signed) {
			uint64_t sign = (uint64_t)1 << (m->size - 1);
			int64_t sv = (int64_t)((v ^ sign) - sign);
			isa_buf_printf(o->out, "%d", (int)(int32_t)sv);
		} else {
			isa_buf_printf(o->out, "0x%llX", (unsigned long long)v);
		}
	}
}

/* Decode into out; returns the instruction index or -1. */
static int va_decode(const isa_va *va, uint64_t w, va_out *o)
{
	int k = isa_va_select(va, w);
	if (k < 0) {
		isa_buf_printf(o->out, "no match: %016llx", (unsigned long long)w);
		return -1;
	}
	put_ins(o, va, &va->ins[k], w);
	return k;
}

const isa_bitset *isa_va_decode(const isa *m, uint64_t w, bool show_errors, isa_buf *out)
{
	va_out o = {out, 0, {{0}}};
	int k = va_decode(m->va, w, &o);
	if (show_errors && o.nerr) {
		isa_buf_printf(out, "\t; ");
		for (int i = 0; i < o.nerr; i++)
			isa_buf_printf(out, "%s%s", i ? ", " : "", o.err[i]);
	}
	return k < 0 ? NULL : m->va->ins[k].leaf;
}

int isa_va_undefined(const isa *m, uint64_t w, char *why, size_t len)
{
	isa_buf b;
	isa_buf_init(&b);
	va_out o = {&b, 0, {{0}}};
	va_decode(m->va, w, &o);
	isa_buf_free(&b);
	if (o.nerr && why)
		snprintf(why, len, "%s", o.err[0]);
	return o.nerr;
}
