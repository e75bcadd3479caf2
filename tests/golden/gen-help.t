# gen --help: the usage and options on stdout, exit 0.
# args: gen --help
---
usage: isaproof gen ISA.xml [-o DIR] [--prefix NAME] [--verify] [--timeout-ms N]
                    [--timeout S] [--depfile FILE]
                    [--compact | --classify-only | --args-only] [--no-asm]

Writes DIR/NAME.h and DIR/NAME.c: a decoder for the description that needs
only libc (C99).  Words are classified by a decision tree of switches on
their bits, with the gen as a run-time argument; the disassembler prints
exactly what `isaproof decode` prints; the encoder builds a word from a
leaf and field values; an isaspec description also gets an assembler
(NAME_assemble, text to word as `isaproof asm`).  The header documents the
API.  Files are only rewritten when their contents change.

  -o DIR           where to write (created with its parents if missing)
  --prefix NAME    C prefix of every public name (default: from the file name)
  --verify         prove with Z3 that each root's decision tree classifies
                   every word, at every gen, as the model does (same leaf, no
                   match, or the same conflict); with no -o, only verify.
                   Bifrost: compile the decoder ($CC, else cc) and compare
                   its text with the model's on every word of both slots
                   under four operand contexts
  --timeout-ms N   per solver query (default 10000; 0 = none); a timeout is
                   reported, never proved
  --timeout S      overall budget in seconds for --verify (default none)
  --depfile FILE   also write a Makefile-style list of every file read
                   (the description and its imports), for build systems
  --compact        displays as data run by one loop instead of straight C per
                   leaf: a quarter of the machine code, more instructions
                   per word; the same output
  --classify-only  only NAME_classify, NAME_opcode and NAME_leaf_name (the
                   decision tree, the same leaf ids): no disassembler, fields
                   or encoder, a small fraction of the C to compile
  --args-only      the same and NAME_decode_args (leaf and its fields' values
                   in one call): no text, no encoder; refused when a leaf's
                   fields depend on the word
  --no-asm         no NAME_assemble (--classify-only and --args-only have none)
Exit status: 0 ok (and proved), 1 a tree was refuted or not proved,
2 bad input or usage.
  --insnwidth N    .decode files: instruction width 16, 32 or 64 (default: the
                   definitions' width when they agree, else 32)
  --varinsnwidth N .decode files: variable-length instructions of up to N bits
  --decoder NAME   .bin_fmt files: the decoder to use (required when there
                   are several)
  --group NAME     .bin_fmt files: that decode function only (default: all;
                   decode uses the first)
  --include DIR    .bin_fmt files: a directory #include searches (MPACT's
                   --include)
  --isa FILE       .bin_fmt files: the MPACT .isa file of the decoder
                   (opcodes, slots, disasm)
  --isa-name NAME  the isa of --isa FILE to use (default: the only one, or
                   the decoder's name)
