/*
 * read/mpisa.c - MPACT-Sim .isa files: reading them with their
 * #include files, resolving the selected isa (its slots and bundles,
 * slot inheritance with template arguments, delete and override, opcode
 * names unique in the isa, operands, disasm formats, semfunc counts,
 * resources, attributes, constants), and linking the result to a .bin_fmt
 * decoder's model (--isa FILE [--isa-name NAME]).
 *
 * As MPACT's generator does, only what the selected isa reaches is
 * resolved (unreachable slots are never checked); duplicate definitions
 * are reported everywhere.  Every error MPACT's generator reports is an
 * error here, under the rules of docs/rules.md (mp-isa-* and the shared
 * mp-syntax, mp-include, mp-include-cycle, mp-undefined, mp-duplicate).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "mpfiles.h"
#include "mpisa.h"

#define MI_MAX_DEPTH 64

/* ---- files ---------------------------------------------------------------------- */

typedef struct mi_files {
	mi_state *S;
	mp_files f;
} mi_files;

static bool read_text(mi_files *F, const char *path, const char *text, size_t len);

/* Whether reading the file again would define something (see mp_read;
 * .isa files have no #once) */
static bool include_file(mi_files *F, const mi_name *inc)
{
	mi_state *S = F->S;
	char *p;
	size_t len;
	int again;
	bool off = S->opts && S->opts->mp_isa_buffer && !S->opts->files; /* text from memory */
	char *text = mp_include_open(&F->f, S->d, S->opts, off, MI_MAX_DEPTH, inc->name, inc->loc, &p, &len,
				     &again);
	if (!text)
		return mp_include_again(&F->f, S->d, again, inc->name, inc->loc);
	int me = F->f.read.n - 1;
	bool defines = read_text(F, isa_arena_strdup(S->a, p), text, len);
	mp_include_done(&F->f);
	free(text);
	free(p);
	F->f.read.v[me].defines = defines;
	return defines;
}

/* declarations read so far, kept or dropped */
static int ndefs(const mi_state *S)
{
	return S->isas.n + S->bundles.n + S->slots.n + S->consts.n + S->dropped_isas.n + S->dropped_bundles.n +
	       S->dropped_slots.n;
}

static bool read_text(mi_files *F, const char *path, const char *text, size_t len)
{
	mi_state *S = F->S;
	LD_PUSH(S->files, path);
	LD_PUSH(F->f.dirs, mp_dir_of(path));
	char *copy = isa_arena_strndup(S->a, text, len);
	for (size_t i = 0; i < len; i++)
		if (!copy[i])
			copy[i] = ' ';
	if (memchr(text, '\0', len))
		mp_error(S, ((isa_loc){path, 1, 0}), "mp-stray-char", "NUL byte in the file");
	mp_lexer L = {.P = (mp_diagger *)S, .path = path, .text = copy, .len = len, .isa = true,
		      .arena = S->a, .allows = S->allows};
	mp_lex(&L);
	mi_includes incs = {0};
	int before = ndefs(S);
	mi_parse_tokens(S, L.toks.v, L.toks.n, &incs);
	free(L.toks.v);
	bool defines = ndefs(S) > before;
	for (int i = 0; i < incs.n; i++)
		defines |= include_file(F, &incs.v[i]);
	free(incs.v);
	return defines;
}

/* ---- names ---------------------------------------------------------------------- */

static mi_slot *find_slot(mi_state *S, const char *name)
{
	for (int i = 0; i < S->slots.n; i++)
		if (!strcmp(S->slots.v[i]->name, name))
			return S->slots.v[i];
	return NULL;
}

static mi_bundle *find_bundle(mi_state *S, const char *name)
{
	for (int i = 0; i < S->bundles.n; i++)
		if (!strcmp(S->bundles.v[i]->name, name))
			return S->bundles.v[i];
	return NULL;
}

/* "Multiple definitions": the first is kept, later ones reported. */
static void check_duplicates(mi_state *S)
{
	for (int i = 0; i < S->isas.n; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(S->isas.v[i]->name, S->isas.v[j]->name)) {
				mp_error(S, S->isas.v[i]->loc, "mp-duplicate", "isa '%s' is already defined (at %s:%d)",
					 S->isas.v[i]->name, S->isas.v[j]->loc.file, S->isas.v[j]->loc.line);
				break;
			}
	for (int i = 0; i < S->bundles.n; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(S->bundles.v[i]->name, S->bundles.v[j]->name)) {
				mp_error(S, S->bundles.v[i]->loc, "mp-duplicate",
					 "bundle '%s' is already defined (at %s:%d)", S->bundles.v[i]->name,
					 S->bundles.v[j]->loc.file, S->bundles.v[j]->loc.line);
				break;
			}
	for (int i = 0; i < S->slots.n; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(S->slots.v[i]->name, S->slots.v[j]->name)) {
				mp_error(S, S->slots.v[i]->loc, "mp-duplicate", "slot '%s' is already defined (at %s:%d)",
					 S->slots.v[i]->name, S->slots.v[j]->loc.file, S->slots.v[j]->loc.line);
				break;
			}
	for (int i = 0; i < S->consts.n; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(S->consts.v[i].name.name, S->consts.v[j].name.name)) {
				mp_error(S, S->consts.v[i].name.loc, "mp-duplicate",
					 "constant '%s' is already defined (at line %d)", S->consts.v[i].name.name,
					 S->consts.v[j].name.loc.line);
				break;
			}
}

/* ---- expressions ---------------------------------------------------------------- */

