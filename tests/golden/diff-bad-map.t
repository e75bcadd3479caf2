# diff: a map line that is neither a leaf pair nor a field pair is bad input (exit 2)
# args: diff isa/toy16.xml isa/toy16.xml --map tests/diff/bad.map
# exit: 2
# stderr
---
tests/diff/bad.map:2:1: error: expected 'nameA<TAB>nameB' or 'field<TAB>A<TAB>B' [diff-map]
