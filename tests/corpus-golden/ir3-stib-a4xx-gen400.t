# stib for gen <= 499 (ir3-cat6.xml:677-680) via
# #instruction-cat6-a3xx-ibo-store-a4xx (654-656: bit 0 = 0),
# -ibo-store (628-652), -ibo (565-584), -a3xx (77-80), #instruction-cat6
# (66-75: SY 60, bits 61-63 = 110).  d7660b070d003a10: SY=1, OPC(54-58)=11101,
# SSBO_IM(53)=1, TYPE(49-51)=3 u32, SSBO(41-48)=5, SRC3_IM(40)=1, SRC3=7,
# SRC2(24-31)=0x0d -> #cat6-src (1427-1448) r3.y, TYPE_SIZE_MINUS_ONE=3 -> 4,
# TYPED(11)=1 -> #cat6-typed (1397-1411) "typed", D_MINUS_ONE=1 -> 2d
# (#cat6-d 1385-1387), SRC1(1-8)=0x08 -> #reg-gpr r2.x.
# args: decode $SHARED/corpus/mesa/ir3/ir3.xml --gen 400 --show-errors d7660b070d003a10
---
(sy)stib.typed.2d.u32.4 g[5], r2.x, r3.y, 7
