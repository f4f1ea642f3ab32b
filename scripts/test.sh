#!/usr/bin/env bash
# The whole test suite — the README's test command and what CI runs:
#   1. generated files are up to date (the CLDR plural table, regenerated from the pinned babel);
#   2. the hook frameworks (pre-commit, lefthook, from PyPI) really run our hook on commit;
#   3. swift test: unit, real-git integration and corpus tests (corpus tests skip when ../shared/corpus is absent).
# swift test runs last so its summary closes the output.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
scripts/check-generated.sh
scripts/test-hook-frameworks.sh
swift test
