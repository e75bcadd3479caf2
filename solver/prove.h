/*
 * solver/prove.h - the one public header of the solver module.
 *
 * `isaproof check`: proves properties of a loaded model (model/isa.h) and
 * reports what it finds, each finding with a witness.  Only solver/
 * touches Z3; a verdict the solver could not reach (timeout, resource
 * limit) is reported as unknown, never as proved.
 */
#ifndef ISAPROOF_SOLVER_PROVE_H
#define ISAPROOF_SOLVER_PROVE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "model/isa.h"

/* ------------------------------------------------------------------ */
/* Findings                                                            */
/* ------------------------------------------------------------------ */

typedef enum pv_kind {
	PV_ERROR,   /* a defect: ambiguity, failed round trip */
	PV_WARNING, /* a gap: undocumented values, unreachable encodings */
	PV_NOTE,    /* a proof or a measurement (disjointness, unused space) */
	PV_UNKNOWN, /* the solver gave up: neither proved nor refuted */
} pv_kind;

/* One line of evidence under a finding: "word: 0x…", "decodes as: …". */
typedef struct pv_line {
	char *key;
	char *value;
} pv_line;

/* What the report's policy made of a finding (pv_report_finish). */
typedef enum pv_state {
	PV_NEW,        /* shown and counted: what the run is about */
	PV_BASELINED,  /* accepted by the baseline: shown only on request, never counted */
	PV_DISABLED,   /* its rule is disabled: neither shown nor counted */
	PV_SUPPRESSED, /* an isaproof-allow of the description accepts it:
			* in SARIF and JSON only, marked, never counted */
} pv_state;

/* fingerprints: 16 lowercase hex digits; the recipe (docs/baselines.md)
 * has a version that baselines carry, so that one written with another
 * recipe is refused rather than matching nothing */
#define PV_FP_LEN 16
#define PV_FP_RECIPE 3

typedef struct pv_finding {
	pv_kind kind;
	const char *rule;   /* stable id, e.g. "ambiguous-encoding" */
	isa_loc loc;        /* primary location (copied strings) */
	isa_loc related;    /* second party (the other leaf), line 0 if none */
	char *message;
	const char *root;   /* root bitset name, or NULL */
	bool has_gens;
	uint32_t gen_min, gen_max;
	char *witness;      /* hex word (full width) or NULL */
	pv_line *lines;
	int nlines;
	bool evidence;      /* false past the listing limit: lines are not kept */
	bool dropped;       /* the report's sink: whatever is set is forgotten */
	char *scope;        /* the report's scope when added (see pv_report) */
	pv_state state;
	int allow;          /* PV_SUPPRESSED: 1 + its allow's index in the report */
	bool in_baseline;   /* a baseline entry matches it (set by pv_report_finish) */
	char fp[PV_FP_LEN + 1]; /* set by pv_report_finish */
} pv_finding;

/* An isaproof-allow comment of a description, as the report keeps it
 * (docs/suppressions.md): a copy of the model's isa_allow. */
typedef struct pv_allow {
	isa_loc loc;      /* where it is written (file copied) */
	int end_line;     /* the line its comment ends on */
	char **rules;
	int nrules;
	char *reason;
	char *error;      /* malformed: why, else NULL */
	char *scope;      /* the report's scope when added */
	bool judged;      /* its description was checked in full (no --gen,
			   * --root, load error): a rule that suppressed
			   * nothing is reported unused */
	int *used;        /* per rule: the findings it suppressed */
} pv_allow;

/* Findings of one rule are listed up to a limit (a hostile description
 * can repeat one mistake millions of times); the rest are counted and
 * named in a finding-limit note when printed. */
#define PV_LIST_MAX 100
/* Past this many findings of one rule (while listing is limited), a
 * finding is counted but not kept: it has no fingerprint and no baseline
 * holds it; the finding-limit note says how many there were. */
#define PV_KEEP_MAX 10000

typedef struct pv_rule_count {
	char *rule;
	int n;          /* added so far */
	int dropped[4]; /* past PV_KEEP_MAX, by kind: counted, not kept */
} pv_rule_count;

/* One entry of a baseline file (solver/baseline.c). */
typedef struct pv_base_entry {
	char *fp, *rule, *level, *message;
	bool seen; /* matched by a finding of this run */
} pv_base_entry;

typedef enum pv_fail_on { PV_FAIL_ERROR, PV_FAIL_WARNING, PV_FAIL_NEVER } pv_fail_on;

/* --enable / --disable, in the order given: the last that names a rule
 * (or a group holding it) decides. */
typedef struct pv_rule_switch {
	char *name;
	bool on;
} pv_rule_switch;

