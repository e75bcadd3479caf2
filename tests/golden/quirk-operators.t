# C operators and precedence: A=7, B=3.
# args: decode $ROOT/isa/examples/quirks.xml 02000307
---
ops mod=1 div=3 xor=4 not=f8 ter=10 neg=-7 sh=7 prec=13
