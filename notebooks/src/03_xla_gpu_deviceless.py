# %% [markdown]
# # 03 · XLA:GPU parallel compilation, deviceless: split or not, and are constants external?
#
# Case 1 (shared/CASES.md): XLA:GPU cut one LLVM module into N parts for parallel
# compilation; a constant global landed in one part and every other part only
# declared it `external`, so those parts loaded it from global memory
# (`ld.global.nc`) instead of folding it. This notebook reads an
# `xla-gpu-deviceless` run (`kit sweep --backend xla-gpu-deviceless`): the same
# PyTorch model as the CPU backend, exported `torch.export -> torch_xla.stablehlo`
# and compiled by today's XLA:GPU (jax[cuda12]) for a GPU target without a GPU,
# one config per compile parallelism N.
#
# Parameter: `run_dir`, the run folder.

# %% parameters
run_dir = None  # the run folder of an xla-gpu-deviceless sweep

# %%
from pathlib import Path
import pandas as pd
import kitlib as kit

if run_dir is None:
    raise ValueError("set run_dir (papermill -p run_dir <run folder>)")
run = Path(run_dir)
summary = kit.split_summary(run)
parts = kit.read_run_split_parts(run)

# %% [markdown]
# ## What was compiled, and compile time vs N

# %%
import json
for name in summary["config"]:
    res_path = run / name / "result.json"
    if res_path.is_file():
        r = json.loads(res_path.read_text())
        print(name, "|", r.get("model"), r.get("shapes"), "|", r.get("export"), "| module", r.get("module_name"), "|", r.get("versions", {}).get("jax"), "target", r.get("gpu_target"))
summary

# %%
fig = kit.compile_time_figure(summary)
kit.PUBLISHED_COMPILE_TIMES

# %% [markdown]
# ## Split or not: parts per config, and which kernel went to which part

# %%
parts.parts.groupby(["config", "role"]).agg(parts=("ir_file", "size"), kernels=("kernel_count", "sum"), ir_bytes=("ir_size_bytes", "sum"), ptx_bytes=("ptx_size_bytes", "sum"))

# %%
kit.kernel_assignment(parts)

# %% [markdown]
# ## Constant globals per part: defined, internal copy or external

# %%
c = parts.constants
external = c[c["status"] == "external"]
print(f"constant globals: {c[['config', 'module_id', 'global']].drop_duplicates().shape[0]} (config, module, global) pairs; "
      f"external declarations in any part: {len(external)}")
c.pivot_table(index=["config", "status"], values="global", aggfunc="count").rename(columns={"global": "globals"}) if not c.empty else c

# %%
parts.loads.groupby(["config", "source", "instruction"])["count"].sum().to_frame() if not parts.loads.empty else "no loads of constant globals in any part"

# %%
assign = kit.kernel_assignment(parts)
same_parts = bool((assign.nunique(axis=1, dropna=False) <= 1).all()) if assign.shape[1] > 1 else None
print("each kernel in the same part in every config:", same_parts)
print("any constant external in any part:", bool((parts.constants["status"] == "external").any()))

# %% [markdown]
# ## The split lab on the same program: what an unfixed `llvm-split` would have done
#
# The parts of the first config are linked back into one module and re-split with
# LLVM's own tools (`kit lab split`, without XLA's fix). The installed LLVM must be able to
# read the IR jax's XLA wrote; when it cannot, the reason is shown.

# %%

first = parts.parts[(parts.parts["config"] == summary["config"].iloc[0]) & (parts.parts["role"] != "constants-module") & (parts.parts["kernel_count"] > 0)]
try:
    dump = run / summary["config"].iloc[0] / "dump"
    # the GPU the dump was compiled for (sm_9.0 -> sm_90): Triton kernels need its instructions
    platforms = kit.read_dump_index(dump)["platform"].dropna()
    mcpu = platforms.iloc[0].replace(".", "") if len(platforms) else None
    lab = kit.split_lab([str(dump / f) for f in first["ir_file"]], parts=4, mcpu=mcpu, jobs=1)
    print("\n".join(lab.findings))
except kit.KitError as e:
    print("split lab not run:", str(e)[:300])

# %% [markdown]
# ## What to look for
#
# - Split or not: in jax 0.9.2 with the parallelism flag, every kernel's LLVM module is
#   its own part, plus a kernel-less part for the constants, whatever N is; without the
#   flag there is one module (`unsplit`).
# - External constants: a part that only declares a constant (`external`) cannot fold it
#   and loads it at run time (the `ld.global.nc` of Case 1). Constants that a kernel reads
#   by name are expected to be defined in the kernel's own part; large constants live in
#   the constants module and reach kernels as buffer arguments.
# - The split lab (re-splitting LLVM IR with `llvm-split`) shows what an unfixed split
#   would have done; jax 0.9.2's `.ir-no-opt.ll` holds one kernel's module only.
