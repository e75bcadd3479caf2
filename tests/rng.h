/*
 * tests/rng.h - the word generator the differential tests share:
 * splitmix64, so a seed gives the same words on every machine.
 */
#ifndef ISAPROOF_TESTS_RNG_H
#define ISAPROOF_TESTS_RNG_H

#include <stdint.h>

static uint64_t rng_state;

static inline uint64_t rnd(void)
{
	uint64_t z = (rng_state += UINT64_C(0x9e3779b97f4a7c15));
	z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
	z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
	return z ^ (z >> 31);
}

#endif