/* What a run makes of its findings: rules on or off, what fails, the
 * baseline, what is printed. */
typedef struct pv_policy {
	pv_rule_switch *sw;
	int nsw;
	pv_fail_on fail_on;
	bool no_notes;       /* text: notes not printed (still counted) */
	bool show_baselined; /* baselined findings printed (marked), not counted */
	bool fail_on_fixed;  /* baseline entries no longer found fail the run */
	bool has_base;
	pv_base_entry *base;
	int nbase;
	const char *category; /* SARIF automationDetails.id, or NULL */
} pv_policy;

typedef struct pv_report {
	pv_finding **v;        /* each finding allocated on its own: stable */
	int n, cap;
	pv_finding sink;       /* what pv_add returns past PV_KEEP_MAX */
	/* added so far; after pv_report_finish: the findings that count (not
	 * baselined, not disabled) */
	int nerrors, nwarnings, nnotes, nunknown;
	int nbaselined, ndisabled, nfixed; /* set by pv_report_finish */
	int nsuppressed;                   /* set by pv_report_finish */
	/* isaproof-allow comments of the descriptions checked (pv_report_allows) */
	pv_allow *allows;
	int nallows;
	/* "scope\nrule": rules some of whose findings were not kept (the
	 * loader's listing limit), whose allows are never called unused */
	char **partial;
	int npartial;
	int max_per_rule;      /* 0: PV_LIST_MAX; < 0: no limit */
	pv_rule_count *rules;
	int nrules;
	/* SARIF: artifact URIs relative to this directory (uriBaseId SRCROOT,
	 * originalUriBaseIds), NULL for paths as given */
	const char *srcroot;
	pv_policy policy;
	bool finished;
	/* Several descriptions in one report: the name of the one being
	 * checked, set before its findings are added (NULL: one description).
	 * It is part of every fingerprint, so equal findings of two
	 * descriptions stay apart. */
	const char *scope;
} pv_report;

void pv_report_init(pv_report *r);
void pv_report_free(pv_report *r);
/* Adds a finding and returns it so evidence can be added.  The pointer
 * stays valid until pv_report_free: adding other findings never moves it
 * (past PV_KEEP_MAX findings of a rule it is the report's sink, which
 * takes evidence and forgets it). */
pv_finding *pv_add(pv_report *r, pv_kind kind, const char *rule, isa_loc loc,
		   const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 5, 6)))
#endif
	;
/* Would a finding of `rule` be listed in full?  Callers skip costly
 * evidence (witness decoding) when not; the finding is added anyway. */
bool pv_listing(const pv_report *r, const char *rule);
/* Moves every finding and count of `from` (checked from isa_path) into
 * `into`, then frees `from`: one report for several descriptions, where a
 * finding about a whole description names it.  Set each description's
 * report's scope before checking it, so that its fingerprints are its own. */
void pv_report_merge(pv_report *into, pv_report *from, const char *isa_path);
/* Copies the isaproof-allow comments of m into r, under r's scope:
 * complete when m was checked in full (loaded without errors, no --gen
 * or --root), so that an allow suppressing nothing can be told apart
 * from one whose rule did not run. */
void pv_report_allows(pv_report *r, const isa *m, bool complete);
/* Some findings of `rule` (r's scope) were counted but not kept, or the
 * rule did not run (a prefix ending in '-' names a family): its allows
 * are never called unused. */
