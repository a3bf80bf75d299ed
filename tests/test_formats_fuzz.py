"""Mutated real files into issue 14's new readers: the kit's ParseError or a result, nothing else, no hang.

Same mutations as tests/test_fuzz.py (truncation, byte runs deleted / inserted /
replaced, lines duplicated or deleted, bit flips), on each new format's fixture.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kitlib.dumps.formats import sniff
from kitlib.dumps.gpu_side import read_autotune_results, read_gpu_target_config
from kitlib.dumps.hlo_proto import read_hlo_proto
from kitlib.dumps.thunk_sequence import read_thunk_sequence
from kitlib.dumps.torch_xla_debug import read_pt_xla_debug, read_saved_tensors
from kitlib.errors import ParseError
from kitlib.timings.kineto import read_kineto_trace

from .test_fuzz import _mutate, _mutation, _text

DATA = Path(__file__).parent / "data"


def _file_reader(reader, name: str):
    def read(data: bytes):
        with tempfile.TemporaryDirectory() as d:
            p = Path(d) / name
            p.write_bytes(data)
            return reader(p)

    read.__name__ = reader.__name__
    return read


def _xplane(data: bytes):
    pytest.importorskip("xprof")
    from kitlib.timings.xplane import read_xplane

    return _file_reader(read_xplane, "t.xplane.pb")(data)


READERS = [
    ("thunk_sequence", _text(read_thunk_sequence), DATA / "gpu" / "bert_tiny_n4" / "module_0001.IrToHlo.541.thunk_sequence.txt"),
    ("autotune_results", _text(read_autotune_results), DATA / "xla_gpu_side" / "exact_format.autotune_results.pbtxt"),
    ("gpu_target_config", _text(read_gpu_target_config), DATA / "xla_gpu_side" / "h100.gpu_target_config.pbtxt"),
    ("saved_tensors_text", _text(read_saved_tensors), DATA / "torch_xla_debug" / "save_tensors.text.0"),
    ("saved_tensors_dot", _text(read_saved_tensors), DATA / "torch_xla_debug" / "save_tensors.dot.0"),
    ("pt_xla_debug", _text(read_pt_xla_debug), DATA / "torch_xla_debug" / "pt_xla_debug.txt"),
    ("kineto", _file_reader(read_kineto_trace, "t.pt.trace.json"), DATA / "kineto" / "gpu_exact_format.pt.trace.json"),
    ("hlo_proto", read_hlo_proto, DATA / "hlo_proto" / "jax_cpu" / "module_0007.jit_f.cpu_after_optimizations.hlo.pb"),
    ("hlo_snapshot", read_hlo_proto, next((DATA / "hlo_proto" / "jax_cpu").glob("module_0007.jit_f.snapshot.*.pb"))),
    ("xplane", _xplane, DATA / "xplane" / "jax_cpu.xplane.pb"),
    ("sniff", sniff, DATA / "xplane" / "jax_cpu.xplane.pb"),
]


@pytest.mark.parametrize("label, reader, source", READERS, ids=[r[0] for r in READERS])
@settings(max_examples=30, deadline=5000, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(muts=st.lists(_mutation, min_size=1, max_size=4))
def test_mutated_input_only_parse_error(label, reader, source: Path, muts):
    data = _mutate(source.read_bytes(), muts)
    try:
        reader(data)
    except ParseError:
        pass


@pytest.mark.parametrize("label, reader, source", READERS, ids=[r[0] for r in READERS])
def test_unmutated_input_reads(label, reader, source: Path):
    reader(source.read_bytes())


GARBAGE = [b"", b"\x00\x01\x02garbage", b"\xff\xfe\xfa" * 100, b"\n\n\n", b"}" * 1000, b"{" * 5000, os.urandom(4096)]


@pytest.mark.parametrize("label, reader", [(r[0], r[1]) for r in READERS if r[0] != "sniff"], ids=[r[0] for r in READERS if r[0] != "sniff"])
@pytest.mark.parametrize("data", GARBAGE, ids=range(len(GARBAGE)))
def test_garbage_raises_parse_error(label, reader, data: bytes):
    """Garbage is refused; a blank file may also read as empty tables (XLA writes empty side files)."""
    try:
        out = reader(data)
    except ParseError:
        return
    assert not data.strip(), f"{label} accepted garbage"
    assert all(len(t) == 0 for t in ([out] if hasattr(out, "columns") else vars(out).values() if hasattr(out, "__dict__") else []))
