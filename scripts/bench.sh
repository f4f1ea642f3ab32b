#!/usr/bin/env bash
# Prints the project's performance figures (release build). Usage: scripts/bench.sh [area…]
# Areas: catalog, merge, migrate, lint (each prints its own figures and targets).
set -euo pipefail
cd "$(dirname "$0")/.."
export XCSTRINGS_CORPUS="${XCSTRINGS_CORPUS:-$(cd .. && pwd)/shared/corpus}"
swift build -c release --product xcstrings-bench >/dev/null
"$(swift build -c release --show-bin-path)/xcstrings-bench" "$@"
