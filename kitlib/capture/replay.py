"""Replay: HLO modules a client really compiled (torch_xla's own graphs) compiled and timed again, every config in one process.

``kit replay SOURCE`` and the ``torch-xla-replay`` sweep backend hand the block
process (:mod:`kitlib.capture.jax_worker`) a list of HLO module files instead of a
model. This module holds the two halves that are not JAX's:

- :func:`resolve_source` (driver side, no JAX): which modules a SOURCE names. SOURCE is
  an HLO module file (text as XLA dumps it, ``.hlo``; ``.hlo.pb`` / HloProto /
  HloSnapshot), a dump folder (every ``before_optimizations`` module, or ``module``),
  a config folder of a run (its dump; with a profiler trace, only the modules that ran
  in the profiled steps) or a run folder (its first ok config's process 0).
- :func:`module_inputs` (worker side): arguments for a module's parameters, seeded and
  deterministic, with integer parameters that index (gather indices, dynamic-slice /
  dynamic-update-slice start indices) kept inside the range the program indexes
  (:func:`index_bounds`, from the module's own HLO through :func:`kitlib.dumps.hlo.read_hlo`).
- :func:`capture_compile_options` (driver side): the options jaxlib's client sets on every compile
  (:data:`CLIENT_OPTIONS`) at the values the capturing client compiled with, from its ``debug_options`` dump, so
  that a replay compiles torch_xla's graphs as torch_xla did.

A replayed step runs every module of the source once (``calls_per_step`` times where
the trace says a module ran more often), each on its own arguments: a module's outputs
are not fed to the next, so a step is the sum of the modules' executions, not
torch_xla's host work between them.

Checked against torch_xla 2.9.0 dumps (XLA:CPU) replayed by jaxlib 0.9.2.
"""
from __future__ import annotations

import os
import re
from collections import defaultdict, deque
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..errors import CaptureError, KitError
from ..runfolder import layout
from ..runfolder.records import Status
from ..textio import link_outside, outside_reason

T = TypeVar("T")

#: the file formats a replayed module can come from
FORMATS = ("hlo-text", "hlo-proto")
#: ops through which an integer keeps its value range (element-wise moves, no arithmetic)
_PASS_THROUGH = frozenset({"reshape", "bitcast", "broadcast", "slice", "copy", "transpose", "concatenate", "convert",
                           "bitcast-convert", "reverse", "pad", "select", "clamp", "get-tuple-element", "tuple",
                           "dynamic-slice", "dynamic-update-slice", "gather", "sort"})
#: ops whose operand i is parameter i of the called computation
_CALLS = frozenset({"call", "fusion", "async-start"})
#: the bound an integer parameter gets when nothing in the module indexes with it
UNBOUNDED_INT = 2
#: DebugOptions fields jaxlib's client sets on every compile, each with XLA's own default (what a client that leaves
#: it alone compiles with). jaxlib 0.7.1 and 0.9.2 list ``xla_cpu_enable_fast_min_max: false`` among the non-default
#: options of every module they dump; torch_xla 2.9.0 does not list it. Under jaxlib's value, bert-tiny's max-reduce
#: kernels reduce.228 and reduce.419 compile to other code than torch_xla's; at XLA's default, to torch_xla's
CLIENT_OPTIONS: dict[str, bool] = {"xla_cpu_enable_fast_min_max": True}


def _module(path: Path) -> dict[str, Any]:
    """The replay entry of one HLO file (its format and module name), or CaptureError naming the file."""
    from ..dumps.formats import detect_kind
    from ..dumps.hlo_proto import module_proto

    try:
        kind = detect_kind(path)
    except KitError as e:
        raise CaptureError(str(e)) from None
    if kind in ("hlo_before_optimizations", "hlo_after_optimizations", "hlo"):
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                head = f.readline()
        except OSError as e:
            raise CaptureError(f"{path}: cannot read ({e.strerror})") from None
        name = head.split()[1].rstrip(",") if head.startswith("HloModule ") and len(head.split()) > 1 else None
        if not name:
            raise CaptureError(f"{path}:1: not HLO text (the first line is not 'HloModule <name>, ...')")
        return {"hlo_module": name, "path": str(path.resolve()), "format": "hlo-text", "calls_per_step": 1}
    if kind == "hlo_proto":
        try:
            module_proto(path.read_bytes(), str(path))
        except (OSError, KitError) as e:
            raise CaptureError(str(e)) from None
        from ..dumps.kinds import classify

        info = classify(path.name)
        return {"hlo_module": info.hlo_module or path.name.split(".")[0], "path": str(path.resolve()),
                "format": "hlo-proto", "calls_per_step": 1}
    raise CaptureError(f"{path}: not an HLO module (detected: {kind}); kit replay takes HLO text, .hlo.pb / HloSnapshot, "
                       "a dump folder or a run folder")


