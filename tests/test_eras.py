"""Real HLO of other eras than the 2025 dumps, from XLA's own test inputs: exact values read off the files."""
from __future__ import annotations

from pathlib import Path

from kitlib.dumps.hlo import read_hlo

DATA = Path(__file__).parent / "data"
CONCAT = DATA / "xla_gpu_tests_2023" / "concat.hlo"


def test_old_gpu_test_module_header_and_computations():
    m = read_hlo(CONCAT)
    assert m.header == {"name": "module", "is_scheduled": True}
    c = m.computations
    assert c["name"].tolist() == ["fused_computation", "computation"]
    assert c["is_entry"].tolist() == [False, True]
    assert c["instruction_count"].tolist() == [23, 12]
    assert c["parameter_count"].tolist() == [11, 11]
    assert c["root"].tolist() == ["out.1", "fusion"]
    assert c["line"].tolist() == [3, 29]
    assert m.entry == "computation"
    assert len(m.constants) == 0


def test_old_gpu_test_operands_with_shapes_and_index_comments():
    i = read_hlo(CONCAT).instructions.set_index("name")
    conv = i.loc["converted0.1"]
    assert (conv["opcode"], conv["shape"], conv["operands"], conv["line"]) == ("convert", "f16[1000]{0}", ["param_10.11"], 5)
    out = i.loc["out.1"]
    assert out.opcode == "concatenate" and bool(out.is_root)
    assert out.operands == [f"converted{k}.1" for k in range(11)]
    assert out.dimensions == "{0}"
    assert out["shape"] == "f16[11000]{0}"
    fusion = i.loc["fusion"]
    assert fusion.operands == [f"p{k}" for k in range(10, -1, -1)]
    assert (fusion.fusion_kind, fusion.called_computations) == ("kLoop", ["fused_computation"])
    assert i.loc["p10", "parameter_number"] == 10
    assert i.loc["param_0.1", "parameter_number"] == 0


# --- 2022-era XLA:GPU dump (alpa jaxlib, sm_7.0): see tests/data/alpa_gpu_2022/SOURCE.md ---

ALPA = DATA / "alpa_gpu_2022"
A82 = "module_0082.func_shard_parallel__1.68"


def test_alpa_file_names_classify():
    from kitlib.dumps.kinds import classify

    hlo = classify(f"{A82}.sm_7.0_gpu_after_optimizations.txt")
    assert (hlo.module_id, hlo.hlo_module, hlo.kind, hlo.platform) == (82, "func_shard_parallel__1.68", "hlo_after_optimizations", "sm_7.0")
    ba = classify(f"{A82}.sm_7.0_gpu_after_optimizations-buffer-assignment.txt")
    assert (ba.kind, ba.platform) == ("buffer_assignment", "sm_7.0")
    ll = classify("module_0056.jit__truncated_normal.22.ir-with-opt.1.ll")
    assert (ll.hlo_module, ll.kind, ll.stage, ll.split_part) == ("jit__truncated_normal.22", "llvm_ir", "with-opt", 1)
    ptx = classify("module_0056.jit__truncated_normal.22.1.ptx")
    assert (ptx.hlo_module, ptx.kind, ptx.split_part) == ("jit__truncated_normal.22", "ptx", 1)
    assert classify(f"{A82}.ptx").split_part is None


def test_alpa_hlo_header_computations_constants():
    m = read_hlo(ALPA / f"{A82}.sm_7.0_gpu_after_optimizations.txt")
    assert m.header["name"] == "func_shard_parallel__1.68"
    assert m.header["is_scheduled"] is False
    assert m.header["input_output_alias"] == "{ {0}: (0, {}, may-alias), {1}: (1, {}, may-alias), {2}: (2, {}, may-alias) }"
    c = m.computations
    assert c["name"].tolist() == ["scatter_add_reducer.50", "input_fused_computation_scatter", "fused_computation.2",
                                  "fused_computation.3", "fused_computation.4", "horizontally_fused_computation",
                                  "add", "func_shard_parallel__1.68_spmd"]
    # the entry's 32 instructions are the 32 steps of the buffer assignment's InstructionSequence
    assert c["instruction_count"].tolist() == [3, 6, 6, 8, 4, 17, 3, 32]
    assert m.entry == "func_shard_parallel__1.68_spmd"
    k = m.constants.set_index("name")
    assert k["computation"].tolist() == ["input_fused_computation_scatter", "fused_computation.2", "fused_computation.3",
                                         "horizontally_fused_computation", "func_shard_parallel__1.68_spmd"]
    assert k.loc["constant_3", "value"] == 0.00048828125 and k.loc["constant_9", "value"] == 0.01
    assert (k.loc["constant_4", "shape"], k.loc["constant_4", "value"], k.loc["constant_4", "size_bytes"]) == ("s32[]", 1.0, 4)


