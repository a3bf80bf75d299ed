"""Write ``gpu_exact_format.xplane.pb``: an XSpace shaped as XLA:GPU's CUPTI tracer writes it (see SOURCE.md).

No GPU here, so this builds the protobuf with the kit's XSpace schema
(``kitlib.timings.xplane``): a ``/host:CPU`` plane with the launch thread and a
``/device:GPU:0`` plane with one stream line whose kernel events carry the
stats XLA:GPU profiles carry (``hlo_op``, ``hlo_module``, ``correlation_id``,
``kernel_details``), named after real XLA:GPU kernels of
``tests/data/gpu/bert_tiny_n4``. Run from the repository root:

    python tests/data/xplane/make_gpu_exact_format.py
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

KERNELS = [  # (kernel, hlo_op, offset_ps, duration_ps)
    ("loop_multiply_fusion_2", "loop_multiply_fusion.2", 1_000_000, 4_512_000),
    ("gemm_fusion_dot_1", "gemm_fusion_dot.1", 6_000_000, 11_264_000),
    ("input_reduce_fusion", "input_reduce_fusion", 18_000_000, 3_072_000),
]


def main() -> None:
    from kitlib.timings.xplane import _xspace_class

    space = _xspace_class()()
    host = space.planes.add(id=1, name="/host:CPU")
    host.event_metadata[1].CopyFrom(host.event_metadata[1].__class__(id=1, name="ThunkExecutor::Execute"))
    line = host.lines.add(id=100, display_id=100, name="python", timestamp_ns=1_000_000)
    line.events.add(metadata_id=1, offset_ps=0, duration_ps=25_000_000)
    gpu = space.planes.add(id=2, name="/device:GPU:0")
    stats = ["hlo_op", "hlo_module", "correlation_id", "kernel_details"]
    for i, s in enumerate(stats, 1):
        gpu.stat_metadata[i].CopyFrom(gpu.stat_metadata[i].__class__(id=i, name=s))
    stream = gpu.lines.add(id=7, display_id=7, name="Stream #7(Compute)", timestamp_ns=1_000_000)
    for k, (kernel, op, offset, dur) in enumerate(KERNELS, 1):
        gpu.event_metadata[k].CopyFrom(gpu.event_metadata[k].__class__(id=k, name=kernel))
        ev = stream.events.add(metadata_id=k, offset_ps=offset, duration_ps=dur)
        ev.stats.add(metadata_id=1, str_value=op)
        ev.stats.add(metadata_id=2, str_value="jit_f")
        ev.stats.add(metadata_id=3, uint64_value=100 + k)
        ev.stats.add(metadata_id=4, str_value="regs:32 static_shared:0 dynamic_shared:0 grid:1024,1,1 block:128,1,1 occ_pct:50")
    space.hostnames.append("fixture-host")
    (HERE / "gpu_exact_format.xplane.pb").write_bytes(space.SerializeToString())
    print((HERE / "gpu_exact_format.xplane.pb").stat().st_size, "bytes")


if __name__ == "__main__":
    main()
