"""A torch_xla user's program, as ``kit bisect`` runs it across torch / torch_xla releases.

    python torch_xla_bert.py [--model bert-tiny|bert-base] [--mode train|infer] [--steps 20] [--batch 8] [--seq 128]

BERT of transformers' ``BertConfig`` (bert-tiny: 2 layers, hidden 128; bert-base: the defaults), random weights
from seed 0, seeded token ids; train: ``BertForSequenceClassification`` (2 labels), its own ``labels=`` loss,
``AdamW(lr=2e-5)``; infer: ``BertModel`` under ``no_grad``. Two warm-up steps (the graphs compile there), then
``--steps`` timed steps, each ended by ``xm.mark_step()`` and waited for. Prints ``throughput=<steps per s>`` and
``compile_time_s=<s>`` (the warm-up's wall time: compiling the step's graphs and running them once each).
Only torch, torch_xla and transformers: the program runs in a build's environment, as a user's would.
"""
import argparse
import time

import torch
import torch_xla.core.xla_model as xm
from transformers import BertConfig, BertForSequenceClassification, BertModel

SIZES = {"bert-tiny": dict(num_hidden_layers=2, hidden_size=128, num_attention_heads=2, intermediate_size=512),
         "bert-base": {}}

p = argparse.ArgumentParser()
p.add_argument("--model", choices=sorted(SIZES), default="bert-tiny")
p.add_argument("--mode", choices=("train", "infer"), default="train")
p.add_argument("--steps", type=int, default=20)
p.add_argument("--batch", type=int, default=8)
p.add_argument("--seq", type=int, default=128)
a = p.parse_args()

torch.manual_seed(0)
dev = xm.xla_device()
cfg = BertConfig(**SIZES[a.model], num_labels=2)
ids = torch.randint(0, cfg.vocab_size, (a.batch, a.seq), generator=torch.Generator().manual_seed(0)).to(dev)
labels = torch.randint(0, 2, (a.batch,), generator=torch.Generator().manual_seed(1)).to(dev)
if a.mode == "train":
    model = BertForSequenceClassification(cfg).train().to(dev)
    opt = torch.optim.AdamW(model.parameters(), lr=2e-5)

    def step() -> None:
        opt.zero_grad()
        model(input_ids=ids, labels=labels).loss.backward()
        opt.step()
        xm.mark_step()
else:
    model = BertModel(cfg).eval().to(dev)

    def step() -> None:
        global out  # a live result: the graph computes it
        with torch.no_grad():
            out = model(input_ids=ids).last_hidden_state.sum()
        xm.mark_step()

xm.wait_device_ops()
t0 = time.perf_counter()
for _ in range(2):
    step()
xm.wait_device_ops()
compile_s = time.perf_counter() - t0
t0 = time.perf_counter()
for _ in range(a.steps):
    step()
xm.wait_device_ops()
print(f"compile_time_s={compile_s:.4f}")
print(f"throughput={a.steps / (time.perf_counter() - t0):.4f}")
