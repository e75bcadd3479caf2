# --start past the end of the --bin FILE.
# stderr
# exit: 2
# args: decode tests/bifrost/mini.xml --clause --bin tests/bifrost/clauses.bin --start 99
---
isaproof: --start 99 is past the end of 'tests/bifrost/clauses.bin' (50 bytes)
