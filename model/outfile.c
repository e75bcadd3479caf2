/*
 * model/outfile.c - writing output files so that a failure never leaves
 * a damaged file behind.
 *
 * A file is written whole to a temporary name in its own folder and
 * renamed over the target only once every byte is on its way: on a full
 * disk the old file stays as it was, and no file exists under a name
 * that promises content it does not hold (corpus seeds are named by the
 * SHA-1 of their content, and a rerun skips names that exist).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "isa.h"
#include "internal.h"

static bool fail(char *err, size_t errlen, const char *what, const char *path, int e)
{
	snprintf(err, errlen, "cannot %s %s: %s", what, path, strerror(e));
	return false;
}

bool isa_write_file(const char *path, const void *data, size_t len, char *err, size_t errlen)
{
	size_t n = strlen(path);
	char *tmp = isa_xmalloc(n + 16);
	snprintf(tmp, n + 16, "%s.tmp-XXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		int e = errno;
		free(tmp);
		return fail(err, errlen, "write", path, e);
	}
	const char *p = data;
	size_t left = len;
	int e = 0;
	while (left) {
		ssize_t k = write(fd, p, left);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			e = k < 0 ? errno : ENOSPC;
			break;
		}
		p += k;
		left -= (size_t)k;
	}
	/* mkstemp makes the file 0600; give it what a plain fopen would */
	mode_t mask = umask(0);
	umask(mask);
	if (!e && fchmod(fd, 0666 & ~mask) != 0)
		e = errno;
	if (close(fd) != 0 && !e)
		e = errno;
	if (!e && rename(tmp, path) != 0)
		e = errno;
	if (e)
		unlink(tmp);
	free(tmp);
	return e ? fail(err, errlen, "write", path, e) : true;
}

bool isa_make_dirs(const char *dir, char *err, size_t errlen)
{
	size_t n = strlen(dir);
	if (n == 0) {
		snprintf(err, errlen, "an empty folder name");
		return false;
	}
	char *buf = isa_xmalloc(n + 1);
	memcpy(buf, dir, n + 1);
	for (size_t i = 1; i <= n; i++) {
		if (buf[i] != '/' && buf[i] != '\0')
			continue;
		char saved = buf[i];
		buf[i] = '\0';
		struct stat st;
		if (mkdir(buf, 0777) != 0 && !(errno == EEXIST && stat(buf, &st) == 0 && S_ISDIR(st.st_mode))) {
			int e = errno == EEXIST ? ENOTDIR : errno;
			fail(err, errlen, "create", buf, e);
			free(buf);
			return false;
		}
		buf[i] = saved;
	}
	free(buf);
	return true;
}
