"""Export the CPU backend's model to StableHLO text, without running it.

Path: ``torch.export.export(model, (input_ids,))`` then
``torch_xla.stablehlo.exported_program_to_stablehlo(ep).get_stablehlo_text()``.
The model and inputs come from :func:`kitlib.capture.models.build_model`, the
same builder the CPU backend uses, so both backends compile one program.

Only inference is exported: the output is ``last_hidden_state``. A training
step (backward + optimizer) is not an ``nn.Module`` forward and has no export
path here; asking for it raises :class:`~kitlib.errors.CaptureError`.

Checked against: torch 2.9.0, torch_xla 2.9.0.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..errors import CaptureError

#: How the program was obtained, as the report states it.
EXPORT_PATH = "torch.export -> torch_xla.stablehlo"


@dataclass(frozen=True)
class ExportedProgram:
    """StableHLO text of a model plus what the report needs to say about it.

    Attributes:
        text: the StableHLO module text (MLIR).
        model: model name (``bert-base``, ``bert-tiny``).
        mode: ``infer``.
        shapes: input and output shapes / dtypes, e.g.
            ``{"inputs": {"input_ids": [[8, 128], "int64"]}, "output": [[8, 128, 768], "float32"]}``.
        export: :data:`EXPORT_PATH`.
        export_time_s: wall time of export + conversion, seconds.
        args: the program's arguments in its parameter order (numpy arrays:
            weights, constants lifted by the exporter, then ``input_ids``), so
            the text can be run (``jax-cpu``); empty for a compile-only export.
    """

    text: str
    model: str
    mode: str
    shapes: dict[str, Any] = field(default_factory=dict)
    export: str = EXPORT_PATH
    export_time_s: float = 0.0
    args: tuple[Any, ...] = ()


def _last_hidden_state(model: Any) -> Any:
    """Wrap a model so its forward returns one tensor (``last_hidden_state`` of a transformer)."""
    import torch

    from .models import _first_tensor

    class LastHidden(torch.nn.Module):
        def __init__(self, inner: Any):
            super().__init__()
            self.inner = inner

        def forward(self, *inputs: Any) -> Any:
            return _first_tensor(self.inner(*inputs))

    return LastHidden(model).eval()


def export_model(name: str, mode: str = "infer", seed: int = 0, batch_size: int = 8, seq_len: int = 128) -> ExportedProgram:
    """Export model ``name`` to StableHLO text (inference only).

    Raises:
        CaptureError: for ``mode != "infer"`` or when torch.export / torch_xla
            fails (message carries the original error).
    """
    import time

    if mode != "infer":
        raise CaptureError(f"xla-gpu-deviceless exports inference only; mode {mode!r} has no export path")
    import torch

    from .models import build_model

    t0 = time.perf_counter()
    model, inputs = build_model(name, mode, seed=seed, batch_size=batch_size, seq_len=seq_len)
    wrapped = _last_hidden_state(model)
    try:
        from torch_xla.stablehlo import exported_program_to_stablehlo

        with torch.no_grad():
            ep = torch.export.export(wrapped, inputs)
            out = wrapped(*inputs)
        program = exported_program_to_stablehlo(ep)
        text = program.get_stablehlo_text()
        args = tuple(_call_arguments(program, inputs))
    except Exception as e:  # torch.export / torch_xla raise many types
        raise CaptureError(f"export of {name} ({mode}) failed: {type(e).__name__}: {str(e)[:1000]}") from e
    shapes = {
        "inputs": {("input_ids" if i == 0 and x.dtype == torch.int64 else f"input_{i}"): [list(x.shape), str(x.dtype).removeprefix("torch.")]
                   for i, x in enumerate(inputs)},
        "output": [list(out.shape), str(out.dtype).removeprefix("torch.")],
    }
    return ExportedProgram(text, name, mode, shapes, EXPORT_PATH, time.perf_counter() - t0, args)


def _call_arguments(program: Any, inputs: tuple[Any, ...]) -> list[Any]:
    """The arguments of the exported ``main`` in order, as numpy arrays: torch_xla's bundle says
    where each comes from (a weight of the state dict, a constant it lifted, or an input)."""
    from torch_xla.stablehlo import VariableType

    bundle = program._bundle
    meta = bundle.stablehlo_funcs[0].meta
    out = []
    for loc in meta.input_locations:
        if loc.type_ == VariableType.PARAMETER:
            out.append(bundle.state_dict[loc.name])
        elif loc.type_ == VariableType.CONSTANT:
            out.append(bundle.additional_constants[loc.position])
        else:
            out.append(inputs[loc.position].detach().cpu().numpy())
    return out
