# 2, 5c, 12. XML: no DTD is read, so no entity is expanded, internal or
# external, in attributes or text; no file or network is reached through
# the XML; XInclude is not processed.
. "$(dirname "$0")/lib.sh"
ent=$(head -c 40000 /dev/zero | tr '\0' A)
refs=$(for i in $(seq 4000); do printf '&e;'; done)
P='<pattern low="0" high="31">00000000000000000000000000000000</pattern>'
cat > bomb.xml <<XML
<?xml version="1.0"?>
<!DOCTYPE isa [<!ENTITY e "$ent">]>
<isa><bitset name="#instruction" size="32"><display>x</display>
<field name="F" low="0" high="3" type="uint" display="$refs"/>
<pattern low="4" high="31">0000000000000000000000000000</pattern></bitset></isa>
XML
cat > text.xml <<XML
<?xml version="1.0"?>
<!-- a comment first -->
<!DOCTYPE isa [<!ENTITY s "ZZ">]>
<isa><bitset name="#instruction" size="32"><display>X&s;Y</display>
$P</bitset></isa>
XML
cat > external.xml <<XML
<!DOCTYPE isa SYSTEM "/etc/passwd">
<isa><bitset name="#instruction" size="32"><display>x</display>
$P</bitset></isa>
XML
cat > undeclared.xml <<XML
<isa><bitset name="#instruction" size="32"><display>X&s;Y</display>
$P</bitset></isa>
XML
cat > xinclude.xml <<XML
<isa xmlns:xi="http://www.w3.org/2001/XInclude">
<xi:include href="/etc/passwd" parse="text"/>
<bitset name="#instruction" size="32"><display>x</display>
$P</bitset></isa>
XML
run 5 200 "$ISAPROOF" lint bomb.xml
expect_rc 2
expect_out "bomb.xml:2:1: error: document type declarations (<!DOCTYPE>, and so entities) are not read: write the text out [xml-doctype]"
[ "$MS" -lt 2000 ] || fail "bomb.xml took ${MS} ms"
run 5 200 "$ISAPROOF" decode text.xml 00000000
expect_rc 2
expect_err "text.xml:3:1: error: document type declarations"
expect_no "XZZY"
expect_no "XY"
run 5 200 "$ISAPROOF" lint external.xml
expect_rc 2
expect_out "[xml-doctype]"
expect_no "root:"
run 5 200 "$ISAPROOF" lint undeclared.xml
expect_rc 2
expect_out "Entity 's' not defined"
run 5 200 "$ISAPROOF" lint xinclude.xml
expect_rc 1
expect_out "[unknown-element]"
expect_no "root:"
echo "ok: DTDs refused, entities never expanded, XInclude not processed"