def test_alpa_hlo_custom_call_sharding_metadata_collectives():
    i = read_hlo(ALPA / f"{A82}.sm_7.0_gpu_after_optimizations.txt").instructions
    entry = i[i.computation == "func_shard_parallel__1.68_spmd"].set_index("name")
    assert (entry.opcode == "custom-call").sum() == 5
    assert set(entry.loc[entry.opcode == "custom-call", "custom_call_target"]) == {"__cublas$gemm"}
    g = entry.loc["cublas-gemm.1"]
    assert g.operands == ["param.2", "param.1"]
    assert g.backend_config.startswith('{"alpha_real":1,"alpha_imag":0,"beta":0,') and g.backend_config.endswith('"selected_algorithm":"2"}')
    assert (g.op_type, g.source_file, g.source_line) == ("dot_general", "/usr/local/lib/python3.7/dist-packages/flax/linen/linear.py", 190)
    assert entry.loc["param.2", "sharding"] == "{devices=[4,1]0,1,2,3}"
    assert entry.loc["param.2", "parameter_number"] == 3
    assert entry.loc["param", "sharding"] == "{replicated}"
    ag = entry.loc["all-gather"]
    assert (ag["shape"], ag.operands, ag.dimensions) == ("s32[4,4,1]{2,1,0}", ["fusion.3"], "{0}")
    assert ag.attributes == {"channel_id": "1", "replica_groups": "{{0,1,2,3}}", "use_global_device_ids": "true"}
    assert entry.loc["all-reduce.2", "called_computations"] == ["add"]
    f5 = entry.loc["fusion.5"]
    assert (f5["shape"], f5.fusion_kind, f5.called_computations) == ("(f32[1024]{0}, f32[256]{0})", "kInput", ["horizontally_fused_computation"])
    root = entry.loc["tuple.2"]
    assert bool(root.is_root) and root["shape"] == "(s32[], f32[32,32]{1,0}, f32[16,16]{1,0})"


def test_alpa_buffer_assignment_old_format():
    from kitlib.dumps.buffer_assignment import read_buffer_assignment

    b = read_buffer_assignment(ALPA / f"{A82}.sm_7.0_gpu_after_optimizations-buffer-assignment.txt")
    a = b.allocations
    assert a["allocation"].tolist() == list(range(14))
    assert a["kind"].tolist() == ["parameter"] * 4 + ["output", "thread-local", "parameter", "constant"] + ["thread-local"] * 5 + ["temp"]
    assert a["size_bytes"].tolist() == [8192, 4096, 4096, 1024, 24, 4, 4, 4, 4, 4, 4, 4, 4, 13456]
    assert a["parameter_number"].dropna().tolist() == [3, 1, 4, 2, 0]
    assert a.loc[4, "shape"] == "(s32[], f32[32,32], f32[16,16])"
    assert a["maybe_live_out"].tolist() == [False, True, False, True, True, False, True] + [False] * 7
    assert bool(a.loc[13, "is_preallocated_temp"]) and a.loc[13, "value_count"] == 16
    assert b.total_bytes == 30920
    v = b.values
    assert len(v) == 32
    ag = v[v.instruction == "all-gather"].iloc[0]
    assert (ag.allocation, ag.value_id, ag.offset_bytes, ag.size_bytes) == (13, 12, 13312, 64)
    f5 = v[v.instruction == "fusion.5"]
    assert f5["shape_index"].tolist() == ["{0}", "{1}", "{}"]
    # 2022 peak rows print no cumulative sum: it is summed here
    p = b.peak_buffers
    assert p["buffer"].tolist() == ["add.2", "param.1", "param.2", "param.3", "param.4", "cublas-gemm.7", "cublas-gemm.9", "input_fusion_scatter"]
    assert p["size_bytes"].tolist() == [4, 4096, 8192, 1024, 4096, 4096, 1024, 8192]
    assert (b.peak_time, b.peak_bytes) == (18, 30724)


