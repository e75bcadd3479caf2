# importer.xml and its imports are clean.
# args: lint $ROOT/isa/examples/importer.xml
---
