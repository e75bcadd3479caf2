/*
 * tests/unit/test_bi_encode.c - Bifrost encode against decode.
 *
 * For words of each slot (uniform random ones and ones built on each
 * state's exact bits), the state Mesa's order selects, the values the
 * word holds (isa_bi_fields), encoded again by the state's name and by
 * the instruction's mnemonic: the new word must print the same text
 * under a context where every source value prints differently, and under
 * the all-zero one.  On tests/bifrost/mini.xml and, when ../shared is
 * there, Mesa's ISA.xml.  Then refusals: values that do not fit, names
 * no modifier prints, a word another state takes first.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "model/isa.h"
#include "read/read.h"
#include "tests/rng.h"

#include "check.h"

#ifndef ISAPROOF_SOURCE_DIR
#define ISAPROOF_SOURCE_DIR "."
#endif

static isa *load(const char *path)
{
	isa_diags d;
	isa_diags_init(&d);
	isa *m = isa_load(path, NULL, &d);
	bool ok = m && d.nerrors == 0;
	isa_diags_free(&d);
	if (!ok && m) {
		isa_free(m);
		return NULL;
	}
	return m;
}

static void text_of(const isa *m, uint32_t w, const isa_bi_ctx *c, char *out, size_t len)
{
	isa_buf b;
	isa_buf_init(&b);
	isa_bi_decode(m, w, c, false, &b);
	snprintf(out, len, "%s", b.s ? b.s : "");
	isa_buf_free(&b);
}

static long nfailed_words;

/* One word: decode, encode its values (by state and by mnemonic),
 * decode again; the same text under both contexts. */
static void round_trip(const isa *m, bool add, uint32_t w, const isa_bi_ctx *ctx)
{
	int k = isa_bi_select(m->bi, add, w);
	if (k < 0)
		return;
	const isa_bi_state *s = &m->bi->st[k];
	isa_fieldval v[64];
	char num[64][12];
	int n = isa_bi_fields(m, k, w, v, num, 64);
	CHECK(n <= 64);
	char name[2][200];
	snprintf(name[0], sizeof(name[0]), "%s", s->name);
	snprintf(name[1], sizeof(name[1]), "%s", s->mnemonic);
	for (int by = 0; by < 2; by++) {
		uint32_t back;
		bool back_add;
		char err[512];
		int r = isa_bi_encode(m, name[by], v, n, &back, &back_add, err, sizeof(err));
		bool ok = r == 0 && back_add == add;
		for (int c = 0; ok && c < 2; c++) {
			isa_bi_ctx cc = c ? *ctx : (isa_bi_ctx){0};
			cc.add = add;
			char t0[1024], t1[1024];
			text_of(m, w, &cc, t0, sizeof(t0));
			text_of(m, back, &cc, t1, sizeof(t1));
			ok = !strcmp(t0, t1);
			if (!ok && nfailed_words < 10)
				printf("%s %06x -> %06x: '%s' became '%s'\n", name[by], w, back, t0, t1);
		}
		if (r && nfailed_words < 10)
			printf("%s %06x: %s\n", name[by], w, err);
		nfailed_words += !ok;
		CHECK(ok);
	}
}

static void slot_words(const isa *m, bool add, int nrandom, int per_state)
{
	isa_bi_ctx ctx = {0};
	/* every source value prints differently: r1, r2, r3, FMA's #0 or
	 * ADD's t, the uniform u5's halves, t0, t1 */
	ctx.srcs = (isa_bi_regs){.fau_idx = 0x85, .reg0 = 1, .reg1 = 2, .reg2 = 3, .ctrl = 1};
	ctx.next = (isa_bi_regs){.reg2 = 12, .reg3 = 33, .ctrl = 15};
	ctx.staging = 7;
	uint32_t slot = add ? 0xfffff : 0x7fffff;
	for (int i = 0; i < nrandom; i++)
		round_trip(m, add, (uint32_t)rnd() & slot, &ctx);
	for (int u = add ? 1 : 0, i = 0; i < m->bi->norder[u]; i++) {
		const isa_bi_state *s = &m->bi->st[m->bi->order[u][i]];
		for (int j = 0; j < per_state; j++) {
			uint32_t w = (((uint32_t)rnd() & ~(uint32_t)s->emask) | (uint32_t)s->ebits) & slot;
			round_trip(m, add, w, &ctx);
		}
	}
}

