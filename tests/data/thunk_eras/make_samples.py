"""Remake the thunk sequences / schedules in this folder, one per XLA era (see SOURCE.md).

    python tests/data/thunk_eras/make_samples.py

1. A real deviceless XLA:GPU compile (jax 0.9.2, H100 target, ``kitlib.capture.jax_gpu``) of a small program
   with a ``fori_loop`` (a ``kWhile`` thunk with condition and body), a dot and reductions, dumped with
   ``--xla_dump_to``: its ``thunk_sequence.txt`` is kept as ``real_2026.thunk_sequence.txt``.
2. The same thunks (kinds, kernels, profile annotations, launch dimensions and, for the schedules, the HLO
   instructions of the real optimised module) printed as each older XLA printed them, following the printing
   code of its era (openxla/xla and tensorflow/tensorflow history):

   * ``2019.thunk_schedule``: ``ThunkSchedule::ToString`` before kinds were printed: ``Total order:``,
     ``\\t<instruction>`` per thunk, ``Dependencies:``, ``\\t<a> depends on <b>``.
   * ``2020.thunk_schedule``: ``ThunkSchedule::ToString`` with ``ThunkKindToString`` padded to the longest
     kind, ``\\t``, the instruction or ``(no HloInstruction)``; a blank line, ``Dependencies:``.
   * ``2022.thunk_schedule``: ``ThunkSequence::ToString(0, get_thunk_annotation)``: kind, ``\\t``, the
     instruction, then ``KernelThunk::ToStringExtra``: ``, kernel = NAME, launch dimensions = blocks: {..},
     threads/block: {..}``.
   * ``2024.thunk_sequence.txt``: ``SequentialThunk::ToString(0)`` without thunk ids: ``kKernel\\t, kernel =
     NAME, launch dimensions = ..., cluster_dim = nullopt``; the while loop's body in a ``kCommandBuffer``
     (``CommandBufferThunk::ToString``: a line break, its thunks at ``indent + 1``, then the blank line the
     outer sequence adds); ``WhileThunk``'s ``condition:`` / ``body:`` labels as the real 2026 file prints them.
   * ``2025.thunk_sequence.txt``: ``%03d: `` thunk ids and ``, kernel = NAME, profile_annotation = INSTR, ...``.
   * ``2026_kv.thunk_sequence.txt``: the newest ``KernelThunk::ToString``: ``kernel=NAME,
     profile_annotation=INSTR, launch dimensions=..., cluster_dim=nullopt``.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]

PROGRAM = '''
import os, sys
os.environ["JAX_PLATFORMS"] = "cpu"
os.environ["XLA_FLAGS"] = "--xla_dump_to=" + sys.argv[1]
sys.path.insert(0, sys.argv[2])
import jax, jax.numpy as jnp
from kitlib.capture import jax_gpu

def f(x, w):
    def body(i, c):
        return jnp.tanh(c @ w) + i
    y = jax.lax.fori_loop(0, 3, body, x)
    return jnp.where(y.sum() > 0, jnp.sin(y), jnp.cos(y)).sum(axis=0)

spec = (jax.ShapeDtypeStruct((64, 64), jnp.float32), jax.ShapeDtypeStruct((64, 64), jnp.float32))
jax_gpu.compile_stablehlo(jax.jit(f).lower(*spec).as_text(), "h100")
'''


def compile_real(dump: Path) -> tuple[str, str]:
    """(thunk_sequence.txt, after-optimisation HLO text) of the real compile."""
    subprocess.run([sys.executable, "-c", PROGRAM, str(dump), str(ROOT)], check=True)
    seq = next(dump.glob("*.thunk_sequence.txt")).read_text()
    hlo = next(dump.glob("*gpu_after_optimizations.txt")).read_text()
    return seq, hlo


def thunks(seq: str) -> list[dict]:
    """The real thunks: id, kind, depth, region, kernel, annotation, dims."""
    out, region = [], None
    for line in seq.splitlines():
        lab = re.match(r"^\s*(condition|body):\s*$", line)
        if lab:
            region = lab.group(1)
            continue
        m = re.match(r"^(\s*)(\d+): (k\w+)", line)
        if not m:
            continue
        depth = len(m.group(1)) // 4
        f = dict(re.findall(r"(kernel|profile_annotation) = ([\w.\-]+)", line))
        dims = re.search(r"launch dimensions = (blocks: \{[^}]*\}, threads/block: \{[^}]*\})", line)
        out.append({"id": int(m.group(2)), "kind": m.group(3), "depth": depth, "region": region if depth else None,
                    "kernel": f.get("kernel"), "annotation": f.get("profile_annotation"), "dims": dims.group(1) if dims else None})
    return out


def instruction(hlo: str, name: str) -> str:
    m = re.search(rf"^\s*(?:ROOT )?(%{re.escape(name)} = .*?)(?:, metadata=.*)?$", hlo, re.M)
    assert m, name
    return m.group(1)


def pad(kind: str, width: int) -> str:
    return kind + " " * (width - len(kind))


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        seq, hlo = compile_real(Path(tmp))
    (HERE / "real_2026.thunk_sequence.txt").write_text(seq)
    ts = thunks(seq)
    top = [t for t in ts if t["depth"] == 0]
    # the schedules name each thunk's instruction: copies and the while by their real HLO names
    names = {1: "copy.9", 2: "copy.8", 7: "while.2"}
    for t in ts:
        t["instr"] = instruction(hlo, t["annotation"] or names[t["id"]])
    width = max(len(t["kind"]) for t in top)
    deps = f"\t{top[2]['instr'].split(' ')[0][1:]} depends on {top[1]['instr'].split(' ')[0][1:]}\n"

    (HERE / "2019.thunk_schedule").write_text(
        "Total order:\n" + "".join(f"\t{t['instr']}\n" for t in top) + "Dependencies:\n" + deps)
    (HERE / "2020.thunk_schedule").write_text(
        "Total order:\n" + "".join(f"{pad(t['kind'], width)}\t{t['instr']}\n" for t in top) + "\nDependencies:\n" + deps)

    def extra(t: dict, style: str) -> str:
        if t["kind"] != "kKernel":
            return ""
        if style == "2022":
            return f", kernel = {t['kernel']}, launch dimensions = {t['dims']}"
        if style == "2024":
            return f", kernel = {t['kernel']}, launch dimensions = {t['dims']}, cluster_dim = nullopt"
        if style == "2025":
            return f", kernel = {t['kernel']}, profile_annotation = {t['annotation']}, launch dimensions = {t['dims']}, cluster_dim = nullopt"
        return f"kernel={t['kernel']}, profile_annotation={t['annotation']}, launch dimensions={t['dims']}, cluster_dim=nullopt"

    (HERE / "2022.thunk_schedule").write_text(
        "Total order:\n" + "".join(f"{pad(t['kind'], width)}\t{t['instr']}{extra(t, '2022')}\n" for t in top)
        + "\nDependencies:\n")

    def sequence(items: list[dict], indent: int, style: str, numbered: bool) -> str:
        """SequentialThunk::ToString(indent) of one level; a kWhile prints its condition and body below it."""
        w = max(len(t["kind"]) for t in items)
        out = ""
        for t in items:
            num = f"{t['id']:03d}: " if numbered else ""
            out += " " * (indent * 2) + num + pad(t["kind"], w) + "\t"
            if t["kind"] == "kWhile":
                cond = [c for c in ts if c["depth"] == 1 and c["region"] == "condition"]
                body = [c for c in ts if c["depth"] == 1 and c["region"] == "body"]
                if style == "2024":  # the body captured into a command buffer (CommandBufferThunk::ToString)
                    body = [{"id": 11, "kind": "kCommandBuffer", "cmd": body}]
                out += ("\ncondition:\n" + sequence(cond, indent + 2, style, numbered)
                        + " " * ((indent + 1) * 2) + "body:\n" + sequence(body, indent + 2, style, numbered))
            elif t["kind"] == "kCommandBuffer":
                out += "\n" + sequence(t["cmd"], indent + 2, style, numbered)
            else:
                out += extra(t, style)
            out += "\n"
        return out

    (HERE / "2024.thunk_sequence.txt").write_text(sequence(top, 0, "2024", False))
    (HERE / "2025.thunk_sequence.txt").write_text(sequence(top, 0, "2025", True))
    (HERE / "2026_kv.thunk_sequence.txt").write_text(sequence(top, 0, "2026", True))
    for p in sorted(HERE.glob("*thunk_s*")):
        print(p.name, len(p.read_text().splitlines()), "lines")


if __name__ == "__main__":
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    main()