/* What a name in an expression may denote: global constants, the slot's
 * template parameters and constants, and, where the grammar means an
 * operand (resource cycles), the opcode's destination operands. */
typedef struct mi_scope {
	mi_state *S;
	const mi_slot *slot;
	const mi_opcode *op;  /* resource items: its destinations count */
	const char *dest_seen; /* the destination operand an item names */
	bool two_dests;
} mi_scope;

static bool global_const(mi_state *S, const char *n)
{
	for (int i = 0; i < S->consts.n; i++)
		if (!strcmp(S->consts.v[i].name.name, n))
			return true;
	return false;
}

static bool is_dest(const mi_opcode *o, const char *n)
{
	for (int g = 0; o && g < o->groups.n; g++)
		for (int i = 0; i < o->groups.v[g].dests.n; i++)
			if (!strcmp(o->groups.v[g].dests.v[i].name, n))
				return true;
	return false;
}

static void check_expr(mi_scope *X, const mi_expr *e)
{
	if (!e)
		return;
	mi_state *S = X->S;
	switch (e->kind) {
	case MI_NUM:
		return;
	case MI_NAME: {
		const mi_slot *s = X->slot;
		for (int i = 0; s && i < s->params.n; i++)
			if (!strcmp(s->params.v[i].name, e->name))
				return;
		for (int i = 0; s && i < s->consts.n; i++)
			if (!strcmp(s->consts.v[i].name.name, e->name))
				return;
		if (global_const(S, e->name))
			return;
		if (X->op && is_dest(X->op, e->name)) {
			if (X->dest_seen && strcmp(X->dest_seen, e->name))
				X->two_dests = true;
			X->dest_seen = e->name;
			return;
		}
		mp_error(S, e->loc, "mp-undefined", "'%s' is not a constant%s", e->name,
			 X->slot ? " or template parameter" : "");
		return;
	}
	case MI_CALL: {
		static const struct {
			const char *name;
			int nargs;
		} funcs[] = {{"abs", 1}, {"min", 2}, {"max", 2}};
		int k = -1;
		for (int i = 0; i < 3; i++)
			if (!strcmp(funcs[i].name, e->name))
				k = i;
		if (k < 0)
			mp_error(S, e->loc, "mp-isa-expr", "no function '%s' (MPACT knows abs, min and max)", e->name);
		else if (e->nargs != funcs[k].nargs)
			mp_error(S, e->loc, "mp-isa-expr", "%s() takes %d argument%s, not %d", e->name,
				 funcs[k].nargs, funcs[k].nargs == 1 ? "" : "s", e->nargs);
		break;
	}
	default:
		break;
	}
	for (int i = 0; i < e->nargs; i++)
		check_expr(X, e->args[i]);
}

/* ---- disasm formats --------------------------------------------------------------- */

