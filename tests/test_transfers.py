"""kit transfers and kit grep: real deviceless XLA:GPU host offload (tests/data/host_offload), exact-format
TensorFlow graph dumps (tests/data/graphdef), every HLO transfer form, a real torch_xla run folder."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from kitlib.analysis.grep import grep
from kitlib.analysis.transfers import TRANSFER_SCHEMA, hlo_transfers, memory_space, transfers, transfers_by_config
from kitlib.errors import KitError
from tests.conftest import run_kit

DATA = Path(__file__).parent / "data"


def test_host_offload_copies_on_xla_gpu() -> None:
    t = transfers(DATA / "host_offload")
    assert list(t.columns) == TRANSFER_SCHEMA.names
    assert set(t["config"]) == {"offload"}  # the no-offload program holds no transfer
    assert (t["op"] == "copy-start/copy-done").all() and (t["bytes"] == 512 * 512 * 4).all()
    assert t["direction"].value_counts().to_dict() == {"device_to_host": 3, "host_to_device": 3}
    d2h = t[t["direction"] == "device_to_host"]
    assert set(d2h["memory_spaces"]) == {"S(0) -> S(5)"} and set(d2h["hlo_module"]) == {"jit_loss"}
    side = transfers_by_config(t)
    assert list(side.columns) == ["offload", "no_offload", "in_all"] and not side["in_all"].any()
    assert (side["offload"] == 1).all() and (side["no_offload"] == 0).all()


def test_memory_space() -> None:
    assert memory_space("f32[512,512]{1,0:S(5)}") == 5
    assert memory_space("f32[512,512]{1,0}") == 0
    assert memory_space("(f32[4]{0:T(128)S(1)}, u32[])") == 1


# The forms XLA prints for each transfer kind, in its own syntax (xla/hlo/parser tests, host offloader tests);
# outfeed without its outfeed_shape=f32[16]{0} attribute, which the HLO reader refuses until issue 14 item 7.
_HLO = """HloModule forms, entry_computation_layout={(f32[16]{0})->f32[16]{0}}

