# 32. An MPACT #include of a directory, a FIFO or a device is refused for
# what it is (never opened, so a FIFO cannot block and /dev/zero cannot be
# read forever), in both readers.
. "$(dirname "$0")/lib.sh"
mkdir dir.bin_fmt
mkfifo fifo.isa
printf '#include "dir.bin_fmt"\n#include "/dev/zero"\n' > top.bin_fmt
printf '#include "fifo.isa"\n#include "/dev/null"\n' > top.isa
run 10 500 "$ISAPROOF" lint top.bin_fmt
expect_rc 2
expect_out "top.bin_fmt:1:10: error: #include \"dir.bin_fmt\": ./dir.bin_fmt is a directory, not a file; not read [mp-include]"
expect_out "top.bin_fmt:2:10: error: #include \"/dev/zero\": /dev/zero is a device, not a file; not read [mp-include]"
run 10 500 "$ISAPROOF" lint top.isa
expect_rc 2
expect_out "top.isa:1:10: error: #include \"fifo.isa\": ./fifo.isa is a FIFO, not a file; not read [mp-include]"
expect_out "top.isa:2:10: error: #include \"/dev/null\": /dev/null is a device, not a file; not read [mp-include]"
echo "ok: includes of special files are refused for what they are"
