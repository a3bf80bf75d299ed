"""What users attach, round two (issue 30 items 1-6, issue 29 item 3): old and new schemas, detection that never
guesses, complete files, thunks of every era, GraphDef text, containers and nsys-jax archives.

Each class has a real or exact-format sample (tests/data/{kineto,detection,thunk_eras,graphdef,nsys_jax}, each
with its SOURCE.md); expected row counts are counted from the raw text here, not typed. In-process CLI calls
(``kitlib.cli.main``) keep the file fast: ``kit parse --list-tables`` and ``kit index --parse`` on each class.
"""
from __future__ import annotations

import gzip
import io
import json
import lzma
import re
import shutil
from pathlib import Path

import pandas as pd
import pytest

from kitlib import cli as kit_cli
from kitlib.dumps.folder import parse_folder
from kitlib.dumps.formats import FORMATS, detect_kind, read_tables
from kitlib.dumps.index import read_dump_index
from kitlib.errors import KitError, ParseError
from kitlib.textio import head

DATA = Path(__file__).parent / "data"
KINETO = DATA / "kineto"
THUNKS = DATA / "thunk_eras"
NEGATIVE = DATA / "detection"
NSYS = DATA / "nsys_jax" / "jit_f.nsys-jax.zip"
GRAPHDEF = DATA / "graphdef" / "real_tf2.21" / "mark_for_compilation_annotated.pbtxt"


def _kit(capsys, *args: str) -> tuple[int, str, str]:
    code = kit_cli.main(list(args))
    out = capsys.readouterr()
    return code, out.out, out.err


def _signatures(path: Path) -> set[str]:
    """Every format whose content signature matches the file's head."""
    h = head(path)
    return {f.kind.value for f in FORMATS.values() if f.signature is not None and f.signature(h)}


# ---- 1. Kineto, every schema generation ----------------------------------------------------------------------

_DEVICE = re.compile(r'"cat": "(?:Kernel|Memcpy|Memset|kernel|gpu_memcpy|gpu_memset)"')
_COMPLETE = re.compile(r'"ph": "X"')


@pytest.mark.parametrize("name", ["kineto_2021_05.pt.trace.json", "kineto_2021_11.pt.trace.json",
                                  "gpu_exact_format.pt.trace.json", "cpu.pt.trace.json"])
def test_kineto_every_generation(name: str, capsys) -> None:
    path = KINETO / name
    raw = path.read_text()
    t = read_tables(path)
    assert detect_kind(path) == "kineto_trace" and _signatures(path) == {"kineto_trace"}
    assert len(t["kernels"]) == len(_DEVICE.findall(raw))  # the device events, nothing else
    assert len(t["ops"]) == len(_COMPLETE.findall(raw)) - len(_DEVICE.findall(raw))
    assert set(t["kernels"]["category"]) <= {"kernel", "gpu_memcpy", "gpu_memset"}
    assert not set(t["ops"]["category"]) & {"Operator", "Runtime", "Kernel", "User", "gpu_user_Annotation"}
    if "2021" in name:  # ProfilerStep#<n>: kernels in their steps; CPU operators never in the kernel table
        assert t["kernels"]["step"].notna().all() and not t["kernels"]["kernel"].str.startswith("aten::").any()
        assert (t["ops"]["category"] == "cpu_op").sum() == raw.count('"cat": "Operator"') + raw.count('"cat": "cpu_op"')
    code, out, _ = _kit(capsys, "parse", str(path), "--list-tables")
    assert code == 0 and out.splitlines()[1:] == ["kernels,True", "ops,False"]


def test_kineto_mtia_device_events_are_kernels(tmp_path: Path) -> None:
    """A Kineto trace of an MTIA run: its on-device events are ``mtia_ccp_events`` (ActivityType::MTIA_CCP_EVENTS,
    "MTIA ondevice CCP events"; Kineto now aliases it to CONCURRENT_KERNEL) and its host runtime ``mtia_runtime``
    (libkineto's ActivityType.cpp). Made from the exact-format GPU trace with those two categories: every device
    event is a row of ``kernels`` (before: none was), on plane ``MTIA <device>``."""
    raw = (KINETO / "gpu_exact_format.pt.trace.json").read_text()
    mtia = raw.replace('"cat": "kernel"', '"cat": "mtia_ccp_events"').replace('"cat": "cuda_runtime"', '"cat": "mtia_runtime"')
    path = tmp_path / "worker0.mtia.json"  # a name that says nothing: the content must
    path.write_text(mtia)
    t = read_tables(path)
    n = raw.count('"cat": "kernel"')
    assert detect_kind(path) == "kineto_trace" and n > 0
    k = t["kernels"]
    assert (k["category"] == "kernel").sum() == n and k.loc[k["category"] == "kernel", "plane"].str.startswith("MTIA ").all()
    assert (t["ops"]["category"] == "mtia_runtime").sum() == raw.count('"cat": "cuda_runtime"')


