#!/usr/bin/env bash
# The whole test suite — the README's test command and what CI runs:
#   1. generated files are up to date (the CLDR plural table, regenerated from the pinned babel);
#   2. the hook frameworks (pre-commit, lefthook, from PyPI) really run our hook on commit;
#   3. swift test: unit, real-git and corpus tests (corpus tests skip when ../shared/corpus is absent).
# swift test runs last, and the script closes with its totals as one line: "N passed, N failed, N skipped".
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/check-imports.sh
swift build
scripts/check-generated.sh
scripts/test-hook-frameworks.sh
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
status=0
swift test --disable-swift-testing 2>&1 | tee "$log" || status=$?
summary="$(grep -E 'Executed [0-9]+ tests?, with' "$log" | tail -n 1 || true)"
executed="$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")"
failed="$(sed -E 's/.* ([0-9]+) failures?.*/\1/' <<<"$summary")"
skipped="$(grep -oE '[0-9]+ tests? skipped' <<<"$summary" | grep -oE '^[0-9]+' || echo 0)"
if [ -n "$summary" ]; then
  echo "tests: $((executed - failed - skipped)) passed, $failed failed, $skipped skipped"
fi
exit "$status"
