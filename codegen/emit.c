/*
 * codegen/emit.c - the text helpers every file of codegen/ writes with:
 * C string literals (and the longest one written, which C99 limits) and
 * description text made safe inside a C comment.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "emit.h"
#include "gen.h"

/* The longest string literal written since gen_emit began, and the start
 * of its text.  C99 compilers need accept only GEN_MAX_LITERAL characters
 * in one (gcc and clang -Wpedantic refuse more), so gen_emit fails rather
 * than write code that does not compile.  One emission at a time. */
static struct {
	size_t longest;
	char text[48];
} literals;

void gen_literals_reset(void) { literals.longest = 0; }

void gen_c_string(FILE *out, const char *s, size_t n)
{
	if (n > literals.longest) {
		literals.longest = n;
		snprintf(literals.text, sizeof(literals.text), "%.*s", (int)(n < 40 ? n : 40), s);
	}
	fputc('"', out);
	for (size_t i = 0; i < n; i++) {
		unsigned char ch = (unsigned char)s[i];
		if (ch == '"' || ch == '\\' || ch == '?') /* '?': no trigraphs */
			fprintf(out, "\\%c", ch);
		else if (ch < 0x20 || ch >= 0x7f)
			fprintf(out, "\\%03o", ch);
		else
			fputc(ch, out);
	}
	fputc('"', out);
}

bool gen_literals_fit(char *err, size_t errlen)
{
	if (literals.longest <= GEN_MAX_LITERAL)
		return true;
	snprintf(err, errlen,
		 "a name or text of the description ('%s...') would be a C string of %zu "
		 "characters, more than the %d a C99 compiler must accept: shorten it",
		 gen_cmt(literals.text), literals.longest, GEN_MAX_LITERAL);
	return false;
}

/* Text from the description as it may stand inside a C comment: letters,
 * digits and harmless punctuation as they are, every other byte as
 * \xNN.  So no name can close the comment (a star then a slash), start a
 * trigraph (??/ is a backslash), splice lines (backslash-newline) or
 * bring bytes a compiler might not read.  Long names are cut: comments
 * only help a reader find the object.  The result lives in one of a few
 * static buffers, enough for the arguments of one fprintf. */
const char *gen_cmt(const char *s)
{
	static char ring[8][200];
	static int next;
	char *out = ring[next++ % 8];
	size_t n = 0, max = sizeof(ring[0]) - 8;
	for (; *s && n < max; s++) {
		unsigned char ch = (unsigned char)*s;
		if (isalnum(ch) || (ch && strchr(" _#.,:;=<>+-()[]{}!~^&|%@$'\"", ch)))
			out[n++] = (char)ch;
		else
			n += (size_t)snprintf(out + n, 5, "\\x%02x", ch);
	}
	if (*s)
		memcpy(out + n, "...", 4);
	else
		out[n] = '\0';
	return out;
}
