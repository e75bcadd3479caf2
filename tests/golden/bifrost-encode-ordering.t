# abs0 alone prints through MIN.f32.1's table for source 0 above source 1.
# args: encode tests/bifrost/mini.xml '*MIN.f32' abs0=abs src0=1
---
300401
