# A word a state Mesa tries earlier takes is refused, naming it.
# args: encode tests/bifrost/overlap.xml WIDE imm=1
# stderr
# exit: 1
---
isaproof: cannot encode WIDE: the word 101000 is taken by *NARROW first (Mesa's selection order)
