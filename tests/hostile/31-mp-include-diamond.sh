# 31. MPACT #include diamonds without #once: 31 files each including the
# next twice would be 2^30 reads, in both readers.  Each file is read
# once; a repeat that would define something again is an error, one that
# defines nothing (directly or through its includes) changes nothing.
. "$(dirname "$0")/lib.sh"
for i in $(seq 0 29); do
  printf '#include "d%d.bin_fmt"\n#include "d%d.bin_fmt"\n' $((i + 1)) $((i + 1)) > d$i.bin_fmt
  printf '#include "i%d.isa"\n#include "i%d.isa"\n' $((i + 1)) $((i + 1)) > i$i.isa
done
printf 'format X[8] { fields: unsigned a[8]; };\n' > d30.bin_fmt
printf 'int k = 1;\n' > i30.isa
run 20 1500 "$ISAPROOF" lint d0.bin_fmt
expect_rc 2
expect_out "./d29.bin_fmt:2:10: error: #include \"d30.bin_fmt\": read already, and it has no #once: MPACT would read it again and define everything in it a second time; not read again [mp-include-repeated]"
n=$(grep -c 'mp-include-repeated' <<<"$OUT")
[ "$n" = 30 ] || fail "$n mp-include-repeated errors, expected 30"
expect_no "mp-duplicate"
run 20 1500 "$ISAPROOF" lint i0.isa
expect_rc 2
expect_out "./i29.isa:2:10: error: #include \"i30.isa\": read already, and it has no #once: MPACT would read it again and define everything in it a second time; not read again [mp-include-repeated]"
# the same diamond over files that define nothing: read once each, no error
printf '\n' > d30.bin_fmt
run 20 1500 "$ISAPROOF" lint d0.bin_fmt
expect_rc 1
expect_no "mp-include-repeated"
expect_out "[mp-no-decoder]"
# under #once the repeat is skipped silently, as MPACT does
printf '#once\nformat X[8] { fields: unsigned a[8]; };\n' > d30.bin_fmt
run 20 1500 "$ISAPROOF" lint d0.bin_fmt
expect_rc 1
expect_no "mp-include-repeated"
expect_no "mp-duplicate"
echo "ok: every included file is read once"
