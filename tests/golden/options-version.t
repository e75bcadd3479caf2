# --version prints the version
# args: --version
# exit: 0
# stderr
---
isaproof 0.1.0
