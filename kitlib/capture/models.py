"""The models a sweep runs: built-in architectures and the user's own.

Built-in (random weights from a fixed seed, no download; inputs from a seeded
generator, so two processes of one config see the same program):

- ``bert-base``, ``bert-large``, ``bert-tiny``: transformers ``BertConfig``
  (``bert-large``: 24 layers, hidden 1024, 16 heads, intermediate 4096);
  infer: ``BertModel`` -> ``last_hidden_state``; train:
  ``BertForSequenceClassification`` (2 labels), cross-entropy of the logits
  against seeded labels (what the model's own ``labels=`` loss computes).
  Input: token ids ``(batch_size, seq_len)``.
- ``gpt2``: transformers ``GPT2Config()`` (12 layers, hidden 768); infer:
  ``GPT2Model`` -> ``last_hidden_state``; train: ``GPT2LMHeadModel``,
  next-token cross-entropy against the input ids. Input: token ids.
- ``resnet50``: ``torchvision.models.resnet50(weights=None)``; infer: the
  logits; train: cross-entropy against seeded labels of 1000 classes. Input:
  images ``(batch_size, 3, 224, 224)`` float32 (``seq_len`` unused).

Their usual other names are accepted and recorded as the built-in name
(:data:`MODEL_ALIASES`: ``bert-base-uncased``, ``prajjwal1/bert-tiny``,
``openai-community/gpt2``, ``resnet-50`` ...).

The user's own model: ``path/to/file.py:fn`` or ``package.module:fn``, where
``fn()`` returns ``(torch.nn.Module, tuple of example input tensors)``.
Infer runs ``module(*inputs)`` under ``no_grad``. Train (the loss rule): if the
function's module has a ``loss_fn`` attribute, the loss is
``loss_fn(output, *inputs)``; else it is ``output.mean()`` (the first tensor of
a tuple or ``ModelOutput``). Every train step is ``loss.backward()`` then
``AdamW(lr=2e-5).step()``. ``batch_size`` and ``seq_len`` do not apply: the
function's inputs are used as they are.

A user reference is checked in the driver without running user code (the file
or module must exist and define ``fn`` at top level); the function itself is
called only in the config's process, so an exception there fails that config.

Checked against: torch 2.9.0, transformers 4.x, torchvision 0.24.0.
"""
from __future__ import annotations

import ast
import importlib
import importlib.util
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import CaptureError

#: transformers ``BertConfig`` keyword arguments per BERT model name.
BERT_MODELS: dict[str, dict[str, int]] = {
    # BertConfig() defaults: 12 layers, hidden 768, 12 heads, intermediate 3072, vocab 30522
    "bert-base": {},
    "bert-large": {"num_hidden_layers": 24, "hidden_size": 1024, "num_attention_heads": 16, "intermediate_size": 4096},
    "bert-tiny": {"num_hidden_layers": 2, "hidden_size": 128, "num_attention_heads": 2, "intermediate_size": 512},
}
#: every built-in model name -> family
MODELS: dict[str, str] = {**{n: "bert" for n in BERT_MODELS}, "gpt2": "gpt2", "resnet50": "resnet50"}
#: other names of the built-in models (lower case; the names Hugging Face, torchvision and the seeds use) -> built-in
#: name. Only the same architecture: ``bert-base-cased`` (a 28996-token vocabulary) is not ``bert-base``.
MODEL_ALIASES: dict[str, str] = {
    "bert-base-uncased": "bert-base", "google-bert/bert-base-uncased": "bert-base",
    "bert-large-uncased": "bert-large", "google-bert/bert-large-uncased": "bert-large",
    "prajjwal1/bert-tiny": "bert-tiny", "google/bert_uncased_l-2_h-128_a-2": "bert-tiny",
    "openai-community/gpt2": "gpt2", "gpt-2": "gpt2",
    "resnet-50": "resnet50", "resnet_50": "resnet50", "microsoft/resnet-50": "resnet50",
}
MODES = ("infer", "train")


def is_user_model(name: str) -> bool:
    """``True`` for a ``file.py:fn`` / ``package.module:fn`` reference (not a built-in name)."""
    return name not in MODELS and ":" in name


def _defines(source: str, fn: str) -> bool:
    """Whether Python ``source`` binds ``fn`` at top level (def, assignment or import)."""
    for node in ast.parse(source).body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.name == fn:
            return True
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == fn for t in targets):
                return True
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            if any((a.asname or a.name.split(".")[0]) == fn for a in node.names):
                return True
    return False


