# 10. Usage errors exit 2 and leak nothing (LeakSanitizer would turn the
# exit status into 1 in the sanitizer build).
. "$(dirname "$0")/lib.sh"
T=$SRC/isa/toy16.xml
run 10 200 "$ISAPROOF" encode "$T" add RD=1 RS=2 --gen 99999999999
expect_rc 2
expect_err "--gen needs a number from 0 to 4294967295, got '99999999999'"
run 10 200 "$ISAPROOF" encode "$T" add RD=1 --bogus
expect_rc 2
expect_err "unknown option '--bogus'"
for sub in lint decode check gen vectors corpus; do
  run 10 200 "$ISAPROOF" $sub "$T" --bogus
  expect_rc 2
  expect_err "unknown option '--bogus'"
done
run 10 200 "$ISAPROOF" decode "$T" --gen
expect_rc 2
run 10 200 "$ISAPROOF" check "$T" --timeout 0
expect_rc 2
echo "ok: usage errors exit 2 without leaks"
