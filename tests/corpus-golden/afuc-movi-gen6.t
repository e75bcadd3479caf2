# movi for gen <= 6 is bits 27-31 = 10001 (afuc.xml:600-603) via #movi
# (579-598): RIMMED 0-15 hex, DST 16-20, SHIFT 21-25 uint; override
# {SHIFT} == 0 drops the shift.
# 8806beef: SHIFT=0; 8886beef: SHIFT=4.
# 7006beef: 01110 is mini (398-401, gen<=6) with SRC1=0 -> "$00".
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors 8806beef 8886beef 7006beef
---
mov $06, 0xbeef
mov $06, 0xbeef << 4
min $06, $00, 0xbeef
