# git-xcstrings — build and install.  `make install PREFIX=/usr/local` puts git-xcstrings on PATH,
# so `git xcstrings <command>` works (git finds executables named git-<name>).
PREFIX ?= /usr/local
BINDIR := $(PREFIX)/bin
# `git xcstrings --help` is answered by git with `man git-xcstrings`: the page goes where man finds it, as git-lfs does.
MANDIR := $(PREFIX)/share/man/man1
# On Linux, link fully statically: the merge driver starts in 1.2 ms instead of 2.8 ms, and nothing to install.
# Direct type metadata accessors: a generic type's first use then needs no scan of the executable's conformance
# table (5,454 records in the static binary), which was a third of the merge driver's work on a small catalog.
# The functions a merge-driver process runs are linked next to each other (each function in its own section, gold
# places them in scripts/link-order.txt's order; scripts/link-order.sh writes the list): every 64 KB of code a
# process touches costs a page fault, and the ~1,400 functions of a merge were spread over 132 such windows.
LINK_ORDER := $(if $(and $(filter Linux,$(shell uname -s)),$(shell command -v ld.gold)),-Xswiftc -Xfrontend \
	-Xswiftc -function-sections -Xswiftc -use-ld=gold -Xlinker --section-ordering-file=$(CURDIR)/scripts/link-order.txt,)
SWIFT_FLAGS := -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib -Xswiftc -static-executable \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors $(LINK_ORDER),)

.PHONY: build install install-man uninstall test bench man

build:
	swift build $(SWIFT_FLAGS) --product git-xcstrings

install: build install-man
	install -d "$(BINDIR)"
	install -m 755 "$$(swift build $(SWIFT_FLAGS) --show-bin-path)/git-xcstrings" "$(BINDIR)/git-xcstrings"

install-man:
	install -d "$(MANDIR)"
	install -m 644 man/git-xcstrings.1 "$(MANDIR)/git-xcstrings.1"

uninstall:
	rm -f "$(BINDIR)/git-xcstrings" "$(MANDIR)/git-xcstrings.1"

# Regenerates man/git-xcstrings.1 from the help text (a test fails when it drifts).
man:
	swift build --product git-xcstrings
	"$$(swift build --show-bin-path)/git-xcstrings" help --man > man/git-xcstrings.1

test:
	scripts/test.sh

bench:
	scripts/bench.sh
