"""Remake torch_xla's own debug outputs in this folder (see SOURCE.md).

Run from the repository root with the kit's Python (torch 2.9.0, torch_xla 2.9.0):

    python tests/data/torch_xla_debug/make_fixtures.py

A tiny program that recompiles (the input's batch size changes from 4 to 6,
then 4 again) runs in fresh processes on PJRT CPU:

- three times with ``XLA_SAVE_TENSORS_FILE`` and ``XLA_SAVE_TENSORS_FMT`` =
  text, hlo and dot (``XLA_IR_DEBUG=1`` for Python frames): ``save_tensors.<fmt>.0``
  (torch_xla appends the process ordinal to the name);
- once with ``PT_XLA_DEBUG_LEVEL=2``: its stderr is ``pt_xla_debug.txt``.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

PROGRAM = '''
import torch
import torch_xla

dev = torch_xla.device()
w = torch.ones(8, 8, device=dev)


def step(batch):
    x = torch.ones(batch, 8, device=dev)
    y = torch.relu(x @ w).sum()
    torch_xla.sync()
    return y.cpu()


for batch in (4, 6, 4):
    step(batch)
'''


def run(env: dict[str, str]) -> subprocess.CompletedProcess:
    full = {**os.environ, "PJRT_DEVICE": "CPU", **env}
    return subprocess.run([sys.executable, "-c", PROGRAM], env=full, capture_output=True, text=True, timeout=300, check=True)


def main() -> None:
    for fmt in ("text", "hlo", "dot"):
        base = HERE / f"save_tensors.{fmt}"
        out = base.with_name(base.name + ".0")  # torch_xla appends the process ordinal
        out.unlink(missing_ok=True)
        run({"XLA_SAVE_TENSORS_FILE": str(base), "XLA_SAVE_TENSORS_FMT": fmt, "XLA_IR_DEBUG": "1"})
        print(out.name, out.stat().st_size)
    proc = run({"PT_XLA_DEBUG_LEVEL": "2"})
    (HERE / "pt_xla_debug.txt").write_text(proc.stderr + proc.stdout)
    print("pt_xla_debug.txt", len(proc.stderr + proc.stdout))


if __name__ == "__main__":
    main()
