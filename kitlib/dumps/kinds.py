"""What a dump file's name says: its kind (:class:`Kind`, every file kind the kit names), HLO module, stage,
kernel and split part (:func:`classify`).

Every naming era in ``shared/DESIGN.md`` is recognised; a name the classifier does not know is kind ``unknown``.
Detection by content, for names that do not say, is :func:`kitlib.dumps.formats.detect_kind`.

Checked against: torch_xla 2.9.0 / XLA:CPU dumps made on this machine (2025+
names: ``<kernel>_kernel_module.ir-with-opt.ll``, ``obj-file.<kernel>.o``,
MLIR stages), jax 0.9.2 XLA:GPU deviceless dumps (``.<i>.ir-with-opt.ll``,
``.<i>.ptx``, ``.constants.ir-no-opt.ll``), and the 2022 names quoted in
``shared/CASES.md`` (``ir-with-opt.<i>.ll``, ``.<i>.ptx``).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from ..textio import unpacked_name
from .hlo_passes import split_pass_dump_name


class Kind(StrEnum):
    """Every file kind the kit names: what :func:`classify` reads off a dump file's name and :func:`sniff` off its
    first bytes (``unknown`` when neither says). :data:`kitlib.dumps.formats.FORMATS` declares the reader of each
    kind that has one; a kind is a ``str``, so it compares equal to its value and is stored as one in tables."""

    HLO_BEFORE_OPTIMIZATIONS = "hlo_before_optimizations"
    HLO_AFTER_OPTIMIZATIONS = "hlo_after_optimizations"
    HLO_PASS = "hlo_pass"  # --xla_dump_hlo_pass_re: the module between two passes
    MODULE_METADATA = "module_metadata"  # --xla_dump_module_metadata: module_<id>.metadata.textproto
    BUFFER_ASSIGNMENT = "buffer_assignment"
    MEMORY_USAGE_REPORT = "memory_usage_report"
    DEBUG_OPTIONS = "debug_options"
    LLVM_IR = "llvm_ir"
    PTX = "ptx"
    OBJECT_FILE = "object_file"
    MLIR = "mlir"
    THUNK_SEQUENCE = "thunk_sequence"
    AUTOTUNE_RESULTS = "autotune_results"
    GPU_TARGET_CONFIG = "gpu_target_config"
    HLO = "hlo"
    HLO_PROTO = "hlo_proto"
    METRICS_REPORT = "metrics_report"
    TRACE = "trace"
    KINETO_TRACE = "kineto_trace"
    XPLANE = "xplane"
    TORCH_XLA_GRAPHS = "torch_xla_graphs"
    PT_XLA_DEBUG = "pt_xla_debug"
    X86_ASM = "x86_asm"  # llc -march=x86-64 output (.s): read by kit parse, never in a dump folder
    GRAPHDEF = "graphdef"  # TensorFlow GraphDef text (.pbtxt): kit grep and kit transfers
    # logs, MLIR, TPU side files, XProf tool data (issue 30 items 7-10)
    OOM_REPORT = "oom_report"  # XLA GPU / TPU out-of-memory report in a log or pasted text
    FLAGFILE = "flagfile"
    EXECUTION_OPTIONS = "execution_options"
    HLO_MODULE_CONFIG = "hlo_module_config"
    TARGET_ARGUMENTS = "target_arguments"  # libtpu's; named, not read (its content is not public)
    XPROF_HLO_STATS = "xprof_hlo_stats"
    XPROF_ROOFLINE_MODEL = "xprof_roofline_model"
    XPROF_OP_PROFILE = "xprof_op_profile"
    XPROF_MEMORY_VIEWER = "xprof_memory_viewer"
    XPROF_KERNEL_STATS = "xprof_kernel_stats"
    UNKNOWN = "unknown"

_MODULE = re.compile(r"^module_(\d{4,})\.(.+)$")
# Module names as XLA front ends spell them: SyncTensorsGraph.550, IrToHlo.12, jit_f, pjit_f, xla_computation_f
_MODULE_NAME = re.compile(r"^([A-Za-z_][\w\-]*(?:\.\d+)?)\.(.+)$")
# the platform tag of an optimised module's name: cpu, gpu, an XLA:GPU target (sm_8.0, sm_9.0a, gfx942 and its
# feature suffixes) followed by _gpu
_PLATFORM = r"cpu|gpu|sm_\d+\.\d+[a-z]?_gpu|gfx[0-9a-f]+[\w:+\-]*?_gpu"
_AFTER = re.compile(rf"^(?:({_PLATFORM})_)?after_optimizations(-buffer-assignment|-memory-usage-report)?\.txt$")
# the same at the end of <module name>.<...>: it decides where a module name ending in digits stops
_AFTER_TAIL = re.compile(rf"\.(?:(?:{_PLATFORM})_)?after_optimizations(?:-buffer-assignment|-memory-usage-report)?\.txt$")
# LLVM IR, 2025+: <sfx>.ir-no-opt.ll / <sfx>.ir-with-opt.ll (sfx may be empty)
_IR_NEW = re.compile(r"^(?:(?P<sfx>.+)\.)?ir-(?P<stage>no-opt|with-opt)\.ll$")
# LLVM IR, before 2025: ir-no-opt.<sfx>.ll, ir-with-opt.<i>.ll; until 2023 ir-with-opt-noconst.ll
_IR_OLD = re.compile(r"^ir-(?P<stage>no-opt|with-opt)(?P<noconst>-noconst)?(?:\.(?P<sfx>.+))?\.ll$")
_PTX = re.compile(r"^(?:(?P<sfx>.+)\.)?ptx$")
_OBJ = re.compile(r"^obj-file(?:\.(?P<sfx>.+))?\.o$")
_MLIR = re.compile(r"^(?P<sfx>.+)-(?P<stage>pre-optimization|post-optimization|post-lowering)\.mlir$")
_PART = re.compile(r"^(?:part_)?(\d+)$")


@dataclass(frozen=True)
class FileInfo:
    """What a dump file's name says (see :data:`INDEX_SCHEMA`)."""

    module_id: int | None
    hlo_module: str | None
    kind: Kind
    stage: str | None = None
    kernel: str | None = None
    split_part: int | None = None
    platform: str | None = None
    era: str | None = None


