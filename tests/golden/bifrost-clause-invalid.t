# Slot words no state selects print INSTR_INVALID_ENC inside the clause
# (exit 1, as decode for any word that matches nothing).
# exit: 1
# args: decode tests/bifrost/mini.xml --clause 000000004007ffffff8002943461854f
---
clause_0:
ds(0) nbb br_pc 
{
    INSTR_INVALID_ENC fma 7FF000
    INSTR_INVALID_ENC add FFFFF
}

