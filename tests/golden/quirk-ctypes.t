# C types at gen 3: -1 < 1U is 0 (unsigned compare), -1 < {A} is 1 (int64),
# 1U - 2 wraps in 32 bits, ISA_GPU_ID() - 5 is uint32_t, {A} - 5 < 0 is 1,
# ISA_GPU_ID() - 5 < 0 is 0.
# args: decode $ROOT/isa/examples/quirks.xml --gen 3 03000001
---
ctypes 0 1 4294967295 4294967294 1 0
