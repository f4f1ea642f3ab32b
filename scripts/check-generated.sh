#!/usr/bin/env bash
# Fails when a committed generated file is out of date: regenerates it into a temporary file and compares.
# Today: the CLDR plural table (Sources/CatalogCheck/CLDR/PluralRules+Generated.swift) from the pinned babel.
# Run by scripts/test.sh. The pinned babel comes from PyPI into the virtual environment under .build/ (see
# scripts/lib/python-tools.sh); without PyPI the check is skipped with one line (an error when CI=true).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=lib/python-tools.sh
source scripts/lib/python-tools.sh
if ! python_tools_require "$PWD" "the CLDR plural table drift check"; then
    [ "${CI:-}" != true ] || exit 1
    exit 0
fi

temporary="$(mktemp -d)"
trap 'rm -rf "$temporary"' EXIT

committed="Sources/CatalogCheck/CLDR/PluralRules+Generated.swift"
"$PYTHON_TOOLS/bin/python" scripts/generate-plural-rules "$temporary/PluralRules+Generated.swift"
if ! diff -u "$committed" "$temporary/PluralRules+Generated.swift"; then
    echo "error: $committed is out of date; run scripts/generate-plural-rules and commit the result" >&2
    exit 1
fi
echo "generated files are up to date"
