# decode --bin --address --raw: objdump-style columns (byte offset, the word MSB first, then Mesa's text)
# args: decode $ROOT/isa/examples/branch32.xml --bin $ROOT/tests/golden/data/branch32.bin --address --raw
# exit: 0
# stderr
---
       0:	02000005	call  5
       4:	04100002	bz r1, 2
       8:	01fffffe	jump  -2
       c:	00000000	nop
      10:	03000000	ret
      14:	05000003	goto  3
      18:	02000000	call  0
      1c:	01000064	jump  100
      20:	01fffff7	jump  -9
