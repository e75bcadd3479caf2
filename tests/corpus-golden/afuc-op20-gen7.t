# The word of afuc-op20-gen6 at gen 7: op 10100 is ishr (afuc.xml:340-343,
# #alu-2src 151-167: SRC2 16-20 = 2, SRC1 21-25 = 3); msb moved to 11001.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 7 --show-errors 98620814
---
ishr $01, $03, $02
