# A full 64-bit hex field over bits 32..95.
# args: decode $ROOT/isa/wide128.xml 000000000123456789abcdef00002005 00000000ffffffffffffffff00003005
---
mov.b64     t2, 0x123456789abcdef
mov.b64     t3, 0xffffffffffffffff
