#!/usr/bin/env bash
# The whole test suite — the README's test command and what CI runs. Needs Swift and git; works offline:
#   1. the module graph holds (scripts/check-imports.sh), swift build;
#   2. the parts that need PyPI (the pinned babel, pre-commit, lefthook, installed into .build/python-tools, never
#      the user's Python; see scripts/lib/python-tools.sh): the CLDR plural table is regenerated and compared
#      (scripts/check-generated.sh), and pre-commit and lefthook repositories run our hook on commit
#      (scripts/test-hook-frameworks.sh). Without PyPI (and nothing installed yet) they are skipped with ONE line
#      saying why; with CI=true that skip fails the run, since CI reaches PyPI;
#   3. swift test: unit, real-git and corpus tests (corpus tests skip when ../shared/corpus is absent).
# A failing part does not stop the others. The script closes with one line: "tests: N passed, N failed, N skipped"
# (swift test's totals), and exits non-zero when anything failed or, in CI, was skipped.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
scripts/check-imports.sh || status=1
swift build
# shellcheck source=lib/python-tools.sh
source scripts/lib/python-tools.sh
if python_tools_require "$PWD" "the CLDR plural table drift check and the pre-commit/lefthook tests"; then
    export XCSTRINGS_PYTHON_TOOLS="$PYTHON_TOOLS"
    scripts/check-generated.sh || status=1
    scripts/test-hook-frameworks.sh || status=1
elif [ "${CI:-}" = true ]; then
    status=1
fi
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift test --disable-swift-testing 2>&1 | tee "$log" || status=1
summary="$(grep -E 'Executed [0-9]+ tests?, with' "$log" | tail -n 1 || true)"
executed="$(sed -E 's/.*Executed ([0-9]+) tests?.*/\1/' <<<"$summary")"
failed="$(sed -E 's/.* ([0-9]+) failures?.*/\1/' <<<"$summary")"
skipped="$(grep -oE '[0-9]+ tests? skipped' <<<"$summary" | grep -oE '^[0-9]+' || echo 0)"
if [ -n "$summary" ]; then
  echo "tests: $((executed - failed - skipped)) passed, $failed failed, $skipped skipped"
else
  echo "swift test did not report its totals; see above"
  echo "tests: 0 passed, 0 failed, 0 skipped"
  status=1
fi
exit "$status"
