# importer.xml gets #reg8, #size/#kind and the template SZ through two
# levels of <import> (paths relative to the top-level file); a derived
# field of enum type (PFX) prints the enum display.
# args: decode $ROOT/isa/examples/importer.xml 01020305 01008180 01030000
---
movr.w r3, r5
movr.b c1, c0
movr3 r0, r0
