# Field lookup: the leaf's cases first, then the ancestor's.  anc1's own
# uint F wins over #anc's true override (int F); anc2 has none, so the
# override's int F is used (0xff = -1), and with the override false F is
# nowhere: "no field 'F'", with the text before it kept.
# args: decode $ROOT/isa/examples/quirks.xml --show-errors 0f0001ff 0f0000ff 100001ff 100000ff
---
anc.sel 255
anc 255
anc.sel -1
anc 	; no field 'F'