def test_kineto_cpu_only_trace_says_which_table_it_prints(capsys) -> None:
    code, out, err = _kit(capsys, "parse", str(KINETO / "cpu.pt.trace.json"))
    assert code == 0 and "kernels table is empty; printing its ops table" in err
    assert out.startswith("name,category,")


# ---- 2. detection: a positive signature, else "unknown format" --------------------------------------------------

@pytest.mark.parametrize("name", ["priority_fusion_dump.txt", "tpu_comp_env.txt"])
def test_look_alikes_are_unknown_never_another_format(name: str, capsys, tmp_path: Path) -> None:
    path = NEGATIVE / name
    assert _signatures(path) == set() and detect_kind(path) == "unknown"
    code, _, err = _kit(capsys, "parse", str(path))
    assert code == 2 and "unknown format" in err
    shutil.copy(path, tmp_path / name)
    idx = read_dump_index(tmp_path)
    assert idx["kind"].tolist() == ["unknown"]


def test_each_sample_matches_exactly_one_signature() -> None:
    """The signatures are exclusive on every real or exact-format sample: detection never has to choose."""
    from .test_formats import SAMPLES

    samples = {**SAMPLES, "graphdef": GRAPHDEF, "thunk_sequence": THUNKS / "2019.thunk_schedule"}
    samples |= {f"kineto_trace {p.name}": p for p in KINETO.glob("*.json")}
    for kind, path in samples.items():
        # HLO text's stage is in its dump name, not its content: both stages and the per-pass dumps sign as HLO text
        expected = "hlo" if kind in ("hlo_before_optimizations", "hlo_after_optimizations", "hlo_pass") else kind.split()[0]
        assert _signatures(path) == {expected}, (kind, path)
    for p in THUNKS.glob("*thunk_s*"):
        assert _signatures(p) == {"thunk_sequence"}, p
    for p in DATA.rglob("*.py"):  # the scripts that write the samples quote them: a script is no sample
        assert _signatures(p) == set(), p


# ---- 3. complete files are not "truncated" ------------------------------------------------------------------------

def test_per_computation_hlo_without_final_newline(tmp_path: Path, capsys) -> None:
    text = (DATA / "xla_gpu_tests_2023" / "concat.hlo").read_text().rstrip("\n")
    assert text.endswith("}")
    p = tmp_path / "fusion.1.hlo"
    p.write_text(text)
    t = read_tables(p)["instructions"]
    assert len(t) == len(re.findall(r"^\s+(?:ROOT )?%\S+ = ", text, re.M))
    cut = tmp_path / "cut.hlo"
    cut.write_text(text[: text.rindex("ROOT")])  # the structure is really cut: said, with what is open
    with pytest.raises(ParseError, match="ends inside computation"):
        read_tables(cut)


# ---- 4. thunk sequences and schedules, every era, with the kernel each thunk launches ----------------------------

_THUNK_LINE = re.compile(r"^\s*(?:\d+: )?k[A-Z]\w*(?:[ \t]|$)|^\t%", re.M)


@pytest.mark.parametrize("path", sorted(THUNKS.glob("*thunk_s*")), ids=lambda p: p.name)
def test_thunks_every_era(path: Path, capsys) -> None:
    raw = path.read_text()
    t = read_tables(path)["thunks"]
    assert len(t) == len(_THUNK_LINE.findall(raw))
    kernels = re.findall(r"kernel ?= ?(\w+)", raw)
    if not kernels:  # the schedules that print the instruction only: its sanitised name (kKernel / fusion lines)
        kernels = [re.sub(r"[.\-]", "_", n) for n in re.findall(r"(?:^kKernel\s+|^\t)%([\w.\-]+) = \S+ fusion\(", raw, re.M)]
    assert t["kernel"].dropna().tolist() == kernels and len(kernels) > 0
    assert (t["thunk_kind"] == "kKernel").sum() == (raw.count("kKernel") or 0)
    if "condition:" in raw:  # the while loop's regions
        assert set(t["region"].dropna()) == {"condition", "body"}
        assert t.loc[t["region"].notna(), "parent"].nunique() == 1
    code, out, _ = _kit(capsys, "parse", str(path), "--list-tables")
    assert code == 0 and out.splitlines()[1:] == ["thunks,True"]


