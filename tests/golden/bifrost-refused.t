# Commands that do not read Bifrost descriptions yet say so.
# args: diff tests/bifrost/mini.xml tests/bifrost/mini.xml
# stderr
# exit: 2
---
tests/bifrost/mini.xml:1:1: error: 'diff' does not read Bifrost descriptions yet (lint, decode, encode, check, vectors and gen do) [bi-unsupported]
isaproof: tests/bifrost/mini.xml has errors; refusing to use it
tests/bifrost/mini.xml:1:1: error: 'diff' does not read Bifrost descriptions yet (lint, decode, encode, check, vectors and gen do) [bi-unsupported]
isaproof: tests/bifrost/mini.xml has errors; refusing to use it
