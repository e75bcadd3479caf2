# gen --args-only writes straight code per leaf; a description whose
# field lookups depend on the word (override cases) is refused, exit 2,
# and nothing is written.
# args: gen isa/toy16.xml -o /nonexistent/dir --args-only
# exit: 2
# stderr
---
isaproof: gen: --args-only: the fields of 'bfe' depend on the word (override cases, or a derived value that reads itself or a name its leaf lacks); the whole decoder's NAME_decode_args handles them
