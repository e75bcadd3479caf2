/*
 * model/arena.c - bump allocator for the model.
 *
 * A loaded description is thousands of small objects that all die
 * together, so they come from one arena freed with one call.  Blocks are
 * chained; big requests get a block of their own.
 */
#include <stdlib.h>
#include <string.h>

#include "isa.h"
#include "internal.h"

#define ARENA_BLOCK (64 * 1024)

typedef struct block {
	struct block *next;
	size_t used, size;
	max_align_t data[];
} block;

struct isa_arena {
	block *head;
};

/* Tests can make the n-th allocation fail to exercise the OOM path. */
void *(*isa_malloc_hook)(size_t) = malloc;

void *isa_xmalloc(size_t n)
{
	void *p = isa_malloc_hook(n ? n : 1);
	if (!p) {
		fputs("isaproof: out of memory\n", stderr);
		abort();
	}
	return p;
}

void *isa_xrealloc(void *p, size_t n)
{
	void *q = realloc(p, n ? n : 1);
	if (!q) {
		fputs("isaproof: out of memory\n", stderr);
		abort();
	}
	return q;
}

isa_arena *isa_arena_new(void)
{
	isa_arena *a = isa_xmalloc(sizeof(*a));
	a->head = NULL;
	return a;
}

void isa_arena_free(isa_arena *a)
{
	if (!a)
		return;
	for (block *b = a->head, *next; b; b = next) {
		next = b->next;
		free(b);
	}
	free(a);
}

void *isa_arena_alloc(isa_arena *a, size_t size)
{
	size = (size + sizeof(max_align_t) - 1) & ~(sizeof(max_align_t) - 1);
	block *b = a->head;
	if (!b || b->size - b->used < size) {
		size_t bs = size > ARENA_BLOCK / 4 ? size : ARENA_BLOCK;
		b = isa_xmalloc(sizeof(block) + bs);
		b->used = 0;
		b->size = bs;
		/* a dedicated big block goes behind the head so the head's
		 * free space is not wasted */
		if (a->head && bs != ARENA_BLOCK) {
			b->next = a->head->next;
			a->head->next = b;
		} else {
			b->next = a->head;
			a->head = b;
		}
	}
	void *p = (char *)b->data + b->used;
	b->used += size;
	memset(p, 0, size);
	return p;
}

char *isa_arena_strndup(isa_arena *a, const char *s, size_t n)
{
	char *p = isa_arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *isa_arena_strdup(isa_arena *a, const char *s)
{
	return isa_arena_strndup(a, s, strlen(s));
}

void isa_free(isa *m)
{
	if (m)
		isa_arena_free(m->arena);
}
