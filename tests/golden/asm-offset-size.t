# asm on ir3's ldib/stib shape (isa/examples/asm-offset-size.xml): a
# size printed as a 2-bit field plus one, an offset printed through the
# definition of a bitset below the display's (decoding finds it first:
# its case has no condition), and an override with no display that
# asserts the offset's bits 0 while HAS_OFFSET is clear.  Each text
# settles at once: "4d" takes both size bits (probing one bit at a time
# cannot reach it), a nonzero offset takes HAS_OFFSET set (clear, the
# override's assert would print an error), so "st.2d+31 r15" is the
# clean 000f00fd, not 000f00f9, which prints the text with an assert
# warning.  "+0" is never printed (a uoffset of 0 prints nothing).
# args: asm $ROOT/isa/examples/asm-offset-size.xml 'st.4d+4094 r5' 'st.1d r5' 'st.3d+1 r0' 'st.2d+31 r15' 'st.4d r1' 'st.4d+4095 r15' 'st.1d+0 r1'
# stderr
# exit: 1
---
00057ff7
00050000
0000000e
000f00fd
00010003
000f7fff
<args>:7: error: no word prints this text at gen 0; closest instruction 'st' matches up to column 7 (at '0 r1')
