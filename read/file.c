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
