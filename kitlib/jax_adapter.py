"""The one adapter around JAX's private interfaces: deviceless XLA:GPU compiles, replays, and jaxlib's HLO printer.

XLA:GPU compiles on a machine with no GPU when JAX (``jax[cuda12]``) is given
a *topology* built from a GPU target config (``GpuTargetConfigProto`` text):
the topology's device carries a compile-only PJRT client. Everything here that
touches a private JAX name does so in this module and nowhere else, so a JAX
upgrade breaks one place, loudly: each private name is looked up by
:func:`check_interfaces`, and ``tests/test_gpu_jax_adapter.py`` calls it.

Checked against: jax / jaxlib / jax-cuda12-plugin 0.9.2 (PyPI). Known
behaviour of other versions (measured, see issue 5): 0.10.2 writes one LLVM
module per kernel and ignores the split flags; 0.8.2 splits but raises after
writing the dumps; 0.6.2 needs ``JAX_SKIP_CUDA_CONSTRAINTS_CHECK=1`` and
``--xla_gpu_autotune_level=0`` and does not split.

Private names used (all from jax 0.9.2):

- ``jax._src.interpreters.mlir.make_ir_context()``: an MLIR context with the
  StableHLO / CHLO dialects registered, in which text is parsed.
- ``jax._src.compiler.get_compile_options(num_replicas, num_partitions)``.
- ``jax._src.lib.xla_client.DeviceList`` and the topology device's ``client``
  (a compile-only client) with ``client.compile(module, executable_devices=,
  compile_options=)``.

- for the in-process backends (jax-cpu, jax-gpu, hlo-replay: :func:`compile_loaded`, :func:`execute`):
  ``get_compile_options(..., env_options_overrides=)``, a device's ``client.compile_and_load``
  and the loaded executable's ``execute_sharded(...).disassemble_into_single_device_arrays()``.
- across jaxlib releases (:func:`compile_loaded`, :func:`hlo_to_stablehlo`, checked on 0.4.35, 0.6.2, 0.7.1,
  0.8.0, 0.9.2): before 0.8 ``compile_and_load`` takes the program as text; 0.4 has no ``compile_and_load``
  (``client.compile`` loads) and no ``mlir.hlo_to_stablehlo`` (``xla_computation_to_mlir_module`` then
  ``mhlo_to_stablehlo``); before 0.8 ``jax.profiler.start_trace`` records no XLA:CPU kernel at its default
  host tracer level (:func:`start_trace`).
- for torch_xla's tuple result (:func:`_tuple_root`): the MLIR bindings ``jax._src.lib.mlir.ir`` (``Module``,
  ``FunctionType``, ``TypeAttr``, ``InsertionPoint``) and the dialects ``hlo.TupleOp`` and ``func.ReturnOp``.
- for replaying HLO modules (:func:`hlo_to_stablehlo`): ``jax._src.lib._jax.hlo_module_from_text``,
  ``HloModule.from_serialized_hlo_module_proto`` / ``as_serialized_hlo_module_proto``,
  ``_jax.mlir.hlo_to_stablehlo`` (HloModuleProto bytes -> StableHLO bytecode) and
  ``xla_client.XlaComputation(proto).program_shape()`` (the entry's parameter shapes).

Public: ``jax.experimental.topologies.get_topology_desc(platform="cuda",
target_config=<text>, topology="1x1x1")``. The flag
``--xla_gpu_target_config_filename`` alone fails with "No visible GPU
devices", hence the topology.

The process must run with ``JAX_PLATFORMS=cpu`` (set before ``import jax``)
so JAX does not look for a CUDA device; :func:`ensure_cpu_platform` checks it.
"""
from __future__ import annotations

import functools
import os
import time
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from .errors import CaptureError

#: Target configs shipped with the kit (package data in ``gpu_targets/``).
BUILTIN_TARGETS = ("h100", "a100")

#: The JAX version this adapter was written and checked against.
CHECKED_JAX_VERSION = "0.9.2"


