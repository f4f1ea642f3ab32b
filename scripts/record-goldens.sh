#!/usr/bin/env bash
# Re-records every golden file from the current code, then runs the same tests again to show they pass.
#
# The golden tests are the test classes that call `assertGolden` (Tests/TestSupport/Golden.swift); they are found
# here by grep, so a new golden test needs no edit to this script. The recording run sets XCSTRINGS_RECORD=1, under
# which each golden assertion writes its file and fails on purpose. Review the diff before committing.
#
# Usage: scripts/record-goldens.sh [FILTER]   (FILTER narrows to matching test classes, e.g. HookScriptTests)
set -euo pipefail
cd "$(dirname "$0")/.."
classes=$(grep -l 'assertGolden(' Tests/*/*.swift | grep -v '^Tests/TestSupport/' \
    | xargs grep -ho 'class [A-Za-z0-9_]*Tests' | sed 's/^class //' | sort -u | grep -E "${1:-.}" | paste -sd '|' -)
if [ -z "$classes" ]; then
    echo "record-goldens: no golden test class matches '${1:-}'" >&2
    exit 2
fi
echo "recording: $classes"
XCSTRINGS_RECORD=1 swift test --filter "$classes" >/dev/null 2>&1 || true
swift test --filter "$classes"
git status --short -- Tests hooks
