#!/usr/bin/env python3
"""isa/riscv/genxml.py - writes isa/riscv/rv.xml and isa/riscv/rvc.xml.

The committed XML files are the product; this script is how they were
written (run it from anywhere: `python3 isa/riscv/genxml.py`).  The
encodings come from the RISC-V unprivileged ISA manual (chapters RV32I,
RV64I, M, A, F, D, Zicsr, Zifencei, C and the opcode map) and the few
supervisor/machine instructions of the privileged manual that LLVM decodes
without a feature flag; the printed syntax is LLVM's no-alias syntax
(`llvm-mc --disassemble -M no-aliases`, checked with tests/riscv).

XLEN is the gen: every gen below 64 is RV32 (use --gen 32), every gen from
64 up is RV64 (use --gen 64).  Leaves valid in both have no <gen>.

isaspec matches a leaf by one ternary cube, so an encoding the manual
restricts by a value ("rd != 0", "nzimm != 0", "rm is not 5 or 6") is
written as several leaves, one per cube of the allowed set, sharing one
displayname.  Immediates scattered over the word are bit fields of the free
bits plus a <derived> field that puts them together (bits a cube fixes to 1
become constants of the expression).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

RV32 = (None, 63)   # gen range of RV32-only leaves
RV64 = (64, None)   # gen range of RV64-only leaves
BOTH = (None, None)

GPR = ["zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1",
       "a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7",
       "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11",
       "t3", "t4", "t5", "t6"]
FPR = ["ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "fs0", "fs1",
       "fa0", "fa1", "fa2", "fa3", "fa4", "fa5", "fa6", "fa7",
       "fs2", "fs3", "fs4", "fs5", "fs6", "fs7", "fs8", "fs9", "fs10", "fs11",
       "ft8", "ft9", "ft10", "ft11"]
# rounding modes LLVM prints; 5 and 6 are reserved (no leaf matches them)
RM = {0: "rne", 1: "rtz", 2: "rdn", 3: "rup", 4: "rmm", 7: "dyn"}


class Out:
    """An XML text being written, with a few helpers for bitsets."""

    def __init__(self):
        self.lines = []

    def w(self, s=""):
        self.lines.append(s)

    def enum(self, name, values, doc=None):
        if doc:
            self.w("<!-- %s -->" % doc)
        self.w('<enum name="%s">' % name)
        for v, d in values:
            self.w('\t<value val="%d" display="%s"/>' % (v, d))
        self.w("</enum>")
        self.w()

    def bitset(self, b):
        attrs = 'name="%s"' % b["name"]
        if b.get("size"):
            attrs += ' size="%d"' % b["size"]
        else:
            attrs += ' extends="%s"' % b["extends"]
        if b.get("displayname") and b["displayname"] != b["name"]:
            attrs += ' displayname="%s"' % b["displayname"]
        if b.get("comment"):
            self.w("<!-- %s -->" % b["comment"])
        self.w("<bitset %s>" % attrs)
        lo, hi = b.get("gen", BOTH)
        if lo is not None or hi is not None:
            g = "<gen"
            if lo is not None:
                g += ' min="%d"' % lo
            if hi is not None:
                g += ' max="%d"' % hi
            self.w("\t" + g + "/>")
        if b.get("display") is not None:
            self.w("\t<display>")
            self.w("\t\t" + b["display"])
            self.w("\t</display>")
        for low, high, bits in sorted(b.get("patterns", []), key=lambda p: -p[0]):
            if low == high:
                self.w('\t<pattern pos="%d">%s</pattern>' % (low, bits))
            else:
                self.w('\t<pattern low="%d" high="%d">%s</pattern>' % (low, high, bits))
        for name, low, high, typ in sorted(b.get("fields", []), key=lambda f: -f[1]):
            if low == high:
                self.w('\t<field name="%s" pos="%d" type="%s"/>' % (name, low, typ))
            else:
                self.w('\t<field name="%s" low="%d" high="%d" type="%s"/>' % (name, low, high, typ))
        for name, typ, width, expr in b.get("derived", []):
            self.w('\t<derived name="%s" type="%s" width="%d">' % (name, typ, width))
            self.w("\t\t<expr>%s</expr>" % expr.replace("&", "&amp;").replace("<", "&lt;"))
            self.w("\t</derived>")
        self.w("</bitset>")
        self.w()


def cubes(nbits, allowed):
    """A cover of the set `allowed` of nbits-bit values by disjoint ternary
    cubes (strings, MSB first), splitting on the top bit."""
    allowed = set(allowed)
    if len(allowed) == 1 << nbits:
        return ["x" * nbits]
    if not allowed:
        return []
    if nbits == 0:
        return [""]
    top = 1 << (nbits - 1)
    lo = [v for v in allowed if not v & top]
    hi = [v - top for v in allowed if v & top]
    return ["0" + c for c in cubes(nbits - 1, lo)] + ["1" + c for c in cubes(nbits - 1, hi)]


def merge(*ds):
    out = {}
    for d in ds:
        out.update(d)
    return out


def nonzero(nbits):
    return cubes(nbits, range(1, 1 << nbits))


def scatter(word_bits, cube):
    """Fixed bits {word bit: 0/1} from a cube string over the listed word
    bits (MSB first)."""
    return {wb: int(ch) for wb, ch in zip(word_bits, cube) if ch != "x"}


def fixed_patterns(fixed):
    """{bit: value} -> list of (low, high, bits) patterns (runs)."""
    pats = []
    for b in sorted(fixed):
        if pats and pats[-1][1] == b - 1:
            low, _, bits = pats[-1]
            pats[-1] = (low, b, str(fixed[b]) + bits)
        else:
            pats.append((b, b, str(fixed[b])))
    return pats


def immediate(runs, fixed, prefix="I"):
    """An immediate made of word-bit runs (word_lo, word_hi, weight of
    word_lo): bit i of a run adds weight << (i - word_lo).  Bits fixed by
    the leaf's cube (`fixed`) become constants.  Returns (fields, expr)."""
    fields, terms, const = [], [], 0
    for lo, hi, weight in runs:
        b = lo
        while b <= hi:
            if b in fixed:
                if fixed[b]:
                    const += weight << (b - lo)
                b += 1
                continue
            e = b
            while e + 1 <= hi and e + 1 not in fixed:
                e += 1
            name = "%s%d" % (prefix, b)
            fields.append((name, b, e, "uint"))
            wgt = weight << (b - lo)
            if wgt == 1:
                terms.append("{%s}" % name)
            elif wgt & (wgt - 1) == 0:
                terms.append("({%s} &lt;&lt; %d)" % (name, wgt.bit_length() - 1))
            else:
                terms.append("({%s} * 0x%x)" % (name, wgt))
            b = e + 1
    if const or not terms:
        terms.append("0x%x" % const)
    return fields, " + ".join(terms).replace("&lt;", "<")