ENTRY %main (p: f32[16]) -> f32[16] {
  %p = f32[16]{0} parameter(0)
  %tok = token[] after-all()
  %to_host = f32[16]{0} custom-call(f32[16]{0} %p), custom_call_target="MoveToHost"
  %to_dev = f32[16]{0} custom-call(f32[16]{0} %to_host), custom_call_target="MoveToDevice"
  %place = f32[16]{0} custom-call(%p), custom_call_target="annotate_device_placement", custom_call_has_side_effect=true, frontend_attributes={_xla_buffer_placement="pinned_host"}
  %send = (f32[16]{0}, u32[], token[]) send(%p, %tok), channel_id=1, is_host_transfer=true
  %send-done = token[] send-done(%send), channel_id=1, is_host_transfer=true
  %recv = (f32[16]{0}, u32[], token[]) recv(%tok), channel_id=2
  %recv-done = (f32[16]{0}, token[]) recv-done(%recv), channel_id=2
  %infeed = ((f32[16]{0}), token[]) infeed(%tok)
  %outfeed = token[] outfeed(%p, %tok)
  %ar-start = f32[16]{0} all-reduce-start(%p), replica_groups={}, to_apply=%add
  %ar-done = f32[16]{0} all-reduce-done(%ar-start)
  %host_buf = f32[64]{0:S(5)} parameter(1)
  %i = s32[] constant(0)
  %dus = f32[64]{0:S(5)} dynamic-update-slice(%host_buf, %p, %i)
  %ds = f32[16]{0} dynamic-slice(%dus, %i), dynamic_slice_sizes={16}
  ROOT %r = f32[16]{0} add(%to_dev, %ar-done)
}
"""


def test_every_hlo_transfer_form(tmp_path: Path) -> None:
    p = tmp_path / "forms.txt"
    p.write_text(_HLO)
    rows = {r["name"]: r for r in hlo_transfers(p)}
    got = {n: (r["op"], r["direction"], r["bytes"]) for n, r in rows.items()}
    assert got == {
        "to_host": ("custom-call MoveToHost", "device_to_host", 64),
        "to_dev": ("custom-call MoveToDevice", "host_to_device", 64),
        "place": ("custom-call annotate_device_placement", "device_to_host", 64),
        "send": ("send/send-done", "device_to_host", 64),
        "recv": ("recv/recv-done", "recv", 64 + 4),
        "infeed": ("infeed", "host_to_device", 64),
        "outfeed": ("outfeed", "device_to_host", 64),
        "ar-start": ("all-reduce-start/all-reduce-done", "device_to_device", 64),
        "dus": ("dynamic-update-slice", "device_to_host", 64),
        "ds": ("dynamic-slice", "host_to_device", 64),
    }
    assert rows["dus"]["memory_spaces"] == "S(0) -> S(5)" and rows["send"]["line"] == 9


def test_graph_dump_swaps_and_clusters() -> None:
    t = transfers(DATA / "graphdef" / "mark_for_compilation_annotated.pbtxt")
    n = t.set_index("name")
    out = n.loc["swap_out_gradients_resnet_conv1_Relu_grad_ReluGrad_1"]
    assert (out["op"], out["direction"], out["reads_cluster"]) == ("_CopyFromGpuToHost", "device_to_host", "cluster_0")
    assert pd_isna(out["xla_cluster"]) and pd_isna(out["bytes"])
    assert n.loc["swap_in_gradients_resnet_conv1_Relu_grad_ReluGrad_1", "direction"] == "host_to_device"
    assert dict(zip(t["op"], t["direction"])) == {"_CopyFromGpuToHost": "device_to_host", "_CopyFromHostToGpu": "host_to_device",
                                                 "_Send": "send", "_Recv": "recv"}
    b = transfers(DATA / "graphdef" / "build_xla_ops.pbtxt").set_index("name")
    assert b.loc["swap_out_gradients_resnet_conv1_Relu_grad_ReluGrad_1", "reads_cluster"] == "cluster_0"  # reads _XlaRun
    assert b.loc["loss/_HostSend_0", "direction"] == "send" and b.loc["loss/_HostRecv_0", "direction"] == "recv"


def pd_isna(v) -> bool:
    import pandas as pd

    return bool(pd.isna(v))


def test_cli_transfers_and_grep(tmp_path: Path) -> None:
    rows = json.loads(run_kit("transfers", str(DATA / "host_offload"), "--json").stdout)
    assert len(rows) == 6 and {r["config"] for r in rows} == {"offload"} and set(rows[0]) == set(TRANSFER_SCHEMA.names)
    text = run_kit("transfers", str(DATA / "host_offload")).stdout
    assert "in only some of the 2 configs: 6 of 6 transfers" in text
    bad = run_kit("transfers", str(DATA / "graphdef" / "SOURCE.md"), check=False)
    assert bad.returncode == 2 and bad.stderr.startswith("kit: ") and "SOURCE.md:1:" in bad.stderr
    # side by side over configs of a graph-dump folder: a config without the swaps
    for cfg, keep in (("xla_on", True), ("xla_off", False)):
        d = tmp_path / "graph_dump" / cfg
        d.mkdir(parents=True)
        src = (DATA / "graphdef" / "mark_for_compilation_annotated.pbtxt").read_text()
        if not keep:
            src = src.replace("_CopyFromGpuToHost", "Identity").replace("_CopyFromHostToGpu", "Identity")
        (d / "mark_for_compilation_annotated.pbtxt").write_text(src)
    side = transfers_by_config(transfers(tmp_path / "graph_dump"))
    only = side[~side["in_all"]]
    assert sorted(only.index.get_level_values("op")) == ["_CopyFromGpuToHost", "_CopyFromHostToGpu"]
    assert (only["xla_off"] == 0).all()
    g = json.loads(run_kit("grep", "GpuToHost", str(tmp_path / "graph_dump"), "--json").stdout)
    assert [(r["config"], r["kind"], r["line"]) for r in g] == [("xla_on", "graphdef", 227)]
    assert run_kit("grep", "GpuToHost", str(tmp_path / "graph_dump"), "--kind", "llvm_ir", check=False).returncode == 1
    assert run_kit("grep", "(", str(tmp_path), check=False).returncode == 2


def test_grep_kinds() -> None:
    t = grep(r"%copy-start\.6\b", DATA / "host_offload", kind="hlo_after_optimizations")
    assert list(t["config"]) == ["offload", "offload"] and list(t["line"]) == [270, 273]
    assert t["text"].iloc[0].startswith("%copy-start.6 = (f32[512,512]{1,0:S(5)}")
    with pytest.raises(KitError, match="no such"):
        grep("x", DATA / "nope")


def test_real_torch_xla_run(tiny_run: Path) -> None:
    """A real CPU run: every dump read (no file skipped); the configs are the run's, side by side."""
    t = transfers(tiny_run)
    assert t.attrs["unreadable"] == [] and set(t.attrs["configs"]) == {"split-1", "split-8"}
    side = transfers_by_config(t)
    assert {"split-1", "split-8"} <= set(side.columns)
    g = grep("HloModule", tiny_run, kind="hlo_after_optimizations")
    assert set(g["config"]) == {"split-1", "split-8"} and (g["line"] == 1).all()
