#!/usr/bin/env bash
# Prints the project's performance figures from a release build, linked the way `make install` links it.
# Usage: scripts/bench.sh [area…]   Areas: catalog, merge, migrate, lint, check (each prints its figures and targets).
set -euo pipefail
cd "$(dirname "$0")/.."
export XCSTRINGS_CORPUS="${XCSTRINGS_CORPUS:-$(cd .. && pwd)/shared/corpus}"
# On Linux the Swift runtime is linked statically: it halves process start-up, which dominates a merge driver
# that git starts once per conflicted file. (macOS ships the runtime in the OS; nothing to link.)
flags=()
[ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib)
swift build -c release "${flags[@]}" --product git-xcstrings >/dev/null
swift build -c release "${flags[@]}" --product xcstrings-bench >/dev/null
"$(swift build -c release "${flags[@]}" --show-bin-path)/xcstrings-bench" "$@"