@dataclass(frozen=True)
class CompileResult:
    """What a deviceless compile gives back.

    Attributes:
        executable: the compiled (not loadable) executable from the compile-only client.
        compile_time_s: wall time of ``client.compile`` alone, seconds.
        parse_time_s: wall time of parsing the StableHLO text into MLIR, seconds.
    """

    executable: Any
    compile_time_s: float
    parse_time_s: float


def target_config_text(target: str | Path) -> str:
    """The ``GpuTargetConfigProto`` text of a built-in target name or a file path.

    Raises:
        CaptureError: an unknown name, a missing file, or a file that does not
            look like a target config (no ``gpu_device_info``).
    """
    name = str(target)
    if name in BUILTIN_TARGETS:
        text = resources.files("kitlib.capture").joinpath("gpu_targets", f"{name}.txtpb").read_text()
        where = f"built-in target {name}"
    else:
        p = Path(name)
        if not p.is_file():
            raise CaptureError(f"GPU target {name!r}: neither one of {BUILTIN_TARGETS} nor an existing file")
        text = p.read_text()
        where = str(p)
    if "gpu_device_info" not in text:
        raise CaptureError(f"{where}: not a GpuTargetConfigProto text (no gpu_device_info)")
    return text


def ensure_cpu_platform() -> None:
    """Raise unless ``JAX_PLATFORMS=cpu`` is set (it must be, before JAX is imported)."""
    if os.environ.get("JAX_PLATFORMS") != "cpu":
        raise CaptureError("deviceless XLA:GPU compiles need JAX_PLATFORMS=cpu in the environment before jax is imported")


def check_interfaces() -> dict[str, str]:
    """Look up every private JAX name this adapter uses; return the versions found.

    Raises:
        CaptureError: naming the first interface that is missing, so a JAX
            upgrade fails here with a clear message rather than deep in a compile.
    """
    import importlib

    import jax
    import jax.experimental.topologies as topologies
    from jax._src import compiler
    from jax._src.interpreters import mlir
    from jax._src.lib import xla_client
    from jax._src.lib.mlir import ir
    from jax._src.lib.mlir.dialects import func, hlo

    needed = {
        "jax._src.lib.mlir.ir.Module.parse": getattr(getattr(ir, "Module", None), "parse", None),
        "jax._src.lib.mlir.ir.FunctionType.get": getattr(getattr(ir, "FunctionType", None), "get", None),
        "jax._src.lib.mlir.dialects.hlo.TupleOp": getattr(hlo, "TupleOp", None),
        "jax._src.lib.mlir.dialects.func.ReturnOp": getattr(func, "ReturnOp", None),
        "jax.experimental.topologies.get_topology_desc": getattr(topologies, "get_topology_desc", None),
        "jax._src.interpreters.mlir.make_ir_context": getattr(mlir, "make_ir_context", None),
        "jax._src.compiler.get_compile_options": getattr(compiler, "get_compile_options", None),
        "jax._src.lib.xla_client.DeviceList": getattr(xla_client, "DeviceList", None),
        "jax._src.lib._jax.hlo_module_from_text": getattr(xla_client._xla, "hlo_module_from_text", None),
        "jax._src.lib._jax.mlir.hlo_to_stablehlo": getattr(getattr(xla_client._xla, "mlir", None), "hlo_to_stablehlo", None),
        "jax._src.lib._jax.HloModule.from_serialized_hlo_module_proto": getattr(
            getattr(xla_client._xla, "HloModule", None), "from_serialized_hlo_module_proto", None),
        "jax._src.lib._jax.HloModule.as_serialized_hlo_module_proto": getattr(
            getattr(xla_client._xla, "HloModule", None), "as_serialized_hlo_module_proto", None),
        "jax._src.lib._jax.HloModule.to_string": getattr(getattr(xla_client._xla, "HloModule", None), "to_string", None),
        "jax._src.lib.xla_client.XlaComputation.program_shape": getattr(
            getattr(xla_client, "XlaComputation", None), "program_shape", None),
        "jax._src.lib.version": getattr(importlib.import_module("jax._src.lib"), "version", None),
        "jax._src.lib.mlir.ir.InsertionPoint": getattr(ir, "InsertionPoint", None),
        "jax._src.lib.mlir.ir.TypeAttr.get": getattr(getattr(ir, "TypeAttr", None), "get", None),
        "jax._src.lib.mlir.ir.StringAttr": getattr(ir, "StringAttr", None),
        "jax.config.values or jax.config._value_holders": (getattr(jax.config, "values", None)
                                                            or getattr(jax.config, "_value_holders", None)),
    }
    for name, obj in needed.items():
        if obj is None:
            raise CaptureError(f"jax {jax.__version__}: private interface {name} is gone; kitlib/jax_adapter.py needs updating")
    return versions()


