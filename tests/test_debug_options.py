"""``.debug_options`` reader on real dumps and protobuf text corners."""
from __future__ import annotations

from pathlib import Path

import pytest

from kitlib.dumps.debug_options import DEBUG_OPTIONS_SCHEMA, as_xla_flags, read_debug_options
from kitlib.errors import ParseError

DATA = Path(__file__).parent / "data"


def test_real_torch_xla_debug_options():
    d = read_debug_options(DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.debug_options")
    assert list(d.columns) == DEBUG_OPTIONS_SCHEMA.names
    assert d["flag"].tolist() == ["xla_cpu_parallel_codegen_split_count", "xla_dump_to", "xla_dump_hlo_as_text",
                                  "xla_cpu_enable_xprof_traceme"]
    assert d["value"].tolist() == ["8", "/tmp/exp/dump", "true", "true"]
    assert d["value_type"].tolist() == ["int", "string", "bool", "bool"]
    assert as_xla_flags(d).startswith("--xla_cpu_parallel_codegen_split_count=8 --xla_dump_to=/tmp/exp/dump")


def test_nested_repeated_and_escapes():
    text = ('xla_gpu_enable_command_buffer: FUSION\nxla_gpu_enable_command_buffer: CUBLAS\n'
            'xla_backend_extra_options {\n  key: "a"\n  value: "b\\"c"\n}\nxla_gpu_memory_limit_slop_factor: 95.5\n')
    d = read_debug_options(text)
    assert d["flag"].tolist() == ["xla_gpu_enable_command_buffer", "xla_gpu_enable_command_buffer",
                                  "xla_backend_extra_options.key", "xla_backend_extra_options.value",
                                  "xla_gpu_memory_limit_slop_factor"]
    assert d["value"].tolist() == ["FUSION", "CUBLAS", "a", 'b"c', "95.5"]
    assert d["value_type"].tolist() == ["enum", "enum", "string", "string", "float"]


def test_empty_is_valid_and_bad_is_error(tmp_path: Path):
    f = tmp_path / "x.debug_options"
    f.write_text("")
    assert len(read_debug_options(f)) == 0
    with pytest.raises(ParseError) as e:
        read_debug_options("a: 1\nnot a field line\n")
    assert e.value.line == 2
    with pytest.raises(ParseError, match="truncated"):
        read_debug_options("blk {\n  a: 1\n")
