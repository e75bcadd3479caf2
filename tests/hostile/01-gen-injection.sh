# 1. Code injection through gen: names from the XML reach comments in the
# generated C.  Hostile names (a comment end, a trigraph that makes a
# backslash, backslash-newline, quotes, non-ASCII) must come out inert:
# the file compiles with -trigraphs -Werror and defines nothing the
# description wrote.  Raw bytes XML cannot carry (non-UTF-8) are covered by
# tests/unit/test_gen_hostile.c.
. "$(dirname "$0")/lib.sh"
cat > hostile.xml <<'XML'
<isa>
<bitset name="#instruction" size="32"/>
<expr name="#x*/ int injected(void){return 42;} /*"> {A} == 1 </expr>
<enum name="#e*/ int injected2; /*">
  <value val="0" display="a*/ b"/>
</enum>
<bitset name="add*/ int injected3; /* ??/" extends="#instruction">
  <display>add {A} {E*/ int injected4; /*}</display>
  <field name="A" low="0" high="3" type="uint"/>
  <field name="E*/ int injected4; /*" low="4" high="4" type="#e*/ int injected2; /*"/>
  <field name="Q&#10;int injected5;" low="5" high="5" type="bool"/>
  <pattern low="6" high="31">00000000000000000000000001</pattern>
  <override expr="#x*/ int injected(void){return 42;} /*">
    <display>one ??/
"quoted" é \</display>
  </override>
</bitset>
</isa>
XML
run 20 500 "$ISAPROOF" gen hostile.xml -o out
expect_rc 0
run 20 500 "$ISAPROOF" gen hostile.xml -o outc --compact
expect_rc 0
for d in out outc; do
  run 60 1000 "$CC" -std=c11 -trigraphs -Wall -Wextra -Werror -Wno-trigraphs -c $d/hostile.c -o hostile.o
  expect_rc 0
  nm hostile.o > syms.txt || fail "nm"
  grep -q injected syms.txt && fail "the generated object defines an injected symbol: $(grep injected syms.txt)"
  # and no name stands in the C text outside a comment or a string literal
  # (an injected statement would define no symbol): the preprocessor drops
  # the comments (after trigraphs and line splices), sed the literals
  "$CC" -std=c11 -trigraphs -E -P -I$d $d/hostile.c 2>/dev/null |
    sed -E -e 's/"([^"\\]|\\.)*"//g' -e "s/'([^'\\]|\\.)*'//g" > code.txt ||
    fail "preprocessing the generated code"
  grep -nwE "injected[0-9]*" code.txt && fail "a name reaches the C code outside comments and strings"
done
echo "ok: hostile names are inert in the generated code"
