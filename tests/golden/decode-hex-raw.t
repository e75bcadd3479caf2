# --raw on HEX words: the word as given, zero-extended to the width
# args: decode $ROOT/isa/wide128.xml --raw --address 1 2
# exit: 0
# stderr
---
       0:	00000000000000000000000000000001	mad         t0, t0, t0, t0
      10:	00000000000000000000000000000002	csel        t0, t0, t0, t0
