#!/usr/bin/env bash
# scripts/deps.sh - make sure the Debian packages isaproof builds with are
# installed.
#
# Run by `make`, `make test` and friends before CMake.  Prints nothing when
# everything is there.  When something is missing it installs it if run as
# root (apt-get), and otherwise prints the exact command to run and exits 1.
#
# Set ISAPROOF_SKIP_DEPS=1 to skip the check (non-Debian systems where the
# equivalents are installed some other way).
#
# scripts/deps.sh --test (run by `make test`): the packages only some tests
# use (the Meson consumer: meson, ninja-build; the CI recipes' YAML:
# python3-yaml; the SARIF and Code Quality schemas: python3-jsonschema; Mesa's
# Bifrost disassembler generator for the Bifrost oracle: python3-mako).
# Installed when run as root; otherwise the command is
# printed and the run goes on: those tests skip, saying what is missing.
set -eu

PACKAGES="libxml2-dev libz3-dev libjson-c-dev clang cmake pkg-config"
TEST_MODE=0
if [ "${1:-}" = --test ]; then
  TEST_MODE=1
  PACKAGES="meson ninja-build python3-yaml python3-jsonschema python3-mako"
fi

say() { printf 'deps.sh: %s\n' "$*" >&2; }

if [ "${ISAPROOF_SKIP_DEPS:-0}" = 1 ]; then
  exit 0
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
  say "dpkg-query not found: this check only knows Debian and its derivatives."
  say "Install the equivalents of: $PACKAGES"
  say "then re-run with ISAPROOF_SKIP_DEPS=1 (e.g. make ISAPROOF_SKIP_DEPS=1 ... or export it)."
  exit 1
fi

# Prints the packages of $PACKAGES that are not fully installed.
missing_packages() {
  local pkg status out=""
  for pkg in $PACKAGES; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    if [ "$status" != "install ok installed" ]; then
      out="$out $pkg"
    fi
  done
  printf '%s' "${out# }"
}

missing=$(missing_packages)
if [ -z "$missing" ]; then
  exit 0
fi

say "missing Debian packages: $missing"
if [ "$(id -u)" != 0 ] && [ $TEST_MODE = 1 ]; then
  say "the tests that need them will skip; to run them, install them with:"
  printf '\n    sudo apt-get install -y %s\n\n' "$missing" >&2
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  say "install them with:"
  printf '\n    sudo apt-get install -y %s\n\n' "$missing" >&2
  say "then run make again."
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
say "running as root: installing them with apt-get"
apt-get update
# $missing is a space-separated list of package names: split it on purpose.
# shellcheck disable=SC2086
apt-get install -y --no-install-recommends $missing

still=$(missing_packages)
if [ -n "$still" ]; then
  say "still not installed after apt-get: $still"
  exit 1
fi
say "installed: $missing"
