# wide128.xml is clean.
# args: lint $ROOT/isa/wide128.xml
---
