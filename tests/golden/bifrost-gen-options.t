# gen writes one kind of decoder for a Bifrost file: the other forms are refused.
# args: gen tests/bifrost/mini.xml -o build/no-such-bifrost-gen --compact
# stderr
# exit: 2
---
isaproof: gen: a Bifrost decoder has no --compact, --classify-only or --args-only form