def config_values(jax: Any) -> dict[str, object]:
    """jax's config options and their values (``jax.config.values``; older jax: its private ``_value_holders``)."""
    values = getattr(jax.config, "values", None)
    if not isinstance(values, dict):
        values = {k: getattr(h, "value", None) for k, h in getattr(jax.config, "_value_holders", {}).items()}
    return dict(values)


def versions() -> dict[str, str]:
    """Versions of jax, jaxlib and the CUDA PJRT plugin (``"absent"`` when not installed)."""
    from importlib import metadata

    out = {}
    for dist in ("jax", "jaxlib", "jax-cuda12-plugin", "jax-cuda12-pjrt"):
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            out[dist] = "absent"
    return out


def topology(target: str | Path) -> Any:
    """A one-device CUDA topology (``1x1x1``) described by a target config.

    Raises:
        CaptureError: when JAX cannot build it (no CUDA plugin, bad config).
    """
    ensure_cpu_platform()
    from jax.experimental import topologies

    text = target_config_text(target)
    try:
        return topologies.get_topology_desc(platform="cuda", target_config=text, topology="1x1x1")
    except Exception as e:  # JAX raises XlaRuntimeError / ValueError / RuntimeError here
        raise CaptureError(f"cannot build a CUDA topology from {target}: {type(e).__name__}: {e}") from e


def parse_stablehlo(text: str) -> Any:
    """Parse StableHLO (MLIR) text into a module in JAX's own MLIR context.

    Raises:
        CaptureError: when MLIR rejects the text.
    """
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir

    ctx = mlir.make_ir_context()
    try:
        with ctx:
            return ir.Module.parse(text)
    except Exception as e:  # MLIRError
        raise CaptureError(f"StableHLO text does not parse in JAX's MLIR context: {type(e).__name__}: {str(e)[:500]}") from e


#: the host tracer level at which XLA:CPU records one event per kernel (jax 0.9.2's default; jax 0.7.1's is 1: its
#: profile then holds the thunk executor only, no kernel)
HOST_TRACER_LEVEL = 2


def start_trace(log_dir: str | Path) -> None:
    """``jax.profiler.start_trace`` with the host tracer at :data:`HOST_TRACER_LEVEL` where this jax takes profiler
    options (0.5 on; 0.4.35 does not, and records its kernels at its default)."""
    import inspect

    import jax

    if "profiler_options" not in inspect.signature(jax.profiler.start_trace).parameters:
        jax.profiler.start_trace(str(log_dir))
        return
    opts = jax.profiler.ProfileOptions()
    opts.host_tracer_level = HOST_TRACER_LEVEL
    jax.profiler.start_trace(str(log_dir), profiler_options=opts)


#: the profiler event around exactly the compile call whose wall time the kit measures (a profile's phases are
#: checked against it: kitlib.analysis.compile_phases.trace_phases)
COMPILE_EVENT = "kit::compile"


def compile_annotation() -> Any:
    """A ``jax.profiler.TraceAnnotation`` named :data:`COMPILE_EVENT` (it costs nothing when no profile is recorded)."""
    import jax

    return jax.profiler.TraceAnnotation(COMPILE_EVENT)


