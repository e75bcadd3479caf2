# --root picks a slot (fma, add, #fma or #add); another name is refused.
# args: diff tests/bifrost/mini.xml tests/bifrost/mini-changed.xml --root mul
# stderr
# exit: 2
---
isaproof: diff: no slot 'mul' (a Bifrost file has #fma and #add)
