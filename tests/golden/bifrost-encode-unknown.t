# No instruction of that name.
# args: encode tests/bifrost/mini.xml '*FMA.f32'
# stderr
# exit: 2
---
isaproof: cannot encode *FMA.f32: no Bifrost instruction named '*FMA.f32'
