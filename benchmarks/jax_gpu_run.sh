#!/usr/bin/env bash
# jax-gpu on a real GPU: bert-tiny compiled with XLA:GPU split knobs N=1 and N=4 inside one process per
# repeat, timed interleaved, profiled (per-kernel GPU times from the .xplane.pb); then torch_xla's OWN graphs of
# bert-tiny (the committed capture data/bert-tiny-cpu) replayed the same way (kit replay --platform gpu, the
# hlo-replay-gpu backend: jaxlib only, no torch_xla needed on the GPU machine). NOT YET RUN ON A GPU.
#
# Two steps, because the GPU machine has JAX and PyTorch but no torch_xla (the exporter):
#   here (CPU, torch_xla):  bash benchmarks/jax_gpu_run.sh prepare          -> runs/jax-gpu-program/bert-tiny.{mlir,json,npz}
#   on the GPU machine:     bash benchmarks/jax_gpu_run.sh run "$OUT"        (carry runs/jax-gpu-program)
# The run writes "$OUT/run" (manifest, per-config dump/ with PTX and split parts, trace/ with the .xplane.pb).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"; [ -x "$PY" ] || PY=python3
PROGRAM=runs/jax-gpu-program/bert-tiny
case "${1:-}" in
  prepare)
    JAX_PLATFORMS=cpu "$PY" -c "from kitlib.capture.jax_worker import save_exported as s; print(s('$PROGRAM', 'bert-tiny', 8, 128))" ;;
  run)
    OUT="${2:?give the output folder}"
    [ -f "$PROGRAM.npz" ] || { echo "no $PROGRAM.npz: run '$0 prepare' on a machine with torch_xla first" >&2; exit 2; }
    export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" KIT_JAX_PROGRAM="$PWD/$PROGRAM"
    nvidia-smi --query-gpu=name,driver_version,memory.used --format=csv > "$OUT/gpu.csv" 2>&1 || true
    "$PY" -c "
from kitlib.capture.sweep import sweep
from kitlib.capture.spec import SweepSpec, split_count_configs
spec = SweepSpec(backend='jax-gpu', model='bert-tiny', batch_size=8, seq_len=128, steps=50, warmup=5, trace_steps=3,
                 repeats=3, timeout_s=500, configs=split_count_configs([1, 4], 'jax-gpu'))
print(sweep(spec, '$OUT/run', progress=False))"
    "$PY" -c "
import kitlib as kit
r = kit.open_run('$OUT/run')
for c in r.ok_configs:
    k = r.trace(c, 0); print(c, 'kernels', None if k is None else len(k), 'planes', None if k is None else sorted(set(k['plane'])))
print(kit.design_intervals(['$OUT/run']).to_string())"
    "$PY" -m kitlib.cli replay data/bert-tiny-cpu --platform gpu --split-counts 1,4 --repeats 3 --steps 30 --warmup 3 \
        --trace-steps 5 --timeout 500 --out "$OUT/replay" --no-progress --no-report
    "$PY" -c "
import kitlib as kit
r = kit.open_run('$OUT/replay')
print('\\n'.join(kit.design_headline(r, kit.run_pairs(r))))
print(kit.compile_comparison(r).to_string())" ;;
  *) echo "usage: $0 prepare | run OUT" >&2; exit 2 ;;
esac
