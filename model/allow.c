/*
 * model/allow.c - `isaproof-allow(RULE[,RULE...]): reason` in comments.
 *
 * Every reader hands the text of each comment it skips to
 * isa_allow_scan, which records each allow in it, in the model's arena.
 * The syntax is the same in every language (docs/suppressions.md):
 *
 *   allow  = "isaproof-allow" "(" rule { "," rule } ")" ":" reason
 *   rule   = [a-z0-9] [a-z0-9-]*          (blanks around rules and ',')
 *   reason = the rest of the comment, up to the next allow, its blanks
 *            and line ends collapsed into single spaces; not empty
 *
 * Blanks may stand between the word and "(" too.  The word followed by
 * anything but "(" is prose (a comment may talk about allows).
 *
 * A malformed allow is recorded too, with why: it is reported, and
 * suppresses nothing.  Whether its rules exist is not known here.
 */
#include <string.h>

#include "model/isa.h"

#define ALLOW_WORD "isaproof-allow"
#define ALLOW_LEN (sizeof(ALLOW_WORD) - 1)

static bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

static bool is_rule_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
}

/* a character of a word: "x-isaproof-allow(" is another word */
static bool is_word_char(char c)
{
	return is_rule_char(c) || (c >= 'A' && c <= 'Z') || c == '_';
}

static size_t skip_blanks(const char *text, size_t end, size_t i)
{
	while (i < end && is_blank(text[i]))
		i++;
	return i;
}

/* Where the next allow starts at or after i, or len: the word, alone,
 * then "(" (after blanks). */
static size_t next_allow(const char *text, size_t len, size_t i)
{
	for (; i + ALLOW_LEN <= len; i++) {
		if (memcmp(text + i, ALLOW_WORD, ALLOW_LEN) || (i > 0 && is_word_char(text[i - 1])))
			continue;
		size_t p = skip_blanks(text, len, i + ALLOW_LEN);
		if (p < len && text[p] == '(')
			return i;
	}
	return len;
}

/* The location of text offset k, the text beginning at start. */
static isa_loc loc_at(const char *text, size_t k, isa_loc start)
{
	isa_loc l = start;
	size_t line_begin = 0;
	bool first = true;
	for (size_t i = 0; i < k; i++)
		if (text[i] == '\n') {
			l.line++;
			line_begin = i + 1;
			first = false;
		}
	if (first)
		l.col = start.col > 0 ? start.col + (int)k : 0;
	else
		l.col = (int)(k - line_begin) + 1;
	return l;
}

/* The reason: text[i, end) with blanks collapsed, trimmed. */
static const char *reason_of(isa_arena *a, const char *text, size_t i, size_t end)
{
	char *r = isa_arena_alloc(a, end - i + 1);
	size_t n = 0;
	for (i = skip_blanks(text, end, i); i < end; i++) {
		if (!is_blank(text[i])) {
			r[n++] = text[i];
		} else if (n && r[n - 1] != ' ') {
			r[n++] = ' ';
		}
	}
	while (n && r[n - 1] == ' ')
		n--;
	r[n] = '\0';
	return r;
}

/* The rule list after "(": the rules into al, the offset after ")", or
 * 0 with al->error set. */
static size_t parse_rules(isa_arena *a, isa_allow *al, const char *text, size_t end, size_t i)
{
	const char *rules[64];
	int n = 0;
	for (;;) {
		i = skip_blanks(text, end, i);
		size_t b = i;
		while (i < end && is_rule_char(text[i]))
			i++;
		if (i == b) {
			al->error = i < end && text[i] == ')' && !n
					    ? "no rule named: write isaproof-allow(RULE): reason"
					    : "a rule id (lowercase letters, digits and '-') expected in the list";
			return 0;
		}
		if (n == (int)(sizeof(rules) / sizeof(rules[0]))) {
			al->error = "more than 64 rules in one allow";
			return 0;
		}
		rules[n++] = isa_arena_strndup(a, text + b, i - b);
		i = skip_blanks(text, end, i);
		if (i < end && text[i] == ',') {
			i++;
			continue;
		}
		if (i < end && text[i] == ')')
			break;
		al->error = "',' or ')' expected after a rule id";
		return 0;
	}
	al->rules = isa_arena_alloc(a, (size_t)n * sizeof(*al->rules));
	memcpy(al->rules, rules, (size_t)n * sizeof(*rules));
	al->nrules = n;
	return i + 1;
}

/* One allow: the word at text[i], its end (the next allow or the end of
 * the comment) at end. */
static void parse_allow(isa_arena *a, isa_allow *al, const char *text, size_t i, size_t end)
{
	al->reason = "";
	i = skip_blanks(text, end, i + ALLOW_LEN); /* at '(': next_allow saw it */
	i = parse_rules(a, al, text, end, i + 1);
	if (!i)
		return;
	i = skip_blanks(text, end, i);
	if (i >= end || text[i] != ':') {
		al->error = "':' and a reason expected after the rule list";
		return;
	}
	al->reason = reason_of(a, text, i + 1, end);
	if (!*al->reason)
		al->error = "no reason given: say after the ':' why the finding is accepted";
}

void isa_allow_scan(isa_arena *a, isa_allows *out, const char *text, size_t len, isa_loc start,
		    int end_line)
{
	size_t i = next_allow(text, len, 0);
	while (i < len) {
		size_t next = next_allow(text, len, i + ALLOW_LEN);
		isa_allow *al = isa_arena_alloc(a, sizeof(*al));
		al->loc = loc_at(text, i, start);
		al->end_line = end_line > al->loc.line ? end_line : al->loc.line;
		parse_allow(a, al, text, i, next);
		if (out->last)
			out->last->next = al;
		else
			out->first = al;
		out->last = al;
		out->n++;
		i = next;
	}
}
