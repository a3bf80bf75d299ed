"""Peak memory and time of `kit parse` and `kit index --parse` on large HLO protos made from a real module.

The module: bert-tiny's optimised XLA:CPU module from ``data/bert-tiny-cpu`` (torch_xla 2.9.0, a real dump), copied
``k`` times into one module (each copy's computations and instructions renamed and its arrays taken as one tuple,
as a training step's loop state is, so that every get-tuple-element prints that tuple's shape as a real training
module's text does; the entry calling every copy and returning their results as a tuple) and serialised by jaxlib as an ``HloModuleProto``: ``--instructions`` (default
40,000) instructions. The second file is the same module with a constant of ``--mb`` MB (default 200) added, so
the proto is that large (a module with weights folded in as constants; jaxlib's parser makes the constant printed
``{...}`` a literal of zeros, serialised in full).

Each command runs as a child of this script; its process tree's resident memory (the sum of ``VmRSS`` over it,
sampled every 20 ms) gives the peak; the time is wall time. The kit's bound (``KIT_PARSE_MEMORY_MB``, default 2048)
holds the parse to it: the row says ``bound`` when the file was refused with the one-line reason.

Run: ``flock /tmp/kit-heavy.lock .venv/bin/python benchmarks/parse_memory_bound.py --out /tmp/pmb``
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
#: a command still running after this long is killed (its row says exit -9)
TIMEOUT_S = 420
SOURCE = REPO / "data" / "bert-tiny-cpu" / "split-8" / "dump" / "module_0002.SyncTensorsGraph.550.cpu_after_optimizations.txt"


def _computations(text: str) -> tuple[list[str], str, str]:
    """(non-entry computation blocks, the entry block, the module's header line) of an HLO text."""
    lines = text.splitlines()
    header, blocks, cur = lines[0], [], []
    for line in lines[1:]:
        if not line.strip() and not cur:
            continue
        cur.append(line)
        if line == "}":
            blocks.append("\n".join(cur))
            cur = []
    entry = next(b for b in blocks if b.startswith("ENTRY"))
    return [b for b in blocks if b is not entry], entry, header


def replicate(text: str, instructions: int, constant_mb: int = 0, tupled: bool = True) -> str:
    """``text``'s module copied until it has about ``instructions`` instructions (see the module docstring)."""
    others, entry, header = _computations(text)
    per_copy = sum(1 for b in [*others, entry] for line in b.splitlines() if " = " in line)
    k = max(1, -(-instructions // per_copy))
    sig = re.match(r"ENTRY %(\S+) \((.*)\) -> (.*) \{", entry.splitlines()[0])
    assert sig is not None
    params = re.findall(r"(\w[\w.\-]*): ((?:\w+\[[^\]]*\](?:\{[^}]*\})?|\([^)]*\)))", sig.group(2))
    out = [re.sub(r"entry_computation_layout=\{.*\}", "", header).rstrip(", ")]
    results = []
    for c in range(k):
        def ren(m: re.Match, c: int = c) -> str:
            return f"%{m.group(1)}_c{c}"

        for b in others:
            out.append(re.sub(r"%([\w.\-]+)", ren, b))
        body = re.sub(r"%([\w.\-]+)", ren, entry).replace("ENTRY ", "", 1)
        if tupled:  # a training step's shape: the copy takes its arrays as one tuple, each read by get-tuple-element
            tup = f"({', '.join(sh for _, sh in params)})"
            first, *rest = body.splitlines()
            first = re.sub(r"\((.*)\) ->", f"(state_c{c}: {tup}) ->", first, count=1)
            rest = [re.sub(r"= (\S+) parameter\((\d+)\)", lambda m, c=c: f"= {m.group(1)} get-tuple-element(%state_c{c}), "
                           f"index={m.group(2)}", ln) for ln in rest]
            rest.insert(0, f"  %state_c{c} = {tup} parameter(0)")
            body = "\n".join([first, *rest])
        out.append(body)
        results.append((f"%r{c}", sig.group(3), f"%{sig.group(1)}_c{c}"))
    lines = [f"ENTRY %main ({sig.group(2)}) -> ({', '.join(r[1] for r in results)}) {{"]
    for name, shape in params:
        lines.append(f"  %{name} = {shape} parameter({len([ln for ln in lines if 'parameter(' in ln])})")
    args = ", ".join(f"%{n}" for n, _ in params)
    if tupled:
        lines.append(f"  %state = ({', '.join(sh for _, sh in params)}) tuple({args})")
        args = "%state"
    for r, shape, comp in results:
        lines.append(f"  {r} = {shape} call({args}), to_apply={comp}")
    tail = ", ".join(r for r, _, _ in results)
    if constant_mb:
        n = constant_mb * 2**20 // 4
        lines.append(f"  %big = f32[{n}]{{0}} constant({{...}})")
        lines[0] = lines[0].replace(") {", f", f32[{n}]) {{")
        tail += ", %big"
    lines.append(f"  ROOT %t = ({', '.join(r[1] for r in results)}{', f32[' + str(constant_mb * 2**20 // 4) + ']' if constant_mb else ''}) tuple({tail})")
    lines.append("}")
    out.append("\n".join(lines))
    return "\n\n".join(out) + "\n"


def to_proto(text: str) -> bytes:
    """jaxlib's own parser and serialiser (a constant printed ``{...}`` becomes a literal of zeros of its shape)."""
    from jax._src.lib import xla_client

    return xla_client._xla.hlo_module_from_text(text).as_serialized_hlo_module_proto()


def tree_rss(pid: int) -> int:
    """Resident bytes of ``pid`` and its descendants."""
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        try:
            for line in open(f"/proc/{p}/status"):
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1]) * 1024
            for t in os.listdir(f"/proc/{p}/task"):
                todo += [int(c) for c in open(f"/proc/{p}/task/{t}/children").read().split()]
        except OSError:
            continue
    return total


def measure(cmd: list[str], env: dict) -> tuple[float, int, int, str]:
    """(wall s, peak tree RSS bytes, exit code, last stderr line) of one command."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, text=True, cwd="/")
    peak = 0
    while p.poll() is None:
        peak = max(peak, tree_rss(p.pid))
        time.sleep(0.02)
        if time.perf_counter() - t0 > TIMEOUT_S:
            p.kill()
    err = p.stderr.read() if p.stderr else ""
    return time.perf_counter() - t0, peak, p.returncode, (err.strip().splitlines() or [""])[-1][:160]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--instructions", type=int, default=40_000)
    ap.add_argument("--mb", type=int, default=200)
    ap.add_argument("--text-mb", type=int, default=60, help="MB of HLO text in the .xz file")
    ap.add_argument("--as-limit-mb", type=int, default=6_000, help="prlimit --as of each command (machine safety)")
    ap.add_argument("--kitlib", type=Path, default=REPO, help="the folder holding the kitlib to measure (another build's)")
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    text = SOURCE.read_text()
    files = {}
    for label, mb in (("40k", 0), ("200mb", a.mb)):
        folder = a.out / label
        folder.mkdir(exist_ok=True)
        f = folder / f"module_0000.big_{label}.hlo_module.pb"
        if not f.exists():
            f.write_bytes(to_proto(replicate(text, a.instructions, mb)))
        shutil.copy(SOURCE, folder / SOURCE.name)  # a real small file beside it: the rest of the folder
        files[label] = f
    folder = a.out / "text"
    folder.mkdir(exist_ok=True)
    f = folder / "module_0000.big_text.cpu_after_optimizations.txt.xz"
    if not f.exists():  # issue 35's case: a small .xz of much HLO text (the real module, copied)
        import lzma

        f.write_bytes(lzma.compress(replicate(text, a.text_mb * 2**20 // 90, tupled=False).encode(), preset=6))
    shutil.copy(SOURCE, folder / SOURCE.name)
    files["text"] = f
    env = dict(os.environ, PYTHONPATH=str(a.kitlib.resolve()))
    load = os.getloadavg()
    print(f"machine load {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}, {os.cpu_count()} CPUs; KIT_PARSE_MEMORY_MB="
          f"{os.environ.get('KIT_PARSE_MEMORY_MB', '(default)')}")
    print("| file | size MB | instructions | command | wall s | peak RSS MB | exit | last line |")
    print("|---|---|---|---|---|---|---|---|")
    kit = [sys.executable, "-m", "kitlib.cli"]
    pre = ["prlimit", f"--as={a.as_limit_mb * 2**20}"]
    for label, f in files.items():
        n = a.instructions
        for what, cmd in (("kit parse", [*pre, *kit, "parse", str(f)]),
                          ("kit index --parse", [*pre, *kit, "index", str(f.parent), "--parse"])):
            with tempfile.TemporaryDirectory() as cache:  # a fresh parse cache: every command parses
                wall, peak, rc, last = measure(cmd, dict(env, KIT_PARSE_CACHE=cache))
            print(f"| {f.name} | {f.stat().st_size / 1e6:.1f} | {'~' + format(n, ',') if label != 'text' else str(a.text_mb) + ' MB text'} | {what} | {wall:.1f} | {peak / 2**20:.0f} | {rc} | "
                  f"{last.replace('|', '/')} |", flush=True)


if __name__ == "__main__":
    main()
