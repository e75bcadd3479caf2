# An ADD word that matches is exit 0 (the ADD slot's selection decides).
# args: decode tests/bifrost/mini.xml --slot add 60000
---
+LOAD.i32 t1, r0, r0, offset:0, @r0
