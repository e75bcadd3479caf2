# getlast (ir3-cat0.xml:203-233): derived CLUSTER_SIZE = 2ULL << {W};
# IMMED (0-31, #instruction-cat0 31-54) is type branch -> sign-extended int.
# 02021000fffffffc: SS(44)=1, W=0 -> w2, IMMED=0xfffffffc -> -4.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 700 --show-errors 02021000fffffffc
---
(ss)getlast.w2 #-4
