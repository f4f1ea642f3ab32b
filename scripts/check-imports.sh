#!/usr/bin/env bash
# Fails when a module imports one of our modules that the module graph does not allow.
# The graph is the "allowed imports" table in docs/architecture.md (between its allowed-imports markers): one row
# per module, its job, and the modules of ours it may import. Every `import X` in Sources/<Module>/ and
# Plugins/<Module>/ that names one of our modules must be in its row; toolchain modules (Foundation, Glibc, …) are
# not ours and always allowed. A module folder with no row fails too, so a new module is added to the table.
# Run by scripts/test.sh before the build; prints nothing but "imports: ok (N modules)" when the graph holds.
set -euo pipefail
cd "$(dirname "$0")/.."

table="docs/architecture.md"
[ -f "$table" ] || { echo "$table: error: missing; it holds the allowed-imports table" >&2; exit 2; }

# "Module allowed allowed …" per row: columns are | `Module` | job | `A`, `B` (or —) |.
rows="$(awk '
    /<!-- allowed-imports: begin -->/ { inside = 1; next }
    /<!-- allowed-imports: end -->/ { inside = 0 }
    inside && /^\| *`/ {
        n = split($0, cell, "|")
        module = cell[2]; allowed = cell[n - 1]
        gsub(/[` ]/, "", module); gsub(/[`]/, "", allowed); gsub(/,/, " ", allowed); gsub(/—/, "", allowed)
        print module " " allowed
    }' "$table")"
[ -n "$rows" ] || { echo "$table: error: no allowed-imports table between its markers" >&2; exit 2; }

ours=" $(cut -d' ' -f1 <<<"$rows" | tr '\n' ' ') "
status=0
count=0
for folder in Sources/*/ Plugins/*/; do
    [ -d "$folder" ] || continue
    module="$(basename "$folder")"
    count=$((count + 1))
    row="$(awk -v m="$module" '$1 == m' <<<"$rows")"
    if [ -z "$row" ]; then
        echo "$table: error: module '$module' has no row in the allowed-imports table; add one" >&2
        status=1
        continue
    fi
    read -r -a words <<<"$row"
    list="${words[*]:1}"
    allowed=" $list "
    while IFS=: read -r file line text; do
        imported="$(sed -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+((typealias|struct|class|enum|protocol|let|var|func)[[:space:]]+)?([A-Za-z_][A-Za-z0-9_]*).*/\4/' <<<"$text")"
        if [[ "$ours" == *" $imported "* && "$allowed" != *" $imported "* && "$imported" != "$module" ]]; then
            echo "$file:$line: error: $module may not import $imported (allowed: ${list:-none}); see $table" >&2
            status=1
        fi
    done < <(grep -rnE '^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*import[[:space:]]+[A-Za-z_]' --include='*.swift' "$folder" || true)
done
[ "$status" -eq 0 ] && echo "imports: ok ($count modules)"
exit "$status"
