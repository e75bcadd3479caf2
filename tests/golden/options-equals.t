# --opt=value and --opt value, options after the arguments, -- ends the options
# args: decode --gen=0 $ROOT/isa/toy16.xml 2123 --show-errors -- 4123
# exit: 0
# stderr
---
add   hr3, hr2
ld r1, [sp+35]
