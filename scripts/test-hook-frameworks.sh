#!/usr/bin/env bash
# Tests for real that repositories whose hooks are managed by the pre-commit framework or by lefthook run
# 'git-xcstrings pre-commit' on commit: a broken catalog is refused, a valid one is committed.
# Both tools come from PyPI into the virtual environment under .build/ (scripts/lib/python-tools.sh); when PyPI
# cannot be reached the test is skipped with one line (exit 0; exit 1 when CI=true, where PyPI must be reachable).
#
#   scripts/test-hook-frameworks.sh            # lefthook, pre-commit 'repo: local', pre-commit 'language: swift'
#   SKIP_SWIFT_HOOK_BUILD=1 scripts/...        # skip the 'language: swift' case (it runs 'swift build -c release')
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d "${TMPDIR:-/tmp}/git-xcstrings-frameworks.XXXXXX")"
trap 'rm -rf "$work"' EXIT

echo "== hook frameworks: building git-xcstrings"
(cd "$root" && swift build --product git-xcstrings >/dev/null)
bin="$(cd "$root" && swift build --show-bin-path)"
tool="$bin/git-xcstrings"

# shellcheck source=lib/python-tools.sh
source "$root/scripts/lib/python-tools.sh"
if ! python_tools_require "$root" "the pre-commit and lefthook integration tests"; then
    [ "${CI:-}" != true ] || exit 1
    exit 0
fi

export PATH="$PYTHON_TOOLS/bin:$bin:$PATH"
export HOME="$work/home" PRE_COMMIT_HOME="$work/pre-commit-cache"
export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL="$work/home/.gitconfig"
export GIT_AUTHOR_NAME=Test GIT_AUTHOR_EMAIL=test@example.com GIT_COMMITTER_NAME=Test GIT_COMMITTER_EMAIL=test@example.com
mkdir -p "$HOME"

valid='{
  "sourceLanguage" : "en",
  "strings" : {
    "Save" : {

    }
  },
  "version" : "1.0"
}'
broken='{
  "sourceLanguage" : "en",
  "strings" : {
<<<<<<< HEAD
    "Save" : {
=======
    "Store" : {
>>>>>>> theirs
'

failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# new_repo NAME: a fresh repository with one commit, printed path.
new_repo() {
    local repo="$work/$1"
    git init -q -b main "$repo"
    echo "# test" > "$repo/README.md"
    git -C "$repo" add README.md
    git -C "$repo" commit -qm init --no-verify
    echo "$repo"
}

# expect_hook_runs NAME REPO: a broken catalog is refused with our finding, a valid one is committed.
expect_hook_runs() {
    local name="$1" repo="$2"
    printf '%s' "$broken" > "$repo/Localizable.xcstrings"
    git -C "$repo" add Localizable.xcstrings
    if git -C "$repo" commit -qm broken >"$work/out" 2>&1; then
        fail "$name: a commit with conflict markers in a catalog went through"; cat "$work/out"
    elif ! grep -q "Localizable.xcstrings:4:1: error: unresolved conflict marker" "$work/out"; then
        fail "$name: commit refused, but not by git-xcstrings:"; cat "$work/out"
    else
        echo "ok: $name refuses a broken catalog"
    fi
    printf '%s\n' "$valid" > "$repo/Localizable.xcstrings"
    git -C "$repo" add Localizable.xcstrings
    if git -C "$repo" commit -qm valid >"$work/out" 2>&1; then
        echo "ok: $name commits a valid catalog"
    else
        fail "$name: a valid catalog was refused:"; cat "$work/out"
    fi
}

# install_lines REPO: what 'git xcstrings install' prints for the framework's config (indented lines, unindented).
install_lines() {
    (cd "$1" && "$tool" install --no-driver) | sed -n 's/^    //p'
}

echo "== lefthook $(lefthook version 2>/dev/null || true)"
repo="$(new_repo lefthook)"
touch "$repo/lefthook.yml"
install_lines "$repo" > "$work/lefthook-lines"
[ -e "$repo/.git/hooks/pre-commit" ] && fail "lefthook: install wrote a hook although lefthook manages them"
cp "$work/lefthook-lines" "$repo/lefthook.yml"
(cd "$repo" && lefthook install >/dev/null)
expect_hook_runs "lefthook (lines printed by install)" "$repo"

echo "== pre-commit $(pre-commit --version), repo: local"
repo="$(new_repo pre-commit-local)"
touch "$repo/.pre-commit-config.yaml"
{ echo "repos:"; install_lines "$repo"; } > "$work/pre-commit-config"
[ -e "$repo/.git/hooks/pre-commit" ] && fail "pre-commit: install wrote a hook although pre-commit manages them"
cp "$work/pre-commit-config" "$repo/.pre-commit-config.yaml"
git -C "$repo" add .pre-commit-config.yaml
(cd "$repo" && pre-commit install >/dev/null)
expect_hook_runs "pre-commit repo: local (lines printed by install)" "$repo"

if [ "${SKIP_SWIFT_HOOK_BUILD:-0}" = 1 ]; then
    echo "== pre-commit language: swift: skipped (SKIP_SWIFT_HOOK_BUILD=1)"
else
    echo "== pre-commit language: swift (.pre-commit-hooks.yaml; builds the package in release mode)"
    hooks_repo="$work/hooks-repo"
    # A committed snapshot of this package's working tree, so uncommitted changes are tested too.
    mkdir -p "$hooks_repo"
    (cd "$root" && tar --exclude=./.build --exclude=./.git -cf - .) | (cd "$hooks_repo" && tar -xf -)
    git -C "$hooks_repo" init -q -b main
    git -C "$hooks_repo" add -A
    git -C "$hooks_repo" commit -qm snapshot --no-verify
    rev="$(git -C "$hooks_repo" rev-parse HEAD)"
    repo="$(new_repo pre-commit-swift)"
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: git-xcstrings\n' "$hooks_repo" "$rev" \
        > "$repo/.pre-commit-config.yaml"
    git -C "$repo" add .pre-commit-config.yaml
    (cd "$repo" && pre-commit install >/dev/null && pre-commit install-hooks)
    # Off PATH, so only the copy pre-commit built can answer.
    PATH="$PYTHON_TOOLS/bin:/usr/bin:/bin:$(dirname "$(command -v swift)")" expect_hook_runs "pre-commit language: swift" "$repo"
fi

if [ "$failures" -gt 0 ]; then
    echo "hook frameworks: $failures failure(s)"
    exit 1
fi
echo "hook frameworks: all passed"
