/*
 * read/read.h - the readers: ISA description files into the one model
 * (model/isa.h).  One reader per description language, chosen by the
 * file: a `.decode` extension is QEMU decodetree, a root element
 * <valhall> is Panfrost's Valhall ISA.xml, anything else is isaspec XML.  Only read/ touches libxml2.
 */
#ifndef ISAPROOF_READ_H
#define ISAPROOF_READ_H

#include "model/isa.h"

/* Load and check a description.  Always returns a model (possibly
 * partial) unless memory runs out; diagnostics go to `d`.  A model loaded
 * with d->nerrors > 0 must not be decoded with. */
isa *isa_load(const char *path, const isa_load_opts *opts, isa_diags *d);

/* true when the path names a decodetree file (ends in ".decode") */
bool isa_dt_is_decode_path(const char *path);
/* true when the path names an MPACT-Sim .bin_fmt file */
bool isa_mp_is_binfmt_path(const char *path);

#endif
