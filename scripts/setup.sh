#!/usr/bin/env bash
# Install whatever is still missing, idempotently; a second run takes seconds.
#
# 1. Debian tools: LLVM 19 (llvm-split/opt/llc/llvm-link), binutils (objdump),
#    Chromium (HTML report checks). Installed with apt-get when missing and root.
# 2. The heavy Python environment (torch, torch_xla, jax, ray, jupyter, ...), shared by
#    every clone on this machine: $KIT_ENV_ROOT/env-<hash of the pins in
#    pyproject.toml>. A new pin makes a new environment; an interrupted install
#    is redone (the environment counts only once its .complete stamp exists).
# 3. This clone's own small .venv: sees the shared environment through a .pth
#    file and holds kitlib installed in editable mode (the `kit` command).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
say() { echo "setup: $*" >&2; }

# --- 1. Debian tools ---------------------------------------------------------
missing=()
command -v llvm-split-19 >/dev/null || missing+=(llvm-19)
command -v objdump >/dev/null || missing+=(binutils)
command -v chromium >/dev/null || missing+=(chromium)
if ((${#missing[@]})); then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        say "installing Debian packages: ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        say "missing Debian packages ${missing[*]}: run 'sudo apt-get install -y ${missing[*]}' (the tests that need them are skipped)"
    fi
fi

# --- 2. shared heavy environment ----------------------------------------------
PY="${KIT_PYTHON:-}"
if [ -z "$PY" ]; then
    for c in python3.11 python3; do
        if command -v "$c" >/dev/null && "$c" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' 2>/dev/null; then PY="$(command -v "$c")"; break; fi
    done
fi
[ -n "$PY" ] || { say "Python 3.11 is required (set KIT_PYTHON)"; exit 1; }
PINS="$("$PY" scripts/pins.py)"
KEY="$(printf '%s\n%s\n' "$("$PY" -c 'import sys; print(sys.version.split()[0])')" "$PINS" | sha256sum | cut -c1-12)"
ENV_ROOT="${KIT_ENV_ROOT:-$HOME/.cache/kitlib}"
ENV="$ENV_ROOT/env-$KEY"
# one builder at a time: a second clone's setup waits here instead of deleting a
# half-built environment under the first one's feet
mkdir -p "$ENV_ROOT"
exec 9>"$ENV_ROOT/.lock-$KEY"
flock 9
if [ ! -f "$ENV/.complete" ]; then
    say "creating the shared environment $ENV (torch, torch_xla, jax: about 9 GB, a few minutes)"
    rm -rf "$ENV"
    mkdir -p "$ENV_ROOT"
    "$PY" -m venv "$ENV"
    "$ENV/bin/python" -m pip install -q --upgrade "pip>=24" "setuptools>=70" wheel
    # shellcheck disable=SC2086
    "$ENV/bin/python" -m pip install -q $PINS
    printf '%s\n' "$PINS" > "$ENV/.complete"
fi
flock -u 9

# --- 3. this clone's .venv ------------------------------------------------------
SITE="$("$ENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
if [ ! -x .venv/bin/python ] || [ "$(cat .venv/.kit-env 2>/dev/null)" != "$ENV" ]; then
    say "creating .venv on top of $ENV"
    rm -rf .venv
    "$PY" -m venv .venv
    echo "$ENV" > .venv/.kit-env
fi
VSITE="$(.venv/bin/python -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
echo "$SITE" > "$VSITE/_kit_shared_env.pth"
# Jupyter finds kernels, nbconvert templates and JupyterLab's assets under sys.prefix
for d in share/jupyter etc/jupyter; do
    mkdir -p ".venv/$(dirname "$d")"
    [ -L ".venv/$d" ] || { rm -rf ".venv/$d"; ln -s "$ENV/$d" ".venv/$d"; }
done
if ! .venv/bin/python -c 'import kitlib, sys; sys.exit(not kitlib.__file__.startswith(sys.argv[1]))' "$ROOT" 2>/dev/null \
   || [ ! -x .venv/bin/kit ]; then
    .venv/bin/python -m pip install -q --no-deps --no-build-isolation -e . >/dev/null
fi
say "ready: $ROOT/.venv (shared environment $ENV)"
