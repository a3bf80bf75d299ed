"""Issue 14's new readers, the reader registry and classification by content, on real files made here.

Fixtures: tests/data/{xplane,hlo_proto,torch_xla_debug,kineto,xla_gpu_side,gpu} (each with a SOURCE.md).
"""
from __future__ import annotations

import io
import json
import re
import shutil
from pathlib import Path

import pandas as pd
import pytest

import kitlib
from kitlib import cli as kit_cli
from kitlib.dumps.formats import FORMATS, detect_kind, list_tables, read_table, read_tables, sniff
from kitlib.dumps.index import index_summary, read_dump_index
from kitlib.errors import KitError, ParseError

from .conftest import run_kit

DATA = Path(__file__).parent / "data"
XPLANE = DATA / "xplane" / "jax_cpu.xplane.pb"
PROTO_JAX = DATA / "hlo_proto" / "jax_cpu"
PROTO_TXLA = DATA / "hlo_proto" / "torch_xla_cpu"
TXLA = DATA / "torch_xla_debug"
KINETO = DATA / "kineto"
SIDE = DATA / "xla_gpu_side"
GPU = DATA / "gpu"

#: one real (or exact-format) file per kind the registry reads
SAMPLES: dict[str, Path] = {
    "hlo_before_optimizations": DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.before_optimizations.txt",
    "hlo_after_optimizations": DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations.txt",
    "hlo": DATA / "xla_gpu_tests_2023" / "concat.hlo",
    "hlo_pass": DATA / "passes" / "cpu-default" / "module_0007.jit_f.0004.simplification.after_algsimp.before_simplify-sorts.txt",
    "module_metadata": DATA / "passes" / "gpu-default" / "module_0001.metadata.textproto",
    "hlo_proto": PROTO_JAX / "module_0007.jit_f.cpu_after_optimizations.hlo.pb",
    "buffer_assignment": DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-buffer-assignment.txt",
    "memory_usage_report": DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.cpu_after_optimizations-memory-usage-report.txt",
    "debug_options": DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.debug_options",
    "llvm_ir": GPU / "const_n2" / "module_0001.jit_f.0.ir-with-opt.ll",
    "ptx": GPU / "const_n2" / "module_0001.jit_f.0.ptx",
    "object_file": DATA / "jax_cpu_2025" / "module_0017.jit_f.obj-file.part_00.o",
    "metrics_report": DATA / "cpu_2025" / "metrics_report.txt",
    "kineto_trace": KINETO / "gpu_exact_format.pt.trace.json",
    "xplane": XPLANE,
    "thunk_sequence": GPU / "bert_tiny_n4" / "module_0001.IrToHlo.541.thunk_sequence.txt",
    "autotune_results": SIDE / "exact_format.autotune_results.pbtxt",
    "gpu_target_config": SIDE / "h100.gpu_target_config.pbtxt",
    "torch_xla_graphs": TXLA / "save_tensors.text.0",
    "pt_xla_debug": TXLA / "pt_xla_debug.txt",
    "graphdef": DATA / "graphdef" / "build_xla_ops.pbtxt",
    "oom_report": DATA / "oom" / "gpu_2025_glog.log",
    "mlir": DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.compare_reduce_fusion_kernel_module-pre-optimization.mlir",
    "flagfile": DATA / "tpu_side" / "module_0004.jit_train_step.flagfile",
    "execution_options": DATA / "tpu_side" / "module_0004.jit_train_step.execution_options.txt",
    "hlo_module_config": DATA / "tpu_side" / "module_0001.jit_f.config.pbtxt",
    "xprof_hlo_stats": DATA / "xprof" / "gpu.hlo_stats.json",
    "xprof_roofline_model": DATA / "xprof" / "gpu.roofline_model.json.gz",
    "xprof_op_profile": DATA / "xprof" / "gpu.op_profile.json",
    "xprof_memory_viewer": DATA / "xprof" / "cpu.memory_viewer.json",
    "xprof_kernel_stats": DATA / "xprof" / "gpu.kernel_stats.json",
}


