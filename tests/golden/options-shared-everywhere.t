# the decodetree width option is parsed by every command that reads a description (here vectors)
# args: vectors --insnwidth=12 $ROOT/isa/toy16.xml /dev/null --decoder=x
# exit: 2
# stderr
---
isaproof: --insnwidth needs 16, 32 or 64
usage: isaproof vectors ISA.xml FILE [--gen N] [--show-errors]

Checks test vectors.  Each line of FILE is
  [GEN ]HEX<TAB>EXPECTED TEXT
(blank lines and lines starting with # are skipped).  The word is decoded
at GEN (default: --gen, else 0) and must print exactly EXPECTED TEXT; a
word that decodes is then encoded again from its decoded field values and
must come back (modulo dontcare bits).  Each mismatch is printed as
FILE:LINE: ... with the expected and the actual text or word; a summary
line follows.

  --gen N          the gen of lines that give none
  --show-errors    compare the text with Mesa's "\t; message" error suffix
Exit status: 0 every vector passes, 1 some do not, 2 bad input or usage.