def test_thunk_folder_and_cut_line(tmp_path: Path, capsys) -> None:
    dump = tmp_path / "dump"
    dump.mkdir()
    for p in THUNKS.glob("*thunk_s*"):
        shutil.copy(p, dump / f"module_0001.jit_f.{p.name.split('.')[0]}.{'thunk_schedule' if 'schedule' in p.name else 'thunk_sequence.txt'}")
    code, out, err = _kit(capsys, "index", str(dump), "--parse", "--format", "csv")
    idx = pd.read_csv(io.StringIO(out))
    assert code == 0 and idx["parsed"].all() and idx["error"].isna().all() and set(idx["kind"]) == {"thunk_sequence"}
    line = (THUNKS / "2025.thunk_sequence.txt").read_text().splitlines()[-1]
    with pytest.raises(ParseError, match="unbalanced"):
        read_tables(_write(tmp_path / "cut.txt", line[: line.index("{") + 3] + "\n"), "thunk_sequence")


def _write(p: Path, text: str | bytes) -> Path:
    p.write_bytes(text if isinstance(text, bytes) else text.encode())
    return p


# ---- 5. GraphDef text, real, by content, gzipped ------------------------------------------------------------------

def test_real_graphdef_by_content_and_gzipped(tmp_path: Path, capsys) -> None:
    raw = GRAPHDEF.read_text()
    nodes = read_tables(GRAPHDEF)["nodes"]
    assert len(nodes) == len(re.findall(r"^node \{", raw, re.M)) == 12
    assert nodes["xla_cluster"].notna().sum() == raw.count('key: "_XlaCluster"')
    attached = _write(tmp_path / "graph_after_clustering.txt.gz", gzip.compress(GRAPHDEF.read_bytes(), mtime=0))
    assert detect_kind(attached) == "graphdef"
    pd.testing.assert_frame_equal(read_tables(attached)["nodes"], nodes)
    code, out, _ = _kit(capsys, "parse", str(attached), "--list-tables")
    assert code == 0 and out.splitlines()[1:] == ["nodes,True"]
    assert _kit(capsys, "transfers", str(attached))[0] == 0  # one detection: kit transfers reads what kit parse reads


# ---- issue 29.3: one detection for every command ------------------------------------------------------------------

@pytest.mark.parametrize("path", [
    DATA / "xla_gpu_tests_2023" / "concat.hlo",  # HLO named .hlo: kit transfers refused it ("neither HLO text ...")
    DATA / "cpu_2025" / "module_0000.SyncTensorsGraph.34.before_optimizations.txt",
    DATA / "hlo_proto" / "jax_cpu" / "module_0007.jit_f.cpu_after_optimizations.hlo.pb",
], ids=lambda p: p.name)
def test_transfers_reads_every_hlo_kit_parse_reads(path: Path, capsys) -> None:
    assert _kit(capsys, "parse", str(path), "--list-tables")[0] == 0
    code, _, err = _kit(capsys, "transfers", str(path))
    assert code == 0, err


def test_transfers_refuses_other_kinds_by_their_name(capsys) -> None:
    code, _, err = _kit(capsys, "transfers", str(KINETO / "cpu.pt.trace.json"))
    assert code == 2 and "this file is kineto_trace" in err


# ---- 6. containers and nsys-jax archives --------------------------------------------------------------------------

@pytest.mark.parametrize("path", [KINETO / "kineto_2021_05.pt.trace.json", THUNKS / "2024.thunk_sequence.txt", GRAPHDEF],
                         ids=lambda p: p.name)
