# gen --verify with no -o only proves: for each decoded root (#reg, the
# operand type, and #instruction) its decision tree classifies every word at
# every gen as the model does; every root is proved, exit 0, nothing written.
# 22 leaves = the 22 TOY16_LEAF_* ids of #instruction.
# args: gen isa/toy16.xml --verify
---
#reg: 2 leaves, 3 tree nodes, depth 1, at most 1 candidates per tree leaf: proved
#instruction: 22 leaves, 28 tree nodes, depth 2, at most 1 candidates per tree leaf: proved
verified: for every word and every gen, the 2 generated classifiers agree with the model (24 solver queries)
