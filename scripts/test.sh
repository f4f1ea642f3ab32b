#!/usr/bin/env bash
# The whole test suite: unit, integration (real git) and corpus tests (skipped when ../shared/corpus is absent).
# This is the README's test command and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
swift test
