# %% [markdown]
# # Case 1: parallel compilation loses constant folding
#
# XLA:GPU cut one LLVM module into N parts (`llvm::SplitModule`) and compiled
# the parts on separate threads. A constant global lands in one part; the others
# only declare it `external`, cannot fold it, and load it from global memory at
# run time. bert-base-uncased trained about 5% slower (shared/CASES.md).
#
# This notebook replays the mechanism with LLVM's own tools (`llvm-split`,
# `opt -O3`, `llc`) through `kitlib.lab`, with and without XLA's fix, and sets
# the published figures next to what the kit measures on this machine.
# Parameters: `module` (an LLVM module: the Case 1 test module by default),
# `run_dir` (a run captured by `kit sweep`; empty = none), `max_parts`.

# %% parameters
module = "../tests/data/lab/case1_constant_121.ll"  # relative to notebooks/, where JupyterLab and kit report run it
run_dir = ""
max_parts = 8

# %%
from pathlib import Path

import matplotlib.pyplot as plt
import pandas as pd
from IPython.display import Markdown, display

import kitlib as kit


pd.set_option("display.max_colwidth", 80)
tools = kit.find_llvm_tools()
display(Markdown("**LLVM tools used:** " + ", ".join(f"`{k}` {v}" for k, v in tools.describe().items())))

# %% [markdown]
# ## The seed: the dump lines as reported (2022)
#
# ```
# module_0000.SyncTensorsGraph.760.ir-with-opt.0.ll:
# @buffer_for_constant_121 = local_unnamed_addr addrspace(1) constant [8 x i8] c" \00\00\00\00\00\00\00", align 128
# module_0000.SyncTensorsGraph.760.ir-with-opt.1.ll:
# @buffer_for_constant_121 = external local_unnamed_addr addrspace(1) constant [8 x i8], align 128
# module_0000.SyncTensorsGraph.760.1.ptx:
# ld.global.nc.u64        %rd379, [buffer_for_constant_121]
# ```
#
# `c" \00..."` is the 64-bit integer 32. The kit reads the same line from the module it is given:

# %%
m = kit.read_llvm_ir(module)
consts = m.globals[m.globals["is_constant"]].copy()
consts["value_if_int64"] = consts["initializer_bytes"].map(lambda b: int.from_bytes(b, "little") if b is not None and len(b) == 8 else None)
display(consts.drop(columns=["initializer_bytes"]))
display(Markdown(f"Kernels ({len(m.kernels)}): " + ", ".join(f"`{k}`" for k in m.kernels)))
m.constant_loads()

# %% [markdown]
# ## The lab: split into 4, without and with the fix

# %%
plain = kit.split_lab(module, 4)
fixed = kit.split_lab(module, 4, fix=True)
for line in plain.findings:
    print(line)
plain.parts.drop(columns=["compile_s"])

# %% [markdown]
# The constant loads the split left in the PTX, one example line per part
# (compare with the seed's `ld.global.nc.u64 ... [buffer_for_constant_121]`):

# %%
asm = plain.loads[plain.loads["stage"] == "asm"]
asm.drop_duplicates(["split_part", "global"])[["split_part", "function", "global", "qualifiers", "example"]]

# %% [markdown]
# Per kernel, against the unsplit baseline (instructions and constant loads in PTX):

# %%
plain.kernels[["split_part", "kernel", "constant_loads_asm", "base_constant_loads_asm", "instructions_asm", "base_instructions_asm", "diff_instructions_asm"]]

# %% [markdown]
# With the fix every part gets an internal copy of each initialised constant:

# %%
for line in fixed.findings:
    print(line)
fixed.parts[["split_part", "kernels", "internal_copies", "constant_loads_ir", "constant_loads_asm", "instructions_asm"]]

# %%
per_part = pd.DataFrame({
    "split_part": plain.parts["split_part"],
    "split": plain.parts["constant_loads_asm"],
    "split + fix": fixed.parts["constant_loads_asm"],
}).set_index("split_part")
ax = per_part.plot.bar(figsize=(6, 3), rot=0)
ax.axhline(int(plain.baseline["constant_loads_asm"].sum()), color="k", lw=1, ls="--", label="unsplit (whole module)")
ax.set_ylabel("loads of constant symbols in PTX")
ax.set_title("Constant loads per split part")
ax.legend()
plt.show()

# %% [markdown]
# ## Compile time against split count
#
# Published (pytorch/xla PR 4105, XLA:GPU, 2022): compile time with 1 / 8 / 16
# compile threads, and bert-base throughput (sequences/s) with 1 thread, 16
# threads, 16 threads plus the fix (pytorch/xla issue 3842).

# %%
published_compile = kit.PUBLISHED_COMPILE_TIMES.pivot(index="threads", columns="model", values="compile_time_s")
display(published_compile, kit.PUBLISHED_THROUGHPUT.set_index("setting"))

# %% [markdown]
# Measured here: the LLVM stage of the lab (split + `opt -O3` + `llc` of all
# parts, parts compiled concurrently on this machine's cores), one run per part
# count. With a run folder, the lab runs on that run's LLVM modules (XLA:CPU
# kernel modules are linked into one first).

# %%
lab_input = module
if run_dir:
    dumps = sorted(p for p in Path(run_dir).rglob("dump") if p.is_dir())
    lab_input = kit.find_lab_modules(dumps[0] if dumps else run_dir)
    display(Markdown(f"Lab input: {len(lab_input)} module(s) from `{dumps[0] if dumps else run_dir}`"))
sweep = kit.split_sweep(lab_input, [n for n in (1, 2, 4, 8, 16, 32) if n < max_parts] + [max_parts], target="auto")
sweep

# %%
fig, ax1 = plt.subplots(figsize=(7, 3.5))
ax1.plot(sweep["parts"], sweep["llvm_wall_s"], "o-", label="kit: LLVM stage wall time (this machine)")
ax1.set_xlabel("split parts / compile threads")
ax1.set_ylabel("seconds (kit, measured)")
ax2 = ax1.twinx()
ax2.plot(published_compile.index, published_compile["bert-base-uncased"], "s--", color="gray", label="published: bert-base compile s (XLA:GPU, 2022)")
ax2.set_ylabel("seconds (published)")
ax3 = ax1.twinx()
ax3.spines["right"].set_position(("outward", 50))
ax3.bar(sweep["parts"], sweep["constant_loads_asm"], alpha=0.25, color="tab:red", width=0.4, label="kit: constant loads in code")
ax3.set_ylabel("constant loads")
fig.legend(loc="upper center", bbox_to_anchor=(0.5, -0.02), ncol=2, fontsize=8)
ax1.set_title("The trade-off: compile time vs constant loads")
plt.show()

# %% [markdown]
# ## The run's own compile times (when a run folder is given)

# %%
if run_dir and (Path(run_dir) / "manifest.json").exists():
    run = kit.open_run(run_dir)
    display(kit.compile_times(run))
else:
    display(Markdown("No run folder given: only the lab's LLVM-stage times above."))