def resolve_model(name: str) -> str:
    """Check a ``--model`` value before any process starts; return it as the worker needs it.

    Built-in names come back unchanged, their aliases (:data:`MODEL_ALIASES`, any case:
    ``bert-base-uncased``, ``prajjwal1/bert-tiny``, ``openai-community/gpt2``, ``resnet-50``)
    as the built-in name; a ``file.py:fn`` reference comes back with the file's
    absolute path (workers run in their config folder).

    Raises:
        CaptureError: unknown name, missing file or module, unparsable file, or
            ``fn`` not defined at its top level (one line).
    """
    if name in MODELS:
        return name
    if name.lower() in MODELS or name.lower() in MODEL_ALIASES:
        return MODEL_ALIASES.get(name.lower(), name.lower())
    if ":" not in name:
        raise CaptureError(f"unknown model {name!r}; choose one of {sorted(MODELS)} (or an alias: {', '.join(MODEL_ALIASES)})"
                           " or give path/to/file.py:fn or package.module:fn")
    target, fn = name.rsplit(":", 1)
    if not fn.isidentifier():
        raise CaptureError(f"--model {name!r}: {fn!r} is not a function name")
    if target.endswith(".py"):
        path = Path(target).expanduser().resolve()
        if not path.is_file():
            raise CaptureError(f"--model {name!r}: no such file {path}")
        where, shown = path, f"{path}:{fn}"
    else:
        try:
            found = importlib.util.find_spec(target)
        except (ImportError, ValueError) as e:
            raise CaptureError(f"--model {name!r}: cannot find module {target!r} ({e})") from None
        if found is None or not found.origin or not found.origin.endswith(".py"):
            raise CaptureError(f"--model {name!r}: no Python module {target!r} on the path")
        where, shown = Path(found.origin), name
    try:
        source = where.read_text()
        ok = _defines(source, fn)
    except (OSError, UnicodeDecodeError) as e:
        raise CaptureError(f"{where}: cannot read ({e})") from None
    except SyntaxError as e:
        raise CaptureError(f"{where}:{e.lineno}: syntax error ({e.msg})") from None
    if not ok:
        raise CaptureError(f"{where}: defines no function {fn!r} at top level (--model {name!r})")
    return shown


def model_slug(name: str) -> str:
    """A folder-name-safe form of a model name: ``/a/b/mine.py:build`` -> ``mine.py_build``."""
    return re.sub(r"[^A-Za-z0-9_.\-]+", "_", Path(name).name if is_user_model(name) else name)


