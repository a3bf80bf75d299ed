"""Argument handling of `kit sweep` (no process is started)."""
from __future__ import annotations

from kitlib.cli import _join_flag_values, _spec_from_args, build_parser


def _spec(*argv: str):
    return _spec_from_args(build_parser().parse_args(_join_flag_values(["sweep", *argv])))


def test_defaults_are_bert_base_inference_over_three_split_counts() -> None:
    s = _spec()
    assert (s.model, s.mode, s.steps, s.batch_size, s.seq_len, s.repeats) == ("bert-base", "infer", 20, 8, 128, 1)
    assert [c.name for c in s.configs] == ["split-1", "split-8", "split-32"]
    assert [c.xla_flags for c in s.configs] == [f"--xla_cpu_parallel_codegen_split_count={n}" for n in (1, 8, 32)]


def test_xla_flags_value_may_start_with_dashes() -> None:
    s = _spec("--xla-flags", "--xla_cpu_enable_fast_math=true --xla_backend_optimization_level=2", "--split-counts", "4")
    assert s.xla_flags == "--xla_cpu_enable_fast_math=true --xla_backend_optimization_level=2"
    assert [c.name for c in s.configs] == ["split-4"]


def test_gpu_backend_defaults_add_the_unsplit_baseline() -> None:
    s = _spec("--backend", "xla-gpu-deviceless", "--model", "bert-tiny")
    assert [c.name for c in s.configs] == ["no-split", "split-1", "split-2", "split-4", "split-8", "split-16"]
    assert s.configs[0].xla_flags == "" and "--xla_gpu_force_compilation_parallelism=16" in s.configs[-1].xla_flags
