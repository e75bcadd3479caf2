# sys exists from gen 2 (inherited from #sys); the override
# ISA_GPU_ID() >= 3 is false at gen 2.
# args: decode $ROOT/isa/toy16.xml --gen 2 83ab
---
sys sr3, 0xab
