# Without labels an absbranch prints sign-extended: 0x7fff in 15 bits is -1.
# args: decode $ROOT/isa/wide128.xml 003fff80000000000000000040200010 00000100000000000000000000100150
---
branch      c2, -1
branch.eq   t1, 2
