# %% [markdown]
# # 03 · XLA:GPU parallel compilation, deviceless: split or not, and are constants external?
#
# Case 1 (shared/CASES.md): XLA:GPU cut one LLVM module into N parts for parallel
# compilation; a constant global landed in one part and every other part only
# declared it `external`, so those parts loaded it from global memory
# (`ld.global.nc`) instead of folding it. This notebook reads an
# `xla-gpu-deviceless` run (`kit sweep --backend xla-gpu-deviceless`): the same
# PyTorch model as the CPU backend, exported and compiled by today's XLA:GPU
# (jax[cuda12]) for a GPU target without a GPU, one config per compile
# parallelism N, and, when the sweep has one, a config without the parallelism
# flags ("flags off": one unsplit module), which is then the baseline.
#
# Parameter: `run_dir`, the run folder (by default the small real capture in `data/`).

# %% parameters
run_dir = "../data/bert-tiny-gpu"  # the run folder of an xla-gpu-deviceless sweep

# %%
import pandas as pd
from IPython.display import Markdown, display

import kitlib as kit

pd.set_option("display.max_colwidth", 200)

if run_dir is None:
    raise ValueError("set run_dir (papermill -p run_dir <run folder>)")
run = kit.open_run(run_dir)
summary = kit.split_summary(run)
parts = kit.read_run_split_parts(run)
order = [str(c) for c in summary["config"]]
# the GPU the dumps target, from their HLO file names (sm_9.0 -> sm_90): llc and ptxas need it
platforms = kit.read_dump_index(run.dump_dir(order[0]))["platform"].dropna()
sm = platforms.iloc[0].replace(".", "") if len(platforms) else None
display(Markdown(f"**Finding:** {kit.split_finding(summary, parts)}"))

# %% [markdown]
# ## What was compiled

# %%
compiled = kit.compiled_programs(run)
same = [c for c in compiled.columns if c not in ("config", "split_count", "split", "xla_flags") and compiled[c].nunique(dropna=False) == 1]
if same:
    display(Markdown("Common to every config: " + "; ".join(f"{c} `{compiled[c].iloc[0]}`" for c in same) + "."))
display(compiled.drop(columns=same + ["split_count"]).set_index("config"))

# %% [markdown]
# ## Compile time vs N, beside the published 2022 figures
#
# Each config's compile time is the median over its processes (the process is the
# unit of replication: a sweep runs one process per config unless given
# `--repeats`; the `n_processes` column says how many). With one process per config
# there is no spread to compare differences against. Times in seconds; the ratio is
# to the baseline config.

# %%
fig = kit.compile_time_figure(summary)
cols = ["config", "split", "status", "n_processes", "compile_time_s", "baseline", "compile_time_vs_base", "modules", "parts", "n_kernels", "ir_size_bytes", "ptx_size_bytes"]
display(summary[cols].set_index("config").round({"compile_time_s": 2, "compile_time_vs_base": 2}))

# %% [markdown]
# ## Split or not: parts per config, and which kernel went to which part

# %%
fig = kit.part_sizes_figure(parts, "ptx_instruction_count")
display(kit.parts_per_role(parts))

# %%
assign = kit.kernel_assignment(parts)
unsplit = [str(c) for c in summary.loc[summary["split_count"].isna(), "config"]]
display(Markdown("Split part of each kernel per config" + (f" (`{'`, `'.join(unsplit)}`: flags off, every kernel in the one unsplit module)" if unsplit else "") + ":"))
shown = assign.drop(columns=[c for c in unsplit if c in assign.columns]) if len(unsplit) < assign.shape[1] else assign
display(shown.sort_values(list(shown.columns)))

# %% [markdown]
# ## Constant globals per part: defined, internal copy or external

# %%
c = parts.constants
if c.empty:
    display(Markdown("No constant globals in any part of any config."))
