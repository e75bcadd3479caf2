# Makefile - a thin wrapper over CMake.
#
#   make          check deps, build the isaproof binary in build/
#                 (RelWithDebInfo) -- not the test suite -- and run the main
#                 job (isaproof check on isa/toy16.xml, then a few decodes)
#   make test     release build + ctest, then ASan+UBSan build + ctest
#                 (both with -Werror); the last line printed is ctest's
#                 summary of the sanitizer run.  build/ is configured with
#                 the same flags as `make` uses, so nothing `make` compiled
#                 is compiled again; only the tests are added
#   make install  build/ (as `make` builds it), then install it under
#                 PREFIX (default /usr/local; DESTDIR is honoured):
#                 bin/isaproof, share/man/man1/isaproof*.1,
#                 share/bash-completion/completions/isaproof and
#                 lib/cmake/isaproof/ (find_package(isaproof 0.1))
#   make build    check deps, configure and build the binary only
#   make asan     check deps, configure and build build-asan/ only
#   make run      build, then the main job
#   make clean    remove the build directories
#
# Variables can be set on the command line: make MAIN_WORDS="0000 ffff"

# ---- the main job (what `make` runs); adjust freely ---------------------
MAIN_ISA   ?= isa/toy16.xml
MAIN_WORDS ?= 0000 2123 4123 1234

# ---- knobs ---------------------------------------------------------------
BUILD_DIR := build
ASAN_DIR  := build-asan
JOBS      := $(shell nproc 2>/dev/null || echo 2)
CMAKE     := cmake
CTEST     := ctest

PREFIX    ?= /usr/local

# `make` and `make test` configure build/ with the same flags: a flag that
# differs (it was -DISAPROOF_WERROR) changes every compile command, and
# make test then compiled every file again.
# ISAPROOF_DIFF_WORDS (a test argument, no compile flag): 250,000 words per
# gen in the generated-decoder differential tests keeps make test under 20
# minutes; a build configured by hand keeps the default of 1,000,000.
RELEASE_FLAGS := -DCMAKE_BUILD_TYPE=RelWithDebInfo -DISAPROOF_WERROR=ON -DISAPROOF_DIFF_WORDS=250000
TEST_FLAGS    := $(RELEASE_FLAGS)
# ISAPROOF_FUZZ_SMOKE_SECONDS: each of the ~45 fuzz smoke tests stops at
# 4,000 executions or 1 s (2 s by default), also to keep make test short.
ASAN_FLAGS    := -DISAPROOF_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug -DISAPROOF_DIFF_WORDS=20000 \
                 -DCMAKE_C_COMPILER=clang -DISAPROOF_WERROR=ON -DISAPROOF_FUZZ=ON \
                 -DISAPROOF_FUZZ_SMOKE_SECONDS=1
SAN_ENV       := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
                 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1

# ctest prints its summary ("100% tests passed, 0 tests failed out of N")
# and after it "Total Test time", the skipped or failed tests, ...  This
# filter passes everything through as it comes, but holds the summary line
# back and prints it last (after what followed it and one blank line).
CTEST_SUMMARY_LAST := sed -u -e '/^[0-9]*% tests passed, /{' -e ':a' \
	-e '$$!{N;ba' -e '}' -e 's/^\([^\n]*\)\n\n*\(.*\)$$/\2\n\n\1/' \
	-e 's/\n\n\n*\([^\n]*\)$$/\n\n\1/' -e '}'

# bash with pipefail, so a ctest failure is not hidden by the filter above
SHELL       := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
MAKEFLAGS   += --no-print-directory

.DEFAULT_GOAL := all
.PHONY: all deps configure build run test asan clean fuzz install

all: run

deps:
	@bash scripts/deps.sh

configure: deps
	$(CMAKE) -S . -B $(BUILD_DIR) $(RELEASE_FLAGS)

# the binary and its man pages only: the test suite (unit tests, generated
# decoders, ...) is built by `make test`
build: configure
	$(CMAKE) --build $(BUILD_DIR) -j$(JOBS) --target isaproof isaproof_man

# A build directory that exists is installed as it is configured (a
# sanitizer build stays one); otherwise build/ is configured as `make` does.
install: deps
	@test -f $(BUILD_DIR)/CMakeCache.txt || $(CMAKE) -S . -B $(BUILD_DIR) $(RELEASE_FLAGS)
	$(CMAKE) --build $(BUILD_DIR) -j$(JOBS) --target isaproof isaproof_man
	DESTDIR=$(DESTDIR) $(CMAKE) --install $(BUILD_DIR) --prefix $(PREFIX)

# The main job: prove the shipped description with `isaproof check` (exit 0:
# no errors; warnings and notes are findings worth reading, not failures),
# then decode a few words with it.
run: build
	./$(BUILD_DIR)/isaproof check $(MAIN_ISA) --max-cubes 4
	./$(BUILD_DIR)/isaproof decode $(MAIN_ISA) --show-errors $(MAIN_WORDS)

asan: deps
	$(CMAKE) -S . -B $(ASAN_DIR) $(ASAN_FLAGS)
	$(CMAKE) --build $(ASAN_DIR) -j$(JOBS)

# One recipe, so the order holds under make -j too.  Nothing may be
# printed after the sanitizer ctest's summary line.  The release run
# leaves out fuzz.oss-fuzz-build: the sanitizer run's fuzz.oss-fuzz-local
# runs the same OSS-Fuzz build (configure, every fuzzers.txt name a
# target, expr linked and run) and more, and compiling the model with
# OSS-Fuzz's flags a second time only costs.
test: deps
	@bash scripts/deps.sh --test
	$(CMAKE) -S . -B $(BUILD_DIR) $(TEST_FLAGS)
	$(CMAKE) --build $(BUILD_DIR) -j$(JOBS)
	$(CTEST) --test-dir $(BUILD_DIR) --output-on-failure -j2 -E '^fuzz\.oss-fuzz-build$$'
	$(CMAKE) -S . -B $(ASAN_DIR) $(ASAN_FLAGS)
	$(CMAKE) --build $(ASAN_DIR) -j$(JOBS)
	export $(SAN_ENV); \
	$(CTEST) --test-dir $(ASAN_DIR) --output-on-failure -j2 | $(CTEST_SUMMARY_LAST)

clean:
	rm -rf -- $(BUILD_DIR) $(ASAN_DIR)

# Every fuzz harness (fuzz/README.md) for FUZZ_SECONDS each, ASan+UBSan,
# from its seeds; corpora grow in $(FUZZ_DIR)/fuzz/corpus/, crashes are
# kept there too and listed at the end (exit 1 if any).
FUZZ_SECONDS ?= 60
FUZZ_DIR     ?= build-fuzz
fuzz: deps
	$(CMAKE) -S . -B $(FUZZ_DIR) -DCMAKE_C_COMPILER=clang -DISAPROOF_FUZZ=ON -DISAPROOF_WERROR=ON
	$(CMAKE) --build $(FUZZ_DIR) -j$(JOBS)
	bash fuzz/run-all.sh $(FUZZ_DIR)/fuzz $(FUZZ_SECONDS)
