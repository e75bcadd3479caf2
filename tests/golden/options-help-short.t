# -h after a command prints its help
# args: asm -h
# exit: 0
# stderr
---
usage: isaproof asm ISA.xml [--gen N] [--show-errors] [--raw] [--verbose]
                    [--explain HEX] [TEXT...]

Assembles each TEXT (one instruction; with none, each line of standard
input, skipping blank lines and lines starting with #) into a word printed
as MSB-first hex of the instruction width, one per line, as `decode` reads
it.  For an isaspec description the word is one whose decoding prints
exactly TEXT at the gen, with the bits the text does not decide 0; for
Valhall's ISA.xml, what Mesa's Valhall assembler gives.  A refused text
prints FILE:LINE: error: WHY on standard error (FILE is <args> or <stdin>;
LINE the argument or line number): for isaspec, the instruction that
matched furthest and the column where it stopped.

  --gen N          the GPU generation (ISA_GPU_ID(), gen ranges); default 0
  --show-errors    TEXT carries Mesa's "\t; message, ..." error suffix
  --raw            print the word, a tab and the text
  --verbose        on standard error, per text: the leaf, the bits the text
                   does not decide, and a second word printing the same
                   text when the search finds one (the first is printed)
                   and the finding of `check` that explains it
  --explain HEX    on standard error, per text: which finding of `check`
                   explains that HEX, which prints the same text, differs
                   from the word
Each text is searched within budgets (text of 4096 bytes, 2000000 match
steps, 200000 decodes); a text that hits one is an error of its own.
Exit status: 0 every text assembles, 1 some are refused, 2 bad usage, a
description without an assembler, or a budget hit.  A TEXT that starts
with '-' comes after `--`.
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