static uint32_t enc(const isa *m, const char *name, const char *const *fv, int r_want)
{
	isa_fieldval v[16];
	int n = 0;
	for (; fv[n]; n++) {
		const char *eq = strchr(fv[n], '=');
		static char names[16][32];
		snprintf(names[n], sizeof(names[n]), "%.*s", (int)(eq - fv[n]), fv[n]);
		v[n] = (isa_fieldval){names[n], eq + 1};
	}
	uint32_t w = 0xffffffff;
	bool add;
	char err[512];
	int r = isa_bi_encode(m, name, v, n, &w, &add, err, sizeof(err));
	CHECK_INT(r, r_want);
	if (r != r_want)
		printf("  %s: %s\n", name, r ? err : "encoded");
	return r ? 0xffffffff : w;
}

/* What mini.xml's instructions encode to, and what is refused. */
static void mini_cases(const isa *m)
{
	CHECK_U64(enc(m, "*ADD.f32", (const char *const[]){"src0=1", "src1=2", "round=rtp", NULL}, 0),
		  0x100111);
	CHECK_U64(enc(m, "*ADD.f32", (const char *const[]){"round=1", NULL}, 0), 0x100100);
	/* lanes has no position: the derived field of the encoding that
	 * prints it (b10 is SHIFT.v2i16.1's second entry) */
	CHECK_U64(enc(m, "*SHIFT.v2i16", (const char *const[]){"lanes=b10", NULL}, 0), 0x200840);
	CHECK_U64(enc(m, "*SHIFT.v2i16", (const char *const[]){"lanes=b11", NULL}, 0), 0x200400);
	/* the ordering picks the table: abs0=abs alone needs source 0 above */
	CHECK_U64(enc(m, "*MIN.f32", (const char *const[]){"abs0=abs", "src0=1", NULL}, 0),
		  0x300401);
	char t[256];
	text_of(m, 0x300401, &(isa_bi_ctx){0}, t, sizeof(t));
	CHECK_STR(t, "*MIN.f32 t0, r0.abs, r0");
	enc(m, "*MIN.f32", (const char *const[]){"abs0=abs", "abs1=none", NULL}, 1);
	CHECK_U64(enc(m, "LOAD.i32", (const char *const[]){"src0=5", "src1=3", "offset=0", NULL}, 0),
		  0x6001d);
	/* the exact pattern holds offset's bits at 0 */
	enc(m, "+LOAD.i32", (const char *const[]){"offset=1", NULL}, 1);
	enc(m, "+LOAD.i32", (const char *const[]){"offset=16", NULL}, 1);
	enc(m, "*ADD.f32", (const char *const[]){"round=rtz", NULL}, 1);
	enc(m, "*ADD.f32", (const char *const[]){"src0=8", NULL}, 1);
	enc(m, "*ADD.f32", (const char *const[]){"width=1", NULL}, 2);
	enc(m, "*NOSUCH", (const char *const[]){NULL}, 2);
	/* a derived value that is reserved, given directly */
	enc(m, "*SHIFT.v2i16.0", (const char *const[]){"derived0=1", NULL}, 1);
}

int main(void)
{
	rng_state = 0xb1f705;
	isa *mini = load(ISAPROOF_SOURCE_DIR "/tests/bifrost/mini.xml");
	CHECK(mini && mini->bi);
	if (mini && mini->bi) {
		slot_words(mini, false, 2000, 200);
		slot_words(mini, true, 2000, 200);
		mini_cases(mini);
	}
	isa_free(mini);
	const char *real = ISAPROOF_SOURCE_DIR "/../shared/corpus/mesa/bifrost/ISA.xml";
	struct stat st;
	if (stat(real, &st) == 0) {
		isa *m = load(real);
		CHECK(m && m->bi);
		if (m && m->bi) {
			slot_words(m, false, 20000, 40);
			slot_words(m, true, 20000, 40);
			printf("Mesa's ISA.xml: %ld words did not round-trip\n", nfailed_words);
		}
		isa_free(m);
	} else {
		printf("no %s: Mesa's ISA.xml part skipped\n", real);
	}
	return check_summary();
}