# ---------------------------------------------------------------------------
# rv.xml: the 32-bit encodings
# ---------------------------------------------------------------------------

OPC = {  # major opcodes, bits 6..2 (bits 1..0 are 11)
    "LOAD": "00000", "LOAD-FP": "00001", "MISC-MEM": "00011", "OP-IMM": "00100",
    "AUIPC": "00101", "OP-IMM-32": "00110", "STORE": "01000", "STORE-FP": "01001",
    "AMO": "01011", "OP": "01100", "LUI": "01101", "OP-32": "01110",
    "MADD": "10000", "MSUB": "10001", "NMSUB": "10010", "NMADD": "10011",
    "OP-FP": "10100", "BRANCH": "11000", "JALR": "11001", "JAL": "11011",
    "SYSTEM": "11100",
}

REGFIELD = {"rd": (7, 11), "rs1": (15, 19), "rs2": (20, 24), "rs3": (27, 31)}
IMM_S = [(7, 11, 1), (25, 31, 1 << 5)]
IMM_B = [(7, 7, 1 << 11), (8, 11, 1 << 1), (25, 30, 1 << 5), (31, 31, 1 << 12)]
IMM_J = [(12, 19, 1 << 12), (20, 20, 1 << 11), (21, 30, 1 << 1), (31, 31, 1 << 20)]


class RV:
    """Collects the bitsets of rv.xml: shared formats first, then leaves."""

    def __init__(self):
        self.formats = {}
        self.leaves = []
        self.names = set()

    def fmt(self, key, display, fields=(), derived=(), gen=BOTH, comment=None):
        """A format: an abstract bitset holding operand fields and the display."""
        if key not in self.formats:
            self.formats[key] = dict(name="#" + key, extends="#instruction", display=display,
                                     fields=list(fields), derived=list(derived), gen=gen,
                                     comment=comment)
        return "#" + key

    def leaf(self, name, parent, patterns, gen=BOTH, display=None, fields=(), derived=(),
             displayname=None):
        # one name per XLEN: RV32-only and RV64-only leaves may share one
        if (name, gen) in self.names or (name, BOTH) in self.names or \
                (gen == BOTH and any(n == name for n, _ in self.names)):
            raise SystemExit("duplicate leaf name " + name)
        self.names.add((name, gen))
        self.leaves.append(dict(name=name, extends=parent, patterns=patterns, gen=gen,
                                display=display, fields=list(fields), derived=list(derived),
                                displayname=displayname))


def regs(spec):
    """'rd:x rs1:f' -> field list"""
    out = []
    for item in spec.split():
        r, cls = item.split(":")
        low, high = REGFIELD[r]
        out.append((r.upper(), low, high, "#gpr" if cls == "x" else "#fpr"))
    return out


def std(op, f3=None, f7=None, rs2=None, extra=()):
    p = [(2, 6, OPC[op])]
    if f3 is not None:
        p.append((12, 14, f3))
    if f7 is not None:
        p.append((25, 31, f7))
    if rs2 is not None:
        p.append((20, 24, rs2))
    return p + list(extra)


def rm_leaves(rv, name, parent, pats, gen, exact=False):
    """An FP instruction with a rounding mode: leaves for the cubes of the
    valid rm values {0..4, 7} (5 and 6 are reserved).  `exact`: a
    conversion that never rounds; LLVM 14 only decodes rm=000 and prints no
    rounding mode; the other valid values print it (as LLVM 17 does)."""
    if exact:
        rv.leaf(name, parent + "-norm", pats + [(12, 14, "000")], gen)
        for v in (1, 2, 3, 4, 7):
            rv.leaf("%s.%s" % (name, RM[v]), parent, pats + [(12, 14, format(v, "03b"))], gen,
                    derived=[("RM", "#rm", 3, str(v))], displayname=name)
        return
    rv.leaf(name, parent, pats + [(14, 14, "0")], gen, fields=[("RM", 12, 13, "#rm")])
    rv.leaf(name + ".rmm", parent, pats + [(12, 14, "100")], gen,
            derived=[("RM", "#rm", 3, "4")], displayname=name)
    rv.leaf(name + ".dyn", parent, pats + [(12, 14, "111")], gen,
            derived=[("RM", "#rm", 3, "7")], displayname=name)


