/*
 * codegen/cexpr.c - isaspec expressions as C functions.
 *
 * The model types every node as C would (int, unsigned, long, unsigned
 * long); the code written here computes each node in uint64_t holding
 * `(uint64_t)value`, converting after every operation exactly where the
 * model's evaluator does, with the runtime's helpers for the operators
 * whose C meaning has undefined corners (shifts, division, signed order).
 * So the generated function agrees with isa_expr_eval bit for bit.
 */
#include <string.h>

#include "emit.h"
#include "internal.h"

static bool is64(isa_ctype t) { return t == ISA_CT_LONG || t == ISA_CT_ULONG; }
static bool is_signed(isa_ctype t) { return t == ISA_CT_INT || t == ISA_CT_LONG; }

static void node(FILE *out, const isa_node *n, const isa_expr *e);

/* convert what `body` prints to type t */
static void conv_open(FILE *out, isa_ctype t)
{
	if (t == ISA_CT_INT)
		fputs("rt_ci(", out);
	else if (t == ISA_CT_UINT)
		fputs("rt_cu(", out);
	else
		fputs("(", out);
}

static void conv_node(FILE *out, const isa_node *n, isa_ctype t, const isa_expr *e)
{
	conv_open(out, t);
	node(out, n, e);
	fputs(")", out);
}

static int field_slot(const isa_expr *e, const char *name)
{
	for (int i = 0; i < e->nfields; i++)
		if (!strcmp(e->fields[i], name))
			return i;
	return -1; /* cannot happen: fields lists every reference */
}

static void binary(FILE *out, const isa_node *n, const isa_expr *e)
{
	if (n->kind == ND_SHL || n->kind == ND_SHR) {
		conv_open(out, n->type);
		fputs(n->kind == ND_SHL ? "rt_shl(" : "rt_shr(", out);
		node(out, n->lhs, e);
		fputs(", ", out);
		node(out, n->rhs, e);
		if (n->kind == ND_SHL)
			fprintf(out, ", %d))", is64(n->type));
		else
			fprintf(out, ", %d, %d))", is64(n->type), is_signed(n->type));
		return;
	}
	/* both sides in their common type, as C's usual conversions */
	isa_ctype t = isa_ctype_common(n->lhs->type, n->rhs->type);
	int sgn = is_signed(t);
	const isa_node *a = n->lhs, *b = n->rhs;
	const char *fn = NULL, *op = NULL;
	bool swap = false, negate = false;
	switch (n->kind) {
	case ND_MUL: op = "*"; break;
	case ND_ADD: op = "+"; break;
	case ND_SUB: op = "-"; break;
	case ND_BITAND: op = "&"; break;
	case ND_BITXOR: op = "^"; break;
	case ND_BITOR: op = "|"; break;
	case ND_EQ: op = "=="; break;
	case ND_NE: op = "!="; break;
	case ND_DIV: fn = "rt_div"; break;
	case ND_MOD: fn = "rt_mod"; break;
	case ND_LT: fn = "rt_lt"; break;
	case ND_GT: fn = "rt_lt"; swap = true; break;
	case ND_LE: fn = "rt_lt"; swap = true; negate = true; break;
	case ND_GE: fn = "rt_lt"; negate = true; break;
	default: break;
	}
	if (swap) {
		const isa_node *x = a;
		a = b;
		b = x;
	}
	conv_open(out, n->type);
	if (fn) {
		fprintf(out, "%s%s(", negate ? "(uint64_t)!" : "", fn);
		conv_node(out, a, t, e);
		fputs(", ", out);
		conv_node(out, b, t, e);
		fprintf(out, ", %d)", sgn);
	} else {
		fputs("(uint64_t)(", out);
		conv_node(out, a, t, e);
		fprintf(out, " %s ", op);
		conv_node(out, b, t, e);
		fputs(")", out);
	}
	fputs(")", out);
}

static void node(FILE *out, const isa_node *n, const isa_expr *e)
{
	switch (n->kind) {
	case ND_NUM:
		fprintf(out, "UINT64_C(0x%llx)", (unsigned long long)n->num);
		break;
	case ND_FIELD:
		fprintf(out, "(uint64_t)v[%d]", field_slot(e, n->name));
		break;
	case ND_GPU_ID:
		fputs("(uint64_t)gen", out);
		break;
	case ND_NEG:
		conv_open(out, n->type);
		fputs("(uint64_t)0 - ", out);
		node(out, n->lhs, e);
		fputs(")", out);
		break;
	case ND_NOT:
		fputs("(uint64_t)(", out);
		node(out, n->lhs, e);
		fputs(" == 0)", out);
		break;
	case ND_BITNOT:
		conv_open(out, n->type);
		fputs("~", out);
		node(out, n->lhs, e);
		fputs(")", out);
		break;
	case ND_POS:
	case ND_CAST:
		conv_node(out, n->lhs, n->type, e);
		break;
	case ND_LOGAND:
	case ND_LOGOR:
		fputs("(uint64_t)(", out);
		node(out, n->lhs, e);
		fputs(n->kind == ND_LOGAND ? " != 0 && " : " != 0 || ", out);
		node(out, n->rhs, e);
		fputs(" != 0)", out);
		break;
	case ND_COND:
		conv_open(out, n->type);
		fputs("(", out);
		node(out, n->cond, e);
		fputs(" != 0) ? ", out);
		node(out, n->lhs, e);
		fputs(" : ", out);
		node(out, n->rhs, e);
		fputs(")", out);
		break;
	case ND_COMMA:
		/* the left side has no effect: fields were fetched already */
		node(out, n->rhs, e);
		break;
	default:
		binary(out, n, e);
		break;
	}
}

void gen_expr_function(FILE *out, const isa_expr *e, const char *storage, const char *fname)
{
	fprintf(out, "/* %s */\n", e->name ? gen_cmt(e->name) : "inline expression");
	fprintf(out, "%s uint64_t %s(const int64_t *v, uint32_t gen)\n{\n", storage, fname);
	fputs("\t(void)v;\n\t(void)gen;\n\treturn ", out);
	if (e->ast)
		node(out, e->ast, e);
	else
		fputs("0", out);
	fputs(";\n}\n\n", out);
}
