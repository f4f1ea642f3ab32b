#!/usr/bin/env bash
# The whole test suite: unit, integration (real git) and corpus tests, then the generated-file drift checks.
# This is the README's test command and what CI runs.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build
swift test --parallel 2>&1 | tee /tmp/git-xcstrings-test.log | grep -vE '^\[[0-9]+/[0-9]+\]' || true
# swift test's status is lost through the pipe; recover it from the log's summary.
if grep -qE 'error: |with [1-9][0-9]* failures?|failed \(' /tmp/git-xcstrings-test.log; then
  echo "tests failed" >&2
  exit 1
fi
