# an unknown command is refused naming the nearest
# args: dekode $ROOT/isa/toy16.xml 2123
# exit: 2
# stderr
---
isaproof: unknown command 'dekode' (did you mean decode?)
usage: isaproof COMMAND [OPTIONS] ISA [ARGS...]
       isaproof --help | --version

Reads an isaspec XML ISA description (or a QEMU decodetree .decode
file) and works with it.

commands:
  lint ISA.xml            load the description and report its problems
  decode ISA.xml [WORDS]  disassemble instruction words as Mesa would
  encode ISA.xml LEAF F=V build an instruction word from field values
  check ISA.xml           prove the description: ambiguity, unused encodings, lints
  gen ISA.xml -o DIR      write a standalone C decoder/disassembler/encoder
  vectors ISA.xml FILE    check test vectors: words and the text they must print
  asm ISA.xml [TEXT...]   assemble instruction texts (Valhall ISA.xml)
  corpus ISA.xml -o DIR   write fuzzing seeds (Z3 samples of every case) and a dictionary
  diff A B                prove two descriptions decode alike, or show where not

options:
  -h, --help              this text (after a COMMAND: that command's options)
  --version               print the version

Run 'isaproof COMMAND --help' for a command's options.  Every command takes
--opt value and --opt=value, options before or after its arguments, and
`--` to end the options.
Exit status: 0 ok, 1 findings, 2 bad input or usage.
