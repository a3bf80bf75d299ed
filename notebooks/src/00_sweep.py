# %% [markdown]
# # Sweep compile thread-pool sizes from this notebook
#
# Runs a sweep in this kernel through `kit.sweep(...)`: one fresh process per
# compile thread-pool size (XLA:CPU's `xla-cpu-llvm-codegen` pool is sized for
# the first compile, then the execution pools get every core back; the pool size
# each process really had is measured from `/proc` and kept in the manifest).
# Then: compile time against pool size with an Amdahl fit, next to the fit of the
# published pytorch/xla PR 4105 table; step times; constants.
#
# With `backend = "torch-xla-replay"` (and `compile_threads = None`, `split_counts = [1, 8, 32]`) the
# same cell compares split counts on torch_xla's own graphs instead: one torch_xla process captures
# them, then `repeats` block processes compile and time every config inside each process (paired).
#
# **Interrupt** (the stop button): the running config (or block) process is killed, nothing
# is left behind; run the cell again and the sweep resumes (finished configs and blocks are
# kept, the interrupted one starts over).

# %% parameters
model = "bert-tiny"        # bert-base, bert-large, bert-tiny, gpt2, resnet50, or "path/to/file.py:fn"
mode = "infer"             # or "train"
backend = "torch-xla-cpu"  # or "torch-xla-replay": torch_xla's graphs replayed in blocks (split counts, per-compile options)
compile_threads = [1, 2]   # compile pool sizes, one config each (torch-xla-cpu)
split_counts = None        # e.g. [1, 8]: one config per (split count, pool size) pair
steps = 5                  # timed steps per process
repeats = 1                # processes per config (the unit of replication; replay: block processes)
out_dir = "../runs/00-sweep"

# %%
import pandas as pd
from IPython.display import Markdown, display

import kitlib as kit

pd.set_option("display.float_format", "{:.3f}".format)
run_path = kit.sweep(model=model, mode=mode, backend=backend, compile_threads=compile_threads, split_counts=split_counts,
                     steps=steps, repeats=repeats, out=out_dir)
run = kit.open_run(run_path)
kit.configs(run)

# %% [markdown]
# ## Compile time against thread-pool size
# Each dot is one process at the pool size measured in it; the curve is Amdahl's
# law fitted to them; on the right the same relative to one thread, next to the
# curves fitted to the published table.

# %%
if compile_threads:
    pools = kit.compile_pools(run)
    display(pools)
    display(Markdown(kit.speedup_statement(run)))
    kit.compile_scaling_figure(pools);
elif len(run.ok_configs) > 1:  # a replay sweep: compile time paired inside each block
    display(kit.compile_comparison(run))

# %% [markdown]
# ## Step times
# After the compiling step; typical time, 95% interval and spread per config.

# %%
kit.summarize_steps(kit.step_times(run)) if run.ok_configs else None

# %% [markdown]
# ## Constants
# Constant globals in the LLVM modules XLA generated, per config.

# %%
kit.constants_by_config(kit.llvm_constant_globals(run)) if run.ok_configs else None
