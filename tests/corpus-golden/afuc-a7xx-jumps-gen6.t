# The words of afuc-a7xx-jumps-gen7 at gen 6: #jump-a7xx and jumpa are
# gen >= 7 (afuc.xml:1007, 930) and nothing else uses 110111/111001.
# args: decode $SHARED/corpus/mesa/afuc/afuc.xml --gen 6 --show-errors df70001b df600000 e4000040
# exit: 1
---
no match: df70001b
no match: df600000
no match: e4000040
