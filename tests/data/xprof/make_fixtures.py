"""Remake the XProf tool outputs in this folder with xprof's own converters (see SOURCE.md).

Run from the repository root with the kit's Python (jax 0.9.2, xprof 2.24.2):

    python tests/data/xprof/make_fixtures.py [GPU_DUMP_FOLDER]

1. ``cpu.memory_viewer.json``: a JAX XLA:CPU profile made here (a two-layer MLP, three steps under
   ``jax.profiler.trace``), converted by xprof's ``memory_viewer`` for the program ``jit_mlp``.
2. ``gpu.hlo_stats.json``, ``gpu.op_profile.json``, ``gpu.kernel_stats.json``,
   ``gpu.roofline_model.json.gz``, ``gpu.memory_viewer.json``: an XSpace shaped as XLA:GPU's CUPTI tracer writes it (no GPU here),
   built from a real deviceless XLA:GPU compile of bert-tiny (``GPU_DUMP_FOLDER``: its
   ``--xla_dump_to`` folder with ``--xla_dump_hlo_as_proto``; made by compiling
   ``data/bert-tiny-gpu/split-1/program.stablehlo.mlir`` for the H100 target, see SOURCE.md): the
   ``/host:metadata`` plane holds the optimised module's HloProto (with its buffer assignment) under
   program id 1, the ``/device:GPU:0`` plane one kernel event per ``kKernel`` thunk of its thunk
   sequence, three steps, with the stats XLA:GPU's tracer records (``hlo_op``, ``hlo_module``,
   ``program_id``, ``correlation_id``, ``kernel_details``, ``group_id``) and the H100's device
   capabilities. Kernel durations are made up: 2 us plus 1 ns per 16 threads launched.
"""
from __future__ import annotations

import gzip
import os
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))


def convert(xplane: Path, tool: str, params: dict | None = None) -> bytes:
    from xprof.convert import raw_to_tool_data

    data, _ = raw_to_tool_data.xspace_to_tool_data([str(xplane)], tool, params or {})
    if not data:
        raise SystemExit(f"xprof gave nothing for {tool} {params}")
    return data if isinstance(data, bytes) else data.encode()


def session(xplane_bytes: bytes, tmp: Path) -> Path:
    """A profile session folder holding one xplane; xprof writes the programs' HLO protos beside it."""
    from xprof.convert import raw_to_tool_data

    path = tmp / "host.xplane.pb"
    path.write_bytes(xplane_bytes)
    raw_to_tool_data.xspace_to_tool_names([str(path)])
    return path


def cpu_profile(tmp: Path) -> bytes:
    os.environ["JAX_PLATFORMS"] = "cpu"
    os.environ["XLA_FLAGS"] = "--xla_cpu_enable_xprof_traceme=true"
    import jax
    import jax.numpy as jnp

    def mlp(x, w1, w2):
        return jnp.sum(jax.nn.relu(x @ w1) @ w2, axis=0)

    f = jax.jit(mlp)
    x, w1, w2 = jnp.ones((256, 512)), jnp.ones((512, 1024)), jnp.ones((1024, 256))
    f(x, w1, w2).block_until_ready()
    with jax.profiler.trace(str(tmp / "trace")):
        for i in range(3):
            with jax.profiler.StepTraceAnnotation("step", step_num=i):
                f(x, w1, w2).block_until_ready()
    return next((tmp / "trace").rglob("*.xplane.pb")).read_bytes()


