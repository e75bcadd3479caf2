# -h after a command prints its help
# args: asm -h
# exit: 0
# stderr
---
usage: isaproof asm ISA.xml [TEXT...]

Assembles each TEXT (one instruction; with none, each line of standard
input, skipping blank lines and lines starting with #) into a word printed
as 16 MSB-first hex digits, one per line, accepting exactly what Mesa's
Valhall assembler accepts.  A refused text prints FILE:LINE: error: WHY on
standard error (FILE is <args> or <stdin>; LINE the argument or line number).
Exit status: 0 every text assembles, 1 some are refused, 2 bad usage or a
description without an assembler.  A TEXT that starts with '-' comes
after `--`.
  --insnwidth N    .decode files: instruction width 16, 32 or 64 (default: the
                   definitions' width when they agree, else 32)
  --varinsnwidth N .decode files: variable-length instructions of up to N bits
  --decoder NAME   .bin_fmt files: the decoder to use (required when there are several)
  --group NAME     .bin_fmt files: that decode function only (default: all; decode uses the first)
  --include DIR    .bin_fmt files: a directory #include searches (MPACT's --include)
  --isa FILE       .bin_fmt files: the MPACT .isa file of the decoder (opcodes, slots, disasm)
  --isa-name NAME  the isa of --isa FILE to use (default: the only one, or the decoder's name)
