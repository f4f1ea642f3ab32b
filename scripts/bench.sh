#!/usr/bin/env bash
# Prints the project's performance figures from a release build, linked the way `make install` links it.
# Usage: scripts/bench.sh [area…]   Areas: catalog, merge, migrate, lint, check, exchange (each prints its figures and targets).
set -euo pipefail
cd "$(dirname "$0")/.."
export XCSTRINGS_CORPUS="${XCSTRINGS_CORPUS:-$(cd .. && pwd)/shared/corpus}"
# On Linux the executable is linked fully statically (runtime, Foundation, libc): process start-up drops from
# 2.8 ms to 1.2 ms, and start-up dominates a merge driver that git starts once per conflicted file.
# (macOS ships the runtime in the OS; nothing to link.)
flags=()
[ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib -Xswiftc -static-executable)
swift build -c release "${flags[@]}" --product git-xcstrings >/dev/null
swift build -c release "${flags[@]}" --product xcstrings-bench >/dev/null
bench="$(swift build -c release "${flags[@]}" --show-bin-path)/xcstrings-bench"
# One process per area: a child's peak memory (wait4) counts its parent's pages until exec on Linux, so the
# merge area's memory figure is only right in a process that has not grown on the other areas' work.
areas=("$@")
[ ${#areas[@]} -gt 0 ] || areas=(catalog merge migrate lint check exchange)
for area in "${areas[@]}"; do "$bench" "$area"; done