#: per-compile options that turn off what the process's XLA_FLAGS dump (a second compile of the same program)
NO_DUMP = {"xla_dump_to": "", "xla_dump_hlo_pass_re": "", "xla_dump_module_metadata": False}


def compile_stablehlo(text: str, target: str | Path, overrides: dict[str, Any] | None = None) -> CompileResult:
    """Compile StableHLO text for one GPU of ``target`` with the compile-only client.

    The XLA flags in effect are the process's ``XLA_FLAGS`` (dump folder,
    split flags), read by XLA when the client is created; ``overrides`` set
    DebugOptions fields for this compile alone (:data:`NO_DUMP`: no dumps).

    Raises:
        CaptureError: topology, parse or compile failure, with XLA's message.
    """
    from jax._src import compiler
    from jax._src.lib import xla_client

    topo = topology(target)
    dev = topo.devices[0]
    t0 = time.perf_counter()
    module = parse_stablehlo(text)
    parse_s = time.perf_counter() - t0
    options = compiler.get_compile_options(num_replicas=1, num_partitions=1, env_options_overrides=dict(overrides or {}))
    t1 = time.perf_counter()
    try:
        with compile_annotation():
            exe = dev.client.compile(text.encode() if takes_text() else module, executable_devices=xla_client.DeviceList((dev,)),
                                     compile_options=options)
    except Exception as e:  # XlaRuntimeError and friends
        raise CaptureError(f"deviceless XLA:GPU compile for {target} failed: {type(e).__name__}: {str(e)[:2000]}") from e
    return CompileResult(exe, time.perf_counter() - t1, parse_s)


def compile_loaded(text: str, options: dict[str, Any], platform: str = "cpu") -> tuple[Any, Any, float]:
    """Compile StableHLO text for the first device of ``platform`` with per-compile XLA options.

    ``options`` are DebugOptions fields by name without dashes (``xla_dump_to``,
    ``xla_cpu_parallel_codegen_split_count``, ...): passed as the compile's
    ``env_option_overrides`` (what ``jax.jit(f).lower(...).compile(compiler_options=...)`` does),
    so several compiles of one process each have their own options and dump folder.

    Returns:
        (loaded executable, device, wall time of the compile alone in s).

    Raises:
        CaptureError: the text does not parse, or XLA rejects an option or the program
            (XLA's message, e.g. "No such compile option: 'xla_foo'").
    """
    import jax
    from jax._src import compiler
    from jax._src.lib import xla_client

    dev = jax.devices(platform)[0]
    module = parse_stablehlo(text)
    # jaxlib before 0.8 takes the program as text (or bytecode), 0.8 on as the parsed module
    program = text if takes_text() else module
    opts = compiler.get_compile_options(num_replicas=1, num_partitions=1, env_options_overrides=dict(options))
    t0 = time.perf_counter()
    try:
        with compile_annotation():
            if hasattr(dev.client, "compile_and_load"):
                exe = dev.client.compile_and_load(program, executable_devices=xla_client.DeviceList((dev,)), compile_options=opts)
            else:  # jaxlib 0.4: compile gives the loaded executable, on the client's first device (checked on 0.4.35)
                exe = dev.client.compile(text, compile_options=opts)
    except Exception as e:  # JaxRuntimeError: INVALID_ARGUMENT for an unknown option, or a compile failure
        raise CaptureError(f"{type(e).__name__}: {str(e).splitlines()[0][:2000]}") from e
    return exe, dev, time.perf_counter() - t0


#: the first jaxlib whose ``Client.compile_and_load`` takes a parsed MLIR module (before: text or bytecode)
MODULE_COMPILE_JAXLIB = (0, 8)


def jaxlib_version() -> tuple[int, ...]:
    """The running jaxlib's version as numbers (``0.7.1`` -> ``(0, 7, 1)``)."""
    from jax._src.lib import version

    return tuple(int(x) for x in version[:3])