def _read_own(config_dir: Path, path: Path, read: Callable[[Path], T]) -> T | None:
    """``read(path)`` of a file or folder of the config folder; None where it is missing, links out of the folder (a
    folder from elsewhere: never read) or cannot be read."""
    if not path.exists() or link_outside(config_dir, path) is not None:
        return None
    try:
        return read(path)
    except KitError:
        return None


def _ran(config_dir: Path) -> tuple[dict[str, int], str] | None:
    """HLO module name -> executions per step, from a config folder's torch_xla trace, and how they were counted
    (None: no usable trace). A module's executions are its least executed kernel's count; per profiled step where the
    trace marks steps (the kit's workers), else (a user's program under the probe marks none) per execution of the
    most executed module: a module that ran under half as often (the graphs that set a model up, a first step's
    graph) is not a step's."""
    from ..timings.trace import read_trace

    t = _read_own(config_dir, config_dir / layout.TRACE_DIR, read_trace)
    if t is None:
        return None
    t = t[t["hlo_module"].notna() & (t["depth"] == 0)]
    stepped = t[t["step"].notna()]
    if not stepped.empty:
        per = stepped.groupby(["hlo_module", "kernel"]).size() / max(int(stepped["step"].nunique()), 1)
        return ({str(m): max(1, int(round(float(v.min())))) for m, v in per.groupby(level=0)},
                "the modules that ran in the capture's profiled steps (trace/)")
    if t.empty:
        return None
    runs = t.groupby(["hlo_module", "kernel"]).size().groupby(level=0).min()
    per = runs / runs.max()
    return ({str(m): int(round(float(v))) for m, v in per.items() if round(float(v)) >= 1},
            f"the modules that ran as often as the most executed one ({int(runs.max())} times) in the profile "
            "(trace/, no step marked)")


def _ran_from_debug(config_dir: Path, names: list[str]) -> tuple[dict[str, int], str] | None:
    """HLO module name -> executions per step from torch_xla's own debug report of the run (``pt_xla_debug.txt``,
    ``PT_XLA_DEBUG_LEVEL=2``: every compilation and execution with its graph hash), where no trace says it (an older
    XLA:CPU traces no kernel). The report's compilations are the dump's modules in order (``names``, one per module
    file: two graphs may share a name, and the name then counts its most run graph's executions); a graph that ran
    under half as often as the most run one is not a step's. None when the report is missing, unreadable or its
    compilations are not the dump's modules one for one."""
    from ..dumps.torch_xla_debug import read_pt_xla_debug

    report = _read_own(config_dir, config_dir / "pt_xla_debug.txt", read_pt_xla_debug)
    if report is None or len(report.compilations) != len(names) or report.executions.empty:
        return None
    counts = report.executions["graph_hash"].value_counts()
    runs: dict[str, int] = {}
    for n, h in zip(names, report.compilations["graph_hash"].tolist(), strict=True):
        runs[n] = max(runs.get(n, 0), int(counts.get(h, 0)))
    most = max(runs.values())
    if most == 0:
        return None
    return ({n: round(c / most) for n, c in runs.items() if round(c / most) >= 1},
            f"the graphs torch_xla ran as often as the most run one ({most} times) by its debug report (pt_xla_debug.txt)")