static bool ident_start(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool ident_char(int c) { return ident_start(c) || (c >= '0' && c <= '9'); }

static bool has_operand(const mi_opcode *o, const char *s, size_t n)
{
	for (int g = 0; o && g < o->groups.n; g++)
		for (int i = 0; i < o->groups.v[g].names.n; i++) {
			const char *x = o->groups.v[g].names.v[i].name;
			if (strlen(x) == n && !memcmp(x, s, n))
				return true;
		}
	return false;
}

static void skip_blanks(const char *s, size_t *i, size_t n)
{
	while (*i < n && (s[*i] == ' ' || s[*i] == '\t'))
		(*i)++;
}

/* An operand name inside %( ): returns false (with why) when malformed. */
static bool dis_name(const mi_opcode *o, const char *s, size_t *i, size_t n, char *why, size_t wl)
{
	skip_blanks(s, i, n);
	size_t b = *i;
	if (*i >= n || !ident_start((unsigned char)s[*i])) {
		snprintf(why, wl, "an operand name expected at '%.*s'", (int)(n - *i), s + *i);
		return false;
	}
	while (*i < n && ident_char((unsigned char)s[*i]))
		(*i)++;
	if (!has_operand(o, s + b, *i - b)) {
		snprintf(why, wl, "'%.*s' is not an operand of the opcode", (int)(*i - b), s + b);
		return false;
	}
	return true;
}

/* name | (name << n) | (name >> n) */
static bool dis_term(const mi_opcode *o, const char *s, size_t *i, size_t n, char *why, size_t wl)
{
	skip_blanks(s, i, n);
	if (*i < n && s[*i] == '(') {
		(*i)++;
		if (!dis_name(o, s, i, n, why, wl))
			return false;
		skip_blanks(s, i, n);
		if (*i + 1 >= n || !((s[*i] == '<' && s[*i + 1] == '<') || (s[*i] == '>' && s[*i + 1] == '>'))) {
			snprintf(why, wl, "a shift (<< or >>) expected");
			return false;
		}
		*i += 2;
		skip_blanks(s, i, n);
		size_t b = *i;
		while (*i < n && s[*i] >= '0' && s[*i] <= '9')
			(*i)++;
		if (*i == b) {
			snprintf(why, wl, "a shift amount expected");
			return false;
		}
		skip_blanks(s, i, n);
		if (*i >= n || s[*i] != ')') {
			snprintf(why, wl, "')' expected after the shift");
			return false;
		}
		(*i)++;
		return true;
	}
	return dis_name(o, s, i, n, why, wl);
}

/* The text inside %( ): expr [ : fmt ] */
static bool dis_expr(const mi_opcode *o, const char *s, size_t n, char *why, size_t wl)
{
	size_t i = 0;
	skip_blanks(s, &i, n);
	if (i >= n || s[i] == ':') {
		snprintf(why, wl, "empty expression");
		return false;
	}
	if (s[i] == '@') {
		i++;
		skip_blanks(s, &i, n);
		if (i < n && (s[i] == '+' || s[i] == '-')) {
			i++;
			if (!dis_term(o, s, &i, n, why, wl))
				return false;
		} else if (i < n && s[i] != ':') {
			snprintf(why, wl, "'@' must be followed by + or - and an operand");
			return false;
		}
	} else if (!dis_term(o, s, &i, n, why, wl)) {
		return false;
	}
	skip_blanks(s, &i, n);
	if (i < n && s[i] == ':') {
		i++;
		size_t b = i;
		if (i < n && s[i] == '0')
			i++;
		size_t d = i;
		while (i < n && s[i] >= '0' && s[i] <= '9')
			i++;
		if (i - d > 2) {
			snprintf(why, wl, "a width of more than two digits");
			return false;
		}
		if (d > b && i == d) {
			snprintf(why, wl, "a leading 0 needs a width");
			return false;
		}
		if (i >= n || !strchr("odxX", s[i])) {
			snprintf(why, wl, "the format must end in o, d, x or X");
			return false;
		}
		i++;
	}
	skip_blanks(s, &i, n);
	if (i != n) {
		snprintf(why, wl, "unexpected '%.*s'", (int)(n - i), s + i);
		return false;
	}
	return true;
}

static void check_disasm(mi_state *S, const mi_opcode *o, const mp_tok *t)
{
	const char *s = t->s + 1;
	size_t n = t->len >= 2 ? (size_t)t->len - 2 : 0;
	for (size_t i = 0; i < n; i++) {
		if (s[i] == '\\') {
			i++;
			continue;
		}
		if (s[i] != '%')
			continue;
		char why[160] = "";
		size_t start = i;
		bool ok = true;
		if (i + 1 < n && s[i + 1] == '(') {
			int depth = 0;
			size_t j = i + 1;
			for (; j < n; j++) {
				depth += s[j] == '(' ? 1 : s[j] == ')' ? -1 : 0;
				if (!depth)
					break;
			}
			if (j >= n) {
				snprintf(why, sizeof(why), "unexpected end of the expression");
				ok = false;
				i = n;
			} else {
				ok = dis_expr(o, s + i + 2, j - i - 2, why, sizeof(why));
				i = j;
			}
		} else if (i + 1 < n && ident_start((unsigned char)s[i + 1])) {
			size_t j = i + 1;
			while (j < n && ident_char((unsigned char)s[j]))
				j++;
			if (!has_operand(o, s + i + 1, j - i - 1)) {
				snprintf(why, sizeof(why), "'%.*s' is not an operand of the opcode", (int)(j - i - 1),
					 s + i + 1);
				ok = false;
			}
			i = j - 1;
		} else {
			snprintf(why, sizeof(why), "'%%' must be followed by an operand name or '('");
			ok = false;
		}
		if (i + 1 < n && s[i + 1] == '?')
			i++;
		if (!ok) {
			isa_loc l = t->loc;
			if (l.col > 0)
				l.col += (int)start + 1;
			mp_error(S, l, "mp-isa-disasm", "opcode '%s': disasm \"%.*s\": %s", o->name, t->len - 2 > 0 ? t->len - 2 : 0,
				 t->s + 1, why);
		}
	}
}

/* ---- slots ---------------------------------------------------------------------- */

static void check_attrs(mi_state *S, mi_slot *s, mi_opcode *o, const mi_attrs *A, int ninstr)
{
	if (A->has_semfunc && A->nsemfunc < ninstr)
		mp_error(S, A->semfunc_loc, "mp-isa-semfunc",
			 "opcode '%s' has %d instructions (operand groups) but %d semfunc string%s", o->name, ninstr,
			 A->nsemfunc, A->nsemfunc == 1 ? "" : "s");
	else if (A->has_semfunc && A->nsemfunc > ninstr)
		mp_warn(S, A->semfunc_loc, "mp-isa-semfunc-extra",
			"opcode '%s' has %d instructions but %d semfunc strings: MPACT ignores the extra ones",
			o->name, ninstr, A->nsemfunc);
	for (int i = 0; i < A->disasm.n; i++)
		check_disasm(S, o, &A->disasm.v[i]);
	if (A->has_resources) {
		if (A->res.named) {
			bool found = false;
			for (int i = 0; i < s->resources.n; i++)
				found |= !strcmp(s->resources.v[i].name.name, A->res.ref.name);
			if (!found)
				mp_error(S, A->res.ref.loc, "mp-undefined", "opcode '%s': no resources '%s' in slot '%s'",
					 o->name, A->res.ref.name, s->name);
		}
		for (int i = 0; i < A->res.items.n; i++) {
			const mi_res_item *it = &A->res.items.v[i];
			mi_scope X = {.S = S, .slot = s, .op = o};
			check_expr(&X, it->begin);
			check_expr(&X, it->end);
			if (X.two_dests)
				mp_error(S, it->name.loc, "mp-isa-resource",
					 "opcode '%s': resource '%s' names two destination operands in its cycle range "
					 "(MPACT allows one)",
					 o->name, it->name.name);
		}
	}
	for (int i = 0; i < A->attributes.n; i++) {
		for (int j = 0; j < i; j++)
			if (!strcmp(A->attributes.v[i].name.name, A->attributes.v[j].name.name)) {
				mp_error(S, A->attributes.v[i].name.loc, "mp-isa-attr-twice",
					 "opcode '%s': attribute '%s' given twice", o->name, A->attributes.v[i].name.name);
				break;
			}
		mi_scope X = {.S = S, .slot = s};
		check_expr(&X, A->attributes.v[i].value);
	}
}

/* Checks of a slot's own declarations (once, whatever instantiates it). */
static void check_slot(mi_state *S, mi_slot *s)
{
	if (s->checked)
		return;
	s->checked = true;
	for (int i = 0; i < s->params.n; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(s->params.v[i].name, s->params.v[j].name)) {
				mp_error(S, s->params.v[i].loc, "mp-isa-template", "slot '%s': template parameter '%s' twice",
					 s->name, s->params.v[i].name);
				break;
			}
	for (int i = 0; i < s->consts.n; i++) {
		const char *n = s->consts.v[i].name.name;
		bool dup = false;
		for (int j = 0; j < i && !dup; j++)
			dup = !strcmp(n, s->consts.v[j].name.name);
		for (int j = 0; j < s->params.n && !dup; j++)
			dup = !strcmp(n, s->params.v[j].name);
		if (dup)
			mp_error(S, s->consts.v[i].name.loc, "mp-duplicate",
				 "slot '%s': '%s' is already a constant or template parameter", s->name, n);
		mi_scope X = {.S = S, .slot = s};
		check_expr(&X, s->consts.v[i].value);
	}
	for (int i = 0; i < s->resources.n; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(s->resources.v[i].name.name, s->resources.v[j].name.name)) {
				mp_error(S, s->resources.v[i].name.loc, "mp-duplicate",
					 "slot '%s': resources '%s' already defined", s->name, s->resources.v[i].name.name);
				break;
			}
	mi_scope X = {.S = S, .slot = s};
	check_expr(&X, s->default_latency);
	for (int i = 0; i < s->default_attributes.n; i++)
		check_expr(&X, s->default_attributes.v[i].value);
	for (int i = 0; i < s->bases.n; i++)
		for (int k = 0; k < s->bases.v[i].args.n; k++)
			check_expr(&X, s->bases.v[i].args.v[k]);
	if (s->has_default_opcode) {
		if (!s->default_opcode.has_semfunc)
			mp_error(S, s->default_loc, "mp-isa-default-opcode",
				 "slot '%s': the default opcode needs a semfunc", s->name);
		else if (s->default_opcode.nsemfunc != 1)
			mp_error(S, s->default_opcode.semfunc_loc, "mp-isa-default-opcode",
				 "slot '%s': the default opcode takes one semfunc string, not %d", s->name,
				 s->default_opcode.nsemfunc);
		mi_opcode dflt = {.name = "default opcode", .slot = s};
		for (int i = 0; i < s->default_opcode.disasm.n; i++)
			check_disasm(S, &dflt, &s->default_opcode.disasm.v[i]);
	}
	for (int i = 0; i < s->opcodes.n; i++) {
		mi_opcode *o = s->opcodes.v[i];
		if (o->kind != MI_NEW)
			continue; /* override: checked against the inherited opcode */
		for (int g = 0; g < o->groups.n; g++)
			for (int k = 0; k < o->groups.v[g].latencies.n; k++) {
				mi_scope Y = {.S = S, .slot = s};
				check_expr(&Y, o->groups.v[g].latencies.v[k]);
			}
		check_attrs(S, s, o, &o->attrs, o->groups.n);
	}
}

static mi_opcode *ops_find(mi_slot *s, const char *name)
{
	for (int i = 0; i < s->ops.n; i++)
		if (!strcmp(s->ops.v[i]->name, name))
			return s->ops.v[i];
	return NULL;
}

typedef struct mi_res {
	mi_state *S;
	LD_VEC(mi_opcode *) created; /* every opcode declared by a processed slot */
	long inherited;              /* opcodes copied from bases (MI_MAX_INHERITED) */
} mi_res;

/* A slot holds copies of its bases' opcodes: a chain of thousands of
 * slots each adding one opcode is millions of copies (and each copy a
 * search of the slot's opcodes), and the recursion through the bases as
 * deep as the chain.  Both are bounded, far above real descriptions
 * (inheritance a few levels deep, hundreds of opcodes). */
#define MI_MAX_INHERIT_DEPTH 64
#define MI_MAX_INHERITED 200000L

static bool has_ancestor(const mi_slot *s, const mi_slot *a)
{
	for (int i = 0; i < s->ancestors.n; i++)
		if (s->ancestors.v[i] == a)
			return true;
	return false;
}

/* The opcodes a slot holds: its bases' (in order), minus `delete`,
 * `override` replacing the attributes, plus its own. */
static void resolve_slot(mi_res *R, mi_slot *s, int depth)
{
	mi_state *S = R->S;
	if (s->state == 2)
		return;
	if (s->state == 1) {
		mp_error(S, s->loc, "mp-isa-inherit", "slot '%s' inherits from itself", s->name);
		return;
	}
	if (depth > MI_MAX_INHERIT_DEPTH) {
		mp_error(S, s->loc, "mp-budget", "slot '%s': base slots nested more than %d deep; not resolved",
			 s->name, MI_MAX_INHERIT_DEPTH);
		return;
	}
	s->state = 1;
	check_slot(S, s);
	for (int b = 0; b < s->bases.n; b++) {
		mi_base *base = &s->bases.v[b];
		mi_slot *p = find_slot(S, base->name.name);
		if (!p) {
			mp_error(S, base->name.loc, "mp-undefined", "slot '%s': base slot '%s' is not defined", s->name,
				 base->name.name);
			continue;
		}
		if (!p->is_template && base->has_args) {
			mp_error(S, base->name.loc, "mp-isa-template",
				 "slot '%s': base '%s' is not a templated slot but is given arguments", s->name, p->name);
		} else if (p->is_template && !base->has_args) {
			mp_error(S, base->name.loc, "mp-isa-template", "slot '%s': templated base '%s' needs %d arguments",
				 s->name, p->name, p->params.n);
		} else if (p->is_template && base->args.n != p->params.n) {
			mp_error(S, base->name.loc, "mp-isa-template",
				 "slot '%s': base '%s' takes %d template arguments, not %d", s->name, p->name,
				 p->params.n, base->args.n);
		}
		resolve_slot(R, p, depth + 1);
		if (p->state != 2)
			continue;
		if ((R->inherited += p->ops.n) > MI_MAX_INHERITED) {
			mp_error(S, base->name.loc, "mp-budget",
				 "slot '%s': more than %ld opcodes copied from base slots in all (the budget of an "
				 "isa); '%s' not inherited",
				 s->name, MI_MAX_INHERITED, p->name);
			continue;
		}
		if (p == s || has_ancestor(s, p)) {
			mp_error(S, base->name.loc, "mp-isa-inherit",
				 "slot '%s' inherits from slot '%s' more than once", s->name, p->name);
			continue;
		}
		bool twice = false;
		for (int i = 0; i < p->ancestors.n && !twice; i++)
			if (has_ancestor(s, p->ancestors.v[i])) {
				mp_error(S, base->name.loc, "mp-isa-inherit",
					 "slot '%s' inherits from slot '%s' more than once (also through '%s')", s->name,
					 p->ancestors.v[i]->name, p->name);
				twice = true;
			}
		if (twice)
			continue;
		LD_PUSH(s->ancestors, p);
		for (int i = 0; i < p->ancestors.n; i++)
			LD_PUSH(s->ancestors, p->ancestors.v[i]);
		for (int i = 0; i < p->ops.n; i++) {
			mi_opcode *o = p->ops.v[i];
			mi_opcode *had = ops_find(s, o->name);
			if (had) {
				mp_error(S, base->name.loc, "mp-duplicate",
					 "slot '%s': opcode '%s' comes from two bases ('%s' and '%s')", s->name, o->name,
					 had->slot->name, o->slot->name);
				continue;
			}
			LD_PUSH(s->ops, o);
		}
	}
	for (int i = 0; i < s->opcodes.n; i++) {
		mi_opcode *o = s->opcodes.v[i];
		mi_opcode *had = ops_find(s, o->name);
		if (o->kind == MI_DELETE) {
			if (!had || had->slot == s) {
				mp_error(S, o->loc, "mp-isa-delete",
					 "slot '%s': '%s = delete' but %s", s->name, o->name,
					 !s->bases.n ? "the slot has no base slot" : "no base slot has that opcode");
				continue;
			}
			for (int k = 0; k < s->ops.n; k++)
				if (s->ops.v[k] == had) {
					memmove(&s->ops.v[k], &s->ops.v[k + 1], (size_t)(s->ops.n - k - 1) * sizeof(mi_opcode *));
					s->ops.n--;
					break;
				}
		} else if (o->kind == MI_OVERRIDE) {
			if (!had || had->slot == s) {
				mp_error(S, o->loc, "mp-isa-override", "slot '%s': '%s = override' but %s", s->name, o->name,
					 !s->bases.n ? "the slot has no base slot" : "no base slot has that opcode");
				continue;
			}
			/* the inherited opcode with the new attributes */
			mi_opcode *x = isa_arena_alloc(S->a, sizeof(*x));
			*x = *had;
			x->loc = o->loc;
			check_attrs(S, s, x, &o->attrs, had->groups.n);
			if (o->attrs.has_disasm) {
				x->attrs.disasm = o->attrs.disasm;
				x->attrs.has_disasm = true;
				x->attrs.disasm_loc = o->attrs.disasm_loc;
			}
			for (int k = 0; k < s->ops.n; k++)
				if (s->ops.v[k] == had)
					s->ops.v[k] = x;
		} else {
			if (had) {
				mp_error(S, o->loc, "mp-duplicate", "slot '%s': opcode '%s' is already declared (in slot '%s', line %d)",
					 s->name, o->name, had->slot->name, had->loc.line);
				continue;
			}
			LD_PUSH(s->ops, o);
			LD_PUSH(R->created, o);
		}
	}
	s->state = 2;
}

/* ---- the isa -------------------------------------------------------------------- */

typedef LD_VEC(mi_slot *) slot_vec;

static void use_slot(mi_res *R, slot_vec *top, const mi_slotref *r)
{
	mi_state *S = R->S;
	mi_slot *s = find_slot(S, r->name.name);
	if (!s) {
		mp_error(S, r->name.loc, "mp-undefined", "slot '%s' is not defined", r->name.name);
		return;
	}
	if (r->hi >= 0 && (r->hi >= s->ninstances || r->lo > r->hi))
		mp_error(S, r->range_loc, "mp-isa-slot-index", "slot '%s' has %d instance%s: no instance [%d]",
			 s->name, s->ninstances, s->ninstances == 1 ? "" : "s", r->hi >= s->ninstances ? r->hi : r->lo);
	if (s->is_template)
		mp_error(S, r->name.loc, "mp-isa-template", "slot '%s' is templated: only a base can instantiate it",
			 s->name);
	if (!s->has_default_opcode)
		mp_error(S, r->name.loc, "mp-isa-default-opcode",
			 "slot '%s' is used by an isa or bundle but declares no default opcode", s->name);
	resolve_slot(R, s, 0);
	for (int i = 0; i < top->n; i++)
		if (top->v[i] == s)
			return;
	LD_PUSH(*top, s);
}

static void use_bundle(mi_res *R, slot_vec *top, const mi_name *ref, int depth)
{
	mi_state *S = R->S;
	mi_bundle *b = find_bundle(S, ref->name);
	if (!b) {
		mp_error(S, ref->loc, "mp-undefined", "bundle '%s' is not defined", ref->name);
		return;
	}
	if (b->state == 1 || depth > 64) {
		mp_error(S, ref->loc, "mp-isa-inherit", "bundle '%s' contains itself", ref->name);
		return;
	}
	if (b->state == 2)
		return;
	b->state = 1;
	for (int i = 0; i < b->slots.n; i++)
		use_slot(R, top, &b->slots.v[i]);
	for (int i = 0; i < b->bundles.n; i++)
		use_bundle(R, top, &b->bundles.v[i], depth + 1);
	b->state = 2;
}

static int cmp_op_name(const void *a, const void *b)
{
	return strcmp(((const isa_mp_opcode *)a)->name, ((const isa_mp_opcode *)b)->name);
}

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

static void reset(mi_state *S)
{
	for (int i = 0; i < S->slots.n; i++) {
		mi_slot *s = S->slots.v[i];
		s->state = 0;
		s->ops.n = 0;
		s->ancestors.n = 0;
	}
	for (int i = 0; i < S->bundles.n; i++)
		S->bundles.v[i]->state = 0;
}

static bool is_created(const mi_res *R, const mi_opcode *o)
{
	for (int i = 0; i < R->created.n; i++)
		if (R->created.v[i] == o)
			return true;
	return false;
}

/* Copy into dst the diagnostics of src it does not hold yet: slots that
 * several isas reach are resolved once per isa, and say the same. */
static void merge_diags(isa_diags *dst, const isa_diags *src)
{
	for (int i = 0; i < src->n; i++) {
		const isa_diag *x = &src->v[i];
		bool seen = false;
		for (int j = dst->n - 1; j >= 0 && !seen; j--) {
			const isa_diag *y = &dst->v[j];
			seen = y->loc.line == x->loc.line && y->loc.col == x->loc.col && !strcmp(y->rule, x->rule) &&
			       (y->loc.file == x->loc.file ||
				(y->loc.file && x->loc.file && !strcmp(y->loc.file, x->loc.file))) &&
			       !strcmp(y->msg, x->msg);
		}
		if (!seen)
			isa_diag_add(dst, x->severity, x->loc, x->rule, "%s", x->msg);
	}
}

static isa_mp_isa *resolve_isa(mi_state *S, mi_isadecl *x, const char *path)
{
	isa_diags *real = S->d, scratch;
	isa_diags_init(&scratch);
	scratch.max_per_rule = -1;
	S->d = &scratch;
	reset(S);
	mi_res R = {.S = S};
	slot_vec top = {0};
	for (int i = 0; i < x->slots.n; i++)
		use_slot(&R, &top, &x->slots.v[i]);
	for (int i = 0; i < x->bundles.n; i++)
		use_bundle(&R, &top, &x->bundles.v[i], 0);
	/* opcode names are unique in the whole isa */
	for (int i = 0; i < R.created.n; i++)
		for (int j = 0; j < i; j++)
			if (!strcmp(R.created.v[i]->name, R.created.v[j]->name) &&
			    R.created.v[i]->slot != R.created.v[j]->slot) {
				mp_error(S, R.created.v[i]->loc, "mp-duplicate",
					 "opcode '%s' is already declared in this isa (slot '%s', %s:%d)",
					 R.created.v[i]->name, R.created.v[j]->slot->name, R.created.v[j]->loc.file,
					 R.created.v[j]->loc.line);
				break;
			}
	isa_arena *a = S->a;
	isa_mp_isa *r = isa_arena_alloc(a, sizeof(*r));
	r->name = x->name;
	r->path = path;
	r->loc = x->loc;
	r->opcodes = isa_arena_alloc(a, (size_t)(R.created.n + 1) * sizeof(isa_mp_opcode));
	for (int i = 0; i < R.created.n; i++) {
		mi_opcode *o = R.created.v[i];
		isa_mp_opcode *q = &r->opcodes[r->nopcodes++];
		q->name = o->name;
		q->pascal = mp_pascal(a, o->name);
		q->slot = o->slot->name;
		q->loc = o->loc;
		int n = 0;
		for (int g = 0; g < o->groups.n; g++)
			n += o->groups.v[g].names.n;
		q->operands = isa_arena_alloc(a, (size_t)(n + 1) * sizeof(char *));
		for (int g = 0; g < o->groups.n; g++)
			for (int k = 0; k < o->groups.v[g].names.n; k++) {
				const char *nm = o->groups.v[g].names.v[k].name;
				bool dup = false;
				for (int z = 0; z < q->noperands && !dup; z++)
					dup = !strcmp(q->operands[z], nm);
				if (!dup)
					q->operands[q->noperands++] = nm;
			}
	}
	qsort(r->opcodes, (size_t)r->nopcodes, sizeof(isa_mp_opcode), cmp_op_name);
	r->slots = isa_arena_alloc(a, (size_t)(top.n + 1) * sizeof(isa_mp_slot));
	for (int i = 0; i < top.n; i++) {
		mi_slot *s = top.v[i];
		isa_mp_slot *q = &r->slots[r->nslots++];
		q->name = s->name;
		q->loc = s->loc;
		q->opcodes = isa_arena_alloc(a, (size_t)(s->ops.n + 1) * sizeof(int));
		for (int k = 0; k < s->ops.n; k++) {
			mi_opcode *o = s->ops.v[k];
			isa_mp_opcode key = {.name = o->name};
			isa_mp_opcode *hit = bsearch(&key, r->opcodes, (size_t)r->nopcodes, sizeof(key), cmp_op_name);
			if (!hit)
				continue;
			q->opcodes[q->nopcodes++] = (int)(hit - r->opcodes);
			/* the disasm the slot holds: its own, or an override's */
			if (o->attrs.has_disasm && (!hit->ndisasm || !is_created(&R, o))) {
				hit->disasm = isa_arena_alloc(a, (size_t)(o->attrs.disasm.n + 1) * sizeof(char *));
				for (int d = 0; d < o->attrs.disasm.n; d++)
					hit->disasm[d] = mp_tok_str(a, &o->attrs.disasm.v[d]);
				hit->ndisasm = o->attrs.disasm.n;
				hit->disasm_loc = o->attrs.disasm_loc;
			}
		}
		qsort(q->opcodes, (size_t)q->nopcodes, sizeof(int), cmp_int);
	}
	r->widths = isa_arena_alloc(a, (size_t)(S->widths.n + 1) * sizeof(int));
	if (S->widths.n)
		memcpy(r->widths, S->widths.v, (size_t)S->widths.n * sizeof(int));
	r->nwidths = S->widths.n;
	free(top.v);
	free(R.created.v);
	S->d = real;
	merge_diags(real, &scratch);
	isa_diags_free(&scratch);
	return r;
}

static void free_attrs(mi_attrs *A)
{
	free(A->disasm.v);
	free(A->res.items.v);
	free(A->attributes.v);
}

static void free_slot(mi_slot *s);

static void free_state(mi_state *S)
{
	for (int i = 0; i < S->dropped_isas.n; i++)
		LD_PUSH(S->isas, S->dropped_isas.v[i]);
	for (int i = 0; i < S->dropped_bundles.n; i++)
		LD_PUSH(S->bundles, S->dropped_bundles.v[i]);
	for (int i = 0; i < S->dropped_slots.n; i++)
		LD_PUSH(S->slots, S->dropped_slots.v[i]);
	free(S->dropped_isas.v);
	free(S->dropped_bundles.v);
	free(S->dropped_slots.v);
	for (int i = 0; i < S->slots.n; i++)
		free_slot(S->slots.v[i]);
	for (int i = 0; i < S->isas.n; i++) {
		free(S->isas.v[i]->slots.v);
		free(S->isas.v[i]->bundles.v);
	}
	for (int i = 0; i < S->bundles.n; i++) {
		free(S->bundles.v[i]->slots.v);
		free(S->bundles.v[i]->bundles.v);
	}
	free(S->isas.v);
	free(S->bundles.v);
	free(S->slots.v);
	free(S->consts.v);
	free(S->widths.v);
	free(S->files.v);
}

static void free_slot(mi_slot *s)
{
	{
		free(s->params.v);
		for (int k = 0; k < s->bases.n; k++)
			free(s->bases.v[k].args.v);
		free(s->bases.v);
		free(s->consts.v);
		for (int k = 0; k < s->resources.n; k++)
			free(s->resources.v[k].res.items.v);
		free(s->resources.v);
		for (int k = 0; k < s->opcodes.n; k++) {
			mi_opcode *o = s->opcodes.v[k];
			for (int g = 0; g < o->groups.n; g++) {
				free(o->groups.v[g].names.v);
				free(o->groups.v[g].dests.v);
				free(o->groups.v[g].latencies.v);
			}
			free(o->groups.v);
			free_attrs(&o->attrs);
		}
		free(s->opcodes.v);
		free_attrs(&s->default_opcode);
		free(s->default_attributes.v);
		free(s->ops.v);
		free(s->ancestors.v);
	}
}

isa_mp_isa *mi_load(const char *path, const char *name, const char *fallback, const isa_load_opts *opts,
		    isa_diags *d, isa_arena *a, isa_allows *allows)
{
	mi_state S = {.d = d, .a = a, .opts = opts, .allows = allows};
	mi_files F = {.S = &S};
	char *topdir = mp_dir_of(path);
	F.f.topdir = topdir;
	const char *apath = isa_arena_strdup(a, path);
	size_t len = 0;
	char *owned = NULL;
	const char *text = opts ? opts->mp_isa_buffer : NULL;
	if (text) {
		len = opts->mp_isa_buffer_len;
	} else {
		char why[256];
		owned = isa_read_file(path, &len, why, sizeof(why));
		if (!owned)
			mp_error(&S, ((isa_loc){apath, 0, 0}), "mp-include", "cannot read '%s' (%s)", path, why);
		text = owned;
	}
	if (text) {
		char *real = owned ? realpath(path, NULL) : NULL;
		mp_files_read(&F.f, real ? real : apath);
		free(real);
		read_text(&F, apath, text, len);
	}
	free(owned);
	check_duplicates(&S);
	isa_mp_isa *r = NULL;
	if (!S.syntax) {
		mi_isadecl *sel = NULL;
		const char *want = name;
		for (int i = 0; want && i < S.isas.n && !sel; i++)
			if (!strcmp(S.isas.v[i]->name, want))
				sel = S.isas.v[i];
		if (!want && S.isas.n == 1)
			sel = S.isas.v[0];
		for (int i = 0; !want && !sel && fallback && i < S.isas.n; i++)
			if (!strcmp(S.isas.v[i]->name, fallback))
				sel = S.isas.v[i];
		if (!sel && (want || fallback)) {
			isa_buf b;
			isa_buf_init(&b);
			for (int i = 0; i < S.isas.n; i++)
				isa_buf_printf(&b, "%s%s", i ? ", " : "", S.isas.v[i]->name);
			if (!S.isas.n)
				mp_error(&S, ((isa_loc){apath, 0, 0}), "mp-isa-select",
					 "%s defines no isa (only declarations), so no opcode of the decoder "
					 "can be found there: give the .isa file that holds `isa %s { ... }`",
					 path, want ? want : fallback);
			else if (want)
				mp_error(&S, ((isa_loc){apath, 0, 0}), "mp-isa-select", "no isa '%s' in %s (it has: %s)",
					 want, path, b.s);
			else
				mp_error(&S, ((isa_loc){apath, 0, 0}), "mp-isa-select",
					 "%s defines several isas and none is named '%s': give --isa-name (one of: %s)",
					 path, fallback, b.s);
			isa_buf_free(&b);
		}
		if (sel) {
			r = resolve_isa(&S, sel, apath);
		} else if (!want && !fallback) {
			/* the file alone: check every isa it defines */
			for (int i = 0; i < S.isas.n; i++)
				resolve_isa(&S, S.isas.v[i], apath);
			if (!S.isas.n)
				mp_warn(&S, ((isa_loc){apath, 0, 0}), "mp-isa-none",
					"no isa is defined: MPACT generates nothing from these files, and only their "
					"declarations were checked");
		}
		if (r) {
			r->names = isa_arena_alloc(a, (size_t)(S.isas.n + 1) * sizeof(char *));
			for (int i = 0; i < S.isas.n; i++)
				r->names[i] = S.isas.v[i]->name;
			r->nnames = S.isas.n;
		}
	}
	free_state(&S);
	mp_files_free(&F.f);
	free(topdir);
	return r;
}

/* ---- a .isa file alone (lint) ----------------------------------------------------- */

isa *rd_mi_load(const char *path, const isa_load_opts *opts, isa_diags *d)
{
	isa_arena *a = isa_arena_new();
	isa *m = isa_arena_alloc(a, sizeof(*m));
	m->arena = a;
	m->path = isa_arena_strdup(a, path);
	isa_load_opts o = opts ? *opts : (isa_load_opts){0};
	if (o.buffer) { /* isa_load's buffer is the .isa text itself */
		o.mp_isa_buffer = o.buffer;
		o.mp_isa_buffer_len = o.buffer_len;
	}
	isa_mp *mp = isa_arena_alloc(a, sizeof(*mp));
	mp->decoders = isa_arena_alloc(a, sizeof(char *));
	mp->funcs = isa_arena_alloc(a, sizeof(isa_mp_func));
	mp->isa = mi_load(path, o.mp_isa_name, NULL, &o, d, a, &m->allows);
	m->mp = mp;
	m->roots = isa_arena_alloc(a, sizeof(isa_root));
	m->bitsets = isa_arena_alloc(a, sizeof(isa_bitset *));
	m->exprs = isa_arena_alloc(a, sizeof(isa_expr *));
	m->files = isa_arena_alloc(a, sizeof(char *));
	m->files[m->nfiles++] = m->path;
	m->bitsize = 32;
	isa_build_finish(m);
	return m;
}

/* ---- the link to a .bin_fmt decoder ----------------------------------------------- */

static int find_opcode(const isa_mp_isa *I, const char *pascal)
{
	for (int i = 0; i < I->nopcodes; i++)
		if (!strcmp(I->opcodes[i].pascal, pascal))
			return i;
	return -1;
}

static bool slot_has(const isa_mp_slot *s, int op)
{
	return bsearch(&op, s->opcodes, (size_t)s->nopcodes, sizeof(int), cmp_int) != NULL;
}

void rd_mi_link(isa *m, isa_mp *mp, const isa_load_opts *opts, isa_diags *d)
{
	if (!opts || !opts->mp_isa)
		return;
	const isa_mp_isa *I = mi_load(opts->mp_isa, opts->mp_isa_name, mp->decoder, opts, d, m->arena,
					&m->allows);
	if (!I)
		return;
	mp->isa = I;
	/* the PascalCase rule: encoding `c_lbu` returns kCLbu */
	for (int f = 0; f < mp->nfuncs; f++) {
		isa_mp_func *fn = &mp->funcs[f];
		int best = -1, best_n = -1;
		for (int e = 0; e < fn->nencs; e++) {
			char *p = mp_pascal(m->arena, fn->encs[e].name);
			fn->encs[e].opcode = find_opcode(I, p);
		}
		/* the slot that decodes the function: the one holding most of
		 * its opcodes (mpact-riscv's isas have one slot) */
		for (int s = 0; s < I->nslots; s++) {
			int n = 0;
			for (int e = 0; e < fn->nencs; e++)
				n += fn->encs[e].opcode >= 0 && slot_has(&I->slots[s], fn->encs[e].opcode);
			if (n > best_n) {
				best = s;
				best_n = n;
			}
		}
		fn->slot = best;
	}
}
