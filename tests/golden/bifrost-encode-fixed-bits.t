# LOAD.i32's exact pattern holds offset's bits at 0.
# args: encode tests/bifrost/mini.xml +LOAD.i32 offset=1
# stderr
# exit: 1
---
isaproof: cannot encode +LOAD.i32: offset=1 needs bit 6 to be 1, which the encoding's exact pattern holds at 0
