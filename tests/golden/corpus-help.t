# isaproof corpus --help prints its usage
# args: corpus --help
---
usage: isaproof corpus ISA.xml -o DIR [--timeout-ms N] [--quiet]

Writes fuzzing seeds for the per-ISA harnesses (fuzz/README.md) into DIR,
each named by the SHA-1 of its content: for every leaf, every override
case and every gen interval a word Z3 finds that reaches it (checked
again by the interpreter), boundary values of every field (all-zero,
all-one, signed minimum and maximum), and per gen interval the leaves as
a program.  DIR/NAME.dict is a libFuzzer dictionary of the leaves' match
values and the intervals' first gens.  Cases no word reaches are listed.

  -o DIR           where to write (created if missing)
  --timeout-ms N   per solver query (default 10000; a timeout is listed
                   as undecided)
  --quiet          print only the cases not reached
Exit status: 0 every case reached, 1 some case unreachable or undecided
(the seeds are written all the same), 2 bad input or usage.
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
