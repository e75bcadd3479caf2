# At gen 5 the #new-gen override is true and GEN = ISA_GPU_ID() = 5.
# args: decode $ROOT/isa/toy16.xml --gen 5 83ab
---
sys.g5 sr3, 0xab
