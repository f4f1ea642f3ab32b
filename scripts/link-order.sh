#!/usr/bin/env bash
# Writes scripts/link-order.txt: the functions a merge-driver process runs, as the linker's section names, so the
# release link (Makefile, scripts/bench.sh) puts them next to each other at the start of the code. Every page of
# code a process touches first costs a page fault; spread over the 23 MB of the static executable's code, the
# ~1,400 functions of a merge touched 132 different 64 KB windows (docs/merge.md, "Speed and memory", session 9).
# Usage: scripts/link-order.sh EXECUTABLE   (a release git-xcstrings; needs valgrind and the corpus)
# The merges are five tune-half triples of different sizes (docs/evaluation.md: never the held-out half) and
# `--version`; a name that no longer exists is ignored by the linker, so a stale list only orders less.
set -euo pipefail
cd "$(dirname "$0")/.."
executable="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
corpus="${XCSTRINGS_CORPUS:-$(cd .. && pwd)/shared/corpus}/merges"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cases="CotEditor-d6950ba3ac4a-52 CotEditor-1500ca15a547-13 NetNewsWire-d16ae4ab7a8e-1 Loop-2502c36204d4-1 boring.notch-29e96dfd0a5d-1"
for name in $cases; do
    sides="$(awk -F'\t' -v c="$name" -v d="$corpus/blobs" \
        '$1 == c { print ($6 == "-" ? "/dev/null" : d "/" $6 ".xcstrings"), d "/" $7 ".xcstrings", d "/" $8 ".xcstrings" }' \
        "$corpus/cases.tsv")"
    [ -n "$sides" ] || { echo "link-order.sh: no case $name in $corpus/cases.tsv" >&2; exit 2; }
    read -r base ours theirs <<<"$sides"
    cp "$ours" "$work/A"
    chmod 644 "$work/A"
    # The driver exits 1 on a conflicted case; any other failure would shorten the list unnoticed.
    status=0
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.out" \
        "$executable" merge-driver "$base" "$work/A" "$theirs" 7 bench >/dev/null 2>&1 || status=$?
    [ "$status" -le 1 ] || { echo "link-order.sh: $name: the driver failed ($status)" >&2; exit 2; }
done
valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/version.out" "$executable" --version >/dev/null 2>&1
# callgrind names a function once, on its first fn= (run) or cfn= (called) line: "fn=(12) name". Kept: symbol
# names only, without callgrind's recursion suffix ('2) and without what is not a symbol (addresses, "(below main)").
cat "$work"/*.out | sed -nE 's/^c?fn=\([0-9]+\) (.+)$/\1/p' | sed -E "s/'[0-9]+$//" \
    | grep -vE '^(0x[0-9a-f]+|\(below main\))$' | sed 's/^/.text./' | LC_ALL=C sort -u > scripts/link-order.txt
echo "scripts/link-order.txt: $(wc -l < scripts/link-order.txt) functions"
