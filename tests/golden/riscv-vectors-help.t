# isaproof vectors --help
# args: vectors --help
---
usage: isaproof vectors ISA.xml FILE [--gen N] [--show-errors]

Checks test vectors.  Each line of FILE is
  [GEN ]HEX<TAB>EXPECTED TEXT
(blank lines and lines starting with # are skipped).  The word is decoded
at GEN (default: --gen, else 0) and must print exactly EXPECTED TEXT; a
word that decodes is then encoded again from its decoded field values and
must come back (modulo dontcare bits); its text must assemble (`asm`) into
a word that prints it again.  Each mismatch is printed as
FILE:LINE: ... with the expected and the actual text or word; a summary
line follows.

  --gen N          the gen of lines that give none
  --show-errors    compare the text with Mesa's "\t; message" error suffix

For a Bifrost ISA.xml a line is [fma |add ]HEX<TAB>TEXT: the word is
decoded in that slot (default --slot's) under the context decode's
options give, and its values encoded again must print the same text.

Bifrost (an ISA.xml whose root is <bifrost>): the slot and the operand
context Mesa's bi_disasm_fma/bi_disasm_add print under (default: FMA,
everything 0):
  --slot UNIT      fma (23-bit words) or add (20-bit words)
  --regs HEX       the tuple's register block, 35 bits as the clause packs
                   it: fau_idx 0-7, reg3 8-13, reg2 14-19, reg0 20-24,
                   reg1 25-30, ctrl 31-34 (sources 0-2, 4 and 5 read it)
  --next-regs HEX  the next tuple's register block (names the destination)
  --last           the tuple is its clause's last (its next block is the
                   clause's first)
  --staging N      the staging register printed as @rN
  --branch-offset N  the clause's offset, for constants that are branches
  --const SPEC     K=HEX[:MOD]: embedded constant K (0-5) is HEX (64 bits);
                   MOD none (default), pc_lo, pc_hi or pc_lo_hi
Exit status: 0 every vector passes, 1 some do not, 2 bad input or usage.
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
