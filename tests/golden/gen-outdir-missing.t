# gen -o into a directory that does not exist: exit 2 with a message
# naming the file it could not write.
# args: gen isa/toy16.xml -o /nonexistent/dir
# exit: 2
# stderr
---
isaproof: gen: cannot write /nonexistent/dir/toy16.h: No such file or directory
