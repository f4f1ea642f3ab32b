# git-xcstrings — build and install.  `make install PREFIX=/usr/local` puts git-xcstrings on PATH,
# so `git xcstrings <command>` works (git finds executables named git-<name>).
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin

.PHONY: build install uninstall test bench

build:
	swift build -c release --product git-xcstrings

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build -c release --show-bin-path)/git-xcstrings" "$(BINDIR)/git-xcstrings"

uninstall:
	rm -f "$(BINDIR)/git-xcstrings"

test:
	scripts/test.sh

bench:
	scripts/bench.sh