def takes_text() -> bool:
    """Whether this jaxlib's ``compile_and_load`` takes the program as text (jaxlib < 0.8; checked on 0.7.1)."""
    return jaxlib_version()[:2] < MODULE_COMPILE_JAXLIB


@dataclass(frozen=True)
class HloProgram:
    """An HLO module turned into what :func:`compile_loaded` compiles.

    Attributes:
        name: the HLO module's name (``SyncTensorsGraph.550``).
        stablehlo: its StableHLO text (what XLA's ``hlo_to_stablehlo`` gives; compiled again by XLA).
        parameters: the entry computation's parameters in order, each ``(dims, numpy dtype name)``.
        result: the entry's result shape as XLA prints it.
        root_tuple: the StableHLO returns the entry's tuple result as one tuple, as the HLO module does
            (:func:`takes_tuple_result`); False: flattened (jaxlib's ``hlo_to_stablehlo``), or not a tuple.
    """

    name: str
    stablehlo: str
    parameters: list[tuple[tuple[int, ...], str]]
    result: str
    root_tuple: bool = False


def hlo_to_stablehlo(module: str | bytes, where: str = "<text>", keep_tuple: bool = False) -> HloProgram:
    """An HLO module, as text (``HloModule ...``) or a serialized ``HloModuleProto``, as StableHLO.

    ``keep_tuple``: a tuple result stays one tuple (:func:`_tuple_root`; only where the client takes it,
    :func:`takes_tuple_result`), else it is flattened as jaxlib's ``hlo_to_stablehlo`` does.

    Raises:
        CaptureError: XLA refuses the text or proto (its message, naming ``where``), or a parameter
            has a type numpy cannot hold (a tuple parameter, a token).
    """
    from jax._src.interpreters import mlir
    from jax._src.lib import xla_client
    from jax._src.lib.mlir import ir

    xla = xla_client._xla
    try:
        hlo = xla.hlo_module_from_text(module) if isinstance(module, str) else \
            xla.HloModule.from_serialized_hlo_module_proto(module)
        proto = hlo.as_serialized_hlo_module_proto()
        shape = xla_client.XlaComputation(proto).program_shape()
        if hasattr(xla.mlir, "hlo_to_stablehlo"):
            bytecode = xla.mlir.hlo_to_stablehlo(proto)
        else:  # jaxlib 0.4: through MHLO (checked on 0.4.35)
            mhlo = xla.mlir.xla_computation_to_mlir_module(xla_client.XlaComputation(proto))
            bytecode = xla.mlir.mhlo_to_stablehlo(mhlo if isinstance(mhlo, bytes) else mhlo.encode())
    except Exception as e:  # XLA's status errors surface as jaxlib's own exception types
        raise CaptureError(f"{where}: XLA refuses this HLO module ({_status_text(e)})") from None
    params = []
    for i, p in enumerate(shape.parameter_shapes()):
        if p.is_tuple() or not p.is_array():
            raise CaptureError(f"{where}: parameter {i} is {p}: only array parameters can be fed")
        params.append((tuple(int(d) for d in p.dimensions()), str(p.numpy_dtype())))
    keep_tuple = keep_tuple and shape.result_shape().is_tuple()
    with mlir.make_ir_context():
        parsed = ir.Module.parse(bytecode)
        if keep_tuple:
            _tuple_root(parsed, shape.result_shape())
        text = str(parsed)
    return HloProgram(hlo.name, text, params, str(shape.result_shape()), keep_tuple)


#: a program whose result is a tuple (what :func:`takes_tuple_result` compiles and runs)
_TUPLE_PROBE = """module @kit_tuple_probe {
  func.func @main(%arg0: tensor<2xf32>) -> tuple<tensor<2xf32>> {
    %0 = stablehlo.tuple %arg0 : tuple<tensor<2xf32>>
    return %0 : tuple<tensor<2xf32>>
  }
}"""


