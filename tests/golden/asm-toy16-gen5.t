# The same name at another gen: sys prints its gen-5 display, and
# the gen-2 text is refused there.
# args: asm $ROOT/isa/toy16.xml --gen 5 'sys.g5 sr3, 0xab' 'sys sr3, 0xab'
# stderr
# exit: 1
---
83ab
<args>:2: error: no word prints this text at gen 5; closest instruction 'sys' matches up to column 14 (the text ends early)