else:
    external = c[c["status"] == "external"]
    display(Markdown(f"{c[['config', 'module_id', 'global']].drop_duplicates().shape[0]} (config, module, constant global) pairs; "
                     f"external declarations in any part: **{len(external)}**."))
    display(kit.constants_by_status(parts))
    fig = kit.part_sizes_figure(parts, "constant_loads_ptx")

# %%
if parts.loads.empty:
    display(Markdown("No loads of constant globals in any part (IR or PTX)."))
else:
    display(kit.loads_by_instruction(parts))

# %% [markdown]
# ## Registers and spills per kernel, as NVIDIA's assembler sees them
# `ptxas -v` on every part's PTX (no GPU needed), for the GPU the dump targets; a
# kernel whose code changed with the split shows different registers or spills.

# %%
try:
    arch = "sm_90a" if sm in (None, "sm_90") else sm  # sm_90a: H100 with its architecture-specific features
    usage = []
    for cfg_name in order:
        sel = parts.parts[(parts.parts["config"] == cfg_name) & parts.parts["ptx_file"].notna() & (parts.parts["n_kernels"] > 0)]
        files = sel["ptx_file"]
        for f in files:
            usage.append(kit.read_ptxas_usage(run.dump_dir(cfg_name) / f, arch=arch).assign(config=cfg_name))
    if usage:
        u = pd.concat(usage, ignore_index=True)
        wide = u.pivot_table(index="kernel", columns="config", values="registers", aggfunc="max")[order]
        same = bool((wide.nunique(axis=1) <= 1).all())
        spills = int(u["spill_stores_bytes"].sum() + u["spill_loads_bytes"].sum())
        display(Markdown(f"`ptxas -arch={arch}`: {u['kernel'].nunique()} kernels; registers per kernel "
                         f"{'identical in every config' if same else 'differ between configs'}; "
                         f"{spills} bytes of spills in all."))
        display(wide.head(25))
    else:
        display(Markdown("No PTX files in this run."))
except kit.KitError as e:
    display(Markdown(f"ptxas not run: `{str(e)[:300]}`"))

# %% [markdown]
# ## The split lab on the same program: what an unfixed `llvm-split` would have done
#
# The kernel-holding modules of the first config are linked back into one module and
# re-split with LLVM's own tools (`kit lab split`, without XLA's fix). The installed
# LLVM must be able to read the IR jax's XLA wrote; when it cannot, the reason is shown.

# %%
first = parts.parts[(parts.parts["config"] == order[0]) & (parts.parts["role"] != "constants-module") & (parts.parts["n_kernels"] > 0)]
try:
    dump = run.dump_dir(order[0])
    lab = kit.split_lab([str(dump / f) for f in first["ir_file"]], parts=4, mcpu=sm, jobs=1)  # Triton kernels need the real GPU
    display(Markdown(f"Split lab on `{order[0]}`:\n\n" + "\n".join(f"- {line}" for line in lab.findings)))
except kit.KitError as e:
    display(Markdown(f"Split lab not run: `{str(e)[:300]}`"))

# %% [markdown]
# ## Files the report could not read

# %%
errors = kit.parse_errors(run)
if len(errors):
    display(Markdown(f"**{len(errors)} files could not be read** and were left out of the tables above:"))
    display(errors)
else:
    display(Markdown("Every LLVM IR and PTX file of the dumps was read."))

# %% [markdown]
# ## What to look for
#
# - Split or not: how many parts each N wrote, whether N changes which part a kernel
#   goes to, and what the config without the flags wrote (the finding at the top says
#   this for this run; it makes no claim about configs the run does not have).
# - External constants: a part that only declares a constant (`external`) cannot fold it
#   and loads it at run time (the `ld.global.nc` of Case 1). Constants that a kernel reads
#   by name are expected to be defined in the kernel's own part; large constants live in
#   the constants module and reach kernels as buffer arguments.
# - The split lab (re-splitting LLVM IR with `llvm-split`) shows what an unfixed split
#   would have done on this program's kernels.
