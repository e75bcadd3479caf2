/*
 * bench/clock.h - the wall clock the bench drivers read: seconds as a
 * double from CLOCK_MONOTONIC, so that a change of the system time during
 * a run does not move a figure.
 */
#ifndef ISAPROOF_BENCH_CLOCK_H
#define ISAPROOF_BENCH_CLOCK_H

#include <time.h>

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#endif
