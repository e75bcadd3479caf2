# wide128: a 64-bit field straddling bit 64, 32 digits.
# args: encode $ROOT/isa/wide128.xml mov.b64 DST=2 VAL=0x0123456789abcdef
---
000000000123456789abcdef00002005
