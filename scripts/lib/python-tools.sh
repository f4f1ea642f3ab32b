# Sourced by scripts/test.sh, scripts/check-generated.sh and scripts/test-hook-frameworks.sh: the Python tools some
# tests need come from PyPI into ONE virtual environment under .build/ — never the user's own Python:
#   babel (pinned in scripts/generate-plural-rules): regenerates the CLDR plural table to check it for drift;
#   pre-commit and lefthook: the hook frameworks whose repositories must run our hook.
# Once installed, they are reused offline. XCSTRINGS_PYTHON_TOOLS=DIR puts the environment elsewhere (tests do).

# python_tools_prepare ROOT: makes the environment ready. On success sets PYTHON_TOOLS (its folder; its bin/ holds
# python, pre-commit and lefthook) and returns 0; otherwise sets PYTHON_TOOLS_PROBLEM (one line: why) and returns 1.
python_tools_prepare() {
    local root="$1"
    PYTHON_TOOLS="${XCSTRINGS_PYTHON_TOOLS:-$root/.build/python-tools}"
    PYTHON_TOOLS_PROBLEM=""
    local babel
    babel="$(sed -n 's/^PINNED_BABEL = "\(.*\)"$/\1/p' "$root/scripts/generate-plural-rules")"
    local wanted="babel==$babel pre-commit lefthook"
    if [ -x "$PYTHON_TOOLS/bin/python" ] && [ "$(cat "$PYTHON_TOOLS/installed" 2>/dev/null)" = "$wanted" ]; then
        return 0
    fi
    if ! command -v python3 >/dev/null 2>&1; then
        PYTHON_TOOLS_PROBLEM="python3 is not installed"
        return 1
    fi
    local log
    log="$(mktemp)"
    if [ ! -x "$PYTHON_TOOLS/bin/pip" ]; then
        rm -rf "$PYTHON_TOOLS"
        if ! python3 -m venv "$PYTHON_TOOLS" >"$log" 2>&1 || [ ! -x "$PYTHON_TOOLS/bin/pip" ]; then
            rm -rf "$PYTHON_TOOLS" "$log"
            PYTHON_TOOLS_PROBLEM="python3 cannot create a virtual environment (install python3-venv)"
            return 1
        fi
    fi
    # shellcheck disable=SC2086 # $wanted is a list of requirements
    if ! "$PYTHON_TOOLS/bin/pip" install --quiet --disable-pip-version-check --retries 1 --timeout 20 $wanted >"$log" 2>&1; then
        PYTHON_TOOLS_PROBLEM="PyPI is out of reach: $(grep -E '^ERROR' "$log" | tail -n 1 | cut -c1-160)"
        [ "$PYTHON_TOOLS_PROBLEM" != "PyPI is out of reach: " ] || PYTHON_TOOLS_PROBLEM="pip could not install $wanted"
        rm -f "$log"
        return 1
    fi
    rm -f "$log"
    echo "$wanted" > "$PYTHON_TOOLS/installed"
}

# python_tools_require ROOT WHAT: prepares the environment, or prints ONE line saying WHAT was skipped and why and
# returns 1. With CI=true the line is an error: CI reaches PyPI, so a skip there is a failure (the caller exits 1).
python_tools_require() {
    local root="$1" what="$2"
    python_tools_prepare "$root" && return 0
    if [ "${CI:-}" = true ]; then
        echo "error: $what did not run in CI: $PYTHON_TOOLS_PROBLEM" >&2
    else
        echo "skipped: $what (needs PyPI once): $PYTHON_TOOLS_PROBLEM"
    fi
    return 1
}
