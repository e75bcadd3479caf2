# A leaf with no fields given: only its pattern bits (ret-chk is the
# encoder name of "ret").
# args: encode $ROOT/isa/toy16.xml ret-chk
---
1000
