# check-text-fields.xml: one roundtrip-text-field finding per kind of
# text ambiguity, each with two words that print one text (decoded
# again) and the two values: an enum's shared display (cnd), a two-bit
# bool (flg), float's %f (flt), a case split printing alike (cas, both
# cases), an operand's param summed with its bits (opd, both fields);
# 'ok' prints an int, an enum of distinct displays and a one-bit bool:
# every field proved, no finding.
# args: check $ROOT/isa/examples/check-text-fields.xml --no-notes
# exit: 0
---
$ROOT/isa/examples/check-text-fields.xml:50:2: warning: in this case of 'cnd', bits 00000200 (1) are neither fixed nor dontcare but can change without changing the printed text [roundtrip-text]
    word: 01000000  "cnd.eq 0"
    same text: 01000200  "cnd.eq 0"
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:48:1
$ROOT/isa/examples/check-text-fields.xml:50:2: warning: in this case of 'cnd', the text does not determine field 'C' (bits 8..9): two values of its enum print one display [roundtrip-text-field]
    word: 01000000  "cnd.eq 0"
    same text: 01000200  "cnd.eq 0"
    values: C = 0x0 and 0x2
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:53:2
$ROOT/isa/examples/check-text-fields.xml:59:2: warning: in this case of 'flg', the text does not determine field 'B' (bits 8..9): its bool prints the same both ways [roundtrip-text-field]
    word: 02000100  "flg.b 0"
    same text: 02000200  "flg.b 0"
    values: B = 0x1 and 0x2
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:62:2
$ROOT/isa/examples/check-text-fields.xml:67:2: warning: in this case of 'flt', bits 0000000f (4) are neither fixed nor dontcare but can change without changing the printed text [roundtrip-text]
    word: 03000000  "flt 0.000000"
    same text: 03000001  "flt 0.000000"
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:66:1
$ROOT/isa/examples/check-text-fields.xml:67:2: warning: in this case of 'flt', the text does not determine field 'F' (bits 0..15): its number format prints two values alike [roundtrip-text-field]
    word: 03000000  "flt 0.000000"
    same text: 03000001  "flt 0.000000"
    values: F = 0x0 and 0x1
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:70:2
$ROOT/isa/examples/check-text-fields.xml:81:3: warning: in this case of 'cas', the text does not determine field 'M' (bits 8..8): it selects between cases that print alike [roundtrip-text-field]
    word: 04000100  "cas 0"
    same text: 04000000  "cas 0"
    values: M = 0x1 and 0x0
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:85:2
$ROOT/isa/examples/check-text-fields.xml:75:2: warning: in this case of 'cas', the text does not determine field 'M' (bits 8..8): it selects between cases that print alike [roundtrip-text-field]
    word: 04000000  "cas 0"
    same text: 04000100  "cas 0"
    values: M = 0x0 and 0x1
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:85:2
$ROOT/isa/examples/check-text-fields.xml:90:2: warning: in this case of 'opd', the text does not determine field 'S' (bits 0..3): its operand prints two values alike [roundtrip-text-field]
    word: 05000010  "opd #1"
    same text: 05000001  "opd #1"
    values: S = 0x0 and 0x1
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:94:2
$ROOT/isa/examples/check-text-fields.xml:90:2: warning: in this case of 'opd', the text does not determine field 'P' (bits 4..7): this case prints it only through a condition, a derived field or a param [roundtrip-text-field]
    word: 05000010  "opd #1"
    same text: 05000001  "opd #1"
    values: P = 0x1 and 0x0
    gen: 0
    related: $ROOT/isa/examples/check-text-fields.xml:93:2
0 errors, 9 warnings, 0 unknown, 4 notes