# ---- registry and `kit parse --list-tables / --table` ----


def test_every_format_has_a_sample_and_an_export() -> None:
    # torch_xla's own trace: tests/test_trace.py (needs a sweep); x86 assembly: tests/test_cli_parse.py (made by llc)
    assert set(FORMATS) - {"trace", "x86_asm"} == set(SAMPLES)
    for fmt in FORMATS.values():
        fn = fmt.read.__name__
        assert fn in kitlib.__all__ and getattr(kitlib, fn) is fmt.read, fn


@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_read_tables_every_format(kind: str) -> None:
    path = SAMPLES[kind]
    if kind == "object_file" and shutil.which("objdump") is None:
        pytest.skip("objdump not installed")
    assert detect_kind(path) == kind or kind.startswith("hlo_") or kind == "hlo"
    tables = read_tables(path, kind)
    assert list(tables) == list(FORMATS[kind].table_names)
    assert all(isinstance(t, pd.DataFrame) for t in tables.values())
    default = read_table(path, kind=kind)
    assert len(default) > 0, f"{kind}: the default table of a real file is empty"
    pd.testing.assert_frame_equal(default, tables[FORMATS[kind].default])


@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_cli_list_tables_every_format(kind: str, capsys) -> None:
    assert kit_cli.main(["parse", str(SAMPLES[kind]), "--list-tables", "--format", "json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["table"] for r in rows] == list(FORMATS[kind].table_names)
    assert [r["table"] for r in rows if r["default"]] == [FORMATS[kind].default]


def test_cli_table_choice_and_bad_table(capsys) -> None:
    ll = SAMPLES["llvm_ir"]
    assert kit_cli.main(["parse", str(ll)]) == 0  # default: functions, which a kernel module always has
    funcs = pd.read_csv(io.StringIO(capsys.readouterr().out))
    assert len(funcs) > 0 and "instruction_count" in funcs.columns
    assert kit_cli.main(["parse", str(ll), "--table", "module_flags"]) == 0
    assert len(pd.read_csv(io.StringIO(capsys.readouterr().out))) > 0
    assert kit_cli.main(["parse", str(ll), "--table", "nope"]) == 2
    err = capsys.readouterr().err
    assert "no table 'nope'" in err and "functions" in err and len(err.strip().splitlines()) == 1


def test_kit_parse_list_tables_subprocess() -> None:
    out = run_kit("parse", str(SAMPLES["xplane"]), "--list-tables").stdout
    assert pd.read_csv(io.StringIO(out))["table"].tolist() == ["kernels", "planes", "events"]


# ---- classification by content (renamed attachments) ----


def test_renamed_files_classified_by_content(tmp_path: Path) -> None:
    expected = {}
    for i, (kind, src) in enumerate(sorted(SAMPLES.items())):
        dst = tmp_path / f"attachment_{i}.dat"
        shutil.copy(src, dst)
        expected[dst.name] = "hlo" if kind in ("hlo_before_optimizations", "hlo_after_optimizations", "hlo_pass") else kind
    (tmp_path / "notes.md").write_text("# what I tried\n")
    idx = read_dump_index(tmp_path).set_index("file")
    got = idx["kind"].to_dict()
    assert {n: got[n] for n in expected} == expected
    assert got["notes.md"] == "unknown" and idx.loc["notes.md", "classified_by"] is pd.NA
    assert (idx.loc[list(expected), "classified_by"] == "content").all()


@pytest.mark.parametrize("path", [*PROTO_JAX.glob("*.pb"), *PROTO_TXLA.glob("*.pb"), XPLANE], ids=lambda p: p.name)
def test_binary_protobufs_sniffed(path: Path) -> None:
    assert sniff(path.read_bytes()[:4096]) == ("xplane" if path == XPLANE else "hlo_proto")


def test_names_still_win_and_are_not_opened(tmp_path: Path) -> None:
    p = tmp_path / "module_0001.jit_f.thunk_sequence.txt"
    p.write_text("HloModule looks_like_hlo\n")  # the name says thunk sequence: content is not consulted
    idx = read_dump_index(tmp_path)
    assert idx["kind"].tolist() == ["thunk_sequence"] and idx["classified_by"].tolist() == ["name"]


GPU_DUMP = Path(__file__).resolve().parents[1] / "data" / "bert-tiny-gpu" / "split-1" / "dump"


@pytest.mark.parametrize("platform", ["sm_8.0", "sm_9.0a", "gfx942"])
def test_kit_parse_and_kit_index_detect_gpu_dump_names_alike(tmp_path: Path, platform: str) -> None:
    """torch_xla's XLA:GPU dump names (a module name ending in digits, a platform tag holding dots): real files of
    the kit's XLA:GPU run under those names; `kit parse` of each file (no folder to learn module names from) reads
    what `kit index` says it is."""
    src = "module_0001.IrToHlo.541.sm_9.0a_gpu_after_optimizations"
    want = {"": "hlo_after_optimizations", "-buffer-assignment": "buffer_assignment",
            "-memory-usage-report": "memory_usage_report"}
    for tail in want:
        shutil.copy(GPU_DUMP / f"{src}{tail}.txt",
                    tmp_path / f"module_0004.SyncTensorsGraph.1995.{platform}_gpu_after_optimizations{tail}.txt")
    idx = read_dump_index(tmp_path).set_index("file")
    for f in sorted(tmp_path.iterdir()):
        tail = next(t for t in sorted(want, key=len, reverse=True) if f.name.endswith(f"{t}.txt"))
        assert detect_kind(f) == idx.loc[f.name, "kind"] == want[tail]
        assert idx.loc[f.name, "hlo_module"] == "SyncTensorsGraph.1995" and idx.loc[f.name, "platform"] == platform
        assert run_kit("parse", str(f)).stdout == run_kit("parse", str(GPU_DUMP / f"{src}{tail}.txt")).stdout


@pytest.mark.parametrize("name, kind", [
    ("module_0007.jit_f.snapshot.-1389353382.pb", "hlo_proto"),
    ("module_0007.jit_f.cpu_after_optimizations.hlo.pb", "hlo_proto"),
    ("m.hlo_module.pb", "hlo_proto"),
    ("host.xplane.pb", "xplane"),
    ("worker0.1733.pt.trace.json", "kineto_trace"),
    ("host.trace.json.gz", "trace"),
    ("fusion.42.hlo", "hlo"),
])
def test_classify_names_outside_dump_era_table(name: str, kind: str) -> None:
    from kitlib.dumps.kinds import classify

    assert classify(name).kind == kind


def test_sniff_text_protos_and_computations() -> None:
    # a text proto that is not a format the kit reads stays unknown (not HLO because of its "name {" line) ...
    assert sniff(b"passes {\n  after_pass: \"CSEPass\"\n  mlir_module: \"module {}\"\n}\n") == "unknown"
    # ... and XLA's HloModuleConfigProto (module_<id>.<name>.config.pbtxt) is one it reads
    assert sniff(b"entry_computation_layout {\n  parameters {\n    element_type: F32\n  }\n}\n") == "hlo_module_config"
    comp = b"%fused_computation (p0: f32[4]) -> f32[4] {\n  %p0 = f32[4]{0} parameter(0)\n  ROOT %n = f32[4]{0} negate(%p0)\n}\n"
    assert sniff(comp) == "hlo"


def test_sniff_never_raises_on_garbage() -> None:
    for data in (b"", b"\x00" * 10, b"\x1f\x8b garbage", b"\xff\xfe" * 100, b"{" * 5000):
        assert sniff(data) in {"unknown", "trace", "kineto_trace", "hlo", "mlir"}


def test_index_summary_adds_up(tmp_path: Path) -> None:
    from kitlib.dumps.folder import parse_folder

    for src in (SAMPLES["hlo_after_optimizations"], SAMPLES["object_file"], SAMPLES["metrics_report"],
                DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.compare_reduce_fusion_kernel_module-post-lowering.mlir"):
        shutil.copy(src, tmp_path / src.name)
    (tmp_path / "module_0009.bad.cpu_after_optimizations.txt").write_text("HloModule bad\n\nENTRY %e {\n  %p = f32[2]{0} parameter(0\n")
    (tmp_path / "README").write_text("nothing\n")
    parsed = parse_folder(tmp_path, cache=False)
    line = index_summary(parsed.index)
    counts = [int(x.split()[0]) for x in line.split(": ", 1)[1].split(", ") if x.split()[0].isdigit()]
    assert line.startswith(f"{len(parsed.index)} files: ") and sum(counts) == len(parsed.index), line
    assert "1 could not be parsed" in line and "1 unknown" in line
    assert "4 parsed" in line and "0 listed, not parsed" in line  # the object file (objdump) and the MLIR file too


# ---- XSpace profiles (xprof) ----


def test_xplane_kernels_from_xprof_match_the_protobuf() -> None:
    pytest.importorskip("xprof")
    from kitlib.timings.xplane import KERNEL_ARGS, decode_xspace, read_xplane

    prof = read_xplane(XPLANE)
    k = prof.kernels
    # xprof's kernel events carry the fields the reader needs (they changed between xprof 2.20 and 2.21)
    assert KERNEL_ARGS == ("hlo_op", "hlo_module")
    # differential: the events xprof calls kernels are exactly the XEvents holding an hlo_op stat
    space = decode_xspace(XPLANE.read_bytes())
    n_proto = 0
    for plane in space.planes:
        hlo_op = {i for i, m in plane.stat_metadata.items() if m.name == "hlo_op"}
        n_proto += sum(any(s.metadata_id in hlo_op for s in ev.stats) for line in plane.lines for ev in line.events)
    assert len(k) == n_proto > 0
    assert set(k["hlo_module"]) == {"jit_f"} and set(k["plane"]) == {"/host:CPU"}
    assert k.groupby("step")["kernel"].apply(sorted).apply(tuple).nunique() == 1  # the same kernels every step
    assert sorted(k["step"].unique()) == [0, 1, 2]
    assert (k["duration_us"] > 0).all()
    assert set(prof.planes["plane"]) >= {"/host:CPU", "/host:metadata"}


def test_xplane_reader_writes_nothing_beside_the_profile(tmp_path: Path) -> None:
    pytest.importorskip("xprof")
    from kitlib.timings.xplane import read_xplane

    p = tmp_path / "host.xplane.pb"
    shutil.copy(XPLANE, p)
    assert len(read_xplane(tmp_path).kernels) > 0
    assert [q.name for q in tmp_path.iterdir()] == ["host.xplane.pb"]


def test_the_trace_read_is_the_one_xprofs_json_is_written_from(tmp_path: Path) -> None:
    """The kit reads xprof's trace_viewer Trace protobuf, not the JSON xprof's public call writes from it in Python:
    that JSON, written from the protobuf the kit reads, is the public call's (flow ids aside: xprof draws them anew
    for each conversion), for the JAX XLA:CPU profile and the exact-format GPU one."""
    pytest.importorskip("xprof")
    from xprof.convert import raw_to_tool_data, trace_events_json

    from kitlib.timings import xplane

    flow = re.compile(r'"flow": "[0-9]+"')
    for src in (XPLANE, XPLANE.with_name("gpu_exact_format.xplane.pb")):
        copy = tmp_path / src.name
        shutil.copy(src, copy)
        public, _ = raw_to_tool_data.xspace_to_tool_data([str(copy)], "trace_viewer", {})
        trace = xplane._trace_viewer(src, src.read_bytes())
        assert len(trace.trace_events) > 0
        ours = "".join(trace_events_json.TraceEventsJsonStream(trace))
        assert flow.sub("F", ours) == flow.sub("F", public)
        kernels, events = xplane._events(trace)  # every complete event, the kernels among them
        assert len(events) == sum(1 for e in json.loads(public)["traceEvents"] if e.get("ph") == "X") > len(kernels) > 0


def test_event_args_are_json_dumps_of_them() -> None:
    """The events table's ``args`` are ``json.dumps(args, sort_keys=True)`` of each event's args, written without an
    encoder per event: the same text for every complete event of the JAX XLA:CPU and the GPU profile, and for maps
    of any strings (escapes, non-ASCII, surrogates, empty) and of other values (json.dumps itself)."""
    pytest.importorskip("xprof")
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from kitlib.timings import xplane

    n = 0
    for src in (XPLANE, XPLANE.with_name("gpu_exact_format.xplane.pb")):
        for e in xplane._trace_viewer(src, src.read_bytes()).trace_events:
            assert xplane._args_json(dict(e.args)) == json.dumps(dict(e.args), sort_keys=True)
            n += bool(e.args)
    assert n > 50

    @settings(max_examples=300, deadline=None)
    @given(st.dictionaries(st.text(), st.text() | st.integers() | st.none(), max_size=5))
    def same(args: dict) -> None:
        assert xplane._args_json(args) == json.dumps(args, sort_keys=True)

    same()


def test_a_profile_read_before_is_not_converted_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A replay block's profile stands in each of its configs' trace/ (linked or copied): xprof converts it once per
    process, by its bytes; another profile is converted anew; what is kept is bounded in bytes."""
    pytest.importorskip("xprof")
    from kitlib.timings import xplane

    calls = []
    convert = xplane._trace_viewer
    monkeypatch.setattr(xplane, "_trace_viewer", lambda p, d: calls.append(p) or convert(p, d))
    copy = tmp_path / "config-b" / "host.xplane.pb"
    copy.parent.mkdir()
    shutil.copy(XPLANE, copy)
    first = xplane.read_xplane(XPLANE)
    assert xplane.read_xplane(copy) is first and len(calls) == 1
    other = xplane.read_xplane(XPLANE.with_name("gpu_exact_format.xplane.pb"))
    assert other is not first and len(calls) == 2
    monkeypatch.setattr(xplane, "_SEEN_BYTES", 1)  # the memory bound: a profile over it is not kept
    xplane._SEEN.clear()
    xplane.read_xplane(XPLANE.with_name("gpu_exact_format.xplane.pb"))
    assert len(calls) == 3 and not xplane._SEEN
    xplane.read_xplane(XPLANE.with_name("gpu_exact_format.xplane.pb"))
    assert len(calls) == 4
    monkeypatch.setattr(xplane, "_SEEN_BYTES", 2**30)
    first = xplane.read_xplane(XPLANE)
    calls.clear()
    copy.write_bytes(copy.read_bytes() + b"\x00")  # other bytes: refused or converted again, never the cached tables
    try:
        again = xplane.read_xplane(copy)
    except ParseError:
        assert not calls
    else:
        assert again is not first and len(calls) == 1


def test_xplane_gpu_plane_exact_format() -> None:
    pytest.importorskip("xprof")
    from kitlib.timings.xplane import read_xplane

    k = read_xplane(XPLANE.with_name("gpu_exact_format.xplane.pb")).kernels
    # one row per kernel event on the stream line, not again for xprof's derived "XLA Ops" line
    assert k["kernel"].tolist() == ["loop_multiply_fusion.2", "gemm_fusion_dot.1", "input_reduce_fusion"]
    assert k["event_name"].tolist() == ["loop_multiply_fusion_2", "gemm_fusion_dot_1", "input_reduce_fusion"]
    assert set(k["plane"]) == {"/device:GPU:0"} and set(k["thread"]) == {"Stream #7(Compute)"}
    assert k["duration_us"].tolist() == [4.512, 11.264, 3.072]


def test_xplane_kernel_columns_are_the_trace_kernel_columns() -> None:
    from kitlib.timings.trace import TRACE_KERNELS_SCHEMA
    from kitlib.timings.xplane import XPLANE_KERNEL_SCHEMA

    assert XPLANE_KERNEL_SCHEMA.names[: len(TRACE_KERNELS_SCHEMA)] == TRACE_KERNELS_SCHEMA.names


@pytest.mark.parametrize("data", [b"", b"not a protobuf at all", XPLANE.read_bytes()[:100], b"\x0a\x05hello"])
def test_xplane_bad_files(tmp_path: Path, data: bytes) -> None:
    from kitlib.timings.xplane import read_xplane

    p = tmp_path / "bad.xplane.pb"
    p.write_bytes(data)
    with pytest.raises(ParseError) as e:
        read_xplane(p)
    assert str(p) in str(e.value)


# ---- HLO protobufs ----


@pytest.mark.parametrize("folder, module", [(PROTO_JAX, "module_0007.jit_f"), (PROTO_TXLA, "module_0000.SyncTensorsGraph.26")])
@pytest.mark.parametrize("stage", ["before_optimizations", "cpu_after_optimizations"])
def test_hlo_proto_tables_equal_text_tables(folder: Path, module: str, stage: str) -> None:
    from kitlib.dumps.hlo import read_hlo
    from kitlib.dumps.hlo_proto import read_hlo_proto

    a, b = read_hlo_proto(folder / f"{module}.{stage}.hlo.pb"), read_hlo(folder / f"{module}.{stage}.txt")
    assert a.header["name"] == b.header["name"]
    for t in ("computations", "instructions", "constants"):
        x, y = getattr(a, t), getattr(b, t)
        cols = [c for c in x.columns if c != "line"]  # line numbers count the text jaxlib prints
        pd.testing.assert_frame_equal(x[cols], y[cols])
        assert len(x) > 0 or t == "constants"


def test_hlo_snapshot_is_the_optimised_module() -> None:
    from kitlib.dumps.hlo_proto import read_hlo_proto

    snap = read_hlo_proto(next(PROTO_JAX.glob("module_0007.jit_f.snapshot.*.pb")))
    after = read_hlo_proto(PROTO_JAX / "module_0007.jit_f.cpu_after_optimizations.hlo.pb")
    pd.testing.assert_frame_equal(snap.instructions, after.instructions)


@pytest.mark.parametrize("data", [b"", b"\x00\x01\x02", b"\x0a\x03abc", b"\x0a\xff\xff\xff\xff\x0f", b"HloModule m\n"])
def test_hlo_proto_bad_bytes(data: bytes) -> None:
    from kitlib.dumps.hlo_proto import read_hlo_proto

    with pytest.raises(ParseError):
        read_hlo_proto(data)


# ---- XLA:GPU side files ----


def test_thunk_sequence_real_and_consistent_with_ptx() -> None:
    from kitlib.dumps.ptx import read_ptx
    from kitlib.dumps.thunk_sequence import read_thunk_sequence

    folder = GPU / "const_unsplit"
    t = read_thunk_sequence(folder / "module_0001.jit_f.thunk_sequence.txt")
    lines = (folder / "module_0001.jit_f.thunk_sequence.txt").read_text().splitlines()
    assert len(t) == len(lines) and t["thunk"].tolist() == list(range(1, len(lines) + 1))
    assert t["thunk_kind"].value_counts().to_dict() == {"kKernel": 4, "kCopy": 1}
    entries = set(read_ptx(folder / "module_0001.jit_f.ptx").entries.query("is_entry")["name"])
    assert set(t["kernel"].dropna()) <= entries  # every launched kernel is a PTX entry of the module
    first = t.iloc[0]
    assert (first.block_count, first.threads_per_block, first.prev, first.next) == (8, 128, "source", "2")
    big = read_thunk_sequence(GPU / "bert_tiny_n4" / "module_0001.IrToHlo.541.thunk_sequence.txt")
    assert len(big) == 34 and (big["depth"] == 0).all() and big["block_count"].notna().all()


def test_thunk_sequence_bad_line() -> None:
    from kitlib.dumps.thunk_sequence import read_thunk_sequence

    with pytest.raises(ParseError) as e:
        read_thunk_sequence("001: kKernel [source | sink] , kernel = k\nnot a thunk\n")
    assert e.value.line == 2


def test_autotune_results() -> None:
    from kitlib.dumps.gpu_side import read_autotune_results

    real = read_autotune_results(SIDE / "module_0001.IrToHlo.541.autotune_results.pbtxt")
    assert real.empty  # deviceless: nothing was tuned (the file holds only `version: 3`)
    r = read_autotune_results(SIDE / "exact_format.autotune_results.pbtxt")
    assert r["backend"].tolist() == ["triton", "gemm"] and r["version"].tolist() == [3, 3]
    assert r["run_time_us"].tolist() == [10.24, 18.432] and r["scratch_bytes"].tolist()[1] == 4194304
    assert "block_m=64" in r.loc[0, "config"] and r.loc[0, "hlo"].startswith("{\n  tmp_0")


def test_gpu_target_config_matches_the_kits_target() -> None:
    from kitlib.dumps.gpu_side import read_gpu_target_config

    f = read_gpu_target_config(SIDE / "h100.gpu_target_config.pbtxt").set_index("field")["value"]
    assert f["gpu_device_info.core_count"] == "132" and f["gpu_device_info.cuda_compute_capability.major"] == "9"
    assert f["platform_name"] == "CUDA"


@pytest.mark.parametrize("text", ["version: 3\nresults {\n  device: \"x\"\n", "a {\n}\n}\n", "field\n", "x: \"unclosed\n"])
def test_text_proto_bad(text: str) -> None:
    from kitlib.dumps.gpu_side import read_autotune_results

    with pytest.raises(ParseError):
        read_autotune_results(text)


# ---- torch_xla debug outputs ----


def test_pt_xla_debug_why_it_recompiled() -> None:
    from kitlib.dumps.torch_xla_debug import read_pt_xla_debug

    r = read_pt_xla_debug(TXLA / "pt_xla_debug.txt")
    c = r.compilations
    assert len(c) == 3 and len(r.executions) == 3 and r.executions["compiled_before"].all()
    assert c["user_frame"].tolist() == ["step (<string>:12)"] * 3
    assert c["previous_compilation"].tolist()[1:] == [1, 2] and c["previous_compilation"].isna().tolist()[0]
    assert c.loc[0, "why"] == "first compilation at these frames"
    assert "inputs 0 -> 1" in c.loc[1, "why"] and "graph hash" in c.loc[2, "why"]
    assert c["graph_hash"].nunique() == 3 and c["computation_hash"].notna().all()


@pytest.mark.parametrize("fmt", ["text", "hlo", "dot"])
def test_saved_tensors_every_format(fmt: str) -> None:
    from kitlib.dumps.torch_xla_debug import read_saved_tensors

    g = read_saved_tensors(TXLA / f"save_tensors.{fmt}.0")
    assert len(g.graphs) == 3 and set(g.graphs["format"]) == {fmt}
    assert g.graphs["previous_graph"].tolist()[1:] == [1, 2]
    # the batch went 4 -> 6 -> 4: the answer names the shapes that changed
    assert "f32[4,8]{1,0}" in g.graphs.loc[1, "why"] and "f32[6,8]{1,0}" in g.graphs.loc[1, "why"]
    assert (g.nodes.groupby("graph").size() == g.graphs.set_index("graph")["node_count"]).all()
    assert g.frames.groupby("section").size().tolist() == [3, 3, 3]


def test_saved_tensors_graph_hashes_agree_across_formats() -> None:
    from kitlib.dumps.torch_xla_debug import read_saved_tensors

    hashes = {fmt: read_saved_tensors(TXLA / f"save_tensors.{fmt}.0").graphs["graph_hash"].tolist() for fmt in ("text", "hlo", "dot")}
    assert hashes["text"] == hashes["hlo"] == hashes["dot"]


def test_saved_tensors_cut_file() -> None:
    from kitlib.dumps.torch_xla_debug import read_saved_tensors

    text = (TXLA / "save_tensors.text.0").read_text()
    with pytest.raises(ParseError):
        read_saved_tensors(text[: text.index("## END_GRAPH")])


# ---- Kineto ----


def test_kineto_real_cpu_and_exact_gpu() -> None:
    from kitlib.timings.kineto import read_kineto_trace

    cpu = read_kineto_trace(KINETO / "cpu.pt.trace.json")
    assert cpu.kernels.empty and {"aten::mm", "aten::relu"} <= set(cpu.ops["name"])
    gpu = read_kineto_trace(KINETO / "gpu_exact_format.pt.trace.json")
    assert gpu.kernels["kernel"].tolist()[:2] == ["loop_multiply_fusion_2", "gemm_fusion_dot_1"]
    assert gpu.kernels["step"].tolist() == [1, 1, 1] and gpu.kernels["plane"].tolist() == ["GPU 0"] * 3


def test_read_table_unknown_kind(tmp_path: Path) -> None:
    p = tmp_path / "x.bin"
    p.write_bytes(b"\x01\x02")
    with pytest.raises(KitError):
        read_table(p)
    assert list_tables("ptx")["table"].tolist() == ["entries", "globals", "loads"]


def test_kit_parse_reads_a_chrome_trace(tmp_path: Path, capsys) -> None:
    """Traces parse from the command line: xprof's own trace of the real profile, as a profiler's .trace.json.gz."""
    pytest.importorskip("xprof")
    import gzip

    from xprof.convert import raw_to_tool_data

    from kitlib.timings.xplane import read_xplane

    copy = tmp_path / "host.xplane.pb"  # xprof writes side files beside the profile
    shutil.copy(XPLANE, copy)
    trace, _ = raw_to_tool_data.xspace_to_tool_data([str(copy)], "trace_viewer", {})
    p = tmp_path / "host.trace.json.gz"
    p.write_bytes(gzip.compress(trace.encode()))
    assert kit_cli.main(["parse", str(p), "--format", "json"]) == 0
    rows = pd.DataFrame(json.loads(capsys.readouterr().out))
    assert rows["kernel"].tolist() == read_xplane(XPLANE).kernels["kernel"].tolist()


ISSUE_30_KINDS = ("oom_report", "mlir", "flagfile", "execution_options", "hlo_module_config", "xprof_hlo_stats",
                  "xprof_roofline_model", "xprof_op_profile", "xprof_memory_viewer", "xprof_kernel_stats")


def test_kit_index_parse_reads_oom_mlir_xprof_and_tpu_files(tmp_path: Path) -> None:
    """`kit index --parse` on a folder of every issue-30 sample: each file parsed, under its kind, nothing unknown."""
    from kitlib.dumps.folder import parse_folder

    for kind in ISSUE_30_KINDS:
        shutil.copy(SAMPLES[kind], tmp_path / SAMPLES[kind].name)
    (tmp_path / "module_0004.jit_train_step.target_arguments.txt").write_text("opaque\n")
    out = run_kit("index", str(tmp_path), "--parse", "--format", "json")
    rows = pd.DataFrame(json.loads(out.stdout)).set_index("file")
    assert rows.loc[[SAMPLES[k].name for k in ISSUE_30_KINDS], "kind"].tolist() == list(ISSUE_30_KINDS)
    assert rows["parsed"].sum() == len(ISSUE_30_KINDS) and rows["error"].isna().all()
    assert rows.loc["module_0004.jit_train_step.target_arguments.txt", "kind"] == "target_arguments"  # named, not read
    tables = parse_folder(tmp_path, cache=False).tables
    assert {"oom_report_peak_buffers", "mlir_ops", "flagfile_flags", "xprof_hlo_stats_ops",
            "xprof_memory_viewer_buffers"} <= set(tables)
    assert len(tables["oom_report_peak_buffers"]) == 10 and tables["mlir_functions"]["function"].nunique() == 3