void pv_rule_partial(pv_report *r, const char *rule);
void pv_add_line(pv_finding *f, const char *key, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;
void pv_set_related(pv_finding *f, isa_loc loc);
void pv_set_witness(pv_finding *f, const char *hex);
void pv_set_gens(pv_finding *f, const char *root, uint32_t lo, uint32_t hi);

/* ---- policy: rule control, baselines (solver/report.c, baseline.c) ---- */

/* Adds "RULE[,RULE...]" (ids of docs/rules.md or group names) to the
 * switches; false with a message when a name is neither. */
bool pv_policy_switch(pv_policy *p, const char *list, bool on, char *err, size_t errlen);
void pv_policy_free(pv_policy *p);
/* Is a rule on under the policy? */
bool pv_rule_enabled(const pv_policy *p, const char *rule);
/* The group names and the rules each holds (NULL-terminated), for docs
 * and tests: group i is pv_rule_groups[i]. */
typedef struct pv_rule_group {
	const char *name;
	const char *const *rules; /* ids, or prefixes ending in '-' ("mp-") */
} pv_rule_group;
extern const pv_rule_group pv_rule_groups[];

/* Reads a baseline into r->policy; false with a message (a file of
 * another recipe, not JSON, not a baseline). */
bool pv_baseline_read(pv_report *r, const char *path, char *err, size_t errlen);
/* Writes every finding of a finished report that is not disabled
 * (sorted, byte for byte stable); false with a message. */
bool pv_baseline_write(const pv_report *r, const char *path, char *err, size_t errlen);

/* Fingerprints every finding, applies the policy (disabled rules, the
 * description's isaproof-allow comments, the baseline), recounts, and
 * adds a note per baseline entry no longer found (rule "baseline-fixed")
 * and the findings about the allows themselves (allow-syntax,
 * unused-allow).  Call once, after the last pv_add. */
void pv_report_finish(pv_report *r);
/* The exit status the policy gives: 0 clean, 1 findings that fail. */
int pv_report_status(const pv_report *r);
/* The identity string a fingerprint hashes (malloc'ed), for tests and
 * docs/baselines.md. */
char *pv_identity(const pv_finding *f);

typedef enum pv_format {
	PV_TEXT,        /* file:line:col: error: message [rule], then indented lines */
	PV_JSON,        /* documented in docs/check-json.md */
	PV_SARIF,       /* SARIF 2.1.0 */
	PV_CODEQUALITY, /* GitLab Code Quality (CodeClimate JSON array) */
} pv_format;

/* Print in a format.  `isa_path` is the description checked (SARIF's
 * artifact); findings are printed in the order they were added, at most
 * max_per_rule per rule (a finding-limit note names the rest).  Finishes
 * the report first if that was not done. */
void pv_report_print(pv_report *r, pv_format fmt, const char *isa_path, FILE *out);

/* ------------------------------------------------------------------ */
/* Checking                                                            */
/* ------------------------------------------------------------------ */

typedef struct pv_opts {
	bool has_gen;        /* --gen N: only the gen interval holding N */
	uint32_t gen;
	const char *root;    /* --root NAME: only this root, NULL = every root */
	int max_cubes;       /* cubes listed per unused-space finding (totals exact) */
	unsigned timeout_ms; /* per solver query; 0 = none */
	bool progress;       /* progress line on stderr */
} pv_opts;

/* An overall time budget for every solver query from now on (seconds; 0:
 * none).  A query asked after it has run out is unknown, never proved. */
void pv_set_deadline(double seconds);

/* Run every check on m (loaded without errors) into r. */
void pv_check(const isa *m, const pv_opts *o, pv_report *r);

/* ------------------------------------------------------------------ */
/* Translation validation of generated classifiers                     */
/* ------------------------------------------------------------------ */

typedef enum pv_verdict { PV_PROVED, PV_REFUTED, PV_UNDECIDED } pv_verdict;

typedef struct pv_tree_result {
	pv_verdict verdict;
	int queries;          /* solver queries made */
	/* PV_REFUTED: a word and gen the tree classifies unlike the model
	 * (zero for structural refutations: order, duplicates) */
	isa_bits word;
	uint32_t gen;
	char detail[256];     /* what differs, or why undecided */
} pv_tree_result;

/* Prove with Z3 that classifying by the tree (walk to a tree leaf, then
 * scan its candidates in order) gives, for every word and every gen, the
 * same result as the model (isa_match over the whole root): same leaf,
 * or no match, or a conflict between the same first two leaves. */
void pv_verify_tree(const isa *m, const isa_dtree *t, unsigned timeout_ms, pv_tree_result *res);

/* Valhall: prove with Z3 that the model's first match over #instruction
 * selects, for every word, the instruction Mesa's bucket walk
 * (isa_va_select) selects, or none when it selects none.  With
 * pv_verify_tree this proves the generated classifier equal to Mesa's. */
void pv_verify_va(const isa *m, unsigned timeout_ms, pv_tree_result *res);

/* ------------------------------------------------------------------ */
/* Sampling words for fuzzing seeds (isaproof corpus)                  */
/* ------------------------------------------------------------------ */

typedef enum pv_sample_kind {
	PV_SAMPLE_LEAF,    /* a word that decodes as the leaf */
	PV_SAMPLE_CASE,    /* ... and selects override case c */
	PV_SAMPLE_DEFAULT, /* ... and selects none of its chain's overrides */
	PV_SAMPLE_OPERAND, /* an instruction word whose field `via` holds operand leaf */
} pv_sample_kind;

typedef struct pv_sample {
	pv_sample_kind kind;
	const isa_bitset *leaf;    /* the #instruction leaf (operands: once reached) */
	const isa_case *c;         /* PV_SAMPLE_CASE */
	const isa_bitset *owner;   /* PV_SAMPLE_CASE: the bitset holding c */
	const isa_bitset *operand; /* PV_SAMPLE_OPERAND */
	const isa_field *via;      /* PV_SAMPLE_OPERAND, once reached */
	int tries;                 /* PV_SAMPLE_OPERAND: instruction fields tried */
	uint32_t gen_lo, gen_hi;   /* the gen interval asked about */
	/* PV_PROVED: word and gen reach it; PV_REFUTED: no word does (for an
	 * operand: in none of the fields tried, or no field has its type);
	 * PV_UNDECIDED: the solver gave up, or too many fields were tried */
	pv_verdict verdict;
	isa_bits word;
	uint32_t gen;
} pv_sample;

/* For every leaf of #instruction and every gen interval of its root in
 * which it is active: a leaf sample, one per override case of its chain,
 * and a default sample when it has overrides; then one sample per leaf of
 * every other root.  Returns how many (*out is malloc'ed; free it), or -1
 * when Z3 does not start. */
int pv_sample_seeds(const isa *m, unsigned timeout_ms, pv_sample **out);

/* ------------------------------------------------------------------ */
/* QEMU decodetree files (solver/dtcheck.c)                            */
/* ------------------------------------------------------------------ */

/* What one check of a decodetree model found (docs/decodetree.md). */
typedef struct pv_dt_figures {
	int patterns, groups;
	int forbidden;  /* overlapping pairs whose innermost common group is [ ] */
	int shadowed;   /* patterns every word of which an earlier one matches */
	double unused;  /* fraction of words no pattern matches (-1: unknown) */
	double seconds; /* time the checks took */
} pv_dt_figures;

/* Check a model read from a .decode file (m->dt set): forbidden overlaps
 * with witnesses, shadowed patterns, unused space, field sanity.  pv_check
 * calls it for such models; fig may be NULL. */
void pv_dt_check(const isa *m, const pv_opts *o, pv_report *rep, pv_dt_figures *fig);
/* patterns and groups only (no checking) */
void pv_dt_stats(const isa *m, pv_dt_figures *fig);

/* ------------------------------------------------------------------ */
/* Comparing two descriptions (isaproof diff, solver/diff.c)           */
/* ------------------------------------------------------------------ */

typedef struct pv_diff_opts {
	bool has_gen;            /* --gen N: only the interval holding N, both sides */
	uint32_t gen;
	bool has_gen_a, has_gen_b; /* --gen-a N --gen-b M: A at N against B at M */
	uint32_t gen_a, gen_b;
	const char *root;        /* --root NAME, NULL: every root both have */
	/* --map: leaf pairs (name in A, name in B), besides equal names */
	const char *const *map_a, *const *map_b;
	int nmap;
	/* --map "field" lines: field pairs, besides equal names (any case) */
	const char *const *fmap_a, *const *fmap_b;
	int nfmap;
	unsigned timeout_ms;     /* per solver query; 0 = none */
	int max_cubes;           /* cubes listed per class (counts exact) */
	int max_pairs;           /* leaf combinations listed per class; 0: all */
	int text_samples;        /* words compared per pair whose text is not proved */
	bool verbose_samples;    /* a note per pair whose text was only sampled */
} pv_diff_opts;

/* What diff found (the findings themselves go to the report). */
typedef struct pv_diff_result {
	int roots, intervals;
	int identical;   /* intervals proved to decode identically */
	int differences; /* findings of differences */
	int unknown;     /* questions the solver (or a budget) left open */
	int unmapped;    /* leaves without a counterpart */
	int queries;     /* Z3 queries */
	/* words per class, in decimal (exact at any width), summed over the
	 * intervals compared: [1] only-a, [2] only-b, [3] different,
	 * [4] unpaired, [5] conflict ([0] unused) */
	char count[6][160];
} pv_diff_result;

/* Compare a (A) with b (B): every root of one name in both (or
 * o->root; or the two primary roots when no name is shared), in every
 * gen interval in which both active sets are constant.  False with a
 * message in err when they cannot be compared (root widths differ). */
bool pv_diff(const isa *a, const isa *b, const pv_diff_opts *o, pv_report *rep,
	     pv_diff_result *res, char *err, size_t errlen);
/* The same for two Bifrost ISA.xml files (solver/bidiff.c): per slot,
 * every word selected in both and printed under one operand context in
 * which each source value prints differently; counts exact, classes as
 * cubes.  False with a message when
 * only one is Bifrost or an option does not apply. */
bool pv_bi_diff(const isa *a, const isa *b, const pv_diff_opts *o, pv_report *rep,
		pv_diff_result *res, char *err, size_t errlen);

#endif
