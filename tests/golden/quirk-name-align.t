# {NAME:align=4} pads to column 4 before the name; {NAM} prints the name.
# args: decode $ROOT/isa/examples/quirks.xml 05000000
---
x   names|names
