# An ADD word (5 hex digits, decode --slot add takes it).
# args: encode tests/bifrost/mini.xml +LOAD.i32 src0=5 src1=3
---
6001d
