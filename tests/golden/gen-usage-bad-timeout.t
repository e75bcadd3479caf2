# gen --timeout-ms with a non-number: usage error, exit 2.
# args: gen isa/toy16.xml --verify --timeout-ms abc
# exit: 2
# stderr
---
isaproof: --timeout-ms needs a number, got 'abc'
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE] [--compact | --classify-only]

Writes DIR/NAME.h and DIR/NAME.c: a decoder for the description that needs
only libc (C99).  Words are classified by a decision tree of switches on
their bits, with the gen as a run-time argument; the disassembler prints
exactly what `isaproof decode` prints; the encoder builds a word from a
leaf and field values.  The header documents the API.  Files are only
rewritten when their contents change.

  -o DIR           where to write (created with its parents if missing)
  --prefix NAME    C prefix of every public name (default: from the file name)
  --verify         prove with Z3 that each root's decision tree classifies
                   every word, at every gen, as the model does (same leaf, no
                   match, or the same conflict); with no -o, only verify
  --timeout-ms N   per solver query (default 10000; 0 = none); a timeout is
                   reported, never proved
  --timeout S      overall budget in seconds for --verify (default none)
  --depfile FILE   also write a Makefile-style list of every file read
                   (the description and its imports), for build systems
  --compact        displays as data run by one loop instead of straight C per
                   leaf: a quarter of the machine code, more instructions
                   per word; the same output
  --classify-only  only NAME_classify and NAME_leaf_name (the decision tree,
                   the same leaf ids): no disassembler, fields or encoder,
                   a small fraction of the C to compile
Exit status: 0 ok (and proved), 1 a tree was refuted or not proved,
2 bad input or usage.
