# encode: leaf patterns plus field values; full width (4 digits).
# args: encode $ROOT/isa/toy16.xml add DST=1 SRC=2
---
2021
