# afuc add (afuc.xml:213-216, op bits 0-4 = 00001) via #alu-2src
# (151-167, bits 27-31 = 10011) and #instruction-rep (135-141, REP bit 26).
# 9c641501: PEEK(8)=1 "(peek)", XMOV(9-10)=2 "(xmov2)" (#xmov 143-149),
# DST(11-15)=2, SRC2(16-20)=4, SRC1(21-25)=3, REP=1 "(rep)"; #src/#dst
# (97-133) print registers from enum #reg (62-91).
# Display {REP}{XMOV}{PEEK}{NAME} {DST}, {SRC1}, {SRC2}.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 5 --show-errors 9c641501
---
(rep)(xmov2)(peek)add $02, $03, $04
