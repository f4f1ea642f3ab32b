#!/usr/bin/env bash
# Re-records the LegacyStrings golden files (migrated catalogs, exported .strings/.stringsdict) from the current
# code, then runs the same tests again to show they pass. Review the diff under
# Tests/LegacyStringsTests/Fixtures/Golden before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
XCSTRINGS_RECORD_GOLDEN=1 swift test --filter 'LegacyMigrationTests|CatalogExporterTests' >/dev/null 2>&1 || true
swift test --filter 'LegacyMigrationTests|CatalogExporterTests'
git status --short Tests/LegacyStringsTests/Fixtures/Golden
