#!/usr/bin/env bash
# Regenerate data/: the small real captures the notebooks open by default and the tests use.
# Usage: bash scripts/make_data.sh   (or: make data). Each capture's SOURCE.md names its command.
set -euo pipefail
cd "$(dirname "$0")/.."
KIT=.venv/bin/kit
PY=.venv/bin/python

capture() {  # capture NAME SWEEP-ARGS...: fresh sweep into data/NAME, trimmed, with SOURCE.md
    local name=$1; shift
    rm -rf "data/$name"
    "$KIT" sweep "$@" --no-progress --no-report --out "data/$name"
    "$PY" -m kitlib.capture.trim "data/$name"
    {
        echo "# data/$name"
        echo
        echo "A real capture made on $(date -u +%Y-%m-%d) by"
        echo
        echo '```bash'
        echo "kit sweep $* --no-progress --no-report --out data/$name"
        echo "python -m kitlib.capture.trim data/$name"
        echo '```'
        echo
        echo "(run through scripts/make_data.sh, which \`make data\` calls). The trim step deletes the dump"
        echo "files no notebook reads (the kinds in kitlib.capture.trim.TRIM_KINDS: MLIR) and lists"
        echo "them in trimmed.txt. Versions and machine: manifest.json."
    } > "data/$name/SOURCE.md"
}

capture bert-tiny-cpu --model bert-tiny --split-counts 1,8 --steps 5 --warmup 1 --trace-steps 2
capture bert-tiny-gpu --backend xla-gpu-deviceless --gpu-target h100 --model bert-tiny --split-counts 1,4
du -sh data/*