def _suffix(sfx: str | None) -> tuple[str | None, int | None]:
    """Split a per-file suffix into (kernel, split part).

    ``3`` and ``part_03`` are split parts; ``add_fusion.1.clone_kernel_module``
    is a kernel; ``inlined`` / ``constants`` are kept as kernel-less tags by the
    caller.
    """
    if not sfx:
        return None, None
    m = _PART.match(sfx)
    if m:
        return None, int(m.group(1))
    if sfx.endswith("_kernel_module"):
        return sfx[: -len("_kernel_module")], None
    # XLA:CPU kernel modules in a split compute module: <kernel>.part_00 / part_00
    m = re.match(r"^(.*?)[._]?part_(\d+)$", sfx)
    if m:
        return (m.group(1) or None), int(m.group(2))
    return sfx, None


def classify(name: str, module_names: dict[int, str] | None = None) -> FileInfo:
    """Classify one dump file name.

    Args:
        name: the file name (no folder).
        module_names: module id -> module name, when known from the folder's HLO
            files; it disambiguates module names that contain dots.

    Returns:
        A :class:`FileInfo`; ``kind == Kind.UNKNOWN`` for names no era uses. Never raises. A container ending
        (``.gz``, ``.xz``, ``.zip``: nsys-jax's ``.hlo.pb.xz``) is looked through: the kind is the held file's.
    """
    name = unpacked_name(name)
    m = _MODULE.match(name)
    if not m:
        return FileInfo(None, None, _by_suffix(name) or Kind.UNKNOWN)
    module_id = int(m.group(1))
    rest = m.group(2)
    if rest == "metadata.textproto":  # --xla_dump_module_metadata: module_<canonical id>.metadata.textproto
        return FileInfo(module_id, None, Kind.MODULE_METADATA)
    known = (module_names or {}).get(module_id)
    if not known and (t := _AFTER_TAIL.search(rest)) is not None:  # module_0004.SyncTensorsGraph.1995.sm_8.0_gpu_after_...
        known = rest[: t.start()]
    per_pass = split_pass_dump_name(rest, known if known and rest.startswith(known + ".") else None)
    if per_pass is not None:  # --xla_dump_hlo_pass_re: <step>.<pipeline>.after_<pass>.before_<next>.txt
        return FileInfo(module_id, per_pass[0], Kind.HLO_PASS)
    if known and rest.startswith(known + "."):
        hlo_module, rest = known, rest[len(known) + 1 :]
    else:
        mm = _MODULE_NAME.match(rest)
        if not mm:
            return FileInfo(module_id, None, Kind.UNKNOWN)
        hlo_module, rest = mm.group(1), mm.group(2)

    def info(kind: Kind, **kw) -> FileInfo:
        return FileInfo(module_id, hlo_module, kind, **kw)

    if rest == "before_optimizations.txt":
        return info(Kind.HLO_BEFORE_OPTIMIZATIONS)
    a = _AFTER.match(rest)
    if a:
        g = a.group(1)
        platform = g.removesuffix("_gpu") if g and g != "gpu" else g
        kind = {
            None: Kind.HLO_AFTER_OPTIMIZATIONS,
            "-buffer-assignment": Kind.BUFFER_ASSIGNMENT,
            "-memory-usage-report": Kind.MEMORY_USAGE_REPORT,
        }[a.group(2)]
        return info(kind, platform=platform)
    if rest == "debug_options":
        return info(Kind.DEBUG_OPTIONS)
    if rest in ("thunk_sequence.txt", "thunk_schedule"):  # thunk_schedule: 2018-2022
        return info(Kind.THUNK_SEQUENCE)
    if rest == "autotune_results.pbtxt":
        return info(Kind.AUTOTUNE_RESULTS)
    if rest == "gpu_target_config.pbtxt":
        return info(Kind.GPU_TARGET_CONFIG)
    if rest == "config.pbtxt":  # the HloModuleConfigProto XLA:GPU / XLA:CPU dump since 2025
        return info(Kind.HLO_MODULE_CONFIG)
    o = _IR_OLD.match(rest)
    if o:
        kernel, part = _suffix(o.group("sfx"))
        era = "pre-2023" if o.group("noconst") else "pre-2025"
        return info(Kind.LLVM_IR, stage=o.group("stage"), kernel=kernel, split_part=part, era=era)
    n = _IR_NEW.match(rest)
    if n:
        kernel, part = _suffix(n.group("sfx"))
        return info(Kind.LLVM_IR, stage=n.group("stage"), kernel=kernel, split_part=part, era="2025+")
    p = _PTX.match(rest)
    if p:
        kernel, part = _suffix(p.group("sfx"))
        return info(Kind.PTX, kernel=kernel, split_part=part)
    ob = _OBJ.match(rest)
    if ob:
        kernel, part = _suffix(ob.group("sfx"))
        return info(Kind.OBJECT_FILE, kernel=kernel, split_part=part)
    ml = _MLIR.match(rest)
    if ml:
        kernel, part = _suffix(ml.group("sfx"))
        return info(Kind.MLIR, stage=ml.group("stage"), kernel=kernel, split_part=part)
    if _SNAPSHOT.match(rest):
        return info(Kind.HLO_PROTO)
    return info(_by_suffix(rest) or Kind.UNKNOWN)


