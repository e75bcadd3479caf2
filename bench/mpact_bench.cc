// bench/mpact_bench.cc - MPACT-Sim's own generated riscv64g decoder
// (../shared/corpus/mpact/generated/riscv64g) against the decoders
// `isaproof gen` writes for riscv64g.bin_fmt (decoder RiscV64G), group
// RiscVGInst32 under the prefix g32 and RiscVCInst16 under g16; built by
// bench/mpact_anchor.sh with mp_names.h (MPACT's opcode names, kNone
// first).
//
// usage: mpact_bench words uniform|valid 32|16 N SEED   (hex words)
//        mpact_bench agree 32|16 FILE
//        mpact_bench time mpact|isaproof|opcode 32|16 FILE REPEAT
// `valid` keeps the uniform random words isaproof's classifier accepts
// (decodable words).  `agree` compares MPACT's opcode with isaproof's leaf
// (its name in MPACT's spelling: kName, each '_' part capitalised) and
// counts the words where only one side decodes; MPACT picks among
// overlapping encodings by its own order, so the count is a figure, not a
// test; it also checks that NAME_opcode gives NAME_classify's id on every
// word.  `time` prints ns per word (isaproof: NAME_classify, opcode:
// NAME_opcode, which takes the word itself as MPACT's functions do); under
// callgrind --toggle-collect=m_one32 (m_one16, i_one32, i_one16, o_one32,
// o_one16) counts exactly those calls.
#include <cctype>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

#include "riscv64g_bin_decoder.h"
#include "g16.h"
#include "g32.h"
#include "mp_names.h"

namespace enc = mpact::sim::riscv::encoding64;

extern "C" {
__attribute__((noinline)) int m_one32(uint32_t w) { return (int)enc::DecodeRiscVGInst32(w); }
__attribute__((noinline)) int m_one16(uint16_t w) { return (int)enc::DecodeRiscVCInst16(w); }
__attribute__((noinline)) int i_one32(const g32_insn *w) { return g32_classify(w, 0, nullptr); }
__attribute__((noinline)) int i_one16(const g16_insn *w) { return g16_classify(w, 0, nullptr); }
__attribute__((noinline)) int o_one32(uint32_t w) { return g32_opcode(w); }
__attribute__((noinline)) int o_one16(uint16_t w) { return g16_opcode(w); }
}

static uint64_t rng;

static uint64_t rnd()
{
	uint64_t z = (rng += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

static int classify(int bits, uint32_t w)
{
	if (bits == 16) {
		g16_insn x = {{w}};
		return g16_classify(&x, 0, nullptr);
	}
	g32_insn x = {{w}};
	return g32_classify(&x, 0, nullptr);
}

static std::string mpact_spelling(const char *leaf)
{
	std::string s = "k";
	bool up = true;
	for (const char *p = leaf; *p; p++) {
		if (*p == '_' || *p == '.') {
			up = true;
			continue;
		}
		s += up ? (char)toupper((unsigned char)*p) : *p;
		up = false;
	}
	return s;
}

static std::vector<uint32_t> load(const char *path)
{
	std::vector<uint32_t> v;
	FILE *f = fopen(path, "r");
	if (!f) {
		perror(path);
		exit(2);
	}
	unsigned x;
	while (fscanf(f, "%x", &x) == 1)
		v.push_back(x);
	fclose(f);
	return v;
}

static int agree(int bits, const std::vector<uint32_t> &v)
{
	size_t same = 0, only_m = 0, only_i = 0, other = 0, opcode_differs = 0;
	for (uint32_t w : v) {
		int m = bits == 16 ? m_one16((uint16_t)w) : m_one32(w);
		int leaf = classify(bits, w);
		opcode_differs += (bits == 16 ? o_one16((uint16_t)w) : o_one32(w)) != leaf;
		const char *name = leaf < 0 ? nullptr : bits == 16 ? g16_leaf_name(leaf) : g32_leaf_name(leaf);
		if (!m && !name) {
			same++;
		} else if (!name) {
			only_m++;
		} else if (!m) {
			only_i++;
		} else if (mpact_spelling(name) == mp_names[m]) {
			same++;
		} else if (other++ < 5) {
			printf("  %08x: MPACT %s, isaproof %s\n", w, mp_names[m], name);
		}
	}
	printf("same opcode %zu of %zu; only MPACT decodes %zu; only isaproof %zu; different opcode %zu\n",
	       same, v.size(), only_m, only_i, other);
	if (opcode_differs) {
		printf("NAME_opcode differs from NAME_classify on %zu words\n", opcode_differs);
		return 1;
	}
	return 0;
}

static double now()
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Each side and width times its own loop: one loop choosing the call per
 * word gave the sides different paths to their call (MPACT's was tested
 * first: two compares and a taken jump less than NAME_opcode's). */
template <typename F> static long loop(F one, size_t n, long repeat)
{
	long sum = 0;
	for (long r = 0; r < repeat; r++)
		for (size_t i = 0; i < n; i++)
			sum += one(i);
	return sum;
}

static int timed(const char *name, int bits, const std::vector<uint32_t> &v, long repeat)
{
	std::vector<g32_insn> x32(v.size());
	std::vector<g16_insn> x16(v.size());
	for (size_t i = 0; i < v.size(); i++) {
		x32[i].w[0] = v[i];
		x16[i].w[0] = v[i];
	}
	const uint32_t *pv = v.data();
	const g32_insn *p32 = x32.data();
	const g16_insn *p16 = x16.data();
	bool mpact = !strcmp(name, "mpact"), opcode = !strcmp(name, "opcode");
	long sum;
	double t0 = now();
	if (mpact && bits == 16)
		sum = loop([pv](size_t i) { return m_one16((uint16_t)pv[i]); }, v.size(), repeat);
	else if (mpact)
		sum = loop([pv](size_t i) { return m_one32(pv[i]); }, v.size(), repeat);
	else if (opcode && bits == 16)
		sum = loop([pv](size_t i) { return o_one16((uint16_t)pv[i]); }, v.size(), repeat);
	else if (opcode)
		sum = loop([pv](size_t i) { return o_one32(pv[i]); }, v.size(), repeat);
	else if (bits == 16)
		sum = loop([p16](size_t i) { return i_one16(&p16[i]); }, v.size(), repeat);
	else
		sum = loop([p32](size_t i) { return i_one32(&p32[i]); }, v.size(), repeat);
	double t = now() - t0;
	printf("%s %d: %zu words x %ld: %.2f ns/word (checksum %ld)\n", name, bits, v.size(), repeat,
	       t * 1e9 / ((double)v.size() * (double)repeat), sum);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 6 && !strcmp(argv[1], "words")) {
		bool valid = !strcmp(argv[2], "valid");
		int bits = atoi(argv[3]);
		long n = atol(argv[4]);
		rng = strtoull(argv[5], nullptr, 0);
		for (long k = 0; k < n;) {
			uint32_t w = (uint32_t)(rnd() & (bits == 16 ? 0xffffu : 0xffffffffu));
			if (valid && classify(bits, w) < 0)
				continue;
			printf("%0*x\n", bits / 4, w);
			k++;
		}
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "agree"))
		return agree(atoi(argv[2]), load(argv[3]));
	if (argc == 6 && !strcmp(argv[1], "time"))
		return timed(argv[2], atoi(argv[3]), load(argv[4]), atol(argv[5]));
	fprintf(stderr, "usage: mpact_bench words uniform|valid 32|16 N SEED | agree 32|16 FILE |"
			" time mpact|isaproof|opcode 32|16 FILE REPEAT\n");
	return 2;
}
