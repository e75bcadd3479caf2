# isaproof-allow in // and /* */ comments of a .bin_fmt and its .isa
# args: check --isa tests/allow/link.isa --isa-name LinkI tests/allow/link.bin_fmt
# exit: 1
---
tests/allow/link.bin_fmt:12:19: note: G: 111 of 2^8 words match no encoding (43.3594%; MPACT's decoder returns kNone), in 7 cubes [unused-encoding]
    cube: 0b0000xxxx (2^4 words)
    cube: 0b010100xx (2^2 words)
    cube: 0b0101010x (2^1 words)
    cube: 0b01010111 (2^0 words)
    cube: 0b01011xxx (2^3 words)
    cube: 0b1011xxxx (2^4 words)
    cube: 0b11xxxxxx (2^6 words)
    gens: G 0..max
tests/allow/link.bin_fmt:13:3: note: G: the disasm of 'add' names operands that format 'F' has no field or overlay for (decode leaves them as %name; MPACT's C++ encoding must supply them): imm [mp-isa-disasm-operand]
    related: tests/allow/link.isa:43:31
tests/allow/link.bin_fmt:18:3: error: G: encoding 'gone' returns opcode 'gone' (declared in slot 'base_ops'), which slot 'main' that decodes G does not hold (deleted, or another slot's): MPACT's simulator aborts on such a word [mp-isa-not-in-slot]
    decodes as: gone op=4 a=0 b=0 ab=0
    witness: 40
    gens: G 0..max
    related: tests/allow/link.isa:19:5
tests/allow/link.bin_fmt:12:19: note: G: 10 encodings (10 cubes): 0 overlapping pairs, 0 covered by others, 0 never returned, 0 same-name hazards [mp-summary]
    isa: 3 .isa link errors/warnings, 1 encodings whose disasm names operands their format lacks (slot 'main')
    gens: G 0..max
tests/allow/link.isa:44:5: warning: opcodes 'subX' and 'sub_x' of isa 'LinkI' are both kSubX in MPACT's opcode enum: they collapse into one enumerator [mp-isa-pascal]
    related: tests/allow/link.isa:45:5
tests/allow/link.isa:6:5: note: isa 'LinkI': 10 opcodes in 1 slot, 1 without an encoding in decoder 'D' [mp-isa-summary]
3 suppressed in the description (isaproof-allow)
1 errors, 1 warnings, 0 unknown, 4 notes