def build_rv():
    rv = RV()
    # ---- RV32I / RV64I ------------------------------------------------------
    u = rv.fmt("u", "{NAME} {RD}, {IMM}", [("RD", 7, 11, "#gpr"), ("IMM", 12, 31, "uint")])
    rv.leaf("lui", u, std("LUI"))
    rv.leaf("auipc", u, std("AUIPC"))
    f, e = immediate(IMM_J, {})
    j = rv.fmt("j", "{NAME} {RD}, {IMM}", [("RD", 7, 11, "#gpr")] + f, [("IMM", "int", 21, e)])
    rv.leaf("jal", j, std("JAL"))
    mem = rv.fmt("i-mem", "{NAME} {RD}, {IMM}({RS1})", regs("rd:x rs1:x") + [("IMM", 20, 31, "int")])
    rv.leaf("jalr", mem, std("JALR", "000"))
    f, e = immediate(IMM_B, {})
    br = rv.fmt("b", "{NAME} {RS1}, {RS2}, {IMM}", regs("rs1:x rs2:x") + f, [("IMM", "int", 13, e)])
    for n, f3 in [("beq", "000"), ("bne", "001"), ("blt", "100"), ("bge", "101"),
                  ("bltu", "110"), ("bgeu", "111")]:
        rv.leaf(n, br, std("BRANCH", f3))
    for n, f3, g in [("lb", "000", BOTH), ("lh", "001", BOTH), ("lw", "010", BOTH),
                     ("ld", "011", RV64), ("lbu", "100", BOTH), ("lhu", "101", BOTH),
                     ("lwu", "110", RV64)]:
        rv.leaf(n, mem, std("LOAD", f3), g)
    f, e = immediate(IMM_S, {})
    st = rv.fmt("s", "{NAME} {RS2}, {IMM}({RS1})", regs("rs1:x rs2:x") + f, [("IMM", "int", 12, e)])
    for n, f3, g in [("sb", "000", BOTH), ("sh", "001", BOTH), ("sw", "010", BOTH),
                     ("sd", "011", RV64)]:
        rv.leaf(n, st, std("STORE", f3), g)
    alui = rv.fmt("i-alu", "{NAME} {RD}, {RS1}, {IMM}", regs("rd:x rs1:x") + [("IMM", 20, 31, "int")])
    for n, f3 in [("addi", "000"), ("slti", "010"), ("sltiu", "011"), ("xori", "100"),
                  ("ori", "110"), ("andi", "111")]:
        rv.leaf(n, alui, std("OP-IMM", f3))
    rv.leaf("addiw", alui, std("OP-IMM-32", "000"), RV64)
    # shifts by an immediate: 5-bit shamt on RV32 (shamt[5]=1 is reserved)
    # and for the *W forms, 6-bit shamt on RV64
    sh5 = rv.fmt("shift5", "{NAME} {RD}, {RS1}, {SHAMT}", regs("rd:x rs1:x") + [("SHAMT", 20, 24, "uint")])
    sh6 = rv.fmt("shift6", "{NAME} {RD}, {RS1}, {SHAMT}", regs("rd:x rs1:x") + [("SHAMT", 20, 25, "uint")])
    for n, f3, f7 in [("slli", "001", "0000000"), ("srli", "101", "0000000"), ("srai", "101", "0100000")]:
        rv.leaf(n, sh5, std("OP-IMM", f3, f7), RV32)
        rv.leaf(n, sh6, std("OP-IMM", f3, None, None, [(26, 31, f7[:6])]), RV64)
        rv.leaf(n + "w", sh5, std("OP-IMM-32", f3, f7), RV64)
    r = rv.fmt("r", "{NAME} {RD}, {RS1}, {RS2}", regs("rd:x rs1:x rs2:x"))
    for n, f3, f7 in [("add", "000", "0000000"), ("sub", "000", "0100000"), ("sll", "001", "0000000"),
                      ("slt", "010", "0000000"), ("sltu", "011", "0000000"), ("xor", "100", "0000000"),
                      ("srl", "101", "0000000"), ("sra", "101", "0100000"), ("or", "110", "0000000"),
                      ("and", "111", "0000000")]:
        rv.leaf(n, r, std("OP", f3, f7))
    for n, f3, f7 in [("addw", "000", "0000000"), ("subw", "000", "0100000"), ("sllw", "001", "0000000"),
                      ("srlw", "101", "0000000"), ("sraw", "101", "0100000")]:
        rv.leaf(n, r, std("OP-32", f3, f7), RV64)
    # FENCE: fm=0000, rs1=rd=0 (other values are reserved); FENCE.TSO is
    # fm=1000 with RW,RW only
    fence = rv.fmt("fence", "{NAME} {PRED}, {SUCC}", [("PRED", 24, 27, "#fence"), ("SUCC", 20, 23, "#fence")])
    rv.leaf("fence", fence, std("MISC-MEM", "000", None, None,
                                [(28, 31, "0000"), (15, 19, "00000"), (7, 11, "00000")]))
    fixed = rv.fmt("fixed", "{NAME}")
    rv.leaf("fence.tso", fixed, std("MISC-MEM", "000", None, None,
                                    [(20, 31, "100000110011"), (15, 19, "00000"), (7, 11, "00000")]))
    # ---- Zifencei: imm, rs1 and rd are reserved (zero) ------------------------
    rv.leaf("fence.i", fixed, std("MISC-MEM", "001", None, None,
                                  [(20, 31, "0" * 12), (15, 19, "00000"), (7, 11, "00000")]))
    # ---- SYSTEM ---------------------------------------------------------------
    def system(n, funct12, rs1="00000"):
        return std("SYSTEM", "000", None, None, [(20, 31, funct12), (15, 19, rs1), (7, 11, "00000")])
    rv.leaf("ecall", fixed, system("ecall", "000000000000"))
    rv.leaf("ebreak", fixed, system("ebreak", "000000000001"))
    # privileged instructions LLVM decodes with no feature flag
    rv.leaf("sret", fixed, system("sret", "000100000010"))
    rv.leaf("mret", fixed, system("mret", "001100000010"))
    rv.leaf("wfi", fixed, system("wfi", "000100000101"))
    sfence = rv.fmt("sfence", "{NAME} {RS1}, {RS2}", regs("rs1:x rs2:x"))
    rv.leaf("sfence.vma", sfence, std("SYSTEM", "000", "0001001", None, [(7, 11, "00000")]))
    # ---- Zicsr: CSR names as LLVM prints them differ between RV32 and RV64 --
    for x, g in (("32", RV32), ("64", RV64)):
        csr = rv.fmt("csr" + x, "{NAME} {RD}, {CSR}, {RS1}",
                     regs("rd:x rs1:x") + [("CSR", 20, 31, "#csr" + x)], gen=g)
        csri = rv.fmt("csri" + x, "{NAME} {RD}, {CSR}, {UIMM}",
                      regs("rd:x") + [("UIMM", 15, 19, "uint"), ("CSR", 20, 31, "#csr" + x)], gen=g)
        for n, f3 in [("csrrw", "001"), ("csrrs", "010"), ("csrrc", "011")]:
            rv.leaf(n, csr, std("SYSTEM", f3), g)
        for n, f3 in [("csrrwi", "101"), ("csrrsi", "110"), ("csrrci", "111")]:
            rv.leaf(n, csri, std("SYSTEM", f3), g)
    # ---- M ----------------------------------------------------------------------
    for i, n in enumerate(["mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem", "remu"]):
        rv.leaf(n, r, std("OP", format(i, "03b"), "0000001"))
    for i, n in [(0, "mulw"), (4, "divw"), (5, "divuw"), (6, "remw"), (7, "remuw")]:
        rv.leaf(n, r, std("OP-32", format(i, "03b"), "0000001"), RV64)
    # ---- A: aq (bit 26) and rl (bit 25) print as suffixes ---------------------
    amo = rv.fmt("amo", "{NAME}{AQRL} {RD}, {RS2}, ({RS1})", regs("rd:x rs1:x rs2:x") + [("AQRL", 25, 26, "#aqrl")])
    lr = rv.fmt("lr", "{NAME}{AQRL} {RD}, ({RS1})", regs("rd:x rs1:x") + [("AQRL", 25, 26, "#aqrl")])
    for sfx, f3, g in ((".w", "010", BOTH), (".d", "011", RV64)):
        rv.leaf("lr" + sfx, lr, std("AMO", f3, None, "00000", [(27, 31, "00010")]), g)
        for n, f5 in [("sc", "00011"), ("amoswap", "00001"), ("amoadd", "00000"), ("amoxor", "00100"),
                      ("amoand", "01100"), ("amoor", "01000"), ("amomin", "10000"), ("amomax", "10100"),
                      ("amominu", "11000"), ("amomaxu", "11100")]:
            rv.leaf(n + sfx, amo, std("AMO", f3, None, None, [(27, 31, f5)]), g)
    # ---- F and D ----------------------------------------------------------------
    fl = rv.fmt("fload", "{NAME} {RD}, {IMM}({RS1})", regs("rd:f rs1:x") + [("IMM", 20, 31, "int")])
    f, e = immediate(IMM_S, {})
    fs = rv.fmt("fstore", "{NAME} {RS2}, {IMM}({RS1})", regs("rs1:x rs2:f") + f, [("IMM", "int", 12, e)])
    for p, f3 in (("s", "010"), ("d", "011")):
        rv.leaf({"s": "flw", "d": "fld"}[p], fl, std("LOAD-FP", f3))
        rv.leaf({"s": "fsw", "d": "fsd"}[p], fs, std("STORE-FP", f3))
    fma = rv.fmt("fma", "{NAME} {RD}, {RS1}, {RS2}, {RS3}, {RM}", regs("rd:f rs1:f rs2:f rs3:f"))
    for p, fmt2 in (("s", "00"), ("d", "01")):
        for n, op in [("fmadd", "MADD"), ("fmsub", "MSUB"), ("fnmsub", "NMSUB"), ("fnmadd", "NMADD")]:
            rm_leaves(rv, "%s.%s" % (n, p), fma, std(op, None, None, None, [(25, 26, fmt2)]), BOTH)

    def fpfmt(spec, rm, exact=False):
        """a format for OP-FP: operands `spec` (e.g. 'rd:f rs1:x'), with a
        rounding mode operand or not"""
        key = "fp-" + spec.replace(":", "").replace(" ", "-")
        ops = ", ".join("{%s}" % s.split(":")[0].upper() for s in spec.split())
        if exact:
            rv.fmt(key + "-rm-norm", "{NAME} " + ops, regs(spec))
            return rv.fmt(key + "-rm", "{NAME} " + ops + ", {RM}", regs(spec))
        if rm:
            return rv.fmt(key + "-rm", "{NAME} " + ops + ", {RM}", regs(spec))
        return rv.fmt(key, "{NAME} " + ops, regs(spec))

    for p, lo in (("s", "0"), ("d", "1")):
        def f7(hi5):
            return hi5 + "0" + lo  # funct7 = funct5 . fmt(2)
        for n, hi5 in [("fadd", "00000"), ("fsub", "00001"), ("fmul", "00010"), ("fdiv", "00011")]:
            rm_leaves(rv, "%s.%s" % (n, p), fpfmt("rd:f rs1:f rs2:f", True), std("OP-FP", None, f7(hi5)), BOTH)
        rm_leaves(rv, "fsqrt." + p, fpfmt("rd:f rs1:f", True), std("OP-FP", None, f7("01011"), "00000"), BOTH)
        for n, f3 in [("fsgnj", "000"), ("fsgnjn", "001"), ("fsgnjx", "010")]:
            rv.leaf("%s.%s" % (n, p), fpfmt("rd:f rs1:f rs2:f", False), std("OP-FP", f3, f7("00100")))
        for n, f3 in [("fmin", "000"), ("fmax", "001")]:
            rv.leaf("%s.%s" % (n, p), fpfmt("rd:f rs1:f rs2:f", False), std("OP-FP", f3, f7("00101")))
        for n, f3 in [("feq", "010"), ("flt", "001"), ("fle", "000")]:
            rv.leaf("%s.%s" % (n, p), fpfmt("rd:x rs1:f rs2:f", False), std("OP-FP", f3, f7("10100")))
        rv.leaf("fclass." + p, fpfmt("rd:x rs1:f", False), std("OP-FP", "001", f7("11100"), "00000"))
        # float <-> integer conversions
        ints = [("w", "00000", BOTH), ("wu", "00001", BOTH), ("l", "00010", RV64), ("lu", "00011", RV64)]
        for it, rs2, g in ints:
            rm_leaves(rv, "fcvt.%s.%s" % (it, p), fpfmt("rd:x rs1:f", True),
                      std("OP-FP", None, f7("11000"), rs2), g)
            exact = p == "d" and it in ("w", "wu")
            rm_leaves(rv, "fcvt.%s.%s" % (p, it), fpfmt("rd:f rs1:x", True, exact),
                      std("OP-FP", None, f7("11010"), rs2), g, exact)
        mvx, mvf = ("fmv.x.w", "fmv.w.x") if p == "s" else ("fmv.x.d", "fmv.d.x")
        g = BOTH if p == "s" else RV64
        rv.leaf(mvx, fpfmt("rd:x rs1:f", False), std("OP-FP", "000", f7("11100"), "00000"), g)
        rv.leaf(mvf, fpfmt("rd:f rs1:x", False), std("OP-FP", "000", f7("11110"), "00000"), g)
    # single <-> double
    rm_leaves(rv, "fcvt.s.d", fpfmt("rd:f rs1:f", True), std("OP-FP", None, "0100000", "00001"), BOTH)
    rm_leaves(rv, "fcvt.d.s", fpfmt("rd:f rs1:f", True, True), std("OP-FP", None, "0100001", "00000"),
              BOTH, True)
    return rv


