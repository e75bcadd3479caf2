# add.u (ir3-cat2.xml:238-240) via #instruction-cat2-2src (97-124).
# 42100003380527ff: FULL=1, DST=r0.w; SRC1=0x27ff: bits 11-13 = 100 ->
# #mulitsrc-immed (ir3-common.xml:139-154), IMMED 11-bit int 0x7ff = -1;
# SRC2=0x3805: bits 11-13 = 111 match no #multisrc leaf (000 gpr, 001
# relative, x10 const, 100 immed, 101 flut) -> prints nothing, error with the
# field bits shifted down, 16 digits.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 500 --show-errors 42100003380527ff
---
add.u r0.w, -1, 	; no match: FIELD: 'add.u.SRC2': 0000000000003805
