# conflict.xml passes the structural rules: each leaf alone is fine.
# args: lint $ROOT/isa/examples/conflict.xml
---
