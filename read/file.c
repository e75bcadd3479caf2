/*
 * read/file.c - reading a description file whole.
 *
 * Descriptions come from merge requests and fuzzers, so a path may name
 * /dev/zero, a FIFO nobody writes to, or a directory.  Only regular files
 * are read, and only up to ISA_MAX_FILE bytes: anything else is refused
 * before a byte is read, never waited on or read forever.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "model/build.h"
#include "internal.h"

static char *refuse(char *why, size_t whylen, const char *fmt, const char *arg)
{
	snprintf(why, whylen, fmt, arg);
	return NULL;
}

char *isa_read_file(const char *path, size_t *len, char *why, size_t whylen)
{
	/* O_NONBLOCK: opening a FIFO must not wait for a writer */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return refuse(why, whylen, "%s", strerror(errno));
	struct stat st;
	if (fstat(fd, &st) != 0) {
		int e = errno;
		close(fd);
		return refuse(why, whylen, "%s", strerror(e));
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		return refuse(why, whylen, "%s: only regular files are read",
			      S_ISDIR(st.st_mode) ? "a directory" : S_ISFIFO(st.st_mode) ? "a FIFO"
							     : S_ISCHR(st.st_mode)    ? "a device"
										     : "not a regular file");
	}
	if (st.st_size > ISA_MAX_FILE) {
		close(fd);
		return refuse(why, whylen, "larger than %s, the limit for a description file",
			      ISA_MAX_FILE_TEXT);
	}
	size_t cap = (size_t)st.st_size, n = 0;
	char *buf = isa_xmalloc(cap + 1);
	for (;;) {
		if (n == cap) {
			/* the file grew after fstat: read on, within the limit */
			if (cap >= ISA_MAX_FILE) {
				free(buf);
				close(fd);
				return refuse(why, whylen, "larger than %s, the limit for a description file",
					      ISA_MAX_FILE_TEXT);
			}
			cap = cap * 2 + 4096 < ISA_MAX_FILE ? cap * 2 + 4096 : ISA_MAX_FILE;
			buf = isa_xrealloc(buf, cap + 1);
		}
		ssize_t got = read(fd, buf + n, cap - n);
		if (got < 0 && errno == EINTR)
			continue;
		if (got < 0) {
			int e = errno;
			free(buf);
			close(fd);
			return refuse(why, whylen, "read error: %s", strerror(e));
		}
		if (got == 0)
			break;
		n += (size_t)got;
	}
	close(fd);
	buf[n] = '\0';
	*len = n;
	return buf;
}

/* Where the prolog of an XML text holds a <!DOCTYPE, its offset, else
 * -1.  Only the prolog is looked at (XML declaration, comments,
 * processing instructions, blanks): a DOCTYPE cannot appear later. */
static long doctype_at(const char *t, size_t len)
{
	size_t i = 0;
	while (i < len) {
		if (t[i] == ' ' || t[i] == '\t' || t[i] == '\r' || t[i] == '\n') {
			i++;
		} else if (len - i >= 4 && !memcmp(t + i, "<!--", 4)) {
			const char *end = memmem(t + i + 4, len - i - 4, "-->", 3);
			if (!end)
				return -1;
			i = (size_t)(end - t) + 3;
		} else if (len - i >= 2 && !memcmp(t + i, "<?", 2)) {
			const char *end = memmem(t + i + 2, len - i - 2, "?>", 2);
			if (!end)
				return -1;
			i = (size_t)(end - t) + 2;
		} else if (len - i >= 3 && (unsigned char)t[i] == 0xef && (unsigned char)t[i + 1] == 0xbb &&
			   (unsigned char)t[i + 2] == 0xbf) {
			i += 3; /* UTF-8 byte order mark */
		} else {
			return len - i >= 9 && !memcmp(t + i, "<!DOCTYPE", 9) ? (long)i : -1;
		}
	}
	return -1;
}

bool rd_refuse_doctype(isa_diags *d, const char *path, const char *text, size_t len)
{
	long at = doctype_at(text, len);
	if (at < 0)
		return false;
	int line = 1, col = 1;
	for (long i = 0; i < at; i++, col++)
		if (text[i] == '\n')
			line++, col = 0;
	isa_diag_add(d, ISA_ERROR, (isa_loc){path, line, col}, "xml-doctype",
		     "document type declarations (<!DOCTYPE>, and so entities) are not read: "
		     "write the text out");
	return true;
}

void rd_top_unreadable(isa_diags *d, const char *path, const char *why)
{
	const char *hint = strstr(why, strerror(ENOENT)) || strstr(why, strerror(ENOTDIR))
				   ? ": check the path"
				   : "";
	isa_diag_add(d, ISA_ERROR, (isa_loc){path, 0, 0}, "import-missing",
		     "cannot read the description file '%s' (%s)%s", path, why, hint);
}

bool rd_is_regular(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return false;
	struct stat st;
	bool reg = fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
	close(fd);
	return reg;
}
