# gen refuses a description that loads with errors (exit 2, the lint
# diagnostics and the refusal on stderr) before it looks at -o.
# args: gen tests/bad/pattern_too_short.xml -o /nonexistent/dir --verify
# exit: 2
# stderr
---
tests/bad/pattern_too_short.xml:8:2: error: <pattern> "000000000000000" has 15 characters, bits 16..31 need 16 [pattern-length]
tests/bad/pattern_too_short.xml:7:1: error: leaf bitset 'mov' leaves bits undefined (no pattern, field or assert): ffff0000 [leaf-undefined-bits]
isaproof: tests/bad/pattern_too_short.xml has errors; refusing to use it