def gpu_space(dump: Path) -> bytes:
    from kitlib.dumps.thunk_sequence import read_thunk_sequence
    from kitlib.timings.xplane import _xspace_class

    proto = next(dump.glob("*gpu_after_optimizations.hlo.pb"))
    module = proto.name.split(".sm_")[0].split(".", 1)[1]  # module_0001.IrToHlo.541.sm_9.0a_... -> IrToHlo.541
    thunks = read_thunk_sequence(next(dump.glob("*.thunk_sequence.txt")))
    kernels = thunks[thunks["thunk_kind"] == "kKernel"]
    space = _xspace_class()()

    def stats(plane, names):
        for i, s in enumerate(names, 1):
            plane.stat_metadata[i].CopyFrom(plane.stat_metadata[i].__class__(id=i, name=s))
        return {s: i for i, s in enumerate(names, 1)}

    meta = space.planes.add(id=0, name="/host:metadata")
    ms = stats(meta, ["Hlo Proto", "program_id"])
    em = meta.event_metadata[1]
    em.CopyFrom(em.__class__(id=1, name=f"{module}(1)", display_name=f"{module}(1)"))
    em.stats.add(metadata_id=ms["Hlo Proto"], bytes_value=proto.read_bytes())
    em.stats.add(metadata_id=ms["program_id"], uint64_value=1)

    gpu = space.planes.add(id=1, name="/device:GPU:0")
    gs = stats(gpu, ["hlo_op", "hlo_module", "program_id", "correlation_id", "kernel_details", "group_id",
                     "clock_rate", "core_count", "memory_bandwidth", "memory_size", "compute_cap_major",
                     "compute_cap_minor", "device_vendor"])
    for name, value in (("clock_rate", 1_755_000), ("core_count", 132), ("memory_bandwidth", 3_352_320_000_000),
                        ("memory_size", 85_003_107_328), ("compute_cap_major", 9), ("compute_cap_minor", 0)):
        gpu.stats.add(metadata_id=gs[name], uint64_value=value)
    gpu.stats.add(metadata_id=gs["device_vendor"], str_value="Nvidia")
    stream = gpu.lines.add(id=13, display_id=13, name="Stream #13(Compute)", timestamp_ns=1_000_000)
    ids: dict[str, int] = {}
    offset, correlation = 0, 100
    for step in range(3):
        for k in kernels.itertuples():
            mid = ids.setdefault(k.kernel, len(ids) + 1)
            if mid not in gpu.event_metadata:
                gpu.event_metadata[mid].CopyFrom(gpu.event_metadata[mid].__class__(id=mid, name=k.kernel))
            threads = int(k.block_count) * int(k.threads_per_block)
            duration = 2_000_000 + threads * 1000 // 16  # ps
            ev = stream.events.add(metadata_id=mid, offset_ps=offset, duration_ps=duration)
            correlation += 1
            ev.stats.add(metadata_id=gs["hlo_op"], str_value=k.profile_annotation)
            ev.stats.add(metadata_id=gs["hlo_module"], str_value=module)
            ev.stats.add(metadata_id=gs["program_id"], uint64_value=1)
            ev.stats.add(metadata_id=gs["correlation_id"], uint64_value=correlation)
            ev.stats.add(metadata_id=gs["group_id"], int64_value=step)
            ev.stats.add(metadata_id=gs["kernel_details"], str_value=(
                f"regs:32 static_shared:0 dynamic_shared:0 grid:{int(k.block_count)},1,1 "
                f"block:{int(k.threads_per_block)},1,1 occ_pct:50"))
            offset += duration + 1_000_000
    space.hostnames.append("fixture-host")
    return space.SerializeToString()


def main() -> None:
    with tempfile.TemporaryDirectory() as t:
        tmp = Path(t)
        (tmp / "cpu").mkdir()
        cpu = session(cpu_profile(tmp), tmp / "cpu")
        program = next(p.name[: -len(".hlo_proto.pb")] for p in cpu.parent.glob("jit_mlp*.hlo_proto.pb"))
        (HERE / "cpu.memory_viewer.json").write_bytes(convert(cpu, "memory_viewer", {"module_name": program}))
        if len(sys.argv) > 1:
            (tmp / "gpu").mkdir()
            gpu = session(gpu_space(Path(sys.argv[1])), tmp / "gpu")
            for tool in ("hlo_stats", "op_profile", "kernel_stats"):
                (HERE / f"gpu.{tool}.json").write_bytes(convert(gpu, tool))
            (HERE / "gpu.roofline_model.json.gz").write_bytes(gzip.compress(convert(gpu, "roofline_model"), mtime=0))
            program = next(p.name[: -len(".hlo_proto.pb")] for p in gpu.parent.glob("*.hlo_proto.pb"))
            (HERE / "gpu.memory_viewer.json").write_bytes(convert(gpu, "memory_viewer", {"module_name": program}))
    for p in sorted(HERE.glob("*.json*")):
        print(p.name, p.stat().st_size, "bytes")


if __name__ == "__main__":
    main()
