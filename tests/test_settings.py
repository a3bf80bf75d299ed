"""Effective settings: given vs in effect per config, differences, and a given flag that is not in effect."""
from __future__ import annotations

from pathlib import Path

from kitlib.analysis.settings import SETTING_SCHEMA, config_settings, parse_flags, settings, settings_side_by_side
from kitlib.dumps.debug_options import read_debug_options
from kitlib.schema import frame

# .debug_options as XLA writes it (protobuf text, non-default fields only; tests/data/host_offload has real ones)
_OPTS = """xla_cpu_parallel_codegen_split_count: 32
xla_cpu_enable_xprof_traceme: true
xla_backend_optimization_level: 2
"""


def test_flag_given_but_not_in_effect() -> None:
    rows = config_settings("a", "--xla_cpu_parallel_codegen_split_count=8 --xla_cpu_enable_xprof_traceme "
                                "--xla_cpu_use_thunk_runtime=false --xla_dump_to=/x",
                           read_debug_options(_OPTS),
                           env={"TF_XLA_FLAGS": "--tf_xla_auto_jit=2", "XLA_FLAGS": "--xla_backend_optimization_level=2",
                                "PJRT_DEVICE": "CPU", "HOME": "/root"},
                           versions={"jaxlib": "0.9.2"})
    got = {(r["source"], r["setting"]): (r["given"], r["in_effect"], r["status"]) for r in rows}
    assert got == {
        ("xla_flags", "xla_backend_optimization_level"): ("2", "2", "in effect"),
        ("xla_flags", "xla_cpu_parallel_codegen_split_count"): ("8", "32", "not in effect"),
        ("xla_flags", "xla_cpu_enable_xprof_traceme"): ("true", "true", "in effect"),
        ("xla_flags", "xla_cpu_use_thunk_runtime"): ("false", None, "not listed (XLA default or ignored)"),
        ("tf_xla_flags", "tf_xla_auto_jit"): ("2", "2", "recorded"),
        ("env", "PJRT_DEVICE"): ("CPU", "CPU", "recorded"),
        ("version", "jaxlib"): ("0.9.2", "0.9.2", "recorded"),
    }
    assert parse_flags("--a=1 --b --a=2") == {"a": "2", "b": "true"}


def test_side_by_side_marks_differences_and_ignored_flags() -> None:
    a = config_settings("a", "--xla_cpu_parallel_codegen_split_count=8", read_debug_options(_OPTS), versions={"jax": "0.9.2"})
    b = config_settings("b", "--xla_cpu_parallel_codegen_split_count=32", read_debug_options(_OPTS), versions={"jax": "0.9.2"})
    wide = settings_side_by_side(frame(a + b, SETTING_SCHEMA))
    row = wide.loc[("xla_flags", "xla_cpu_parallel_codegen_split_count")]
    assert row["a"] == "32 (not in effect: given 8)" and row["b"] == "32" and row["not_in_effect"] == "a"
    assert bool(row["differs"]) and not bool(wide.loc[("version", "jax"), "differs"])
    assert wide.index[0] == ("xla_flags", "xla_cpu_parallel_codegen_split_count")  # differences first


def test_real_run(tiny_run: Path) -> None:
    t = settings(tiny_run)
    wide = settings_side_by_side(t)
    split = wide.loc[("xla_flags", "xla_cpu_parallel_codegen_split_count")]
    assert (split["split-1"], split["split-8"]) == ("1", "8") and bool(split["differs"])
    assert set(t.loc[t["source"] == "xla_flags", "status"]) <= {"in effect", "not listed (XLA default or ignored)"}
    assert "torch_xla" in set(t.loc[t["source"] == "version", "setting"])