def test_alpa_llvm_ir_typed_pointers():
    from kitlib.dumps.llvm_ir import read_llvm_ir

    m = read_llvm_ir(ALPA / "module_0056.jit__truncated_normal.22.ir-with-opt.1.ll")
    assert (m.module_id, m.target_triple) == ("<string>", "nvptx64-nvidia-cuda")
    g = m.globals.set_index("name")
    c = g.loc["buffer_for_constant_185"]
    assert (c.linkage, bool(c.is_constant), c.address_space, c.type, c.size_bytes) == ("external", True, 1, "[8 x i8]", 8)
    assert c.initializer_bytes == b" " + bytes(7)  # s64 32
    s = g.loc["rng_state"]
    assert (s.linkage, bool(s.is_constant), s.address_space, s.type, s.size_bytes) == ("private", False, 1, "i128", 16)
    assert int.from_bytes(s.initializer_bytes, "little") == 117515157
    f = m.functions.set_index("name").loc["rng_get_and_update_state"]
    assert bool(f.is_kernel) and not bool(f.is_declaration) and f.instruction_count == 7
    assert m.loads.values.tolist() == [["rng_get_and_update_state", "rng_state", 1]]
    assert m.references.values.tolist() == [["rng_get_and_update_state", "rng_state", 2]]


def test_alpa_ptx_kernels_globals_loads():
    from kitlib.dumps.ptx import read_ptx

    p = read_ptx(ALPA / f"{A82}.ptx")
    assert (p.version, p.target, p.address_size) == ("6.0", "sm_70", 64)
    assert p.entries["name"].tolist() == ["add_2", "fusion_3", "fusion_4", "fusion_2", "input_fusion_scatter",
                                          "input_fusion_scatter__1", "concatenate_1", "slice_3", "slice_2", "fusion_5"]
    assert bool(p.entries["is_entry"].all())
    e = p.entries.set_index("name")
    assert (e.loc["fusion_4", "reg_b32"], e.loc["fusion_4", "reg_f32"], e.loc["fusion_4", "reg_b64"]) == (17, 5, 17)
    assert e.loc["fusion_3", "instruction_count"] == 9
    g = p.globals.iloc[0]
    assert (len(p.globals), g["name"], g.state_space, g.size_bytes, bool(g.is_extern)) == (1, "buffer_for_constant_4", "global", 4, False)
    ld = p.loads
    nc = ld[ld.state_space == "global.nc"].groupby("function")["count"].sum().to_dict()
    assert nc == {"concatenate_1": 4, "fusion_2": 1, "fusion_3": 1, "fusion_4": 5, "fusion_5": 1,
                  "input_fusion_scatter__1": 2, "slice_2": 1, "slice_3": 1}
    assert ld[ld.state_space == "param"]["count"].sum() == 13  # add_2 never reads its second parameter

    q = read_ptx(ALPA / "module_0056.jit__truncated_normal.22.1.ptx")
    assert q.entries["name"].tolist() == ["rng_get_and_update_state"] and q.entries["instruction_count"].tolist() == [15]
    assert q.globals["name"].tolist() == ["buffer_for_constant_185", "rng_state"]
    assert q.globals["size_bytes"].tolist() == [8, 16]
    named = q.loads[q.loads.state_space == "global"]
    assert named[["qualifiers", "symbol", "count"]].values.tolist() == [["ld.global.u64", "rng_state", 2]]


# --- torch_xla metrics reports pasted in pytorch/xla issues: see tests/data/torch_xla_xrt_issues/SOURCE.md ---

