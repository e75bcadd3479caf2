# an unknown command is refused naming the nearest
# args: dekode $ROOT/isa/toy16.xml 2123
# exit: 2
# stderr
---
isaproof: unknown command 'dekode' (did you mean decode?)
usage: isaproof COMMAND [OPTIONS] ISA [ARGS...]
       isaproof --help | --version
Run 'isaproof --help' for more.
