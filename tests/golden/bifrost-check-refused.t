# Commands that do not read Bifrost descriptions yet say so.
# args: check tests/bifrost/mini.xml
# stderr
# exit: 2
---
tests/bifrost/mini.xml:1:1: error: 'check' does not read Bifrost descriptions yet (lint, decode and encode do) [bi-unsupported]
isaproof: tests/bifrost/mini.xml has errors; refusing to use it