def csr_enums():
    names = {32: [], 64: []}
    with open(os.path.join(HERE, "csr-names.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            num, n32, n64 = line.rstrip("\n").split("\t")
            if n32 != "-":
                names[32].append((int(num, 16), n32))
            if n64 != "-":
                names[64].append((int(num, 16), n64))
    return names


def write_rv(path):
    rv = build_rv()
    o = Out()
    o.w('<?xml version="1.0" encoding="UTF-8"?>')
    o.w("<!--")
    o.w("rv.xml - RISC-V 32-bit instruction encodings: RV32I/RV64I, M, A, F, D,")
    o.w("Zicsr, Zifencei (and sret/mret/wfi/sfence.vma), for isaproof.")
    o.w("")
    o.w("Generated by isa/riscv/genxml.py (edit that, then run it); see")
    o.w("docs/riscv.md.  gen < 64 is RV32 (use gen 32), gen >= 64 is RV64 (use")
    o.w("gen 64).  Text is LLVM's no-alias syntax (llvm-mc -M no-aliases).")
    o.w("Bits 1..0 are 11: the 16-bit encodings are in rvc.xml.")
    o.w("-->")
    o.w("<isa>")
    o.w()
    o.enum("#gpr", list(enumerate(GPR)), "integer registers, ABI names")
    o.enum("#fpr", list(enumerate(FPR)), "floating-point registers, ABI names")
    o.enum("#rm", [(v, RM[v]) for v in sorted(RM)],
           "rounding modes (the leaves carry the 0xx/100/111 split; 101 and 110 are reserved)")
    fence = []
    for v in range(16):
        s = "".join(c for bit, c in ((8, "i"), (4, "o"), (2, "r"), (1, "w")) if v & bit)
        fence.append((v, s or "unknown"))  # LLVM 14 prints an empty set as "unknown"
    o.enum("#fence", fence, "FENCE predecessor/successor sets (i o r w)")
    o.enum("#aqrl", [(0, ""), (1, ".rl"), (2, ".aq"), (3, ".aqrl")], "AMO ordering bits aq (26), rl (25)")
    names = csr_enums()
    o.enum("#csr32", names[32], "CSR names LLVM prints on RV32 (csr-names.tsv); others print as numbers")
    o.enum("#csr64", names[64], "CSR names LLVM prints on RV64 (csr-names.tsv); others print as numbers")
    o.bitset(dict(name="#instruction", size=32, patterns=[(0, 1, "11")],
                  comment="a 32-bit instruction: bits 1..0 are 11"))
    for b in rv.formats.values():
        o.bitset(b)
    for b in rv.leaves:
        o.bitset(b)
    o.w("</isa>")
    with open(path, "w") as f:
        f.write("\n".join(o.lines).rstrip() + "\n")
    return len(rv.leaves)


# ---------------------------------------------------------------------------
# rvc.xml: the 16-bit encodings (C extension)
# ---------------------------------------------------------------------------

GPRC = GPR[8:16]
FPRC = FPR[8:16]

# immediates: word-bit runs (low, high, weight of low)
CI_SIMM = [(2, 6, 1), (12, 12, 1 << 5)]                # imm[5|4:0]
CIW_ADDI4SPN = [(5, 5, 8), (6, 6, 4), (7, 10, 64), (11, 12, 16)]
CL_W = [(5, 5, 64), (6, 6, 4), (10, 12, 8)]
CL_D = [(5, 6, 64), (10, 12, 8)]
CI_16SP = [(2, 2, 32), (3, 4, 128), (5, 5, 64), (6, 6, 16), (12, 12, 512)]
CJ = [(2, 2, 32), (3, 5, 2), (6, 6, 128), (7, 7, 64), (8, 8, 1024), (9, 10, 256), (11, 11, 16), (12, 12, 2048)]
CB = [(2, 2, 32), (3, 4, 2), (5, 6, 64), (10, 11, 8), (12, 12, 256)]
CI_LWSP = [(2, 3, 64), (4, 6, 4), (12, 12, 32)]
CI_LDSP = [(2, 4, 64), (5, 6, 8), (12, 12, 32)]
CSS_W = [(7, 8, 64), (9, 12, 4)]
CSS_D = [(7, 9, 64), (10, 12, 8)]

# where the operand fields sit
RDP = ("RD", 2, 4, "#gprc")     # rd' / rs2' in bits 4..2
RS1P = ("RS1", 7, 9, "#gprc")   # rs1' / rd' in bits 9..7
RD5 = (7, 11)
RS2_5 = (2, 6)


class RVC:
    def __init__(self):
        self.leaves = []
        self.count = {}

    def leaf(self, mnem, quadrant, funct3, display, fixed=None, regs=(), imm=None,
             imm_type="int", imm_width=12, gen=BOTH, comment=None):
        """One leaf (one cube): `fixed` {bit: 0/1} beyond quadrant/funct3,
        register fields, and an immediate made of runs."""
        fixed = dict(fixed or {})
        fixed.update({0: quadrant & 1, 1: quadrant >> 1})
        for i, ch in enumerate(reversed(funct3)):
            fixed[13 + i] = int(ch)
        fields, derived = [], []
        for name, low, high, cls in regs:
            if any(low <= b <= high for b in fixed):
                # the cube fixes some of the register's bits: the free ones
                # are fields, the register a derived value of them
                f, e = immediate([(low, high, 1)], fixed, prefix=name + "_")
                fields += f
                derived.append((name, cls, high - low + 1, e))
            else:
                fields.append((name, low, high, cls))
        if imm is not None:
            f, e = immediate(imm, fixed)
            fields += f
            derived.append(("IMM", imm_type, imm_width, e))
        k = self.count.get(mnem, 0)
        self.count[mnem] = k + 1
        name = mnem if k == 0 else "%s.%d" % (mnem, k)
        self.leaves.append(dict(name=name, extends="#instruction", patterns=fixed_patterns(fixed),
                                gen=gen, display=display, fields=fields, derived=derived,
                                displayname=mnem.split("@")[0], comment=comment))

    def split(self, mnem, quadrant, funct3, display, choices, **kw):
        """Leaves for every combination of the cubes in `choices`: a list of
        (word bits MSB first, cube list)."""
        combos = [{}]
        for bits, cs in choices:
            combos = [merge(c, scatter(bits, cube)) for c in combos for cube in cs]
        base = kw.pop("fixed", {})
        for c in combos:
            self.leaf(mnem, quadrant, funct3, display, fixed=merge(base, c), **kw)


def bits_of(low, high):
    return list(range(high, low - 1, -1))


def reg5(name, pos, cls="#gpr"):
    return (name, pos[0], pos[1], cls)


def build_rvc():
    c = RVC()
    RD_BITS = bits_of(7, 11)
    RS2_BITS = bits_of(2, 6)
    NZ5 = nonzero(5)
    IMM6 = [12] + bits_of(2, 6)   # CI immediate bits, MSB first
    NZ6 = nonzero(6)
    # ---- quadrant 0 ---------------------------------------------------------
    c.leaf("c.unimp", 0, "000", "{NAME}", fixed={b: 0 for b in range(2, 13)},
           comment="all zeros: defined illegal; LLVM names it c.unimp")
    c.split("c.addi4spn", 0, "000", "{NAME} {RD}, sp, {IMM}", [(bits_of(5, 12), nonzero(8))],
            regs=[RDP], imm=CIW_ADDI4SPN, imm_type="uint", imm_width=10)
    c.leaf("c.fld", 0, "001", "{NAME} {RD}, {IMM}({RS1})", regs=[("RD", 2, 4, "#fprc"), RS1P],
           imm=CL_D, imm_type="uint")
    c.leaf("c.lw", 0, "010", "{NAME} {RD}, {IMM}({RS1})", regs=[RDP, RS1P], imm=CL_W, imm_type="uint")
    c.leaf("c.flw", 0, "011", "{NAME} {RD}, {IMM}({RS1})", regs=[("RD", 2, 4, "#fprc"), RS1P],
           imm=CL_W, imm_type="uint", gen=RV32)
    c.leaf("c.ld", 0, "011", "{NAME} {RD}, {IMM}({RS1})", regs=[RDP, RS1P], imm=CL_D, imm_type="uint",
           gen=RV64)
    RS2P = ("RS2", 2, 4, "#gprc")
    c.leaf("c.fsd", 0, "101", "{NAME} {RS2}, {IMM}({RS1})", regs=[("RS2", 2, 4, "#fprc"), RS1P],
           imm=CL_D, imm_type="uint")
    c.leaf("c.sw", 0, "110", "{NAME} {RS2}, {IMM}({RS1})", regs=[RS2P, RS1P], imm=CL_W, imm_type="uint")
    c.leaf("c.fsw", 0, "111", "{NAME} {RS2}, {IMM}({RS1})", regs=[("RS2", 2, 4, "#fprc"), RS1P],
           imm=CL_W, imm_type="uint", gen=RV32)
    c.leaf("c.sd", 0, "111", "{NAME} {RS2}, {IMM}({RS1})", regs=[RS2P, RS1P], imm=CL_D, imm_type="uint",
           gen=RV64)
    # ---- quadrant 1 ---------------------------------------------------------
    RDF = reg5("RD", RD5)
    c.leaf("c.nop", 1, "000", "{NAME}", fixed={b: 0 for b in RD_BITS + IMM6})
    c.split("c.nop", 1, "000", "{NAME} {IMM}", [(IMM6, NZ6)], fixed={b: 0 for b in RD_BITS},
            imm=CI_SIMM, imm_width=6, comment=None)
    c.split("c.addi", 1, "000", "{NAME} {RD}, {IMM}", [(RD_BITS, NZ5)], regs=[RDF], imm=CI_SIMM, imm_width=6)
    c.leaf("c.jal", 1, "001", "{NAME} {IMM}", imm=CJ, imm_width=12, gen=RV32)
    c.split("c.addiw", 1, "001", "{NAME} {RD}, {IMM}", [(RD_BITS, NZ5)], regs=[RDF], imm=CI_SIMM,
            imm_width=6, gen=RV64)
    c.leaf("c.li", 1, "010", "{NAME} {RD}, {IMM}", regs=[RDF], imm=CI_SIMM, imm_width=6)
    # 011: rd=2 c.addi16sp, other rd c.lui; nzimm=0 is reserved for both
    c.split("c.addi16sp", 1, "011", "{NAME} sp, {IMM}", [(IMM6, NZ6)],
            fixed={b: int(b == 8) for b in RD_BITS}, imm=CI_16SP, imm_width=10)
    c.split("c.lui", 1, "011", "{NAME} zero, {IMM}", [(IMM6, NZ6)], fixed={b: 0 for b in RD_BITS},
            imm=CI_SIMM, imm_width=6)
    LUI20 = [(2, 6, 1), (12, 12, 0xfffe0)]  # LLVM prints nzimm[17:12] as a 20-bit value
    c.split("c.lui", 1, "011", "{NAME} {RD}, {IMM}",
            [(RD_BITS, cubes(5, set(range(32)) - {0, 2})), (IMM6, NZ6)],
            regs=[RDF], imm=LUI20, imm_type="uint", imm_width=20)
    # 100: shifts (shamt[5]=1 reserved on RV32; shamt=0 is the c.srli64/
    # c.srai64 HINT), andi, register-register ops
    SH5 = bits_of(2, 6)
    for n, f2 in (("c.srli", (0, 0)), ("c.srai", (0, 1))):
        fx = {11: f2[0], 10: f2[1]}
        c.split(n, 1, "100", "{NAME} {RS1}, {IMM}", [(SH5, NZ5)], fixed=merge(fx, {12: 0}),
                regs=[RS1P], imm=CI_SIMM, imm_type="uint", imm_width=6, gen=RV32)
        c.split(n + "@64", 1, "100", "{NAME} {RS1}, {IMM}", [(IMM6, NZ6)], fixed=fx,
                regs=[RS1P], imm=CI_SIMM, imm_type="uint", imm_width=6, gen=RV64)
        c.leaf(n + "64", 1, "100", "{NAME} {RS1}", fixed=merge(fx, {b: 0 for b in [12] + SH5}),
               regs=[RS1P])
    c.leaf("c.andi", 1, "100", "{NAME} {RS1}, {IMM}", fixed={11: 1, 10: 0}, regs=[RS1P], imm=CI_SIMM,
           imm_width=6)
    for n, b12, f2, g in [("c.sub", 0, 0, BOTH), ("c.xor", 0, 1, BOTH), ("c.or", 0, 2, BOTH),
                          ("c.and", 0, 3, BOTH), ("c.subw", 1, 0, RV64), ("c.addw", 1, 1, RV64)]:
        c.leaf(n, 1, "100", "{NAME} {RS1}, {RS2}",
               fixed={12: b12, 11: 1, 10: 1, 6: f2 >> 1, 5: f2 & 1}, regs=[RS1P, RS2P], gen=g)
    c.leaf("c.j", 1, "101", "{NAME} {IMM}", imm=CJ, imm_width=12)
    c.leaf("c.beqz", 1, "110", "{NAME} {RS1}, {IMM}", regs=[RS1P], imm=CB, imm_width=9)
    c.leaf("c.bnez", 1, "111", "{NAME} {RS1}, {IMM}", regs=[RS1P], imm=CB, imm_width=9)
    # ---- quadrant 2 ---------------------------------------------------------
    c.split("c.slli", 2, "000", "{NAME} {RD}, {IMM}", [(SH5, NZ5)], fixed={12: 0}, regs=[RDF],
            imm=CI_SIMM, imm_type="uint", imm_width=6, gen=RV32)
    c.split("c.slli@64", 2, "000", "{NAME} {RD}, {IMM}", [(IMM6, NZ6)], regs=[RDF],
            imm=CI_SIMM, imm_type="uint", imm_width=6, gen=RV64)
    c.leaf("c.slli64", 2, "000", "{NAME} {RD}", fixed={b: 0 for b in [12] + SH5}, regs=[RDF])
    c.leaf("c.fldsp", 2, "001", "{NAME} {RD}, {IMM}(sp)", regs=[reg5("RD", RD5, "#fpr")], imm=CI_LDSP,
           imm_type="uint")
    c.split("c.lwsp", 2, "010", "{NAME} {RD}, {IMM}(sp)", [(RD_BITS, NZ5)], regs=[RDF], imm=CI_LWSP,
            imm_type="uint")
    c.leaf("c.flwsp", 2, "011", "{NAME} {RD}, {IMM}(sp)", regs=[reg5("RD", RD5, "#fpr")], imm=CI_LWSP,
           imm_type="uint", gen=RV32)
    c.split("c.ldsp", 2, "011", "{NAME} {RD}, {IMM}(sp)", [(RD_BITS, NZ5)], regs=[RDF], imm=CI_LDSP,
            imm_type="uint", gen=RV64)
    RS1F = reg5("RS1", RD5)
    RS2F = reg5("RS2", RS2_5)
    zero_rs2 = {b: 0 for b in RS2_BITS}
    c.split("c.jr", 2, "100", "{NAME} {RS1}", [(RD_BITS, NZ5)], fixed=merge(zero_rs2, {12: 0}), regs=[RS1F])
    c.split("c.mv", 2, "100", "{NAME} {RD}, {RS2}", [(RS2_BITS, NZ5)], fixed={12: 0}, regs=[RDF, RS2F])
    c.leaf("c.ebreak", 2, "100", "{NAME}", fixed=merge(zero_rs2, {b: 0 for b in RD_BITS}, {12: 1}))
    c.split("c.jalr", 2, "100", "{NAME} {RS1}", [(RD_BITS, NZ5)], fixed=merge(zero_rs2, {12: 1}), regs=[RS1F])
    c.split("c.add", 2, "100", "{NAME} {RD}, {RS2}", [(RS2_BITS, NZ5)], fixed={12: 1}, regs=[RDF, RS2F])
    c.leaf("c.fsdsp", 2, "101", "{NAME} {RS2}, {IMM}(sp)", regs=[reg5("RS2", RS2_5, "#fpr")], imm=CSS_D,
           imm_type="uint")
    c.leaf("c.swsp", 2, "110", "{NAME} {RS2}, {IMM}(sp)", regs=[RS2F], imm=CSS_W, imm_type="uint")
    c.leaf("c.fswsp", 2, "111", "{NAME} {RS2}, {IMM}(sp)", regs=[reg5("RS2", RS2_5, "#fpr")], imm=CSS_W,
           imm_type="uint", gen=RV32)
    c.leaf("c.sdsp", 2, "111", "{NAME} {RS2}, {IMM}(sp)", regs=[RS2F], imm=CSS_D, imm_type="uint", gen=RV64)
    return c


def write_rvc(path):
    c = build_rvc()
    o = Out()
    o.w('<?xml version="1.0" encoding="UTF-8"?>')
    o.w("<!--")
    o.w("rvc.xml - the RISC-V C extension (16-bit encodings, RV32C and RV64C, with")
    o.w("the F and D loads/stores), for isaproof.")
    o.w("")
    o.w("Generated by isa/riscv/genxml.py (edit that, then run it); see")
    o.w("docs/riscv.md.  gen < 64 is RV32 (use gen 32), gen >= 64 is RV64 (use")
    o.w("gen 64).  Text is LLVM's no-alias syntax (llvm-mc -M no-aliases).")
    o.w("Restrictions such as rd != 0 or nzimm != 0 are written as several")
    o.w("leaves (one per cube of the allowed values) with one displayname.")
    o.w("isaspec wants widths that are multiples of 32; isaproof accepts 16")
    o.w("with an [isa-width] warning.")
    o.w("-->")
    o.w("<isa>")
    o.w()
    o.enum("#gpr", list(enumerate(GPR)), "integer registers, ABI names")
    o.enum("#fpr", list(enumerate(FPR)), "floating-point registers, ABI names")
    o.enum("#gprc", list(enumerate(GPRC)), "x8..x15, the registers of 3-bit fields")
    o.enum("#fprc", list(enumerate(FPRC)), "f8..f15, the registers of 3-bit fields")
    o.bitset(dict(name="#instruction", size=16, comment="a 16-bit instruction: bits 1..0 are not 11"))
    for b in c.leaves:
        o.bitset(b)
    o.w("</isa>")
    with open(path, "w") as f:
        f.write("\n".join(o.lines).rstrip() + "\n")
    return len(c.leaves)


if __name__ == "__main__":
    n = write_rv(os.path.join(HERE, "rv.xml"))
    m = write_rvc(os.path.join(HERE, "rvc.xml"))
    print("rv.xml: %d leaves, rvc.xml: %d leaves" % (n, m), file=sys.stderr)
