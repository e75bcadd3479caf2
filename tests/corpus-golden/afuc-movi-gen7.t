# The words of afuc-movi-gen6 at gen 7: 10001 matches no gen-7 leaf (movi
# moved to 01110, afuc.xml:605-608), so the first two print no match
# (exit 1) and 7006beef is now movi with SHIFT=0.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 7 --show-errors 8806beef 8886beef 7006beef
# exit: 1
---
no match: 8806beef
no match: 8886beef
mov $06, 0xbeef
