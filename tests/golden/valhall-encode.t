# encode on a Valhall-dialect file: fields are named after what they hold
# (modifiers by name, dest, srN, srcN and srcN_neg/_abs/_swizzle/_widen...,
# immediates by name, flow, fau_page); enum fields take their entry text.
# args: encode tests/valhall/mini.xml LOAD.i32 flow=end slot=slot1 staging_register_count=sr2 sr0=4 sr0_flags=2 src0=2 offset=-8
---
7860840440fff802