def load_user_function(ref: str) -> Any:
    """Import the function of a ``file.py:fn`` / ``package.module:fn`` reference (runs the user's module)."""
    target, fn = ref.rsplit(":", 1)
    if target.endswith(".py"):
        path = Path(target)
        spec = importlib.util.spec_from_file_location(path.stem, path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[path.stem] = module
        sys.path.insert(0, str(path.parent))  # the file's own imports of its neighbours
        spec.loader.exec_module(module)
    else:
        module = importlib.import_module(target)
    return getattr(module, fn)


def _first_tensor(out: Any) -> Any:
    """The output tensor of a forward: itself, ``last_hidden_state``/``logits``, or the first element."""
    import torch

    if isinstance(out, torch.Tensor):
        return out
    for key in ("last_hidden_state", "logits", "loss"):
        value = getattr(out, key, None)
        if isinstance(value, torch.Tensor):
            return value
    if isinstance(out, (tuple, list)) and out:
        return _first_tensor(out[0])
    if isinstance(out, dict) and out:
        return _first_tensor(next(iter(out.values())))
    raise CaptureError(f"the model's forward returned {type(out).__name__}, which holds no tensor")


@dataclass
class Workload:
    """A model with its inputs; ``step()`` traces one step lazily (no sync).

    ``loss(output, inputs, labels)`` gives the training loss (the module docstring's loss rule).
    """

    name: str
    mode: str
    model: Any
    inputs: tuple[Any, ...]
    labels: Any = None
    loss: Any = None
    optimizer: Any = None

    def step(self) -> Any:
        """Trace one inference or training step on the XLA device; returns the output (or loss) tensor."""
        import torch

        if self.mode == "infer":
            with torch.no_grad():
                return _first_tensor(self.model(*self.inputs))
        self.optimizer.zero_grad()
        loss = self.loss(self.model(*self.inputs), self.inputs, self.labels)
        loss.backward()
        self.optimizer.step()
        return loss


def _classification_loss(out: Any, inputs: tuple[Any, ...], labels: Any) -> Any:
    import torch

    return torch.nn.functional.cross_entropy(_first_tensor(out), labels)


def _language_model_loss(out: Any, inputs: tuple[Any, ...], labels: Any) -> Any:
    """Next-token cross-entropy of GPT-2's logits against its own input ids (what HF's labels=ids computes)."""
    import torch

    logits = out.logits[:, :-1]
    return torch.nn.functional.cross_entropy(logits.reshape(-1, logits.shape[-1]), inputs[0][:, 1:].reshape(-1))


def _mean_loss(out: Any, inputs: tuple[Any, ...], labels: Any) -> Any:
    return _first_tensor(out).float().mean()


def bert_config(name: str):
    """The transformers ``BertConfig`` of a BERT model name; raises CaptureError for another name."""
    from transformers import BertConfig

    if name not in BERT_MODELS:
        raise CaptureError(f"unknown BERT model {name!r}; choose one of {sorted(BERT_MODELS)}")
    return BertConfig(**BERT_MODELS[name])


def _token_ids(vocab: int, seed: int, batch_size: int, seq_len: int) -> Any:
    import torch

    return torch.randint(0, vocab, (batch_size, seq_len), generator=torch.Generator().manual_seed(seed))


def build_workload(name: str, mode: str = "infer", seed: int = 0, batch_size: int = 8, seq_len: int = 128) -> Workload:
    """The model of ``name`` on the CPU with its example inputs and (train) loss rule.

    Raises:
        CaptureError: unknown model or mode. Exceptions raised by a user's
            function propagate unchanged (the config process fails with them).
    """
    import torch

    if mode not in MODES:
        raise CaptureError(f"unknown mode {mode!r}; choose one of {MODES}")
    torch.manual_seed(seed)
    labels_gen = torch.Generator().manual_seed(seed + 1)
    family = MODELS.get(name)
    if family == "bert":
        from transformers import BertForSequenceClassification, BertModel

        cfg = bert_config(name)
        ids = _token_ids(cfg.vocab_size, seed, batch_size, seq_len)
        if mode == "infer":
            return Workload(name, mode, BertModel(cfg).eval(), (ids,))
        cfg.num_labels = 2  # the fine-tuning-on-SST workload of Case 1
        labels = torch.randint(0, 2, (batch_size,), generator=labels_gen)
        return Workload(name, mode, BertForSequenceClassification(cfg).train(), (ids,), labels, _classification_loss)
    if family == "gpt2":
        from transformers import GPT2Config, GPT2LMHeadModel, GPT2Model

        gcfg = GPT2Config()
        ids = _token_ids(gcfg.vocab_size, seed, batch_size, seq_len)
        if mode == "infer":
            return Workload(name, mode, GPT2Model(gcfg).eval(), (ids,))
        return Workload(name, mode, GPT2LMHeadModel(gcfg).train(), (ids,), None, _language_model_loss)
    if family == "resnet50":
        import torchvision

        model = torchvision.models.resnet50(weights=None)
        images = torch.randn(batch_size, 3, 224, 224, generator=torch.Generator().manual_seed(seed))
        if mode == "infer":
            return Workload(name, mode, model.eval(), (images,))
        labels = torch.randint(0, 1000, (batch_size,), generator=labels_gen)
        return Workload(name, mode, model.train(), (images,), labels, _classification_loss)
    resolve_model(name)  # unknown names raise here
    fn = load_user_function(name)
    built = fn()
    if not (isinstance(built, tuple) and len(built) == 2 and isinstance(built[0], torch.nn.Module)):
        raise CaptureError(f"{name}: must return (torch.nn.Module, tuple of example input tensors), got {type(built).__name__}")
    model, inputs = built
    inputs = tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)
    user_loss = getattr(sys.modules.get(fn.__module__), "loss_fn", None)
    if mode == "infer":
        return Workload(name, mode, model.eval(), inputs)
    if user_loss is not None:
        return Workload(name, mode, model.train(), inputs, None, lambda out, inputs, labels: user_loss(out, *inputs))
    return Workload(name, mode, model.train(), inputs, None, _mean_loss)


def build_model(name: str, mode: str = "infer", seed: int = 0, batch_size: int = 8, seq_len: int = 128):
    """Build (model, example inputs) on the CPU, random weights from ``seed``.

    Returns:
        (torch.nn.Module, tuple of example input tensors) - for the BERT and
        GPT-2 models one int64 tensor of token ids ``(batch_size, seq_len)``,
        for resnet50 one float32 image batch ``(batch_size, 3, 224, 224)``.

    Raises:
        CaptureError: unknown model name or mode.
    """
    w = build_workload(name, mode, seed, batch_size, seq_len)
    return w.model, w.inputs


def workload_on(device: Any, name: str, mode: str = "infer", seed: int = 0, batch_size: int = 8, seq_len: int = 128) -> Workload:
    """The workload of :func:`build_workload` moved to ``device`` (AdamW for training)."""
    import torch

    w = build_workload(name, mode, seed, batch_size, seq_len)
    w.model = w.model.to(device)
    w.inputs = tuple(x.to(device) if isinstance(x, torch.Tensor) else x for x in w.inputs)
    if w.labels is not None:
        w.labels = w.labels.to(device)
    if mode == "train":
        w.optimizer = torch.optim.AdamW(w.model.parameters(), lr=2e-5)
    return w
