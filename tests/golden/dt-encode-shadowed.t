# 'rest' is shadowed by the union of 'low' and 'high' (check warns): no
# value of its free bits makes a word it decodes as.  Exit 1.
# args: encode $ROOT/tests/decodetree/gen/small.decode rest
# exit: 1
# stderr
---
isaproof: cannot encode rest: the word decodes as 'low', not 'rest'
