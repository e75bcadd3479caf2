# A text whose derived fields are sums of free fields (no bit of the
# text settles one field): the search stops at its budget of decodes and
# says so, with exit status 2, rather than run on.
# args: asm $ROOT/isa/wide128.xml 'movd        t0, d=0 s=-2'
# stderr
# exit: 2
---
<args>:1: error: search limit hit (60 match steps of 2000000, 200000 decodes of 200000) before a word printing the text was found
