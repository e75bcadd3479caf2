# asm at a gen: leaves of gen 2 and later (br2, wait, sys) are tried,
# those of other gens are not.
# args: asm $ROOT/isa/toy16.xml --gen 2 nop 'br.z 3' 'br -2' 'br2 5' 'br.nz 127' 'call  12' 'jmp   -1' 'wait 32' 'mul   r1, r2' 'sys sr3, 0xab'
---
0000
0503
04fe
0605
077f
080c
0fff
1420
3421
83ab
