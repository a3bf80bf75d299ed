"""Side files of TPU (and XLA service) dump folders: flagfile, execution options, HLO module config, target arguments.

Counts from the raw files: ``grep -c '^--'`` for flags, ``grep -c ': '`` for text-proto field values.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from kitlib import cli as kit_cli
from kitlib.dumps.formats import detect_kind
from kitlib.dumps.kinds import classify
from kitlib.dumps.tpu_side import read_execution_options, read_flagfile, read_hlo_module_config
from kitlib.errors import ParseError

T = Path(__file__).parent / "data" / "tpu_side"
TPU = T / "module_0004.jit_train_step"


def test_flagfile() -> None:
    f = read_flagfile(f"{TPU}.flagfile")
    assert len(f) == 8  # grep -c '^--'
    flags = f.set_index("flag")
    assert flags.loc["xla_tpu_scoped_vmem_limit_kib", "value"] == "98304"
    assert flags.loc["xla_tpu_scoped_vmem_limit_kib", "value_type"] == "int"
    assert tuple(flags.loc["xla_dump_hlo_as_text", ["value", "value_type"]]) == ("true", "bool")  # --flag alone
    assert flags.loc["xla_tpu_enable_flash_attention", "value"] == "false"  # --noflag
    assert flags.loc["xla_dump_to", "value_type"] == "string"


def test_execution_options() -> None:
    e = read_execution_options(f"{TPU}.execution_options.txt")
    assert len(e) == 18  # grep -c ': '
    top = e.set_index("field")
    assert top.loc["num_partitions", "value"] == "4" and top.loc["use_shardy_partitioner", "value"] == "true"
    assert (e["field"] == "device_assignment.computation_devices.replica_device_ids").sum() == 4


def test_hlo_module_config_tpu_and_real_gpu() -> None:
    tpu = read_hlo_module_config(f"{TPU}.hlo_module_config.txt")
    assert len(tpu) == 40 and tpu.set_index("field").loc["device_type", "value"] == "TPU"  # grep -c ': ' -> 40
    real = read_hlo_module_config(T / "module_0001.jit_f.config.pbtxt")  # jax 0.9.2 deviceless XLA:GPU wrote it
    assert len(real) == 268  # grep -c ': '
    fields = real.set_index("field")["value"]
    assert fields["replica_count"] == "1" and fields["memory_fitting_level"] == "EFFORT_O2"  # a field newer than xla.proto@00987f6e


def test_names_and_content() -> None:
    assert classify("module_0004.jit_train_step.target_arguments.txt").kind == "target_arguments"
    assert classify("module_0001.jit_f.config.pbtxt").kind == "hlo_module_config"
    assert classify("execution_options.txt").kind == "execution_options"  # 2019-2022 DumpExecutionOptions
    for p in T.glob("module_*"):
        assert classify(p.name).kind == detect_kind(p) != "unknown"


def test_signatures_need_the_formats_required_fields(tmp_path: Path) -> None:
    """A text proto renamed (a libtpu target_arguments.txt, an ExecutionOptions) is not read as an
    HloModuleConfigProto because it shares a field name with one: every top-level field must be the message's and
    the first its required entry_computation_layout. The real files keep their kinds by content alone."""
    for src, kind in ((f"{TPU}.hlo_module_config.txt", "hlo_module_config"), (T / "module_0001.jit_f.config.pbtxt", "hlo_module_config"),
                      (f"{TPU}.execution_options.txt", "execution_options")):
        p = tmp_path / f"renamed_{kind}_{Path(src).stem}.dat"
        p.write_text(Path(src).read_text())
        assert detect_kind(p) == kind
    text = Path(f"{TPU}.hlo_module_config.txt").read_text()
    no_layout = text[text.index("\nseed: ") + 1:]  # every field its own, but not the required one
    foreign = 'device_type: "TPU"\nreplica_count: 1\ntopology {\n  chips: 4\n}\n'  # shares two field names only
    for i, body in enumerate((no_layout, foreign, "num_replicas: 1\ntopology {\n  chips: 4\n}\n")):
        p = tmp_path / f"target_arguments_{i}.dat"
        p.write_text(body)
        assert detect_kind(p) == "unknown", body[:40]


def test_target_arguments_named_not_read(tmp_path: Path, capsys) -> None:
    p = tmp_path / "module_0004.jit_train_step.target_arguments.txt"
    p.write_text("opaque\n")
    assert kit_cli.main(["parse", str(p)]) == 2
    assert "no reader for target_arguments files" in capsys.readouterr().err


@pytest.mark.parametrize("reader, suffix, text, reason", [
    (read_flagfile, "flagfile", "--xla_a=1\nxla_b=2\n", "not a flag line"),
    (read_flagfile, "flagfile", "# only a comment\n", "no flag"),
    (read_execution_options, "execution_options.txt", "num_replicas: 1\ndevice_assignment {\n  replica_count: 1\n",
     "never closed"),
    (read_hlo_module_config, "hlo_module_config.txt", "gpu_device_info {\n  core_count: 132\n}\n", "no field of"),
])
def test_bad_side_files_one_line(tmp_path: Path, capsys, reader, suffix: str, text: str, reason: str) -> None:
    bad = tmp_path / f"module_0004.jit_train_step.{suffix}"
    bad.write_text(text)
    with pytest.raises(ParseError, match=reason):
        reader(bad)
    assert kit_cli.main(["parse", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"kit: {bad}")
