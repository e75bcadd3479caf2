# A Bifrost FMA word from sources and modifiers with a position (by the
# name they print); decode prints them back.
# args: encode tests/bifrost/mini.xml '*ADD.f32' src0=1 round=rtp neg0=neg
---
100141