_SNAPSHOT = re.compile(r"^snapshot\.-?\d+\.pb$")  # --xla_dump_hlo_snapshots: module_<id>.<name>.snapshot.<n>.pb


#: name endings that say the kind outside the module_<id> dump names (profiles, protos, per-computation HLO)
_SUFFIX_KINDS = (
    (".xplane.pb", Kind.XPLANE),
    (".pt.trace.json.gz", Kind.KINETO_TRACE),
    (".pt.trace.json", Kind.KINETO_TRACE),
    (".trace.json.gz", Kind.TRACE),
    (".trace.json", Kind.TRACE),
    (".hlo.pb", Kind.HLO_PROTO),
    (".hlo_module.pb", Kind.HLO_PROTO),
    ("hlo_snapshot.pb", Kind.HLO_PROTO),
    (".hlo", Kind.HLO),
    (".ll", Kind.LLVM_IR),
    (".ptx", Kind.PTX),
    (".o", Kind.OBJECT_FILE),
    (".s", Kind.X86_ASM),
    # MLIR (kitlib.dumps.mlir): emitter pass logs, Triton IR, LMHLO / StableHLO; TPU side files (kitlib.dumps.tpu_side)
    (".mlir", Kind.MLIR),
    (".mlir-passes.log", Kind.MLIR),
    (".triton-to-llvm.txt", Kind.MLIR),
    (".xtile-to-triton.txt", Kind.MLIR),
    (".ttir.txt", Kind.MLIR),
    (".ttir", Kind.MLIR),
    (".ttgir", Kind.MLIR),
    ("flagfile", Kind.FLAGFILE),
    ("execution_options.txt", Kind.EXECUTION_OPTIONS),
    ("hlo_module_config.txt", Kind.HLO_MODULE_CONFIG),
    ("target_arguments.txt", Kind.TARGET_ARGUMENTS),
)


def _by_suffix(name: str) -> Kind | None:
    for suffix, kind in _SUFFIX_KINDS:
        if name.endswith(suffix):
            return kind
    return None


def name_says_kind(name: str) -> bool:
    """XLA's dump names (``module_<id>.<name>.<suffix>``) say the kind; a generic ending (``.trace.json``,
    ``.hlo``, ``.s``) only suggests it, and the content decides where it says something."""
    return bool(_MODULE.match(unpacked_name(name)))
