"""The models a sweep runs: the bert-base-uncased architecture and bert-tiny.

Weights are random from a fixed seed (no download); inputs are token ids from
a seeded generator, so two processes of one config see the same program.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import CaptureError

#: transformers ``BertConfig`` keyword arguments per model name.
MODELS: dict[str, dict[str, int]] = {
    # BertConfig() defaults: 12 layers, hidden 768, 12 heads, intermediate 3072, vocab 30522
    "bert-base": {},
    "bert-tiny": {"num_hidden_layers": 2, "hidden_size": 128, "num_attention_heads": 2, "intermediate_size": 512},
}
MODES = ("infer", "train")


@dataclass
class Workload:
    """A model with its inputs; ``step()`` traces one step lazily (no sync)."""

    name: str
    mode: str
    model: Any
    input_ids: Any
    labels: Any
    optimizer: Any = None

    def step(self) -> Any:
        """Trace one inference or training step on the XLA device; returns the output tensor."""
        import torch

        if self.mode == "infer":
            with torch.no_grad():
                return self.model(self.input_ids).last_hidden_state
        self.optimizer.zero_grad()
        out = self.model(self.input_ids, labels=self.labels)
        out.loss.backward()
        self.optimizer.step()
        return out.loss


def bert_config(name: str):
    """The transformers ``BertConfig`` of a model name; raises CaptureError for an unknown name."""
    from transformers import BertConfig

    if name not in MODELS:
        raise CaptureError(f"unknown model {name!r}; choose one of {sorted(MODELS)}")
    return BertConfig(**MODELS[name])


def build_model(name: str, mode: str = "infer", seed: int = 0, batch_size: int = 8, seq_len: int = 128):
    """Build (model, example input_ids) on the CPU, random weights from ``seed``.

    ``mode="infer"``: ``BertModel`` in eval mode. ``mode="train"``:
    ``BertForSequenceClassification`` with 2 labels in train mode (the
    fine-tuning-on-SST workload of Case 1).

    Returns:
        (torch.nn.Module, int64 tensor of token ids, shape (batch_size, seq_len)).

    Raises:
        CaptureError: unknown model name or mode.
    """
    import torch
    from transformers import BertForSequenceClassification, BertModel

    if mode not in MODES:
        raise CaptureError(f"unknown mode {mode!r}; choose one of {MODES}")
    cfg = bert_config(name)
    torch.manual_seed(seed)
    if mode == "infer":
        model = BertModel(cfg).eval()
    else:
        cfg.num_labels = 2
        model = BertForSequenceClassification(cfg).train()
    gen = torch.Generator().manual_seed(seed)
    ids = torch.randint(0, cfg.vocab_size, (batch_size, seq_len), generator=gen)
    return model, ids


def workload_on(device: Any, name: str, mode: str = "infer", seed: int = 0, batch_size: int = 8, seq_len: int = 128) -> Workload:
    """The model, inputs (and AdamW for training) moved to ``device``."""
    import torch

    model, ids = build_model(name, mode, seed, batch_size, seq_len)
    model = model.to(device)
    gen = torch.Generator().manual_seed(seed + 1)
    labels = torch.randint(0, 2, (batch_size,), generator=gen).to(device)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-5) if mode == "train" else None
    return Workload(name, mode, model, ids.to(device), labels, opt)
