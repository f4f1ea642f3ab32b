#!/usr/bin/env bash
# Prints the project's performance figures from a release build, linked the way `make install` links it.
# Usage: scripts/bench.sh [area…]
#   Areas: catalog, merge, migrate, lint, check, exchange, hook, review (each prints its figures and targets).
set -euo pipefail
cd "$(dirname "$0")/.."
export XCSTRINGS_CORPUS="${XCSTRINGS_CORPUS:-$(cd .. && pwd)/shared/corpus}"
# On Linux the executable is linked fully statically (runtime, Foundation, libc): process start-up drops from
# 2.8 ms to 1.2 ms, and start-up dominates a merge driver that git starts once per conflicted file.
# It is compiled with direct type metadata accessors: instantiating a generic type from its mangled name makes
# the runtime scan the whole conformance table of the static binary, once per new type (the Makefile says why).
# (macOS ships the runtime in the OS; nothing to link.)
flags=()
[ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib -Xswiftc -static-executable
  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
# The code a merge runs is laid out together, as `make install` does (the Makefile says why; scripts/link-order.sh
# writes the list): each function in its own section, placed by gold in the list's order.
if [ "$(uname -s)" = Linux ] && command -v ld.gold >/dev/null; then
  flags+=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=gold
    -Xlinker "--section-ordering-file=$PWD/scripts/link-order.txt")
fi
swift build -c release "${flags[@]}" --product git-xcstrings >/dev/null
swift build -c release "${flags[@]}" --product xcstrings-bench >/dev/null
built="$(swift build -c release "${flags[@]}" --show-bin-path)"
# The executables run from a copy, as `make install` installs them (install(1) copies the file). The linker's own
# output file starts slower on Linux, though the bytes are the same and both are in the page cache: on the merge
# set, the same build gave a whole-set ratio of 0.95-1.00 run from .build and 0.82-0.83 run from a copy (docs/merge.md,
# "Speed and memory", session 8 second round), so the figures would be of a file no user runs.
installed="$(mktemp -d)"
trap 'rm -rf "$installed"' EXIT
install -m 755 "$built/xcstrings-bench" "$built/git-xcstrings" "$installed/"
# One process per area: a child's peak memory (wait4) counts its parent's pages until exec on Linux, so the
# merge area's memory figure is only right in a process that has not grown on the other areas' work.
bench="$installed/xcstrings-bench"
tool="$installed/git-xcstrings"

# The review area times whole processes of the built tool (start-up included), as a user or git runs them:
# wall time (best of 5) and CPU time (user + system of that run), since other work on the machine inflates wall time.
best_of_5() {
  local best_wall=999999999 best_cpu=0 i start end wall cpu times
  times="$(mktemp)"
  for i in 1 2 3 4 5; do
    start=$(date +%s%N)
    /usr/bin/time -f "%U %S" -o "$times" "$@" >/dev/null 2>&1 || true
    end=$(date +%s%N)
    cpu=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$times")
    wall=$(( (end - start) / 1000 ))
    if [ "$wall" -lt "$best_wall" ]; then best_wall=$wall; best_cpu=$cpu; fi
  done
  rm -f "$times"
  awk -v w="$best_wall" -v c="$best_cpu" 'BEGIN { printf "%.1f ms wall, %d ms CPU", w / 1000, c }'
}

mb_per_s() { awk -v b="$1" -v us="$2" 'BEGIN { printf "%.1f", b / us }'; }

# pre-commit on the 16 corpus catalogs staged (each committed, then one value changed: every catalog is checked in
# HEAD and in the index), in a throwaway repository. Target: under 1 s.
hook_bench() {
  local corpus="$XCSTRINGS_CORPUS/catalogs" repo
  [ -d "$corpus" ] || { echo "hook: corpus not found"; return; }
  repo="$(mktemp -d)"
  (
    cd "$repo"
    export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null GIT_AUTHOR_NAME=b GIT_AUTHOR_EMAIL=b@b GIT_COMMITTER_NAME=b GIT_COMMITTER_EMAIL=b@b
    git init -q .
    cp "$corpus"/*.xcstrings .
    git add . && git commit -qm corpus --no-verify
    for file in *.xcstrings; do perl -0pi -e 's/"value" ?: "/"value" : "~/' "$file"; done
    git add .
    echo "hook: $(ls *.xcstrings | wc -l) catalogs, $(cat *.xcstrings | wc -c) bytes staged, each changed in one value"
    echo "hook: pre-commit $(best_of_5 "$tool" pre-commit)  (target < 1000 ms); exit $("$tool" pre-commit >/dev/null 2>&1; echo $?)"
    "$tool" pre-commit 2>&1 >/dev/null | grep -c "already there" | sed 's/^/hook: catalogs with problems already there: /'
  )
  rm -rf "$repo"
}

# textconv, diff, check and format --check on the largest corpus catalog, one process each, start-up included.
# Targets (issue 13): textconv < 50 ms, diff of two versions < 100 ms, check and format --check >= 50 MB/s.
review_bench() {
  local corpus="$XCSTRINGS_CORPUS/catalogs" largest bytes repo wall
  [ -d "$corpus" ] || { echo "review: corpus not found"; return; }
  largest="$(ls -S "$corpus"/*.xcstrings | head -1)"
  bytes=$(wc -c < "$largest")
  echo "review: largest corpus catalog $(basename "$largest"), $bytes bytes"
  wall=$(best_of_5 "$tool" textconv "$largest")
  echo "review: textconv $wall, $(mb_per_s "$bytes" "$(echo "$wall" | awk '{ print $1 * 1000 }')") MB/s by wall time  (targets < 50 ms, >= 100 MB/s)"
  for command in check "format --check"; do
    # shellcheck disable=SC2086
    wall=$(best_of_5 "$tool" $command "$largest")
    echo "review: $command $wall, $(mb_per_s "$bytes" "$(echo "$wall" | awk '{ print $1 * 1000 }')") MB/s by wall time  (target >= 50 MB/s)"
  done
  repo="$(mktemp -d)"
  (
    cd "$repo"
    export GIT_CONFIG_NOSYSTEM=1 GIT_CONFIG_GLOBAL=/dev/null GIT_AUTHOR_NAME=b GIT_AUTHOR_EMAIL=b@b GIT_COMMITTER_NAME=b GIT_COMMITTER_EMAIL=b@b
    git init -q . && cp "$largest" L.xcstrings && git add . && git commit -qm one
    perl -0pi -e 's/"state" ?: "translated"/"state" : "needs_review"/; s/"value" ?: "/"value" : "~/' L.xcstrings
    git commit -qam two
    echo "review: diff HEAD~1..HEAD $(best_of_5 "$tool" diff HEAD~1..HEAD)  (target < 100 ms)"
    echo '*.xcstrings diff=xcstrings' > .git/info/attributes
    echo "review: git diff HEAD~1 HEAD through textconv (two listings) $(best_of_5 git -c "diff.xcstrings.textconv=$tool textconv" diff HEAD~1 HEAD)"
  )
  rm -rf "$repo"
}

areas=("$@")
[ ${#areas[@]} -gt 0 ] || areas=(catalog merge migrate lint check exchange hook review)
for area in "${areas[@]}"; do
  # Other work on the machine inflates wall time: say how busy it was.
  echo "($area: $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(uptime | sed 's/.*load averages*: //'))"
  case "$area" in
    hook) echo "== hook"; hook_bench ;;
    review) echo "== review"; review_bench ;;
    *) "$bench" "$area" ;;
  esac
done
