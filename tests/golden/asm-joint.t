# asm on a hidden MODE field read by the instruction's shown derived
# fields (.u, ", a1") and by its operand's case (bN when bindless): the
# two scopes are settled together, so "sam.u b3" is mode 5, the one mode
# both accept, and every other text its own mode; no mode is uniform,
# bindless and uses a1, so the last text has no word (exit 1).
# args: asm $ROOT/isa/examples/asm-joint.xml -- 'sam.u b3' 'sam b3, a1' 'sam b3' 'sam t3' 'sam.u t3' 'sam.u b3, a1'
# stderr
# exit: 1
---
101d
1019
101a
101c
1018
<args>:6: error: no word prints this text at gen 0; closest instruction 'sam' matches up to column 13 (the text ends early)
