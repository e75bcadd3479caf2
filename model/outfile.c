/*
 * model/outfile.c - writing output files so that a failure never leaves
 * a damaged file behind, and nothing but the file asked for is changed.
 *
 * A regular file (or a missing one) is written whole to a temporary name
 * in its own folder and renamed over the target only once every byte is
 * on its way: on a full disk the old file stays as it was, and no file
 * exists under a name that promises content it does not hold (corpus
 * seeds are named by the SHA-1 of their content, and a rerun skips names
 * that exist).
 *
 * Anything else is not replaced: a rename would put a regular file where
 * a FIFO or a device node was (as root, over /dev/null).  FIFOs and
 * character devices are written in place, as a shell redirection would;
 * directories, block devices and sockets are refused.  A symbolic link
 * is followed: the file it names is written by the same rules and the
 * link stays a link; a link to nothing is refused rather than creating a
 * file wherever it points.
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

static bool refuse(char *err, size_t errlen, const char *path, const char *why)
{
	snprintf(err, errlen, "cannot write %s: %s", path, why);
	return false;
}

/* every byte of data to fd; 0 or the errno of the failure */
static int write_all(int fd, const void *data, size_t len)
{
	const char *p = data;
	while (len) {
		ssize_t k = write(fd, p, len);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return k < 0 ? errno : ENOSPC;
		p += k;
		len -= (size_t)k;
	}
	return 0;
}

/* a regular file or a missing path: a temporary file beside it, renamed
 * over it */
static bool write_replace(const char *path, const char *shown, const void *data, size_t len,
			  char *err, size_t errlen)
{
	size_t n = strlen(path);
	char *tmp = isa_xmalloc(n + 16);
	snprintf(tmp, n + 16, "%s.tmp-XXXXXX", path);
	int fd = mkstemp(tmp);
	if (fd < 0) {
		int e = errno;
		free(tmp);
		return fail(err, errlen, "write", shown, e);
	}
	int e = write_all(fd, data, len);
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
	return e ? fail(err, errlen, "write", shown, e) : true;
}

/* a FIFO or a character device: opened without creating or truncating,
 * and checked again once open (the path may have changed since) */
static bool write_in_place(const char *path, const void *data, size_t len, char *err,
			   size_t errlen)
{
	int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return fail(err, errlen, "write", path, errno);
	struct stat st;
	if (fstat(fd, &st) != 0 || !(S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode))) {
		close(fd);
		return refuse(err, errlen, path, "it changed while being opened");
	}
	int e = write_all(fd, data, len);
	if (close(fd) != 0 && !e)
		e = errno;
	return e ? fail(err, errlen, "write", path, e) : true;
}

bool isa_write_file(const char *path, const void *data, size_t len, char *err, size_t errlen)
{
	struct stat st, lst;
	if (lstat(path, &lst) != 0) {
		if (errno != ENOENT)
			return fail(err, errlen, "write", path, errno);
		return write_replace(path, path, data, len, err, errlen);
	}
	bool link = S_ISLNK(lst.st_mode);
	if (stat(path, &st) != 0) {
		if (link && errno == ENOENT)
			return refuse(err, errlen, path,
				      "a symbolic link to a missing file (only an existing file "
				      "is written through a link)");
		return fail(err, errlen, "write", path, errno);
	}
	if (S_ISDIR(st.st_mode))
		return refuse(err, errlen, path, "a directory (name a file)");
	if (S_ISFIFO(st.st_mode) || S_ISCHR(st.st_mode))
		return write_in_place(path, data, len, err, errlen);
	if (!S_ISREG(st.st_mode))
		return refuse(err, errlen, path,
			      "neither a regular file, a FIFO nor a character device");
	if (!link)
		return write_replace(path, path, data, len, err, errlen);
	/* the file the link names is replaced, beside itself, and the link
	 * keeps pointing at it */
	char *real = realpath(path, NULL);
	if (!real)
		return fail(err, errlen, "write", path, errno);
	bool ok = write_replace(real, path, data, len, err, errlen);
	free(real);
	return ok;
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
