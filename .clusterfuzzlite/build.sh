#!/bin/bash -eu
# .clusterfuzzlite/build.sh - the same build as OSS-Fuzz's.
exec bash "$SRC/isaproof/fuzz/oss-fuzz/build.sh"
