# gen -o into a folder that cannot be created (a file stands in the way):
# exit 2 with a message naming what could not be created.
# args: gen isa/toy16.xml -o isa/toy16.xml/dir
# exit: 2
# stderr
---
isaproof: gen: cannot create isa/toy16.xml: Not a directory