def resolve_source(source: str | Path, module: str | None = None) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The modules SOURCE names, in the order a step runs them, and how they were chosen.

    Returns:
        ``(modules, facts)``: each module ``{"hlo_module", "path", "format", "calls_per_step"}``;
        facts ``{"source", "source_kind" (hlo file / dump folder / config folder / run folder),
        "capture_dir" (the config folder, or None), "modules_from" (what chose them), "compile_options" and
        "compile_options_from" (:func:`capture_compile_options`; a folder's only)}``.

    Raises:
        CaptureError: no such path, a file that is not HLO, a folder with no HLO module, or no module named ``module``.
    """
    src = Path(source).expanduser()
    if not src.exists():
        raise CaptureError(f"{src}: no such file or folder")
    facts: dict[str, Any] = {"source": str(src.resolve()), "capture_dir": None}
    outside: list[dict[str, Any]] = []  # files of the folder that are links out of it: skipped, never read
    if src.is_file():
        mods = [_module(src)]
        facts.update(source_kind="hlo file", modules_from="the file")
    else:
        config_dir = None
        if (src / layout.MANIFEST).is_file():
            from ..runfolder.run import read_manifest

            m = read_manifest(src)
            ok = [c for c in m["configs"] if c.get("status") == Status.OK]
            captured = (m.get("capture") or {}).get("status") == Status.OK
            if captured:  # a replay run: its torch_xla capture holds the graphs (its configs hold the replay's)
                config_dir = src / layout.CAPTURE_DIR
                facts.update(source_kind="run folder (its torch_xla capture)")
            elif not ok:
                raise CaptureError(f"{src}: a run folder with no ok config to replay")
            else:
                config_dir = src / ok[0]["name"]
                facts.update(source_kind=f"run folder (config {ok[0]['name']}, process 0)")
        elif (src / layout.DUMP_DIR).is_dir():
            config_dir = src
            facts.update(source_kind="config folder")
        dump = config_dir / layout.DUMP_DIR if config_dir is not None else src
        if config_dir is None:
            facts.update(source_kind="dump folder")
        for d in (config_dir, dump):  # a folder from elsewhere: no link out of it is read (a config or its dump linked out)
            target = None if d is None or d == src else link_outside(src, d)
            if target is not None:
                raise CaptureError(f"{d}: {outside_reason(target)}")
        facts["capture_dir"] = str(config_dir.resolve()) if config_dir is not None else None
        from ..dumps.index import read_dump_index

        try:
            idx = read_dump_index(dump)
        except KitError as e:
            raise CaptureError(str(e)) from None
        before = idx[idx["kind"] == "hlo_before_optimizations"]
        if before.empty:
            before = idx[idx["kind"].isin(["hlo_proto", "hlo"])]
        if before.empty:
            raise CaptureError(f"{dump}: no HLO module to replay (no *.before_optimizations.txt, .hlo or .hlo.pb)")
        seen: dict[str, dict[str, Any]] = {}
        compiled: list[str] = []  # every module's name in the dump's order (two graphs may share a name)
        for rel in before.sort_values(["module_id", "file"], na_position="last")["file"]:
            target = link_outside(dump, dump / rel)  # the index's rule: listed, never read
            if target is not None:
                outside.append({"hlo_module": rel, "path": str(dump / rel), "reason": f"{dump / rel}: {outside_reason(target)}"})
                continue
            entry = _module(dump / rel)
            compiled.append(entry["hlo_module"])
            seen.setdefault(entry["hlo_module"], entry)  # a graph compiled twice is replayed once
        if not seen:
            raise CaptureError(outside[0]["reason"] if len(outside) == 1 else
                               f"{dump}: no HLO module to replay: " + "; ".join(x["reason"] for x in outside))
        mods = list(seen.values())
        facts["compile_options"], facts["compile_options_from"] = capture_compile_options(dump, idx, mods[0]["hlo_module"])
        ran = (_ran(config_dir) or _ran_from_debug(config_dir, compiled)
               if config_dir is not None and module is None else None)
        if ran:
            mods = [{**e, "calls_per_step": ran[0][e["hlo_module"]]} for e in mods if e["hlo_module"] in ran[0]]
            facts["modules_from"] = ran[1]
        else:
            facts["modules_from"] = "every module of the dump folder"
    if module is not None:
        named = [e for e in mods if e["hlo_module"] == module]
        if not named:
            raise CaptureError(f"{src}: no HLO module named {module!r}; it has {', '.join(e['hlo_module'] for e in mods)}")
        mods = named
        facts["modules_from"] = f"--module {module}"
    if not mods:
        raise CaptureError(f"{src}: no HLO module ran in the capture's profiled steps")
    fed, skipped = [], outside
    for entry in mods:
        why = unfeedable(entry)
        if why:
            skipped.append({"hlo_module": entry["hlo_module"], "path": entry["path"], "reason": why})
        else:
            if entry["format"] == "hlo-text":  # here, where the HLO reader is: the block process may lack pandas
                entry = {**entry, "index_bounds": {str(k): v for k, v in index_bounds(Path(entry["path"])).items()}}
            fed.append(entry)
    if not fed:
        raise CaptureError(skipped[0]["reason"] if len(skipped) == 1 else
                           f"{src}: no module can be replayed: " + "; ".join(x["reason"] for x in skipped))
    facts["skipped"] = skipped
    return fed, facts


def capture_compile_options(dump: Path, index: Any, hlo_module: str) -> tuple[dict[str, bool], str | None]:
    """The value of each of :data:`CLIENT_OPTIONS` the capturing client compiled ``hlo_module`` with: XLA dumps the
    non-default DebugOptions fields of every module (``module_NNNN.<name>.debug_options``), so a field listed there
    has its listed value and a field not listed XLA's default.

    Returns:
        ``(options, file)``: ``({}, None)`` when the dump holds no readable debug_options file of that module inside
        the folder (the replay then compiles with the replaying client's own values).

    Checked against torch_xla 2.9.0 (nothing listed) and jaxlib 0.7.1 / 0.9.2 dumps (``false`` listed).
    """
    from ..dumps.debug_options import read_debug_options

    rows = index[(index["kind"] == "debug_options") & (index["hlo_module"] == hlo_module)]
    for rel in rows.sort_values("file")["file"]:
        if link_outside(dump, dump / rel) is not None:  # listed, never read
            continue
        try:
            listed = read_debug_options(dump / rel)
        except KitError:
            continue
        values = dict(zip(listed["flag"], listed["value"], strict=True))
        return {k: values[k] == "true" if k in values else default for k, default in CLIENT_OPTIONS.items()}, str(dump / rel)
    return {}, None


#: element types a parameter can be fed with (HLO spelling)
FEEDABLE = re.compile(r"^(pred|[su](8|16|32|64)|f(16|32|64)|bf16|c(64|128))\[")


#: bytes of one element of each HLO element type a parameter can have
_ELEMENT_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2, "s32": 4, "u32": 4, "f32": 4,
                  "s64": 8, "u64": 8, "f64": 8, "c64": 8, "c128": 16}
#: the share of the memory available now that a replayed module's inputs may take, unless KIT_REPLAY_INPUT_LIMIT_MB says
#: (the block process also holds the outputs, XLA's buffers and every config's executables)
INPUT_MEMORY_SHARE = 0.25


def input_limit_bytes() -> int:
    """The most bytes a replayed module's inputs may take together: ``$KIT_REPLAY_INPUT_LIMIT_MB`` megabytes, else
    :data:`INPUT_MEMORY_SHARE` of the memory available now (``MemAvailable`` of ``/proc/meminfo``; free pages elsewhere).

    Raises:
        KitError: the variable is set but not a whole number of megabytes.
    """
    v = os.environ.get("KIT_REPLAY_INPUT_LIMIT_MB", "").strip()
    if v:
        if not v.isdecimal():
            raise KitError(f"KIT_REPLAY_INPUT_LIMIT_MB: expected a whole number of megabytes, got {v[:40]!r}")
        return int(v) * 2**20
    try:
        with open("/proc/meminfo") as f:
            avail = next(int(ln.split()[1]) * 1024 for ln in f if ln.startswith("MemAvailable:"))
    except (OSError, StopIteration, ValueError, IndexError):
        avail = os.sysconf("SC_AVPHYS_PAGES") * os.sysconf("SC_PAGE_SIZE")
    return int(avail * INPUT_MEMORY_SHARE)


def input_bytes(shape: str) -> int:
    """Bytes of an array of HLO shape ``shape`` (``f32[8,128]{1,0}``: 4096); 0 for what is not a feedable array."""
    if not FEEDABLE.match(shape):
        return 0
    n = _ELEMENT_BYTES[shape.split("[", 1)[0]]
    for d in _dims(shape):
        n *= d
    return n


def too_large(parameters: list[tuple[int, str, str]]) -> str | None:
    """Why inputs this large are not made (``where: parameter N (name) is SHAPE: ...``), or None.

    ``parameters``: ``(bytes, "parameter N (name) is SHAPE", where)`` of each entry parameter (``where``: ``path:line``
    or ``path``); the reason names the largest, the total and the limit (:func:`input_limit_bytes`).
    """
    total = sum(x[0] for x in parameters)
    if not parameters or total <= (limit := input_limit_bytes()):
        return None
    n, what, where = max(parameters, key=lambda x: x[0])
    return (f"{where}: {what}: {n / 2**20:,.0f} MiB, the module's inputs {total / 2**20:,.0f} MiB, more than a replay "
            f"makes ({limit / 2**20:,.0f} MiB: KIT_REPLAY_INPUT_LIMIT_MB, default {INPUT_MEMORY_SHARE:.0%} of the memory available)")


def unfeedable(entry: dict[str, Any]) -> str | None:
    """Why a module's entry parameters cannot be fed (``path:line: parameter N is ...``), or None: a tuple or token
    parameter, or inputs larger than :func:`input_limit_bytes` (the largest parameter named).

    HLO text is read with :func:`kitlib.dumps.hlo.read_hlo` (a text that does not parse is unfeedable too);
    a protobuf is checked in the block process, where jaxlib reads it (:func:`module_inputs`).
    """
    if entry["format"] != "hlo-text":
        return None
    from ..dumps.hlo import read_hlo
    from ..errors import ParseError

    try:
        h = read_hlo(entry["path"])
    except ParseError as e:
        return str(e)
    ins = h.instructions
    params = ins[(ins["computation"] == h.entry) & (ins["opcode"] == "parameter")]
    for name, shape, number, line in zip(params["name"], params["shape"], params["parameter_number"], params["line"]):
        if not FEEDABLE.match(str(shape)):
            return f"{entry['path']}:{line}: parameter {number} ({name}) is {shape}: only arrays can be fed (no tuples, tokens)"
    return too_large([(input_bytes(str(shape)), f"parameter {number} ({name}) is {shape}", f"{entry['path']}:{line}")
                      for name, shape, number, line in zip(params["name"], params["shape"], params["parameter_number"], params["line"])])


def read_module(entry: dict[str, Any]) -> str | bytes:
    """The HLO text or serialized HloModuleProto of a replay entry (CaptureError naming the file)."""
    from ..dumps.hlo_proto import module_proto

    path = entry["path"]
    try:
        if entry["format"] == "hlo-text":
            return Path(path).read_text(encoding="utf-8")
        return module_proto(Path(path).read_bytes(), path)
    except (OSError, UnicodeDecodeError, KitError) as e:
        raise CaptureError(f"{path}: cannot read the module ({e})") from None


def _dims(shape: str) -> list[int]:
    """``s64[8,128]{1,0}`` -> ``[8, 128]`` (``[]`` for a scalar or a tuple)."""
    if "[" not in shape or shape.startswith("("):
        return []
    inner = shape[shape.index("[") + 1: shape.index("]")]
    return [int(d) for d in inner.replace("<=", "").split(",") if d.strip().isdigit()]


def _int_list(text: Any) -> list[int]:
    return [int(x) for x in str(text or "").strip("{}").split(",") if x.strip().lstrip("-").isdigit()]


def index_bounds(hlo_text: str | Path) -> dict[int, int]:
    """Entry parameter number -> the exclusive upper bound of the values it may take as an index.

    Follows each entry parameter forward through ops that move values without
    arithmetic (reshape, broadcast, slice, convert, ..., into called computations' parameters)
    to the ops that index with it: the indices of a ``gather`` (bound: the smallest
    ``operand dim - slice size + 1`` over its ``start_index_map``) and the start indices of
    ``dynamic-slice`` / ``dynamic-update-slice`` (the smallest ``operand dim - slice dim + 1``).
    A parameter that reaches none is absent.

    Raises:
        ParseError: the text is not HLO (from :func:`kitlib.dumps.hlo.read_hlo`).
    """
    from ..dumps.hlo import read_hlo

    hlo = read_hlo(hlo_text)
    ins = hlo.instructions
    shape = {(c, n): s for c, n, s in zip(ins["computation"], ins["name"], ins["shape"])}
    import pandas as pd

    params = {(c, int(p)): n for c, n, p in zip(ins["computation"], ins["name"], ins["parameter_number"]) if not pd.isna(p)}
    users: dict[tuple[str, str], list[tuple[int, Any]]] = defaultdict(list)
    rows = list(zip(ins["computation"], ins["name"], ins["opcode"], ins["operands"], ins["called_computations"],
                    ins["attributes"], ins["shape"]))
    for r in rows:
        for i, op in enumerate(r[3] or ()):
            users[(r[0], op)].append((i, r))
    bounds: dict[int, int] = {}
    for (comp, number), name in params.items():
        if comp != hlo.entry:
            continue
        found: list[int] = []
        todo, seen = deque([(comp, name)]), set()
        while todo:
            node = todo.popleft()
            if node in seen:
                continue
            seen.add(node)
            for i, (c, n, opcode, operands, called, attrs, out_shape) in users.get(node, []):
                if opcode == "gather" and i == 1:
                    od, sizes = _dims(shape.get((c, operands[0]), "")), _int_list((attrs or {}).get("slice_sizes"))
                    dims = _int_list((attrs or {}).get("start_index_map"))
                    found += [od[d] - sizes[d] + 1 for d in dims if d < len(od) and d < len(sizes)]
                elif opcode in ("dynamic-slice", "dynamic-update-slice") and i >= (1 if opcode == "dynamic-slice" else 2):
                    d = i - (1 if opcode == "dynamic-slice" else 2)
                    od = _dims(shape.get((c, operands[0]), ""))
                    sl = _dims(out_shape) if opcode == "dynamic-slice" else _dims(shape.get((c, operands[1]), ""))
                    if d < len(od) and d < len(sl):
                        found.append(od[d] - sl[d] + 1)
                elif opcode in _CALLS and called:
                    callee = params.get((called[0], i))
                    if callee is not None:
                        todo.append((called[0], callee))
                elif opcode in _PASS_THROUGH and not (opcode in ("gather", "dynamic-slice", "dynamic-update-slice") and i > 0):
                    todo.append((c, n))
        if found:
            bounds[number] = max(1, min(found))
    return bounds


def module_inputs(hlo: str | bytes, parameters: list[tuple[tuple[int, ...], str]], seed: int,
                  bounds: dict[int, int] | None = None) -> tuple[list[Any], list[dict[str, Any]]]:
    """Seeded arguments for a module's parameters, and a record of each (what the run says was fed).

    Floats: normal, mean 0, standard deviation 0.02 (BERT's initialiser scale); integers: uniform in
    ``[0, bound)`` with the bound from :func:`index_bounds` where the program indexes with the parameter,
    else ``[0, 2)``; booleans: fair coins. The same ``seed`` gives the same arrays in every block.
    ``bounds``: :func:`index_bounds` computed already (:func:`resolve_source` does, for HLO text); None: of ``hlo`` here.

    Raises:
        CaptureError: inputs larger than :func:`input_limit_bytes` (the largest parameter named), or a type that cannot
            be fed.
    """
    import numpy as np

    why = too_large([(int(np.prod(dims, dtype=object)) * np.dtype(dtype).itemsize, f"parameter {i} is {dtype}{list(dims)}",
                      "the module") for i, (dims, dtype) in enumerate(parameters)])
    if why:  # a protobuf's shapes are first known here
        raise CaptureError(why)
    if bounds is None:
        bounds = index_bounds(hlo) if isinstance(hlo, str) else {}
    rng = np.random.default_rng(seed)
    args, record = [], []
    for i, (dims, dtype) in enumerate(parameters):
        dt = np.dtype(dtype)
        if dt.kind == "f" or dt.kind == "c" or dtype == "bfloat16":
            a = (rng.standard_normal(dims) * 0.02).astype(dt)
            how = "normal(0, 0.02)"
        elif dt.kind in "iu":
            hi = bounds.get(i)
            a = rng.integers(0, hi if hi else UNBOUNDED_INT, size=dims).astype(dt)
            how = f"uniform [0, {hi}) (indexes the program)" if hi else f"uniform [0, {UNBOUNDED_INT}) (no indexing use found)"
        elif dt.kind == "b":
            a = rng.integers(0, 2, size=dims).astype(dt)
            how = "fair coins"
        else:
            raise CaptureError(f"parameter {i}: {dtype}{list(dims)} cannot be fed")
        args.append(a)
        record.append({"parameter": i, "shape": list(dims), "dtype": dtype, "values": how})
    return args, record


def source_checksum(modules: list[dict[str, Any]]) -> str:
    """A hash of the modules' files (the replay's workload: a changed file is a new workload)."""
    import hashlib

    h = hashlib.sha256()
    for e in modules:
        h.update(e["hlo_module"].encode())
        try:
            h.update(Path(e["path"]).read_bytes())
        except OSError:
            h.update(os.fsencode(e["path"]))
    return h.hexdigest()[:16]
