# git-xcstrings — build and install.  `make install PREFIX=/usr/local` puts git-xcstrings on PATH,
# so `git xcstrings <command>` works (git finds executables named git-<name>).
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
# On Linux, link the Swift runtime statically: a faster start for the merge driver and no runtime to install.
SWIFT_FLAGS := -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib,)

.PHONY: build install uninstall test bench

build:
	swift build $(SWIFT_FLAGS) --product git-xcstrings

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build $(SWIFT_FLAGS) --show-bin-path)/git-xcstrings" "$(BINDIR)/git-xcstrings"

uninstall:
	rm -f "$(BINDIR)/git-xcstrings"

test:
	scripts/test.sh

bench:
	scripts/bench.sh