XRT = DATA / "torch_xla_xrt_issues"


def test_metrics_report_2019_counter_field_and_unpadded_us():
    from kitlib.timings.metrics_report import read_metrics_report

    r = read_metrics_report(XRT / "issue_836_2019.txt")
    m = r.metrics.set_index("metric")
    assert m.index.tolist() == ["CompileTime", "ExecuteTime", "InboundData"]
    assert m["unit"].tolist() == ["s", "s", "bytes"]
    assert m["total_samples"].tolist() == [24, 1752, 880]
    assert m.loc["InboundData", "accumulator"] == 3.44 * 1024  # "Counter: 3.44KB", the 2019 name of Accumulator
    ct = m.loc["CompileTime"]
    # "07s501ms263.438us": the seconds part is rounded, so 6.501263438 s; the file itself agrees:
    # accumulator = ValueRate * TotalSamples / Rate (all 24 samples lie in the rate window)
    assert abs(ct.accumulator - 6.501263438) < 1e-9
    assert abs(ct.value_rate_per_s * ct.total_samples / ct.rate_per_s - ct.accumulator) < 1e-3
    et = m.loc["ExecuteTime"]
    assert abs(et.accumulator - (7 * 60 + 4.112694219)) < 1e-9  # "04s113ms694.219us": 694 us rounded the ms up
    assert abs(et.p90 - 0.191081607) < 1e-12  # "191ms81.607us": microseconds not zero-padded
    # printed "10%=069ms785.400us; 20%=069ms102.875us": decoded, the percentiles are in order
    assert et.p10 < et.p20 and abs(et.p10 - 0.068785400) < 1e-12 and abs(et.p20 - 0.069102875) < 1e-12
    assert len(r.counters) == 0


def test_metrics_report_2021_accumulator_blocks():
    from kitlib.timings.metrics_report import read_metrics_report

    m = read_metrics_report(XRT / "issue_2757_2021.txt").metrics.set_index("metric")
    assert m.index.tolist() == ["CompileTime", "DeviceLockWait", "ExecuteTime", "InputOutputAliasCount"]
    assert m["line"].tolist() == [1, 7, 13, 19]
    assert abs(m.loc["CompileTime", "accumulator"] - 0.095182874) < 1e-12
    assert abs(m.loc["DeviceLockWait", "accumulator"] - 13.884e-6) < 1e-15
    io = m.loc["InputOutputAliasCount"]
    assert (io.unit, io.accumulator, io.p01, io.p50, io.rate_per_s) == ("", 792.0, 5.0, 787.0, 0.122688)


def test_metrics_report_2022_xrt_counters():
    from kitlib.timings.metrics_report import read_metrics_report

    r = read_metrics_report(XRT / "issue_3356_2022_counters.txt")
    assert len(r.metrics) == 0
    c = r.counters.set_index("counter")["value"]
    assert len(c) == 29
    assert (c["UncachedCompile"], c["XrtSessionCount"], c["XrtCompile_Empty"], c["xla::add"], c["xla::bmm"]) == (5, 9, 128, 1203, 288)
    assert c.index[0] == "CreateCompileHandles" and c.index[-1] == "xla::bmm"


def test_jaxlib_0_4_31_closes_computations_with_their_names():
    """XLA of mid-2024 (jaxlib 0.4.31) writes ``} // fused_computation`` after each computation: ten computations,
    the ENTRY last, exact counts and first lines read off the file."""
    m = read_hlo(DATA / "jax_cpu_2024" / "module_0001.jit_cholesky.cpu_after_optimizations.txt")
    c = m.computations
    assert c["name"].tolist()[:2] == ["fused_computation", "fused_computation.1"] and c["name"].iloc[-1] == "main.101"
    assert c["instruction_count"].tolist() == [9, 14, 14, 7, 5, 5, 6, 23, 4, 12]
    assert c["line"].tolist() == [3, 15, 32, 49, 59, 67, 75, 84, 110, 117]
    assert m.entry == "main.101" and int(c["is_entry"].sum()) == 1
