# --start/--count only with --bin
# args: decode $ROOT/isa/toy16.xml --count 1 2123
# exit: 2
# stderr
---
isaproof: --start and --count select from a --bin FILE
usage: isaproof decode ISA.xml [--gen N] [--show-errors] [--branch-labels]
                       [--address] [--raw] [--bin FILE [--start OFFSET]
                       [--count N] | HEX...]

Prints one line per instruction word, exactly as Mesa's generated
disassembler does.  Words are MSB-first hex of the instruction width
(fewer digits are zero-extended, 0x is optional); with no HEX and no
--bin, one word per line is read from standard input.

  --gen N          the GPU generation (ISA_GPU_ID(), gen ranges); default 0
  --show-errors    append Mesa's "\t; message, ..." error suffix
  --branch-labels  print branch targets as labels (l<N>, fxn<N>)
  --bin FILE       disassemble a binary: little-endian 32-bit dwords, the
                   first dword holding bits 0-31 of the first instruction
  --start OFFSET   --bin: begin at this byte offset of FILE (default 0)
  --count N        --bin: decode at most N instructions
  --address        objdump-style: each line starts with the word's address
                   (its byte offset in FILE; with HEX words, counted from 0)
  --raw            each line shows the word as hex (MSB first) before the text
Without --address and --raw the text is exactly Mesa's.
Exit status: 0 ok, 1 some word matched no instruction, 2 bad input.