@functools.cache
def takes_tuple_result() -> bool:
    """Whether this jaxlib compiles and runs a program whose result is a tuple on the CPU (once per process: a
    one-element program). Measured: 0.4.35, 0.6.2, 0.7.1 and 0.8.0 do (0.4 refuses a tuple inside a tuple: "Tupled
    shape is not supported in `CreateShapePartialInfo`"); 0.9.2 does not ("Invalid XLA PrimitiveType: 13 (TUPLE)")."""
    import jax
    import numpy as np

    try:
        exe, dev, _ = compile_loaded(_TUPLE_PROBE, {}, "cpu")
        execute(exe, [jax.device_put(np.zeros(2, np.float32), dev)])
    except Exception:  # any refusal: the flattened result it is
        return False
    return True


def _tuple_root(module: Any, result: Any) -> None:
    """Give the StableHLO ``main`` the tuple result the HLO entry had (in place, inside the module's context).

    jaxlib's ``hlo_to_stablehlo`` flattens the entry's result; a tuple root (torch_xla returns every graph's
    outputs as one, a 1-tuple too) then compiles without its tuple: one instruction fewer and every buffer
    allocation's index shifted (in the buffer assignment and every kernel's alias metadata). With the tuple the
    compile is torch_xla's (XLA:CPU, jaxlib 0.7.1: 1696 of 1696 instructions on bert-tiny). jaxlib untuples the
    executable's outputs, so a replay still gets one array per leaf.
    """
    from jax._src.lib.mlir import ir
    from jax._src.lib.mlir.dialects import func, hlo

    main = next(op for op in module.body.operations
                if op.operation.name == "func.func" and ir.StringAttr(op.attributes["sym_name"]).value == "main")
    ret = list(main.regions[0].blocks[0].operations)[-1]
    if len(ret.operands) == 1 and str(ret.operands[0].type).startswith("tuple<"):
        return  # returned as one tuple already (jaxlib 0.4's conversion through MHLO keeps it)
    leaves = iter(list(ret.operands))

    def build(shape: Any) -> Any:
        return hlo.TupleOp([build(s) for s in shape.tuple_shapes()]).result if shape.is_tuple() else next(leaves)

    with ir.InsertionPoint(ret), ret.location:
        root = build(result)
        func.ReturnOp([root])
    ret.erase()
    inputs = ir.FunctionType(ir.TypeAttr(main.attributes["function_type"]).value).inputs
    main.attributes["function_type"] = ir.TypeAttr.get(ir.FunctionType.get(inputs, [root.type]))
    if "res_attrs" in main.attributes:  # one attribute dictionary per flattened result: none fits the tuple
        del main.attributes["res_attrs"]


def _status_text(e: Exception) -> str:
    """XLA's message in one line: its first line and, where that ends in ``:`` (the HLO parser's "Syntax error
    when trying to parse the text as a HloModule:"), the first line after it that says where (``<line>:<col>:
    error: ...``)."""
    lines = [x.strip() for x in str(e).splitlines() if x.strip()]
    if not lines:
        return type(e).__name__
    where = next((x for x in lines[1:] if "error" in x), lines[1] if len(lines) > 1 else "") if lines[0].endswith(":") else ""
    return f"{lines[0]} {where}".strip()[:500]


def execute(exe: Any, args: list[Any]) -> list[Any]:
    """Run a loaded executable once on device-resident ``args`` and wait for its outputs."""
    outs = exe.execute_sharded(list(args)).disassemble_into_single_device_arrays()
    for o in outs:
        for x in o:
            x.block_until_ready()
    return outs


def hlo_module_text(proto: bytes) -> str:
    """jaxlib's own printer: the HLO text of a serialized ``HloModuleProto`` (``jax._src.lib._jax.HloModule``;
    :mod:`kitlib.dumps.hlo_proto` reads protobuf dumps through it).

    Raises:
        ImportError: jaxlib is not installed. Any exception jaxlib raises for a module XLA refuses.
    """
    from jax._src.lib import _jax

    return _jax.HloModule.from_serialized_hlo_module_proto(proto).to_string()
