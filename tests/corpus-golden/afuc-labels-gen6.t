# Branch labels on a 6-word program (afuc.xml).  Targets: setsecure's derived
# branch TARGET=3 (974-985) at index 0 -> 0+3 = 3 -> "l3"; jump (brneb
# override, 869-881) at index 1, OFFSET=1 -> 2 -> "l2"; call (912-923,
# call="true") absbranch TARGET=4 -> "fxn4" and an empty line + "fxn4:"
# before index 4; brnei at index 5, OFFSET=-16 -> -11 is out of range ->
# printed as a number.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --branch-labels --show-errors ec000000 c8000001 d4000004 d8000000 d0000000 c05ffff0
---
setsecure $02, #l3
jump #l2
l2:
call #fxn4
l3:
waitin

fxn4:
ret
brne $02, 0x1f, #-16