def test_xz_and_zip_of_other_formats(path: Path, tmp_path: Path) -> None:
    import zipfile

    plain = read_tables(path)
    xz = _write(tmp_path / (path.name + ".xz"), lzma.compress(path.read_bytes()))
    z = tmp_path / (path.name + ".zip")
    with zipfile.ZipFile(z, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(path.name, path.read_bytes())
    for packed in (xz, z):
        assert detect_kind(packed) == detect_kind(path)
        for name, table in read_tables(packed).items():
            pd.testing.assert_frame_equal(table, plain[name])


def test_nsys_jax_archive_is_a_folder(capsys) -> None:
    import zipfile

    with zipfile.ZipFile(NSYS) as z:
        members = [i.filename for i in z.infolist()]
    code, out, err = _kit(capsys, "index", str(NSYS), "--parse", "--format", "csv")
    idx = pd.read_csv(io.StringIO(out)).set_index("file")
    assert code == 0 and list(idx.index) == sorted(members)
    protos = [m for m in members if m.endswith(".hlo.pb.xz")]
    assert set(idx.loc[protos, "kind"]) == {"hlo_proto"} and idx.loc[protos, "parsed"].all()
    assert idx["error"].isna().all() and f"{len(members)} files" in err
    parsed = parse_folder(NSYS, cache=False)
    after = next(m for m in protos if "after_optimizations" in m)
    member = NSYS / after
    text = _hlo_text(lzma.decompress(zipfile.ZipFile(NSYS).read(after)))
    ins = parsed["hlo_instructions"]
    assert (ins["file"] == after).sum() == len(re.findall(r"^\s+(?:ROOT )?%?\S+ = ", text, re.M))
    code, out, _ = _kit(capsys, "parse", str(member), "--list-tables")
    assert code == 0 and out.splitlines()[1] == "instructions,True"
    code, _, err = _kit(capsys, "parse", str(NSYS))
    assert code == 2 and "a zip archive of several files" in err and "kit index" in err
    with pytest.raises(KitError):
        detect_kind(NSYS)


def _hlo_text(proto: bytes) -> str:
    from kitlib.dumps.hlo_proto import hlo_proto_text

    return hlo_proto_text(proto)


def test_json_trace_in_zip_member_path(tmp_path: Path) -> None:
    """A trace inside an archive, named by ARCHIVE/member: the JSON readers take containers too."""
    import zipfile

    z = tmp_path / "attachments.zip"
    with zipfile.ZipFile(z, "w") as zf:
        zf.writestr("a/worker0.pt.trace.json.gz", gzip.compress((KINETO / "kineto_2021_11.pt.trace.json").read_bytes()))
        zf.writestr("notes.txt", "see the trace\n")
    t = read_tables(z / "a" / "worker0.pt.trace.json.gz")
    assert len(t["kernels"]) == len(_DEVICE.findall((KINETO / "kineto_2021_11.pt.trace.json").read_text()))
    assert json.loads(json.dumps(read_dump_index(z)["kind"].tolist())) == ["kineto_trace", "unknown"]


def test_kit_index_parse_every_class_at_once(tmp_path: Path, capsys) -> None:
    """One folder of attachments, every class above, some compressed: each file is read by its own reader, the
    look-alikes are unknown, nothing fails."""
    folder = tmp_path / "attached"
    folder.mkdir()
    for p in [*KINETO.glob("kineto_2021_*.json"), *THUNKS.glob("*thunk_s*"), GRAPHDEF, *NEGATIVE.glob("*.txt")]:
        shutil.copy(p, folder / p.name)
    _write(folder / "old_trace.json.xz", lzma.compress((KINETO / "kineto_2021_05.pt.trace.json").read_bytes()))
    _write(folder / "graph.pbtxt.gz", gzip.compress(GRAPHDEF.read_bytes(), mtime=0))
    code, out, err = _kit(capsys, "index", str(folder), "--parse", "--format", "csv")
    idx = pd.read_csv(io.StringIO(out)).set_index("file")
    assert code == 0 and idx["error"].isna().all(), idx["error"].dropna().tolist()
    assert idx.loc["old_trace.json.xz", "kind"] == "kineto_trace" and idx.loc["graph.pbtxt.gz", "kind"] == "graphdef"
    assert set(idx.loc[[p.name for p in NEGATIVE.glob("*.txt")], "kind"]) == {"unknown"}
    known = idx[idx["kind"] != "unknown"]
    assert known["parsed"].all() and len(known) == len(idx) - 2
