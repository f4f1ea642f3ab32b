#!/usr/bin/env bash
# Fails when a committed generated file is out of date: regenerates it into a temporary file and compares.
# Today: the CLDR plural table (Sources/CatalogCheck/CLDR/PluralRules+Generated.swift) from the pinned babel.
# Called from .ci/run; installs the pinned babel quietly first.
set -euo pipefail
cd "$(dirname "$0")/.."

babel_version="$(sed -n 's/^PINNED_BABEL = "\(.*\)"$/\1/p' scripts/generate-plural-rules)"
if ! python3 -c "import sys, babel; sys.exit(babel.__version__ != '${babel_version}')" 2>/dev/null; then
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "babel==${babel_version}" 2>/dev/null \
        || python3 -m pip install --quiet --disable-pip-version-check "babel==${babel_version}"
fi

temporary="$(mktemp -d)"
trap 'rm -rf "$temporary"' EXIT

committed="Sources/CatalogCheck/CLDR/PluralRules+Generated.swift"
scripts/generate-plural-rules "$temporary/PluralRules+Generated.swift"
if ! diff -u "$committed" "$temporary/PluralRules+Generated.swift"; then
    echo "error: $committed is out of date; run scripts/generate-plural-rules and commit the result" >&2
    exit 1
fi
echo "generated files are up to date"
