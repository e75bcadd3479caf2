# 39. Bifrost: conditions over many modifiers are evaluated for every
# combination of their values, as Mesa's generator does.  Each state may
# range over 2^20 combinations and the whole file over 2^24: forty states
# at the per-state limit stop at the file's, with the limit named, in
# seconds and little memory.
. "$(dirname "$0")/lib.sh"
{
  printf '<bifrost>\n'
  for i in $(seq 0 39); do
    printf '<ins name="X%d" unit="fma">\n' $i
    for m in a b c d; do
      printf '<mod name="%s" size="5"><opt>x</opt></mod>\n' $m
    done
    printf '<encoding mask="0x7fffff" exact="0x%x">\n' $i
    printf '<and><eq left="a" right="b"/><eq left="c" right="d"/></and>\n'
    printf '<derived start="8" size="1"><eq left="a" right="#x"/><eq left="a" right="#reserved"/></derived>\n'
    printf '</encoding>\n</ins>\n'
  done
  printf '</bifrost>\n'
} > combos.xml
run 120 300 "$ISAPROOF" lint combos.xml
expect_rc 2
expect_out "combinations of modifier values in all (a limit of isaproof) [bi-tables]"
expect_lines_at_most 40
echo "ok: the combinations a Bifrost file's conditions range over are bounded"
